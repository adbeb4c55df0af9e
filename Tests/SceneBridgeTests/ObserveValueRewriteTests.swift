import SceneBridge
import XCTest

final class ObserveValueRewriteTests: XCTestCase {
  /// A class that subclasses NSObject directly and hears string key-path observations
  /// (GuillotineMenu's animator): it adopts `KeyValueObserver`, its override is a plain
  /// method, and its call of super's goes to NSObject's default.
  func testAnNSObjectSubclassesObserveValueBecomesAnObserversMethod() {
    let source = """
      import UIKit

      open class Animation: NSObject {
        override open func observeValue(
          forKeyPath keyPath: String?, of object: Any?,
          change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?)
        {
          if context == nil { return }
          super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
      }

      final class Card: UIView {
        override func observeValue(
          forKeyPath keyPath: String?, of object: Any?,
          change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) {}
      }
      """
    let file = SceneBridge.rewrite(path: "/tmp/Animation.swift", text: source)
    XCTAssertEqual(
      file.text,
      """
      import UIKit

      open class Animation: NSObject, KeyValueObserver {
        open func observeValue(
          forKeyPath keyPath: String?, of object: Any?,
          change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?)
        {
          if context == nil { return }
          NSObject.observeValueAsNSObjectDoes(forKeyPath: keyPath, of: object, change: change, context: context)
        }
      }

      final class Card: UIView {
        override func observeValue(
          forKeyPath keyPath: String?, of object: Any?,
          change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) {}
      }
      """)
  }
}

import SceneBridge
import XCTest

final class DelegateProxyRewriteTests: XCTestCase {
  /// PullToDismiss's `ScrollViewDelegateProxy.swift`, as its author wrote it: the superclass
  /// is the Objective-C `DelegateProxy` of `DelegateProxy.m`.
  func testAnObjectiveCProxyTheSwiftSubclassesIsDeclaredAsTheForwardingProxyKeepingLines() {
    let source = """
      import Foundation
      import UIKit

      class ScrollViewDelegateProxy: DelegateProxy, UIScrollViewDelegate {
          @nonobjc convenience init(delegates: [UIScrollViewDelegate]) {
              self.init(__delegates: delegates)
          }
      }
      """
    let file = SceneBridge.rewrite(path: "/tmp/ScrollViewDelegateProxy.swift", text: source)
    let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(lines[3], "class ScrollViewDelegateProxy: DelegateProxy, UIScrollViewDelegate {")
    XCTAssertEqual(
      lines.last(where: { !$0.isEmpty }), "open class DelegateProxy: DelegateForwardingProxy {}")
    // The person's lines stay where they were: the declaration comes after the last one.
    XCTAssertEqual(lines[7], "}")
  }

  /// SwipeTransition's generic subclass of `STDelegateProxy`, in one file, and the proxy it
  /// declares for navigation delegates in another: the superclass is declared once.
  func testAGenericSubclassGetsItsSuperclassDeclaredOnceAcrossFiles() {
    let proxy = """
      import UIKit
      #if SWIFT_PACKAGE
      import STDelegateProxy
      #endif

      class DelegateProxy<T>: STDelegateProxy {
          @nonobjc convenience init(delegates: [T]) {
              self.init(__delegates: delegates)
          }
      }

      final class NavigationControllerDelegateProxy: DelegateProxy<UINavigationControllerDelegate>, UINavigationControllerDelegate {}
      """
    let other = """
      import UIKit

      final class OtherProxy: STDelegateProxy {
          convenience init(one: AnyObject) { self.init(__delegates: [one]) }
      }
      """
    let files = SceneBridge.rewrite([
      (path: "/tmp/DelegateProxy.swift", text: proxy), (path: "/tmp/Other.swift", text: other),
    ])
    let declaration = "open class STDelegateProxy: DelegateForwardingProxy {}"
    XCTAssertEqual(files[0].text.components(separatedBy: declaration).count - 1, 1)
    XCTAssertFalse(files[1].text.contains(declaration))
    // `DelegateProxy` is the scene's own class, and is not declared again.
    XCTAssertFalse(files[0].text.contains("class DelegateProxy: DelegateForwardingProxy"))
  }

  /// A superclass the scene declares itself is left alone, `init(__delegates:)` or not.
  func testASuperclassTheSceneDeclaresIsLeftAlone() {
    let source = """
      import UIKit

      class Base: NSObject {
          init(__delegates: [Any]) { super.init() }
      }
      class Proxy: Base {
          convenience init(one: AnyObject) { self.init(__delegates: [one]) }
      }
      """
    let file = SceneBridge.rewrite(path: "/tmp/Proxy.swift", text: source)
    XCTAssertFalse(file.text.contains("DelegateForwardingProxy"))
  }
}

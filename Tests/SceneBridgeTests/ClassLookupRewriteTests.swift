import SceneBridge
import XCTest

final class ClassLookupRewriteTests: XCTestCase {
  func testAClassLookedUpByNameIsTheRuntimesLookupKeepingTheRest() {
    // PullToDismiss's CustomBlurView, which makes Apple's private blur by name.
    let source = """
      import UIKit
      class CustomBlurView: UIVisualEffectView {
        private let blurEffect: UIBlurEffect = (NSClassFromString("_UICustomBlurEffect") as! UIBlurEffect.Type).init()
        func kind(_ name: String) -> AnyClass? { NSClassFromString(name) ?? Foundation.NSClassFromString(name) }
      }
      """
    let file = SceneBridge.rewrite(path: "/tmp/CustomBlurView.swift", text: source)
    XCTAssertEqual(
      file.text,
      """
      import UIKit
      class CustomBlurView: UIVisualEffectView {
        private let blurEffect: UIBlurEffect = (objc_lookUpClass("_UICustomBlurEffect") as! UIBlurEffect.Type).init()
        func kind(_ name: String) -> AnyClass? { objc_lookUpClass(name) ?? Foundation.NSClassFromString(name) }
      }
      """)
    XCTAssertEqual(
      file.edits.map(\.reason),
      Array(repeating: "NSClassFromString → the runtime's class lookup", count: 2))
  }
}

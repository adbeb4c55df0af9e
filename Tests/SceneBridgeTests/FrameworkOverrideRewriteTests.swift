import SceneBridge
import XCTest

final class FrameworkOverrideRewriteTests: XCTestCase {
  private func bridged(_ text: String) -> String {
    SceneBridge.rewrite(path: "/tmp/ShowTime.swift", text: text).text
  }

  func testAnOverrideInAnExtensionOfAUIKitClassIsKeptUnderAnotherNameWithAWarning() {
    let text = bridged(
      """
      import UIKit
      extension UIWindow {
        open override var layer: CALayer {
          UIWindow.swizzle()
          return super.layer
        }
        private class func swizzle() {}
      }
      """)
    XCTAssertTrue(text.contains("public  var layer_overriddenInExtension: CALayer {"), text)
    XCTAssertTrue(
      text.contains("  }; #warning(\"UIWindow.layer is overridden in an extension"), text)
    XCTAssertTrue(text.contains("private class func swizzle() {}"), text)
    let lines = text.components(separatedBy: "\n")
    let opening = lines.firstIndex { $0.contains("extension UIWindow {") }
    let body = lines.firstIndex { $0.contains("return super.layer") }
    XCTAssertEqual(body.map { $0 - (opening ?? 0) }, 3, "no line moves")
  }

  func testAnOverrideInAnExtensionOfTheScenesOwnClassIsLeftToMove() {
    let text = bridged(
      """
      class Card: UIView {
      }
      extension Card {
        override func layoutSubviews() {}
      }
      extension CardView {
        override func layoutSubviews() {}
      }
      """)
    XCTAssertFalse(text.contains("_overriddenInExtension"), text)
    XCTAssertFalse(text.contains("#warning"), text)
  }
}

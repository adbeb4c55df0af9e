import SceneBridge
import XCTest

final class AttributeRewriteTests: XCTestCase {
  func testObjectiveCAndInterfaceBuilderAttributesAreDroppedKeepingLines() {
    let source = """
      import UIKit

      @objcMembers @IBDesignable
      class CardView: UIView {
        @IBOutlet weak var titleLabel: UILabel!
        @IBInspectable var radius: CGFloat = 12
        @objc dynamic var progress: CGFloat = 0
        @objc(closeWithSender:)
        @IBAction func close(_ sender: Any) {}
        @nonobjc func helper() {}
        @available(iOS 13.0, *) func modern() {}
      }
      """
    let file = SceneBridge.rewrite(path: "/tmp/CardView.swift", text: source)
    XCTAssertEqual(
      file.text,
      """
      import UIKit


      class CardView: UIView {
        weak var titleLabel: UILabel!
        var radius: CGFloat = 12
        var progress: CGFloat = 0

        func close(_ sender: Any) {}
        func helper() {}
        @available(iOS 13.0, *) func modern() {}
      }
      """)
  }

  func testAFileWithoutImportsSeesUIKitOnItsFirstLine() {
    let file = SceneBridge.rewrite(
      path: "/tmp/A.swift", text: "// A helper\nstruct A { let v = UIView() }\n")
    XCTAssertEqual(file.text, "import UIKit; // A helper\nstruct A { let v = UIView() }\n")
    XCTAssertEqual(file.map.original(line: 1, column: 15).column, 1)
    XCTAssertEqual(file.map.original(line: 2, column: 8).line, 2)
  }

  func testApplesFrameworkImportsImportTheUIKitModule() {
    let file = SceneBridge.rewrite(
      path: "/tmp/A.swift",
      text: """
        import Foundation
        import QuartzCore
        import CoreGraphics
        import UIKit.UIGestureRecognizerSubclass
        import Scenes
        """)
    XCTAssertEqual(
      file.text,
      "import UIKit\nimport UIKit\nimport UIKit\nimport UIKit\nimport Scenes")
  }

  func testPlatformConditionsAreThoseOfIOS() {
    let file = SceneBridge.rewrite(
      path: "/tmp/A.swift",
      text: """
        import UIKit
        #if os(iOS) || os(tvOS)
        let a = 1
        #elseif os(Linux)
        let a = 2
        #endif
        #if canImport(UIKit) && !os(macOS)
        let b = 1
        #endif
        """)
    XCTAssertTrue(file.text.contains("#if true || os(tvOS)"), file.text)
    XCTAssertTrue(file.text.contains("#elseif false"), file.text)
    XCTAssertTrue(file.text.contains("#if true && !os(macOS)"), file.text)
  }

  func testKeyPathsAndLiterals() {
    let file = SceneBridge.rewrite(
      path: "/tmp/A.swift",
      text: """
        import UIKit
        let a = #keyPath(CALayer.cornerRadius)
        let b = #keyPath(UIView.layer.shadowOpacity)
        let c = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        let d = #imageLiteral(resourceName: "card")
        """)
    XCTAssertEqual(
      file.text,
      """
      import UIKit
      let a = "cornerRadius"
      let b = "layer.shadowOpacity"
      let c = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
      let d = UIImage(imageLiteralResourceName: "card")
      """)
  }
}

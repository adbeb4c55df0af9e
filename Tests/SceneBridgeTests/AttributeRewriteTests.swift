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

  func testAnObjectiveCProtocolStaysClassBoundSoWeakDelegatesBuild() {
    let source = """
      import UIKit

      @objc public protocol DrawerDelegate {
        func drawerDidOpen()
      }
      @objc protocol CardDelegate: UIViewControllerTransitioningDelegate {}
      @objc protocol Listener: AnyObject {}
      protocol Plain {}
      """
    let file = SceneBridge.rewrite(path: "/tmp/Drawer.swift", text: source)
    XCTAssertEqual(
      file.text,
      """
      import UIKit

      public protocol DrawerDelegate: AnyObject {
        func drawerDidOpen()
      }
      protocol CardDelegate: AnyObject, UIViewControllerTransitioningDelegate {}
      protocol Listener: AnyObject {}
      protocol Plain {}
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
      let d = UIImage(named: "card")!
      """)
  }
}

final class ModuleAndDeinitRewriteTests: XCTestCase {
  func testAnImportOfAModuleThatIsNotThereIsDroppedWhenTheModulesAreKnown() {
    let source = "import UIKit\nimport BubbleTransition\nimport Scenes\n"
    XCTAssertEqual(
      SceneBridge.rewrite(path: "/tmp/A.swift", text: source, availableModules: ["Scenes"]).text,
      "import UIKit\n\nimport Scenes\n")
    XCTAssertEqual(SceneBridge.rewrite(path: "/tmp/A.swift", text: source).text, source)
  }

  func testADeinitOfAClassRunsOnTheMainActor() {
    let source = """
      import UIKit
      class Animator: NSObject {
        deinit { link?.invalidate() }
      }
      nonisolated class Plain { deinit {} }
      actor Counter { deinit {} }
      """
    let text = SceneBridge.rewrite(path: "/tmp/A.swift", text: source).text
    XCTAssertTrue(text.contains("  isolated deinit { link?.invalidate() }"), text)
    XCTAssertTrue(text.contains("nonisolated class Plain { deinit {} }"), text)
    XCTAssertTrue(text.contains("actor Counter { deinit {} }"), text)
  }
}

final class OverrideMoveTests: XCTestCase {
  func testOverridesInAnExtensionMoveIntoTheClassAndDiagnosticsFindTheirLine() {
    let source = """
      import UIKit
      class Card: UIViewController {
        let name = "card"
      }

      extension Card {
        override func viewDidLoad() {
          super.viewDidLoad()
        }
        func helper() {}
      }
      """
    let file = SceneBridge.rewrite(path: "/tmp/Card.swift", text: source)
    XCTAssertEqual(
      file.text,
      """
      import UIKit
      class Card: UIViewController {
        let name = "card"

        override func viewDidLoad() {
          super.viewDidLoad()
        }
      }

      extension Card {
        func helper() {}
      }
      """)
    // `super.viewDidLoad()` is on the output's line 6; the person wrote it on line 8.
    XCTAssertEqual(file.map.original(line: 6, column: 5).line, 8)
    XCTAssertEqual(file.map.original(line: 11, column: 3).line, 10)
  }
}

import SceneBridge
import XCTest

/// Which files keep state at module level, so that the window knows whether sessions of a
/// scene file need copies of its library of their own.
final class ModuleStateTests: XCTestCase {
  private func holds(_ text: String) -> Bool { SceneBridge.holdsModuleState([text]) }

  func testAFileOfTypesAndItsSceneKeepsNone() {
    XCTAssertFalse(
      holds(
        """
        import UIKit

        let scene = SceneDescriptor(id: "a", title: "A", make: { _ in Modal() })
        let duration = 0.35
        let title = "Open"
        let offset = -12
        let enabled = true

        final class Modal: UIViewController {
          static let cornerRadius: CGFloat = 12
          static var shared: Modal { Modal() }
          static var label: String { get { "x" } set {} }
          var dragging = false
          lazy var pan = UIPanGestureRecognizer()
          func go() { var moved = 0; moved += 1; let view = UIView(); _ = view }
        }

        protocol Sized { static var size: Int { get } }
        """))
  }

  func testAFileLevelVariableIsState() {
    XCTAssertTrue(holds("import UIKit\nvar modalsMade = 0\n"))
    XCTAssertTrue(holds("import UIKit\n#if DEBUG\nvar verbose = true\n#endif\n"))
  }

  func testAStaticOrClassStoredVariableIsState() {
    XCTAssertTrue(holds("enum Manager { static var root: UIViewController? }"))
    XCTAssertTrue(holds("final class A { class var count = 0 }"))
    XCTAssertTrue(holds("struct S { static var count = 0 { didSet { print(count) } } }"))
    XCTAssertTrue(holds("extension UIView { static var made = 0 }"))
  }

  func testAConstantHoldingAnObjectIsState() {
    XCTAssertTrue(holds("final class M { static let shared = M() }"))
    XCTAssertTrue(holds("let animator = Animator()"))
    XCTAssertTrue(holds("let label = \"modal \\(count)\""))
    XCTAssertTrue(holds("let cache: [String: Int] = [:]"))
  }

  func testAnyFileOfSeveralCounts() {
    XCTAssertTrue(SceneBridge.holdsModuleState(["let a = 1", "var b = 2"]))
    XCTAssertFalse(SceneBridge.holdsModuleState(["let a = 1", "struct B { var c = 2 }"]))
  }
}

import SceneBridge
import XCTest

final class NavigationDelegateRewriteTests: XCTestCase {
  func testAPastedDelegateSaysWhichTransitionMethodsItImplementsKeepingLines() {
    let source = """
      import UIKit

      class Coordinator: NSObject, UINavigationControllerDelegate {
        let animator = FadeAnimator()
        func navigationController(
          _ navigationController: UINavigationController,
          animationControllerFor operation: UINavigationController.Operation,
          from fromVC: UIViewController, to toVC: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? {
          operation == .push ? animator : nil
        }
      }
      """
    let file = SceneBridge.rewrite(path: "/tmp/Coordinator.swift", text: source)
    let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(
      lines[2],
      "class Coordinator: NSObject, UINavigationControllerDelegate { var implementedTransitionMethods: NavigationDelegateTransitionMethods { [.animationController] };"
    )
    XCTAssertEqual(
      lines.count, source.split(separator: "\n", omittingEmptySubsequences: false).count)
    XCTAssertEqual(
      file.edits.map(\.reason),
      ["a navigation delegate says which transition methods it implements"])
  }

  func testTheMethodsOfEveryBodyOfTheTypeAreDeclaredOnceWhereverTheConformanceIs() {
    let controller = """
      import UIKit

      public final class DeckController: UINavigationController {
        public override func viewDidLoad() { super.viewDidLoad(); delegate = self }
      }
      """
    let delegate = """
      import UIKit

      extension DeckController: UINavigationControllerDelegate {
        public func navigationController(
          _ navigationController: UINavigationController,
          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
        ) -> UIViewControllerInteractiveTransitioning? { nil }
      }
      extension DeckController {
        public func navigationController(
          _ navigationController: UINavigationController,
          animationControllerFor operation: UINavigationController.Operation,
          from fromVC: UIViewController, to toVC: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? { nil }
      }
      """
    let files = SceneBridge.rewrite([
      (path: "/tmp/DeckController.swift", text: controller),
      (path: "/tmp/DeckController+Delegate.swift", text: delegate),
    ])
    XCTAssertFalse(files[0].isChanged)
    let text = files[1].text
    XCTAssertTrue(
      text.contains(
        "extension DeckController: UINavigationControllerDelegate { public var implementedTransitionMethods: NavigationDelegateTransitionMethods { [.animationController, .interactionController] };\n"
      ), text)
    XCTAssertEqual(text.components(separatedBy: "implementedTransitionMethods").count, 2)
  }

  func testADelegateWithoutTheMethodsOrOneThatSaysItselfIsLeftAlone() {
    let source = """
      import UIKit

      class Shower: NSObject, UINavigationControllerDelegate {
        func navigationController(
          _ navigationController: UINavigationController, didShow viewController: UIViewController,
          animated: Bool) {}
      }
      class Said: NSObject, UINavigationControllerDelegate {
        var implementedTransitionMethods: NavigationDelegateTransitionMethods { .all }
        func navigationController(
          _ navigationController: UINavigationController,
          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
        ) -> UIViewControllerInteractiveTransitioning? { nil }
      }
      class NotADelegate {
        func navigationController(
          _ navigationController: UINavigationController,
          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
        ) -> UIViewControllerInteractiveTransitioning? { nil }
      }
      """
    let file = SceneBridge.rewrite(path: "/tmp/Delegates.swift", text: source)
    XCTAssertFalse(file.isChanged, file.text)
  }
}

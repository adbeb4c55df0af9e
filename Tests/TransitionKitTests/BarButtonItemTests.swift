import TestSupport
import TransitionKit
import XCTest

/// Bar button items show in the navigation bar of the controller on top and send their
/// action with the item as the sender.
final class BarButtonItemTests: EngineTestCase {
  @MainActor func testItemsOfTheTopControllerShowInTheBarAndSendTheirAction() async {
    final class Root: ViewController {
      var sent: [String] = []
      func add(_ item: BarButtonItem) { sent.append("add \(item.title ?? "")") }
      func close() { sent.append("close") }
    }
    let root = Root()
    root.title = "List"
    let navigation = NavigationController(rootViewController: root)
    let window = Window(screen: Screen(size: Size(width: 390, height: 844)), engine: engine)
    window.rootViewController = navigation
    root.navigationItem.rightBarButtonItem = BarButtonItem(
      barButtonSystemItem: .add, target: root, action: Selector(Root.add(_:)))
    root.navigationItem.leftBarButtonItem = BarButtonItem(
      title: "Close", style: .plain, target: root, action: Selector(Root.close))
    let bar = navigation.navigationBar
    XCTAssertFalse(bar.rightItemButton.isHidden)
    XCTAssertEqual(bar.rightItemButton.currentTitle, "+")
    XCTAssertEqual(bar.leftItemButton.currentTitle, "Close")
    XCTAssertGreaterThan(bar.rightItemButton.frame.minX, bar.titleLabel.frame.minX)
    bar.rightItemButton.sendActions()
    bar.leftItemButton.sendActions()
    XCTAssertEqual(root.sent, ["add +", "close"])

    // A pushed controller without items hides them; the root's come back when it is on top.
    let detail = ViewController()
    navigation.pushViewController(detail, animated: false)
    XCTAssertTrue(bar.rightItemButton.isHidden)
    XCTAssertTrue(bar.leftItemButton.isHidden)
    XCTAssertFalse(bar.backButton.isHidden)
    _ = navigation.popViewController(animated: false)
    XCTAssertFalse(bar.rightItemButton.isHidden)
    XCTAssertTrue(bar.backButton.isHidden)
  }

  @MainActor func testADisabledItemSendsNothing() async {
    @MainActor final class Target {
      var count = 0
      func tap() { count += 1 }
    }
    let target = Target()
    let item = BarButtonItem(
      title: "Done", style: .done, target: target, action: Selector(Target.tap))
    item.isEnabled = false
    item.sendAction()
    item.isEnabled = true
    item.sendAction()
    XCTAssertEqual(target.count, 1)
  }
}

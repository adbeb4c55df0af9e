import TestSupport
import TransitionKit
import XCTest

/// A controller's `storyboard` (UIKit's): the storyboard it was made from, so that code in it
/// can make the storyboard's other scenes (`storyboard!.instantiateViewController(
/// withIdentifier:)`, GuillotineMenu's menu).
final class StoryboardOriginTests: EngineTestCase {
  override func tearDown() {
    MainActor.assumeIsolated { Storyboard.removeAllRegistrations() }
    super.tearDown()
  }

  @MainActor func testAControllerMadeFromAStoryboardKnowsItAndItsRootToo() async {
    final class Menu: ViewController {}
    let root = ViewController()
    Storyboard.register(name: "Main", initial: { NavigationController(rootViewController: root) })
    Storyboard.register(name: "Main", identifier: "menu") { Menu() }
    let navigation = Storyboard(name: "Main", bundle: nil).instantiateInitialViewController()
    XCTAssertEqual(navigation?.storyboard?.name, "Main")
    XCTAssertEqual(root.storyboard?.name, "Main")
    let menu = root.storyboard?.instantiateViewController(withIdentifier: "menu")
    XCTAssertTrue(menu is Menu)
    XCTAssertEqual(menu?.storyboard?.name, "Main")
    XCTAssertNil(ViewController().storyboard, "one made in code has none")
  }
}

/// An object of the person's own that subclasses NSObject hears string key-path observations
/// in `observeValue(forKeyPath:of:change:context:)` once it is a `KeyValueObserver` (the scene
/// bridge adopts the protocol for it).
final class KeyValueObserverTests: EngineTestCase {
  @MainActor private final class Watcher: NSObject, KeyValueObserver {
    var heard: [(String?, Any?)] = []
    func observeValue(
      forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?,
      context: UnsafeMutableRawPointer?
    ) {
      heard.append((keyPath, change?[.newKey]))
      NSObject.observeValueAsNSObjectDoes(
        forKeyPath: keyPath, of: object, change: change, context: context)
    }
  }

  @MainActor func testAnNSObjectObserverIsToldOfAViewsFrame() async {
    let view = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
    let watcher = Watcher()
    view.addObserver(watcher, forKeyPath: "frame", options: .new, context: nil)
    view.frame = Rect(x: 10, y: 0, width: 40, height: 40)
    XCTAssertEqual(watcher.heard.count, 1)
    XCTAssertEqual(watcher.heard.first?.0, "frame")
    XCTAssertEqual(watcher.heard.first?.1 as? Rect, Rect(x: 10, y: 0, width: 40, height: 40))
    XCTAssertEqual(warningCodes, [])
    view.removeObserver(watcher, forKeyPath: "frame")
    view.frame = .zero
    XCTAssertEqual(watcher.heard.count, 1)
  }
}

import TestSupport
import TransitionKit
import XCTest

/// A child of a container presents from its presentation context, and the presentation is
/// answered for the whole containment chain, as UIKit's `presentingViewController` and
/// `presentedViewController` pages describe.
final class PresentationContextTests: EngineTestCase {
  @MainActor private func stack() -> (TransitionRig, NavigationController, ViewController) {
    let child = ViewController()
    child.title = "child"
    let navigation = NavigationController(rootViewController: child)
    navigation.title = "navigation"
    let rig = TransitionRig(engine: engine, root: navigation)
    rig.window.tick()
    return (rig, navigation, child)
  }

  @MainActor func testAChildOfANavigationControllerPresentsFromTheStack() async {
    let (rig, navigation, child) = stack()
    let log = EventLog()
    let delegate = ScriptedDelegate(log: log)
    rig.keep(delegate)
    let modal = ViewController()
    modal.title = "modal"
    modal.transitioningDelegate = delegate
    child.present(modal, animated: true)
    XCTAssertTrue(
      log.contains("delegate.animator(presented: modal, presenting: navigation, source: child)"),
      log.entries.joined(separator: "\n"))
    XCTAssertTrue(rig.settle())
    XCTAssertTrue(navigation.presentedViewController === modal, "the stack presents it")
    XCTAssertTrue(child.presentedViewController === modal, "and so does its child")
    XCTAssertTrue(modal.presentingViewController === navigation)
    XCTAssertNil(navigation.view.superview, "fullScreen takes the whole stack out of the window")

    child.dismiss(animated: true)
    XCTAssertTrue(rig.settle())
    XCTAssertNil(navigation.presentedViewController)
    XCTAssertNil(child.presentedViewController)
    XCTAssertNil(modal.presentingViewController)
    XCTAssertTrue(navigation.view.superview === rig.window, "the stack is back in the window")
  }

  @MainActor func testAChildCannotPresentWhileItsChainPresents() async {
    let (rig, navigation, child) = stack()
    let first = ViewController()
    first.modalPresentationStyle = .overFullScreen
    navigation.present(first, animated: false)
    XCTAssertTrue(rig.settle())
    child.present(ViewController(), animated: false)
    XCTAssertTrue(rig.settle())
    XCTAssertTrue(navigation.presentedViewController === first)
    XCTAssertTrue(
      rig.engine.warnings.contains { $0.code == "transition.already-presenting" },
      "\(rig.engine.warnings)")
  }

  @MainActor func testACurrentContextPresentationStopsAtTheControllerThatDefinesIt() async {
    let (rig, navigation, child) = stack()
    let inner = ViewController()
    child.addChild(inner)
    child.view.addSubview(inner.view)
    inner.didMove(toParent: child)
    let modal = ViewController()
    modal.modalPresentationStyle = .overCurrentContext
    inner.present(modal, animated: false)
    XCTAssertTrue(rig.settle())
    XCTAssertTrue(modal.presentingViewController === navigation, "no context: the chain's root")
    modal.dismiss(animated: false)
    XCTAssertTrue(rig.settle())

    child.definesPresentationContext = true
    let covering = ViewController()
    covering.modalPresentationStyle = .overCurrentContext
    inner.present(covering, animated: false)
    XCTAssertTrue(rig.settle())
    XCTAssertTrue(covering.presentingViewController === child, "the child defines the context")
    XCTAssertTrue(inner.presentedViewController === covering)
    XCTAssertNil(navigation.presentedViewController, "the stack itself presents nothing")
  }
}

import TestSupport
import TransitionKit
import XCTest

/// DESIGN §3 item 3 and `ModalPresentationStyle`'s table: what each style does with the
/// presenting view, and the window's tree after every transition.
final class PresentationStyleTests: EngineTestCase {
  @MainActor private func setUp(
    _ style: ModalPresentationStyle, dismissAnimator: (any AnimatedTransitioning)? = nil
  ) -> (TransitionRig, ViewController, ViewController, ScriptedDelegate) {
    let rig = TransitionRig(engine: engine)
    let modal = ViewController()
    modal.modalPresentationStyle = style
    let delegate = ScriptedDelegate()
    delegate.dismissAnimator = dismissAnimator
    modal.transitioningDelegate = delegate
    rig.keep(delegate)
    return (rig, rig.root, modal, delegate)
  }

  /// Asserts that the window holds `expected`, bottom to top, and each container exactly its
  /// presented view.
  @MainActor private func assertTree(
    _ rig: TransitionRig, _ expected: [View], containing: [[View]],
    file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(
      rig.window.subviews.map(ObjectIdentifier.init), expected.map(ObjectIdentifier.init),
      "window subviews: \(rig.window.subviews.map { $0.name ?? "\(type(of: $0))" })",
      file: file, line: line)
    XCTAssertEqual(rig.containers.count, containing.count, file: file, line: line)
    for (container, views) in zip(rig.containers, containing) {
      XCTAssertEqual(
        container.subviews.map(ObjectIdentifier.init), views.map(ObjectIdentifier.init),
        "container subviews", file: file, line: line)
    }
  }

  @MainActor func testFullScreenAndCurrentContextMoveThePresenterIntoTheContainerThenOut() async {
    for style in [ModalPresentationStyle.fullScreen, .currentContext] {
      let (rig, root, modal, _) = setUp(style)
      XCTAssertTrue(style.removesPresentingView)
      root.present(modal, animated: true)
      let container = rig.containers[0]
      // UIKit adds the presenting view to the container when the presentation begins.
      assertTree(rig, [container], containing: [[root.view, modal.view]])
      rig.run(0.25)
      XCTAssertTrue(
        root.view.superview === container, "\(style): in view while the modal slides in")
      rig.settle()
      assertTree(rig, [container], containing: [[modal.view]])
      XCTAssertNil(root.view.superview)

      root.dismiss(animated: true)
      // The default animator puts it back into the container, below the modal.
      assertTree(rig, [container], containing: [[root.view, modal.view]])
      rig.settle()
      assertTree(rig, [root.view], containing: [])
      assertClose(root.view.frame, rig.window.bounds)
    }
  }

  @MainActor func testTheStylesThatKeepThePresenterLeaveItInPlace() async {
    for style in [
      ModalPresentationStyle.overFullScreen, .overCurrentContext, .custom, .pageSheet, .automatic,
    ] {
      let (rig, root, modal, _) = setUp(style)
      XCTAssertFalse(style.removesPresentingView)
      root.present(modal, animated: true)
      rig.settle()
      assertTree(rig, [root.view, rig.containers[0]], containing: [[modal.view]])
      root.dismiss(animated: true)
      rig.run(0.1)
      assertTree(rig, [root.view, rig.containers[0]], containing: [[modal.view]])
      rig.settle()
      assertTree(rig, [root.view], containing: [])
      XCTAssertEqual(rig.window.transitionLog.map(\.completed), [true, true], "\(style)")
      XCTAssertEqual(rig.warningCodes, [], "\(style)")
    }
    XCTAssertEqual(ModalPresentationStyle.automatic.resolved, .pageSheet)
  }

  @MainActor func testOnlyTheStylesThatRemoveThePresenterTellItItDisappears() async {
    for (style, expected) in [
      (ModalPresentationStyle.fullScreen, true), (.currentContext, true), (.overFullScreen, false),
      (.automatic, false),
    ] {
      let log = EventLog()
      let rig = TransitionRig(engine: engine, root: LoggingController("root", log: log))
      let modal = ViewController()
      modal.modalPresentationStyle = style
      rig.root.present(modal, animated: true)
      rig.settle()
      rig.root.dismiss(animated: true)
      rig.settle()
      XCTAssertEqual(log.contains("root.viewWillDisappear(true)"), expected, "\(style)")
      XCTAssertEqual(log.contains("root.viewDidDisappear(true)"), expected, "\(style)")
      XCTAssertEqual(log.contains("root.viewWillAppear(true)"), expected, "\(style)")
      XCTAssertEqual(log.contains("root.viewDidAppear(true)"), expected, "\(style)")
    }
  }

  @MainActor func testUnderFullScreenADismissAnimatorThatAddsThePresenterKeepsItOnScreen() async {
    for style in [ModalPresentationStyle.fullScreen, .currentContext] {
      let (rig, root, modal, _) = setUp(
        style, dismissAnimator: ClosureAnimator.insertingPresentingView())
      root.present(modal, animated: false)
      XCTAssertNil(root.view.superview)
      root.dismiss(animated: true)
      XCTAssertTrue(root.view.superview === rig.containers[0], "\(style)")
      rig.settle()
      // UIKit puts the presenter back where it was, whatever the animator did with it.
      assertTree(rig, [root.view], containing: [])
      assertClose(root.view.frame, rig.window.bounds)
      XCTAssertEqual(rig.warningCodes, [], "\(style)")
    }
  }

  @MainActor func testUnderFullScreenAnAnimatorThatLeavesThePresenterOutStillGetsItBack() async {
    let (rig, root, modal, _) = setUp(.fullScreen, dismissAnimator: ClosureAnimator.slide())
    root.present(modal, animated: false)
    root.dismiss(animated: true)
    rig.run(0.1)
    // Nothing shows behind the sliding modal: the presenter is out of the window.
    XCTAssertNil(root.view.superview)
    rig.settle()
    assertTree(rig, [root.view], containing: [])
  }

  @MainActor func testAnAnimatorThatAddsThePresenterUnderAStyleThatKeepsItLosesItAndWarns() async {
    for style in [
      ModalPresentationStyle.overFullScreen, .overCurrentContext, .custom, .automatic,
    ] {
      let (rig, root, modal, _) = setUp(
        style, dismissAnimator: ClosureAnimator.insertingPresentingView())
      root.present(modal, animated: true)
      rig.settle()
      root.dismiss(animated: true)
      XCTAssertTrue(root.view.superview === rig.containers[0], "\(style)")
      rig.settle()
      // The black screen: the presenter left with the container, and nothing put it back.
      XCTAssertNil(root.view.window, "\(style)")
      XCTAssertEqual(rig.window.subviews.count, 0, "\(style)")
      XCTAssertNil(root.presentedViewController)
      XCTAssertEqual(rig.window.transitionLog.last?.completed, true)
      XCTAssertEqual(rig.warningCodes.last, "transition.presenter-lost", "\(style)")
      XCTAssertEqual(Set(rig.warningCodes), ["transition.presenter-lost"], "\(style)")
      let message = rig.window.engine.warnings.last?.message ?? ""
      XCTAssertTrue(message.contains(style.resolved.rawValue), message)
      XCTAssertTrue(message.contains("fullScreen or currentContext"), message)
    }
  }

  @MainActor func testViewForKeyAndTheFramesFollowTheStyle() async {
    for style in [ModalPresentationStyle.fullScreen, .overFullScreen, .pageSheet] {
      let (rig, root, modal, delegate) = setUp(style)
      let presenting = ManualInteractor()
      delegate.presentInteractor = presenting
      root.present(modal, animated: true)
      var context = presenting.context!
      let bounds = rig.window.bounds
      let keeps = !style.removesPresentingView
      XCTAssertTrue(context.view(forKey: .to) === modal.view)
      XCTAssertTrue(context.view(forKey: .from) === (keeps ? nil : root.view), "\(style)")
      XCTAssertEqual(context.initialFrame(for: modal), .zero)
      let sheetTop = style == .pageSheet ? 57.0 : 0
      assertClose(
        context.finalFrame(for: modal),
        Rect(x: 0, y: sheetTop, width: bounds.width, height: bounds.height - sheetTop))
      // The presenter leaves the window (zero) or stays where it is (its frame), and starts
      // where it was either way.
      XCTAssertEqual(context.finalFrame(for: root), keeps ? bounds : .zero, "\(style)")
      XCTAssertEqual(context.initialFrame(for: root), bounds, "\(style)")
      context.finishInteractiveTransition()
      context.completeTransition(true)

      let dismissing = ManualInteractor()
      delegate.dismissInteractor = dismissing
      root.dismiss(animated: true)
      context = dismissing.context!
      XCTAssertTrue(context.view(forKey: .from) === modal.view)
      XCTAssertTrue(context.view(forKey: .to) === (keeps ? nil : root.view), "\(style)")
      let resting = modal.view.frame
      XCTAssertEqual(context.finalFrame(for: modal), resting, "the dismissed view's frame")
      XCTAssertEqual(context.initialFrame(for: modal), resting, "\(style)")
      XCTAssertEqual(context.initialFrame(for: root), .zero, "\(style)")
      XCTAssertEqual(context.finalFrame(for: root), keeps ? .zero : bounds, "\(style)")
      context.finishInteractiveTransition()
      context.completeTransition(true)
    }
  }

  @MainActor func testACancelledDismissalPutsEveryViewBackUnderEachStyle() async {
    for style in [ModalPresentationStyle.fullScreen, .currentContext, .overFullScreen] {
      let interactor = ManualInteractor()
      let (rig, root, modal, delegate) = setUp(
        style, dismissAnimator: ClosureAnimator.insertingPresentingView())
      root.present(modal, animated: false)
      let container = rig.containers[0]
      let before = rig.window.subviews.map(ObjectIdentifier.init)
      delegate.dismissInteractor = interactor
      root.dismiss(animated: true)
      let context = interactor.context!
      // The interactor lets the animator set up, then cancels.
      (delegate.dismissAnimator as! ClosureAnimator).animateTransition(using: context)
      context.cancelInteractiveTransition()
      context.completeTransition(false)
      XCTAssertEqual(rig.window.subviews.map(ObjectIdentifier.init), before, "\(style)")
      XCTAssertEqual(container.subviews.map(ObjectIdentifier.init), [ObjectIdentifier(modal.view)])
      XCTAssertTrue(root.presentedViewController === modal)
      XCTAssertEqual(
        root.view.superview === rig.window, !style.removesPresentingView, "\(style)")
    }
  }

  @MainActor func testEveryPresentationHasItsOwnContainerAndNoneIsLeftBehind() async {
    let (rig, root, first, _) = setUp(.overFullScreen)
    let second = ViewController()
    second.modalPresentationStyle = .overFullScreen
    root.present(first, animated: true)
    rig.settle()
    first.present(second, animated: true)
    rig.settle()
    XCTAssertTrue(rig.window.topViewController === second)
    let containers = rig.containers
    assertTree(rig, [root.view] + containers, containing: [[first.view], [second.view]])

    first.dismiss(animated: true)
    rig.settle()
    assertTree(rig, [root.view, containers[0]], containing: [[first.view]])
    XCTAssertTrue(rig.window.topViewController === first)
    root.dismiss(animated: true)
    rig.settle()
    assertTree(rig, [root.view], containing: [])
    XCTAssertTrue(rig.window.topViewController === root)
  }

  @MainActor func testNestedFullScreenPresentationsPutEachPresenterBack() async {
    let (rig, root, first, _) = setUp(.fullScreen)
    let second = ViewController()
    root.present(first, animated: true)
    rig.settle()
    first.present(second, animated: true)
    rig.settle()
    let containers = rig.containers
    assertTree(rig, containers, containing: [[], [second.view]])
    XCTAssertNil(root.view.superview)
    first.dismiss(animated: true)
    rig.settle()
    assertTree(rig, [containers[0]], containing: [[first.view]])
    first.dismiss(animated: true)
    rig.settle()
    assertTree(rig, [root.view], containing: [])
  }

  @MainActor func testDismissingACoveredControllerIsRefused() async {
    let (rig, root, first, _) = setUp(.overFullScreen)
    let second = ViewController()
    root.present(first, animated: false)
    first.present(second, animated: false)
    second.dismiss(animated: false)
    first.present(second, animated: false)
    root.dismiss(animated: true)
    XCTAssertEqual(rig.warningCodes, ["transition.dismiss-covered"])
    XCTAssertTrue(root.presentedViewController === first)
    XCTAssertEqual(rig.containers.count, 2)
  }

  @MainActor func testAResizeWhilePresentedLaysOutEveryViewIncludingTheOneTakenAway() async {
    for style in [ModalPresentationStyle.fullScreen, .overFullScreen] {
      let (rig, root, modal, _) = setUp(style)
      root.present(modal, animated: true)
      rig.settle()
      let size = Size(width: 600, height: 500)
      rig.window.resize(to: size)
      let bounds = Rect(origin: .zero, size: size)
      assertClose(rig.containers[0].frame, bounds)
      assertClose(modal.view.frame, bounds)
      root.dismiss(animated: true)
      rig.settle()
      assertTree(rig, [root.view], containing: [])
      assertClose(
        root.view.frame, bounds, "\(style): the presenter comes back laid out for the window")
    }
  }

  @MainActor func testAResizeDuringATransitionEndsInTheNewLayout() async {
    let (rig, root, modal, _) = setUp(.fullScreen)
    root.present(modal, animated: true)
    rig.run(0.2)
    let size = Size(width: 300, height: 300)
    rig.window.resize(to: size)
    rig.settle()
    assertClose(modal.view.presentation.frame, Rect(origin: .zero, size: size), tolerance: 1e-6)
    assertClose(rig.containers[0].frame, Rect(origin: .zero, size: size))
  }
}

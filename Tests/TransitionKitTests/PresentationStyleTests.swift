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

  @MainActor func testFullScreenTakesThePresentingViewOutOnceThePresentationCompletes() async {
    let (rig, root, modal, _) = setUp(.fullScreen)
    root.present(modal, animated: true)
    let container = rig.containers[0]
    assertTree(rig, [root.view, container], containing: [[modal.view]])
    rig.run(0.25)
    XCTAssertTrue(root.view.superview === rig.window, "still there while the modal slides in")
    rig.settle()
    assertTree(rig, [container], containing: [[modal.view]])
    XCTAssertNil(root.view.superview)

    root.dismiss(animated: true)
    // Put back below the container for the dismissal.
    assertTree(rig, [root.view, container], containing: [[modal.view]])
    rig.settle()
    assertTree(rig, [root.view], containing: [])
    assertClose(root.view.frame, rig.window.bounds)
  }

  @MainActor func testTheOtherStylesKeepThePresentingViewInPlace() async {
    for style in [
      ModalPresentationStyle.overFullScreen, .currentContext, .overCurrentContext, .custom,
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
    }
    XCTAssertTrue(ModalPresentationStyle.fullScreen.removesPresentingView)
  }

  @MainActor func testOnlyFullScreenTellsThePresenterItDisappears() async {
    for (style, expected) in [(ModalPresentationStyle.fullScreen, true), (.overFullScreen, false)] {
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

  @MainActor func testADismissAnimatorThatTakesThePresentingViewMakesItVanishUnderFullScreen() async
  {
    let (rig, root, modal, _) = setUp(
      .fullScreen, dismissAnimator: ClosureAnimator.insertingPresentingView())
    root.present(modal, animated: false)
    root.dismiss(animated: true)
    XCTAssertTrue(root.view.superview === rig.containers[0])
    rig.settle()
    // The card tutorial's warning: the presenting view disappears upon dismissal completion.
    XCTAssertNil(root.view.superview)
    XCTAssertEqual(rig.window.subviews.count, 0)
    XCTAssertNil(root.presentedViewController)
    XCTAssertEqual(rig.window.transitionLog.last?.completed, true)
  }

  @MainActor func testADismissAnimatorThatTakesThePresentingViewWorksUnderTheOtherStyles() async {
    for style in [ModalPresentationStyle.currentContext, .overFullScreen, .overCurrentContext] {
      let (rig, root, modal, _) = setUp(
        style, dismissAnimator: ClosureAnimator.insertingPresentingView())
      root.present(modal, animated: true)
      rig.settle()
      root.dismiss(animated: true)
      XCTAssertTrue(root.view.superview === rig.containers[0], "\(style)")
      rig.settle()
      assertTree(rig, [root.view], containing: [])
      assertClose(root.view.frame, rig.window.bounds)
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
      XCTAssertEqual(root.view.superview === rig.window, style != .fullScreen, "\(style)")
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

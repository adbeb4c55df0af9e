import Foundation
import TestSupport
import TransitionKit
import XCTest

/// The application's surface: its windows, the status bar the controllers decide, opening a
/// URL, haptics, the device, traits and Reduce Motion.
final class ApplicationSurfaceTests: EngineTestCase {
  @MainActor final class StyledController: ViewController {
    var style = StatusBarStyle.default
    var hidden = false
    override var preferredStatusBarStyle: StatusBarStyle { style }
    override var prefersStatusBarHidden: Bool { hidden }
  }

  @MainActor private func window(root: ViewController) -> Window {
    let window = Window(screen: Screen(), engine: engine)
    window.rootViewController = root
    return window
  }

  @MainActor private func traceLines(_ window: Window) -> () -> [TraceEvent] {
    var events: [TraceEvent] = []
    window.traceHandler = { _, event in events.append(event) }
    return { events }
  }

  @MainActor func testTheRootControllerDecidesTheStatusBarAndAnUpdateIsAskedFor() async {
    let root = StyledController()
    root.style = .lightContent
    let window = window(root: root)
    XCTAssertEqual(window.statusBarAppearance, StatusBarAppearance(style: .lightContent))
    let trace = traceLines(window)
    root.hidden = true
    XCTAssertFalse(window.statusBarAppearance.isHidden, "nothing changes until it is asked for")
    root.setNeedsStatusBarAppearanceUpdate()
    XCTAssertTrue(window.statusBarAppearance.isHidden)
    XCTAssertEqual(trace(), [.statusBar(style: "lightContent", hidden: true)])
    XCTAssertEqual(Application.shared.statusBarFrame, .zero, "hidden")
  }

  @MainActor func testAFullScreenPresentationDecidesAndAnotherDoesNotUnlessItCaptures() async {
    let root = StyledController()
    let window = window(root: root)
    let modal = StyledController()
    modal.style = .lightContent
    modal.modalPresentationStyle = .fullScreen
    root.present(modal, animated: false)
    window.tick()
    XCTAssertEqual(window.statusBarAppearance.style, .lightContent)
    modal.dismiss(animated: false)
    window.tick()
    XCTAssertEqual(window.statusBarAppearance.style, .default)

    let sheet = StyledController()
    sheet.style = .darkContent
    sheet.modalPresentationStyle = .overFullScreen
    root.present(sheet, animated: false)
    window.tick()
    XCTAssertEqual(
      window.statusBarAppearance.style, .default, "only a fullScreen presentation decides")
    sheet.modalPresentationCapturesStatusBarAppearance = true
    sheet.setNeedsStatusBarAppearanceUpdate()
    XCTAssertEqual(window.statusBarAppearance.style, .darkContent, "unless it captures it")
  }

  @MainActor func testADismissalHandsTheStatusBarBackAsItBegins() async {
    let root = StyledController()
    let window = window(root: root)
    let modal = StyledController()
    modal.style = .lightContent
    root.present(modal, animated: true)
    XCTAssertEqual(window.statusBarAppearance.style, .lightContent, "as the presentation begins")
    run(for: 1)
    modal.dismiss(animated: true)
    XCTAssertEqual(window.statusBarAppearance.style, .default, "as the dismissal begins")
    run(for: 1)
    XCTAssertEqual(window.statusBarAppearance.style, .default)
  }

  @MainActor func testAChildForStatusBarStyleDecidesForItsParent() async {
    @MainActor final class Container: ViewController {
      let child = StyledController()
      override var childForStatusBarStyle: ViewController? { child }
    }
    let container = Container()
    container.child.style = .lightContent
    let window = window(root: container)
    XCTAssertEqual(window.statusBarAppearance.style, .lightContent)
  }

  @MainActor func testSetStatusBarStyleWorksOnlyWithoutControllerBasedAppearance() async {
    let window = window(root: StyledController())
    let application = Application.shared
    defer {
      application.setStatusBarStyle(.default, animated: false)
      application.isViewControllerBasedStatusBarAppearance = true
    }
    application.setStatusBarStyle(.lightContent, animated: true)
    XCTAssertEqual(window.statusBarAppearance.style, .default)
    XCTAssertEqual(warningCodes, ["application.status-bar-style-ignored"])
    application.isViewControllerBasedStatusBarAppearance = false
    application.setStatusBarStyle(.lightContent, animated: true)
    XCTAssertEqual(window.statusBarAppearance.style, .lightContent)
    XCTAssertEqual(application.statusBarStyle, .lightContent)
  }

  @MainActor func testTheApplicationKnowsItsWindowsAndTheKeyOne() async {
    let first = window(root: ViewController())
    let second = window(root: ViewController())
    XCTAssertTrue(Application.shared.windows.contains { $0 === first })
    XCTAssertTrue(Application.shared.keyWindow === second, "the one made last")
    first.run { XCTAssertTrue(Application.shared.keyWindow === first, "the one whose call runs") }
    XCTAssertEqual(
      Application.shared.statusBarFrame, Rect(x: 0, y: 0, width: 390, height: 47))
    XCTAssertTrue(second.next === Application.shared)
  }

  @MainActor func testOpeningAURLAndHapticsLeaveTraceLines() async {
    let window = window(root: ViewController())
    let trace = traceLines(window)
    var opened: Bool?
    Application.shared.open(URL(string: "https://example.com/a")!) { opened = $0 }
    ImpactFeedbackGenerator(style: .heavy).impactOccurred()
    let generator = NotificationFeedbackGenerator()
    generator.prepare()
    generator.notificationOccurred(.success)
    SelectionFeedbackGenerator().selectionChanged()
    XCTAssertEqual(opened, false)
    XCTAssertEqual(
      trace(),
      [
        .application(call: "open", detail: "https://example.com/a"),
        .feedback(generator: "impact", style: "heavy"),
        .feedback(generator: "notification", style: "success"),
        .feedback(generator: "selection", style: "changed"),
      ])
  }

  @MainActor func testTraitsFollowTheWindowsAppearanceAndTellTheControllers() async {
    @MainActor final class TraitController: ViewController {
      var previous: [TraitCollection.UserInterfaceStyle] = []
      override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        previous.append(previousTraitCollection?.userInterfaceStyle ?? .unspecified)
      }
    }
    let root = TraitController()
    let window = window(root: root)
    XCTAssertEqual(root.traitCollection.userInterfaceStyle, .light)
    window.appearance = .dark
    XCTAssertEqual(root.view.traitCollection.userInterfaceStyle, .dark)
    XCTAssertEqual(root.previous, [.light])
    XCTAssertEqual(root.traitCollection.verticalSizeClass, .regular)
    XCTAssertEqual(
      Color.systemBackground.resolvedColor(with: root.traitCollection),
      Color(red: 0, green: 0, blue: 0))
  }

  @MainActor func testReduceMotionAndTheDeviceFollowTheKeyWindow() async {
    let window = window(root: ViewController())
    XCTAssertFalse(Accessibility.isReduceMotionEnabled)
    window.isReduceMotionEnabled = true
    XCTAssertTrue(Accessibility.isReduceMotionEnabled)
    XCTAssertEqual(Device.current.systemName, "iOS")
    XCTAssertEqual(Device.current.userInterfaceIdiom, .phone)
    XCTAssertEqual(Device.current.orientation, .portrait)
    window.resize(to: Size(width: 844, height: 390))
    XCTAssertTrue(Device.current.orientation.isLandscape)
  }

  @MainActor func testIgnoringInteractionEventsKeepsPressesFromTheWindow() async {
    let window = window(root: ViewController())
    let tap = TapGestureRecognizer()
    window.rootViewController!.view.addGestureRecognizer(tap)
    var taps = 0
    tap.addAction { _ in taps += 1 }
    let pointer = PointerScript(window: window)
    Application.shared.beginIgnoringInteractionEvents()
    Application.shared.beginIgnoringInteractionEvents()
    pointer.tap(100, 100)
    Application.shared.endIgnoringInteractionEvents()
    pointer.tap(100, 100)
    XCTAssertEqual(taps, 0, "the calls nest")
    Application.shared.endIgnoringInteractionEvents()
    pointer.tap(100, 100)
    XCTAssertEqual(taps, 1)
    XCTAssertEqual(Application.shared.statusBarOrientation, .portrait)
  }

  @MainActor func testAWindowLeftIgnoringPressesKeepsNoOtherWindowFromThem() async {
    // A session that ends between the two calls (a filmstrip's frame taken mid-animation)
    // leaves its window ignoring presses; the next session's window takes them.
    let first = window(root: ViewController())
    Application.shared.beginIgnoringInteractionEvents()
    XCTAssertTrue(Application.shared.isIgnoringInteractionEvents)
    let second = window(root: ViewController())
    XCTAssertFalse(Application.shared.isIgnoringInteractionEvents)
    let tap = TapGestureRecognizer()
    second.rootViewController!.view.addGestureRecognizer(tap)
    var taps = 0
    tap.addAction { _ in taps += 1 }
    PointerScript(window: second).tap(100, 100)
    XCTAssertEqual(taps, 1)
    // The first still ignores its own presses until its end call.
    let firstTap = TapGestureRecognizer()
    first.rootViewController!.view.addGestureRecognizer(firstTap)
    var firstTaps = 0
    firstTap.addAction { _ in firstTaps += 1 }
    PointerScript(window: first).tap(100, 100)
    XCTAssertEqual(firstTaps, 0)
  }

  @MainActor func testACrossDissolvePresentationFadesWithoutADelegate() async {
    let root = ViewController()
    let window = window(root: root)
    let modal = ViewController()
    modal.modalTransitionStyle = .crossDissolve
    root.present(modal, animated: true)
    run(for: 0.25)
    XCTAssertEqual(modal.view.presentation.center, modal.view.center, "nothing slides")
    XCTAssertGreaterThan(modal.view.presentation.alpha, 0.1)
    XCTAssertLessThan(modal.view.presentation.alpha, 0.9)
    run(for: 0.5)
    XCTAssertEqual(window.transitionLog.last?.completed, true)
    modal.modalTransitionStyle = .flipHorizontal
    modal.dismiss(animated: true)
    run(for: 1)
    XCTAssertEqual(warningCodes, ["transition.style-not-modelled"])
    XCTAssertNil(root.presentedViewController)
  }

  @MainActor func testAnAnimatorThatTakesNoTouchesKeepsThemFromItsViews() async {
    let (window, background) = makeGestureWindow(engine)
    let card = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    background.addSubview(card)
    let animator = PropertyAnimator(duration: 1, curve: .linear) { card.alpha = 0.5 }
    animator.isUserInteractionEnabled = false
    animator.startAnimation()
    step(0.1)
    XCTAssertTrue(window.hitTest(Point(x: 50, y: 50)) === background)
    run(for: 1)
    XCTAssertTrue(window.hitTest(Point(x: 50, y: 50)) === card)
  }
}

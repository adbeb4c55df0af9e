import TestSupport
import TransitionKit
import XCTest

/// A grid-like source screen with one square source view, and a zoomed controller.
@MainActor
final class ZoomRig {
  let rig: TransitionRig
  let source = View(frame: Rect(x: 40, y: 120, width: 100, height: 100))
  let detail = ViewController()
  var providerCalls = 0
  /// What the provider returns (the source by default).
  var provided: (() -> View?)?

  init(engine: AnimationEngine, options: ZoomOptions? = nil, screen: Screen? = nil) {
    rig = TransitionRig(engine: engine, screen: screen)
    source.name = "source"
    source.layer.cornerRadius = 8
    rig.root.view.addSubview(source)
    detail.title = "detail"
    detail.preferredTransition = .zoom(options: options) { [unowned self] _ in
      self.providerCalls += 1
      return self.provided?() ?? self.source
    }
  }

  var window: Window { rig.window }
  var morph: View? { window.view(named: "zoom-morph") }
  var morphFrame: Rect? { morph.map { $0.convert($0.bounds, to: nil) } }
  var zoom: ZoomTransitionController { detail.zoomTransitionController! }
  var pointer: PointerScript { PointerScript(window: rig.window) }

  func present(settle: Bool = true) {
    rig.root.present(detail, animated: true)
    if settle { rig.settle() }
  }
}

final class ZoomTransitionTests: XCTestCase {
  func assertRect(
    _ a: Rect?, _ b: Rect, accuracy: Double = 0.5, _ message: String = "",
    file: StaticString = #filePath, line: UInt = #line
  ) {
    guard let a else { return XCTFail("no rect: \(message)", file: file, line: line) }
    XCTAssertEqual(a.minX, b.minX, accuracy: accuracy, message, file: file, line: line)
    XCTAssertEqual(a.minY, b.minY, accuracy: accuracy, message, file: file, line: line)
    XCTAssertEqual(a.width, b.width, accuracy: accuracy, message, file: file, line: line)
    XCTAssertEqual(a.height, b.height, accuracy: accuracy, message, file: file, line: line)
  }

  @MainActor func testTheZoomInGrowsFromTheSourceFrameWithTheSourceHidden() async {
    let z = ZoomRig(engine: AnimationEngine())
    var frames: [ZoomFrame] = []
    z.zoom.frameHandler = { frames.append($0) }
    z.present(settle: false)
    XCTAssertTrue(z.source.isHidden, "the source is hidden while the zoom flies")
    assertRect(frames.first?.frame, z.source.frame, "the zoom starts on the source's frame")
    XCTAssertEqual(frames.first?.cornerRadius ?? -1, 8, accuracy: 1e-9)
    z.rig.run(0.1)
    let dimming = z.window.view(named: "zoom-dimming")
    XCTAssertNotNil(dimming)
    XCTAssertGreaterThan(dimming?.alpha ?? 0, 0)
    XCTAssertLessThanOrEqual(dimming?.alpha ?? 1, 0.15)
    z.rig.settle()
    assertRect(frames.last?.frame, z.window.bounds, "the zoom ends on the detail's frame")
    XCTAssertEqual(frames.last?.cornerRadius ?? -1, 0, accuracy: 0.5)
    XCTAssertFalse(z.source.isHidden, "the source comes back once the zoom ends")
    XCTAssertTrue(z.rig.root.presentedViewController === z.detail)
    XCTAssertNil(z.morph, "the morph's clip is gone once the zoom ends")
    XCTAssertEqual(z.detail.view.frame, z.window.bounds)
    XCTAssertEqual(z.rig.transitionPhases, ["begin present", "complete present true"])
  }

  @MainActor func testTheAlignmentRectCoversTheSourceAtTheStart() async {
    let options = ZoomOptions()
    options.alignmentRectProvider = { _ in Rect(x: 0, y: 200, width: 390, height: 390) }
    let z = ZoomRig(engine: AnimationEngine(), options: options)
    var first: ZoomFrame?
    z.zoom.frameHandler = { if first == nil { first = $0 } }
    z.present(settle: false)
    // The photo (390 wide) covers the 100-point source: the detail is scaled by 100/390.
    let content = z.detail.view
    XCTAssertEqual(content?.transform.a ?? 0, 100.0 / 390, accuracy: 1e-6)
    let photoTop = content!.convert(Point(x: 0, y: 200), to: nil)
    XCTAssertEqual(photoTop.x, 40, accuracy: 1e-6)
    XCTAssertEqual(photoTop.y, 120, accuracy: 1e-6)
    assertRect(first?.alignment, Rect(x: 0, y: 200, width: 390, height: 390))
    z.rig.settle()
  }

  @MainActor func testTheSourceProviderIsAskedAgainOnTheWayOut() async {
    let z = ZoomRig(engine: AnimationEngine())
    z.present()
    let other = View(frame: Rect(x: 200, y: 500, width: 80, height: 80))
    z.rig.root.view.addSubview(other)
    z.provided = { other }
    let callsBefore = z.providerCalls
    var frames: [ZoomFrame] = []
    z.zoom.frameHandler = { frames.append($0) }
    z.detail.dismiss(animated: true)
    z.rig.run(0.1)
    XCTAssertTrue(other.isHidden)
    // The grid scrolls meanwhile: the zoom follows the source's new frame.
    other.frame = Rect(x: 200, y: 300, width: 80, height: 80)
    z.rig.settle()
    XCTAssertGreaterThan(z.providerCalls, callsBefore + 1)
    assertRect(frames.last?.frame, other.frame, "the zoom ends in the source's frame now")
    assertRect(frames.last?.source, other.frame)
    XCTAssertNil(z.rig.root.presentedViewController)
    XCTAssertFalse(other.isHidden)
    XCTAssertFalse(z.source.isHidden)
  }

  @MainActor func testADragDownShrinksKeepsThePointUnderTheFingerAndDismisses() async {
    let options = ZoomOptions()
    options.spec = .classic
    let z = ZoomRig(engine: AnimationEngine(), options: options)
    z.present()
    let p = z.pointer
    p.down(195, 400)
    for step in 1...20 {
      z.rig.step(1.0 / 60)
      p.move(195, 400 + Double(step) * 15)
    }
    z.rig.run(0.6)  // held still: the trailing spring catches up
    let frame = z.morphFrame!
    let translation = 300.0 - PanGestureRecognizer.defaultHysteresis
    let expectedScale = ZoomTransitionSpec.classic.scale(atProgress: translation / (0.5 * 844))
    XCTAssertEqual(frame.width / 390, expectedScale, accuracy: 0.01)
    // The point that was under the finger when the drag began is under it now.
    let began = Point(x: 195, y: 400 + PanGestureRecognizer.defaultHysteresis)
    let mapped = Point(
      x: frame.minX + began.x / 390 * frame.width, y: frame.minY + began.y / 844 * frame.height)
    XCTAssertEqual(mapped.x, 195, accuracy: 1)
    XCTAssertEqual(mapped.y, 700, accuracy: 1)
    p.up(195, 700)
    z.rig.settle()
    XCTAssertNil(z.rig.root.presentedViewController)
    XCTAssertEqual(z.rig.transitionPhases.last, "complete dismiss true")
  }

  @MainActor func testTheDraggedViewTrailsTheFinger() async {
    let z = ZoomRig(engine: AnimationEngine())
    z.present()
    let p = z.pointer
    p.down(195, 300)
    z.rig.step(1.0 / 60)
    p.move(195, 320)
    z.rig.step(1.0 / 60)
    p.move(195, 420)
    z.rig.step(1.0 / 60)
    let lagging = z.morphFrame!.minY
    z.rig.run(0.5)
    let caughtUp = z.morphFrame!.minY
    XCTAssertLessThan(lagging, caughtUp - 5, "a frame after the move, the view is still behind")
    p.up(195, 420)
    z.rig.settle()
  }

  @MainActor func testASlowShortDragSpringsBack() async {
    let z = ZoomRig(engine: AnimationEngine())
    z.present()
    let p = z.pointer
    p.down(195, 400)
    for step in 1...30 {
      z.rig.step(1.0 / 30)
      p.move(195, 400 + Double(step) * 2)
    }
    z.rig.run(0.3)
    p.up(195, 460)
    z.rig.settle()
    XCTAssertTrue(z.rig.root.presentedViewController === z.detail)
    XCTAssertEqual(z.rig.transitionPhases.last, "complete dismiss false")
    XCTAssertEqual(z.detail.view.frame, z.window.bounds)
    XCTAssertEqual(z.detail.view.transform, .identity)
  }

  @MainActor func testAFlickDismissesByProjection() async {
    let z = ZoomRig(engine: AnimationEngine())
    z.present()
    let p = z.pointer
    p.down(195, 400)
    for step in 1...6 {
      z.rig.step(1.0 / 60)
      p.move(195, 400 + Double(step) * 12)
    }
    p.up(195, 472)
    z.rig.settle()
    XCTAssertNil(z.rig.root.presentedViewController, "62 pt at ~720 pt/s projects past 100 pt")
  }

  @MainActor func testAnEdgeDragToTheRightDismissesAndASidewaysDragElsewhereDoesNot() async {
    let z = ZoomRig(engine: AnimationEngine())
    z.present()
    let p = z.pointer
    p.down(200, 400)
    for step in 1...10 {
      z.rig.step(1.0 / 60)
      p.move(200 + Double(step) * 20, 400)
    }
    p.up(400, 400)
    z.rig.settle()
    XCTAssertTrue(z.rig.root.presentedViewController === z.detail)
    p.down(5, 400)
    for step in 1...10 {
      z.rig.step(1.0 / 60)
      p.move(5 + Double(step) * 25, 400)
    }
    p.up(255, 400)
    z.rig.settle()
    XCTAssertNil(z.rig.root.presentedViewController)
  }

  @MainActor func testInteractiveDismissShouldBeginCanRefuse() async {
    let options = ZoomOptions()
    var asked: [ZoomOptions.InteractionContext] = []
    options.interactiveDismissShouldBegin = { context in
      asked.append(context)
      return false
    }
    let z = ZoomRig(engine: AnimationEngine(), options: options)
    z.present()
    let p = z.pointer
    p.down(195, 400)
    for step in 1...10 {
      z.rig.step(1.0 / 60)
      p.move(195, 400 + Double(step) * 20)
    }
    p.up(195, 600)
    z.rig.settle()
    XCTAssertTrue(z.rig.root.presentedViewController === z.detail)
    XCTAssertEqual(asked.first?.willBegin, true)
    XCTAssertGreaterThan(asked.first?.velocity.dy ?? 0, 0)
  }

  /// The classic catch: a press alone stops the zoom (`ZoomFidelityTests` pins iOS 26's).
  @MainActor func testAPressMidZoomInCatchesItAndAReleaseThereZoomsBackOut() async {
    let options = ZoomOptions()
    options.spec = .classic
    let z = ZoomRig(engine: AnimationEngine(), options: options)
    z.present(settle: false)
    z.rig.run(0.1)
    let caught = z.morphFrame!
    XCTAssertLessThan(caught.width, 300)
    let p = z.pointer
    p.down(caught.midX, caught.midY)
    z.rig.run(0.2)
    assertRect(z.morphFrame, caught, accuracy: 1, "the press holds the zoom where it was")
    p.up(caught.midX, caught.midY)
    z.rig.settle()
    XCTAssertEqual(
      z.rig.transitionPhases,
      ["begin present", "complete present true", "begin dismiss", "complete dismiss true"])
    XCTAssertNil(z.rig.root.presentedViewController)
    XCTAssertFalse(z.source.isHidden)
  }

  /// The classic catch: a press alone stops the zoom (`ZoomFidelityTests` pins iOS 26's).
  @MainActor func testAPressMidZoomOutCatchesItAndAReleaseNearFullSpringsBack() async {
    let options = ZoomOptions()
    options.spec = .classic
    let z = ZoomRig(engine: AnimationEngine(), options: options)
    z.present()
    z.detail.dismiss(animated: true)
    z.rig.run(0.05)
    let caught = z.morphFrame!
    let p = z.pointer
    p.down(caught.midX, caught.midY)
    z.rig.run(0.2)
    assertRect(z.morphFrame, caught, accuracy: 1)
    p.up(caught.midX, caught.midY)
    z.rig.settle()
    XCTAssertTrue(z.rig.root.presentedViewController === z.detail)
    XCTAssertEqual(z.rig.transitionPhases.last, "complete dismiss false")
  }

  @MainActor func testAZoomThatIsNotInterruptibleIgnoresPresses() async {
    let options = ZoomOptions()
    options.spec.isInterruptible = false
    let z = ZoomRig(engine: AnimationEngine(), options: options)
    z.present(settle: false)
    z.rig.run(0.1)
    let caught = z.morphFrame!
    z.pointer.down(caught.midX, caught.midY)
    z.pointer.up(caught.midX, caught.midY)
    z.rig.settle()
    XCTAssertTrue(z.rig.root.presentedViewController === z.detail)
    XCTAssertEqual(z.rig.transitionPhases, ["begin present", "complete present true"])
  }

  @MainActor func testAPinchInDismissesAndAPinchOutDoesNot() async {
    let z = ZoomRig(engine: AnimationEngine())
    z.present()
    let p = z.pointer
    p.down(245, 400, sequence: 1)
    p.down(145, 400, sequence: 2)
    z.rig.step(1.0 / 60)
    p.move(260, 400, sequence: 1)
    p.move(130, 400, sequence: 2)
    z.rig.step(1.0 / 60)
    p.up(260, 400, sequence: 1)
    p.up(130, 400, sequence: 2)
    z.rig.settle()
    XCTAssertTrue(z.rig.root.presentedViewController === z.detail, "a pinch out keeps it")
    p.down(295, 400, sequence: 1)
    p.down(95, 400, sequence: 2)
    for step in 1...10 {
      z.rig.step(1.0 / 60)
      p.move(295 - Double(step) * 7, 400, sequence: 1)
      p.move(95 + Double(step) * 7, 400, sequence: 2)
    }
    p.up(225, 400, sequence: 1)
    p.up(165, 400, sequence: 2)
    z.rig.settle()
    XCTAssertNil(z.rig.root.presentedViewController)
    XCTAssertEqual(z.rig.transitionPhases.last, "complete dismiss true")
  }

  @MainActor func testZoomForPushAndPopInANavigationController() async {
    let list = ViewController()
    let navigation = NavigationController(rootViewController: list)
    let rig = TransitionRig(engine: AnimationEngine(), root: navigation)
    let cell = View(frame: Rect(x: 10, y: 20, width: 90, height: 90))
    list.view.addSubview(cell)
    let detail = ViewController()
    detail.preferredTransition = .zoom { _ in cell }
    var frames: [ZoomFrame] = []
    detail.zoomTransitionController?.frameHandler = { frames.append($0) }
    let cellInWindow = cell.convert(cell.bounds, to: nil)
    XCTAssertEqual(cellInWindow.minY, 20 + navigation.transitionView.frame.minY)
    navigation.pushViewController(detail, animated: true)
    XCTAssertTrue(cell.isHidden)
    rig.settle()
    XCTAssertTrue(navigation.topViewController === detail)
    assertRect(frames.first?.frame, cellInWindow)
    assertRect(
      frames.last?.frame,
      navigation.transitionView.convert(navigation.transitionView.bounds, to: nil))
    frames.removeAll()
    navigation.popViewController(animated: true)
    rig.settle()
    XCTAssertTrue(navigation.topViewController === list)
    assertRect(frames.last?.frame, cellInWindow)
    XCTAssertFalse(cell.isHidden)
  }

  @MainActor func testCrossDissolveAndCoverVerticalArePlayedForPresent() async {
    let rig = TransitionRig(engine: AnimationEngine())
    let faded = ViewController()
    faded.preferredTransition = .crossDissolve
    rig.root.present(faded, animated: true)
    rig.run(0.15)
    XCTAssertGreaterThan(faded.view.presentation.alpha, 0.05)
    XCTAssertLessThan(faded.view.presentation.alpha, 0.95)
    XCTAssertEqual(faded.view.presentation.frame.minY, 0)
    rig.settle()
    faded.dismiss(animated: true)
    rig.settle()
    let covered = ViewController()
    covered.preferredTransition = .coverVertical
    rig.root.present(covered, animated: true)
    rig.run(0.1)
    XCTAssertGreaterThan(covered.view.presentation.frame.minY, 10, "it slides up from below")
    XCTAssertEqual(covered.view.presentation.alpha, 1)
    rig.settle()
    XCTAssertEqual(covered.view.frame.minY, 0)
  }
}

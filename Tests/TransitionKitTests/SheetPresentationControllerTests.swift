import TestSupport
import TransitionKit
import XCTest

/// The sheet: detents, the slide up, drags between detents, the rubber band above the large
/// detent, the veto, catching a settle, and the hand-off from a list at its top.
final class SheetPresentationControllerTests: EngineTestCase {
  let height = 800.0
  /// The medium detent's top on a 400 × 800 screen (insets 47 and 34): a sheet of
  /// 0.56 × (800 − 57 − 34) + 34 points.
  let mediumTop = 800 - (0.56 * (800 - 57 - 34) + 34)

  @MainActor private func present(
    detents: [SheetDetent] = [.medium(), .large()], modal: Bool = false
  ) -> (Window, ViewController, SheetPresentationController) {
    let window = Window(screen: Screen(size: Size(width: 400, height: height)), engine: engine)
    Screen.main = window.screen
    let root = ViewController()
    window.rootViewController = root
    let sheetController = ViewController()
    sheetController.modalPresentationStyle = .pageSheet
    sheetController.isModalInPresentation = modal
    let sheet = sheetController.sheetPresentationController!
    sheet.detents = detents
    root.present(sheetController, animated: true)
    return (window, sheetController, sheet)
  }

  @MainActor func testTheSheetSlidesUpToItsSmallestDetentAndTheLargeOneIsAPageSheet() async {
    let (window, presented, sheet) = present()
    XCTAssertEqual(sheet.top, height)
    XCTAssertNotNil(window.activeTransition, "the slide up is the presentation")
    engine.run(for: 1)
    XCTAssertNil(window.activeTransition)
    XCTAssertEqual(sheet.top, mediumTop, accuracy: 1e-9)
    XCTAssertNil(sheet.selectedDetentIdentifier, "nil until chosen, shown at the smallest")
    XCTAssertEqual(presented.view.frame.minY, mediumTop, accuracy: 1e-9)
    sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
    engine.run(for: 1)
    XCTAssertEqual(sheet.top, 57)
    XCTAssertEqual(sheet.dimmingView.alpha, 1)
    XCTAssertEqual(sheet.dimmingView.backgroundColor?.light.alpha, 0.2)
    XCTAssertEqual(sheet.dimmingView.backgroundColor?.dark.alpha, 0.48)
    let presenter = window.rootViewController!.view!
    // 400 points wide: UIKit's 20-point margins (16 up to 393).
    XCTAssertEqual(presenter.transform.a, (400 - 40) / 400, accuracy: 1e-9)
    XCTAssertEqual(presenter.frame.minY, 47, accuracy: 1e-9)
  }

  @MainActor func testACustomDetentIsAFractionOfTheLargeOne() async {
    let custom = SheetDetent.custom(identifier: .init("small")) { $0.maximumDetentValue * 0.25 }
    XCTAssertEqual(custom.height(inContainerOfHeight: 800), (800 - 57) * 0.25)
    // The value is a height within the safe area: the sheet adds the bottom inset.
    XCTAssertEqual(
      custom.height(inContainerOfHeight: 800, bottomSafeAreaInset: 34)!,
      (800 - 57 - 34) * 0.25 + 34, accuracy: 1e-9)
  }

  @MainActor func testASlowDragUpGoesToLargeAndAPullPastItRubberBands() async {
    let (window, _, sheet) = present()
    engine.run(for: 1)
    let pointer = PointerScript(window: window)
    var t = engine.now
    pointer.down(200, 421, at: t)
    pointer.move(200, 411, at: t)  // begins the pan: 10 points, less the 10 of hysteresis
    for y in stride(from: 400.0, through: 110, by: -10) {
      t += 0.05
      clock.advance(by: 0.05)
      pointer.move(200, y, at: t)
    }
    // The finger moved 411 → 110 (301 points).
    XCTAssertEqual(sheet.top, mediumTop - 301, accuracy: 1e-9)
    t += 0.05
    clock.advance(by: 0.05)
    pointer.move(200, 10, at: t)  // 100 more: the finger puts the top 89 points past large
    // The band's extent is the 10 points between the large detent and the safe area's top.
    let overshoot = 57 - (mediumTop - 401)
    let expected = 57 - (1 - 1 / (overshoot * 0.55 / 10 + 1)) * 10
    XCTAssertEqual(sheet.top, expected, accuracy: 1e-9)
    clock.advance(by: 0.5)
    pointer.up(200, 10, at: engine.now)
    engine.run(for: 1)
    XCTAssertEqual(sheet.top, 57)
    XCTAssertEqual(sheet.selectedDetentIdentifier, .large)
  }

  @MainActor func testTheVetoRubberBandsAndRecordsTheAttempt() async {
    let (window, presented, sheet) = present(modal: true)
    engine.run(for: 1)
    let pointer = PointerScript(window: window)
    var t = engine.now
    pointer.down(200, 420, at: t)
    pointer.move(200, 430, at: t)
    for step in 1...10 {
      t += 0.02
      clock.advance(by: 0.02)
      pointer.move(200, 430 + Double(step) * 30, at: t)
    }
    // Over min(¼ of 800, 200) = 200 points.
    let expected = mediumTop + (1 - 1 / (300 * 0.55 / 200 + 1)) * 200
    XCTAssertEqual(sheet.top, expected, accuracy: 1e-9)
    XCTAssertEqual(sheet.dismissalAttempts, 1, "told once, when pulled 50 points")
    pointer.up(200, 730, at: t)
    engine.run(for: 1)
    XCTAssertEqual(sheet.dismissalAttempts, 1)
    XCTAssertEqual(sheet.top, mediumTop, accuracy: 1e-9)
    XCTAssertNotNil(presented.presentingViewController)
  }

  @MainActor func testAFlickDownDismissesAndAPressCatchesTheSlide() async {
    let (window, presented, sheet) = present()
    engine.run(for: 1)
    let pointer = PointerScript(window: window)
    var t = engine.now
    pointer.down(200, 420, at: t)
    pointer.move(200, 431, at: t)
    for step in 1...5 {
      t += 0.01
      clock.advance(by: 0.01)
      pointer.move(200, 431 + Double(step) * 15, at: t)  // 1500 pt/s down
    }
    pointer.up(200, 506, at: t)
    engine.advance(by: 0.05)
    XCTAssertTrue(sheet.isSettling)
    let caught = sheet.top
    XCTAssertGreaterThan(caught, 475)
    pointer.down(200, caught + 20, at: engine.now, sequence: 2)
    XCTAssertFalse(sheet.isSettling)
    XCTAssertEqual(sheet.top, caught)
    engine.advance(by: 0.1)
    XCTAssertEqual(sheet.top, caught)
    pointer.up(200, caught + 20, at: engine.now, sequence: 2)
    engine.run(for: 1)
    XCTAssertNotNil(presented.presentingViewController)
    // Released still, near medium: back to medium. Then a flick down dismisses.
    XCTAssertEqual(sheet.top, mediumTop, accuracy: 1e-9)
    t = engine.now
    pointer.down(200, 420, at: t, sequence: 3)
    pointer.move(200, 431, at: t, sequence: 3)
    for step in 1...5 {
      t += 0.01
      clock.advance(by: 0.01)
      pointer.move(200, 431 + Double(step) * 15, at: t, sequence: 3)
    }
    pointer.up(200, 506, at: t, sequence: 3)
    engine.run(for: 1)
    XCTAssertNil(presented.presentingViewController)
  }

  @MainActor func testAListAtItsTopHandsADownwardDragToTheSheet() async {
    let (window, presented, sheet) = present()
    let list = ScrollView(frame: Rect(x: 0, y: 20, width: 400, height: 700))
    list.contentSize = Size(width: 400, height: 3000)
    presented.view.addSubview(list)
    sheet.trackedScrollView = list
    sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
    engine.run(for: 1)
    let pointer = PointerScript(window: window)
    // Up at the large detent: the list scrolls.
    pointer.down(200, 500)
    pointer.move(200, 490)
    pointer.move(200, 390)
    XCTAssertEqual(list.contentOffset.y, 100, accuracy: 1e-9)
    XCTAssertEqual(sheet.top, 57)
    // Back down: the list scrolls back to its top, then the sheet follows the finger.
    pointer.move(200, 540)
    XCTAssertEqual(list.contentOffset.y, 0, accuracy: 1e-9)
    XCTAssertEqual(sheet.top, 57 + 50, accuracy: 1e-9)
  }

  @MainActor func testTheSettleStartsAtTheFingersVelocity() async {
    let (window, _, sheet) = present()
    engine.run(for: 1)
    let pointer = PointerScript(window: window)
    var t = engine.now
    // 1000 pt/s upward from the press on: 11 points in 11 ms begin the pan, then 10 every 10 ms.
    pointer.down(200, 420, at: t)
    t += 0.011
    clock.advance(by: 0.011)
    pointer.move(200, 409, at: t)
    for step in 1...5 {
      t += 0.01
      clock.advance(by: 0.01)
      pointer.move(200, 409 - Double(step) * 10, at: t)
    }
    pointer.up(200, 359, at: t)
    let released = sheet.top
    engine.advance(by: 0.001)
    let speed = (sheet.top - released) / 0.001
    XCTAssertEqual(speed, -1000, accuracy: 30)
  }

  @MainActor func testADisplayLinkKeepsTheEngineAnimatingWhileItsTargetLives() async {
    var target: View? = View()
    var times: [Double] = []
    let link = DisplayLink(target: target!) { times.append($0) }
    XCTAssertFalse(engine.isAnimating)
    link.add(to: engine)
    XCTAssertTrue(engine.isAnimating)
    engine.advance(by: 0.1)
    XCTAssertEqual(times, [engine.now])
    target = nil
    engine.advance(by: 0.1)
    XCTAssertEqual(times.count, 1)
    XCTAssertFalse(link.isActive)
    XCTAssertFalse(engine.isAnimating)
  }
}

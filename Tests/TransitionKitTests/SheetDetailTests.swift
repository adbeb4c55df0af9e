import TestSupport
import TransitionKit
import XCTest

/// The sheet's smaller UIKit details: the selected detent is nil until chosen, `detents`
/// changed outside `animateChanges`, the presenter's margin by width, the grabber's tap, and a
/// short list that does not bounce unless asked to.
final class SheetDetailTests: EngineTestCase {
  @MainActor private func present(
    width: Double = 390, detents: [SheetDetent] = [.medium(), .large()], grabber: Bool = true
  ) -> (Window, ViewController, SheetPresentationController) {
    let window = Window(screen: Screen(size: Size(width: width, height: 844)), engine: engine)
    let root = ViewController()
    window.rootViewController = root
    let presented = ViewController()
    presented.modalPresentationStyle = .pageSheet
    let sheet = presented.sheetPresentationController!
    sheet.detents = detents
    sheet.prefersGrabberVisible = grabber
    root.present(presented, animated: true)
    engine.run(for: 1)
    return (window, presented, sheet)
  }

  private var mediumTop: Double { 844 - (0.56 * (844 - 57 - 34) + 34) }

  @MainActor func testTheSelectedDetentIsNilUntilChosen() async {
    let (window, _, sheet) = present()
    XCTAssertNil(sheet.selectedDetentIdentifier, "UIKit: the default value is nil")
    XCTAssertEqual(sheet.top, mediumTop, accuracy: 1e-9, "shown at the smallest detent")
    sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
    XCTAssertEqual(sheet.selectedDetentIdentifier, .large)
    XCTAssertNotNil(window.rootViewController?.presentedViewController)
  }

  @MainActor func testDetentsChangedOutsideAnimateChangesMoveTheSheetAtOnce() async {
    let (window, _, sheet) = present()
    sheet.detents = [.large()]
    XCTAssertEqual(sheet.top, 57, accuracy: 1e-9, "medium is gone: the smallest is large")
    sheet.detents = [.medium(), .large()]
    XCTAssertEqual(sheet.top, mediumTop, accuracy: 1e-9)
    XCTAssertFalse(sheet.isSettling)
    XCTAssertNotNil(window.rootViewController?.presentedViewController)
  }

  @MainActor func testThePresenterMarginIs16UpTo393PointsWideAnd20Above() async {
    for (width, margin) in [(390.0, 16.0), (393, 16), (430, 20)] {
      let (window, _, sheet) = present(width: width)
      sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
      engine.run(for: 1)
      let scale = window.rootViewController!.view.transform.a
      XCTAssertEqual(scale, (width - 2 * margin) / width, accuracy: 1e-9, "\(width)")
    }
  }

  @MainActor func testATapOnTheGrabberSelectsThePreviousDetentAndDismissesASingleOne() async {
    let (window, _, sheet) = present()
    let pointer = PointerScript(window: window)
    // The 36 × 5 bar takes taps over 44 × 44: 15 points below its centre still counts.
    pointer.down(195, mediumTop + 7.5 + 15)
    pointer.up(195, mediumTop + 7.5 + 15)
    engine.run(for: 1)
    XCTAssertEqual(
      sheet.selectedDetentIdentifier, .large, "(2 + 0 − 1) mod 2: from medium to large")
    pointer.down(195, 57 + 7.5)
    pointer.up(195, 57 + 7.5)
    engine.run(for: 1)
    XCTAssertEqual(sheet.selectedDetentIdentifier, .medium)
    XCTAssertEqual(sheet.top, mediumTop, accuracy: 1e-9)

    let (single, presented, _) = present(detents: [.large()])
    let other = PointerScript(window: single)
    other.down(195, 57 + 7.5)
    other.up(195, 57 + 7.5)
    engine.run(for: 1)
    XCTAssertNil(presented.presentingViewController)
  }

  @MainActor func testAShortListDoesNotBounceUnlessAlwaysBounceVerticalIsOn() async {
    for always in [false, true] {
      let (window, background) = makeGestureWindow(engine)
      let list = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
      list.contentSize = Size(width: 400, height: 300)
      list.alwaysBounceVertical = always
      background.addSubview(list)
      let pointer = PointerScript(window: window)
      pointer.down(200, 300)
      pointer.move(200, 310)
      pointer.move(200, 400)
      if always {
        XCTAssertLessThan(list.contentOffset.y, -10)
      } else {
        XCTAssertEqual(list.contentOffset.y, 0, "UIKit's default: a short list stays put")
      }
      pointer.up(200, 400)
      engine.run(for: 2)
    }
    XCTAssertFalse(ScrollView().alwaysBounceVertical)
  }

  @MainActor func testTheSheetFindsItsListAndRefusesOneThatScrollsSideways() async {
    for sideways in [false, true] {
      let window = Window(screen: Screen(size: Size(width: 390, height: 844)), engine: engine)
      let root = ViewController()
      window.rootViewController = root
      let presented = ViewController()
      presented.modalPresentationStyle = .pageSheet
      let list = ScrollView(frame: Rect(x: 0, y: 20, width: 390, height: 700))
      list.contentSize = Size(width: sideways ? 800 : 390, height: 3000)
      presented.view.addSubview(list)
      let sheet = presented.sheetPresentationController!
      sheet.detents = [.medium(), .large()]
      sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
      root.present(presented, animated: true)
      engine.run(for: 1)
      let pointer = PointerScript(window: window)
      pointer.down(195, 400)
      pointer.move(195, 410)
      pointer.move(195, 510)
      XCTAssertEqual(sheet.top, sideways ? 57 : 157, accuracy: 1e-9, "sideways: \(sideways)")
      pointer.up(195, 510, at: engine.now + 1)
      engine.run(for: 2)
    }
  }

  @MainActor func testAListDragWithin400MillisecondsOfTheSheetsLastDragKeepsToTheList() async {
    let window = Window(screen: Screen(size: Size(width: 390, height: 844)), engine: engine)
    let root = ViewController()
    window.rootViewController = root
    let presented = ViewController()
    presented.modalPresentationStyle = .pageSheet
    let list = ScrollView(frame: Rect(x: 0, y: 20, width: 390, height: 700))
    list.contentSize = Size(width: 390, height: 3000)
    presented.view.addSubview(list)
    let sheet = presented.sheetPresentationController!
    sheet.detents = [.medium(), .large()]
    sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
    sheet.settleDuration = 0.2  // at rest again before the next press
    root.present(presented, animated: true)
    engine.run(for: 1)
    let pointer = PointerScript(window: window)
    pointer.down(195, 400)
    pointer.move(195, 410)
    pointer.move(195, 430)
    pointer.up(195, 430, at: engine.now + 1)  // back to large
    engine.run(for: 0.3)
    pointer.down(195, 400)
    pointer.move(195, 410)
    pointer.move(195, 510)
    XCTAssertEqual(sheet.top, 57, accuracy: 1e-9, "0.3 s after the last: the list keeps it")
    pointer.up(195, 510, at: engine.now + 1)
    engine.run(for: 2)
  }

  /// Records when it hears that its view appeared.
  @MainActor final class AppearanceRecorder: ViewController {
    var didAppearTop: Double?
    weak var sheetToWatch: SheetPresentationController?
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      didAppearTop = sheetToWatch?.top
    }
  }

  @MainActor func testViewDidAppearComesWhenTheSlideUpEnds() async {
    let window = Window(screen: Screen(size: Size(width: 390, height: 844)), engine: engine)
    let root = ViewController()
    window.rootViewController = root
    let presented = AppearanceRecorder()
    presented.modalPresentationStyle = .pageSheet
    let sheet = presented.sheetPresentationController!
    sheet.detents = [.medium(), .large()]
    presented.sheetToWatch = sheet
    root.present(presented, animated: true)
    engine.advance(by: 0.2)
    XCTAssertNil(presented.didAppearTop, "not while it slides (the review's P8: at once)")
    engine.run(for: 1)
    XCTAssertEqual(try XCTUnwrap(presented.didAppearTop), mediumTop, accuracy: 1e-9)
  }

  @MainActor func testAListUnderTheStatusBarAndOverTheHomeIndicatorGetsThemAsInsets() async {
    let window = Window(screen: Screen(size: Size(width: 390, height: 844)), engine: engine)
    let root = ViewController()
    window.rootViewController = root
    let list = ScrollView(frame: root.view.bounds)
    list.contentSize = Size(width: 390, height: 2000)
    list.contentInset = EdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
    root.view.addSubview(list)
    XCTAssertEqual(list.adjustedContentInset, EdgeInsets(top: 52, left: 0, bottom: 34, right: 0))
    XCTAssertEqual(list.minimumContentOffset.y, -52)
    XCTAssertEqual(list.maximumContentOffset.y, 2000 + 34 - 844)
    list.contentInsetAdjustmentBehavior = .never
    XCTAssertEqual(list.adjustedContentInset, list.contentInset)
    // A list that does not scroll vertically takes no vertical insets.
    let short = ScrollView(frame: root.view.bounds)
    short.contentSize = Size(width: 390, height: 300)
    root.view.addSubview(short)
    XCTAssertEqual(short.adjustedContentInset, .zero)
  }

  /// Row 31: the sheet's shadow shows where it is not dimmed (0.5 at radius 2), and not over
  /// the dimming.
  @MainActor func testTheSheetCastsAShadowOnlyWhereItIsNotDimmed() async {
    let (_, presented, sheet) = present()
    XCTAssertEqual(presented.view.layer.shadowOpacity, 0, accuracy: 1e-9, "dimmed at medium")
    sheet.animateChanges { sheet.largestUndimmedDetentIdentifier = .medium }
    engine.run(for: 1)
    XCTAssertEqual(presented.view.layer.shadowOpacity, 0.5, accuracy: 1e-9, "undimmed medium")
    XCTAssertEqual(presented.view.layer.shadowRadius, 2, accuracy: 1e-9)
  }
}

import Foundation
import Scenes
import TransitionKit
import XCTest

/// The sheet scene through its session: detents in the summary, trace lines, flicks between
/// detents, the rubber band of each curve, the list's hand-off, catching, and the veto.
final class SheetSceneTests: XCTestCase {
  let height = 844.0
  /// The medium detent's top on the 390 × 844 screen: 0.56 × (844 − 57 − 34) + 34 points of
  /// sheet.
  var medium: Double { 844 - (0.56 * (844 - 57 - 34) + 34) }

  @MainActor private func harness(_ assignments: [String] = []) -> (SceneHarness, () -> [JSONValue])
  {
    let harness = SceneHarness(SheetScene.descriptor, presented: true, set: assignments)
    var lines: [JSONValue] = []
    harness.session.traceSink = { lines.append($0) }
    return (harness, { lines })
  }

  private func field(_ value: JSONValue, _ name: String) -> JSONValue? {
    guard case .object(let fields) = value else { return nil }
    return fields.first { $0.0 == name }?.1
  }

  private func number(_ value: JSONValue?) -> Double? {
    if case .number(let n)? = value { return n }
    return nil
  }

  /// A vertical drag: press at y0, a first move of 10 points (which begins the pan, reading
  /// zero), then
  /// `steps` moves of `step` points every `interval` seconds, and a release where it ended.
  @MainActor private func drag(
    _ harness: SceneHarness, from y0: Double, step: Double, steps: Int, interval: Double,
    hold: Double = 0
  ) {
    let x = 195.0
    let sign = step < 0 ? -1.0 : 1.0
    var events = [
      GestureScript.Event(t: 0, type: .down, location: Point(x: x, y: y0)),
      GestureScript.Event(t: 0.01, type: .move, location: Point(x: x, y: y0 + 10 * sign)),
    ]
    var y = y0 + 10 * sign
    var t = 0.01
    for _ in 0..<steps {
      t += interval
      y += step
      events.append(GestureScript.Event(t: t, type: .move, location: Point(x: x, y: y)))
    }
    events.append(GestureScript.Event(t: t + hold, type: .up, location: Point(x: x, y: y)))
    harness.play(GestureScript(events: events))
  }

  @MainActor func testTheSceneIsInTheCatalogAndStartsAtMedium() async {
    XCTAssertNotNil(SceneCatalog.scene(id: "sheet"))
    let (harness, _) = harness()
    XCTAssertEqual(field(harness.session.summary(), "detent"), .string("medium"))
    XCTAssertEqual(harness.view("sheet")?.frame.minY ?? 0, medium, accuracy: 1e-9)
  }

  @MainActor func testAFlickUpFromMediumGoesToLargeAndTheTraceFollowsTheTop() async {
    let (harness, lines) = harness()
    // 20 points every 10 ms: 2000 pt/s upward, released after 60 points.
    drag(harness, from: medium + 10, step: -20, steps: 3, interval: 0.01)
    harness.settle()
    XCTAssertEqual(field(harness.session.summary(), "detent"), .string("large"))
    let tops = lines().filter { field($0, "kind") == .string("sheet") }.compactMap {
      number(field($0, "top"))
    }
    XCTAssertEqual(tops.last ?? 0, 57, accuracy: 1e-9)
    XCTAssertTrue(tops.contains { $0 > 57 && $0 < medium })
  }

  @MainActor func testASlowShortDragUpGoesBackToMedium() async {
    let (harness, _) = harness()
    drag(harness, from: medium + 10, step: -5, steps: 10, interval: 0.05, hold: 0.3)
    harness.settle()
    XCTAssertEqual(field(harness.session.summary(), "detent"), .string("medium"))
  }

  @MainActor func testAFlickDownDismissesAndTheSummarySaysNull() async {
    let (harness, _) = harness()
    drag(harness, from: medium + 10, step: 20, steps: 4, interval: 0.01)
    harness.settle()
    XCTAssertNil(harness.modal)
    XCTAssertEqual(field(harness.session.summary(), "detent"), .null)
  }

  @MainActor func testAPullAboveTheLargeDetentFollowsEachRubberBand() async {
    for curve in RubberBand.allCases {
      let (harness, _) = harness(["start-detent=large", "rubber-band=\(curve.rawValue)"])
      // Press on the grabber's strip (above the list), pull up 100 points past the slop, hold.
      let y0 = 57.0 + 12
      harness.deliver(.down, 195, y0)
      harness.advance(0.02)
      harness.deliver(.move, 195, y0 - 10)
      harness.advance(0.02)
      harness.deliver(.move, 195, y0 - 110)
      harness.advance(1.0 / 60)
      let sheet = harness.view("sheet")!
      // The band's extent: the 10 points between the large detent and the safe area's top.
      let expected = 57 - curve.offset(forOvershoot: 100, dimension: 10)
      XCTAssertEqual(sheet.frame.minY, expected, accuracy: 1e-9, curve.rawValue)
      XCTAssertEqual(sheet.frame.maxY, height, accuracy: 1e-9, "its bottom stays on the screen's")
      harness.deliver(.up, 195, y0 - 110)
      harness.settle()
      XCTAssertEqual(sheet.frame.minY, 57, accuracy: 1e-9)
    }
  }

  @MainActor func testAListScrolledWhenThePanBeganKeepsTheDragAndBouncesAtItsTop() async {
    // UIKit decides where the pan begins: a list not at its top keeps the whole drag (the
    // review's P7: before, the sheet moved 200 points once the list reached its top).
    let (harness, lines) = harness(["start-detent=large"])
    let list = harness.view("list") as! ScrollView
    harness.deliver(.down, 195, 500)
    harness.advance(0.02)
    harness.deliver(.move, 195, 490)
    harness.deliver(.move, 195, 390)
    harness.advance(1.0 / 60)
    XCTAssertEqual(list.contentOffset.y, 100, accuracy: 1e-9)
    // Still for a moment: two moves in place make UIKit's velocity zero before the lift.
    harness.advance(0.1)
    harness.deliver(.move, 195, 390)
    harness.advance(0.02)
    harness.deliver(.move, 195, 390)
    harness.deliver(.up, 195, 390)
    harness.settle()
    XCTAssertEqual(list.contentOffset.y, 100, accuracy: 1e-9)
    harness.deliver(.down, 195, 300)
    harness.advance(0.02)
    harness.deliver(.move, 195, 310)
    harness.deliver(.move, 195, 610)
    harness.advance(1.0 / 60)
    XCTAssertLessThan(list.contentOffset.y, 0, "past its top, the list rubber-bands")
    XCTAssertEqual(harness.view("sheet")!.frame.minY, 57, accuracy: 1e-9, "the sheet stays")
    harness.deliver(.up, 195, 610)
    harness.settle()
    XCTAssertEqual(list.contentOffset.y, 0, accuracy: 1e-9)
    XCTAssertEqual(field(harness.session.summary(), "detent"), .string("large"))
    let offsets = lines().compactMap { number(field($0, "offset")) }
    XCTAssertTrue(offsets.contains(100))
  }

  @MainActor func testAListAtItsTopHandsADownwardDragToTheSheetItFoundItself() async {
    let (harness, _) = harness(["start-detent=large"])
    let list = harness.view("list") as! ScrollView
    harness.deliver(.down, 195, 500)
    harness.advance(0.02)
    harness.deliver(.move, 195, 510)
    harness.deliver(.move, 195, 610)
    harness.advance(1.0 / 60)
    XCTAssertEqual(list.contentOffset.y, 0, accuracy: 1e-9)
    XCTAssertEqual(harness.view("sheet")!.frame.minY, 57 + 100, accuracy: 1e-9)
    let sheet = harness.session.window.rootViewController?.presentedViewController?
      .sheetPresentationController
    XCTAssertNil(sheet?.trackedScrollView, "found as a descendant, not named")
  }

  @MainActor func testAPressCatchesTheSheetWhileItSettlesPresentsOrDismisses() async {
    // Settling after a flick up, dismissing after a flick down.
    for step in [-20.0, 20] {
      let (harness, _) = harness()
      let y0 = medium + 10
      harness.deliver(.down, 195, y0)
      harness.advance(1.0 / 60)
      var y = y0 + 11 * (step < 0 ? -1 : 1)
      harness.deliver(.move, 195, y)
      for _ in 0..<4 {
        harness.advance(1.0 / 60)
        y += step
        harness.deliver(.move, 195, y)
      }
      harness.deliver(.up, 195, y)
      harness.advance(0.1)
      let sheet = harness.view("sheet")!
      let before = sheet.frame.minY
      XCTAssertTrue(before > 57 && before < 844 && abs(before - medium) > 5, "\(step)")
      harness.deliver(.down, 195, before + 10)
      harness.advance(0.3)
      XCTAssertEqual(sheet.frame.minY, before, accuracy: 1e-9)
      XCTAssertNotNil(harness.modal)
      harness.deliver(.up, 195, before + 10)
      harness.settle()
    }

    // Presenting: the slide up is the presentation transition, and a press waits for it, as
    // for any presentation; it arrives at medium.
    let presenting = SceneHarness(SheetScene.descriptor, presented: false)
    presenting.session.deliver(
      GestureScript.Event(t: presenting.now, type: .tap, target: "present"))
    presenting.advance(0.1)
    let sliding = presenting.view("sheet")!
    let pressed = sliding.frame.minY
    XCTAssertGreaterThan(pressed, medium)
    XCTAssertLessThan(pressed, 844)
    XCTAssertNotNil(presenting.window.activeTransition)
    presenting.deliver(.down, 195, pressed + 10)
    presenting.advance(0.5)
    XCTAssertEqual(sliding.frame.minY, medium, accuracy: 1e-9)
    XCTAssertNil(presenting.window.activeTransition)
  }

  @MainActor func testTheVetoRubberBandsAndTracesTheAttempt() async {
    let (harness, lines) = harness(["dismiss-allowed=false"])
    drag(harness, from: medium + 10, step: 20, steps: 10, interval: 0.01)
    harness.settle()
    XCTAssertNotNil(harness.modal)
    XCTAssertEqual(harness.view("sheet")!.frame.minY, medium, accuracy: 1e-9)
    XCTAssertEqual(lines().filter { field($0, "kind") == .string("attempt-to-dismiss") }.count, 1)
    let tops = lines().compactMap { number(field($0, "top")) }
    let deepest = tops.max() ?? 0
    // The finger went 200 points below medium; the band keeps the sheet well above that.
    XCTAssertLessThan(deepest, medium + 200)
    XCTAssertGreaterThan(deepest, medium)
  }

  @MainActor func testATapOnTheDimmingDismissesTheSheet() async {
    let (harness, _) = harness()
    harness.deliver(.down, 195, 150)
    harness.deliver(.up, 195, 150)
    harness.settle()
    XCTAssertNil(harness.modal)
    XCTAssertEqual(field(harness.session.summary(), "detent"), .null)
  }

  @MainActor func testATapAboveAnUndimmedSheetReachesTheScreenBehind() async {
    // The Show Sheet button, 0.3 of the way down, is above the medium sheet: the tap reaches
    // it (UIKit then refuses a second presentation, as the warning says), and the sheet stays.
    let (harness, _) = harness(["dimming=medium"])
    let show = harness.view("present") as! Button
    harness.deliver(.down, 195, 844 * 0.3)
    harness.deliver(.up, 195, 844 * 0.3)
    harness.settle()
    XCTAssertEqual(show.tapCount, 1)
    XCTAssertNotNil(harness.modal)
    XCTAssertEqual(harness.view("sheet")!.frame.minY, medium, accuracy: 1e-9)
    XCTAssertEqual(harness.warningCodes, ["transition.already-presenting"])
  }

  @MainActor func testFlicksFromMediumAsOnAPhone() async {
    // 500 pt/s down stays at medium; 1500 pt/s up goes to large (the review's P3).
    let (slow, _) = harness()
    drag(slow, from: medium + 10, step: 5, steps: 6, interval: 0.01)
    slow.settle()
    XCTAssertEqual(field(slow.session.summary(), "detent"), .string("medium"))
    XCTAssertNotNil(slow.modal)
    let (fast, _) = harness()
    drag(fast, from: medium + 10, step: -15, steps: 4, interval: 0.01)
    fast.settle()
    XCTAssertEqual(field(fast.session.summary(), "detent"), .string("large"))
  }

  @MainActor func testTheFlickRuleIsAParameter() async {
    // 1100 pt/s up from medium lands back on medium: the flick rule sends it on to large;
    // with the flick speed raised past it, it stays.
    for (flick, expected) in [(1000.0, "large"), (2000, "medium")] {
      let (harness, _) = harness(["flick-speed=\(flick)"])
      drag(harness, from: medium + 10, step: -11, steps: 5, interval: 0.01)
      harness.settle()
      XCTAssertEqual(field(harness.session.summary(), "detent"), .string(expected), "\(flick)")
    }
  }

  /// Finding 6: the list fills the sheet at every detent (its last row clears the home
  /// indicator through the content inset, not through a shorter list).
  @MainActor func testTheListFillsTheSheetAtEveryDetent() async throws {
    let harness = SceneHarness(SheetScene.descriptor, presented: true)
    harness.settle()
    let sheet = try XCTUnwrap(harness.view("sheet"))
    let list = try XCTUnwrap(harness.view("list") as? ScrollView)
    XCTAssertEqual(list.frame.maxY, sheet.bounds.height, accuracy: 1e-9)
    XCTAssertEqual(list.adjustedContentInset.bottom, 34, accuracy: 1e-9)
  }
}

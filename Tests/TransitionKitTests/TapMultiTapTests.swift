import TestSupport
import TransitionKit
import XCTest

/// `numberOfTapsRequired` across pointer sequences, and a single tap that requires a double
/// tap to fail: it waits for the double tap, and fires once the wait for a second tap runs out.
final class TapMultiTapTests: EngineTestCase {
  @MainActor private func rig() -> (PointerScript, TapGestureRecognizer, TapGestureRecognizer, Log)
  {
    let (window, background) = makeGestureWindow(engine)
    let double = TapGestureRecognizer()
    double.numberOfTapsRequired = 2
    let single = TapGestureRecognizer()
    single.require(toFail: double)
    let log = Log()
    double.addAction { _ in log.lines.append("double") }
    single.addAction { _ in log.lines.append("single") }
    background.addGestureRecognizer(single)
    background.addGestureRecognizer(double)
    return (PointerScript(window: window), single, double, log)
  }

  final class Log { var lines: [String] = [] }

  @MainActor func testTwoQuickTapsAreADoubleTapAndTheSingleTapFails() async {
    let (pointer, _, double, log) = rig()
    pointer.down(100, 100)
    step(0.05)
    pointer.up(100, 100)
    XCTAssertEqual(log.lines, [], "the single tap waits for the double tap to fail")
    XCTAssertEqual(double.tapsMade, 1)
    step(0.1)
    pointer.down(110, 104)
    step(0.05)
    pointer.up(110, 104)
    XCTAssertEqual(log.lines, ["double"])
    run(for: 1)
    XCTAssertEqual(log.lines, ["double"], "the single tap never fires")
  }

  @MainActor func testOneTapFiresTheSingleTapOnceTheWaitForASecondRunsOut() async {
    let (pointer, _, _, log) = rig()
    pointer.down(100, 100)
    step(0.05)
    pointer.up(100, 100)
    run(for: TapGestureRecognizer.defaultMaximumTapInterval - 0.05)
    XCTAssertEqual(log.lines, [], "a second tap may still come")
    run(for: 0.1)
    XCTAssertEqual(log.lines, ["single"])
  }

  @MainActor func testASecondTapTooLateOrTooFarIsAnotherSingleTap() async {
    let (pointer, _, _, log) = rig()
    pointer.tap(100, 100)
    step(0.1)
    pointer.tap(300, 500)  // in time, but far: the first single tap fires at this press
    XCTAssertEqual(log.lines, ["single"])
    run(for: 1)
    XCTAssertEqual(log.lines, ["single", "single"])
    pointer.tap(100, 100)
    run(for: 0.6)
    pointer.tap(100, 100)
    run(for: 1)
    XCTAssertEqual(log.lines, ["single", "single", "single", "single"])
  }

  @MainActor func testASingleTapWithNothingToWaitForFiresOnTheRelease() async {
    let (window, background) = makeGestureWindow(engine)
    let tap = TapGestureRecognizer()
    var fired = 0
    tap.addAction { _ in fired += 1 }
    background.addGestureRecognizer(tap)
    PointerScript(window: window).tap(50, 50)
    XCTAssertEqual(fired, 1)
    XCTAssertEqual(tap.numberOfTapsRequired, 1)
  }
}

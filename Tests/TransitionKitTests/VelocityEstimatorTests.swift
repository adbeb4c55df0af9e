import TestSupport
import TransitionKit
import XCTest

/// The velocity estimators on uneven event timing, duplicate timestamps, a single sample, a
/// pointer at rest, and the press kept for the average.
final class VelocityEstimatorTests: XCTestCase {
  private func tracker(_ samples: [(t: Double, x: Double, y: Double)]) -> VelocityTracker {
    var tracker = VelocityTracker()
    for sample in samples { tracker.add(Point(x: sample.x, y: sample.y), at: sample.t) }
    return tracker
  }

  /// Events 10, 40, 70, 80 and 30 ms apart.
  let uneven: [(t: Double, x: Double, y: Double)] = [
    (0, 0, 0), (0.010, 2, 5), (0.050, 4, 30), (0.120, 10, 100), (0.200, 14, 180),
    (0.230, 20, 240),
  ]

  func testRecentUsesOnlyTheEventsOfTheWindowBeforeTheNewest() {
    // 150 ms before 0.230 s is 0.080 s: the events at 0.120, 0.200 and 0.230 s count.
    let velocity = tracker(uneven).velocity(using: .recent(window: 0.150))
    assertClose(velocity.dx, (20 - 10) / (0.230 - 0.120), tolerance: 1e-9)
    assertClose(velocity.dy, (240 - 100) / (0.230 - 0.120), tolerance: 1e-9)
  }

  func testAShorterWindowLooksAtFewerEvents() {
    // 50 ms before 0.230 s is 0.180 s: the events at 0.200 and 0.230 s.
    let velocity = tracker(uneven).velocity(using: .recent(window: 0.050))
    assertClose(velocity.dy, (240 - 180) / (0.230 - 0.200), tolerance: 1e-9)
  }

  func testAverageRunsFromThePressToTheNewestEvent() {
    let velocity = tracker(uneven).velocity(using: .average)
    assertClose(velocity.dx, 20 / 0.230, tolerance: 1e-9)
    assertClose(velocity.dy, 240 / 0.230, tolerance: 1e-9)
  }

  func testTheRecentWindowIncludesItsEdge() {
    let samples: [(t: Double, x: Double, y: Double)] = [(0, 0, 0), (0.15, 0, 30)]
    assertClose(tracker(samples).velocity(using: .recent(window: 0.150)).dy, 30 / 0.15)
  }

  func testTheDefaultVelocityIsUIKitsBlendOfTheLastTwoMoves() {
    // The last move: 60 points in 30 ms (2000 pt/s); the one before: 80 in 80 ms (1000).
    let velocity = tracker(uneven).velocity
    assertClose(velocity.dy, 0.2 * 2000 + 0.8 * 1000, tolerance: 1e-6)
    assertClose(velocity.dx, 0.2 * (6 / 0.030) + 0.8 * (4 / 0.080), tolerance: 1e-6)
    XCTAssertEqual(velocity, tracker(uneven).velocity(using: .uikit))
    XCTAssertEqual(VelocityEstimator.seed, .uikit)
  }

  func testUIKitsBlendReadsAnAcceleratingFlickCloseToItsLastSpeed() {
    // Moves at 400, 800, … 2400 pt/s, 10 ms apart: UIKit's formula gives
    // 0.2 × 2400 + 0.8 × 2000 = 2080, the 150-ms window (the whole flick's mean) 1400.
    var samples: [(t: Double, x: Double, y: Double)] = [(0, 0, 0)]
    var y = 0.0
    for (index, speed) in [400.0, 800, 1200, 1600, 2000, 2400].enumerated() {
      y += speed * 0.010
      samples.append((Double(index + 1) * 0.010, 0, y))
    }
    assertClose(tracker(samples).velocity(using: .uikit).dy, 2080, tolerance: 1e-6)
    XCTAssertLessThan(tracker(samples).velocity(using: .recent(window: 0.150)).dy, 1500)
  }

  func testUIKitsBlendIgnoresTheReleaseAndMovesUnderAMillisecondApart() {
    var rested = VelocityTracker()
    rested.add(Point(x: 0, y: 0), at: 0)
    rested.add(Point(x: 0, y: 10), at: 0.01)
    rested.add(Point(x: 0, y: 20), at: 0.02)
    rested.add(Point(x: 0, y: 20), at: 0.5, isRelease: true)
    assertClose(rested.velocity(using: .uikit).dy, 1000, tolerance: 1e-6)
    XCTAssertEqual(rested.velocity(using: .recent(window: 0.150)), .zero)
    // The last move 0.5 ms after the one before: it counts as no velocity.
    let quick = tracker([(0, 0, 0), (0.010, 0, 10), (0.0105, 0, 12)])
    assertClose(quick.velocity(using: .uikit).dy, 0.2 * 0 + 0.8 * 1000, tolerance: 1e-6)
  }

  func testLeastSquaresFitsAQuadraticOverTheLast100Milliseconds() {
    // y = 3000 t² + 200 t: the slope at the newest event, t = 0.08 s, is 6000 t + 200 = 680.
    let parabola = (0...8).map { index -> (t: Double, x: Double, y: Double) in
      let t = Double(index) / 100
      return (t, 0, 3000 * t * t + 200 * t)
    }
    assertClose(tracker(parabola).velocity(using: .leastSquares).dy, 680, tolerance: 1e-6)
    // Only the last 100 ms count: a fast start 200 ms earlier changes nothing.
    let earlier: [(t: Double, x: Double, y: Double)] = [
      (-0.13, 0, -900), (-0.1, 0, -600), (-0.07, 0, -300), (-0.03, 0, -100),
    ]
    let withHistory = tracker(earlier + parabola)
    assertClose(withHistory.velocity(using: .leastSquares).dy, 680, tolerance: 1e-6)
  }

  func testLeastSquaresEndsTheHistoryAtAGapOver40Milliseconds() {
    // 1000 pt/s, then 60 ms still: the release stands alone and reads zero (the review's P12:
    // the old two-point estimate read 357 pt/s).
    var samples: [(t: Double, x: Double, y: Double)] = (0...10).map {
      (Double($0) / 100, 0, Double($0) * 10)
    }
    samples.append((0.16, 0, 100))
    XCTAssertEqual(tracker(samples).velocity(using: .leastSquares), .zero)
    // Fewer than three events read zero too.
    XCTAssertEqual(tracker([(0, 0, 0), (0.01, 0, 10)]).velocity(using: .leastSquares), .zero)
    XCTAssertEqual(VelocityEstimator.leastSquaresHorizonSeconds, 0.100)
    XCTAssertEqual(VelocityEstimator.leastSquaresStopGapSeconds, 0.040)
  }

  func testAPointerThatRestedLongerThanTheWindowHasNoRecentVelocity() {
    let samples: [(t: Double, x: Double, y: Double)] = [
      (0, 0, 0), (0.05, 0, 50), (0.10, 0, 100), (0.40, 0, 100),
    ]
    XCTAssertEqual(tracker(samples).velocity(using: .recent(window: 0.150)), .zero)
    assertClose(tracker(samples).velocity(using: .average).dy, 100 / 0.40)
  }

  func testASingleSampleHasNoVelocity() {
    let one = tracker([(1.0, 10, 10)])
    XCTAssertEqual(one.velocity(using: .recent(window: 0.150)), .zero)
    XCTAssertEqual(one.velocity(using: .average), .zero)
    XCTAssertEqual(VelocityTracker().velocity(using: .average), .zero)
  }

  func testSamplesThatShareOneTimestampHaveNoVelocity() {
    let same = tracker([(0.5, 0, 0), (0.5, 0, 40), (0.5, 0, 80)])
    XCTAssertEqual(same.velocity(using: .recent(window: 0.150)), .zero)
    XCTAssertEqual(same.velocity(using: .average), .zero)
  }

  func testADuplicateTimestampUsesItsNewestPosition() {
    let samples: [(t: Double, x: Double, y: Double)] = [
      (0, 0, 0), (0.05, 0, 20), (0.10, 0, 40), (0.10, 0, 46),
    ]
    assertClose(tracker(samples).velocity(using: .recent(window: 0.150)).dy, 46 / 0.10)
    assertClose(tracker(samples).velocity(using: .average).dy, 46 / 0.10)
  }

  func testSamplesOutOfOrderOrNotFiniteAreIgnored() {
    let samples: [(t: Double, x: Double, y: Double)] = [
      (0, 0, 0), (0.10, 0, 50), (0.05, 0, 900), (.nan, 0, 1), (0.12, .nan, 3),
      (0.14, 0, .infinity), (0.20, 0, 100),
    ]
    assertClose(tracker(samples).velocity(using: .recent(window: 0.150)).dy, 50 / 0.10)
    assertClose(tracker(samples).velocity(using: .average).dy, 100 / 0.20)
  }

  func testAWindowThatIsNotAPositiveNumberGivesNoVelocity() {
    for window in [0, -1, Double.nan] {
      XCTAssertEqual(tracker(uneven).velocity(using: .recent(window: window)), .zero)
    }
  }

  func testAnInfiniteWindowSpansEveryKeptSample() {
    assertClose(tracker(uneven).velocity(using: .recent(window: .infinity)).dy, 240 / 0.230)
  }

  func testTheAverageKeepsThePressAfterOlderSamplesAreDropped() {
    // 400 events a millisecond apart: 100 points in the first 0.1 s, then still.
    var samples: [(t: Double, x: Double, y: Double)] = []
    for index in 0..<400 {
      samples.append((Double(index) / 1000, 0, Double(min(index, 100))))
    }
    assertClose(tracker(samples).velocity(using: .average).dy, 100 / 0.399, tolerance: 1e-9)
    XCTAssertEqual(tracker(samples).velocity(using: .recent(window: 0.150)), .zero)
  }

  func testResetForgetsThePress() {
    var tracker = tracker(uneven)
    tracker.reset()
    tracker.add(Point(x: 0, y: 1000), at: 5)
    tracker.add(Point(x: 0, y: 1010), at: 5.1)
    assertClose(tracker.velocity(using: .average).dy, 10 / 0.1, tolerance: 1e-9)
  }

  func testOnTheScriptedFlickBackTheEstimatorsDisagreeInSign() {
    let drag = ScriptedDrag.longDragFlickedBack
    // The last 150 ms start at the 2.96 s event (592 points); the release is at 3.1 s.
    assertClose(
      drag.velocity(using: .recent(window: 0.150)), (450 - 592) / (3.1 - 2.96), tolerance: 1e-6)
    assertClose(drag.velocity(using: .average), 450 / 3.1, tolerance: 1e-6)
    // UIKit's blend and Android's fit read the flick back at its true −1500 pt/s.
    assertClose(drag.velocity(using: .uikit), -1500, tolerance: 1e-6)
    assertClose(drag.velocity(using: .leastSquares), -1500, tolerance: 1e-6)
  }

  func testKindsUseTheParameterNames() {
    XCTAssertEqual(
      VelocityEstimator.Kind.allCases.map(\.rawValue),
      ["recent", "average", "uikit", "least-squares"])
    XCTAssertEqual(VelocityEstimator(kind: .recent, window: 0.1), .recent(window: 0.1))
    XCTAssertEqual(VelocityEstimator(kind: .average, window: 0.1), .average)
    XCTAssertEqual(VelocityEstimator(kind: .uikit, window: 0.1), .uikit)
    XCTAssertEqual(VelocityEstimator(kind: .leastSquares, window: 0.1), .leastSquares)
  }
}

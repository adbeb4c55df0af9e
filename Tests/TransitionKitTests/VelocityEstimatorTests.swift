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

  func testTheDefaultVelocityIsTheRecent150MillisecondsWindowWithItsEdgeIncluded() {
    let samples: [(t: Double, x: Double, y: Double)] = [(0, 0, 0), (0.15, 0, 30)]
    assertClose(tracker(samples).velocity.dy, 30 / 0.15)
    XCTAssertEqual(tracker(uneven).velocity, tracker(uneven).velocity(using: .seed))
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
    assertClose(drag.velocity(using: .seed), (450 - 592) / (3.1 - 2.96), tolerance: 1e-6)
    assertClose(drag.velocity(using: .average), 450 / 3.1, tolerance: 1e-6)
  }

  func testKindsUseTheParameterNames() {
    XCTAssertEqual(VelocityEstimator.Kind.allCases.map(\.rawValue), ["recent", "average"])
    XCTAssertEqual(VelocityEstimator(kind: .recent, window: 0.1), .recent(window: 0.1))
    XCTAssertEqual(VelocityEstimator(kind: .average, window: 0.1), .average)
    XCTAssertEqual(VelocityEstimator.seed, .recent(window: 0.150))
  }
}

import TransitionKit
import XCTest

/// The drag record's own arithmetic: where the finger was between its events, and the
/// projected landing a rule gives.
final class DragRecordTests: XCTestCase {
  func sample(_ t: Double, _ y: Double, release: Bool = false) -> DragRecord.FingerSample {
    .init(
      time: t, location: Point(x: 10, y: y), progress: y / 100, velocities: [0, 0, 0, 0],
      isRelease: release)
  }

  func testTheFingerIsBetweenItsEvents() {
    let record = DragRecord(
      fingers: [sample(0.1, 0), sample(0.2, 50), sample(0.3, 60, release: true)], view: [],
      release: nil, distance: 100, startProgress: 0)
    XCTAssertNil(record.fingerLocation(at: 0.05), "before the press")
    XCTAssertEqual(record.fingerLocation(at: 0.15)?.y ?? .nan, 25, accuracy: 1e-9)
    XCTAssertEqual(record.fingerLocation(at: 0.3)?.y, 60)
    XCTAssertNil(record.fingerLocation(at: 0.31), "after the release")
    XCTAssertEqual(record.duration, 0.3)
  }

  func testTheLandingIsTheRulesProjectionOrUIKitsNormalOne() {
    let fast = DragRecord.projectedLanding(
      progress: 0.2, velocity: 1000, distance: 499,
      rule: .projection(decelerationRate: ReleaseRule.normalDecelerationRate))
    XCTAssertTrue(fast.isRules)
    XCTAssertEqual(fast.progress, 1.2, accuracy: 1e-9, "1000 pt/s at 0.998 travels 499 points")
    let other = DragRecord.projectedLanding(
      progress: 0.2, velocity: 1000, distance: 99, rule: .projection(decelerationRate: 0.99))
    XCTAssertEqual(other.progress, 1.2, accuracy: 1e-9)
    let threshold = DragRecord.projectedLanding(
      progress: 0.2, velocity: 1000, distance: 499, rule: .threshold)
    XCTAssertFalse(threshold.isRules)
    XCTAssertEqual(threshold.progress, 1.2, accuracy: 1e-9)
    let none = DragRecord.projectedLanding(
      progress: 0.2, velocity: 1000, distance: 0, rule: .threshold)
    XCTAssertEqual(none.progress, 0.2, "no distance projects nothing")
  }
}

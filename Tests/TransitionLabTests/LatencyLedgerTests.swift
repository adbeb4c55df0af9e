import XCTest

@testable import TransitionLab

/// The latency bookkeeping: each handled event goes to the first frame painted after it, and
/// comes out with that frame's presentation time once known, else its frame time.
final class LatencyLedgerTests: XCTestCase {
  func testEventsGoToTheFirstFramePaintedAfterThem() {
    var ledger = LatencyLedger()
    ledger.eventHandled(at: 10.001, handledAt: 10.001 + 0.002)
    ledger.eventHandled(at: 10.005, handledAt: 10.005 + 0.002)
    XCTAssertEqual(ledger.framePainted(counter: 7, frameTime: 10.010), [])
    ledger.eventHandled(at: 10.020, handledAt: 10.020 + 0.002)
    XCTAssertEqual(ledger.framePainted(counter: 8, frameTime: 10.027), [])
    // A frame that paints with no new event draws none.
    XCTAssertEqual(ledger.framePainted(counter: 9, frameTime: 10.043), [])
    let records = ledger.resolve { _ in .complete(nil) }
    XCTAssertEqual(
      records,
      [
        .init(eventTime: 10.001, handledTime: 10.001 + 0.002, frameTime: 10.010),
        .init(eventTime: 10.005, handledTime: 10.005 + 0.002, frameTime: 10.010),
        .init(eventTime: 10.020, handledTime: 10.020 + 0.002, frameTime: 10.027),
      ])
    XCTAssertTrue(ledger.painted.isEmpty)
  }

  func testThePresentationTimeWinsWhereKnownAndPendingFramesWait() {
    var ledger = LatencyLedger()
    ledger.eventHandled(at: 1.0, handledAt: 1.0 + 0.002)
    _ = ledger.framePainted(counter: 1, frameTime: 1.004)
    ledger.eventHandled(at: 1.010, handledAt: 1.010 + 0.002)
    _ = ledger.framePainted(counter: 2, frameTime: 1.020)
    let first = ledger.resolve { $0 == 1 ? .complete(1.030) : .pending }
    XCTAssertEqual(first, [.init(eventTime: 1.0, handledTime: 1.0 + 0.002, frameTime: 1.030)])
    XCTAssertEqual(ledger.painted.map(\.counter), [2])
    // A presentation time of 0 means unknown: the frame time is used.
    let second = ledger.resolve { _ in .complete(0) }
    XCTAssertEqual(second, [.init(eventTime: 1.010, handledTime: 1.010 + 0.002, frameTime: 1.020)])
  }

  func testFramesGoneFromTheHistoryOrTooManyUseTheirFrameTime() {
    var ledger = LatencyLedger()
    var overflow: [LatencyLedger.Record] = []
    for frame in 0...LatencyLedger.pendingLimit {
      ledger.eventHandled(at: Double(frame), handledAt: Double(frame) + 0.002)
      overflow += ledger.framePainted(counter: Int(frame), frameTime: Double(frame) + 0.5)
    }
    XCTAssertEqual(overflow, [.init(eventTime: 0, handledTime: 0 + 0.002, frameTime: 0.5)])
    XCTAssertEqual(ledger.painted.count, LatencyLedger.pendingLimit)
    let rest = ledger.flush()
    XCTAssertEqual(rest.count, LatencyLedger.pendingLimit)
    XCTAssertEqual(rest.first, .init(eventTime: 1, handledTime: 1 + 0.002, frameTime: 1.5))
  }

  /// Event times are 32-bit milliseconds: the full time is the nearest one to now.
  func testEventTimesUnwrapToTheNearestMonotonicTime() {
    let wrap = Int(1) << 32
    // Now is 5 ms after the event, well past the first wrap of the 32-bit counter.
    let event = 3 * wrap + 1_234
    XCTAssertEqual(
      EventClock.seconds(
        eventMilliseconds: UInt32(truncatingIfNeeded: event), nowMicroseconds: (event + 5) * 1000),
      Double(event) / 1000)
    // The event just before a wrap, now just after it.
    let before = 4 * wrap - 2
    XCTAssertEqual(
      EventClock.seconds(
        eventMilliseconds: UInt32(truncatingIfNeeded: before),
        nowMicroseconds: (4 * wrap + 3) * 1000),
      Double(before) / 1000)
  }
}

import XCTest

@testable import TransitionLab

/// The window's one frame-tick fan-out: every subscriber called once a frame, in order, until
/// it leaves or is cancelled, and empty (no frame callback) once the last has gone.
final class TickFanOutTests: XCTestCase {
  @MainActor func testEachSubscriberIsCalledOnceAFrameUntilItLeaves() async {
    let fanOut = TickFanOut()
    var canvas: [Int] = []
    var timeline: [Int] = []
    _ = fanOut.subscribe { time in
      canvas.append(time)
      return canvas.count < 3
    }
    _ = fanOut.subscribe { time in
      timeline.append(time)
      return true
    }
    for frame in 1...5 { fanOut.tick(frameTime: frame * 16_667) }
    XCTAssertEqual(canvas, [16_667, 33_334, 50_001], "three frames, then it left")
    XCTAssertEqual(timeline.count, 5, "every frame, once")
    XCTAssertEqual(fanOut.count, 1)
  }

  @MainActor func testACancelledSubscriberIsNotCalledAgainEvenWithinTheFrame() async {
    let fanOut = TickFanOut()
    var calls: [String] = []
    var preview: TickFanOut.Subscription?
    _ = fanOut.subscribe { _ in
      calls.append("canvas")
      if let preview { fanOut.cancel(preview) }
      return false
    }
    preview = fanOut.subscribe { _ in
      calls.append("preview")
      return true
    }
    fanOut.tick(frameTime: 1)
    fanOut.tick(frameTime: 2)
    XCTAssertEqual(calls, ["canvas"], "the preview was cancelled before its turn")
    XCTAssertTrue(fanOut.isEmpty, "nothing left: the frame callback can go")
  }

  @MainActor func testASubscriberAddedDuringAFrameStartsOnTheNext() async {
    let fanOut = TickFanOut()
    var late: [Int] = []
    _ = fanOut.subscribe { _ in
      _ = fanOut.subscribe { time in
        late.append(time)
        return false
      }
      return false
    }
    fanOut.tick(frameTime: 1)
    XCTAssertEqual(late, [])
    XCTAssertEqual(fanOut.count, 1)
    fanOut.tick(frameTime: 2)
    XCTAssertEqual(late, [2])
    XCTAssertTrue(fanOut.isEmpty)
  }

  @MainActor func testAnIdleFanOutCallsNobody() async {
    let fanOut = TickFanOut()
    var calls = 0
    let subscription = fanOut.subscribe { _ in
      calls += 1
      return true
    }
    fanOut.cancel(subscription)
    XCTAssertFalse(fanOut.contains(subscription))
    for frame in 1...60 { fanOut.tick(frameTime: frame) }
    XCTAssertEqual(calls, 0)
  }
}

import XCTest

/// Input latency in the trace: every pointer event of a real drag gets a `latency` line, and
/// the frame that drew it is the first frame after the canvas handled it, never a later one.
final class LatencyEndToEndTests: XCTestCase {
  func testEveryEventOfADragIsDrawnByTheFirstFrameAfterIt() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "drag-down", "--start", "presented"])
    let start = app.lines().count
    let steps = 20
    try app.drag(
      from: ScenePoint(x: 195, y: 300), to: ScenePoint(x: 195, y: 420), steps: steps)
    let ended = try app.waitForLine("the drag's end", from: start) {
      $0["kind"] as? String == "gesture"
        && ["ended", "cancelled"].contains($0["state"] as? String)
    }
    // The release is drawn by the first frame after it, whose `frame` line follows the
    // gesture's end; its `latency` line, the last of the drag's, comes once that frame's
    // timings are complete (or at most 0.1 s after frames stop).
    let releaseFrame = try XCTUnwrap(
      try app.waitForLine("the frame after the release", from: ended.index) {
        $0["kind"] as? String == "frame"
      }.line["clock"] as? Double)
    try app.waitForLine("the release's latency line", from: start) {
      $0["kind"] as? String == "latency"
        && ($0["frame_time"] as? Double ?? 0) >= releaseFrame - 1e-6
    }
    let lines = Array(app.lines().dropFirst(start))
    let latency = lines.filter { $0["kind"] as? String == "latency" }
    let frames = lines.filter { $0["kind"] as? String == "frame" }.compactMap {
      $0["clock"] as? Double
    }
    // The press and the release at least; moves may be merged by GTK's motion compression.
    XCTAssertGreaterThanOrEqual(latency.count, 2, "\(latency)")
    XCTAssertLessThanOrEqual(latency.count, steps + 2, "one line per event, no more")
    XCTAssertFalse(frames.isEmpty, "frames ran during the drag")
    for line in latency {
      let event = try XCTUnwrap(line["event_time"] as? Double)
      let frame = try XCTUnwrap(line["frame_time"] as? Double)
      let handled = try XCTUnwrap(line["handled_time"] as? Double)
      XCTAssertLessThanOrEqual(event, handled, "an event is handled after it happened: \(line)")
      // No whole frame began between the handling and the frame that drew the event.
      let skipped = frames.filter { $0 > handled && $0 < frame }
      XCTAssertEqual(skipped, [], "frames that began after \(line) without drawing it")
    }
    let times = latency.compactMap { $0["event_time"] as? Double }
    XCTAssertEqual(times, times.sorted(), "lines in the order of the events")
  }
  /// A frame after an idle spell is marked `first`: the time since the frame before it was
  /// spent idle, and a reader of frame intervals must not count it as one frame.
  func testTheFirstFrameAfterAnIdleSpellIsMarked() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "drag-down", "--start", "presented"])
    // The frames after the start end before the first drag.
    var start = try app.waitForStill(from: 0) + 1
    var firstFlags: [[Bool]] = []
    for _ in 0..<2 {
      try app.drag(from: ScenePoint(x: 195, y: 300), to: ScenePoint(x: 195, y: 340), steps: 8)
      try app.waitForLine("the drag's end", from: start) {
        $0["kind"] as? String == "gesture"
          && ["ended", "cancelled"].contains($0["state"] as? String)
      }
      // The modal springs back; the run of frames ends once it rests.
      let still = try app.waitForStill(from: start)
      let frames = app.lines()[start..<still].filter { $0["kind"] as? String == "frame" }
      firstFlags.append(frames.map { $0["first"] as? Bool ?? false })
      start = still + 1
    }
    for flags in firstFlags {
      XCTAssertGreaterThan(flags.count, 2, "frames ran during the drag and the spring back")
      XCTAssertEqual(flags.first, true, "the drag after an idle spell begins a run")
      XCTAssertEqual(flags.filter { $0 }.count, 1, "one run per drag: \(flags)")
    }
  }
}

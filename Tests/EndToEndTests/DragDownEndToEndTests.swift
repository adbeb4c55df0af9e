import XCTest

/// `drag-down` driven with real mouse input under Xvfb.
final class DragDownEndToEndTests: XCTestCase {
  /// Where the modal is green and, once dismissed, the root is white.
  private let probe = ScenePoint(x: 60, y: 650)
  private let grab = ScenePoint(x: 195, y: 300)

  private func down(_ fraction: Double) -> ScenePoint {
    ScenePoint(x: 195, y: 300 + 844 * fraction)
  }

  func testAShortDragSnapsBackAndALongOneDismisses() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "drag-down", "--start", "presented"])
    try app.waitForColour(SceneColour.green, at: probe, "the modal on screen at start")

    let short = try app.interactiveDismissal(recognizer: "pan") {
      try app.drag(from: grab, to: down(0.12))
    }
    XCTAssertTrue(short.wentThroughBeganChangedEnded, "\(short.states)")
    XCTAssertEqual(short.completed, false, "a drag below the 0.3 threshold cancels")
    try app.waitForColour(SceneColour.green, at: probe, "the modal back after the cancel")

    let long = try app.interactiveDismissal(recognizer: "pan") {
      try app.drag(from: grab, to: down(0.55))
    }
    XCTAssertTrue(long.wentThroughBeganChangedEnded, "\(long.states)")
    XCTAssertEqual(long.completed, true, "a drag past the threshold dismisses")
    try app.waitForColour(SceneColour.white, at: probe, "the root screen after the dismissal")
  }

  /// A drag made while the app cannot run (a loaded machine) reaches it as one batch: GDK
  /// folds the moves into one motion event with its history. The scene still sees the drag
  /// move by move, and decides from where it was let go.
  func testADragThatWaitedInTheQueueIsSeenMoveByMove() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "drag-down", "--start", "presented"])
    try app.waitForColour(SceneColour.green, at: probe, "the modal on screen at start")
    let long = try app.interactiveDismissal(recognizer: "pan") {
      kill(app.processIdentifier, SIGSTOP)
      defer { kill(app.processIdentifier, SIGCONT) }
      try app.drag(from: grab, to: down(0.55))
    }
    XCTAssertTrue(long.wentThroughBeganChangedEnded, "\(long.states)")
    XCTAssertGreaterThan(long.states.filter { $0 == "changed" }.count, 5, "\(long.states)")
    XCTAssertEqual(long.completed, true, "a drag past the threshold dismisses")
  }

  func testThePresentControlAndPanelValuesChangeWhatTheNextDragDoes() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "drag-down"])
    try app.waitForColour(SceneColour.white, at: probe, "the root screen at start")
    var start = app.lines().count
    try app.click(try app.pixel(of: ScenePoint(x: 195, y: 422)))
    try app.waitForPresentation(from: start)
    try app.waitForColour(SceneColour.green, at: probe, "the modal after a click on Open Modal")

    XCTAssertEqual(try app.type("0.9", into: "threshold"), 0.9)
    let raised = try app.interactiveDismissal(recognizer: "pan") {
      try app.drag(from: grab, to: down(0.45))
    }
    XCTAssertTrue(raised.wentThroughBeganChangedEnded, "\(raised.states)")
    XCTAssertEqual(raised.completed, false, "with threshold 0.9 a drag of 0.45 snaps back")

    start = app.lines().count
    try app.click(try app.control("threshold-slider", across: 0.1))
    let parameter = try app.waitForLine("the slider's parameter line", from: start) {
      $0["kind"] as? String == "parameter" && $0["name"] as? String == "threshold"
    }
    let lowered = try XCTUnwrap(parameter.line["value"] as? Double)
    XCTAssertLessThan(lowered, 0.2, "a click near the slider's start lowers the threshold")
    let short = try app.interactiveDismissal(recognizer: "pan") {
      try app.drag(from: grab, to: down(0.25))
    }
    XCTAssertEqual(short.completed, true, "with threshold \(lowered) a drag of 0.25 dismisses")
    try app.waitForColour(SceneColour.white, at: probe, "the root screen after the dismissal")
  }

  func testTextThatIsNoNumberLeavesTheValueAndADecimalCommaIsRead() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "drag-down", "--start", "presented"])
    XCTAssertEqual(try app.type("0.45", into: "threshold"), 0.45)
    for text in ["abc", "nan"] {
      let start = app.lines().count
      try app.click(try app.control("threshold-value", across: 0.2))
      try app.key("ctrl+a")
      try app.type(text)
      try app.key("Return")
      // The comma value after it must be the next parameter line: nothing came in between.
      XCTAssertEqual(try app.type("0,6", into: "threshold"), 0.6, "after '\(text)'")
      let changes = app.lines().dropFirst(start).filter {
        $0["kind"] as? String == "parameter"
      }
      XCTAssertEqual(changes.count, 1, "'\(text)' changed nothing: \(changes)")
      XCTAssertEqual(try app.type("0.45", into: "threshold"), 0.45)
    }
    let held = try app.interactiveDismissal(recognizer: "pan") {
      try app.drag(from: grab, to: down(0.4))
    }
    XCTAssertEqual(held.completed, false, "with threshold 0.45 a drag of 0.4 snaps back")
  }
}

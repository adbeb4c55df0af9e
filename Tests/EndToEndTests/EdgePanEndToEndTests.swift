import XCTest

/// `edge-pan` driven with real mouse input under Xvfb.
final class EdgePanEndToEndTests: XCTestCase {
  private let probe = ScenePoint(x: 330, y: 560)

  private func swipe(from x: Double, to endX: Double) -> (ScenePoint, ScenePoint) {
    (ScenePoint(x: x, y: 420), ScenePoint(x: endX, y: 430))
  }

  func testOnlyAnEdgeSwipeDismissesAndOnlyPastHalfWay() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "edge-pan", "--start", "presented"])
    try app.waitForColour(SceneColour.blue, at: probe, "the blue modal at start")

    let middle = swipe(from: 150, to: 360)
    let states = try app.gestureStates(recognizer: "edge-pan") {
      try app.drag(from: middle.0, to: middle.1)
    }
    XCTAssertEqual(states.filter { $0 == "began" }, [], "a pan away from the edge is no edge swipe")
    try app.waitForColour(SceneColour.blue, at: probe, "the modal still there")

    let short = swipe(from: 3, to: 70)
    let cancelled = try app.interactiveDismissal(recognizer: "edge-pan") {
      try app.drag(from: short.0, to: short.1)
    }
    XCTAssertTrue(cancelled.wentThroughBeganChangedEnded, "\(cancelled.states)")
    // About 57 points after the slop, read at the modal's 0.6 scale: 95 of 200.
    XCTAssertEqual(cancelled.completed, false, "95 of 200 points is below half way")
    try app.waitForColour(SceneColour.blue, at: probe, "the modal back after the cancel")

    let long = swipe(from: 3, to: 330)
    let dismissed = try app.interactiveDismissal(recognizer: "edge-pan") {
      try app.drag(from: long.0, to: long.1)
    }
    XCTAssertTrue(dismissed.wentThroughBeganChangedEnded, "\(dismissed.states)")
    XCTAssertEqual(dismissed.completed, true)
    try app.waitForColour(SceneColour.blue, near: false, at: probe, "the contacts after the swipe")
  }

  func testAPressOnTheBezelStartsAnEdgeSwipeAndTheDistanceFromThePanelApplies() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "edge-pan", "--start", "presented"])
    XCTAssertEqual(try app.type("800", into: "distance"), 800)
    let long = swipe(from: -6, to: 220)
    let cancelled = try app.interactiveDismissal(recognizer: "edge-pan") {
      try app.drag(from: long.0, to: long.1)
    }
    XCTAssertTrue(cancelled.wentThroughBeganChangedEnded, "\(cancelled.states)")
    // About 216 points after the slop, read at the modal's 0.6 scale: 360 of 800.
    XCTAssertEqual(cancelled.completed, false, "360 of 800 points is below half way")
    try app.waitForColour(SceneColour.blue, at: probe, "the modal back after the cancel")
  }
}

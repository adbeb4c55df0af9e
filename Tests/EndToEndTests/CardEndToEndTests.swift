import XCTest

/// `card` driven with real mouse input under Xvfb.
final class CardEndToEndTests: XCTestCase {
  /// Above the card and below the "Payments" heading (whose width depends on the desktop's
  /// font): dimmed while the card is up, white once it is gone.
  private let probe = ScenePoint(x: 195, y: 220)
  private let presentButton = ScenePoint(x: 195, y: 422)
  private let onCard = ScenePoint(x: 320, y: 620)

  func testTheButtonPresentsAShortDragSnapsBackAndALongOneDismisses() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "card"])
    try app.waitForColour(SceneColour.white, at: probe, "the Payments screen at start")
    let start = app.lines().count
    try app.click(try app.pixel(of: presentButton))
    try app.waitForPresentation(from: start)
    try app.waitForColour(SceneColour.dimmedWhite, at: probe, "the dimming behind the card")

    let short = try app.interactiveDismissal(recognizer: "pan") {
      try app.drag(from: onCard, to: ScenePoint(x: 320, y: 680))
    }
    XCTAssertTrue(short.wentThroughBeganChangedEnded, "\(short.states)")
    XCTAssertEqual(short.completed, false, "60 of 844 points is below the 0.2 threshold")
    try app.waitForColour(SceneColour.dimmedWhite, at: probe, "the card back after the cancel")

    let long = try app.interactiveDismissal(recognizer: "pan") {
      try app.drag(from: onCard, to: ScenePoint(x: 320, y: 620 + 844 * 0.35))
    }
    XCTAssertTrue(long.wentThroughBeganChangedEnded, "\(long.states)")
    XCTAssertEqual(long.completed, true)
    try app.waitForColour(SceneColour.white, at: probe, "the Payments screen after the dismissal")
  }

  func testStartedPresentedTheCardIsOverTheDimmingAndReplayDragsItAwayAgain() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "card", "--start", "presented"])
    try app.waitForColour(SceneColour.dimmedWhite, at: probe, "the dimming behind the card")

    let long = try app.interactiveDismissal(recognizer: "pan") {
      try app.drag(from: onCard, to: ScenePoint(x: 320, y: 620 + 844 * 0.35))
    }
    XCTAssertEqual(long.completed, true)
    try app.waitForColour(SceneColour.white, at: probe, "the Payments screen after the dismissal")

    let replayed = try app.interactiveDismissal(recognizer: "pan") { try app.key("ctrl+r") }
    XCTAssertTrue(replayed.wentThroughBeganChangedEnded, "\(replayed.states)")
    XCTAssertEqual(replayed.completed, true, "the card came back and the same drag took it away")
    try app.waitForColour(SceneColour.white, at: probe, "the Payments screen after the replay")
  }

  func testTheDimmingFromThePanelShowsOnTheNextPresentation() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "card"])
    XCTAssertEqual(try app.type("0.2", into: "dimming"), 0.2)
    let start = app.lines().count
    try app.key("ctrl+p")
    try app.waitForPresentation(from: start)
    try app.waitForColour((204, 204, 204), at: probe, tolerance: 12, "white under 20 % black")
  }
}

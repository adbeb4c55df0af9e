import Foundation
import XCTest

/// The side panel's release map is made while the window is idle, a few frames of one
/// replayed drag per idle turn, and never while the stage's frames run: not the scene's, and
/// not compare mode's devices' either, which move while the lab's own scene is still.
final class ReleaseMapEndToEndTests: XCTestCase {
  func testTheMapIsMadeAFewFramesATurnAndNeverAmongTheStagesFrames() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "card"])
    defer { app.terminate() }
    let first = try app.waitForLine("the first release map", timeout: 180) {
      $0["kind"] as? String == "release-map"
    }
    try check(first.line, "the map at the start")

    // A value changed makes the map again; meanwhile compare mode's devices present, dismiss
    // and present their card.
    let start = app.lines().count
    // (Ctrl+D dismisses the card with a scripted drag, which a high threshold would snap
    // back.)
    try app.type("0.25", into: "threshold")
    try app.key("ctrl+k")
    _ = try app.waitForLine("compare mode", from: start) {
      $0["kind"] as? String == "mode" && $0["mode"] as? String == "compare"
    }
    var firstMove: Int?
    for (key, kind) in [("ctrl+p", "present"), ("ctrl+d", "dismiss"), ("ctrl+p", "present")] {
      let before = app.lines().count
      try app.key(key)
      let done = try app.waitForCompletions(kind: kind, devices: 2, from: before)
      XCTAssertEqual(done.count, 2)
      let lines = app.lines()
      firstMove =
        firstMove
        ?? lines.indices.dropFirst(before).first {
          lines[$0]["kind"] as? String == "frame"
        }
    }
    let second = try app.waitForLine("the map for the new threshold", from: start, timeout: 180) {
      $0["kind"] as? String == "release-map" && $0["kept"] as? Bool == false
    }
    try check(second.line, "the map made again")
    let moved = try XCTUnwrap(firstMove, "compare mode's devices ran frames")
    XCTAssertGreaterThan(
      second.index, moved, "the map was still being made while the devices moved")
  }

  private func check(_ line: [String: Any], _ what: String) throws {
    XCTAssertEqual(line["kept"] as? Bool, false, what)
    XCTAssertEqual(line["drags"] as? Double, 21 * 21, what)
    let most = try XCTUnwrap(line["most_frames_a_turn"] as? Double, what)
    XCTAssertGreaterThan(most, 0, what)
    XCTAssertLessThanOrEqual(most, 8, "\(what): a few frames a turn")
    let turns = try XCTUnwrap(line["turns"] as? Double, what)
    let frames = try XCTUnwrap(line["frames"] as? Double, what)
    XCTAssertGreaterThanOrEqual(turns, 21 * 21 + frames / 8, "\(what): one drag begun a turn")
    XCTAssertEqual(line["turns_among_frames"] as? Double, 0, "\(what): none among frames")
  }
}

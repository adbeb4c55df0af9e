import Foundation
import XCTest

/// The reset's toast offers Undo, and goes once the reset is undone: a toast saying the values
/// were reset while they are not would mislead.
final class ResetToastEndToEndTests: XCTestCase {
  func testUndoingTheResetWithdrawsItsToast() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "drag-down"])
    try app.waitForLine("the first controls line") { $0["kind"] as? String == "controls" }
    XCTAssertEqual(try app.type("1.2", into: "duration"), 1.2, accuracy: 1e-9)
    var start = app.lines().count
    try app.key("ctrl+shift+r")
    let toast = try app.waitForLine("the reset's toast", from: start) {
      $0["kind"] as? String == "toast"
    }.line
    XCTAssertTrue(
      (toast["title"] as? String ?? "").hasPrefix("Parameters reset to"), "\(toast)")
    try app.waitForLine("the seed's duration", from: start) {
      $0["kind"] as? String == "parameter" && $0["name"] as? String == "duration"
        && $0["value"] as? Double == 0.6
    }
    XCTAssertFalse(
      app.lines().dropFirst(start).contains { $0["kind"] as? String == "toast-withdrawn" },
      "the toast stays while its Undo applies")

    start = app.lines().count
    try app.key("ctrl+z")
    let withdrawn = try app.waitForLine("the toast withdrawn", from: start) {
      $0["kind"] as? String == "toast-withdrawn"
    }.line
    XCTAssertEqual(withdrawn["title"] as? String, "reset")
    try app.waitForLine("the edited duration back", from: start) {
      $0["kind"] as? String == "parameter" && $0["name"] as? String == "duration"
        && $0["value"] as? Double == 1.2
    }
  }
}

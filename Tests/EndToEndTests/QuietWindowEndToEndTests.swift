import Foundation
import XCTest

/// A window left alone falls quiet: once its canvas is still and its still parts are kept,
/// nothing of the window's is left to wake it — no timeout, idle source or tick callback, and
/// no kept part waiting to record its drawing — so it spends no processor time until the next
/// input. The trace's `quiet` line says so, once each time it happens. A part that looked
/// changed on every snapshot (the timeline, set off by its margin) kept a timeout drawing the
/// window again every 300 ms, and the freed memory was looked at every second, for ever: the
/// window never fell quiet.
final class QuietWindowEndToEndTests: XCTestCase {
  static let keptParts = ["header", "parameters", "presets", "spring_forms", "timeline"]

  func testTheWindowFallsQuietAfterStartAndAfterATransition() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "drag-down"])
    let panel = try app.waitForLine("the panel in the window") {
      $0["kind"] as? String == "controls"
    }.index
    let first = try app.waitForLine("the window quiet after start", from: panel) {
      $0["kind"] as? String == "quiet"
    }.line
    for part in Self.keptParts {
      XCTAssertEqual(first["kept_\(part)"] as? Bool, true, "\(part) is kept: \(first)")
    }
    let paints = try XCTUnwrap(first["paints"] as? Double, "\(first)")
    XCTAssertGreaterThan(paints, 0)

    // A presentation runs frames; the window falls quiet again once they and what follows
    // them (the freed memory looked at, the parts kept again) are over.
    let start = app.lines().count
    try app.key("ctrl+p")
    try app.waitForPresentation(from: start)
    let again = try app.waitForLine("the window quiet after the presentation", from: start) {
      $0["kind"] as? String == "quiet"
    }
    XCTAssertGreaterThan(try XCTUnwrap(again.line["paints"] as? Double), paints)
    for part in Self.keptParts {
      XCTAssertEqual(again.line["kept_\(part)"] as? Bool, true, "\(part): \(again.line)")
    }
  }
}

import Foundation
import XCTest

/// The blind test in the smallest window the docs promise, 720 × 600, as a person meets it:
/// every control inside the window (read from the widgets' allocations in the trace, not from
/// pixels), Escape stopping a test and then closing the pane back to the mode it came from,
/// and the range last tested offered again.
final class NarrowBlindTestEndToEndTests: XCTestCase {
  static let width = 720.0
  static let height = 600.0

  /// The controls of the latest `blind-test-controls` line, by name.
  private func controls(_ app: LabWindow) -> [String: [Double]] {
    app.lines().last { $0["kind"] as? String == "blind-test-controls" }
      .flatMap { $0["controls"] as? [String: [Double]] } ?? [:]
  }

  /// The names in `controls` whose rectangle is not wholly inside the window.
  private func outside(_ controls: [String: [Double]]) -> [String] {
    controls.filter { _, rect in
      rect.count != 4 || rect[0] < 0 || rect[1] < 0 || rect[0] + rect[2] > Self.width
        || rect[1] + rect[3] > Self.height
    }.keys.sorted()
  }

  /// Waits until the pane's controls named `names` are all laid out inside the window.
  private func waitForFit(_ app: LabWindow, _ names: [String], _ what: String) throws {
    do {
      _ = try EndToEnd.wait(what, timeout: 10) { () -> Bool? in
        let shown = controls(app)
        guard names.allSatisfy({ shown[$0] != nil }) else { return nil }
        return outside(shown).isEmpty ? true : nil
      }
    } catch {
      let shown = controls(app)
      XCTFail(
        "\(what): outside the \(Int(Self.width))×\(Int(Self.height)) window: "
          + "\(outside(shown)); missing: \(names.filter { shown[$0] == nil }); \(shown)")
      throw error
    }
  }

  private func startEvent(_ app: LabWindow, _ what: String, from start: Int) throws
    -> [String: Any]
  {
    try app.waitForLine(what, from: start) {
      $0["kind"] as? String == "blind-test" && $0["event"] as? String == "start"
    }.line
  }

  func testTheBlindTestFitsA720By600WindowAndClosesBackToCompareModeWithItsRange() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "drag-down"])
    try app.resize(width: Int(Self.width), height: Int(Self.height))
    var start = app.lines().count
    try app.key("ctrl+k")
    try app.waitForLine("compare mode", from: start) {
      $0["kind"] as? String == "mode" && $0["mode"] as? String == "compare"
    }
    start = app.lines().count
    try app.key("ctrl+b")
    try app.waitForLine("the blind test", from: start) {
      $0["kind"] as? String == "mode" && $0["mode"] as? String == "blind-test"
    }
    let setup = [
      "kind", "parameter", "from", "to", "trials", "start", "left", "right", "stop", "done",
    ]
    try waitForFit(app, setup, "the blind test's controls in the window")
    let size = try app.windowSize()
    XCTAssertEqual(size.height, Int(Self.height), "the pane does not make the window taller")
    // The devices shrink to the room left: both screens, whole, inside the window.
    let devices = try app.compareDevices()
    XCTAssertEqual(devices.count, 2)
    for device in devices {
      XCTAssertLessThanOrEqual(device.y + 844 * device.scale, Self.height)
    }

    // A first range near the value in use: the seed's 0.6 s halved to doubled.
    start = app.lines().count
    try app.click(try app.paneControl("start", in: "blind-test-controls"))
    let first = try startEvent(app, "the first test's start", from: start)
    XCTAssertEqual(first["parameter"] as? String, "duration")
    XCTAssertEqual(first["from"] as? Double ?? 0, 0.3, accuracy: 1e-9)
    XCTAssertEqual(first["to"] as? Double ?? 0, 1.2, accuracy: 1e-9)

    // Escape stops the test: the result card and its buttons are inside the window too.
    start = app.lines().count
    try app.key("Escape")
    try app.waitForLine("the result", from: start) {
      $0["kind"] as? String == "blind-test" && $0["event"] as? String == "result"
    }
    try waitForFit(app, ["apply", "open-folder", "done"], "the result card in the window")

    // A range of one's own: From raised by two steps with its + button, to 0.4, then a test
    // over it, stopped.
    let fromRect = try XCTUnwrap(controls(app)["from"])
    let plus = (Int(fromRect[0] + fromRect[2] - 12), Int(fromRect[1] + fromRect[3] / 2))
    try app.click(plus)
    try app.click(plus)
    start = app.lines().count
    try app.click(try app.paneControl("start", in: "blind-test-controls"))
    let typed = try startEvent(app, "the start over 0.4 to 1.2", from: start)
    XCTAssertEqual(typed["from"] as? Double ?? 0, 0.4, accuracy: 1e-9)
    start = app.lines().count
    try app.key("Escape")
    try app.waitForLine("the result of the second test", from: start) {
      $0["kind"] as? String == "blind-test" && $0["event"] as? String == "result"
    }

    // Escape again closes the pane, back to compare mode.
    start = app.lines().count
    try app.key("Escape")
    try app.waitForLine("back to compare mode", from: start) {
      $0["kind"] as? String == "mode" && $0["mode"] as? String == "compare"
    }

    // Opened again, it offers the range last tested.
    start = app.lines().count
    try app.key("ctrl+b")
    try app.waitForLine("the blind test again", from: start) {
      $0["kind"] as? String == "mode" && $0["mode"] as? String == "blind-test"
    }
    try waitForFit(app, setup, "the blind test's controls, opened again")
    start = app.lines().count
    try app.click(try app.paneControl("start", in: "blind-test-controls"))
    let again = try startEvent(app, "the start after opening again", from: start)
    XCTAssertEqual(again["from"] as? Double ?? 0, 0.4, accuracy: 1e-9)
    XCTAssertEqual(again["to"] as? Double ?? 0, 1.2, accuracy: 1e-9)
    XCTAssertFalse(app.standardError.contains("CRITICAL"), app.standardError)
  }
}

import Foundation
import XCTest

/// The header's Push and Back in a navigation scene, and the blind test's way out, driven with
/// real keys under Xvfb.
final class HeaderAndBlindTestEndToEndTests: XCTestCase {
  /// Ctrl+P pushes a page and Ctrl+D pops it, and the header says Push and Back.
  func testCtrlDPopsAPushedPage() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "navigation"])
    let names = try app.waitForLine("the header's words") {
      $0["kind"] as? String == "stage-buttons"
    }.line
    XCTAssertEqual(names["present"] as? String, "Push")
    XCTAssertEqual(names["dismiss"] as? String, "Back")
    var start = app.lines().count
    try app.key("ctrl+p")
    try app.waitForLine("the page pushed", from: start) {
      $0["kind"] as? String == "transition" && $0["phase"] as? String == "complete"
        && $0["transition"] as? String == "push"
    }
    start = app.lines().count
    try app.key("ctrl+d")
    let popped = try app.waitForLine("the page popped", from: start) {
      $0["kind"] as? String == "transition" && $0["phase"] as? String == "complete"
        && $0["transition"] as? String == "pop"
    }.line
    XCTAssertEqual(popped["completed"] as? Bool, true)
    XCTAssertFalse(app.standardError.contains("CRITICAL"), app.standardError)
  }

  /// Opened from compare mode, the blind test closes on Escape (no test running) back to
  /// compare mode; its controls include Done.
  func testEscapeClosesTheBlindTestBackToCompareMode() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "drag-down"])
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
    let controls = try app.waitForLine("the blind test's controls", from: start) {
      ($0["kind"] as? String == "blind-test-controls")
        && ($0["controls"] as? [String: [Double]])?["done"] != nil
    }.line
    XCTAssertNotNil((controls["controls"] as? [String: [Double]])?["done"])
    start = app.lines().count
    try app.key("Escape")
    try app.waitForLine("back to compare mode", from: start) {
      $0["kind"] as? String == "mode" && $0["mode"] as? String == "compare"
    }
    XCTAssertFalse(app.standardError.contains("CRITICAL"), app.standardError)
  }
}

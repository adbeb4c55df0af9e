import Foundation
import XCTest

/// The window's Export… against `transition-lab export`, and the device compare mode exports:
/// driven with real mouse and key input under Xvfb.
final class ExportPathEndToEndTests: XCTestCase {
  /// What `transition-lab export` prints for the arguments.
  private func commandLineExport(_ arguments: [String]) throws -> String {
    try EndToEnd.run(try EndToEnd.executable().path, ["export"] + arguments)
  }

  /// Opens Export… and returns its `export` line (`shown`).
  private func openExport(_ app: LabWindow) throws -> [String: Any] {
    let start = app.lines().count
    try app.key("ctrl+e")
    return try app.waitForLine("the export dialog", from: start) {
      $0["kind"] as? String == "export" && $0["action"] as? String == "shown"
    }.line
  }

  /// The sheet keeps its detents and the zoom its zoom: the window's code is the command
  /// line's, byte for byte, for the values the window was opened with.
  func testTheWindowExportsTheSheetAndTheZoomAsTheCommandLineDoes() throws {
    _ = try EndToEnd.requireDisplay()
    let cases: [(scene: String, sets: [String], mark: String)] = [
      ("sheet", ["detents=medium+large"], "detents"),
      ("zoom", [], "zoom"),
    ]
    for item in cases {
      let sets = item.sets.flatMap { ["--set", $0] }
      let app = try LabWindow(["--scene", item.scene] + sets)
      let shown = try openExport(app)
      XCTAssertEqual(shown["format"] as? String, "uikit")
      let code = try XCTUnwrap(shown["code"] as? String)
      XCTAssertEqual(
        code,
        try commandLineExport(["--scene", item.scene, "--format", "uikit"] + sets),
        "\(item.scene): the window's export is the command line's")
      XCTAssertTrue(
        code.lowercased().contains(item.mark), "\(item.scene) exports its \(item.mark)")
      app.terminate()
    }
  }

  /// Edit device 2, drag device 1, export: the drag plays on both and leaves the panel on
  /// device 2, which the panel's heading names, and the export carries device 2's values.
  func testADragOnDeviceOneLeavesThePanelOnDeviceTwoAndItsExport() throws {
    _ = try EndToEnd.requireDisplay()
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("transition-lab-export-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    try LabWindow.writeSettings(
      """
      {"version": 1, "scenes": {}, "comparison": {"open": true, "scenes": {
        "drag-down": [{}, {}]}}}
      """, in: home)
    let app = try LabWindow(["--scene", "drag-down"], configHome: home)
    _ = try app.waitForLine("the devices' layout") {
      $0["kind"] as? String == "compare-layout" && ($0["devices"] as? [Any])?.count == 2
    }
    // A click on device 2's screen (away from its button) selects it for the panel.
    var start = app.lines().count
    try app.click(try app.pixel(device: 1, ScenePoint(x: 195, y: 300)))
    let edited = try app.waitForLine("device 2 edited", from: start) {
      $0["kind"] as? String == "edited-device" && $0["device"] as? Double == 2
    }.line
    XCTAssertEqual(edited["heading"] as? String, "Parameters of device 2 (of 2)")
    XCTAssertEqual(try app.type("1.2", into: "duration"), 1.2, accuracy: 1e-9)

    start = app.lines().count
    try app.key("ctrl+p")
    _ = try app.waitForCompletions(kind: "present", devices: 2, from: start)
    start = app.lines().count
    try app.drag(device: 0, from: ScenePoint(x: 195, y: 300), to: ScenePoint(x: 195, y: 722))
    let ends = try app.waitForCompletions(kind: "dismiss", devices: 2, from: start)
    XCTAssertEqual(ends.count, 2, "the drag on device 1 played on both")
    let moved = app.lines().dropFirst(start).filter { $0["kind"] as? String == "edited-device" }
    XCTAssertTrue(moved.isEmpty, "a drag selects no device: \(moved)")

    let shown = try openExport(app)
    XCTAssertTrue((shown["of"] as? String ?? "").hasSuffix("device 2"), "\(shown)")
    XCTAssertEqual(
      shown["code"] as? String,
      try commandLineExport(["--scene", "drag-down", "--format", "uikit", "--set", "duration=1.2"]),
      "the export is device 2's")
  }
}

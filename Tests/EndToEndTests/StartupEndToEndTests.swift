import Foundation
import XCTest

/// What the window leaves until after its first frame still comes, whole, just after it.
final class StartupEndToEndTests: XCTestCase {
  /// The first scene's panel rows are built only once the first frame is painted: the first
  /// `controls` line follows the first `layout` line and has every row's control, and the
  /// rows edit the values; the panel is kept and shown again, working, on a return to its
  /// scene.
  func testTheFirstPanelsRowsComeWholeAfterTheFirstFrame() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "drag-down", "--set", "duration=0.8"])
    let layout = try app.waitForLine("the first layout line") { $0["kind"] as? String == "layout" }
    let controls = try app.waitForLine("the first controls line") {
      $0["kind"] as? String == "controls"
    }
    XCTAssertLessThan(layout.index, controls.index, "the stage is drawn before the panel")
    let names = Set((controls.line["controls"] as? [String: Any] ?? [:]).keys)
    for name in ["duration-value", "duration-slider", "threshold-slider", "damping-slider"] {
      XCTAssertTrue(names.contains(name), "\(name) in the first controls line: \(names.sorted())")
    }
    XCTAssertEqual(try app.type("0.5", into: "threshold"), 0.5, "the rows edit the values")

    // To another scene and back: the first panel, built late, is the one shown again.
    var start = app.lines().count
    try app.key("ctrl+2")
    try app.waitForLine("the edge-pan panel's controls", from: start) {
      $0["kind"] as? String == "controls" && $0["scene"] as? String == "edge-pan"
    }
    start = app.lines().count
    try app.key("ctrl+1")
    let back = try app.waitForLine("the drag-down panel's controls again", from: start) {
      $0["kind"] as? String == "controls" && $0["scene"] as? String == "drag-down"
    }
    let again = Set((back.line["controls"] as? [String: Any] ?? [:]).keys)
    XCTAssertTrue(again.contains("duration-slider"), "\(again.sorted())")
    XCTAssertEqual(try app.type("0.25", into: "threshold"), 0.25)
    try app.key("ctrl+q")
    XCTAssertEqual(try app.waitForExit(), 0, app.standardError)
  }

  /// The Motion section's presets and spring forms are built when the panel goes into the
  /// window, after the first frame, and the release map is first made then too; the preview
  /// strip first plays when it can be seen. All of them are there and work.
  func testTheMotionSectionAndTheReleaseMapComeAfterTheFirstFrame() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "drag-down"])
    let layout = try app.waitForLine("the first layout line") { $0["kind"] as? String == "layout" }
    let preview = try app.waitForLine("the preview strip's first play") {
      $0["kind"] as? String == "preview"
    }
    XCTAssertLessThan(layout.index, preview.index, "the strip plays once it can be seen")
    let map = try app.waitForLine("the first release map") {
      $0["kind"] as? String == "release-map"
    }
    XCTAssertLessThan(layout.index, map.index, "the map is first made after the first frame")
    XCTAssertEqual(map.line["scene"] as? String, "drag-down")

    // A platform preset, one of the rows built late, applies.
    try app.scrollPanel(toShow: "preset-swiftui-bouncy")
    var start = app.lines().count
    try app.click(try app.control("preset-swiftui-bouncy"))
    try app.waitForLine("the bouncy spring applied", from: start) {
      $0["kind"] as? String == "curve" && $0["timing"] as? String == "spring"
        && abs(($0["damping_ratio"] as? Double ?? 0) - 0.7) < 1e-6
    }
    // The spring forms, built with them, follow the spring and set it.
    try app.scrollPanel(toShow: "spring-bounce-value")
    start = app.lines().count
    try app.click(try app.control("spring-bounce-value", across: 0.2))
    try app.key("ctrl+a")
    try app.type("0.5")
    try app.key("Return")
    let damping = try app.waitForLine("the damping set from the bounce", from: start) {
      $0["kind"] as? String == "parameter" && $0["name"] as? String == "damping"
    }.line
    XCTAssertEqual(try XCTUnwrap(damping["value"] as? Double), 0.5, accuracy: 1e-6)
  }
}

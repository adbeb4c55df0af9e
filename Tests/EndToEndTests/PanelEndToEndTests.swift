import Foundation
import XCTest

/// The side panel's foldable sections, driven with the mouse under Xvfb.
final class PanelEndToEndTests: XCTestCase {
  /// The panel's rows come into the window just after its first frame: the stage, drawn in
  /// that frame, keeps its place when they arrive, in every scene, and after a transition.
  func testTheStageKeepsItsPlaceWhenThePanelArrives() throws {
    _ = try EndToEnd.requireDisplay()
    for scene in ["drag-down", "zoom"] {
      let app = try LabWindow(["--scene", scene])
      let controls = try app.waitForLine("the first controls line") {
        $0["kind"] as? String == "controls"
      }
      // The frames of a presentation (a push in the zoom) follow, painted after the rows
      // came: anything their arrival would move has moved by its end.
      var start = app.lines().count
      try app.key("ctrl+p")
      let presented = try app.waitForTransitionEnd(from: start, "\(scene): the presentation")
      let layouts = app.lines()[..<presented].filter { $0["kind"] as? String == "layout" }
      XCTAssertEqual(layouts.count, 1, "\(scene): the stage moved when the panel came: \(layouts)")
      XCTAssertLessThan(
        app.lines().firstIndex { $0["kind"] as? String == "layout" } ?? .max, controls.index,
        "\(scene): the stage is drawn before the panel")
      // After a transition the timeline shows a longer time; the window keeps its panel and
      // the stage its place through the frames of the next one.
      start = presented + 1
      try app.key("ctrl+d")
      let dismissed = try app.waitForTransitionEnd(from: start, "\(scene): the dismissal")
      let after = app.lines()[start..<dismissed].filter { $0["kind"] as? String == "layout" }
      XCTAssertEqual(after.count, 0, "\(scene): the stage moved after a transition: \(after)")
      app.terminate()
      XCTAssertEqual(try app.waitForExit(), 0)
    }
  }

  func testAFoldedSectionHidesItsControlsAndStaysFoldedAcrossScenesAndRuns() throws {
    _ = try EndToEnd.requireDisplay()
    let first = try LabWindow(["--scene", "card"])
    try first.waitForLine("the first controls line") { $0["kind"] as? String == "controls" }
    let scene = try XCTUnwrap(try first.sections()["scene"], "the card has values of its own")
    XCTAssertTrue(scene.open, "open until a person folds it")
    XCTAssertTrue(scene.controls.contains("dimming-slider"), "\(scene.controls)")
    XCTAssertNotNil(try? first.controlRect("duration-slider"), "the main group is shown")

    try first.setSection("scene", open: false)
    XCTAssertThrowsError(try first.controlRect("dimming-slider"), "folded away")
    XCTAssertNotNil(try? first.controlRect("section-scene"), "its heading stays")

    // Another scene with values of its own shows that section folded too.
    let switched = first.lines().count
    try first.key("ctrl+2")
    try first.waitForLine("the edge-pan panel's controls", from: switched) {
      $0["kind"] as? String == "controls" && $0["scene"] as? String == "edge-pan"
    }
    XCTAssertEqual(try first.sections()["scene"]?.open, false)
    try first.key("ctrl+q")
    XCTAssertEqual(try first.waitForExit(), 0, first.standardError)

    let second = try LabWindow(["--scene", "card"], configHome: first.configHome)
    try second.waitForLine("the first controls line") { $0["kind"] as? String == "controls" }
    XCTAssertEqual(try second.sections()["scene"]?.open, false, "saved between runs")
    // Typing into a folded section's control opens the section first, as a person would.
    XCTAssertEqual(try second.type("0.3", into: "dimming"), 0.3)
    XCTAssertEqual(try second.sections()["scene"]?.open, true)
    second.terminate()
    XCTAssertEqual(try second.waitForExit(), 0)
  }

  func testTheKeyboardReachesASectionsHeadingAndFoldsAndOpensIt() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "drag-down"])
    try app.waitForLine("the first controls line") { $0["kind"] as? String == "controls" }
    XCTAssertEqual(try app.sections()["timing"]?.open, true)
    // F6 focuses the panel's first control, the duration's slider; after it come the
    // threshold's and the damping's value field and slider, then the first section's heading.
    try app.key("F6", "Tab", "Tab", "Tab", "Tab", "Tab")
    var start = app.lines().count
    try app.key("Return")
    try app.waitForLine("the timing section folded by Enter", from: start) {
      (($0["sections"] as? [String: [String: Any]])?["timing"]?["open"] as? Bool) == false
    }
    start = app.lines().count
    try app.key("space")
    try app.waitForLine("the timing section opened by Space", from: start) {
      (($0["sections"] as? [String: [String: Any]])?["timing"]?["open"] as? Bool) == true
    }
  }
}

import XCTest

/// Escape dismisses, and the Reduce Motion switch turns the slide into a crossfade.
final class ReduceMotionEndToEndTests: XCTestCase {
  /// Near the top of the screen: white root, green modal, both whatever the transition.
  private let top = ScenePoint(x: 195, y: 60)
  /// White and the modal's green, half and half.
  private let blend = ((255 + 52) / 2, (255 + 199) / 2, (255 + 89) / 2)

  func testEscapeDismissesTheModalOfEachScene() throws {
    _ = try EndToEnd.requireDisplay()
    for scene in ["drag-down", "edge-pan", "card", "sheet"] {
      let app = try LabWindow(["--scene", scene, "--start", "presented"])
      _ = try app.waitForLine("the first controls line") { $0["kind"] as? String == "controls" }
      let start = app.lines().count
      try app.key("Escape")
      _ = try app.waitForLine("\(scene): the dismissal", from: start) {
        $0["kind"] as? String == "transition" && $0["phase"] as? String == "complete"
          && $0["transition"] as? String == "dismiss" && $0["completed"] as? Bool == true
      }
      app.terminate()
    }
  }

  func testReduceMotionFadesTheModalInWhereItWillRest() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "drag-down"])
    try app.waitForColour(SceneColour.white, at: top, "the root at start")
    // A tenth of the speed: the half-second presentation takes five seconds to watch.
    try app.key("alt+4")
    var start = app.lines().count
    try app.key("ctrl+shift+m")
    _ = try app.waitForLine("the switch in the trace", from: start) {
      $0["kind"] as? String == "reduce-motion" && $0["on"] as? Bool == true
    }
    start = app.lines().count
    try app.key("ctrl+p")
    // A slide from the bottom leaves the top white until the very end; a crossfade tints it.
    try app.waitForColour(blend, at: top, tolerance: 40, "the top half faded in")
    try app.waitForPresentation(from: start)
    try app.waitForColour(SceneColour.green, at: top, "the modal in place")
  }
}

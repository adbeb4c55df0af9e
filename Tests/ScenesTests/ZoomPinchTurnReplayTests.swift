import Foundation
import Scenes
import TransitionKit
import XCTest

/// `zoom-pinch-turn` replayed on the `zoom` scene: two fingers turning half a radian on the
/// photo while closing to 0.79 of their distance turn the photo with them (the trace's `zoom`
/// lines carry the turn) and, released there, it springs back upright; under
/// `style=uikit-classic` the photo stays upright.
final class ZoomPinchTurnReplayTests: XCTestCase {
  @MainActor private func turns(set: [String] = []) throws -> (turns: [Double], presented: Bool) {
    let run = NavigationZoomReplayTests.Traced(ZoomScene.descriptor, presented: true, set: set)
    run.harness.play(
      try GestureScript.load(
        path: ZoomSceneTests.gestures.appendingPathComponent("zoom-pinch-turn.json").path))
    let zoom = run.trace.filter { $0.first { $0.0 == "kind" }?.1 == .string("zoom") }
    XCTAssertGreaterThan(zoom.count, 10, "the pinch moved the photo")
    return (zoom.map { run.number($0, "rotation") ?? 0 }, run.harness.modal != nil)
  }

  @MainActor func testTheTurningPinchTurnsThePhotoAndTheSpringBackStandsItUp() async throws {
    let uikit = try turns()
    XCTAssertTrue(uikit.presented, "released at 0.79: it springs back")
    XCTAssertEqual(uikit.turns.max() ?? 0, 0.5, accuracy: 0.02, "1:1 with the fingers")
    XCTAssertEqual(uikit.turns.last ?? 1, 0, accuracy: 1e-9, "upright again")
    // The classic pinch dismisses here (its projected card scale is below 0.8), upright.
    let classic = try turns(set: ["style=uikit-classic"])
    XCTAssertFalse(classic.presented)
    XCTAssertEqual(classic.turns.map(abs).max() ?? 1, 0, "the classic pinch stays upright")
  }
}

import CairoRenderer
import Scenes
import TestSupport
import TransitionKit
import XCTest

/// Key frames of the `zoom` scene against golden images (`__Goldens__/scene-zoom-…`): the photo
/// growing out of its cell a fifth of a second in (the dimming partway, the cell's corner
/// rounding the morph, the cell hidden), and the detail dragged half way down (shrunk toward
/// the minimum scale under the finger, the grid behind it). Run with `RECORD_GOLDENS=1` to
/// record new references after an intended change.
final class ZoomGoldenTests: XCTestCase {
  @MainActor func check(
    _ session: SceneSession, named name: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    for scale in [1.0, 2.0] {
      assertGolden(
        session.window, size: SceneStages.screen, scale: scale, appearance: .light,
        named: "scene-\(name)", file: file, line: line)
    }
  }

  @MainActor func testTheZoomInPartway() async {
    let session = SceneStages.presenting("zoom", at: 0.2)
    XCTAssertNotNil(session.window.activeTransition)
    XCTAssertNotNil(session.window.view(named: "zoom-morph"))
    check(session, named: "zoom-zooming-in")
  }

  @MainActor func testTheDetailDraggedHalfWay() async {
    let session = SceneStages.dismissing("zoom", progress: 0.25)
    XCTAssertEqual(session.window.activeTransition?.kind, .dismiss)
    SceneStages.advance(session, by: 0.5)
    check(session, named: "zoom-dragged")
  }
}

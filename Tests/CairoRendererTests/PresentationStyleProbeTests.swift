import CairoRenderer
import Scenes
import TestSupport
import TransitionKit
import XCTest

/// The last frame of each seed scene's dismissal under the presentation styles, as a person
/// sees it: the tutorial's screen back under the styles UIKit puts the presenter back for,
/// the black screen under those that keep it in place.
final class PresentationStyleProbeTests: XCTestCase {
  /// The scene presented, dragged (or swiped from the edge) far enough to dismiss, settled.
  @MainActor private func dismissed(_ id: String, style: ModalPresentationStyle) -> SceneSession {
    let session = SceneStages.presented(id, settings: ["presentation-style=\(style.rawValue)"])
    let y = SceneStages.screen.height / 2
    let script: GestureScript =
      id == "edge-pan"
      ? .drag(from: Point(x: 4, y: y), to: Point(x: 300, y: y), duration: 0.3, steps: 12)
      : .drag(from: Point(x: 195, y: 300), to: Point(x: 195, y: 700), duration: 0.3, steps: 12)
    session.replay(script)
    return session
  }

  @MainActor func testTheSeedsStylesBringTheirScreenBackAndTheOthersLeaveItBlack() async {
    let cases: [(String, ModalPresentationStyle, RGBA8)] = [
      ("drag-down", .fullScreen, .white), ("drag-down", .currentContext, .white),
      ("drag-down", .overFullScreen, .black), ("drag-down", .automatic, .black),
      ("edge-pan", .fullScreen, .white), ("edge-pan", .overFullScreen, .black),
      ("edge-pan", .custom, .black), ("card", .custom, .black),
      ("card", .currentContext, .white), ("card", .fullScreen, .white),
      ("card", .automatic, .black), ("card", .overCurrentContext, .black),
    ]
    for (id, style, colour) in cases {
      let session = dismissed(id, style: style)
      XCTAssertFalse(session.isPresented, "\(id) \(style)")
      let image = SceneStages.render(session)
      // A blank stretch of each root screen, clear of its text and buttons.
      assertPixel(image, x: 195, y: 780, colour, "\(id) under \(style)")
      let lost = session.engine.warnings.contains { $0.code == "transition.presenter-lost" }
      XCTAssertEqual(lost, colour == .black, "\(id) under \(style): the warning names it")
    }
  }
}

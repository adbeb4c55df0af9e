import CGtk
import CairoRenderer
import Scenes
import TransitionKit

/// The guides over the scene on the canvas (the window's state says which): the threshold
/// line, the detents, the projected landing while a drag is held, the edge zone and the safe
/// areas, drawn by `GuideDrawing` from the marks `SceneGuides` gives for the lab's session, or
/// for each compared device's in compare mode and the blind test (each device's own screen,
/// safe areas and drag).
/// Only the canvas draws them: exports, filmstrips and the command line's pictures leave them
/// out unless `--guides` asks for them.
extension Canvas {
  /// Draws the guides the state turns on, in screen points, over the live or scrubbed scene
  /// of `session` (the lab's when nil).
  func drawGuides(_ cr: OpaquePointer, of session: SceneSession? = nil) {
    let kinds = lab.state.guides
    guard !kinds.isEmpty else { return }
    let session = session ?? lab.session
    // A session let go takes its guides with it (they hold it unowned).
    sceneGuides.removeAll { $0.session == nil }
    let guides: SceneGuides
    if let kept = sceneGuides.first(where: { $0.session === session }) {
      guides = kept.guides
    } else {
      guides = SceneGuides(session: session)
      sceneGuides.append(KeptGuides(session: session, guides: guides))
    }
    GuideDrawing.draw(guides.marks(kinds), in: cr)
  }
}

/// A session's guides, kept while the session lives.
struct KeptGuides {
  weak var session: SceneSession?
  let guides: SceneGuides
}

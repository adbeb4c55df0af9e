import CGtk
import CairoRenderer
import Scenes
import TransitionKit

/// The guides over the scene on the canvas (the window's state says which): the threshold
/// line, the detents, the projected landing while a drag is held, the edge zone and the safe
/// areas, drawn by `GuideDrawing` from the marks `SceneGuides` gives for the lab's session.
/// Only the canvas draws them: exports, filmstrips and the command line's pictures leave them
/// out unless `--guides` asks for them.
extension Canvas {
  /// Draws the guides the state turns on, in screen points, over the live or scrubbed scene.
  func drawGuides(_ cr: OpaquePointer) {
    let kinds = lab.state.guides
    guard !kinds.isEmpty else { return }
    if sceneGuides?.session !== lab.session { sceneGuides = SceneGuides(session: lab.session) }
    guard let sceneGuides else { return }
    GuideDrawing.draw(sceneGuides.marks(kinds), in: cr)
  }
}

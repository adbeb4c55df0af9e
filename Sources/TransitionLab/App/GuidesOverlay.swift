import CGtk
import CairoRenderer
import Scenes
import TransitionKit

/// The guides over the scene on the canvas (the window's state says which): the threshold
/// line, the detents, the projected landing while a drag is held, the edge zone and the safe
/// areas, drawn by `GuideDrawing` from the marks `SceneGuides` gives for each device's session
/// (each device's own screen, safe areas and drag), over the live or the scrubbed scene.
/// Only the canvas draws them: exports, filmstrips and the command line's pictures leave them
/// out unless `--guides` asks for them.
@MainActor
final class GuidesOverlay: DeviceOverlay {
  /// The guides to draw now.
  private let kinds: @MainActor () -> Set<GuideMark.Kind>
  /// The guides of the sessions drawn, made again for a new session.
  private var kept: [KeptGuides] = []

  init(kinds: @escaping @MainActor () -> Set<GuideMark.Kind>) {
    self.kinds = kinds
  }

  func drawOnScreen(_ cr: OpaquePointer, _ device: PaintedDevice) {
    let kinds = kinds()
    guard !kinds.isEmpty else { return }
    GuideDrawing.draw(guides(of: device.session).marks(kinds), in: cr)
  }

  /// The guides of `session`, kept while it lives.
  private func guides(of session: SceneSession) -> SceneGuides {
    // A session let go takes its guides with it (they hold it unowned).
    kept.removeAll { $0.session == nil }
    if let guides = kept.first(where: { $0.session === session })?.guides { return guides }
    let guides = SceneGuides(session: session)
    kept.append(KeptGuides(session: session, guides: guides))
    return guides
  }
}

/// A session's guides, kept while the session lives.
private struct KeptGuides {
  weak var session: SceneSession?
  let guides: SceneGuides
}

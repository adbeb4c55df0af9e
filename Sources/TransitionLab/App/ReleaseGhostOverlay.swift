import CGtk
import Scenes
import TransitionKit

/// What letting go now would do, drawn over the scene while a drag drives an interactive
/// dismissal: a badge that says "dismiss" or "snap back", and, for the projection rule, a
/// dashed outline of the modal where the projected release would carry it.
///
/// The preview asks the scene's release rule what the scene's handler will ask it at `.ended`:
/// the progress last given to the transition, and the pan's velocity now with the scene's
/// estimator, converted to the handler's units. The outline is shifted from where the modal is
/// by the projected travel, along the dismissal axis; a modal that shrinks in place rather
/// than travelling gets the badge only.
struct ReleasePreview {
  var finishes: Bool
  /// The outline, in screen points, for a rule that projects and a modal that travels.
  var ghost: Rect?
}

/// The release preview over the scene while a drag is held, on a stage of one device: on
/// several, the devices of the blind test would tell their hidden values apart by it.
@MainActor
final class ReleaseGhostOverlay: DeviceOverlay {
  func drawOnScreen(_ cr: OpaquePointer, _ device: PaintedDevice) {
    guard device.count == 1, device.finger != nil, !device.isScrubbed,
      let preview = Self.preview(of: device.session)
    else { return }
    draw(cr, preview, on: device.session.window)
  }

  /// The preview for the drag in progress on `session`, if a pan drives an interactive
  /// dismissal.
  static func preview(of session: SceneSession) -> ReleasePreview? {
    let window = session.window
    guard let context = window.activeTransition, context.isInteractive, !context.isComplete
    else { return nil }
    var pan: PanGestureRecognizer?
    _ = window.first { view in
      pan = view.attachedGestureRecognizers.lazy.compactMap { $0 as? PanGestureRecognizer }.first {
        $0.state == .began || $0.state == .changed
      }
      return pan != nil
    }
    let progress = context.percentComplete
    guard let pan, let (decision, _, geometry) = session.releaseDecision(of: pan, at: progress)
    else { return nil }
    // A modal that its transition transforms (shrinks in place) rather than moves gets the
    // badge only.
    guard let projected = decision.projectedProgress,
      let modal = window.rootViewController?.presentedViewController?.view,
      modal.transform.isIdentity
    else { return ReleasePreview(finishes: decision.finishes, ghost: nil) }
    // The part of the modal that draws: the modal, or its content over a clear background.
    let shown =
      (modal.backgroundColor?.alpha ?? 0) > 0 ? modal : modal.subviews.first ?? modal
    let bounds = shown.presentation.bounds
    let topLeft = shown.convertToRootOnScreen(bounds.origin)
    let travel = (projected - progress) * geometry.screenPointsPerProgress
    let ghost = Rect(
      x: topLeft.x + geometry.axis.dx * travel, y: topLeft.y + geometry.axis.dy * travel,
      width: bounds.width, height: bounds.height)
    return ReleasePreview(finishes: decision.finishes, ghost: ghost)
  }

  /// Draws the preview, in screen points (the canvas's scaled context).
  private func draw(_ cr: OpaquePointer, _ preview: ReleasePreview, on window: Window) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    let color = preview.finishes ? (0.18, 0.55, 0.22) : (0.80, 0.25, 0.25)
    if let ghost = preview.ghost {
      cairo_set_source_rgba(cr, color.0, color.1, color.2, 0.9)
      cairo_set_line_width(cr, 2)
      var dashes: [Double] = [8, 5]
      cairo_set_dash(cr, &dashes, 2, 0)
      cairo_rectangle(cr, ghost.minX + 1, ghost.minY + 1, ghost.width - 2, ghost.height - 2)
      cairo_stroke(cr)
      cairo_set_dash(cr, nil, 0, 0)
    }
    let text = preview.finishes ? "Release now: dismiss" : "Release now: snap back"
    cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
    cairo_set_font_size(cr, 14)
    var extents = cairo_text_extents_t()
    cairo_text_extents(cr, text, &extents)
    let width = extents.x_advance + 24
    let screen = window.screen.bounds
    let x = (screen.width - width) / 2
    let y = Self.badgeTop(screenHeight: screen.height, window: window)
    cairo_new_sub_path(cr)
    cairo_arc(cr, x + 14, y + 14, 14, Double.pi / 2, 3 * Double.pi / 2)
    cairo_arc(cr, x + width - 14, y + 14, 14, -Double.pi / 2, Double.pi / 2)
    cairo_close_path(cr)
    cairo_set_source_rgba(cr, color.0, color.1, color.2, 0.92)
    cairo_fill(cr)
    cairo_set_source_rgb(cr, 1, 1, 1)
    cairo_move_to(cr, x + 12, y + 19)
    cairo_show_text(cr, text)
  }

  /// The badge's top edge, in screen points: just above a modal dragged down, in the band it has uncovered
  /// above itself, once it has room there, so the badge never covers the modal's own content
  /// (its Close label slides down into the bottom band); otherwise near the bottom, above the
  /// home indicator's band, so a navigation bar and its title at the top stay readable.
  private static func badgeTop(screenHeight: Double, window: Window) -> Double {
    let bottom = screenHeight - 34 - 28 - 18
    guard let modal = window.rootViewController?.presentedViewController?.view,
      modal.transform.isIdentity
    else { return bottom }
    let shown =
      (modal.backgroundColor?.alpha ?? 0) > 0 ? modal : modal.subviews.first ?? modal
    let top = shown.convertToRootOnScreen(shown.presentation.bounds.origin).y
    let statusBar = 54.0
    let badge = 28.0
    guard top >= statusBar + badge + 12 else { return bottom }
    return top - badge - 12
  }
}

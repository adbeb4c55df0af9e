import CGtk
import TransitionKit

/// While a drag is held, a faint ring where the finger is on each device's screen, so how
/// far the dragged view trails it (a scrubbed ease-in-out curve, a spring) is seen.
@MainActor
final class FingerMarkOverlay: DeviceOverlay {
  /// The ring's radius, in scene points.
  static let radiusPoints = 22.0

  func drawOnScreen(_ cr: OpaquePointer, _ device: PaintedDevice) {
    guard let finger = device.finger else { return }
    cairo_new_sub_path(cr)
    cairo_arc(cr, finger.x, finger.y, Self.radiusPoints, 0, 2 * Double.pi)
    let ink = device.appearance == .dark ? 1.0 : 0.0
    cairo_set_source_rgba(cr, ink, ink, ink, 0.10)
    cairo_fill_preserve(cr)
    cairo_set_source_rgba(cr, ink, ink, ink, 0.35)
    cairo_set_line_width(cr, 1.5)
    cairo_stroke(cr)
  }
}

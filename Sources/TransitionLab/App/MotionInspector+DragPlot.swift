import CGtk
import CairoRenderer
import Scenes
import TransitionKit

/// The last drag in the inspector: recorded by running the last transition's take again
/// offscreen with a `DragRecorder`, plotted under the curve, the timeline's scrub moving the
/// plot's cursor, and the finger's mark drawn on each scrubbed frame where the finger was.
extension MotionInspector {
  /// The finger mark's radius on a scrubbed frame, in scene points.
  static let scrubbedFingerRadiusPoints = 22.0

  /// Records and shows the drag of `take`, and writes the `drag-plot` trace line.
  func loadDrag(of take: TransitionTake) {
    let record = DragRecorder.lastDrag(of: take)
    showDrag(record)
    guard let release = record?.release else { return }
    lab.emit(
      "drag-plot",
      [
        ("scene", .string(take.sceneID)), ("time", .number(release.time)),
        ("progress", .number(release.progress)), ("velocity", .number(release.velocity)),
        ("projected", .number(release.projected)), ("threshold", .number(release.threshold)),
        ("outcome", .string(release.outcome)),
        ("fingers", .number(Double(record?.fingers.count ?? 0))),
      ])
  }

  /// Shows `record` in the plot (nil: none).
  func showDrag(_ record: DragRecord?) {
    dragRecord = record
    dragPlot.show(record, title: lab.session.descriptor.title)
    dragPlot.setCursor(isScrubbing ? dragPlot.cursor : nil)
  }

  /// On a scrubbed frame, a ring where the finger was at `time` (seconds from the take's
  /// start), while it was down; in scene points.
  func drawScrubbedFinger(_ cr: OpaquePointer, at time: Double) {
    guard let location = dragRecord?.fingerLocation(at: time) else { return }
    let ink = canvas.renderer.appearance == .dark ? 1.0 : 0.0
    cairo_new_sub_path(cr)
    cairo_arc(cr, location.x, location.y, Self.scrubbedFingerRadiusPoints, 0, 2 * Double.pi)
    cairo_set_source_rgba(cr, ink, ink, ink, 0.12)
    cairo_fill_preserve(cr)
    cairo_set_source_rgba(cr, 0.13, 0.45, 0.85, 0.8)
    cairo_set_line_width(cr, 2)
    cairo_stroke(cr)
  }
}

import CCairo
import TransitionKit

extension RenderedImage {
  /// The radius of a finger's mark, in points: a fingertip's contact, as the system's "show
  /// touches" draws it.
  public static let fingerMarkRadiusPoints = 20.0

  /// The image with a finger's mark drawn over it: a translucent disc with a light rim and a
  /// dark outline, readable over light and dark screens.
  ///
  /// - Parameters:
  ///   - point: the finger's place, in points.
  ///   - scale: the image's pixels per point.
  ///   - opacity: 1 while the finger is down, fading to 0 after it lifts.
  public func withFingerMark(at point: Point, scale: Double, opacity: Double) throws(RenderError)
    -> RenderedImage
  {
    guard opacity > 0 else { return self }
    return try withSurface { surface throws(RenderError) -> RenderedImage in
      guard let cr = cairo_create(surface) else { throw RenderError.cairo("no context") }
      defer { cairo_destroy(cr) }
      cairo_scale(cr, scale, scale)
      let radius = Self.fingerMarkRadiusPoints
      cairo_new_sub_path(cr)
      cairo_arc(cr, point.x, point.y, radius, 0, 2 * Double.pi)
      cairo_set_source_rgba(cr, 0.35, 0.35, 0.38, 0.38 * opacity)
      cairo_fill_preserve(cr)
      cairo_set_source_rgba(cr, 1, 1, 1, 0.9 * opacity)
      cairo_set_line_width(cr, 2.5)
      cairo_stroke(cr)
      cairo_new_sub_path(cr)
      cairo_arc(cr, point.x, point.y, radius + 1.5, 0, 2 * Double.pi)
      cairo_set_source_rgba(cr, 0, 0, 0, 0.3 * opacity)
      cairo_set_line_width(cr, 1)
      cairo_stroke(cr)
      try checkStatus(cairo_status(cr))
      return RenderedImage(copying: surface)
    }
  }
}

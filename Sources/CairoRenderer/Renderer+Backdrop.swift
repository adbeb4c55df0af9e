import CCairo
import Foundation
import TransitionKit

/// Blur effects: what is behind a `VisualEffectView` is drawn again, into a small image, up
/// to the effect view itself, then blurred, saturated, tinted and painted back.
///
/// The image is drawn at a fraction of the device resolution chosen so that the blur's
/// standard deviation is a few of its pixels (a 30-point blur at scale 1 is drawn at one
/// eighth), which costs a sixty-fourth of the pixels and blurs as well, since a blur that wide
/// keeps no detail finer than those pixels; the image reaches three standard deviations past
/// the view, so its edges blur with what is really beside them. The tint goes into the small
/// image when the view is fully opaque (painting a colour over a picture and then scaling it
/// up is the same as scaling it up and then painting the colour, as both are linear), which
/// saves painting it over every device pixel. While nothing behind the view changes, the image
/// is kept from frame to frame (see `BackdropCache`).
extension Renderer {
  /// The most a backdrop's resolution is reduced by, each way.
  static let backdropMaxReduction = 8.0
  /// The blur's standard deviation, in the backdrop image's pixels, that decides the reduction.
  static let backdropSigmaPixels = 2.5

  func drawBackdrop(of layer: BackdropLayer, in cr: OpaquePointer, opacity: Double) {
    let state = layer.presentationBackdrop
    let g = layer.presentationGeometry
    let bounds = g.bounds
    guard bounds.width > 0, bounds.height > 0 else { return }
    cairo_save(cr)
    CairoPath.addLayerShape(
      cr, bounds, radius: g.cornerRadius, corners: layer.maskedCorners, curve: layer.cornerCurve)
    cairo_clip(cr)
    let radius = state.blurRadius(for: appearance)
    let tint = state.tint?.resolved(for: appearance)
    var tinted = false
    if radius > 0.01 || state.saturation != 1 {
      tinted = paintBlurredBackdrop(
        of: layer, bounds: bounds, radius: radius, saturation: state.saturation,
        tint: opacity >= 1 ? tint : nil, in: cr, opacity: opacity)
    }
    if !tinted, let tint, tint.alpha > 0 {
      CairoDrawing.setColor(cr, tint, opacity: opacity)
      cairo_paint(cr)
    }
    cairo_restore(cr)
  }

  /// Paints the blurred backdrop, with `tint` over it when one is given; whether the tint was
  /// painted.
  private func paintBlurredBackdrop(
    of layer: BackdropLayer, bounds: Rect, radius: Double, saturation: Double, tint: RGBA?,
    in cr: OpaquePointer, opacity: Double
  ) -> Bool {
    // Drawn into the frame's own context only: inside an offscreen picture (a projected layer,
    // a snapshot) the frame's matrix does not lead to the view, and the tint alone shows.
    guard let root = frameRoot, backdropDepth == 0, cr == frameContext else { return false }
    var here = cairo_matrix_t()
    cairo_get_matrix(cr, &here)
    let userScale = (abs(here.xx * here.yy - here.xy * here.yx)).squareRoot() * deviceScale
    guard userScale > 0 else { return false }
    var toLocal = here
    guard cairo_matrix_invert(&toLocal) == CAIRO_STATUS_SUCCESS else { return false }
    var rootToLocal = cairo_matrix_t()
    var base = frameMatrix
    cairo_matrix_multiply(&rootToLocal, &base, &toLocal)
    let sigmaDevice = radius * userScale
    let reduction = Swift.min(
      Swift.max((sigmaDevice / Self.backdropSigmaPixels).rounded(.down), 1),
      Self.backdropMaxReduction)
    let pixelsPerPoint = userScale / reduction
    let margin = 3 * radius
    var region = bounds.insetBy(dx: -margin, dy: -margin)
    // Not past what the frame draws on (the screen): beyond it nothing is drawn, and the blur
    // extends the edge instead, as UIKit's does.
    let screen = frameClip
    let corners = [
      (screen.minX, screen.minY), (screen.maxX, screen.minY), (screen.maxX, screen.maxY),
      (screen.minX, screen.maxY),
    ].map { corner -> Point in
      var x = corner.0
      var y = corner.1
      cairo_matrix_transform_point(&rootToLocal, &x, &y)
      return Point(x: x, y: y)
    }
    if let visible = region.intersection(Path.bounds(of: corners)) { region = visible }
    let tint = tint.flatMap { $0.alpha > 0 ? $0 : nil }
    var key: BackdropCache.Key?
    if keepsBlurredBackdrops, let view = layer.view,
      let content = FrozenContent(of: root, before: view)
    {
      key = BackdropCache.Key(
        content: content, region: region, pixelsPerPoint: pixelsPerPoint,
        sigma: sigmaDevice / reduction, saturation: saturation, tint: tint,
        rootToLocal: Self.numbers(rootToLocal), appearance: appearance)
    }
    if let key, let kept = backdrops.entry(for: layer, key: key, frame: frame) {
      paintKeptBackdrop(kept, in: cr, opacity: opacity)
      return tint != nil
    }
    guard
      let surface = blurredBackdrop(
        of: layer, root: root, region: region, pixelsPerPoint: pixelsPerPoint,
        rootToLocal: rootToLocal, sigma: sigmaDevice / reduction, saturation: saturation,
        tint: tint)
    else { return false }
    defer { cairo_surface_destroy(surface) }
    if let key, let view = layer.view {
      backdrops.store(surface, for: layer, key: key, root: root, stop: view, frame: frame)
    }
    paintScaledUp(surface, region: region, pixelsPerPoint: pixelsPerPoint, in: cr, opacity: opacity)
    return tint != nil
  }

  /// What is behind `layer` in `region` (its points), drawn at `pixelsPerPoint`, blurred,
  /// saturated and tinted; the caller destroys it.
  private func blurredBackdrop(
    of layer: BackdropLayer, root: View, region: Rect, pixelsPerPoint: Double,
    rootToLocal: cairo_matrix_t, sigma: Double, saturation: Double, tint: RGBA?
  ) -> OpaquePointer? {
    let width = Int32((region.width * pixelsPerPoint).rounded(.up))
    let height = Int32((region.height * pixelsPerPoint).rounded(.up))
    guard width > 0, height > 0, Int(width) * Int(height) < 16_000_000,
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
    else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      return nil
    }
    var rootToLocal = rootToLocal
    let context = cairo_create(surface)!
    cairo_scale(context, pixelsPerPoint, pixelsPerPoint)
    cairo_translate(context, -region.minX, -region.minY)
    cairo_transform(context, &rootToLocal)
    let savedStop = backdropStop
    let savedStopped = backdropStopped
    backdropStop = ObjectIdentifier(layer)
    backdropStopped = false
    backdropDepth += 1
    drawView(root, in: context, opacity: 1, placement: framePlacement)
    backdropDepth -= 1
    backdropStop = savedStop
    backdropStopped = savedStopped
    cairo_destroy(context)
    cairo_surface_flush(surface)
    let data = cairo_image_surface_get_data(surface)!
    let stride = Int(cairo_image_surface_get_stride(surface))
    ImageBlur.blur(data, width: Int(width), height: Int(height), stride: stride, sigma: sigma)
    ImageBlur.saturate(
      data, width: Int(width), height: Int(height), stride: stride, amount: saturation)
    cairo_surface_mark_dirty(surface)
    if let tint {
      let context = cairo_create(surface)!
      CairoDrawing.setColor(context, tint)
      cairo_paint(context)
      cairo_destroy(context)
    }
    return surface
  }

  static func numbers(_ m: cairo_matrix_t) -> [Double] { [m.xx, m.yx, m.xy, m.yy, m.x0, m.y0] }
}

import CCairo
import Foundation
import TransitionKit

/// Drawing a layer in the middle of a transition (`LayerTransition`, UIKit's view
/// transitions): the picture from before and the content now, put together by the
/// transition's kind.
///
/// - A fade mixes them, each as one picture.
/// - A flip turns the layer about its vertical (left, right) or horizontal (top, bottom)
///   middle with a perspective of twice its width (or height): the old picture on its front
///   for the first half, the new content on its back for the second, drawn through the same
///   mesh projection as any 3-D layer.
/// - A push, move-in or reveal slides the pictures from the side named.
/// - A curl is drawn as a fold, not a rolled page: a line across the page moves from the
///   bottom-right corner (curl up) toward the top left; the page beyond it is drawn turned
///   over onto itself — reflected in the line, a light back with the page faint through it —
///   over the new content it uncovers, with a soft shadow along the fold. Curl down plays it
///   backwards with the pictures swapped.
extension Renderer {
  /// The flip's perspective distance, in widths (or heights) of the layer.
  static let flipPerspectiveSpans = 2.0
  /// The width of the shadow along a curl's fold, in points.
  static let curlShadowPoints = 24.0

  func drawTransition(
    _ state: LayerTransitionState, of view: View, layer: Layer, in cr: OpaquePointer,
    opacity: Double
  ) {
    let bounds = layer.presentationGeometry.bounds
    let p = Swift.min(Swift.max(state.progress, 0), 1)
    let old: (OpaquePointer, Double) -> Void = { context, alpha in
      self.drawOldPicture(state.oldPicture, in: bounds, context: context, opacity: alpha)
    }
    let new: (OpaquePointer, Double) -> Void = { context, alpha in
      self.drawCurrent(layer, in: context, opacity: alpha)
    }
    switch state.type {
    case .fade:
      grouped(cr, opacity: opacity * (1 - p)) { old(cr, 1) }
      grouped(cr, opacity: opacity * p) { new(cr, 1) }
    case .flip:
      let vertical = state.subtype == .fromTop || state.subtype == .fromBottom
      let sign: Double = state.subtype == .fromRight || state.subtype == .fromBottom ? -1 : 1
      let angle = sign * (p < 0.5 ? p : p - 1) * .pi
      let span = vertical ? bounds.height : bounds.width
      var turn = Transform3D(
        rotationAngle: angle, x: vertical ? 1 : 0, y: vertical ? 0 : 1, z: 0)
      var perspective = Transform3D.identity
      perspective.m34 = -1 / Swift.max(Self.flipPerspectiveSpans * span, 1)
      turn = Transform3D(translationX: -bounds.midX, y: -bounds.midY, z: 0)
        .concatenating(turn).concatenating(perspective)
        .concatenating(Transform3D(translationX: bounds.midX, y: bounds.midY, z: 0))
      drawProjectedPicture(
        bounds: bounds, through: turn.flattened, in: cr, opacity: opacity,
        draw: p < 0.5 ? { old($0, 1) } : { new($0, 1) })
    case .push, .moveIn, .reveal:
      let (dx, dy) = Self.slide(state.subtype, bounds: bounds)
      cairo_save(cr)
      cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
      cairo_clip(cr)
      let oldShift = state.type == .moveIn ? 0 : -p
      let newShift = state.type == .reveal ? 0 : 1 - p
      let drawOldOnTop = state.type == .reveal
      func at(_ shift: Double, _ body: () -> Void) {
        cairo_save(cr)
        cairo_translate(cr, dx * shift, dy * shift)
        body()
        cairo_restore(cr)
      }
      if drawOldOnTop {
        at(newShift) { new(cr, opacity) }
        at(oldShift) { old(cr, opacity) }
      } else {
        at(oldShift) { old(cr, opacity) }
        at(newShift) { new(cr, opacity) }
      }
      cairo_restore(cr)
    default:
      let down = state.type == .curlDown
      drawCurl(
        bounds: bounds, progress: down ? 1 - p : p, in: cr, opacity: opacity,
        page: down ? { new($0, $1) } : { old($0, $1) },
        under: down ? { old($0, $1) } : { new($0, $1) })
    }
  }

  /// How far a slide moves the content, by the side it comes from.
  private static func slide(_ subtype: TransitionSubtype?, bounds: Rect) -> (Double, Double) {
    switch subtype {
    case .fromLeft?: (-bounds.width, 0)
    case .fromTop?: (0, -bounds.height)
    case .fromBottom?: (0, bounds.height)
    default: (bounds.width, 0)
    }
  }

  /// The layer's content now: its paints, sublayers and border, in its bounds coordinates.
  private func drawCurrent(_ layer: Layer, in cr: OpaquePointer, opacity: Double) {
    grouped(cr, opacity: opacity) {
      cairo_save(cr)
      drawOwnPaints(layer, in: cr, opacity: 1)
      drawSublayers(of: layer, in: cr, opacity: 1)
      cairo_restore(cr)
      drawBorder(of: layer, in: cr, opacity: 1)
    }
  }

  /// The picture from before, its bounds laid over `bounds`.
  private func drawOldPicture(
    _ picture: View, in bounds: Rect, context: OpaquePointer, opacity: Double
  ) {
    let own = picture.presentation.bounds
    drawView(
      picture, in: context, opacity: opacity,
      placement: AffineTransform(translationX: bounds.minX - own.minX, y: bounds.minY - own.minY))
  }

  /// Runs `body` as one picture painted at `opacity` (directly when it is 1).
  func grouped(_ cr: OpaquePointer, opacity: Double, _ body: () -> Void) {
    guard opacity > 0 else { return }
    if opacity >= 1 {
      body()
      return
    }
    cairo_push_group(cr)
    body()
    cairo_pop_group_to_source(cr)
    cairo_paint_with_alpha(cr, opacity)
  }

  /// Draws what `draw` paints within `bounds` through a projection, by the mesh.
  private func drawProjectedPicture(
    bounds: Rect, through projection: PlaneProjection, in cr: OpaquePointer, opacity: Double,
    draw: (OpaquePointer) -> Void
  ) {
    let polygon = Self.clip(
      Self.corners(of: bounds), to: projection, minimumWeight: Self.nearPlaneWeight)
    guard polygon.count >= 3 else { return }
    var ctm = cairo_matrix_t()
    cairo_get_matrix(cr, &ctm)
    let userScale = (abs(ctm.xx * ctm.yy - ctm.xy * ctm.yx)).squareRoot() * deviceScale
    let pixelsPerPoint = Swift.min(
      Swift.max(userScale, 0.05), Self.projectedMaxPixels / Swift.max(bounds.width, bounds.height))
    drawMesh(polygon: polygon, through: projection, in: cr, opacity: opacity) {
      self.makeFlatPicture(extent: bounds, pixelsPerPoint: pixelsPerPoint, draw: draw)
    }
  }

  /// The fold standing for a page curl (see the type's description).
  private func drawCurl(
    bounds: Rect, progress p: Double, in cr: OpaquePointer, opacity: Double,
    page: (OpaquePointer, Double) -> Void, under: (OpaquePointer, Double) -> Void
  ) {
    cairo_save(cr)
    cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
    cairo_clip(cr)
    under(cr, opacity)
    let corner = Point(x: bounds.maxX, y: bounds.maxY)
    let diagonal = (bounds.width * bounds.width + bounds.height * bounds.height).squareRoot()
    guard diagonal > 0 else {
      cairo_restore(cr)
      return
    }
    // The fold line: perpendicular to the diagonal, `reach` points in from the corner; past
    // the end it has crossed the whole page.
    let d = Vector(dx: -bounds.width / diagonal, dy: -bounds.height / diagonal)
    let reach = p * diagonal * 1.15
    let foot = Point(x: corner.x + d.dx * reach / 2, y: corner.y + d.dy * reach / 2)
    let n = d
    let far = 2 * diagonal
    // The flat part: everything on the far side of the fold from the corner.
    func halfPlane(_ side: Double) {
      let along = Vector(dx: -n.dy, dy: n.dx)
      let a = Point(x: foot.x + along.dx * far, y: foot.y + along.dy * far)
      let b = Point(x: foot.x - along.dx * far, y: foot.y - along.dy * far)
      cairo_move_to(cr, a.x, a.y)
      cairo_line_to(cr, b.x, b.y)
      cairo_line_to(cr, b.x + n.dx * far * side, b.y + n.dy * far * side)
      cairo_line_to(cr, a.x + n.dx * far * side, a.y + n.dy * far * side)
      cairo_close_path(cr)
    }
    cairo_save(cr)
    halfPlane(1)
    cairo_clip(cr)
    page(cr, opacity)
    // The page's back: its lifted part reflected in the fold, light, the page faint through.
    let reflect = Self.reflection(across: foot, normal: n)
    cairo_save(cr)
    CairoDrawing.concatenate(cr, reflect)
    cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
    cairo_clip(cr)
    halfPlane(-1)
    cairo_clip(cr)
    cairo_set_source_rgba(cr, 0.96, 0.96, 0.96, opacity)
    cairo_paint(cr)
    page(cr, opacity * 0.2)
    cairo_restore(cr)
    // A soft shadow on the flat page along the fold, growing in over the first
    // `curlShadowPoints` of the fold's travel, so that the page at rest is drawn unchanged.
    let shadow = cairo_pattern_create_linear(
      foot.x, foot.y, foot.x + n.dx * Self.curlShadowPoints, foot.y + n.dy * Self.curlShadowPoints)!
    let shadowWeight = Swift.min(1, reach / Self.curlShadowPoints)
    cairo_pattern_add_color_stop_rgba(shadow, 0, 0, 0, 0, 0.3 * opacity * shadowWeight)
    cairo_pattern_add_color_stop_rgba(shadow, 1, 0, 0, 0, 0)
    cairo_set_source(cr, shadow)
    cairo_paint(cr)
    cairo_pattern_destroy(shadow)
    cairo_restore(cr)
    cairo_restore(cr)
  }

  /// The reflection in the line through `point` perpendicular to the unit vector `normal`.
  private static func reflection(across point: Point, normal n: Vector) -> AffineTransform {
    let a = 1 - 2 * n.dx * n.dx
    let b = -2 * n.dx * n.dy
    let d = 1 - 2 * n.dy * n.dy
    let dot = point.x * n.dx + point.y * n.dy
    return AffineTransform(a: a, b: b, c: b, d: d, tx: 2 * dot * n.dx, ty: 2 * dot * n.dy)
  }
}

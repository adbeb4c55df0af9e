import CCairo
import Foundation
import TransitionKit

/// Drawing a layer through a projection with perspective, which cairo cannot do: cairo's
/// matrices are affine.
///
/// The layer (and everything in it) is drawn flat into an image in its own plane — as Core
/// Animation keeps a layer's content, at the device's pixels per point, so what a perspective
/// magnifies is sampled between pixels, not drawn again larger — and only as much of it as the
/// screen can show. The image is then resampled onto the screen's pixels through the exact
/// projection (see `Renderer+ProjectionMapping.swift`): every device pixel the layer covers
/// gets the picture at the point the projection takes it to, and the result is painted through
/// the layer's exactly projected outline, antialiased. There are no pieces, so there are no
/// seams. Where the plane passes behind the viewer, it is cut off just in front of it.
extension Renderer {
  /// The smallest projective weight drawn (relative to the layer's centre): nearer than this
  /// to the viewer's plane is cut off.
  static let nearPlaneWeight = 0.02
  /// The largest side, in pixels, of a layer's flat picture.
  static let projectedMaxPixels = 4096.0

  /// What drawing a layer through a projection works out before it draws anything.
  struct ProjectionPlan {
    /// What the layer holds, in its bounds coordinates.
    var extent: Rect
    /// The projection, normalised so that its weight is 1 at the extent's centre.
    var h: PlaneProjection
    /// The layer's outline (layer points), cut off just in front of the viewer.
    var polygon: [Point]
    /// Pixels per point of the whole layer's flat picture.
    var pixelsPerPoint: Double
    /// The part of the extent the screen can show.
    var shown: Rect
  }

  /// The plan for drawing `layer` through `projection` into `cr`, or `nil` when nothing of it
  /// shows.
  func projectionPlan(_ layer: Layer, through projection: PlaneProjection, in cr: OpaquePointer)
    -> ProjectionPlan?
  {
    guard let extent = layerExtent(layer) ?? Optional(layer.presentationGeometry.bounds),
      extent.width > 0, extent.height > 0, extent.isFinite
    else { return nil }
    // Normalised so that w is 1 at the extent's centre.
    let centerW = projection.w(extent.midX, extent.midY)
    guard centerW > 0 else { return nil }
    let k = 1 / centerW
    let h = PlaneProjection(
      m11: projection.m11 * k, m12: projection.m12 * k, m13: projection.m13 * k,
      m21: projection.m21 * k, m22: projection.m22 * k, m23: projection.m23 * k,
      m31: projection.m31 * k, m32: projection.m32 * k, m33: projection.m33 * k)
    let polygon = Self.clip(Self.corners(of: extent), to: h, minimumWeight: Self.nearPlaneWeight)
    guard polygon.count >= 3 else { return nil }
    var ctm = cairo_matrix_t()
    cairo_get_matrix(cr, &ctm)
    let userScale = (abs(ctm.xx * ctm.yy - ctm.xy * ctm.yx)).squareRoot() * deviceScale
    guard userScale > 0 else { return nil }
    // Pixels per point of the flat picture: the device's, or fewer where the projection
    // shrinks every edge.
    var stretch = 0.0
    for index in polygon.indices {
      let a = polygon[index]
      let b = polygon[(index + 1) % polygon.count]
      let source = a.distance(to: b)
      guard source > 0, let pa = h.apply(a), let pb = h.apply(b) else { continue }
      stretch = Swift.max(stretch, pa.distance(to: pb) / source)
    }
    var shown = extent
    if let reach = Self.clipOnPlane(through: h, in: cr) {
      // Nothing on the screen: nothing to draw.
      guard let visible = extent.intersection(reach) else { return nil }
      shown = visible
    }
    let pixelsPerPoint = Swift.min(Swift.max(stretch, 0.05), 1) * userScale
    return ProjectionPlan(
      extent: extent, h: h, polygon: polygon, pixelsPerPoint: pixelsPerPoint, shown: shown)
  }

  /// The fingerprint of the layer's content when its whole picture may be kept at `plan`'s
  /// pixels per point, else `nil`.
  func keptContent(of layer: Layer, plan: ProjectionPlan) -> FrozenContent? {
    guard keepsProjectedPictures,
      Swift.max(plan.extent.width, plan.extent.height) * plan.pixelsPerPoint
        <= Self.projectedMaxPixels
    else { return nil }
    let id = ObjectIdentifier(layer)
    if let known = frameContent, known.frame == frame, known.layer == id { return known.content }
    let content = FrozenContent(of: layer)
    frameContent = (frame, id, content)
    return content
  }

  func drawProjected(
    _ layer: Layer, through projection: PlaneProjection, in cr: OpaquePointer, opacity: Double
  ) {
    guard let plan = projectionPlan(layer, through: projection, in: cr) else { return }
    let (extent, h, polygon, pixelsPerPoint, shown) = (
      plan.extent, plan.h, plan.polygon, plan.pixelsPerPoint, plan.shown
    )
    if let content = keptContent(of: layer, plan: plan) {
      // Content that stays the same from frame to frame: the whole layer's picture, kept.
      drawMesh(polygon: polygon, through: h, in: cr, opacity: opacity) {
        self.keptFlatPicture(
          of: layer, content: content, extent: extent, pixelsPerPoint: pixelsPerPoint)
      }
      return
    }
    let shownPixelsPerPoint = Swift.min(
      pixelsPerPoint, Self.projectedMaxPixels / Swift.max(shown.width, shown.height))
    drawMesh(polygon: polygon, through: h, in: cr, opacity: opacity) {
      self.flatPicture(of: layer, extent: shown, pixelsPerPoint: shownPixelsPerPoint)
    }
  }

  /// The picture of a layer whose content has a fingerprint: the one kept from an earlier
  /// frame when nothing in it changed, else drawn now and kept.
  private func keptFlatPicture(
    of layer: Layer, content: FrozenContent, extent: Rect, pixelsPerPoint: Double
  ) -> FlatPicture? {
    if let kept = projectedPictures.picture(
      for: layer, content: content, extent: extent, pixelsPerPoint: pixelsPerPoint,
      appearance: appearance, frame: frame)
    {
      return kept
    }
    guard
      var picture = flatPicture(of: layer, extent: extent, pixelsPerPoint: pixelsPerPoint)
    else { return nil }
    // Looked at once, as the picture is kept: where it is opaque, its resampled pixels are
    // copied over the screen and hide what is under them.
    picture.opaqueBounds = Self.opaqueBounds(
      of: picture, within: layer.presentationGeometry.bounds)
    projectedPictures.store(
      picture, for: layer, content: content, extent: extent, pixelsPerPoint: pixelsPerPoint,
      appearance: appearance, frame: frame)
    return picture
  }

  /// The rectangle of the layer's plane (layer points) that `h` takes onto the context's
  /// clip, a few points wider, so a picture of it is sampled beyond its edge only off the
  /// screen; `nil` when some of the clip does not trace back onto the plane in front of the
  /// viewer.
  static func clipOnPlane(through h: PlaneProjection, in cr: OpaquePointer) -> Rect? {
    guard let inverse = h.inverted() else { return nil }
    var x0 = 0.0
    var y0 = 0.0
    var x1 = 0.0
    var y1 = 0.0
    cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
    var back: [Point] = []
    for corner in [(x0, y0), (x1, y0), (x1, y1), (x0, y1)] {
      // Where the ray through the corner meets the plane, if in front of the viewer.
      let w = inverse.w(corner.0, corner.1)
      guard abs(w) > 1e-12 else { return nil }
      let p = Point(
        x: (corner.0 * inverse.m11 + corner.1 * inverse.m21 + inverse.m31) / w,
        y: (corner.0 * inverse.m12 + corner.1 * inverse.m22 + inverse.m32) / w)
      guard h.w(p.x, p.y) > 0 else { return nil }
      back.append(p)
    }
    let margin = 4.0
    return Path.bounds(of: back).insetBy(dx: -margin, dy: -margin)
  }

  /// The part of a convex polygon where the projection's weight is at least `minimumWeight`
  /// (Sutherland–Hodgman against one line: w is affine in x and y).
  static func clip(_ polygon: [Point], to h: PlaneProjection, minimumWeight: Double) -> [Point] {
    var result: [Point] = []
    for index in polygon.indices {
      let a = polygon[index]
      let b = polygon[(index + 1) % polygon.count]
      let wa = h.w(a.x, a.y) - minimumWeight
      let wb = h.w(b.x, b.y) - minimumWeight
      if wa >= 0 { result.append(a) }
      if (wa >= 0) != (wb >= 0) {
        let t = wa / (wa - wb)
        result.append(Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
      }
    }
    return result
  }

  static func corners(of rect: Rect) -> [Point] {
    [
      Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
      Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY),
    ]
  }
}

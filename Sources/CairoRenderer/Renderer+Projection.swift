import CCairo
import Foundation
import TransitionKit

/// Drawing a layer through a projection with perspective, which cairo cannot do: cairo's
/// matrices are affine.
///
/// The layer (and everything in it) is drawn flat into an image in its own plane, at the
/// resolution the projection needs, then the image is mapped onto the screen through a mesh:
/// the layer's plane is cut into a grid of cells, each cell into two triangles, and each
/// triangle drawn with the affine map that takes its three corners exactly where the
/// projection takes them. The grid is refined until every triangle is within a quarter of a
/// device pixel of the projection (measured at the midpoints of its edges). The triangles are
/// filled without antialiasing, so each pixel belongs to exactly one of them and no seam shows
/// between two; the mesh reaches a pixel or two beyond the layer (the picture's edge pixels
/// extended), and is painted through the layer's exact outline — straight lines between its
/// exactly projected corners — filled with antialiasing, so the silhouette is exact and smooth.
/// Where the plane passes behind the viewer, it is cut off just in front of it.
extension Renderer {
  /// The largest distance, in device pixels, a mesh triangle may be from the projection.
  static let meshTolerancePixels = 0.25
  /// The most cells along each side of the mesh.
  static let meshMaxCells = 48
  /// The smallest projective weight drawn (relative to the layer's centre): nearer than this
  /// to the viewer's plane is cut off.
  static let nearPlaneWeight = 0.02
  /// The largest side, in pixels, of a layer's flat picture.
  static let projectedMaxPixels = 4096.0

  func drawProjected(
    _ layer: Layer, through projection: PlaneProjection, in cr: OpaquePointer, opacity: Double
  ) {
    guard let extent = layerExtent(layer) ?? Optional(layer.presentationGeometry.bounds),
      extent.width > 0, extent.height > 0, extent.isFinite
    else { return }
    // Normalised so that w is 1 at the extent's centre.
    let centerW = projection.w(extent.midX, extent.midY)
    guard centerW > 0 else { return }
    let k = 1 / centerW
    let h = PlaneProjection(
      m11: projection.m11 * k, m12: projection.m12 * k, m13: projection.m13 * k,
      m21: projection.m21 * k, m22: projection.m22 * k, m23: projection.m23 * k,
      m31: projection.m31 * k, m32: projection.m32 * k, m33: projection.m33 * k)
    let polygon = Self.clip(Self.corners(of: extent), to: h, minimumWeight: Self.nearPlaneWeight)
    guard polygon.count >= 3 else { return }
    var ctm = cairo_matrix_t()
    cairo_get_matrix(cr, &ctm)
    let userScale = (abs(ctm.xx * ctm.yy - ctm.xy * ctm.yx)).squareRoot() * deviceScale
    guard userScale > 0 else { return }
    // Pixels per point of the flat picture: as fine as the most stretched edge needs.
    var stretch = 0.0
    for index in polygon.indices {
      let a = polygon[index]
      let b = polygon[(index + 1) % polygon.count]
      let source = a.distance(to: b)
      guard source > 0, let pa = h.apply(a), let pb = h.apply(b) else { continue }
      stretch = Swift.max(stretch, pa.distance(to: pb) / source)
    }
    var pixelsPerPoint = Swift.min(Swift.max(stretch * userScale, 0.05), 3 * deviceScale)
    pixelsPerPoint = Swift.min(
      pixelsPerPoint, Self.projectedMaxPixels / Swift.max(extent.width, extent.height))
    guard let picture = flatPicture(of: layer, extent: extent, pixelsPerPoint: pixelsPerPoint)
    else { return }
    defer { cairo_surface_destroy(picture.surface) }
    drawMesh(
      picture, polygon: polygon, extent: extent, through: h, in: cr, opacity: opacity,
      tolerance: Self.meshTolerancePixels / userScale)
  }

  /// A layer drawn flat into an image covering `extent` (in its bounds coordinates): a
  /// snapshot's picture as it is cached, anything else rendered now.
  struct FlatPicture {
    var surface: OpaquePointer
    /// Image pixels per point along x and y, and the point the image's origin shows.
    var scaleX: Double
    var scaleY: Double
    var origin: Point
  }

  func flatPicture(of layer: Layer, extent: Rect, pixelsPerPoint: Double) -> FlatPicture? {
    let g = layer.presentationGeometry
    if let snapshot = layer.view as? SnapshotView, snapshot.subviews.isEmpty,
      !layer.hasOwnSublayers, layer.mask == nil, layer.presentationState.borderWidth == 0,
      g.backgroundColor == nil, g.shadowOpacity == 0, layer.presentedTransition == nil,
      !layer.masksToBounds || g.cornerRadius <= 0,
      let cached = snapshots.picture(
        of: snapshot, appearance: appearance, scale: deviceScale,
        render: { content, context in
          self.drawView(
            content, in: context, opacity: 1, placement: content.presentation.transformToSuperview)
        })
    {
      cairo_surface_reference(cached.surface)
      let width = Double(cairo_image_surface_get_width(cached.surface))
      let height = Double(cairo_image_surface_get_height(cached.surface))
      return FlatPicture(
        surface: cached.surface, scaleX: width / g.bounds.width, scaleY: height / g.bounds.height,
        origin: g.bounds.origin)
    }
    // Whole pixels across the extent, so that edges on it fall between pixels and are not
    // blended with the transparent outside when the picture is sampled.
    let width = Int32((extent.width * pixelsPerPoint).rounded(.up))
    let height = Int32((extent.height * pixelsPerPoint).rounded(.up))
    guard width > 0, height > 0,
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else { return nil }
    let scaleX = Double(width) / extent.width
    let scaleY = Double(height) / extent.height
    let context = cairo_create(surface)!
    cairo_scale(context, scaleX, scaleY)
    cairo_translate(context, -extent.minX, -extent.minY)
    drawLayerBody(layer, in: context, opacity: 1)
    cairo_destroy(context)
    cairo_surface_flush(surface)
    return FlatPicture(surface: surface, scaleX: scaleX, scaleY: scaleY, origin: extent.origin)
  }

  /// Maps the picture onto the context through `h`, triangle by triangle.
  func drawMesh(
    _ picture: FlatPicture, polygon: [Point], extent: Rect, through h: PlaneProjection,
    in cr: OpaquePointer, opacity: Double, tolerance: Double
  ) {
    let projected = polygon.compactMap { h.apply($0) }
    guard projected.count == polygon.count else { return }
    // The mesh reaches past the outline by two device pixels where the outline is least
    // stretched.
    var shrink = Double.infinity
    for index in polygon.indices {
      let a = polygon[index]
      let b = polygon[(index + 1) % polygon.count]
      let source = a.distance(to: b)
      if source > 0 {
        shrink = Swift.min(
          shrink, projected[index].distance(to: projected[(index + 1) % projected.count]) / source)
      }
    }
    let margin =
      shrink.isFinite && shrink > 1e-6
      ? Swift.min(tolerance * 8 / shrink, extent.width / 4, extent.height / 4) : 0
    let meshExtent = extent.insetBy(dx: -margin, dy: -margin)
    let (columns, rows) = Self.meshSize(extent: meshExtent, through: h, tolerance: tolerance)
    let box = Path.bounds(of: projected)
    cairo_save(cr)
    cairo_rectangle(cr, box.minX - 2, box.minY - 2, box.width + 4, box.height + 4)
    cairo_clip(cr)
    cairo_push_group(cr)
    groupsInFrame += 1
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
    let pattern = cairo_pattern_create_for_surface(picture.surface)!
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    let cellWidth = meshExtent.width / Double(columns)
    let cellHeight = meshExtent.height / Double(rows)
    for row in 0..<rows {
      for column in 0..<columns {
        let cell = Rect(
          x: meshExtent.minX + Double(column) * cellWidth,
          y: meshExtent.minY + Double(row) * cellHeight,
          width: cellWidth, height: cellHeight)
        let piece = Self.clip(Self.corners(of: cell), to: h, minimumWeight: Self.nearPlaneWeight)
        guard piece.count >= 3 else { continue }
        for index in 1..<(piece.count - 1) {
          drawTriangle(
            (piece[0], piece[index], piece[index + 1]), of: picture, pattern: pattern, through: h,
            in: cr)
        }
      }
    }
    cairo_pattern_destroy(pattern)
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
    let mesh = cairo_pop_group(cr)!
    if opacity < 1 { cairo_push_group(cr) }
    cairo_set_source(cr, mesh)
    cairo_new_path(cr)
    cairo_move_to(cr, projected[0].x, projected[0].y)
    for point in projected.dropFirst() { cairo_line_to(cr, point.x, point.y) }
    cairo_close_path(cr)
    cairo_fill(cr)
    cairo_pattern_destroy(mesh)
    if opacity < 1 {
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, opacity)
    }
    cairo_restore(cr)
  }

  /// One triangle of the mesh: its corners where the projection takes them, filled with the
  /// picture through the affine map those three corners define.
  private func drawTriangle(
    _ t: (Point, Point, Point), of picture: FlatPicture, pattern: OpaquePointer,
    through h: PlaneProjection, in cr: OpaquePointer
  ) {
    guard let d0 = h.apply(t.0), let d1 = h.apply(t.1), let d2 = h.apply(t.2) else { return }
    func pixel(_ p: Point) -> Point {
      Point(
        x: (p.x - picture.origin.x) * picture.scaleX, y: (p.y - picture.origin.y) * picture.scaleY)
    }
    let s0 = pixel(t.0)
    let s1 = pixel(t.1)
    let s2 = pixel(t.2)
    // The affine map from picture pixels to user space through the three correspondences.
    let ux = s1.x - s0.x
    let uy = s1.y - s0.y
    let vx = s2.x - s0.x
    let vy = s2.y - s0.y
    let det = ux * vy - uy * vx
    guard abs(det) > 1e-12 else { return }
    let ex = d1.x - d0.x
    let ey = d1.y - d0.y
    let fx = d2.x - d0.x
    let fy = d2.y - d0.y
    // [a c; b d] · (u, v) = (e, f) for both edges.
    let a = (ex * vy - fx * uy) / det
    let c = (fx * ux - ex * vx) / det
    let b = (ey * vy - fy * uy) / det
    let d = (fy * ux - ey * vx) / det
    let toUser = AffineTransform(
      a: a, b: b, c: c, d: d, tx: d0.x - a * s0.x - c * s0.y, ty: d0.y - b * s0.x - d * s0.y)
    guard Self.isDrawable(toUser) else { return }
    let toPixels = toUser.inverted()
    var matrix = cairo_matrix_t(
      xx: toPixels.a, yx: toPixels.b, xy: toPixels.c, yy: toPixels.d, x0: toPixels.tx,
      y0: toPixels.ty)
    cairo_pattern_set_matrix(pattern, &matrix)
    cairo_set_source(cr, pattern)
    cairo_move_to(cr, d0.x, d0.y)
    cairo_line_to(cr, d1.x, d1.y)
    cairo_line_to(cr, d2.x, d2.y)
    cairo_close_path(cr)
    cairo_fill(cr)
  }

  /// How many columns and rows the mesh needs for every triangle to stay within `tolerance`
  /// (user units) of the projection: refined where the error is largest, along x, along y, or
  /// across the cells' diagonals, up to `meshMaxCells` each way.
  static func meshSize(extent: Rect, through h: PlaneProjection, tolerance: Double) -> (Int, Int) {
    var columns = 1
    var rows = 1
    for _ in 0..<16 {
      let (ex, ey, ed) = meshError(extent: extent, columns: columns, rows: rows, through: h)
      let worst = Swift.max(ex, ey, ed)
      guard worst > tolerance else { break }
      let canX = columns < meshMaxCells
      let canY = rows < meshMaxCells
      guard canX || canY else { break }
      if (ex >= ey && ex >= ed && canX) || !canY {
        columns = Swift.min(columns * 2, meshMaxCells)
      } else if ey >= ed || !canX {
        rows = Swift.min(rows * 2, meshMaxCells)
      } else if extent.width / Double(columns) >= extent.height / Double(rows) {
        columns = Swift.min(columns * 2, meshMaxCells)
      } else {
        rows = Swift.min(rows * 2, meshMaxCells)
      }
    }
    return (columns, rows)
  }

  /// The largest distances between the projection and the mesh's affine pieces at the
  /// midpoints of horizontal edges, vertical edges and cell diagonals.
  static func meshError(extent: Rect, columns: Int, rows: Int, through h: PlaneProjection)
    -> (Double, Double, Double)
  {
    let dx = extent.width / Double(columns)
    let dy = extent.height / Double(rows)
    func p(_ x: Double, _ y: Double) -> Point? {
      h.w(x, y) > nearPlaneWeight ? h.apply(Point(x: x, y: y)) : nil
    }
    func gap(_ a: Point?, _ b: Point?, _ mid: Point?) -> Double {
      guard let a, let b, let mid else { return 0 }
      return mid.distance(to: Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2))
    }
    var ex = 0.0
    var ey = 0.0
    var ed = 0.0
    for row in 0...rows {
      for column in 0...columns {
        let x = extent.minX + Double(column) * dx
        let y = extent.minY + Double(row) * dy
        let here = p(x, y)
        if column < columns {
          ex = Swift.max(ex, gap(here, p(x + dx, y), p(x + dx / 2, y)))
        }
        if row < rows {
          ey = Swift.max(ey, gap(here, p(x, y + dy), p(x, y + dy / 2)))
        }
        if column < columns, row < rows {
          ed = Swift.max(ed, gap(p(x + dx, y), p(x, y + dy), p(x + dx / 2, y + dy / 2)))
        }
      }
    }
    return (ex, ey, ed)
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

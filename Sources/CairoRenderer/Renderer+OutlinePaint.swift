import CCairo
import TransitionKit

/// Painting a resampled layer through its projected outline.
///
/// Filling the outline with antialiasing makes cairo work out every pixel's coverage and blend
/// the picture through it, which for a full-screen flip costs more than the resampling. Most of
/// a projected layer's pixels lie well inside its outline, where the coverage is whole: so the
/// largest rectangle of whole device pixels found inside the outline is painted as a plain
/// rectangle (a copy of the picture's pixels over the screen's), and the outline is filled only
/// in the four bands around it, each clipped to whole pixels. A pixel's coverage is the same as
/// when the whole outline is filled — every pixel lies in exactly one of the parts, and the
/// cuts between them run along pixel edges — so the result is the same.
extension Renderer {
  /// Inner rectangles smaller than this fraction of the outline's box are not worth the split.
  static let innerRectangleMinimumShare = 0.25

  /// Paints the context's source within `outline` (user space), antialiased, at `opacity`;
  /// `outlinePixels` is the same outline in device pixels, `toPixels` user space → device
  /// pixels. `opaqueInside`, whole device pixels of the copied inside where the source is
  /// opaque, is copied over the screen's pixels at full opacity (the same result as blending
  /// an opaque source, without looking at its alpha).
  func paintThrough(
    outline: [Point], outlinePixels: [Point], toPixels: PlaneProjection, in cr: OpaquePointer,
    opacity: Double, opaqueInside: PixelArea? = nil
  ) {
    func paintOutline() {
      cairo_new_path(cr)
      cairo_move_to(cr, outline[0].x, outline[0].y)
      for point in outline.dropFirst() { cairo_line_to(cr, point.x, point.y) }
      cairo_close_path(cr)
      if opacity < 1 {
        cairo_clip(cr)
        cairo_paint_with_alpha(cr, opacity)
      } else {
        cairo_fill(cr)
      }
    }
    let box = Path.bounds(of: outlinePixels)
    guard let inner = Self.copiedInside(outlinePixels: outlinePixels, toPixels: toPixels) else {
      paintOutline()
      return
    }
    // Whole device pixels → user space.
    func rectangle(_ pixels: PixelArea) {
      let x0 = (Double(pixels.minX) - toPixels.m31) / toPixels.m11
      let x1 = (Double(pixels.maxX) - toPixels.m31) / toPixels.m11
      let y0 = (Double(pixels.minY) - toPixels.m32) / toPixels.m22
      let y1 = (Double(pixels.maxY) - toPixels.m32) / toPixels.m22
      cairo_rectangle(cr, Swift.min(x0, x1), Swift.min(y0, y1), abs(x1 - x0), abs(y1 - y0))
    }
    func clip(to pixels: PixelArea) {
      cairo_new_path(cr)
      rectangle(pixels)
      cairo_clip(cr)
    }
    cairo_save(cr)
    if opacity >= 1, let opaque = opaqueInside, cairo_get_operator(cr) == CAIRO_OPERATOR_OVER {
      cairo_save(cr)
      clip(to: opaque)
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      cairo_paint(cr)
      cairo_restore(cr)
      // The rest of the inside, blended: the inside with the opaque part cut out.
      cairo_new_path(cr)
      rectangle(inner)
      rectangle(opaque)
      cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
      cairo_clip(cr)
      cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    } else {
      clip(to: inner)
    }
    cairo_paint_with_alpha(cr, opacity)
    cairo_restore(cr)
    let outer = PixelArea(
      minX: Int(box.minX.rounded(.down)) - 1, minY: Int(box.minY.rounded(.down)) - 1,
      maxX: Int(box.maxX.rounded(.up)) + 1, maxY: Int(box.maxY.rounded(.up)) + 1)
    let bands = [
      PixelArea(minX: outer.minX, minY: outer.minY, maxX: outer.maxX, maxY: inner.minY),
      PixelArea(minX: outer.minX, minY: inner.maxY, maxX: outer.maxX, maxY: outer.maxY),
      PixelArea(minX: outer.minX, minY: inner.minY, maxX: inner.minX, maxY: inner.maxY),
      PixelArea(minX: inner.maxX, minY: inner.minY, maxX: outer.maxX, maxY: inner.maxY),
    ]
    for band in bands where band.width > 0 && band.height > 0 {
      cairo_save(cr)
      clip(to: band)
      paintOutline()
      cairo_restore(cr)
    }
  }

  /// The rectangle of whole device pixels `paintThrough` copies as it is (every other pixel
  /// of the outline is filled with antialiasing), or `nil` when it fills the whole outline.
  static func copiedInside(outlinePixels: [Point], toPixels: PlaneProjection) -> PixelArea? {
    guard toPixels.m12 == 0, toPixels.m21 == 0, toPixels.m11 != 0, toPixels.m22 != 0,
      let inner = innerRectangle(of: outlinePixels)
    else { return nil }
    let box = Path.bounds(of: outlinePixels)
    guard
      Double(inner.width * inner.height) >= innerRectangleMinimumShare * box.width * box.height
    else { return nil }
    return inner
  }

  /// A large rectangle of whole pixels inside a convex polygon: of the rectangles between two
  /// of its vertices' heights, as wide as the polygon is at both (a convex polygon is at least
  /// that wide at every height between), the largest; `nil` when none holds a pixel.
  static func innerRectangle(of polygon: [Point]) -> PixelArea? {
    let heights = polygon.map(\.y).sorted()
    var best: PixelArea?
    var bestArea = 0
    for (index, top) in heights.enumerated() {
      for bottom in heights[(index + 1)...] where bottom > top {
        guard let upper = span(of: polygon, at: top), let lower = span(of: polygon, at: bottom)
        else { continue }
        let candidate = PixelArea(
          minX: Int(Swift.max(upper.lowerBound, lower.lowerBound).rounded(.up)),
          minY: Int(top.rounded(.up)),
          maxX: Int(Swift.min(upper.upperBound, lower.upperBound).rounded(.down)),
          maxY: Int(bottom.rounded(.down)))
        guard candidate.width > 0, candidate.height > 0 else { continue }
        let area = candidate.width * candidate.height
        if area > bestArea {
          best = candidate
          bestArea = area
        }
      }
    }
    return best
  }

  /// Where a horizontal line at `y` crosses a convex polygon, from left to right.
  static func span(of polygon: [Point], at y: Double) -> ClosedRange<Double>? {
    var low = Double.infinity
    var high = -Double.infinity
    for index in polygon.indices {
      let a = polygon[index]
      let b = polygon[(index + 1) % polygon.count]
      if a.y == y {
        low = Swift.min(low, a.x)
        high = Swift.max(high, a.x)
      }
      guard (a.y < y && b.y > y) || (a.y > y && b.y < y) else { continue }
      let x = a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y)
      low = Swift.min(low, x)
      high = Swift.max(high, x)
    }
    guard low.isFinite, high.isFinite, low <= high else { return nil }
    return low...high
  }
}

import CCairo
import Foundation
import TransitionKit

extension DragPlot {
  /// The release in one line: when, where, how fast, by which rule, and what came of it.
  public var readout: String {
    guard let release = record.release else { return "no release read" }
    let landing = release.projectionIsRules ? "projected" : "would coast to"
    return String(
      format: "release %.2f s · progress %.2f · %.0f pt/s (%@) · %@ %.2f · %@ → %@",
      release.time, release.progress, release.velocity, release.estimator.rawValue, landing,
      release.projected, release.rule.rawValue, release.outcome)
  }

  func drawWords(_ cr: OpaquePointer, _ layout: Layout, size: Size, compact: Bool) {
    cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
    cairo_set_font_size(cr, compact ? 10 : 12)
    cairo_set_line_width(cr, 1)
    let position = layout.positionPanel
    let velocity = layout.velocityPanel
    // Time ticks under the velocity panel.
    let step = niceStep(layout.time.upperBound - layout.time.lowerBound, count: compact ? 4 : 6)
    var t = 0.0
    while t <= layout.time.upperBound + 1e-9 {
      let p = layout.point(time: t, velocity: layout.velocity.lowerBound)
      cairo_set_source_rgba(cr, ink, ink, ink, 0.6)
      line(cr, p, Point(x: p.x, y: p.y + 4))
      text(
        cr, String(format: step < 0.1 ? "%.2f" : "%.1f", t), at: Point(x: p.x, y: p.y + 15),
        align: 0.5)
      t += step
    }
    text(
      cr, "time (s)", at: Point(x: velocity.midX, y: velocity.maxY + (compact ? 27 : 32)),
      align: 0.5)
    // Progress ticks, and velocity ticks.
    let pStep = niceStep(layout.progress.upperBound - layout.progress.lowerBound, count: 4)
    var p = (layout.progress.lowerBound / pStep).rounded(.up) * pStep
    while p <= layout.progress.upperBound {
      let at = layout.point(time: layout.time.lowerBound, progress: p)
      text(
        cr, String(format: "%.2g", abs(p) < 1e-9 ? 0 : p), at: Point(x: at.x - 5, y: at.y + 4),
        align: 1)
      p += pStep
    }
    let vStep = niceStep(layout.velocity.upperBound - layout.velocity.lowerBound, count: 3)
    var v = (layout.velocity.lowerBound / vStep).rounded(.up) * vStep
    while v <= layout.velocity.upperBound {
      let at = layout.point(time: layout.time.lowerBound, velocity: v)
      text(
        cr, String(format: "%.0f", abs(v) < 1e-9 ? 0 : v), at: Point(x: at.x - 5, y: at.y + 4),
        align: 1)
      v += vStep
    }
    // Panel titles, inside each panel's top-left corner.
    text(
      cr, compact ? "progress" : "progress (1 = \(Int(record.distance.rounded())) pt)",
      at: Point(x: position.minX + 5, y: position.minY + 13), align: 0)
    text(
      cr, compact ? "pt/s" : "velocity (pt/s, + toward dismissal)",
      at: Point(x: velocity.minX, y: velocity.minY - 6), align: 0)
    // The title and the legend above the plot.
    cairo_set_font_size(cr, compact ? 11 : 13)
    text(cr, title, at: Point(x: position.minX, y: compact ? 14 : 18), align: 0)
    cairo_set_font_size(cr, compact ? 9.5 : 11)
    var items: [(String, (red: Double, green: Double, blue: Double))] = [
      ("finger", Self.fingerColor), ("view", Self.viewColor), ("landing", Self.landingColor),
    ]
    let used = record.release?.estimator ?? VelocityEstimator.seed.kind
    for (index, kind) in VelocityEstimator.Kind.allCases.enumerated() {
      let name = kind == used ? "\(kind.rawValue) (read)" : kind.rawValue
      items.append((name, Self.estimatorColors[index % Self.estimatorColors.count]))
    }
    var x = position.minX
    var y = compact ? 28.0 : 36.0
    for (name, color) in items {
      var extents = cairo_text_extents_t()
      cairo_text_extents(cr, name, &extents)
      if x + 14 + extents.x_advance > position.maxX {
        x = position.minX
        y += 12
      }
      setColor(cr, color)
      cairo_rectangle(cr, x, y - 8, 9, 9)
      cairo_fill(cr)
      text(cr, name, at: Point(x: x + 12, y: y), align: 0)
      x += extents.x_advance + 24
    }
    // The release, in words, at the bottom (the window's panel puts it under the plot).
    guard !compact else { return }
    cairo_set_font_size(cr, 11.5)
    text(cr, readout, at: Point(x: position.minX, y: size.height - (compact ? 5 : 8)), align: 0)
  }

  func text(_ cr: OpaquePointer, _ string: String, at point: Point, align: Double) {
    var extents = cairo_text_extents_t()
    cairo_text_extents(cr, string, &extents)
    cairo_set_source_rgb(cr, ink, ink, ink)
    cairo_move_to(cr, point.x - extents.x_advance * align, point.y)
    cairo_show_text(cr, string)
  }

  /// A round step (1, 2 or 5 times a power of ten) that cuts `span` into about `count` parts.
  func niceStep(_ span: Double, count: Int) -> Double {
    guard span > 0, span.isFinite else { return 1 }
    let raw = span / Double(max(count, 1))
    let power = pow(10, floor(log10(raw)))
    let f = raw / power
    let nice = f < 1.5 ? 1.0 : f < 3.5 ? 2.0 : f < 7.5 ? 5.0 : 10.0
    return nice * power
  }
}

import CCairo
import Foundation
import TransitionKit

extension DragPlot {
  func setColor(
    _ cr: OpaquePointer, _ c: (red: Double, green: Double, blue: Double), _ a: Double = 1
  ) {
    cairo_set_source_rgba(cr, c.red, c.green, c.blue, a)
  }

  func drawPanels(_ cr: OpaquePointer, _ layout: Layout, compact: Bool) {
    cairo_set_line_width(cr, 1)
    for panel in [layout.positionPanel, layout.velocityPanel] {
      cairo_set_source_rgba(cr, ink, ink, ink, 0.6)
      cairo_rectangle(cr, panel.minX, panel.minY, panel.width, panel.height)
      cairo_stroke(cr)
    }
    // Progress 0 and 1, and velocity 0, faint.
    cairo_set_source_rgba(cr, ink, ink, ink, 0.18)
    for p in [0.0, 1.0] where layout.progress.contains(p) {
      let a = layout.point(time: layout.time.lowerBound, progress: p)
      let b = layout.point(time: layout.time.upperBound, progress: p)
      cairo_move_to(cr, a.x, a.y)
      cairo_line_to(cr, b.x, b.y)
    }
    let z0 = layout.point(time: layout.time.lowerBound, velocity: 0)
    let z1 = layout.point(time: layout.time.upperBound, velocity: 0)
    cairo_move_to(cr, z0.x, z0.y)
    cairo_line_to(cr, z1.x, z1.y)
    cairo_stroke(cr)
    // The rule's boundary by position: the threshold, dashed; a sheet's rest places, dotted.
    var dashes: [Double] = [6, 4]
    cairo_set_dash(cr, &dashes, 2, 0)
    cairo_set_line_width(cr, 1.5)
    if record.restPlaces.isEmpty, let threshold = record.release?.threshold {
      cairo_set_source_rgba(cr, ink, ink, ink, 0.85)
      line(
        cr, layout.point(time: layout.time.lowerBound, progress: threshold),
        layout.point(time: layout.time.upperBound, progress: threshold))
    }
    var dots: [Double] = [2, 3]
    cairo_set_dash(cr, &dots, 2, 0)
    cairo_set_source_rgba(cr, ink, ink, ink, 0.6)
    for place in record.restPlaces {
      line(
        cr, layout.point(time: layout.time.lowerBound, progress: place.progress),
        layout.point(time: layout.time.upperBound, progress: place.progress))
    }
    // The velocity gate, dashed, both ways.
    cairo_set_dash(cr, &dashes, 2, 0)
    if let gate = record.release?.velocityThreshold {
      cairo_set_source_rgba(cr, ink, ink, ink, 0.85)
      for v in [gate, -gate] where layout.velocity.contains(v) {
        line(
          cr, layout.point(time: layout.time.lowerBound, velocity: v),
          layout.point(time: layout.time.upperBound, velocity: v))
      }
    }
    cairo_set_dash(cr, nil, 0, 0)
  }

  func line(_ cr: OpaquePointer, _ a: Point, _ b: Point) {
    cairo_move_to(cr, a.x, a.y)
    cairo_line_to(cr, b.x, b.y)
    cairo_stroke(cr)
  }

  func polyline(_ cr: OpaquePointer, _ points: [Point]) {
    guard let first = points.first else { return }
    cairo_move_to(cr, first.x, first.y)
    for point in points.dropFirst() { cairo_line_to(cr, point.x, point.y) }
    cairo_stroke(cr)
  }

  func drawPositions(_ cr: OpaquePointer, _ layout: Layout) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    let panel = layout.positionPanel
    cairo_rectangle(cr, panel.minX, panel.minY, panel.width, panel.height)
    cairo_clip(cr)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    setColor(cr, Self.viewColor)
    cairo_set_line_width(cr, 2.5)
    polyline(cr, record.view.map { layout.point(time: $0.time, progress: $0.progress) })
    setColor(cr, Self.fingerColor)
    cairo_set_line_width(cr, 2)
    polyline(cr, record.fingers.map { layout.point(time: $0.time, progress: $0.progress) })
    for finger in record.fingers {
      let p = layout.point(time: finger.time, progress: finger.progress)
      cairo_arc(cr, p.x, p.y, 2, 0, 2 * Double.pi)
      cairo_fill(cr)
    }
  }

  func drawVelocities(_ cr: OpaquePointer, _ layout: Layout) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    let panel = layout.velocityPanel
    cairo_rectangle(cr, panel.minX, panel.minY, panel.width, panel.height)
    cairo_clip(cr)
    let used = record.release?.estimator ?? VelocityEstimator.seed.kind
    for (index, kind) in VelocityEstimator.Kind.allCases.enumerated() {
      let bold = kind == used
      setColor(cr, Self.estimatorColors[index % Self.estimatorColors.count], bold ? 1 : 0.55)
      cairo_set_line_width(cr, bold ? 2.5 : 1.2)
      polyline(
        cr, record.fingers.map { layout.point(time: $0.time, velocity: $0.velocity(kind)) })
    }
  }

  /// The release: a vertical line in the outcome's colour through both panels, a dot where
  /// the rule read the progress and the velocity, and the projected landing, a diamond joined
  /// to the release by a dotted arrow.
  func drawRelease(_ cr: OpaquePointer, _ layout: Layout) {
    guard let release = record.release else { return }
    let color = release.finishes ? Self.finishColor : Self.cancelColor
    setColor(cr, color, 0.9)
    cairo_set_line_width(cr, 1.5)
    let top = layout.point(time: release.time, progress: layout.progress.upperBound)
    line(cr, top, Point(x: top.x, y: layout.positionPanel.maxY))
    let vTop = layout.point(time: release.time, velocity: layout.velocity.upperBound)
    line(cr, vTop, Point(x: vTop.x, y: layout.velocityPanel.maxY))
    let at = layout.point(time: release.time, progress: release.progress)
    let landing = layout.point(time: release.time, progress: release.projected)
    setColor(cr, Self.landingColor)
    var dots: [Double] = [2, 3]
    cairo_set_dash(cr, &dots, 2, 0)
    cairo_set_line_width(cr, 2)
    let offset = min(18, layout.positionPanel.maxX - at.x - 8)
    line(cr, at, Point(x: at.x + offset, y: landing.y))
    cairo_set_dash(cr, nil, 0, 0)
    let d = 5.0
    let c = Point(x: at.x + offset, y: landing.y)
    cairo_move_to(cr, c.x, c.y - d)
    cairo_line_to(cr, c.x + d, c.y)
    cairo_line_to(cr, c.x, c.y + d)
    cairo_line_to(cr, c.x - d, c.y)
    cairo_close_path(cr)
    cairo_fill(cr)
    for point in [at, layout.point(time: release.time, velocity: release.velocity)] {
      cairo_arc(cr, point.x, point.y, 4.5, 0, 2 * Double.pi)
      setColor(cr, color)
      cairo_fill_preserve(cr)
      cairo_set_source_rgb(cr, dark ? 0.14 : 1, dark ? 0.14 : 1, dark ? 0.14 : 1)
      cairo_set_line_width(cr, 1.5)
      cairo_stroke(cr)
    }
  }

  func drawCursor(_ cr: OpaquePointer, _ layout: Layout) {
    guard let cursor, layout.time.contains(cursor) else { return }
    cairo_set_source_rgba(cr, ink, ink, ink, 0.9)
    cairo_set_line_width(cr, 1)
    let a = layout.point(time: cursor, progress: layout.progress.upperBound)
    line(cr, a, Point(x: a.x, y: layout.positionPanel.maxY))
    let b = layout.point(time: cursor, velocity: layout.velocity.upperBound)
    line(cr, b, Point(x: b.x, y: layout.velocityPanel.maxY))
    if record.fingerLocation(at: cursor) != nil,
      let sample = record.fingers.last(where: { $0.time <= cursor })
    {
      let p = layout.point(time: cursor, progress: sample.progress)
      setColor(cr, Self.fingerColor)
      cairo_arc(cr, p.x, p.y, 4, 0, 2 * Double.pi)
      cairo_stroke(cr)
    }
  }
}

import CCairo
import Foundation
import TransitionKit

/// A release map drawn with cairo: the outcome of a release (dismiss or snap back; for a
/// view with several rest places, the place it reaches: a sheet's detents or dismissed) over
/// release progress (x, 0 to 1) and release velocity (y, points per second, toward dismissal
/// up), with labelled axes, a legend, the positional threshold or the rest places, and the
/// rule's own edges. The `release-map` command and the window's panel draw it alike.
public struct ReleaseMapPlot: Sendable {
  /// A straight edge of the rule, in data coordinates (progress, velocity).
  public struct Edge: Sendable {
    public var from: (progress: Double, velocity: Double)
    public var to: (progress: Double, velocity: Double)
    public init(
      from: (progress: Double, velocity: Double), to: (progress: Double, velocity: Double)
    ) {
      self.from = from
      self.to = to
    }
  }

  /// An outcome's name in the legend and its cells' colour (red, green, blue in [0, 1]).
  public struct Outcome: Sendable {
    public var name: String
    public var color: (red: Double, green: Double, blue: Double)
    public init(name: String, color: (red: Double, green: Double, blue: Double)) {
      self.name = name
      self.color = color
    }
  }

  /// The columns' progresses, ascending, evenly spaced.
  public var progresses: [Double]
  /// The rows' velocities, ascending, evenly spaced (points per second).
  public var velocities: [Double]
  /// The outcomes, in the legend's order from the right.
  public var outcomes: [Outcome]
  /// `cells[row][column]`: the index in `outcomes` of the cell's outcome.
  public var cells: [[Int]]
  /// The positional threshold (a vertical dashed line), if there is one.
  public var threshold: Double?
  /// Rest places, in progress (vertical dashed lines, lighter than the threshold's).
  public var markers: [Double]
  /// The rule's edges (solid lines): the projection's slanted line, the gate's speeds.
  public var edges: [Edge]
  /// Another rule's edges drawn beside the rule's for comparison (dotted lines).
  public var comparedEdges: [Edge] = []
  /// A title above the plot.
  public var title: String
  /// What the progress axis shows, when it is not the release progress of a dismissal.
  public var positionTitle: String?
  /// A release to mark with a dot (the last one, in the window), if any.
  public var dot: (progress: Double, velocity: Double)?

  /// A dismissal's map: each cell dismisses (`completed`) or snaps back, named in the legend
  /// by `outcomeNames` (a scene's own words: the navigation scene's `stay` and `pop`).
  public init(
    progresses: [Double], velocities: [Double], completed: [[Bool]], threshold: Double,
    edges: [Edge], comparedEdges: [Edge] = [], title: String,
    dot: (progress: Double, velocity: Double)? = nil,
    outcomeNames: [String] = ["snap back", "dismiss"]
  ) {
    self.init(
      progresses: progresses, velocities: velocities,
      outcomes: [
        Outcome(name: outcomeNames.first ?? "snap back", color: Self.snapBackColor),
        Outcome(name: outcomeNames.dropFirst().first ?? "dismiss", color: Self.dismissColor),
      ], cells: completed.map { $0.map { $0 ? 1 : 0 } }, threshold: threshold, markers: [],
      edges: edges, title: title, positionTitle: nil, dot: dot)
    self.comparedEdges = comparedEdges
  }

  /// A map of any outcomes.
  public init(
    progresses: [Double], velocities: [Double], outcomes: [Outcome], cells: [[Int]],
    threshold: Double?, markers: [Double], edges: [Edge], title: String,
    positionTitle: String?, dot: (progress: Double, velocity: Double)? = nil
  ) {
    self.progresses = progresses
    self.velocities = velocities
    self.outcomes = outcomes
    self.cells = cells
    self.threshold = threshold
    self.markers = markers
    self.edges = edges
    self.title = title
    self.positionTitle = positionTitle
    self.dot = dot
  }

  /// The size the command draws at, in points.
  public static let defaultSize = Size(width: 560, height: 440)
  /// Cells where the dismissal completes.
  public static let dismissColor = (red: 0.30, green: 0.69, blue: 0.31)
  /// Cells where it snaps back.
  public static let snapBackColor = (red: 0.90, green: 0.45, blue: 0.45)
  /// Cells of the rest places that are not the dismissal, in order (a sheet's detents from
  /// the largest: purple, blue, orange, teal), repeating past the last.
  public static let placeColors = [
    (red: 0.58, green: 0.44, blue: 0.86), (red: 0.30, green: 0.56, blue: 0.92),
    (red: 0.96, green: 0.64, blue: 0.24), (red: 0.25, green: 0.70, blue: 0.70),
  ]

  /// The outcomes of a map of rest places named `names`, the one at `dismissal` in the
  /// dismissal's colour and the others in `placeColors`.
  public static func places(_ names: [String], dismissal: Int?) -> [Outcome] {
    var next = 0
    return names.enumerated().map { index, name in
      if index == dismissal { return Outcome(name: name, color: dismissColor) }
      defer { next += 1 }
      return Outcome(name: name, color: placeColors[next % placeColors.count])
    }
  }

  /// The plotting area inside a canvas of `size` points under a title of `titleLines` lines:
  /// room for labels around it.
  public static func plotArea(in size: Size, titleLines: Int = 1) -> Rect {
    let left = isCompact(size) ? 58.0 : 72.0
    let bottom = isCompact(size) ? 40.0 : 56.0
    let top = 40 + Double(max(titleLines, 1) - 1) * titleLineHeight(size)
    return Rect(
      x: left, y: top, width: max(size.width - left - 20, 1),
      height: max(size.height - top - bottom, 1))
  }

  /// The plotting area under this plot's title, wrapped to the canvas (see `titleLines(in:)`).
  public func plotArea(in size: Size) -> Rect {
    Self.plotArea(in: size, titleLines: titleLines(in: size).count)
  }

  /// Whether a canvas is narrow (the window's panel): shorter labels, the legend at the top.
  static func isCompact(_ size: Size) -> Bool { size.width < 400 }

  /// The data range the plot area spans, half a cell beyond the first and last values.
  private func span(_ values: [Double]) -> (low: Double, high: Double) {
    guard let first = values.first, let last = values.last else { return (0, 1) }
    let half = values.count > 1 ? (last - first) / Double(values.count - 1) / 2 : 0.5
    return half > 0 ? (first - half, last + half) : (first - 0.5, last + 0.5)
  }

  /// Where a data point falls on a canvas of `size` points.
  public func location(progress: Double, velocity: Double, in size: Size) -> Point {
    location(progress: progress, velocity: velocity, area: plotArea(in: size))
  }

  private func location(progress: Double, velocity: Double, area: Rect) -> Point {
    let (p0, p1) = span(progresses)
    let (v0, v1) = span(velocities)
    return Point(
      x: area.minX + (progress - p0) / (p1 - p0) * area.width,
      y: area.maxY - (velocity - v0) / (v1 - v0) * area.height)
  }

  /// Draws the plot on an opaque white canvas of `size` points at `scale` pixels per point.
  @MainActor public func image(size: Size = defaultSize, scale: Double = 1) throws(RenderError)
    -> RenderedImage
  {
    let canvas = try OffscreenCanvas(size: size, scale: scale)
    draw(in: canvas.cr, size: size)
    cairo_surface_flush(canvas.surface)
    return canvas.image()
  }

  /// Draws the plot with `cr`, whose user space is `size` points.
  public func draw(in cr: OpaquePointer, size: Size) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_set_source_rgb(cr, 1, 1, 1)
    cairo_paint(cr)
    let lines = titleLines(in: size)
    let area = Self.plotArea(in: size, titleLines: lines.count)
    drawCells(cr, area: area)
    cairo_save(cr)
    cairo_rectangle(cr, area.minX, area.minY, area.width, area.height)
    cairo_clip(cr)
    drawLines(cr, size: size, area: area)
    if let dot {
      let at = location(progress: dot.progress, velocity: dot.velocity, area: area)
      cairo_arc(cr, at.x, at.y, 5, 0, 2 * Double.pi)
      cairo_set_source_rgb(cr, 0.1, 0.1, 0.1)
      cairo_fill_preserve(cr)
      cairo_set_source_rgb(cr, 1, 1, 1)
      cairo_set_line_width(cr, 1.5)
      cairo_stroke(cr)
    }
    cairo_restore(cr)
    drawAxes(cr, size: size, area: area)
    drawTitle(cr, lines, size: size)
  }

  private func drawCells(_ cr: OpaquePointer, area: Rect) {
    guard progresses.count > 0, velocities.count > 0 else { return }
    let width = area.width / Double(progresses.count)
    let height = area.height / Double(velocities.count)
    // Without antialiasing, neighbouring cells meet without a seam.
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
    for (row, cells) in cells.enumerated() where row < velocities.count {
      for (column, outcome) in cells.enumerated() where column < progresses.count {
        guard outcomes.indices.contains(outcome) else { continue }
        let color = outcomes[outcome].color
        cairo_set_source_rgb(cr, color.red, color.green, color.blue)
        // Rows go up from the bottom.
        cairo_rectangle(
          cr, area.minX + Double(column) * width, area.maxY - Double(row + 1) * height, width,
          height)
        cairo_fill(cr)
      }
    }
  }

  private func drawLines(_ cr: OpaquePointer, size: Size, area: Rect) {
    cairo_set_source_rgb(cr, 0.1, 0.1, 0.1)
    cairo_set_line_width(cr, 1.5)
    var dashes: [Double] = [6, 4]
    cairo_set_dash(cr, &dashes, 2, 0)
    if let threshold {
      let x = location(progress: threshold, velocity: 0, area: area).x
      cairo_move_to(cr, x, area.minY)
      cairo_line_to(cr, x, area.maxY)
      cairo_stroke(cr)
    }
    cairo_set_source_rgba(cr, 0.1, 0.1, 0.1, 0.6)
    cairo_set_line_width(cr, 1)
    for marker in markers {
      let x = location(progress: marker, velocity: 0, area: area).x
      cairo_move_to(cr, x, area.minY)
      cairo_line_to(cr, x, area.maxY)
      cairo_stroke(cr)
    }
    cairo_set_source_rgb(cr, 0.1, 0.1, 0.1)
    cairo_set_dash(cr, nil, 0, 0)
    cairo_set_line_width(cr, 2)
    for edge in edges {
      stroke(cr, edge, area: area)
    }
    // Another rule's edges, dotted and thinner, so the rule's own stays the one that reads.
    cairo_set_line_width(cr, 2.5)
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    var dots: [Double] = [0.1, 5]
    cairo_set_dash(cr, &dots, 2, 0)
    for edge in comparedEdges { stroke(cr, edge, area: area) }
    cairo_set_dash(cr, nil, 0, 0)
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
  }

  private func stroke(_ cr: OpaquePointer, _ edge: Edge, area: Rect) {
    let a = location(progress: edge.from.progress, velocity: edge.from.velocity, area: area)
    let b = location(progress: edge.to.progress, velocity: edge.to.velocity, area: area)
    cairo_move_to(cr, a.x, a.y)
    cairo_line_to(cr, b.x, b.y)
    cairo_stroke(cr)
  }

  private func drawAxes(_ cr: OpaquePointer, size: Size, area: Rect) {
    cairo_set_source_rgb(cr, 0.2, 0.2, 0.2)
    cairo_set_line_width(cr, 1)
    cairo_rectangle(cr, area.minX, area.minY, area.width, area.height)
    cairo_stroke(cr)
    cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
    cairo_set_font_size(cr, 12)
    for tick in stride(from: 0.0, through: 1.0, by: 0.25) {
      let x = location(progress: tick, velocity: 0, area: area).x
      cairo_move_to(cr, x, area.maxY)
      cairo_line_to(cr, x, area.maxY + 4)
      cairo_stroke(cr)
      text(cr, formatTick(tick), at: Point(x: x, y: area.maxY + 17), align: 0.5)
    }
    if let low = velocities.first, let high = velocities.last {
      for index in 0...4 {
        let value = low + (high - low) * Double(index) / 4
        let y = location(progress: 0, velocity: value, area: area).y
        cairo_move_to(cr, area.minX - 4, y)
        cairo_line_to(cr, area.minX, y)
        cairo_stroke(cr)
        text(cr, formatTick(value), at: Point(x: area.minX - 7, y: y + 4), align: 1)
      }
    }
    let compact = Self.isCompact(size)
    // A position's title goes to the left, clear of a legend of more than two outcomes.
    let titleAt =
      positionTitle == nil || compact
      ? Point(x: area.midX, y: area.maxY + (compact ? 32 : 36))
      : Point(x: area.minX, y: area.maxY + 36)
    let axisTitle = compact ? "progress" : (positionTitle ?? "release progress")
    text(cr, axisTitle, at: titleAt, align: positionTitle == nil || compact ? 0.5 : 0)
    var titleExtents = cairo_text_extents_t()
    cairo_text_extents(cr, axisTitle, &titleExtents)
    let titleEnd = positionTitle == nil || compact ? 0 : titleAt.x + titleExtents.x_advance
    cairo_save(cr)
    cairo_translate(cr, compact ? 12 : 16, area.midY)
    cairo_rotate(cr, -Double.pi / 2)
    text(
      cr, compact ? "velocity (pt/s)" : "release velocity (pt/s, + toward dismissal)",
      at: .zero, align: 0.5)
    cairo_restore(cr)
    legend(cr, area: area, baseline: compact ? area.minY - 6 : area.maxY + 36, clearOf: titleEnd)
  }

  /// The legend, right-aligned with the plot on `baseline`, or a line lower when it would
  /// reach left of `clearOf` (the end of the axis title on the same line).
  private func legend(_ cr: OpaquePointer, area: Rect, baseline: Double, clearOf: Double) {
    cairo_set_font_size(cr, 11)
    let width = outcomes.reduce(0.0) { sum, outcome in
      var extents = cairo_text_extents_t()
      cairo_text_extents(cr, outcome.name, &extents)
      return sum + extents.x_advance + 26
    }
    let baseline = area.maxX - width < clearOf + 8 ? baseline + 15 : baseline
    var x = area.maxX
    for (label, color) in outcomes.map({ ($0.name, $0.color) }) {
      var extents = cairo_text_extents_t()
      cairo_text_extents(cr, label, &extents)
      x -= extents.x_advance
      cairo_set_source_rgb(cr, 0.2, 0.2, 0.2)
      cairo_move_to(cr, x, baseline)
      cairo_show_text(cr, label)
      x -= 14
      cairo_set_source_rgb(cr, color.red, color.green, color.blue)
      cairo_rectangle(cr, x, baseline - 10, 10, 10)
      cairo_fill(cr)
      x -= 12
    }
  }

  func text(_ cr: OpaquePointer, _ string: String, at point: Point, align: Double) {
    var extents = cairo_text_extents_t()
    cairo_text_extents(cr, string, &extents)
    cairo_set_source_rgb(cr, 0.15, 0.15, 0.15)
    cairo_move_to(cr, point.x - extents.x_advance * align, point.y)
    cairo_show_text(cr, string)
  }

  private func formatTick(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e9 { return String(Int(value)) }
    return String(format: "%.2f", value)
  }
}

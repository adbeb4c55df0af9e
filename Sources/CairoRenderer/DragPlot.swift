import CCairo
import Foundation
import TransitionKit

/// A drag drawn against time with cairo: above, the finger's path and the dragged view's path
/// as progress, with the rule's boundary (the threshold, or the rest places), the release and
/// its projected landing; below, the velocity each estimator read, the one the rule used
/// drawn bold, with the velocity gate where the rule has one. A cursor marks a time (the
/// timeline's scrub). The `drag-plot` command and the window's inspector draw it alike.
public struct DragPlot: Sendable {
  public var record: DragRecord
  /// A title above the plot.
  public var title: String
  /// A time to mark with a vertical cursor, in seconds, if any.
  public var cursor: Double?
  /// Whether to draw for a dark background (the window's dark appearance).
  public var dark: Bool

  public init(record: DragRecord, title: String, cursor: Double? = nil, dark: Bool = false) {
    self.record = record
    self.title = title
    self.cursor = cursor
    self.dark = dark
  }

  /// The size the command draws at, in points.
  public static let defaultSize = Size(width: 640, height: 480)

  /// The finger's colour, the view's, the projected landing's.
  public static let fingerColor = (red: 0.13, green: 0.45, blue: 0.85)
  public static let viewColor = (red: 0.92, green: 0.50, blue: 0.10)
  public static let landingColor = (red: 0.56, green: 0.27, blue: 0.78)
  /// The estimators' colours, in `VelocityEstimator.Kind.allCases` order.
  public static let estimatorColors = [
    (red: 0.85, green: 0.20, blue: 0.35), (red: 0.20, green: 0.60, blue: 0.35),
    (red: 0.00, green: 0.62, blue: 0.72), (red: 0.55, green: 0.45, blue: 0.20),
  ]
  /// A release that dismisses, and one that snaps back.
  public static let finishColor = (red: 0.18, green: 0.55, blue: 0.22)
  public static let cancelColor = (red: 0.80, green: 0.25, blue: 0.25)

  /// Where things fall on a canvas of a given size.
  public struct Layout: Sendable {
    /// The position panel (progress against time), and the velocity panel under it.
    public var positionPanel: Rect
    public var velocityPanel: Rect
    public var time: ClosedRange<Double>
    public var progress: ClosedRange<Double>
    public var velocity: ClosedRange<Double>

    /// A point of the position panel.
    public func point(time t: Double, progress p: Double) -> Point {
      Point(
        x: positionPanel.minX + (t - time.lowerBound) / span(time) * positionPanel.width,
        y: positionPanel.maxY - (p - progress.lowerBound) / span(progress)
          * positionPanel.height)
    }

    /// A point of the velocity panel.
    public func point(time t: Double, velocity v: Double) -> Point {
      Point(
        x: velocityPanel.minX + (t - time.lowerBound) / span(time) * velocityPanel.width,
        y: velocityPanel.maxY - (v - velocity.lowerBound) / span(velocity)
          * velocityPanel.height)
    }

    private func span(_ range: ClosedRange<Double>) -> Double {
      max(range.upperBound - range.lowerBound, 1e-9)
    }
  }

  /// Whether a canvas is narrow (the window's panel): shorter words, fewer ticks.
  static func isCompact(_ size: Size) -> Bool { size.width < 420 }

  /// The layout on a canvas of `size` points.
  public func layout(in size: Size) -> Layout {
    let compact = Self.isCompact(size)
    let left = compact ? 44.0 : 64.0
    let right = 14.0
    let top = compact ? 40.0 : 52.0
    let bottom = compact ? 44.0 : 58.0
    let gap = compact ? 26.0 : 34.0
    let usable = max(size.height - top - bottom - gap, 2)
    let width = max(size.width - left - right, 1)
    let positionHeight = usable * 0.58
    let position = Rect(x: left, y: top, width: width, height: positionHeight)
    let velocity = Rect(
      x: left, y: top + positionHeight + gap, width: width, height: usable - positionHeight)
    return Layout(
      positionPanel: position, velocityPanel: velocity, time: timeRange,
      progress: progressRange, velocity: velocityRange)
  }

  private var timeRange: ClosedRange<Double> {
    let end = max(record.duration, (record.fingers.first?.time ?? 0) + 0.1)
    return 0...(end * 1.02)
  }

  private var progressRange: ClosedRange<Double> {
    var values = [0.0, 1.0, record.startProgress]
    values += record.fingers.map(\.progress) + record.view.map(\.progress)
    values += record.restPlaces.map(\.progress)
    if let release = record.release { values += [release.threshold, release.projected] }
    let finite = values.filter(\.isFinite)
    let low = finite.min() ?? 0
    let high = finite.max() ?? 1
    let pad = (high - low) * 0.06
    return (low - pad)...(high + pad)
  }

  private var velocityRange: ClosedRange<Double> {
    var values = record.fingers.flatMap(\.velocities)
    if let gate = record.release?.velocityThreshold { values += [gate, -gate] }
    let finite = values.filter(\.isFinite)
    let extent = max(finite.map(abs).max() ?? 0, 100) * 1.1
    let low = finite.min() ?? 0
    return (low < -1 ? -extent : -extent * 0.15)...extent
  }

  /// Draws the plot on an opaque canvas of `size` points at `scale` pixels per point.
  @MainActor public func image(size: Size = defaultSize, scale: Double = 1) throws(RenderError)
    -> RenderedImage
  {
    let canvas = try OffscreenCanvas(size: size, scale: scale)
    draw(in: canvas.cr, size: size)
    cairo_surface_flush(canvas.surface)
    return canvas.image()
  }

  /// Writes the plot as an SVG file of `size` points.
  public func writeSVG(to path: String, size: Size = defaultSize) throws(RenderError) {
    guard let surface = cairo_svg_surface_create(path, size.width, size.height) else {
      throw RenderError.cairo("cannot write an SVG to \(path)")
    }
    defer { cairo_surface_destroy(surface) }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface)
    else { throw RenderError.cairo("cannot write an SVG to \(path)") }
    draw(in: cr, size: size)
    cairo_destroy(cr)
    cairo_surface_finish(surface)
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      throw RenderError.cairo("cannot write an SVG to \(path)")
    }
  }

  /// The ink for text and axes.
  var ink: Double { dark ? 0.88 : 0.15 }

  /// Draws the plot with `cr`, whose user space is `size` points.
  public func draw(in cr: OpaquePointer, size: Size) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    let background = dark ? 0.14 : 1.0
    cairo_set_source_rgb(cr, background, background, background)
    cairo_paint(cr)
    let layout = layout(in: size)
    let compact = Self.isCompact(size)
    drawPanels(cr, layout, compact: compact)
    drawPositions(cr, layout)
    drawVelocities(cr, layout)
    drawRelease(cr, layout)
    drawCursor(cr, layout)
    drawWords(cr, layout, size: size, compact: compact)
  }
}

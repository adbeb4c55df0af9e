import CCairo
import Foundation
import TransitionKit

/// A handle the plot can be dragged by: a point of the value line and the figure it sets.
public struct PlotHandle: Sendable, Equatable {
  public var time: Double
  public var value: Double
  /// What it shows beside it while it is held or hovered: `ζ 0.5 · 16 %`, `0.6 s`.
  public var label: String
  public var isActive: Bool
  /// The end of the curve a Bézier's control point is tied to, drawn as an arm: (time,
  /// value); nil for none.
  public var anchor: Point?

  public init(
    time: Double, value: Double, label: String, isActive: Bool = false, anchor: Point? = nil
  ) {
    self.time = time
    self.value = value
    self.label = label
    self.isActive = isActive
    self.anchor = anchor
  }
}

extension CurvePlot {
  /// The radius of a handle's disc, in logical pixels; a press within twice it grabs it.
  public static let handleRadius = 5.5

  /// Draws `handles` over a plot drawn with the same `layout`: a ringed disc each, with its
  /// label beside it.
  public static func drawHandles(
    _ cr: OpaquePointer, layout: CurvePlotLayout, handles: [PlotHandle], palette: Palette
  ) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    for handle in handles {
      let p = layout.point(time: handle.time, value: handle.value)
      if let anchor = handle.anchor {
        let a = layout.point(time: anchor.x, value: anchor.y)
        cairo_new_path(cr)
        cairo_move_to(cr, a.x, a.y)
        cairo_line_to(cr, p.x, p.y)
        CairoDrawing.setColor(cr, palette.value, opacity: 0.6)
        cairo_set_line_width(cr, 1)
        cairo_stroke(cr)
      }
      cairo_new_path(cr)
      cairo_arc(cr, p.x, p.y, handleRadius + (handle.isActive ? 1.5 : 0), 0, 2 * Double.pi)
      CairoDrawing.setColor(cr, palette.background)
      cairo_fill_preserve(cr)
      CairoDrawing.setColor(cr, palette.value)
      cairo_set_line_width(cr, 2)
      cairo_stroke(cr)
      let x = Swift.min(p.x + 8, layout.area.maxX - 60)
      text(cr, handle.label, x: x, y: Swift.max(p.y - 16, 0), colour: palette.text)
    }
  }

  /// Draws the preview strip: a track from start to end with an object at `progress` (0 at
  /// the start, 1 at the end; a spring's overshoot carries it past the end mark), over
  /// (0, 0, width, height).
  public static func drawPreview(
    _ cr: OpaquePointer, width: Double, height: Double, progress: Double, palette: Palette
  ) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    CairoDrawing.addRoundedRect(cr, Rect(x: 0, y: 0, width: width, height: height), radius: 8)
    CairoDrawing.setColor(cr, palette.background)
    cairo_fill(cr)
    let geometry = PreviewGeometry(width: width, height: height)
    cairo_set_line_width(cr, 1)
    CairoDrawing.setColor(cr, palette.grid)
    for x in [geometry.startX, geometry.endX] {
      cairo_move_to(cr, x, 6)
      cairo_line_to(cr, x, height - 6)
    }
    cairo_move_to(cr, geometry.startX, height / 2)
    cairo_line_to(cr, geometry.endX, height / 2)
    cairo_stroke(cr)
    let x = geometry.x(progress: progress)
    let size = geometry.objectSize
    CairoDrawing.addRoundedRect(
      cr, Rect(x: x - size / 2, y: height / 2 - size / 2, width: size, height: size), radius: 5)
    CairoDrawing.setColor(cr, palette.value)
    cairo_fill(cr)
  }
}

/// Where the preview strip's object sits for a progress: its centre runs from `startX` (0)
/// to `endX` (1), with room past the end for an overshoot of up to a third.
public struct PreviewGeometry: Sendable {
  public let width: Double
  public let height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  public var objectSize: Double { Swift.max(Swift.min(height - 14, 22), 6) }
  public var startX: Double { 8 + objectSize / 2 }
  public var endX: Double { startX + (width - 16 - objectSize) * 0.75 }

  /// The object's centre for `progress` (clamped to −1/3…4/3).
  public func x(progress: Double) -> Double {
    let p = Swift.min(Swift.max(progress, -1.0 / 3), 4.0 / 3)
    return startX + (endX - startX) * p
  }
}

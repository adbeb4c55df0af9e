import CCairo
import Foundation
import TransitionKit

/// Draws the timing curve of a scene with cairo, for the window's side panel and for images:
/// value over time as a solid line, velocity as a dashed line on its own axis (right), the
/// seed's curve faint behind, the settle time as a vertical line, the overshoot as a
/// horizontal one at the peak, and the transition's marker in its phase's colour.
public enum CurvePlot {
  /// The plot's colours for a light or a dark background (GNOME's palette).
  public struct Palette: Sendable {
    public var background: RGBA
    public var grid: RGBA
    public var text: RGBA
    public var value: RGBA
    public var velocity: RGBA
    public var seed: RGBA
    public var settle: RGBA
    public var overshoot: RGBA
    /// The marker while a pointer drives the progress.
    public var interactive: RGBA
    /// The marker while the transition completes on its own.
    public var completing: RGBA

    public static func forAppearance(_ appearance: Appearance) -> Palette {
      switch appearance {
      case .light:
        Palette(
          background: rgb(0xFA, 0xFA, 0xFA), grid: rgb(0xDE, 0xDD, 0xDA),
          text: rgb(0x5E, 0x5C, 0x64), value: rgb(0x1C, 0x71, 0xD8),
          velocity: rgb(0x91, 0x41, 0xAC), seed: rgb(0x9A, 0x99, 0x96),
          settle: rgb(0x26, 0xA2, 0x69), overshoot: rgb(0xE6, 0x61, 0x00),
          interactive: rgb(0x1C, 0x71, 0xD8), completing: rgb(0xE0, 0x1B, 0x24))
      case .dark:
        Palette(
          background: rgb(0x24, 0x24, 0x24), grid: rgb(0x3D, 0x3D, 0x3D),
          text: rgb(0xC0, 0xBF, 0xBC), value: rgb(0x78, 0xAE, 0xED),
          velocity: rgb(0xDC, 0x8A, 0xDD), seed: rgb(0x77, 0x76, 0x7B),
          settle: rgb(0x8F, 0xF0, 0xA4), overshoot: rgb(0xFF, 0xBE, 0x6F),
          interactive: rgb(0x99, 0xC1, 0xF1), completing: rgb(0xF6, 0x61, 0x51))
      }
    }

    /// The marker's colour in a phase.
    public func marker(_ phase: PlotMarker.Phase) -> RGBA {
      phase == .interactive ? interactive : completing
    }

    private static func rgb(_ r: Int, _ g: Int, _ b: Int) -> RGBA {
      RGBA(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: 1)
    }
  }

  /// The marker's radius, in user-space units.
  public static let markerRadius = 5.0

  /// Draws the plot into `cr` over (0, 0, width, height) in user space.
  ///
  /// - Parameters:
  ///   - seed: the seed's curve, drawn faint behind on the same axes; nil draws none.
  ///   - marker: the transition's place on the curve, when one runs.
  ///   - given: the axes to draw on (the editor's, which include its handles and hold still
  ///     during a drag); by default the data's own.
  public static func draw(
    _ cr: OpaquePointer, width: Double, height: Double, data: CurvePlotData,
    seed: CurvePlotData? = nil, marker: PlotMarker? = nil, palette: Palette,
    layout given: CurvePlotLayout? = nil
  ) {
    let layout = given ?? CurvePlotLayout(width: width, height: height, data: data)
    let area = layout.area
    cairo_save(cr)
    defer { cairo_restore(cr) }
    CairoDrawing.addRoundedRect(cr, Rect(x: 0, y: 0, width: width, height: height), radius: 8)
    CairoDrawing.setColor(cr, palette.background)
    cairo_fill(cr)

    // Grid: progress 0 and 1, the duration, the velocity axis's 0.
    cairo_set_line_width(cr, 1)
    CairoDrawing.setColor(cr, palette.grid)
    for value in [0.0, 1.0] {
      let y = layout.point(time: 0, value: value).y
      line(cr, area.minX, y, area.maxX, y)
    }
    let end = layout.point(time: data.duration, value: 0).x
    line(cr, end, area.minY, end, area.maxY)
    cairo_stroke(cr)

    if let seed {
      polyline(cr, layout, seed.times, seed.values)
      CairoDrawing.setColor(cr, palette.seed, opacity: 0.55)
      cairo_set_line_width(cr, 1.5)
      cairo_stroke(cr)
    }

    // Velocity, dashed, on its own axis.
    cairo_new_path(cr)
    for (index, t) in data.times.enumerated() {
      let p = layout.velocityPoint(time: t, velocity: data.velocities[index])
      if index == 0 { cairo_move_to(cr, p.x, p.y) } else { cairo_line_to(cr, p.x, p.y) }
    }
    var dashes = [4.0, 3.0]
    cairo_set_dash(cr, &dashes, 2, 0)
    CairoDrawing.setColor(cr, palette.velocity, opacity: 0.8)
    cairo_set_line_width(cr, 1.25)
    cairo_stroke(cr)
    cairo_set_dash(cr, nil, 0, 0)

    // Settle time and overshoot.
    let settleX = layout.point(time: data.settleTime, value: 0).x
    CairoDrawing.setColor(cr, palette.settle)
    cairo_set_line_width(cr, 1)
    var dots = [2.0, 2.0]
    cairo_set_dash(cr, &dots, 2, 0)
    line(cr, settleX, area.minY, settleX, area.maxY)
    cairo_stroke(cr)
    if data.overshoot > 0 {
      let y = layout.point(time: 0, value: 1 + data.overshoot).y
      CairoDrawing.setColor(cr, palette.overshoot)
      line(cr, area.minX, y, area.maxX, y)
      cairo_stroke(cr)
    }
    cairo_set_dash(cr, nil, 0, 0)

    polyline(cr, layout, data.times, data.values)
    CairoDrawing.setColor(cr, palette.value)
    cairo_set_line_width(cr, 2.25)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    cairo_stroke(cr)

    labels(cr, layout, data, palette)
    if let marker { drawMarker(cr, layout, data, marker, palette) }
  }

  /// Draws the plot into a new image of `width` × `height` pixels at `scale` pixels per unit.
  public static func image(
    width: Int, height: Int, scale: Double = 1, data: CurvePlotData, seed: CurvePlotData? = nil,
    marker: PlotMarker? = nil, palette: Palette
  ) -> RenderedImage {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)!
    cairo_scale(cr, scale, scale)
    draw(
      cr, width: Double(width) / scale, height: Double(height) / scale, data: data, seed: seed,
      marker: marker, palette: palette)
    cairo_destroy(cr)
    return RenderedImage(copying: surface)
  }

  /// The marker's centre: on the value line at the marker's time (clamped to the span).
  public static func markerPoint(
    _ layout: CurvePlotLayout, _ data: CurvePlotData, _ marker: PlotMarker
  )
    -> Point
  {
    let t = Swift.min(Swift.max(marker.time, 0), data.span)
    let index = Swift.min(
      Int((t / data.span * Double(CurvePlotData.sampleCount)).rounded()), data.values.count - 1)
    return layout.point(time: t, value: data.values[index])
  }

  /// Draws the transition's marker alone, as `draw` draws it over the plot: a window that
  /// keeps the plot from frame to frame draws only this over it when the marker moves.
  public static func drawMarker(
    _ cr: OpaquePointer, data: CurvePlotData, marker: PlotMarker, palette: Palette,
    layout: CurvePlotLayout
  ) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    // The state `draw` leaves when it comes to the marker.
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    drawMarker(cr, layout, data, marker, palette)
  }

  /// The rectangle the marker's ink covers (its line, dot and words), in user-space units;
  /// nothing of `drawMarker` falls outside it.
  public static func markerExtents(
    data: CurvePlotData, marker: PlotMarker, palette: Palette, layout: CurvePlotLayout
  ) -> Rect {
    // The line (1 unit wide, the area's height), the dot (its stroke 1.5 wide) and the words,
    // whose ink is measured once for each of the two phrases and moved to the marker: a
    // marker moves on every frame of a transition, and laying the words out twice a frame
    // (once to measure, once to draw) took half of its drawing's time.
    let center = markerPoint(layout, data, marker)
    let line = Rect(
      x: center.x - 0.5, y: layout.area.minY, width: 1, height: layout.area.height)
    let ring = markerRadius + 0.75
    let dot = Rect(x: center.x - ring, y: center.y - ring, width: 2 * ring, height: 2 * ring)
    let words = markerWordsInk(marker.phase == .interactive ? "dragging" : "completing")
      .offsetBy(dx: center.x + 8, dy: layout.area.minY + 2)
    // Half a unit around it all: the words' ink is measured in whole device pixels at the
    // origin, and moved by a fraction.
    return line.union(dot).union(words).insetBy(dx: -0.5, dy: -0.5)
  }

  /// The ink of `words` as `text` draws them at (0, 0), one unit wider on every side (a glyph's
  /// ink is rounded out to whole pixels where it is drawn), measured once per phrase.
  private static func markerWordsInk(_ words: String) -> Rect {
    markerWordsLock.lock()
    defer { markerWordsLock.unlock() }
    if let ink = markerWordsInks[words] { return ink }
    let surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil)!
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)!
    text(cr, words, x: 0, y: 0, colour: RGBA(red: 0, green: 0, blue: 0, alpha: 1))
    cairo_destroy(cr)
    var x = 0.0
    var y = 0.0
    var width = 0.0
    var height = 0.0
    cairo_recording_surface_ink_extents(surface, &x, &y, &width, &height)
    let ink = Rect(x: x, y: y, width: width, height: height).insetBy(dx: -1, dy: -1)
    markerWordsInks[words] = ink
    return ink
  }

  private static let markerWordsLock = NSLock()
  nonisolated(unsafe) private static var markerWordsInks: [String: Rect] = [:]

  private static func drawMarker(
    _ cr: OpaquePointer, _ layout: CurvePlotLayout, _ data: CurvePlotData, _ marker: PlotMarker,
    _ palette: Palette
  ) {
    let center = markerPoint(layout, data, marker)
    let colour = palette.marker(marker.phase)
    CairoDrawing.setColor(cr, colour, opacity: 0.35)
    cairo_set_line_width(cr, 1)
    line(cr, center.x, layout.area.minY, center.x, layout.area.maxY)
    cairo_stroke(cr)
    cairo_arc(cr, center.x, center.y, markerRadius, 0, 2 * Double.pi)
    CairoDrawing.setColor(cr, colour)
    cairo_fill_preserve(cr)
    CairoDrawing.setColor(cr, palette.background)
    cairo_set_line_width(cr, 1.5)
    cairo_stroke(cr)
    let words = marker.phase == .interactive ? "dragging" : "completing"
    markerText(cr, words, x: center.x + 8, y: layout.area.minY + 2, colour: colour)
  }

  /// The marker's words, drawn as `text` draws them from a layout kept for each of the two
  /// phrases: the marker moves on every frame of a transition, and laying its words out anew
  /// each time was a thirtieth of a held drag's processor time in the window.
  private static func markerText(
    _ cr: OpaquePointer, _ words: String, x: Double, y: Double, colour: RGBA
  ) {
    markerWordsLock.lock()
    defer { markerWordsLock.unlock() }
    let layout: OpaquePointer
    if let kept = markerLayouts[words] {
      layout = kept
      // Laid out again only if the context's transform or font options changed.
      pango_cairo_update_layout(cr, layout)
    } else {
      guard let made = textLayout(cr, words) else { return }
      markerLayouts[words] = made
      markerLayoutsMade += 1
      layout = made
    }
    show(cr, layout, x: x, y: y, colour: colour)
  }

  /// The marker's kept layouts (one for each phrase), under `markerWordsLock`.
  nonisolated(unsafe) private static var markerLayouts: [String: OpaquePointer] = [:]
  /// How many marker layouts were made, for tests.
  nonisolated(unsafe) public private(set) static var markerLayoutsMade = 0

  private static func labels(
    _ cr: OpaquePointer, _ layout: CurvePlotLayout, _ data: CurvePlotData, _ palette: Palette
  ) {
    let area = layout.area
    for value in [0.0, 1.0] {
      let y = layout.point(time: 0, value: value).y
      text(cr, value == 0 ? "0" : "1", x: 6, y: y - 7, colour: palette.text)
    }
    text(cr, "0 s", x: area.minX, y: area.maxY + 4, colour: palette.text)
    let end = layout.point(time: data.duration, value: 0).x
    text(cr, short(data.duration) + " s", x: end - 12, y: area.maxY + 4, colour: palette.text)
    text(cr, "v", x: area.maxX + 8, y: area.midY - 7, colour: palette.velocity)
    let settleX = layout.point(time: data.settleTime, value: 0).x
    if abs(settleX - end) > 30 {
      text(
        cr, short(data.settleTime) + " s", x: settleX - 12, y: area.maxY + 4, colour: palette.settle
      )
    }
  }

  static func short(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let whole = "\(hundredths / 100)"
    let fraction = abs(hundredths % 100)
    guard fraction != 0 else { return whole }
    let digits =
      fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
    return (hundredths < 0 && hundredths > -100 ? "-" : "") + whole + "." + digits
  }

  private static func line(
    _ cr: OpaquePointer, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double
  ) {
    cairo_move_to(cr, x0, y0)
    cairo_line_to(cr, x1, y1)
  }

  private static func polyline(
    _ cr: OpaquePointer, _ layout: CurvePlotLayout, _ times: [Double], _ values: [Double]
  ) {
    cairo_new_path(cr)
    for (index, t) in times.enumerated() {
      let p = layout.point(time: t, value: values[index])
      if index == 0 { cairo_move_to(cr, p.x, p.y) } else { cairo_line_to(cr, p.x, p.y) }
    }
  }

  /// A small label with its top-left at (x, y), in the interface font at 8 points.
  static func text(_ cr: OpaquePointer, _ words: String, x: Double, y: Double, colour: RGBA) {
    guard let layout = textLayout(cr, words) else { return }
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    show(cr, layout, x: x, y: y, colour: colour)
  }

  /// A layout of `words` in the plot's font for `cr`; the caller releases it.
  private static func textLayout(_ cr: OpaquePointer, _ words: String) -> OpaquePointer? {
    guard let layout = pango_cairo_create_layout(cr) else { return nil }
    let font = pango_font_description_from_string("Cantarell 8")
    pango_layout_set_font_description(layout, font)
    pango_font_description_free(font)
    pango_layout_set_text(layout, words, -1)
    return layout
  }

  /// Shows `layout` with its top left at (`x`, `y`) in `colour`.
  private static func show(
    _ cr: OpaquePointer, _ layout: OpaquePointer, x: Double, y: Double, colour: RGBA
  ) {
    CairoDrawing.setColor(cr, colour)
    cairo_move_to(cr, x, y)
    pango_cairo_show_layout(cr, layout)
  }
}

import CCairo
import TransitionKit

/// The simulated status bar over a window: the time at 9:41, the signal, Wi-Fi and a full
/// battery, in the style the window's controllers ask for (`preferredStatusBarStyle`,
/// `prefersStatusBarHidden`), within the screen's status bar height (`Screen.statusBarHeight`).
@MainActor
enum StatusBarDrawing {
  /// The time every Apple screenshot shows.
  static let time = "9:41"
  /// The status bar of a notched phone is at least this tall, in points; a shorter one is a
  /// home-button phone's, with the time centred.
  static let notchedMinimumHeight = 40.0

  /// Draws the status bar over `window` in `cr`, whose frame is drawn at `scale` device
  /// pixels per point; the time's layout is kept in `texts`, `frame` is the renderer's.
  static func draw(
    _ window: Window, in cr: OpaquePointer, appearance: Appearance, texts: TextLayoutCache,
    scale: Double, frame: Int
  ) {
    let status = window.statusBarAppearance
    let height = window.screen.statusBarHeight
    let width = window.bounds.width
    guard !status.isHidden, height > 0, width > 0 else { return }
    let light = status.hasLightContent(in: appearance)
    let color = light ? RGBA(red: 1, green: 1, blue: 1) : RGBA(red: 0, green: 0, blue: 0)
    cairo_save(cr)
    CairoDrawing.setColor(cr, color)
    let notched = height >= notchedMinimumHeight
    let middle = notched ? height * 0.58 : height / 2
    let fontSize = notched ? 17.0 : 12.0
    let timeCentre = notched ? width * 0.14 + 12 : width / 2
    drawTime(
      in: cr, centreX: timeCentre, middle: middle, size: fontSize, texts: texts, scale: scale,
      frame: frame)
    let unit = notched ? 1.0 : 0.7
    var right = width - (notched ? 26 : 6)
    right = drawBattery(in: cr, right: right, middle: middle, unit: unit, light: light)
    right = drawWiFi(in: cr, right: right - 6 * unit, middle: middle, unit: unit)
    if notched {
      drawSignal(in: cr, right: right - 6 * unit, middle: middle, unit: unit)
    } else {
      drawSignal(in: cr, right: 6 + 17 * unit, middle: middle, unit: unit)
    }
    cairo_restore(cr)
  }

  /// The time, laid out once per font (`TextLayoutCache.line`) and painted from its mask at
  /// the frame's scale.
  private static func drawTime(
    in cr: OpaquePointer, centreX: Double, middle: Double, size: Double, texts: TextLayoutCache,
    scale: Double, frame: Int
  ) {
    let line = texts.line(time, font: Font(size: size, weight: .semibold))
    let origin = Point(x: centreX - line.width / 2, y: middle - line.height / 2 - line.top)
    texts.paint(
      line.ink, of: line.layout, key: .line(line.key, generation: line.fontGeneration), in: cr,
      at: origin, scale: scale, frame: frame)
  }

  /// A battery, full; returns the x where the next glyph to the left ends.
  private static func drawBattery(
    in cr: OpaquePointer, right: Double, middle: Double, unit: Double, light: Bool
  ) -> Double {
    let body = Rect(
      x: right - 27 * unit, y: middle - 6.5 * unit, width: 25 * unit, height: 13 * unit)
    cairo_save(cr)
    cairo_set_line_width(cr, 1 * unit)
    CairoDrawing.addRoundedRect(cr, body.insetBy(dx: 0.5 * unit, dy: 0.5 * unit), radius: 4 * unit)
    cairo_save(cr)
    let source = cairo_get_source(cr)
    var red = 0.0
    var green = 0.0
    var blue = 0.0
    var alpha = 0.0
    cairo_pattern_get_rgba(source, &red, &green, &blue, &alpha)
    cairo_set_source_rgba(cr, red, green, blue, 0.4)
    cairo_stroke(cr)
    cairo_restore(cr)
    CairoDrawing.addRoundedRect(cr, body.insetBy(dx: 2 * unit, dy: 2 * unit), radius: 2.5 * unit)
    cairo_fill(cr)
    cairo_rectangle(cr, body.maxX + 1 * unit, middle - 2 * unit, 1.5 * unit, 4 * unit)
    cairo_fill(cr)
    cairo_restore(cr)
    return body.minX
  }

  /// Three arcs of Wi-Fi; returns the x where it ends on the left.
  private static func drawWiFi(in cr: OpaquePointer, right: Double, middle: Double, unit: Double)
    -> Double
  {
    let centreX = right - 8.5 * unit
    let bottom = middle + 5.5 * unit
    cairo_save(cr)
    cairo_set_line_width(cr, 2 * unit)
    for ring in 0..<3 {
      let radius = (3.5 + Double(ring) * 4) * unit
      cairo_new_sub_path(cr)
      cairo_arc(cr, centreX, bottom, radius, -Double.pi * 3 / 4, -Double.pi / 4)
    }
    cairo_stroke(cr)
    cairo_restore(cr)
    return centreX - 8.5 * unit
  }

  /// Four bars of signal, ending at `right`.
  private static func drawSignal(in cr: OpaquePointer, right: Double, middle: Double, unit: Double)
  {
    let barWidth = 3 * unit
    let gap = 1.7 * unit
    let bottom = middle + 5.5 * unit
    for index in 0..<4 {
      let barHeight = (4 + Double(index) * 2.5) * unit
      let x = right - Double(4 - index) * (barWidth + gap) + gap
      CairoDrawing.addRoundedRect(
        cr, Rect(x: x, y: bottom - barHeight, width: barWidth, height: barHeight),
        radius: 1 * unit)
    }
    cairo_fill(cr)
  }
}

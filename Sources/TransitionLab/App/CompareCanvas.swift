import CGtk
import CairoRenderer
import Foundation
import Scenes
import TransitionKit

/// One press-to-release sequence on the compared devices.
typealias CompareDrag = (
  device: Int, sequence: Int, start: Point, pressTime: UInt32, pressScene: Double,
  last: Point, lastTime: Double, pointer: PointerEvent.Device
)

/// A drawing area that shows a comparison's devices side by side, each under its label, and
/// plays one drag on all of them: a press on any device is read in that device's own screen
/// coordinates, and the same scene point goes to every device. Frames come from the area's
/// frame clock while any device needs them, as on the single canvas.
@MainActor
final class CompareCanvas {
  /// The band above each device that holds its label, in canvas units, at its smallest: it
  /// grows to the tallest label, so no label is cut off.
  static let labelBand = 30.0
  /// Space between a label and the band's edges and the slot's sides, in canvas units.
  static let labelPadding = 6.0

  let area: WidgetPointer
  let renderer = Renderer()
  /// The comparison shown; replaced on a scene switch.
  var comparison: Comparison {
    didSet {
      stopTicks()
      reported = nil
      update()
    }
  }
  /// What each device is labelled with; nil shows the comparison's own labels.
  var labelOverride: [String]?
  /// Whether the selected device is outlined (compare mode, not the blind test).
  var showsSelection = true
  /// Called after ticks and input, so the header and panel can follow.
  var onStateChange: (() -> Void)?
  /// Called after ticks and input too, for the pane that shows the canvas (the blind test
  /// enables its picks once both devices have played).
  var onAdvance: (() -> Void)?
  /// Called when a press selects another device.
  var onSelect: ((Int) -> Void)?
  /// Called with a key the canvas did not use (left, right, escape for the blind test).
  var onKey: ((Int32) -> Bool)?
  /// Called after each draw, when layout is done (the panes report their controls then).
  var afterDraw: (() -> Void)?
  /// Writes a trace line (the devices' places, for scripts).
  var emit: ((String, [(String, JSONValue)]) -> Void)?

  private var tickCallback: UInt32?
  /// Each device's layout within its slot, and the slot's top-left corner on the canvas.
  var layouts: [(layout: CanvasLayout, offset: Point)] = []
  /// The drag held: the device it started on, its sequence, its press on the canvas, the
  /// press's event time (ms) and scene time, the last scene point sent with its time, and the
  /// kind of pointer.
  var drag: CompareDrag?
  var sequence = 1 << 24
  var gesture: OpaquePointer?
  private var reported: String?

  init(comparison: Comparison) {
    self.comparison = comparison
    area = tl_drawing_area_new_with_role(GTK_ACCESSIBLE_ROLE_GROUP)
    gtk_widget_set_hexpand(area, 1)
    gtk_widget_set_vexpand(area, 1)
    gtk_widget_set_size_request(area, 300, 240)
    gtk_widget_set_focusable(area, 1)
    gtk_widget_add_css_class(area, "canvas")
    MainLoop.setDrawFunction(area) { [weak self] cr, width, height in
      self?.draw(cr, width: width, height: height)
    }
    installInput()
  }

  /// Redraws, and starts frames if a device needs them.
  func update() {
    gtk_widget_queue_draw(area)
    startTicksIfNeeded()
    onStateChange?()
    onAdvance?()
  }

  func startTicksIfNeeded() {
    guard tickCallback == nil, comparison.needsFrames || drag != nil else { return }
    comparison.clock.resetHostReference()
    tickCallback = MainLoop.addTickCallback(area) { [weak self] frameTime in
      guard let self else { return false }
      self.comparison.clock.advance(toHostTime: Double(frameTime) / 1_000_000)
      self.comparison.tick()
      gtk_widget_queue_draw(self.area)
      self.onStateChange?()
      self.onAdvance?()
      if self.comparison.needsFrames || self.drag != nil { return true }
      self.tickCallback = nil
      return false
    }
  }

  /// Forgets the reported layout, so the next draw reports it again (the pane shown again).
  func forgetReportedLayout() {
    reported = nil
  }

  func stopTicks() {
    guard let id = tickCallback else { return }
    gtk_widget_remove_tick_callback(area, id)
    tickCallback = nil
  }

  /// The layout of each device in a canvas of `size`: equal slots left to right, each device
  /// fitted under its label band.
  static func layouts(
    count: Int, canvas size: Size, screen: Size, band: Double = labelBand
  ) -> [(CanvasLayout, Double)] {
    let slot = size.width / Double(Swift.max(count, 1))
    return (0..<count).map { index in
      let layout = CanvasLayout(
        mode: .fit,
        canvas: Size(width: slot, height: Swift.max(size.height - band, 1)), screen: screen)
      return (layout, slot * Double(index))
    }
  }

  // MARK: Drawing

  private func draw(_ cr: OpaquePointer, width: Int, height: Int) {
    let sessions = comparison.sessions
    let slotWidth = Double(width) / Double(Swift.max(sessions.count, 1))
    let labels = labelOverride ?? comparison.labels
    // Every label in full, wrapped to its slot; the band is as tall as the tallest.
    let texts = sessions.indices.map { labels.indices.contains($0) ? labels[$0] : "" }
    let measured = texts.enumerated().map { index, text in
      labelLayout(
        text, width: slotWidth, selected: showsSelection && index == comparison.selected)
    }
    let tallest = measured.compactMap { $0?.height }.max() ?? 0
    let band = Swift.max(Self.labelBand, tallest + 2 * Self.labelPadding)
    let placed = Self.layouts(
      count: sessions.count, canvas: Size(width: Double(width), height: Double(height)),
      screen: comparison.screenSize, band: band)
    let deviceScale = Double(gtk_widget_get_scale_factor(area))
    let ink = renderer.appearance == .dark ? 0.92 : 0.12
    layouts = []
    for (index, (layout, slot)) in placed.enumerated() {
      let offset = Point(x: slot, y: band)
      layouts.append((layout, offset))
      let selected = showsSelection && index == comparison.selected
      if let label = measured[index] {
        // Top-aligned in the band, centred over the device.
        cairo_set_source_rgb(cr, ink, ink, ink)
        cairo_move_to(cr, slot + Self.labelPadding, Self.labelPadding)
        pango_cairo_show_layout(cr, label.layout)
        g_object_unref(UnsafeMutableRawPointer(label.layout))
      }
      cairo_save(cr)
      cairo_translate(cr, offset.x, offset.y)
      drawDevice(cr, layout, selected: selected)
      cairo_translate(cr, layout.origin.x, layout.origin.y)
      cairo_scale(cr, layout.scale, layout.scale)
      addRoundedRect(
        cr, Rect(origin: .zero, size: layout.screen), CanvasLayout.screenCornerRadiusPoints)
      cairo_clip(cr)
      renderer.scale = layout.scale * deviceScale
      renderer.drawContents(of: sessions[index].window, in: cr)
      cairo_restore(cr)
    }
    report(deviceScale: deviceScale, labels: texts)
    afterDraw?()
  }

  private func drawDevice(_ cr: OpaquePointer, _ layout: CanvasLayout, selected: Bool) {
    let rect = layout.deviceRect
    let radius = (CanvasLayout.screenCornerRadiusPoints + CanvasLayout.bezelPoints) * layout.scale
    addRoundedRect(cr, rect, radius)
    let body = renderer.appearance == .dark ? 0.16 : 0.11
    cairo_set_source_rgb(cr, body, body, body + 0.01)
    cairo_fill_preserve(cr)
    if selected {
      cairo_set_source_rgb(cr, 0.21, 0.52, 0.89)
      cairo_set_line_width(cr, 4)
    } else {
      let rim = renderer.appearance == .dark ? 0.34 : 0.55
      cairo_set_source_rgb(cr, rim, rim, rim)
      cairo_set_line_width(cr, 1.5)
    }
    cairo_stroke(cr)
  }

  /// A label laid out in the desktop's interface font (the widget's own), centred and
  /// wrapped to a slot of `width`, never ellipsized; its first line (the device) in bold when
  /// `selected`. The caller releases the layout.
  private func labelLayout(_ text: String, width: Double, selected: Bool)
    -> (layout: OpaquePointer, height: Double)?
  {
    guard let layout = gtk_widget_create_pango_layout(area, nil) else { return nil }
    let escaped = g_markup_escape_text(text, -1)
    defer { g_free(escaped) }
    let markup = escaped.map { String(cString: $0) } ?? ""
    pango_layout_set_markup(layout, selected ? "<b>\(markup)</b>" : markup, -1)
    pango_layout_set_width(
      layout, Int32(Swift.max(width - 2 * Self.labelPadding, 1) * Double(PANGO_SCALE)))
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
    pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
    var logical = PangoRectangle()
    pango_layout_get_pixel_extents(layout, nil, &logical)
    return (layout, Double(logical.height))
  }

  private func addRoundedRect(_ cr: OpaquePointer, _ rect: Rect, _ radius: Double) {
    let r = Swift.min(radius, rect.size.width / 2, rect.size.height / 2)
    let (x, y, w, h) = (rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
    cairo_new_sub_path(cr)
    cairo_arc(cr, x + w - r, y + r, r, -Double.pi / 2, 0)
    cairo_arc(cr, x + w - r, y + h - r, r, 0, Double.pi / 2)
    cairo_arc(cr, x + r, y + h - r, r, Double.pi / 2, Double.pi)
    cairo_arc(cr, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
    cairo_close_path(cr)
  }

  /// Writes a `compare-layout` trace line when the devices moved or their labels changed: each
  /// device's screen top-left corner on the window's surface in pixels and pixels per scene
  /// point, and each device's label as drawn.
  private func report(deviceScale: Double, labels: [String]) {
    guard let origin = SurfaceGeometry.surfacePoint(of: area) else { return }
    let devices = layouts.map { layout, offset -> JSONValue in
      let values = [
        (origin.x + offset.x + layout.origin.x) * deviceScale,
        (origin.y + offset.y + layout.origin.y) * deviceScale,
        layout.scale * deviceScale,
      ].map { ($0 * 1000).rounded() / 1000 }
      return .object([
        ("screen_origin", .array([.number(values[0]), .number(values[1])])),
        ("scale", .number(values[2])),
      ])
    }
    let line = JSONValue.array(devices)
    let labelLine = JSONValue.array(labels.map { .string($0) })
    guard line.encoded + labelLine.encoded != reported else { return }
    reported = line.encoded + labelLine.encoded
    emit?(
      "compare-layout",
      [
        ("scene", .string(comparison.descriptor.id)), ("devices", line),
        (
          "screen",
          .array([.number(comparison.screenSize.width), .number(comparison.screenSize.height)])
        ),
        ("labels", labelLine),
      ])
    // The first device's place as a `layout` line too, so a script that reads the screen's
    // place finds the first device's screen in compare mode.
    if case .object(let first)? = devices.first {
      emit?(
        "layout",
        first + [
          ("mode", .string("compare")),
          (
            "screen",
            .array([.number(comparison.screenSize.width), .number(comparison.screenSize.height)])
          ),
        ])
    }
  }
}

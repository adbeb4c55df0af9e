import CGtk
import CairoRenderer
import Scenes
import TransitionKit

/// Paints a stage of one to four devices, each the same way: its label above it (when the
/// stage labels its devices), its outline in `fit` (accented when the panel edits it), its
/// screen clipped to the outline's corners, then the overlays over its screen and over the
/// canvas. A stage of one device has no label and no band; in `fill` its screen is the canvas.
/// Painting only reads the scene's presentation values: it writes no trace line.
@MainActor
struct StagePainter {
  /// A device's label laid out for a slot's width (bold when selected), with its height;
  /// the painter releases the layout.
  typealias LabelLayout =
    @MainActor (String, Double, Bool) -> (
      layout: OpaquePointer, height: Double
    )?

  let renderer: Renderer
  /// Device pixels per canvas unit (the widget's scale factor).
  var deviceScale = 1.0

  /// Paints `devices` with `labels` (none on a stage of one), the `selected` one outlined as
  /// edited, in slots of `slotWidth`; a stage of one device shows `sceneDrawing` instead of
  /// its live scene when one is given (a scrubbed moment). The window paints the same three
  /// parts as render nodes of their own (`StageNodes`): the backdrop, each screen, and what
  /// the overlays draw over the canvas.
  func paint(
    _ cr: OpaquePointer, devices: [PaintedDevice], labels: [String], selected: Int?,
    slotWidth: Double, labelLayout: LabelLayout, sceneDrawing: ((OpaquePointer) -> Void)?,
    overlays: [DeviceOverlay]
  ) {
    paintBackdrop(
      cr, devices: devices, labels: labels, selected: selected, slotWidth: slotWidth,
      labelLayout: labelLayout)
    for device in devices {
      paintScreen(cr, device, sceneDrawing: sceneDrawing, overlays: overlays)
    }
    paintOverCanvas(cr, devices: devices, overlays: overlays)
  }

  /// What does not move while the scenes play: each device's label above it and its outline
  /// in `fit` (accented when the panel edits it). The slots do not overlap, so painting every
  /// backdrop before the screens gives the picture painting device by device gave.
  func paintBackdrop(
    _ cr: OpaquePointer, devices: [PaintedDevice], labels: [String], selected: Int?,
    slotWidth: Double, labelLayout: LabelLayout
  ) {
    let ink = renderer.appearance == .dark ? 0.92 : 0.12
    for device in devices {
      let index = device.index
      let isSelected = selected == index
      if labels.indices.contains(index),
        let label = labelLayout(labels[index], slotWidth, isSelected)
      {
        // Top-aligned in the band, centred over the device.
        cairo_set_source_rgb(cr, ink, ink, ink)
        cairo_move_to(cr, device.placed.offset.x + Canvas.labelPadding, Canvas.labelPadding)
        pango_cairo_show_layout(cr, label.layout)
        g_object_unref(UnsafeMutableRawPointer(label.layout))
      }
      let layout = device.placed.layout
      guard layout.mode == .fit else { continue }
      cairo_save(cr)
      cairo_translate(cr, device.placed.offset.x, device.placed.offset.y)
      drawOutline(
        cr, layout, selected: isSelected, corner: Canvas.cornerRadius(of: device.session.window))
      cairo_restore(cr)
    }
  }

  /// The device's screen, clipped to the outline's corners in `fit`, and the overlays over it:
  /// everything a frame of the scene changes.
  func paintScreen(
    _ cr: OpaquePointer, _ device: PaintedDevice, sceneDrawing: ((OpaquePointer) -> Void)?,
    overlays: [DeviceOverlay]
  ) {
    let layout = device.placed.layout
    let window = device.session.window
    cairo_save(cr)
    cairo_translate(
      cr, device.placed.offset.x + layout.origin.x, device.placed.offset.y + layout.origin.y)
    cairo_scale(cr, layout.scale, layout.scale)
    if layout.mode == .fit {
      CairoShapes.roundedRectangle(
        cr, Rect(origin: .zero, size: layout.screen), radius: Canvas.cornerRadius(of: window))
      cairo_clip(cr)
    }
    renderer.scale = layout.scale * deviceScale
    if device.isScrubbed, let sceneDrawing {
      sceneDrawing(cr)
    } else {
      renderer.drawContents(of: window, in: cr)
    }
    for overlay in overlays { overlay.drawOnScreen(cr, device) }
    cairo_restore(cr)
  }

  /// What the overlays draw over the canvas, outside the screens' clip (the keyboard's focus
  /// ring), after every screen.
  func paintOverCanvas(_ cr: OpaquePointer, devices: [PaintedDevice], overlays: [DeviceOverlay]) {
    for device in devices {
      for overlay in overlays { overlay.drawOnCanvas(cr, device) }
    }
  }

  /// Whether any overlay draws over the canvas now (`paintOverCanvas` would draw something).
  static func drawsOverCanvas(devices: [PaintedDevice], overlays: [DeviceOverlay]) -> Bool {
    devices.contains { device in overlays.contains { $0.drawsOnCanvas(device) } }
  }

  /// The device: a dark rounded body around the screen, with a thin rim, or a thick accent
  /// one around the device the panel edits.
  private func drawOutline(
    _ cr: OpaquePointer, _ layout: CanvasLayout, selected: Bool, corner: Double
  ) {
    let rect = layout.deviceRect
    let radius = (corner + CanvasLayout.bezelPoints) * layout.scale
    CairoShapes.roundedRectangle(cr, rect, radius: radius)
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
}

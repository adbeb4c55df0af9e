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
      paintScreen(
        cr, device, selected: selected == device.index, sceneDrawing: sceneDrawing,
        overlays: overlays)
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
  /// everything a frame of the scene changes. `selected`: the panel edits this device (its
  /// outline is drawn accented).
  ///
  /// In `fit` the screen is not drawn under a clip to its rounded outline, under which cairo
  /// worked every fill and paint of the frame (a seventh of a held drag's processor time): it
  /// is drawn under a clip of a few rectangles, its own rectangle less a square cut from each
  /// corner (`screenClip`), and the device's outline is then drawn again in the corners over
  /// what lies outside the rounded outline, anti-aliased along it. A pixel the outline crosses
  /// gets the screen's picture and the body mixed by the part of it inside, as the rounded clip
  /// gave; the pixels wholly outside keep the body, the rim and what lies beyond. Where no cut
  /// fits (corners large beside the bezel, a device drawn very small) the rounded clip stays.
  func paintScreen(
    _ cr: OpaquePointer, _ device: PaintedDevice, selected: Bool = false,
    sceneDrawing: ((OpaquePointer) -> Void)?, overlays: [DeviceOverlay]
  ) {
    let layout = device.placed.layout
    let window = device.session.window
    cairo_save(cr)
    var canvasSpace = cairo_matrix_t()
    cairo_get_matrix(cr, &canvasSpace)
    cairo_translate(
      cr, device.placed.offset.x + layout.origin.x, device.placed.offset.y + layout.origin.y)
    cairo_scale(cr, layout.scale, layout.scale)
    let screen = Rect(origin: .zero, size: layout.screen)
    let corner = Canvas.cornerRadius(of: window)
    cairo_save(cr)
    let cut =
      layout.mode == .fit
      ? Self.screenClip(cr, screen, radius: corner, bezel: CanvasLayout.bezelPoints) : nil
    if let cut {
      Self.clip(cr, to: cut)
    } else if layout.mode == .fit {
      CairoShapes.roundedRectangle(cr, screen, radius: corner)
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
    if let cut, corner > 0 {
      // What was drawn in a corner outside the rounded outline lies on the body (the cut
      // squares hold everything beyond it), so the device's outline drawn again there, within
      // the body and outside the rounded outline, puts back the body and the rim's inner half;
      // along the outline the screen and the body mix by the part of each pixel inside.
      let r = Swift.min(corner, screen.width / 2, screen.height / 2)
      let margin = 2 / layout.scale
      let (x0, y0, x1, y1) = (screen.minX, screen.minY, screen.maxX, screen.maxY)
      let squares = [
        Rect(x: x0 - margin, y: y0 - margin, width: r + margin, height: r + margin),
        Rect(x: x1 - r, y: y0 - margin, width: r + margin, height: r + margin),
        Rect(x: x0 - margin, y: y1 - r, width: r + margin, height: r + margin),
        Rect(x: x1 - r, y: y1 - r, width: r + margin, height: r + margin),
      ]
      let body = layout.deviceRect.insetBy(dx: 1, dy: 1)
      let bodyRadius = (corner + CanvasLayout.bezelPoints) * layout.scale - 1
      for square in squares {
        cairo_save(cr)
        Self.clip(cr, to: cut)
        cairo_new_path(cr)
        cairo_rectangle(cr, square.minX, square.minY, square.width, square.height)
        cairo_clip(cr)
        cairo_rectangle(
          cr, x0 - margin, y0 - margin, x1 - x0 + 2 * margin, y1 - y0 + 2 * margin)
        CairoShapes.roundedRectangle(cr, screen, radius: corner)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_clip(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_set_matrix(cr, &canvasSpace)
        cairo_translate(cr, device.placed.offset.x, device.placed.offset.y)
        CairoShapes.roundedRectangle(cr, body, radius: bodyRadius)
        cairo_clip(cr)
        drawOutline(cr, layout, selected: selected, corner: corner)
        cairo_restore(cr)
      }
    }
    cairo_restore(cr)
  }

  /// The region `paintScreen` clips a screen to in `fit`: `rect` less a square at each corner,
  /// wholly outside its rounded outline (corners of `radius`) and holding every point of the
  /// rectangle beyond the device's body (corners of `radius + bezel`) and some pixels more, so
  /// that everything drawn lies on the body. Within the corners' squares its sides are on
  /// whole pixels of the target (so a pixel there is drawn wholly or not at all); along the
  /// straight sides between them they are the screen's own, anti-aliased as the outline's.
  /// Nil where no square does both (corners large beside the bezel, a device drawn small).
  static func screenClip(_ cr: OpaquePointer, _ rect: Rect, radius: Double, bezel: Double)
    -> [Rect]?
  {
    let r = Swift.min(radius, rect.width / 2, rect.height / 2)
    guard r > 0 else { return [rect] }
    // Target pixels per point along each axis, and the points' offset on the target.
    var ux = 1.0
    var uy = 1.0
    cairo_user_to_device_distance(cr, &ux, &uy)
    var sx = 1.0
    var sy = 1.0
    if let target = cairo_get_group_target(cr) { cairo_surface_get_device_scale(target, &sx, &sy) }
    let (kx, ky) = (ux * sx, uy * sy)
    guard kx > 0, ky > 0 else { return nil }
    var ox = 0.0
    var oy = 0.0
    cairo_user_to_device(cr, &ox, &oy)
    (ox, oy) = (ox * sx, oy * sy)
    func down(x: Double) -> Double { ((x * kx + ox).rounded(.down) - ox) / kx }
    func up(x: Double) -> Double { ((x * kx + ox).rounded(.up) - ox) / kx }
    func down(y: Double) -> Double { ((y * ky + oy).rounded(.down) - oy) / ky }
    func up(y: Double) -> Double { ((y * ky + oy).rounded(.up) - oy) / ky }
    let pixel = 1 / Swift.min(kx, ky)
    // Beyond the body within the rectangle: less than r − √(bezel (2r + bezel)) from a side.
    let least = r - (bezel * (2 * r + bezel)).squareRoot() + 3 * pixel
    // Wholly outside the rounded outline: the square's inner corner outside the arc.
    let most = r * (1 - 1 / 2.0.squareRoot()) - pixel
    let (left, top) = (up(x: rect.minX + least), up(y: rect.minY + least))
    let (right, bottom) = (down(x: rect.maxX - least), down(y: rect.maxY - least))
    guard least < most, left - rect.minX <= most, top - rect.minY <= most,
      rect.maxX - right <= most, rect.maxY - bottom <= most
    else { return nil }
    // Where the corners' squares end, on whole pixels.
    let (cornerRight, cornerBottom) = (down(x: rect.minX + r), down(y: rect.minY + r))
    let (cornerLeft, cornerTop) = (up(x: rect.maxX - r), up(y: rect.maxY - r))
    let (outerLeft, outerTop) = (down(x: rect.minX), down(y: rect.minY))
    let (outerRight, outerBottom) = (up(x: rect.maxX), up(y: rect.maxY))
    func box(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Rect? {
      x1 > x0 && y1 > y0 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
    }
    // Boxes that do not overlap (cairo mixes overlapping boxes of a clip that are not all on
    // whole pixels wrongly): the corners' rows across, the straight middle, and the rows
    // beside the cuts above and below.
    return [
      box(outerLeft, top, outerRight, cornerBottom),
      box(outerLeft, cornerTop, outerRight, bottom),
      box(rect.minX, cornerBottom, rect.maxX, cornerTop),
      box(left, outerTop, cornerRight, top),
      box(cornerRight, rect.minY, cornerLeft, top),
      box(cornerLeft, outerTop, right, top),
      box(left, bottom, cornerRight, outerBottom),
      box(cornerRight, bottom, cornerLeft, rect.maxY),
      box(cornerLeft, bottom, right, outerBottom),
    ].compactMap { $0 }
  }

  /// Adds `boxes` to the path and clips to them.
  private static func clip(_ cr: OpaquePointer, to boxes: [Rect]) {
    cairo_new_path(cr)
    for box in boxes { cairo_rectangle(cr, box.minX, box.minY, box.width, box.height) }
    cairo_clip(cr)
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

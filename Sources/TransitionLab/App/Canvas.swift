import CGtk
import CairoRenderer
import Scenes
import TransitionKit

/// The drawing area that shows a stage (`Stage`): the scene's screen alone, inside a device
/// outline scaled to fit or filling the area, or the devices of a comparison side by side,
/// each under its label; it drives the stage's frames from the area's frame clock and feeds
/// it the pointer. Compare mode and the blind test are this canvas showing another stage.
///
/// Frames: a tick callback runs while the stage needs frames or a drag is held, and is
/// removed otherwise. Each tick moves the stage's clock to the frame clock's frame time,
/// ticks every device and queues a draw; drawing only reads presentation values.
@MainActor
final class Canvas {
  /// The drawing area.
  let area: WidgetPointer
  let lab: Lab
  /// Draws the devices, each with the simulated status bar its controllers ask for.
  let renderer: Renderer = {
    let renderer = Renderer()
    renderer.drawsStatusBar = true
    return renderer
  }()
  /// The band above each compared device that holds its label, in canvas units, at its
  /// smallest: it grows to the tallest label, so no label is cut off.
  static let labelBand = 30.0
  /// Space between a label and the band's edges and the slot's sides, in canvas units.
  static let labelPadding = 6.0
  /// What the canvas shows: the lab's scene (a stage of one device) unless a comparison was
  /// put on it (`show(_:decor:)`).
  private(set) var stage: any Stage
  /// How the devices of a stage of several are labelled; nil for the lab's scene.
  private(set) var decor: StageDecor?
  /// Where each device's screen sits in the area and at what scale (from the area's size,
  /// fit or fill, the screen's size and the label band), and its slot's top-left corner; set
  /// before drawing (never by it) and used to map pointer positions.
  private(set) var placed: [PlacedDevice]
  /// The first device's layout: the scene's, on a stage of one.
  var layout: CanvasLayout { placed[0].layout }
  /// Each device's label as laid out, drawn and traced (none on a stage of one device), and
  /// the device outlined as edited; set with `placed`.
  private(set) var deviceLabels: [String] = []
  private(set) var selectedDevice: Int?
  /// The label band's height, with the labels, slot width and selection it was measured for:
  /// a frame that changed none of them measures no text.
  private var measuredBand: (key: String, height: Double)?
  /// The accessible stand-ins for the scene's drawn buttons, over the area.
  let proxies: SceneButtonProxies
  /// The area with the proxies' layer over it: what goes into the window.
  let widget: WidgetPointer
  /// Called after every tick and input event, so the header can follow the scene's state.
  var onStateChange: (() -> Void)?
  /// Called when a click or a tap (not a drag) lands on another device than the decor's
  /// selected one.
  var onSelect: ((Int) -> Void)?
  /// Offered each key first while a stage of several devices is shown (Left and Right
  /// choose a device, or pick a side in the blind test); true when it took the key.
  var onKey: ((Int32) -> Bool)?

  private var tickCallback: UInt32?
  /// Whether the next tick is the first of a run of the tick callback (a `first` field on its
  /// trace line).
  private var firstFrameOfRun = false
  /// Input state, see `Canvas+Input.swift`.
  var drag: DragState?
  var nextSequence = 0
  var cursorName = ""
  var dragGesture: OpaquePointer?
  /// The fingers down, each its own sequence (`drag` is the first of them while no mouse or
  /// pen drag is held).
  var touches = TouchSequences()
  /// Keyboard state, see `Canvas+Keyboard.swift`: the focused scene button, the last one
  /// reported in the trace, and the accessible name last set.
  var buttonFocus = SceneButtonFocus()
  var reportedFocus: String?
  var accessibleLabel = ""
  /// Whether the ring was shown since the canvas took the focus.
  var ringShown = false
  /// Draws the screen's contents instead of the live scene (a scrubbed moment), in scene
  /// points; nil draws the live scene.
  var sceneDrawing: ((OpaquePointer) -> Void)?
  /// The guides of the sessions drawn (the lab's, or each compared device's), made again for
  /// a new session (`Canvas+Guides.swift`).
  var sceneGuides: [KeptGuides] = []
  /// Pointer events and the frames that drew them, see `Canvas+Latency.swift`.
  var latency = LatencyLedger()
  var latencyRecheck: UInt32?
  /// Records of frames painted since the last after-paint, written then (never from `draw`).
  var paintedLatency: [LatencyLedger.Record] = []
  /// The hint shown while the dragged view is far from the finger (`Canvas+FingerLag.swift`).
  let fingerLag = FingerLagHint()

  init(lab: Lab) {
    self.lab = lab
    stage = lab
    area = tl_drawing_area_new_with_role(GTK_ACCESSIBLE_ROLE_GROUP)
    placed = [
      PlacedDevice(
        layout: CanvasLayout(
          mode: lab.mode, canvas: Screen.defaultSize, screen: Screen.defaultSize),
        offset: .zero)
    ]
    proxies = SceneButtonProxies()
    widget = gtk_overlay_new()
    gtk_overlay_set_child(tl_overlay(widget.raw), area)
    gtk_overlay_add_overlay(tl_overlay(widget.raw), proxies.layer)
    area.expandsHorizontally = true
    area.expandsVertically = true
    area.addCSSClass("canvas")
    gtk_widget_set_size_request(area, 200, Self.minimumHeight)
    gtk_widget_set_focusable(area, 1)
    MainLoop.setDrawFunction(area) { [weak self] cr, width, height in
      self?.draw(cr, width: width, height: height)
    }
    Signal.connect(
      area, "resize",
      size: { [weak self] width, height in
        self?.resized(width: width, height: height)
      })
    installInput()
    installKeyboard()
    proxies.onPress = { [weak self] in self?.update() }
  }

  /// Adds a widget that floats over the canvas (the blind test's result card).
  func addOverlay(_ overlay: WidgetPointer) {
    gtk_overlay_add_overlay(tl_overlay(widget.raw), overlay)
  }

  /// Shows `stage` with `decor` (a comparison's devices), or the lab's scene again with
  /// none: what was in flight on the stage shown before is cancelled and its frames stop.
  func show(_ stage: any Stage, decor: StageDecor?) {
    cancelDrag()
    stopTicks()
    self.stage = stage
    self.decor = decor
    accessibleLabel = ""
    if let decor {
      Accessible.describe(
        area, label: decor.accessibleLabel, description: decor.accessibleDescription())
    } else {
      Accessible.describe(area, description: Lab.canvasDescription)
    }
    update()
  }

  /// Lays the devices out for the area's size now, and moves the button proxies with them.
  private func relayout() {
    layOutScreen()
    followStructure()
  }

  /// Moves what follows the scene's buttons, the accessible proxies and the keyboard focus,
  /// once the stage is at rest: not on every frame of a transition or a drag, during which
  /// the buttons move with the scene, but when it stops (the last frame) and after input
  /// that leaves it still.
  private func followStructure() {
    guard !needsFrames else { return }
    proxies.follow(stage, on: placed)
    followFocus()
  }

  /// The layouts for the area's size, fit or fill, the screen's size and the labels now.
  private func layOutScreen() {
    let canvas = size
    guard canvas.width >= 1, canvas.height >= 1 else { return }
    guard let decor else {
      deviceLabels = []
      selectedDevice = nil
      placed = [
        PlacedDevice(
          layout: CanvasLayout(
            mode: lab.mode, canvas: canvas, screen: lab.session.window.screen.bounds.size),
          offset: .zero)
      ]
      return
    }
    let sessions = stage.sessions
    let slot = canvas.width / Double(Swift.max(sessions.count, 1))
    let labels = decor.labels()
    deviceLabels = sessions.indices.map { labels.indices.contains($0) ? labels[$0] : "" }
    selectedDevice = decor.selected()
    let band = labelBand(slot: slot)
    placed = Self.layouts(
      screens: sessions.map { $0.window.screen.bounds.size }, canvas: canvas, band: band
    ).map { layout, x in PlacedDevice(layout: layout, offset: Point(x: x, y: band)) }
  }

  /// The layout of each of `count` devices in a canvas of `size`: equal slots left to right,
  /// each device fitted under its label band, with the slot's left edge.
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

  /// The band that holds the tallest of `deviceLabels` wrapped to `slot`, measured again
  /// only when the labels, the slot or the selection (a bold label) changed.
  private func labelBand(slot: Double) -> Double {
    let key = "\(deviceLabels)|\(slot)|\(selectedDevice ?? -1)"
    if let measuredBand, measuredBand.key == key { return measuredBand.height }
    let tallest =
      deviceLabels.enumerated().compactMap { index, text in
        labelLayout(text, width: slot, selected: selectedDevice == index).map { label in
          defer { g_object_unref(UnsafeMutableRawPointer(label.layout)) }
          return label.height
        }
      }.max() ?? 0
    let band = Swift.max(Self.labelBand, tallest + 2 * Self.labelPadding)
    measuredBand = (key, band)
    return band
  }

  /// Drops the renderer's caches and the labels' measure (the desktop's font or the
  /// appearance changed).
  func purgeCaches() {
    renderer.purgeCaches()
    measuredBand = nil
  }

  /// The area's size in canvas units (logical pixels).
  var size: Size {
    Size(
      width: Double(gtk_widget_get_width(area)), height: Double(gtk_widget_get_height(area)))
  }

  /// Redraws, and starts the tick callback if something now needs frames.
  func update() {
    relayout()
    followFingerLag()
    area.queueDraw()
    startTicksIfNeeded()
    onStateChange?()
  }

  /// Whether frames are needed: a device animates, a script plays, or a drag is held.
  var needsFrames: Bool { stage.needsFrames || drag != nil }

  /// Installs the tick callback when frames are needed and none runs. The clock forgets its
  /// last frame time, so the idle time before is not played at once.
  func startTicksIfNeeded() {
    guard tickCallback == nil, needsFrames else { return }
    stage.clock.resetHostReference()
    firstFrameOfRun = true
    tickCallback = MainLoop.addTickCallback(area) { [weak self] frameTime in
      self?.tick(frameTime: frameTime) ?? false
    }
  }

  /// Whether the tick callback runs (frames keep coming).
  var tickCallbackInstalled: Bool { tickCallback != nil }

  /// Removes the tick callback (before the session is replaced).
  func stopTicks() {
    guard let id = tickCallback else { return }
    gtk_widget_remove_tick_callback(area, UInt32(id))
    tickCallback = nil
  }

  /// One frame: scene time from the frame clock (microseconds), every device's tick, a
  /// `frame` trace line, a draw. Returns false, removing the callback, once nothing needs
  /// frames.
  private func tick(frameTime: Int) -> Bool {
    let seconds = Double(frameTime) / 1_000_000
    stage.clock.advance(toHostTime: seconds)
    stage.tick()
    // At the stage's scene time: in compare mode and the blind test that is the devices'.
    // Only a trace reads it, so without one no line is made.
    if lab.isTracing {
      // The first frame of a run follows an idle spell, or another stage's clock (compare
      // mode, the blind test): its interval from the last frame is no frame interval.
      var fields: [(String, JSONValue)] = [("clock", .number(seconds))]
      if firstFrameOfRun { fields.append(("first", .bool(true))) }
      lab.session.emit("frame", at: stage.clock.now, fields)
    }
    firstFrameOfRun = false
    relayout()
    followFingerLag()
    area.queueDraw()
    onStateChange?()
    if needsFrames { return true }
    tickCallback = nil
    // The run of frames ends: the canvas is still until something needs frames again.
    if lab.isTracing {
      lab.session.emit("idle", at: stage.clock.now, [("clock", .number(seconds))])
    }
    return false
  }

  /// Fit or fill, following the canvas's size in `fill`.
  func setMode(_ mode: CanvasMode) {
    lab.resizeScreen(toCanvas: size)
    lab.send(.setCanvasFit(mode))
    update()
  }

  private func resized(width: Int, height: Int) {
    lab.resizeScreen(toCanvas: Size(width: Double(width), height: Double(height)))
    layOutScreen()
    // The proxies move after this allocation is done, not during it.
    _ = MainLoop.addIdle { [weak self] in
      self?.update()
      return false
    }
    area.queueDraw()
  }

  // MARK: Drawing

  private func draw(_ cr: OpaquePointer, width: Int, height: Int) {
    if decor != nil {
      drawDevices(cr)
      notePainted()
      return
    }
    let window = lab.session.window
    let deviceScale = Double(gtk_widget_get_scale_factor(area))
    let corner = Self.cornerRadius(of: window)
    if layout.mode == .fit { drawOutline(cr, layout, selected: false, corner: corner) }
    cairo_save(cr)
    cairo_translate(cr, layout.origin.x, layout.origin.y)
    cairo_scale(cr, layout.scale, layout.scale)
    if layout.mode == .fit {
      roundedRectangle(cr, Rect(origin: .zero, size: layout.screen), radius: corner)
      cairo_clip(cr)
    }
    renderer.scale = layout.scale * deviceScale
    if let sceneDrawing {
      sceneDrawing(cr)
    } else {
      renderer.drawContents(of: window, in: cr)
      drawReleaseGhost(cr)
    }
    drawGuides(cr)
    drawFingerMark(cr)
    cairo_restore(cr)
    drawFocusRing(cr)
    notePainted()
  }

  /// A stage of several devices: each under its label, the edited one outlined, with the
  /// finger's mark on each while a drag is held.
  private func drawDevices(_ cr: OpaquePointer) {
    let sessions = stage.sessions
    let deviceScale = Double(gtk_widget_get_scale_factor(area))
    let ink = renderer.appearance == .dark ? 0.92 : 0.12
    let slotWidth = size.width / Double(Swift.max(sessions.count, 1))
    for (index, device) in placed.enumerated()
    where sessions.indices.contains(index) && deviceLabels.indices.contains(index) {
      let selected = selectedDevice == index
      if let label = labelLayout(deviceLabels[index], width: slotWidth, selected: selected) {
        // Top-aligned in the band, centred over the device.
        cairo_set_source_rgb(cr, ink, ink, ink)
        cairo_move_to(cr, device.offset.x + Self.labelPadding, Self.labelPadding)
        pango_cairo_show_layout(cr, label.layout)
        g_object_unref(UnsafeMutableRawPointer(label.layout))
      }
      let layout = device.layout
      cairo_save(cr)
      cairo_translate(cr, device.offset.x, device.offset.y)
      let corner = Self.cornerRadius(of: sessions[index].window)
      drawOutline(cr, layout, selected: selected, corner: corner)
      cairo_translate(cr, layout.origin.x, layout.origin.y)
      cairo_scale(cr, layout.scale, layout.scale)
      roundedRectangle(cr, Rect(origin: .zero, size: layout.screen), radius: corner)
      cairo_clip(cr)
      renderer.scale = layout.scale * deviceScale
      renderer.drawContents(of: sessions[index].window, in: cr)
      drawGuides(cr, of: sessions[index])
      drawFingerMark(cr)
      cairo_restore(cr)
    }
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

  /// While a drag is held, a faint ring where the finger is on the screen, so how far the
  /// dragged view trails it (a scrubbed ease-in-out curve, a spring) is seen. In scene points.
  private func drawFingerMark(_ cr: OpaquePointer) {
    guard let drag else { return }
    let radius = 22.0
    cairo_new_sub_path(cr)
    cairo_arc(cr, drag.lastLocation.x, drag.lastLocation.y, radius, 0, 2 * Double.pi)
    let ink = renderer.appearance == .dark ? 1.0 : 0.0
    cairo_set_source_rgba(cr, ink, ink, ink, 0.10)
    cairo_fill_preserve(cr)
    cairo_set_source_rgba(cr, ink, ink, ink, 0.35)
    cairo_set_line_width(cr, 1.5)
    cairo_stroke(cr)
  }

  /// The device: a dark rounded body around the screen, with a thin rim, or a thick accent
  /// one around the device the panel edits.
  private func drawOutline(
    _ cr: OpaquePointer, _ layout: CanvasLayout, selected: Bool, corner: Double
  ) {
    let rect = layout.deviceRect
    let radius = (corner + CanvasLayout.bezelPoints) * layout.scale
    roundedRectangle(cr, rect, radius: radius)
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

  func roundedRectangle(_ cr: OpaquePointer, _ rect: Rect, radius: Double) {
    let r = Swift.min(radius, rect.size.width / 2, rect.size.height / 2)
    let x = rect.origin.x
    let y = rect.origin.y
    let w = rect.size.width
    let h = rect.size.height
    cairo_new_sub_path(cr)
    cairo_arc(cr, x + w - r, y + r, r, -Double.pi / 2, 0)
    cairo_arc(cr, x + w - r, y + h - r, r, 0, Double.pi / 2)
    cairo_arc(cr, x + r, y + h - r, r, Double.pi / 2, Double.pi)
    cairo_arc(cr, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
    cairo_close_path(cr)
  }
}

/// A device's place on the canvas: its screen's layout within its slot, and the slot's
/// top-left corner (zero on a stage of one device).
struct PlacedDevice {
  var layout: CanvasLayout
  var offset: Point

  /// A canvas point relative to the slot.
  func local(_ point: Point) -> Point {
    Point(x: point.x - offset.x, y: point.y - offset.y)
  }
}

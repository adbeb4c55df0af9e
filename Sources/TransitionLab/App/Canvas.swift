import CGtk
import CairoRenderer
import TransitionKit

/// The drawing area that shows the scene's screen, inside a device outline scaled to fit or
/// filling the area, and drives the scene's frames from the area's frame clock.
///
/// Frames: a tick callback runs while the session needs frames or a drag is held, and is
/// removed otherwise. Each tick moves the scene clock to the frame clock's frame time, ticks
/// the session and queues a draw; drawing only reads presentation values.
@MainActor
final class Canvas {
  /// The drawing area.
  let area: WidgetPointer
  let lab: Lab
  let renderer = Renderer()
  /// Where the screen sits in the area and at what scale, from the area's size, fit or fill
  /// and the screen's size; set before drawing (never by it) and used to map pointer
  /// positions.
  private(set) var layout: CanvasLayout
  /// The accessible stand-ins for the scene's drawn buttons, over the area.
  let proxies: SceneButtonProxies
  /// The area with the proxies' layer over it: what goes into the window.
  let widget: WidgetPointer
  /// Called after every tick and input event, so the header can follow the scene's state.
  var onStateChange: (() -> Void)?

  private var tickCallback: UInt32?
  private var reportedLayout: [Double]?
  /// Input state, see `Canvas+Input.swift`.
  var drag: DragState?
  var nextSequence = 0
  var cursorName = ""
  var dragGesture: OpaquePointer?
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
  /// Pointer events and the frames that drew them, see `Canvas+Latency.swift`.
  var latency = LatencyLedger()
  var latencyRecheck: UInt32?

  init(lab: Lab) {
    self.lab = lab
    area = tl_drawing_area_new_with_role(GTK_ACCESSIBLE_ROLE_GROUP)
    layout = CanvasLayout(mode: lab.mode, canvas: Screen.defaultSize, screen: Screen.defaultSize)
    proxies = SceneButtonProxies(lab: lab)
    widget = gtk_overlay_new()
    gtk_overlay_set_child(tl_overlay(widget.raw), area)
    gtk_overlay_add_overlay(tl_overlay(widget.raw), proxies.layer)
    gtk_widget_set_hexpand(area, 1)
    gtk_widget_set_vexpand(area, 1)
    gtk_widget_add_css_class(area, "canvas")
    gtk_widget_set_size_request(area, 200, 240)
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

  /// Lays the screen out for the area's size now, and moves the button proxies with it.
  private func relayout() {
    layOutScreen()
    proxies.follow(layout)
  }

  /// The layout for the area's size, fit or fill and the screen's size now.
  private func layOutScreen() {
    let canvas = size
    guard canvas.width >= 1, canvas.height >= 1 else { return }
    layout = CanvasLayout(
      mode: lab.mode, canvas: canvas, screen: lab.session.window.screen.bounds.size)
  }

  /// The area's size in canvas units (logical pixels).
  var size: Size {
    Size(
      width: Double(gtk_widget_get_width(area)), height: Double(gtk_widget_get_height(area)))
  }

  /// Redraws, and starts the tick callback if something now needs frames.
  func update() {
    relayout()
    gtk_widget_queue_draw(area)
    startTicksIfNeeded()
    followFocus()
    onStateChange?()
  }

  /// Whether frames are needed: the scene animates, a script plays, or a drag is held.
  var needsFrames: Bool { lab.session.needsFrames || drag != nil }

  /// Installs the tick callback when frames are needed and none runs. The clock forgets its
  /// last frame time, so the idle time before is not played at once.
  func startTicksIfNeeded() {
    guard tickCallback == nil, needsFrames else { return }
    lab.clock.resetHostReference()
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

  /// One frame: scene time from the frame clock (microseconds), the session's tick, a `frame`
  /// trace line, a draw. Returns false, removing the callback, once nothing needs frames.
  private func tick(frameTime: Int) -> Bool {
    let seconds = Double(frameTime) / 1_000_000
    lab.clock.advance(toHostTime: seconds)
    lab.session.tick()
    lab.emit("frame", [("clock", .number(seconds))])
    relayout()
    gtk_widget_queue_draw(area)
    followFocus()
    onStateChange?()
    if needsFrames { return true }
    tickCallback = nil
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
    gtk_widget_queue_draw(area)
  }

  // MARK: Drawing

  private func draw(_ cr: OpaquePointer, width: Int, height: Int) {
    let window = lab.session.window
    let deviceScale = Double(gtk_widget_get_scale_factor(area))
    if layout.mode == .fit { drawOutline(cr) }
    cairo_save(cr)
    cairo_translate(cr, layout.origin.x, layout.origin.y)
    cairo_scale(cr, layout.scale, layout.scale)
    if layout.mode == .fit {
      roundedRectangle(
        cr, Rect(origin: .zero, size: layout.screen), radius: CanvasLayout.screenCornerRadiusPoints)
      cairo_clip(cr)
    }
    renderer.scale = layout.scale * deviceScale
    if let sceneDrawing {
      sceneDrawing(cr)
    } else {
      renderer.drawContents(of: window, in: cr)
      drawReleaseGhost(cr)
    }
    drawFingerMark(cr)
    cairo_restore(cr)
    drawFocusRing(cr)
    notePainted()
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

  /// The device: a dark rounded body around the screen, with a thin rim.
  private func drawOutline(_ cr: OpaquePointer) {
    let rect = layout.deviceRect
    let radius = (CanvasLayout.screenCornerRadiusPoints + CanvasLayout.bezelPoints) * layout.scale
    roundedRectangle(cr, rect, radius: radius)
    let body = renderer.appearance == .dark ? 0.16 : 0.11
    cairo_set_source_rgb(cr, body, body, body + 0.01)
    cairo_fill_preserve(cr)
    let rim = renderer.appearance == .dark ? 0.34 : 0.55
    cairo_set_source_rgb(cr, rim, rim, rim)
    cairo_set_line_width(cr, 1.5)
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

  /// Writes a `layout` trace line when the screen's place on the window's surface, its scale
  /// or its size (in `fill`) changed: the screen's top-left corner in surface pixels (what
  /// `xdotool mousemove --window` takes) and pixels per scene point.
  ///
  /// Called after each paint of the window (not by drawing, which changes nothing).
  func reportLayout() {
    guard gtk_widget_get_mapped(area) != 0 else { return }
    let deviceScale = Double(gtk_widget_get_scale_factor(area))
    guard let area = SurfaceGeometry.surfacePoint(of: area) else { return }
    let x = (area.x + layout.origin.x) * deviceScale
    let y = (area.y + layout.origin.y) * deviceScale
    let scale = layout.scale * deviceScale
    let values = [x, y, scale, layout.screen.width, layout.screen.height].map {
      ($0 * 1000).rounded() / 1000
    }
    guard values != reportedLayout else { return }
    reportedLayout = values
    lab.emit(
      "layout",
      [
        ("screen_origin", .array([.number(values[0]), .number(values[1])])),
        ("scale", .number(values[2])), ("mode", .string(layout.mode.rawValue)),
        ("screen", .array([.number(values[3]), .number(values[4])])),
      ])
  }

  /// Forgets the reported layout, so the next draw reports it again (a new session).
  func forgetReportedLayout() {
    reportedLayout = nil
  }
}

import CGtk
import CairoRenderer
import Scenes
import TransitionKit

/// The drawing area that shows a stage (`Stage`): the scene's screen alone, inside a device
/// outline scaled to fit or filling the area, or the devices of a comparison side by side,
/// each under its label; it drives the stage's frames from the window's frame clock and feeds
/// it the pointer. Compare mode and the blind test are this canvas showing another stage.
///
/// The canvas lays the devices out, ticks and paints; each other concern is a collaborator
/// it owns, with its own state: the pointer (`CanvasPointer`), the keyboard and the focus ring
/// (`SceneKeyFocus`), the latency probe (`LatencyProbe`), the overlays painted over each
/// device (`DeviceOverlay`), the finger-lag hint (`FingerLagHint`) and the accessible proxies
/// of the scene's buttons (`SceneButtonProxies`), which follow the stage's structure
/// (`StructureWatch`), not its frames.
///
/// Frames: the canvas subscribes to the window's `TickDriver` while the stage needs frames or
/// a drag is held, and leaves it otherwise. Each tick moves the stage's clock to the frame
/// clock's frame time, ticks every device and queues a draw; drawing only reads presentation
/// values and writes nothing.
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
  /// The window's one frame-tick callback, shared with the timeline and the preview strip.
  let ticks: TickDriver
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
  /// a layout that changed none of them measures no text.
  private var measuredBand: (key: String, height: Double)?
  /// The accessible stand-ins for the scene's drawn buttons, over the area.
  let proxies: SceneButtonProxies
  /// The area with the proxies' layer over it: what goes into the window.
  let widget: WidgetPointer
  /// Called after input and commands, and after a frame that changed what the header and
  /// the inspector show of the stage (`StageFollowKey`), so they follow the scene's state.
  var onStateChange: (() -> Void)?
  /// Called after every frame, for what moves with the scene's time (the plot's marker).
  var onFrame: (() -> Void)?
  /// Called when a run of frames ends and the canvas is still (the memory freed meanwhile
  /// goes back), and what the `idle` trace line adds of the window (its memory).
  var onRest: (() -> Void)?
  var restFields: (() -> [(String, JSONValue)])?
  /// When `onStateChange` is called.
  private(set) var stateWatch = StageFollowWatch()
  /// Called when a click or a tap (not a drag) lands on another device than the decor's
  /// selected one.
  var onSelect: ((Int) -> Void)?
  /// Offered each key first while a stage of several devices is shown (Left and Right
  /// choose a device, or pick a side in the blind test); true when it took the key.
  var onKey: ((Int32) -> Bool)? {
    get { keyFocus.onStageKey }
    set { keyFocus.onStageKey = newValue }
  }
  /// Draws the screen's contents instead of the live scene (a scrubbed moment), in scene
  /// points, on a stage of one device; nil draws the live scene.
  var sceneDrawing: ((OpaquePointer) -> Void)?

  /// Mouse, pen and touch input.
  private(set) var pointer: CanvasPointer!
  /// The keyboard, the focus ring and the accessible name.
  private(set) var keyFocus: SceneKeyFocus!
  /// Pointer events and the frames that drew them, for the trace.
  private(set) var latency: LatencyProbe!
  /// The hint shown while the dragged view is far from the finger.
  private let fingerLag = FingerLagHint()
  /// What is painted over each device, in order, after its screen.
  private var overlays: [DeviceOverlay] = []
  /// When the proxies and the focus follow the stage's structure.
  private(set) var structure = StructureWatch()
  private var tickSubscription: TickFanOut.Subscription?
  /// Whether the next tick is the first of a run of frames (a `first` field on its trace line).
  private var firstFrameOfRun = false
  /// The frame's render nodes: the backdrop kept while it holds, the screens painted anew.
  private let nodes = StageNodes()

  init(lab: Lab) {
    self.lab = lab
    stage = lab
    area = tl_snapshot_area_new_with_role(GTK_ACCESSIBLE_ROLE_GROUP)
    ticks = TickDriver(widget: area)
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
    MainLoop.setSnapshotFunction(area) { [weak self] snapshot, width, height in
      self?.snapshot(snapshot, width: width, height: height)
    }
    Signal.connect(
      area, "resize",
      size: { [weak self] width, height in
        self?.resized(width: width, height: height)
      })
    pointer = CanvasPointer(canvas: self)
    keyFocus = SceneKeyFocus(area: area, lab: lab)
    keyFocus.onPress = { [weak self] in self?.update() }
    latency = LatencyProbe(area: area, lab: lab) { [weak self] in self?.isTicking ?? false }
    overlays = [
      ReleaseGhostOverlay(), GuidesOverlay { [weak lab] in lab?.state.guides ?? [] },
      FingerMarkOverlay(), keyFocus,
    ]
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
    keyFocus.stageChanged(sceneAlone: decor == nil)
    if let decor {
      Accessible.describe(
        area, label: decor.accessibleLabel, description: decor.accessibleDescription)
    } else {
      Accessible.describe(area, description: Lab.canvasDescription)
    }
    update()
  }

  /// The drag held, if any: the mouse's or the pen's, else the first finger's.
  var drag: DragState? { pointer.drag }

  /// Cancels the drags in progress, the mouse's and every finger's, as when the window stops
  /// being active mid-drag.
  func cancelDrag() {
    pointer.cancelDrag()
  }

  /// Lays the devices out for the area's size now, and moves the button proxies and the
  /// focus with them once the stage is at rest after a change of its structure.
  private func relayout() {
    layOutScreen()
    structure.laidOut(placed)
    guard structure.shouldFollow(busy: needsFrames) else { return }
    proxies.follow(stage, on: placed)
    keyFocus.follow()
  }

  /// The layouts for the area's size, fit or fill, the screen's size and the labels now: a
  /// stage of one device fits or fills the whole area, with no label band; several share it
  /// in slots under their labels.
  private func layOutScreen() {
    let canvas = size
    let sessions = stage.sessions
    guard canvas.width >= 1, canvas.height >= 1, let first = sessions.first else { return }
    guard let decor else {
      deviceLabels = []
      selectedDevice = nil
      placed = [
        PlacedDevice(
          layout: CanvasLayout(
            mode: lab.mode, canvas: canvas, screen: first.window.screen.bounds.size),
          offset: .zero)
      ]
      return
    }
    let slot = canvas.width / Double(Swift.max(sessions.count, 1))
    let labels = decor.labels
    deviceLabels = sessions.indices.map { labels.indices.contains($0) ? labels[$0] : "" }
    selectedDevice = decor.selected
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
    nodes.purge()
    area.queueDraw()
  }

  /// The area's size in canvas units (logical pixels).
  var size: Size {
    Size(
      width: Double(gtk_widget_get_width(area)), height: Double(gtk_widget_get_height(area)))
  }

  /// After input or a command that may have changed the stage: lays it out, redraws, and
  /// starts the frames if something now needs them. A drag's move (`pointerMoved`) is
  /// followed by the header and the inspector only if it changed the stage's state, as a
  /// frame is: a drag moves every frame.
  func update(pointerMoved: Bool = false) {
    structure.changed()
    relayout()
    fingerLag.follow(self)
    area.queueDraw()
    startTicksIfNeeded()
    if !pointerMoved { stateWatch.changed() }
    followState()
  }

  /// Calls `onStateChange` when the stage's state moved since it was last called.
  private func followState() {
    if stateWatch.shouldFollow(lab.stageFollowKey(busy: needsFrames)) { onStateChange?() }
  }

  /// Draws again what changed only in the drawing (a scrubbed moment): the stage, its
  /// buttons and its layout are as they were.
  func redraw() {
    area.queueDraw()
  }

  /// Whether frames are needed: a device animates, a script plays, or a drag is held.
  var needsFrames: Bool { stage.needsFrames || drag != nil }

  /// Subscribes to the frame ticks when frames are needed and none run. The clock forgets
  /// its last frame time, so the idle time before is not played at once.
  func startTicksIfNeeded() {
    guard tickSubscription == nil, needsFrames else { return }
    stage.clock.resetHostReference()
    firstFrameOfRun = true
    tickSubscription = ticks.subscribe { [weak self] frameTime in
      self?.tick(frameTime: frameTime) ?? false
    }
  }

  /// Whether the canvas's frames run.
  var isTicking: Bool { tickSubscription != nil }

  /// Stops the frames (before the session is replaced).
  func stopTicks() {
    guard let subscription = tickSubscription else { return }
    ticks.cancel(subscription)
    tickSubscription = nil
  }

  /// One frame: scene time from the frame clock (microseconds), every device's tick, a
  /// `frame` trace line, a draw. Returns false, leaving the ticks, once nothing needs
  /// frames; the proxies and the focus follow then, on the frame the stage comes to rest.
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
    structure.changed()
    if structure.shouldFollow(busy: needsFrames) {
      proxies.follow(stage, on: placed)
      keyFocus.follow()
    }
    fingerLag.follow(self)
    area.queueDraw()
    followState()
    onFrame?()
    if needsFrames { return true }
    tickSubscription = nil
    // The run of frames ends: the canvas is still until something needs frames again.
    if lab.isTracing {
      var fields: [(String, JSONValue)] = [
        ("clock", .number(seconds)), ("state_follows", .number(Double(stateWatch.follows))),
        ("backdrop_paints", .number(Double(nodes.backdropPaints))),
      ]
      fields += memoryFigures()
      fields += restFields?() ?? []
      lab.session.emit("idle", at: stage.clock.now, fields)
    }
    onRest?()
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

  /// Makes the frame's nodes (`StageNodes`): the backdrop, kept from the last frame while
  /// it holds; each device's screen over its own rectangle; and, only while an overlay draws
  /// over the canvas (the focus ring), a node over the whole canvas for it. Every device is
  /// painted the same way (`StagePainter`); then the frame is noted for the latency probe.
  /// Nothing is written from here.
  private func snapshot(_ snapshot: OpaquePointer, width: Int, height: Int) {
    let sessions = stage.sessions
    let finger = drag?.lastLocation
    let scrubbed = decor == nil && sceneDrawing != nil
    let devices = placed.enumerated().compactMap { index, device -> PaintedDevice? in
      guard sessions.indices.contains(index) else { return nil }
      return PaintedDevice(
        session: sessions[index], index: index, count: sessions.count, placed: device,
        finger: finger, isScrubbed: scrubbed, appearance: renderer.appearance)
    }
    var painter = StagePainter(renderer: renderer)
    painter.deviceScale = Double(gtk_widget_get_scale_factor(area))
    let frame = nodes.frame(
      painter: painter, devices: devices,
      canvas: Size(width: Double(width), height: Double(height)),
      labels: deviceLabels, selected: selectedDevice,
      labelLayout: { [unowned self] text, width, selected in
        self.labelLayout(text, width: width, selected: selected)
      }, sceneDrawing: scrubbed ? sceneDrawing : nil, overlays: overlays)
    for node in frame { gtk_snapshot_append_node(snapshot, node.node) }
    latency.notePainted()
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
}

/// A device's place on the canvas: its screen's layout within its slot, and the slot's
/// top-left corner (zero on a stage of one device).
struct PlacedDevice: Equatable {
  var layout: CanvasLayout
  var offset: Point

  /// A canvas point relative to the slot.
  func local(_ point: Point) -> Point {
    Point(x: point.x - offset.x, y: point.y - offset.y)
  }
}

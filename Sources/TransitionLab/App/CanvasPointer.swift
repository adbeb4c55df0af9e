import CGtk
import TransitionKit

/// Mouse, touch and pen input, on a stage of any number of devices. The mouse and the pen
/// come through a drag gesture (one sequence at a time); the touchscreen through a legacy
/// controller that sees every GDK touch sequence, so each finger reaches the stage as a
/// sequence of its own (two fingers are two sequences: a pan follows the first finger that
/// pressed it and leaves the second to whatever takes a second sequence, such as a pinch).
/// A press picks the device it lands on; its positions go through the inverse of that
/// device's fit into scene points, with each event's own timestamp and the pointer's own
/// kind (`PointerMapper`: a touch stays a touch, a pen a pen), and the stage delivers them
/// (`Stage.deliver`: every compared device gets them, a control pressed by its id). A
/// cancelled sequence (a cancelled touch, a lost grab) becomes `.cancel`. Each press,
/// release and cancel is written to the trace as a `pointer` line. The pointer shows a grab
/// hand over a screen and a pointing hand over a button.
@MainActor
final class CanvasPointer {
  /// How far a press may move and still be a click or a tap, in canvas pixels.
  static let tapSlopPixels = 8.0

  /// The canvas it reads the stage and the devices' places from, and tells of input.
  private unowned let canvas: Canvas
  private var area: WidgetPointer { canvas.area }
  /// The drag held: the mouse's or the pen's, else the first finger's.
  private(set) var drag: DragState?
  private var nextSequence = 0
  private var cursorName = ""
  private var dragGesture: OpaquePointer?
  /// The fingers down, each its own sequence (`drag` is the first of them while no mouse or
  /// pen drag is held).
  private var touches = TouchSequences()

  init(canvas: Canvas) {
    self.canvas = canvas
    let area = canvas.area
    let gesture = gtk_gesture_drag_new()!
    gtk_gesture_single_set_button(tl_gesture_single(gesture.raw), 1)
    Signal.connect(
      gesture, "drag-begin",
      point: { [weak self] x, y in
        guard let self else { return }
        // A finger comes through the touch controller; a touch that reaches the drag
        // (emulated by the platform) is left to it.
        guard PointerMapper.device(of: gesture) != .touch else {
          gtk_gesture_set_state(tl_gesture(gesture.raw), GTK_EVENT_SEQUENCE_DENIED)
          return
        }
        // A press on the stage takes the keyboard focus from a field, as a click on any
        // control does (Escape then acts on the scene).
        if gtk_widget_has_focus(self.area) == 0 { gtk_widget_grab_focus(self.area) }
        self.pressed(at: Point(x: x, y: y), gesture: gesture)
      })
    Signal.connect(
      gesture, "drag-update",
      point: { [weak self] dx, dy in
        self?.moved(by: Point(x: dx, y: dy), gesture: gesture, kind: .move)
      })
    Signal.connect(
      gesture, "drag-end",
      point: { [weak self] dx, dy in
        self?.moved(by: Point(x: dx, y: dy), gesture: gesture, kind: .up)
      })
    Signal.connect(
      gesture, "cancel",
      pointer: { [weak self] _ in
        self?.cancelled(gesture: gesture)
      })
    gtk_widget_add_controller(area, tl_event_controller(gesture.raw))

    // Touches, before any gesture of the area sees them (the capture phase), every sequence.
    let touch = gtk_event_controller_legacy_new()!
    gtk_event_controller_set_propagation_phase(touch, GTK_PHASE_CAPTURE)
    Signal.connect(
      touch, "event",
      pointerReturning: { [weak self] event in
        guard let self, let event else { return false }
        return self.touched(OpaquePointer(event))
      })
    gtk_widget_add_controller(area, touch)

    let motion = gtk_event_controller_motion_new()!
    Signal.connect(
      motion, "motion",
      point: { [weak self] x, y in
        self?.hovered(at: Point(x: x, y: y))
      })
    Signal.connect(motion, "leave") { [weak self] in self?.setCursor("default") }
    gtk_widget_add_controller(area, motion)
    dragGesture = gesture
  }

  /// The mouse or pen drag held, if any (a finger's drag is a touch).
  private var mouseDrag: DragState? {
    guard let drag, drag.device != .touch else { return nil }
    return drag
  }

  /// Cancels the drags in progress, the mouse's and every finger's, as when the window stops
  /// being active mid-drag.
  func cancelDrag() {
    if mouseDrag != nil, let gesture = dragGesture {
      gtk_event_controller_reset(tl_event_controller(gesture.raw))
      if mouseDrag != nil { cancelled(gesture: gesture) }
    }
    let fingers = touches.removeAll()
    if mouseDrag == nil { drag = nil }
    for state in fingers {
      send(.cancel, at: state.lastLocation, time: state.lastTimestamp, state)
    }
  }

  /// The device whose screen (or bezel) is under `point`, with the press's scene point there.
  func device(at point: Point) -> (index: Int, location: Point)? {
    for (index, device) in canvas.placed.enumerated() {
      if let location = device.layout.pressLocation(fromCanvas: device.local(point)) {
        return (index, location)
      }
    }
    return nil
  }

  /// Starts a sequence at a canvas point: picks the device under it (nil when the point is on
  /// none) and sends the press.
  private func beginSequence(
    at point: Point, device: PointerEvent.Device, eventTime: UInt32
  ) -> DragState? {
    guard let (pressedDevice, location) = self.device(at: point),
      canvas.stage.sessions.indices.contains(pressedDevice)
    else { return nil }
    nextSequence += 1
    canvas.keyFocus.hideRing()
    let now = canvas.stage.clock.now
    let state = DragState(
      sequence: nextSequence, start: point, pressEventTime: eventTime,
      pressSceneTime: now, lastLocation: location, lastTimestamp: now, device: device,
      pressedDevice: pressedDevice)
    send(.down, at: location, time: state.pressSceneTime, state)
    canvas.latency.noteEventHandled(eventMilliseconds: state.pressEventTime)
    return state
  }

  /// Moves or releases a sequence at a canvas point; returns its state after the event.
  private func continueSequence(
    _ state: DragState, to canvasPoint: Point, eventTime: UInt32, kind: PointerEvent.Kind
  ) -> DragState {
    let placed = canvas.placed
    let device = placed[Swift.min(state.pressedDevice, placed.count - 1)]
    let state = state.moved(
      to: device.layout.scenePoint(fromCanvas: device.local(canvasPoint)), canvasPoint: canvasPoint,
      eventTime: eventTime, timeScale: canvas.stage.clock.timeScale)
    send(kind, at: state.lastLocation, time: state.lastTimestamp, state)
    canvas.latency.noteEventHandled(eventMilliseconds: eventTime)
    if kind == .up { selectIfTapped(state) }
    return state
  }

  /// A click or a tap on a device selects it (the one the panel edits); a drag plays on
  /// every device and leaves the selection where it was.
  private func selectIfTapped(_ state: DragState) {
    guard state.farthest <= Self.tapSlopPixels, let decor = canvas.decor,
      decor.selected.map({ $0 != state.pressedDevice }) == true
    else { return }
    canvas.onSelect?(state.pressedDevice)
  }

  // MARK: Mouse and pen

  private func pressed(at point: Point, gesture: OpaquePointer) {
    guard
      let state = beginSequence(
        at: point, device: PointerMapper.device(of: gesture),
        eventTime: PointerMapper.eventTime(of: gesture))
    else {
      gtk_gesture_set_state(tl_gesture(gesture.raw), GTK_EVENT_SEQUENCE_DENIED)
      return
    }
    drag = state
    setCursor("grabbing")
  }

  private func moved(by offset: Point, gesture: OpaquePointer, kind: PointerEvent.Kind) {
    guard let held = mouseDrag else { return }
    let canvasPoint = Point(x: held.start.x + offset.x, y: held.start.y + offset.y)
    // The drag is closed before the release is sent, so what the release starts sees none.
    if kind == .up { drag = nil }
    var state = held
    if kind == .move {
      for (point, time) in Self.compressedMoves(gesture: gesture, to: canvasPoint) {
        state = continueSequence(state, to: point, eventTime: time, kind: .move)
      }
    }
    let moved = continueSequence(
      state, to: canvasPoint, eventTime: PointerMapper.eventTime(of: gesture), kind: kind)
    if kind == .up {
      drag = touches.primary
      hovered(at: canvasPoint)
    } else {
      drag = moved
    }
  }

  /// The moves GDK folded into the motion event being handled, oldest first, in canvas points
  /// with their event times. GDK keeps one motion event a frame and the ones before it as its
  /// history: when the main loop comes late (a loaded machine), a slow drag's moves all wait
  /// in the queue, and without them the scene would see one jump, a flick, then the release.
  private static func compressedMoves(gesture: OpaquePointer, to canvasPoint: Point) -> [(
    point: Point, eventTime: UInt32
  )] {
    guard let event = gtk_event_controller_get_current_event(tl_event_controller(gesture.raw)),
      PointerMapper.keepsHistory(gdk_event_get_event_type(event))
    else { return [] }
    var surfaceX = 0.0
    var surfaceY = 0.0
    guard gdk_event_get_position(event, &surfaceX, &surfaceY) != 0 else { return [] }
    var count: UInt32 = 0
    guard let history = gdk_event_get_history(event, &count), count > 0 else { return [] }
    defer { g_free(history) }
    var folded: [(surfacePoint: Point, eventTime: UInt32)] = []
    for index in 0..<Int(count) {
      var coord = history[index]
      let axes = withUnsafeBytes(of: &coord.axes) { Array($0.bindMemory(to: Double.self)) }
      folded.append(
        (Point(x: axes[Int(GDK_AXIS_X.rawValue)], y: axes[Int(GDK_AXIS_Y.rawValue)]), coord.time))
    }
    return PointerMapper.foldedMoves(
      folded, eventSurfacePoint: Point(x: surfaceX, y: surfaceY), eventCanvasPoint: canvasPoint)
  }

  private func cancelled(gesture _: OpaquePointer) {
    guard let state = mouseDrag else { return }
    drag = touches.primary
    send(.cancel, at: state.lastLocation, time: state.lastTimestamp, state)
    setCursor("default")
  }

  // MARK: Touch

  /// One GDK event from the touch controller: a touch's begin, update, end or cancel becomes
  /// its sequence's press, move, release or cancel, each at its own event time. Returns
  /// whether the event was a touch (it then goes no further, so the drag gesture never sees a
  /// finger). GDK folds no touch updates together and keeps no history for them
  /// (`PointerMapper.keepsHistory(_:)`): every update comes as an event of its own.
  private func touched(_ event: OpaquePointer) -> Bool {
    guard let kind = PointerMapper.touchKind(of: gdk_event_get_event_type(event)) else {
      return false
    }
    let key = UInt(bitPattern: Int(bitPattern: gdk_event_get_event_sequence(event)))
    let mouseHeld = mouseDrag != nil
    defer {
      if !mouseHeld { drag = touches.primary }
      if drag == nil { setCursor("default") }
    }
    if kind == .cancel {
      if let state = touches.end(key) {
        send(.cancel, at: state.lastLocation, time: state.lastTimestamp, state)
      }
      return true
    }
    var x = 0.0
    var y = 0.0
    guard gdk_event_get_position(event, &x, &y) != 0, let point = canvasPoint(surfaceX: x, y: y)
    else { return true }
    let eventTime = gdk_event_get_time(event)
    switch kind {
    case .down:
      if gtk_widget_has_focus(area) == 0 { gtk_widget_grab_focus(area) }
      if let stale = touches.end(key) {
        send(.cancel, at: stale.lastLocation, time: stale.lastTimestamp, stale)
      }
      if let state = beginSequence(at: point, device: .touch, eventTime: eventTime) {
        _ = touches.begin(key, state)
      }
    case .move:
      guard let state = touches.state(of: key) else { return true }
      touches.update(key, continueSequence(state, to: point, eventTime: eventTime, kind: .move))
    case .up:
      guard let state = touches.end(key) else { return true }
      if !mouseHeld { drag = touches.primary }
      _ = continueSequence(state, to: point, eventTime: eventTime, kind: .up)
    case .cancel:
      break
    }
    return true
  }

  /// A point on the window's surface (a GDK event's position) in the area's coordinates.
  private func canvasPoint(surfaceX x: Double, y: Double) -> Point? {
    guard let native = gtk_widget_get_native(area) else { return nil }
    var surfaceX = 0.0
    var surfaceY = 0.0
    gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
    var areaX = 0.0
    var areaY = 0.0
    guard
      gtk_widget_translate_coordinates(
        native.widget, area, x - surfaceX, y - surfaceY, &areaX, &areaY) != 0
    else { return nil }
    return Point(x: areaX, y: areaY)
  }

  /// Sends one event to the stage, which ticks at once (the card moves in this frame), and
  /// redraws. A press, release or cancel is also a `pointer` line in the trace of the device
  /// pressed: which sequence, of which kind of pointer, where.
  private func send(
    _ kind: PointerEvent.Kind, at location: Point, time: Double, _ state: DragState
  ) {
    let stage = canvas.stage
    if kind != .move, stage.sessions.indices.contains(state.pressedDevice) {
      stage.sessions[state.pressedDevice].emit(
        "pointer", at: time,
        [
          ("event", .string(kind.rawValue)),
          ("sequence", .number(Double(state.sequence))),
          ("pointer", .string(state.device.rawValue)),
          ("location", .array([.number(location.x), .number(location.y)])),
        ])
    }
    stage.deliver(
      PointerEvent(
        kind: kind, location: location, timestamp: time, device: state.device,
        sequence: state.sequence), pressedOn: state.pressedDevice)
    canvas.update(pointerMoved: kind == .move)
  }

  // MARK: Cursor

  /// A grab hand over the screen, a pointing hand over a button, the default elsewhere.
  private func hovered(at point: Point) {
    guard drag == nil else { return }
    let placed = canvas.placed
    let stage = canvas.stage
    guard
      let index = placed.indices.first(where: {
        placed[$0].layout.isOverScreen(placed[$0].local(point))
      }),
      stage.sessions.indices.contains(index)
    else {
      setCursor("default")
      return
    }
    let device = placed[index]
    let hit = stage.sessions[index].window.hitTest(
      device.layout.scenePoint(fromCanvas: device.local(point)))
    var view = hit
    while let current = view, !(current is Button) { view = current.superview }
    setCursor(view == nil ? "grab" : "pointer")
  }

  private func setCursor(_ name: String) {
    guard name != cursorName else { return }
    cursorName = name
    gtk_widget_set_cursor_from_name(area, name)
  }
}

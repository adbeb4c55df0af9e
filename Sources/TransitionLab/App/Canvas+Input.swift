import CGtk
import TransitionKit

/// One press-to-release sequence on the canvas, in scene terms.
struct DragState {
  /// The sequence number the scene sees.
  var sequence: Int
  /// Where the press was, on the canvas.
  var start: Point
  /// The press's own event time (milliseconds, the event clock) and the scene time then.
  var pressEventTime: UInt32
  var pressSceneTime: Double
  /// The last position sent, in scene points, and its timestamp.
  var lastLocation: Point
  var lastTimestamp: Double
  var device: PointerEvent.Device
  /// The stage's device the press landed on (from 0; always 0 on a stage of one).
  var pressedDevice: Int
}

/// Mouse, touch and pen input, on a stage of any number of devices: a drag gesture (one
/// sequence at a time) whose press picks the device it lands on; its positions go through
/// the inverse of that device's fit into scene points, with each event's own timestamp and
/// the pointer's own kind (`PointerMapper`: a touch stays a touch, a pen a pen), and the
/// stage delivers them (`Stage.deliver`: every compared device gets them, a control pressed
/// by its id). A cancelled sequence or a lost grab becomes `.cancel`. The pointer shows a
/// grab hand over a screen and a pointing hand over a button.
extension Canvas {
  func installInput() {
    let gesture = gtk_gesture_drag_new()!
    gtk_gesture_single_set_button(tl_gesture_single(gesture.raw), 1)
    Signal.connect(
      gesture, "drag-begin",
      point: { [weak self] x, y in
        guard let self else { return }
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

  /// Cancels the drag in progress, as when the window stops being active mid-drag.
  func cancelDrag() {
    guard drag != nil, let gesture = dragGesture else { return }
    gtk_event_controller_reset(tl_event_controller(gesture.raw))
    if drag != nil { cancelled(gesture: gesture) }
  }

  /// The device whose screen (or bezel) is under `point`, with the press's scene point there.
  func device(at point: Point) -> (index: Int, location: Point)? {
    for (index, device) in placed.enumerated() {
      if let location = device.layout.pressLocation(fromCanvas: device.local(point)) {
        return (index, location)
      }
    }
    return nil
  }

  private func pressed(at point: Point, gesture: OpaquePointer) {
    guard let (pressedDevice, location) = device(at: point),
      stage.sessions.indices.contains(pressedDevice)
    else {
      gtk_gesture_set_state(tl_gesture(gesture.raw), GTK_EVENT_SEQUENCE_DENIED)
      return
    }
    if let decor, decor.selected().map({ $0 != pressedDevice }) == true {
      onSelect?(pressedDevice)
    }
    nextSequence += 1
    if ringShown {
      ringShown = false
      followFocus()
    }
    let device = PointerMapper.device(of: gesture)
    let now = stage.clock.now
    let state = DragState(
      sequence: nextSequence, start: point, pressEventTime: PointerMapper.eventTime(of: gesture),
      pressSceneTime: now, lastLocation: location, lastTimestamp: now, device: device,
      pressedDevice: pressedDevice)
    drag = state
    send(.down, at: location, time: state.pressSceneTime, state)
    noteEventHandled(eventMilliseconds: state.pressEventTime)
    setCursor("grabbing")
  }

  private func moved(by offset: Point, gesture: OpaquePointer, kind: PointerEvent.Kind) {
    guard var state = drag else { return }
    let canvasPoint = Point(x: state.start.x + offset.x, y: state.start.y + offset.y)
    let device = placed[Swift.min(state.pressedDevice, placed.count - 1)]
    let location = device.layout.scenePoint(fromCanvas: device.local(canvasPoint))
    let time = timestamp(of: gesture, state)
    state.lastLocation = location
    state.lastTimestamp = time
    drag = kind == .up ? nil : state
    send(kind, at: location, time: time, state)
    noteEventHandled(eventMilliseconds: PointerMapper.eventTime(of: gesture))
    if kind == .up { hovered(at: canvasPoint) }
  }

  private func cancelled(gesture: OpaquePointer) {
    guard let state = drag else { return }
    drag = nil
    send(.cancel, at: state.lastLocation, time: state.lastTimestamp, state)
    setCursor("default")
  }

  /// Sends one event to the stage, which ticks at once (the card moves in this frame), and
  /// redraws.
  private func send(
    _ kind: PointerEvent.Kind, at location: Point, time: Double, _ state: DragState
  ) {
    stage.deliver(
      PointerEvent(
        kind: kind, location: location, timestamp: time, device: state.device,
        sequence: state.sequence), pressedOn: state.pressedDevice)
    update()
  }

  /// The event's own time in scene seconds (`PointerMapper`, shared with compare mode).
  private func timestamp(of gesture: OpaquePointer, _ state: DragState) -> Double {
    PointerMapper.timestamp(
      eventTime: PointerMapper.eventTime(of: gesture), pressEventTime: state.pressEventTime,
      pressSceneTime: state.pressSceneTime, lastTimestamp: state.lastTimestamp,
      timeScale: stage.clock.timeScale)
  }

  // MARK: Cursor

  /// A grab hand over the screen, a pointing hand over a button, the default elsewhere.
  private func hovered(at point: Point) {
    guard drag == nil else { return }
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

  func setCursor(_ name: String) {
    guard name != cursorName else { return }
    cursorName = name
    gtk_widget_set_cursor_from_name(area, name)
  }
}

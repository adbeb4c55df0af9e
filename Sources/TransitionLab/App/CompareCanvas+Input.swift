import CGtk
import TransitionKit

/// The compared devices' input: one drag gesture whose press picks the device it lands on;
/// every position is read in that device's screen points and sent to all devices
/// (`Comparison.send(_:from:)` routes a press on a control by its id), with the events' own
/// timestamps and the pointer's own kind (`PointerMapper`: a touch stays a touch, a pen a pen).
/// Left and Right (and Escape) go to the pane.
extension CompareCanvas {
  func installInput() {
    let gesture = gtk_gesture_drag_new()!
    gtk_gesture_single_set_button(tl_gesture_single(gesture.raw), 1)
    Signal.connect(
      gesture, "drag-begin",
      point: { [weak self] x, y in
        self?.pressed(Point(x: x, y: y), gesture)
      })
    Signal.connect(
      gesture, "drag-update",
      point: { [weak self] dx, dy in
        self?.moved(Point(x: dx, y: dy), gesture, .move)
      })
    Signal.connect(
      gesture, "drag-end",
      point: { [weak self] dx, dy in
        self?.moved(Point(x: dx, y: dy), gesture, .up)
      })
    Signal.connect(gesture, "cancel", pointer: { [weak self] _ in self?.cancelDrag() })
    gtk_widget_add_controller(area, tl_event_controller(gesture.raw))
    self.gesture = gesture
    let keys = gtk_event_controller_key_new()!
    Signal.connect(
      keys, "key-pressed",
      key: { [weak self] keyval, state in
        let modifiers = GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue
        guard let self, state & modifiers == 0 else { return false }
        return self.onKey?(Int32(bitPattern: keyval)) ?? false
      })
    gtk_widget_add_controller(area, keys)
  }

  private func pressed(_ point: Point, _ gesture: OpaquePointer) {
    guard
      let device = layouts.firstIndex(where: {
        $0.layout.pressLocation(fromCanvas: Self.local(point, $0.offset)) != nil
      }),
      let location = layouts[device].layout.pressLocation(
        fromCanvas: Self.local(point, layouts[device].offset))
    else {
      gtk_gesture_set_state(tl_gesture(gesture.raw), GTK_EVENT_SEQUENCE_DENIED)
      return
    }
    gtk_widget_grab_focus(area)
    if device != comparison.selected { onSelect?(device) }
    sequence += 1
    let time = comparison.clock.now
    let state: CompareDrag = (
      device, sequence, point, PointerMapper.eventTime(of: gesture), time, location, time,
      PointerMapper.device(of: gesture)
    )
    drag = state
    send(.down, location, time, state)
  }

  private func moved(_ offset: Point, _ gesture: OpaquePointer, _ kind: PointerEvent.Kind) {
    guard var state = drag else { return }
    let point = Point(x: state.start.x + offset.x, y: state.start.y + offset.y)
    let placed = layouts[state.device]
    let location = placed.layout.scenePoint(fromCanvas: Self.local(point, placed.offset))
    let time = PointerMapper.timestamp(
      eventTime: PointerMapper.eventTime(of: gesture), pressEventTime: state.pressTime,
      pressSceneTime: state.pressScene, lastTimestamp: state.lastTime,
      timeScale: comparison.clock.timeScale)
    state.last = location
    state.lastTime = time
    drag = kind == .up ? nil : state
    send(kind, location, time, state)
  }

  /// Cancels the drag in progress on every device.
  func cancelDrag() {
    guard let state = drag else { return }
    drag = nil
    if let gesture { gtk_event_controller_reset(tl_event_controller(gesture.raw)) }
    send(.cancel, state.last, state.lastTime, state)
  }

  /// Sends one event of `state`'s sequence to every device, as pressed on its device.
  private func send(
    _ kind: PointerEvent.Kind, _ location: Point, _ time: Double, _ state: CompareDrag
  ) {
    comparison.send(
      PointerEvent(
        kind: kind, location: location, timestamp: time, device: state.pointer,
        sequence: state.sequence), from: state.device)
    update()
  }

  /// A canvas point relative to a device's slot.
  private static func local(_ point: Point, _ offset: Point) -> Point {
    Point(x: point.x - offset.x, y: point.y - offset.y)
  }
}

import TransitionKit

extension SceneSession {
  /// Plays a script live: its events are delivered by `tick()` when the clock reaches their
  /// times, counted from now. A script already playing is replaced.
  public func schedule(_ script: GestureScript) {
    let start = engine.now
    scheduled = script.events.map { (start + $0.t, $0) }
  }

  /// Whether a scheduled script still has events to deliver.
  public var isPlayingScript: Bool { !scheduled.isEmpty }

  func deliverScheduledEvents() {
    let now = engine.now
    while let first = scheduled.first, first.time <= now {
      scheduled.removeFirst()
      deliver(first.event)
    }
  }

  /// Adds a live event to the recording of the current sequence; a release or cancel closes
  /// it and makes it the last recording. Times are relative to the press, from the events' own
  /// timestamps.
  func record(_ event: PointerEvent) {
    let type: GestureScript.EventType
    switch event.kind {
    case .down:
      recording = (event.timestamp, [])
      type = .down
    case .move: type = .move
    case .up: type = .up
    case .cancel: type = .cancel
    }
    guard var current = recording else { return }
    let t = Swift.max(0, event.timestamp - current.start)
    current.events.append(
      GestureScript.Event(t: t, type: type, location: event.location, device: event.device))
    if event.kind == .up || event.kind == .cancel {
      lastRecording = GestureScript(events: current.events)
      recording = nil
    } else {
      recording = current
    }
  }
}

import TransitionKit

extension SceneSession {
  /// Plays a script live: its events are delivered by `tick()` when the clock reaches their
  /// times, counted from now. A script already playing is replaced.
  public func schedule(_ script: GestureScript) {
    let start = engine.now
    scheduled = script.events.map { (start + $0.t, $0) }
  }

  /// Plays the last recorded sequence again, live, on the screen it started from: when it was
  /// pressed with the modal on screen and the modal is gone now (the drag dismissed it), the
  /// modal is put back without animation first, so the drag has something to move. Returns
  /// false when nothing was recorded yet.
  @discardableResult
  public func replayLastRecording() -> Bool {
    guard let recording = lastRecording else { return false }
    if lastRecordingStartedPresented, !isPresented, window.activeTransition == nil {
      run { scene.presentWithoutAnimation() }
      window.tick()
    }
    schedule(recording)
    return true
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
  /// it and, if the pointer moved far enough for a pan to begin, makes it the last recording
  /// (a click on a button is no drag to replay). Times are relative to the press, from the
  /// events' own timestamps.
  func record(_ event: PointerEvent) {
    let type: GestureScript.EventType
    switch event.kind {
    case .down:
      recording = (event.timestamp, isPresented, [])
      type = .down
    case .move: type = .move
    case .up: type = .up
    case .cancel: type = .cancel
    }
    guard let start = recording?.start else { return }
    let t = Swift.max(0, event.timestamp - start)
    // Appended in place: a copy taken out and put back copied every event recorded so far
    // on each move, so a held drag cost more with every frame it was held.
    recording?.events.append(
      GestureScript.Event(t: t, type: type, location: event.location, device: event.device))
    if event.kind == .up || event.kind == .cancel, let current = recording {
      recording = nil
      guard let press = current.events.first?.location,
        current.events.contains(where: {
          guard let location = $0.location else { return false }
          return Vector(dx: location.x - press.x, dy: location.y - press.y).length
            > PanGestureRecognizer.defaultHysteresis
        })
      else { return }
      lastRecording = GestureScript(events: current.events)
      lastRecordingStartedPresented = current.presented
    }
  }
}

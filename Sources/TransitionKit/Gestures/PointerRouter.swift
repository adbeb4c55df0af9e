/// Routes pointer events to gesture recognizers and buttons, one sequence at a time.
///
/// A press hit-tests the window (through what is on screen) and collects the enabled
/// recognizers of the view it hit and of every ancestor, deepest first; a button under the
/// press highlights. Later events of the same sequence go to those recognizers. The first
/// recognizer to begin wins: the others fail and the button stops tracking (a drag that
/// starts on a button inside a pannable card moves the card and does not press the button).
/// A release that no recognizer claimed, inside the button, presses it once. Presses of other
/// sequences while one is tracked are ignored, except by a pinch among the tracked recognizers,
/// which takes one second sequence (its press, moves, release or cancel); a cancelled
/// sequence cancels every gesture.
@MainActor
final class PointerRouter {
  private struct Tracking {
    var sequence: Int
    var recognizers: [GestureRecognizer]
    var button: Button?
  }

  private var tracking: Tracking?
  /// The second sequence a pinch takes while the first is tracked.
  private var secondary: Int?
  /// Called for every state change of a participating recognizer.
  var observer: ((GestureRecognizer) -> Void)?

  /// Whether a sequence is being tracked (a finger or button is down).
  var isTracking: Bool { tracking != nil }

  /// Whether a recognizer is in the middle of a gesture.
  var hasActiveGesture: Bool { tracking?.recognizers.contains { $0.isActive } ?? false }

  func send(_ event: PointerEvent, in window: View) {
    if var current = tracking, current.sequence != event.sequence {
      sendSecondary(event, &current)
      tracking = current
      return
    }
    switch event.kind {
    case .down:
      if let current = tracking {
        guard current.sequence == event.sequence else { return }
        // The same sequence pressed again without a release: close the old one first.
        finish(
          with: PointerEvent(
            kind: .cancel, location: event.location, timestamp: event.timestamp,
            device: event.device, sequence: event.sequence))
      }
      begin(event, in: window)
    case .move:
      guard var current = tracking, current.sequence == event.sequence else { return }
      for recognizer in current.recognizers where takesEvents(recognizer) {
        recognizer.pointerMoved(event)
        resolveWinner(&current)
      }
      // A pan that waited for another to fail begins as soon as it has.
      for recognizer in current.recognizers where recognizer.state == .possible {
        (recognizer as? PanGestureRecognizer)?.beginIfNoLongerWaiting()
        resolveWinner(&current)
      }
      if let button = current.button {
        button.isHighlighted = contains(button, event.location)
      }
      tracking = current
    case .up:
      guard var current = tracking, current.sequence == event.sequence else { return }
      for recognizer in current.recognizers where takesEvents(recognizer) {
        recognizer.pointerEnded(event)
        resolveWinner(&current)
      }
      if let button = current.button {
        button.isHighlighted = false
        let claimed = current.recognizers.contains { $0.state == .ended }
        if !claimed, contains(button, event.location) { button.sendActions() }
      }
      tracking = current
      finish(with: nil)
    case .cancel:
      guard let current = tracking, current.sequence == event.sequence else { return }
      finish(with: event)
    }
  }

  /// An event of another sequence than the tracked one: a pinch among the tracked
  /// recognizers takes one such sequence; others are ignored.
  private func sendSecondary(_ event: PointerEvent, _ current: inout Tracking) {
    let pinches = current.recognizers.filter { $0 is PinchGestureRecognizer && takesEvents($0) }
    switch event.kind {
    case .down:
      guard secondary == nil, !pinches.isEmpty else { return }
      secondary = event.sequence
      for pinch in pinches {
        pinch.pointerBegan(event)
        resolveWinner(&current)
      }
    case .move:
      guard secondary == event.sequence else { return }
      for pinch in pinches {
        pinch.pointerMoved(event)
        resolveWinner(&current)
      }
    case .up:
      guard secondary == event.sequence else { return }
      secondary = nil
      for pinch in pinches {
        pinch.pointerEnded(event)
        resolveWinner(&current)
      }
    case .cancel:
      guard secondary == event.sequence else { return }
      secondary = nil
      for pinch in pinches { pinch.pointerCancelled(event) }
    }
  }

  private func begin(_ event: PointerEvent, in window: View) {
    guard let hit = window.hitTest(event.location) else { return }
    var recognizers: [GestureRecognizer] = []
    var button: Button?
    var view: View? = hit
    while let current = view {
      if button == nil, let candidate = current as? Button, candidate.isEnabled {
        button = candidate
      }
      for recognizer in current.gestureRecognizers where recognizer.isEnabled {
        // A button takes taps from the tap recognizers of the views around it.
        if button != nil, recognizer is TapGestureRecognizer, current !== hit { continue }
        recognizer.reset()
        recognizer.observer = observer
        recognizer.isInSequence = true
        recognizer.sequenceFailureRequirements = []
        recognizers.append(recognizer)
      }
      view = current.superview
    }
    button?.isHighlighted = true
    var state = Tracking(sequence: event.sequence, recognizers: recognizers, button: button)
    for recognizer in recognizers where recognizer.state != .failed {
      recognizer.pointerBegan(event)
      resolveWinner(&state)
    }
    tracking = state
  }

  /// Whether a recognizer still takes the sequence's events. One that was disabled before it
  /// began fails instead (one disabled mid-gesture was cancelled when it was disabled).
  private func takesEvents(_ recognizer: GestureRecognizer) -> Bool {
    guard recognizer.state != .failed else { return false }
    guard recognizer.isEnabled else {
      if recognizer.state == .possible { recognizer.setState(.failed) }
      return false
    }
    return true
  }

  /// Once a recognizer has begun (or recognized), the others fail and the button lets go.
  /// It runs after each recognizer handles an event, so that the ones after the winner fail
  /// before they see that event: two recognizers that would begin on the same movement, or
  /// two taps recognized by the same release, do not both win.
  private func resolveWinner(_ state: inout Tracking) {
    guard let winner = state.recognizers.first(where: { $0.isActive || $0.state == .ended })
    else { return }
    for recognizer in state.recognizers where recognizer !== winner && recognizer.state == .possible
    {
      recognizer.setState(.failed)
    }
    if let button = state.button {
      button.isHighlighted = false
      state.button = nil
    }
  }

  /// Ends the tracked sequence: a cancel event cancels active gestures; then every
  /// participant returns to `.possible`.
  private func finish(with cancel: PointerEvent?) {
    guard let current = tracking else { return }
    tracking = nil
    secondary = nil
    if let cancel {
      for recognizer in current.recognizers { recognizer.pointerCancelled(cancel) }
    }
    current.button?.isHighlighted = false
    for recognizer in current.recognizers {
      recognizer.reset()
      recognizer.isInSequence = false
      recognizer.sequenceFailureRequirements = []
    }
  }

  /// Cancels whatever is being tracked (the window lost the pointer).
  func cancelAll(at timestamp: Double) {
    guard let current = tracking else { return }
    finish(
      with: PointerEvent(
        kind: .cancel, location: .zero, timestamp: timestamp, sequence: current.sequence))
  }

  private func contains(_ button: Button, _ screenPoint: Point) -> Bool {
    button.point(inside: button.convertFromRootOnScreen(screenPoint))
  }
}

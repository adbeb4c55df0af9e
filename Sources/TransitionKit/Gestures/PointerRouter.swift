/// Routes pointer events to gesture recognizers and the view that was pressed, one sequence at
/// a time, as touches (`Touch`, `Event`).
///
/// A press hit-tests the window (through what is on screen) and collects the enabled
/// recognizers of the view it hit and of every ancestor, deepest first, that their delegates
/// let see the touch (a control's own taps win over the tap recognizers around it). Every event
/// of the sequence goes to those recognizers, then to the view that was pressed
/// (`touchesBegan(_:with:)` and the rest, passed up the responder chain to a control or a
/// controller that handles them), unless a recognizer that cancels touches in its view has
/// recognized — the view then hears `touchesCancelled(_:with:)` — or one that delays touches
/// is still deciding. A recognizer that begins makes the others fail unless a delegate lets
/// them recognize together; a drag that starts on a button inside a pannable card moves the
/// card and cancels the button's touch, so it does not fire. Presses of other
/// sequences while one is tracked go only to tracked recognizers that follow several
/// fingers (a pinch, a pan of two fingers or more, a recognizer of the person's own), one
/// second sequence at a time; a cancelled sequence cancels every gesture.
@MainActor
final class PointerRouter {
  /// What the pressed view has heard of the sequence.
  private enum ViewDelivery {
    /// Nothing yet: a recognizer that delays touches is still deciding.
    case pending
    /// Every event so far.
    case delivering
    /// It heard (or was spared) the cancel: nothing more.
    case done
  }

  private struct Tracking {
    var sequence: Int
    var recognizers: [GestureRecognizer]
    let touch: Touch
    /// The view the press hit, which hears the touch as a responder.
    let view: View?
    var viewDelivery: ViewDelivery
    /// Whether a scroll view around the view still holds its touch back
    /// (`delaysContentTouches`), and the event the touch went down with.
    var contentDelayed = false
    var lastEvent: Event?
  }

  private var tracking: Tracking?
  /// Ends a scroll view's hold on the content's touch (see `PointerRouter+ContentDelay`).
  var contentDelayTimer: FrameTimer?
  /// The second sequence taken while the first is tracked, and its touch.
  private var secondary: Touch?
  /// Called for every state change of a participating recognizer.
  var observer: ((GestureRecognizer) -> Void)?
  /// Taps waiting for their next tap (see `PointerRouter+MultiTap.swift`).
  var carried: CarriedTaps?

  /// Whether a sequence is being tracked (a finger or button is down).
  var isTracking: Bool { tracking != nil }

  /// Whether a recognizer is in the middle of a gesture.
  var hasActiveGesture: Bool { tracking?.recognizers.contains { $0.isActive } ?? false }

  func send(_ event: PointerEvent, in window: View) {
    if var current = tracking, current.sequence != event.sequence {
      sendSecondary(event, &current, in: window)
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
      current.touch.update(event, phase: .moved)
      let touchEvent = self.touchEvent(event, touch: current.touch)
      for recognizer in current.recognizers where takesEvents(recognizer) {
        recognizer.deliver(current.touch, touchEvent)
        resolveWinner(&current)
      }
      // A pan that waited for another to fail begins as soon as it has.
      resolvePending(&current)
      updateView(&current, touchEvent)
      if tracking?.sequence == current.sequence { tracking = current }
    case .up:
      guard var current = tracking, current.sequence == event.sequence else { return }
      current.touch.update(event, phase: .ended)
      let touchEvent = self.touchEvent(event, touch: current.touch)
      for recognizer in current.recognizers where takesEvents(recognizer) {
        recognizer.deliver(current.touch, touchEvent)
        resolveWinner(&current)
      }
      resolvePending(&current)
      updateView(&current, touchEvent)
      tracking = current
      finish(with: nil)
    case .cancel:
      guard let current = tracking, current.sequence == event.sequence else { return }
      finish(with: event)
    }
  }

  /// An event of another sequence than the tracked one: the tracked recognizers that follow
  /// several fingers take one such sequence; others are ignored.
  private func sendSecondary(_ event: PointerEvent, _ current: inout Tracking, in window: View) {
    let takers = current.recognizers.filter { $0.takesSecondTouches && takesEvents($0) }
    let phase: Touch.Phase
    switch event.kind {
    case .down:
      guard secondary == nil, !takers.isEmpty else { return }
      let touch = Touch(event: event, view: window.hitTest(event.location))
      guard takers.contains(where: { $0.receives(touch) }) else { return }
      secondary = touch
      phase = .began
    case .move:
      guard secondary?.sequence == event.sequence else { return }
      phase = .moved
    case .up:
      guard secondary?.sequence == event.sequence else { return }
      phase = .ended
    case .cancel:
      guard secondary?.sequence == event.sequence else { return }
      phase = .cancelled
    }
    guard let touch = secondary else { return }
    touch.update(event, phase: phase)
    let touchEvent = self.touchEvent(event, touch: current.touch)
    if phase == .ended || phase == .cancelled { secondary = nil }
    for recognizer in takers {
      let follows =
        phase == .began
        ? recognizer.receives(touch)
        : touch.gestureRecognizers?.contains { $0 === recognizer } == true
      guard follows else { continue }
      recognizer.deliver(touch, touchEvent)
      if phase != .cancelled { resolveWinner(&current) }
    }
    resolvePending(&current)
  }

  private func begin(_ event: PointerEvent, in window: View) {
    let pressed = window.hitTest(event.location)
    let continuing = continueCarriedTaps(at: event, pressing: pressed)
    guard let hit = pressed else { return }
    let touch = Touch(event: event, view: hit)
    var recognizers: [GestureRecognizer] = []
    var control: Control?
    var view: View? = hit
    while let current = view {
      if control == nil, let candidate = current as? Control, candidate.isEnabled {
        control = candidate
      }
      for recognizer in current.attachedGestureRecognizers where recognizer.isEnabled {
        // A control takes taps from the tap recognizers of the views around it.
        if control != nil, recognizer is TapGestureRecognizer, current !== hit { continue }
        if !continuing.contains(where: { $0 === recognizer }) { recognizer.reset() }
        guard recognizer.receives(touch) else { continue }
        recognizer.observer = observer
        recognizer.isInSequence = true
        recognizer.sequenceFailureRequirements = []
        recognizers.append(recognizer)
      }
      view = current.superview
    }
    for (index, recognizer) in recognizers.enumerated() {
      recognizer.sequenceFailureRequirements = recognizers.filter {
        $0 !== recognizer && recognizer.asksToRequireFailure(of: $0)
      }
      recognizer.sequenceRecognizersAhead = Array(recognizers[..<index])
    }
    let contentDelayed = startContentDelay(for: hit, sequence: event.sequence)
    var state = Tracking(
      sequence: event.sequence, recognizers: recognizers, touch: touch, view: hit,
      viewDelivery: contentDelayed || recognizers.contains { $0.delaysTouchesBegan }
        ? .pending : .delivering, contentDelayed: contentDelayed)
    let touchEvent = self.touchEvent(event, touch: touch)
    state.lastEvent = touchEvent
    for recognizer in recognizers where recognizer.state != .failed {
      recognizer.deliver(touch, touchEvent)
      resolveWinner(&state)
    }
    resolvePending(&state)
    tracking = state
    updateView(&state, touchEvent)
    if tracking?.sequence == state.sequence { tracking = state }
  }

  /// The event of the touches down now (the tracked one and any second one), for a pointer
  /// event of one of them.
  private var lastTouchEvent: Event?

  private func touchEvent(_ event: PointerEvent, touch: Touch) -> Event {
    var touches: Set<Touch> = [touch]
    if let secondary { touches.insert(secondary) }
    let made = Event(pointerEvent: event, touches: touches)
    lastTouchEvent = made
    return made
  }

  /// The touch event made for the last pointer event sent, once (the window's `sendEvent(_:)`
  /// is called with it).
  func takeTouchEvent() -> Event? {
    defer { lastTouchEvent = nil }
    return lastTouchEvent
  }

  /// Tells the pressed view about the event, as the recognizers allow: once one that cancels
  /// touches in its view has recognized, the view hears a cancel and nothing more; while one
  /// that delays touches may still recognize, it hears nothing yet.
  private func updateView(_ state: inout Tracking, _ event: Event) {
    guard let view = state.view else { return }
    let touch = state.touch
    let taken = state.recognizers.contains {
      $0.cancelsTouchesInView && ($0.isActive || $0.state == .ended || $0.state == .cancelled)
    }
    switch state.viewDelivery {
    case .done:
      return
    case .pending:
      if taken || touch.phase == .cancelled {
        state.viewDelivery = .done
        return
      }
      let deciding =
        state.contentDelayed
        || state.recognizers.contains { $0.delaysTouchesBegan && $0.state == .possible }
      if deciding, touch.phase != .ended { return }
      state.viewDelivery = .delivering
      view.touchesBegan([touch], with: event)
      if touch.phase == .began { return }
    case .delivering:
      break
    }
    if taken {
      state.viewDelivery = .done
      view.touchesCancelled([touch], with: event)
      return
    }
    switch touch.phase {
    case .began: view.touchesBegan([touch], with: event)
    case .moved, .stationary: view.touchesMoved([touch], with: event)
    case .ended:
      state.viewDelivery = .done
      view.touchesEnded([touch], with: event)
    case .cancelled:
      state.viewDelivery = .done
      view.touchesCancelled([touch], with: event)
    }
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

  /// Once a recognizer has begun (or recognized), the others it prevents fail. It runs after
  /// each recognizer handles an event, so that the ones after the winner fail before they see
  /// that event: two recognizers that would begin on the same movement, or two taps
  /// recognized by the same release, do not both win, unless a delegate lets them recognize
  /// together.
  private func resolveWinner(_ state: inout Tracking) {
    let winners = state.recognizers.filter { $0.isActive || $0.state == .ended }
    guard !winners.isEmpty else { return }
    for recognizer in state.recognizers where recognizer.state == .possible {
      if winners.contains(where: { $0 !== recognizer && $0.prevents(recognizer) }) {
        recognizer.pendingState = nil
        recognizer.setState(.failed)
      }
    }
  }

  /// Moves the recognizers that waited for others to fail on, now that those have decided.
  private func resolvePending(_ state: inout Tracking) {
    for recognizer in state.recognizers where recognizer.pendingState != nil {
      recognizer.resolvePendingState()
      resolveWinner(&state)
    }
  }

  /// Ends the tracked sequence: a cancel event cancels active gestures and the view's
  /// touches; then every participant returns to `.possible`.
  private func finish(with cancel: PointerEvent?) {
    contentDelayTimer?.invalidate()
    contentDelayTimer = nil
    guard var current = tracking else { return }
    let second = secondary
    tracking = nil
    secondary = nil
    if let cancel {
      current.touch.update(cancel, phase: .cancelled)
      var touches: Set<Touch> = [current.touch]
      if let second { touches.insert(second) }
      let event = Event(pointerEvent: cancel, touches: touches)
      for recognizer in current.recognizers {
        recognizer.deliver(current.touch, event)
      }
      if let second {
        second.update(cancel, phase: .cancelled)
        for recognizer in second.gestureRecognizers ?? [] { recognizer.deliver(second, event) }
      }
      updateView(&current, event)
    }
    endSequence(of: current.recognizers)
  }

  /// The scroll view's hold on the pressed view's touch is over: the view hears the touch go
  /// down now, unless a recognizer took the touch or still delays it.
  func endContentDelay(sequence: Int) {
    guard var current = tracking, current.sequence == sequence, current.contentDelayed else {
      return
    }
    current.contentDelayed = false
    if current.viewDelivery == .pending, let view = current.view, let event = current.lastEvent {
      let taken = current.recognizers.contains {
        $0.cancelsTouchesInView && ($0.isActive || $0.state == .ended || $0.state == .cancelled)
      }
      let deciding = current.recognizers.contains {
        $0.delaysTouchesBegan && $0.state == .possible
      }
      if taken {
        current.viewDelivery = .done
      } else if !deciding {
        current.viewDelivery = .delivering
        tracking = current
        view.touchesBegan([current.touch], with: event)
        return
      }
    }
    tracking = current
  }

  /// Cancels whatever is being tracked (the window lost the pointer).
  func cancelAll(at timestamp: Double) {
    expireCarriedTaps(recognizing: false)
    guard let current = tracking else { return }
    finish(
      with: PointerEvent(
        kind: .cancel, location: current.touch.screenLocation, timestamp: timestamp,
        sequence: current.sequence))
  }
}

extension GestureRecognizer {
  /// Whether the recognizer follows more than one finger: a pinch, a pan of two fingers or
  /// more, or a recognizer of the person's own (which counts its touches itself).
  var takesSecondTouches: Bool {
    switch self {
    case is PinchGestureRecognizer: true
    case let pan as PanGestureRecognizer: pan.minimumNumberOfTouches > 1
    case is TapGestureRecognizer: false
    default: true
    }
  }
}

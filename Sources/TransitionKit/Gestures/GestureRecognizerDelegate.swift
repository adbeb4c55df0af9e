/// What a recognizer asks its delegate (UIKit's `UIGestureRecognizerDelegate`). Every method
/// has a default, UIKit's: a recognizer may begin, recognizes alone, waits for no one, and
/// sees every touch.
@MainActor
public protocol GestureRecognizerDelegate: AnyObject {
  /// Asked as the recognizer is about to leave `.possible` for `.began` (or `.ended`, for a
  /// tap); false makes it fail.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
  /// Whether the two may recognize at once; either delegate saying yes is enough.
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool
  /// Whether `gestureRecognizer` waits for `otherGestureRecognizer` to fail, asked when a
  /// press starts a sequence both take part in.
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
  ) -> Bool
  /// Whether `otherGestureRecognizer` waits for `gestureRecognizer` to fail.
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
  ) -> Bool
  /// Asked at a press, before the recognizer sees it: false keeps the whole touch from it.
  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch)
    -> Bool
  /// Asked for each event before the recognizer sees it (iOS 13.4): false keeps it from it.
  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: Event)
    -> Bool
}

extension GestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    true
  }

  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool { false }

  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
  ) -> Bool { false }

  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
  ) -> Bool { false }

  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch
  ) -> Bool { true }

  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldReceive event: Event
  ) -> Bool { true }
}

extension GestureRecognizer {
  /// Whether the delegate, and the views from the one the touch hit up to the recognizer's
  /// own, let the recognizer leave `.possible` (so a slider keeps a swipe that starts on its
  /// thumb from its superview's pans, as UIKit's does).
  func mayBegin() -> Bool {
    if let delegate, !delegate.gestureRecognizerShouldBegin(self) { return false }
    var current = activeTouches.first?.view ?? view
    if let touched = current, let view, !touched.isDescendant(of: view) { current = view }
    while let candidate = current {
      if !candidate.gestureRecognizerShouldBegin(self) { return false }
      if candidate === view { break }
      current = candidate.superview
    }
    return true
  }

  /// Whether either delegate lets the two recognize at once.
  func recognizesSimultaneously(with other: GestureRecognizer) -> Bool {
    delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
      || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
  }

  /// Whether this recognizer, recognized, makes `other` fail.
  func prevents(_ other: GestureRecognizer) -> Bool {
    !recognizesSimultaneously(with: other) && canPrevent(other) && other.canBePrevented(by: self)
  }

  /// Whether this recognizer waits for `other` to fail in the sequence both take part in.
  func asksToRequireFailure(of other: GestureRecognizer) -> Bool {
    shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
      || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
      || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
  }

  /// Whether the delegate lets the recognizer see a touch.
  func receives(_ touch: Touch) -> Bool {
    delegate?.gestureRecognizer(self, shouldReceive: touch) ?? true
  }

  /// Whether the delegate lets the recognizer see an event.
  func receives(_ event: Event) -> Bool {
    delegate?.gestureRecognizer(self, shouldReceive: event) ?? true
  }

  /// Hands a touch event to the recognizer's touch methods, keeping its list of touches.
  func deliver(_ touch: Touch, _ event: Event) {
    guard receives(event) else { return }
    // A cancel comes from wherever the system took the pointer away: it moves nothing.
    if touch.phase != .cancelled { record(event.pointerEvent) }
    switch touch.phase {
    case .began:
      if !activeTouches.contains(where: { $0 === touch }) { activeTouches.append(touch) }
      var recognizers = touch.gestureRecognizers ?? []
      if !recognizers.contains(where: { $0 === self }) { recognizers.append(self) }
      touch.gestureRecognizers = recognizers
      touchesBegan([touch], with: event)
    case .moved, .stationary:
      touchesMoved([touch], with: event)
    case .ended:
      touchesEnded([touch], with: event)
      activeTouches.removeAll { $0 === touch }
    case .cancelled:
      touchesCancelled([touch], with: event)
      activeTouches.removeAll { $0 === touch }
    }
  }

  /// Moves a recognizer that waited for others to its pending state once they have all
  /// failed and nothing ahead of it holds it back, or fails it once one of them recognized.
  func resolvePendingState() {
    guard let pending = pendingState else { return }
    let required = requiredRecognizers.filter { $0.isInSequence && $0.isEnabled }
    if required.contains(where: { $0.isActive || $0.state == .ended }) {
      pendingState = nil
      setState(.failed)
    } else if !required.contains(where: { $0.state == .possible }), !isHeldBack {
      pendingState = nil
      leaveWait(for: pending)
    }
  }
}

/// Recognizers kept from one pointer sequence to the next: taps that wait for their next tap,
/// and the recognizers waiting for those to fail.
@MainActor
struct CarriedTaps {
  var waiting: [TapGestureRecognizer]
  var dependents: [GestureRecognizer]
  let link: DisplayLink
}

/// Taps of several touches (a double tap) across pointer sequences: when a sequence ends, a
/// tap that waits for its next tap is not reset, nor is a recognizer waiting for it to fail
/// (its pending state kept). A press in time continues the tap; once the wait runs out on the
/// frame clock, or a press comes too late or too far, the tap fails and the recognizers
/// waiting on it are recognized (the single tap of a double-tap pair fires then).
extension PointerRouter {
  /// Ends a sequence's recognizers: those a multi-tap carries over are kept, the others go
  /// back to `.possible`.
  func endSequence(of recognizers: [GestureRecognizer]) {
    let waiting = recognizers.compactMap { $0 as? TapGestureRecognizer }.filter(
      \.isAwaitingNextTap)
    let dependents = recognizers.filter { recognizer in
      recognizer.pendingState != nil
        && recognizer.requiredRecognizers.contains { required in
          waiting.contains { $0 === required }
        }
    }
    let kept = waiting.map { $0 as GestureRecognizer } + dependents
    for recognizer in recognizers where !kept.contains(where: { $0 === recognizer }) {
      Self.release(recognizer)
    }
    guard !waiting.isEmpty else { return }
    let deadline = waiting.map { $0.lastReleaseTime + $0.maximumTapInterval }.max() ?? 0
    let link = DisplayLink(target: self) { [weak self] time in
      if time >= deadline { self?.expireCarriedTaps(recognizing: true) }
    }
    carried = CarriedTaps(waiting: waiting, dependents: dependents, link: link)
    link.add()
  }

  /// The wait is over: the taps fail; the recognizers waiting on them move on to the state
  /// they wait in when `recognizing` (else they fail too); then all go back to `.possible`.
  func expireCarriedTaps(recognizing: Bool) {
    guard let kept = carried else { return }
    carried = nil
    kept.link.invalidate()
    for tap in kept.waiting where tap.state == .possible { tap.setState(.failed) }
    for recognizer in kept.dependents where recognizer.pendingState != nil {
      if recognizing {
        recognizer.resolvePendingState()
      } else {
        recognizer.pendingState = nil
        recognizer.setState(.failed)
      }
    }
    for recognizer in kept.waiting.map({ $0 as GestureRecognizer }) + kept.dependents {
      Self.release(recognizer)
    }
  }

  /// A press on `hit`: the carried taps it continues (in time, near enough, on their view),
  /// which the new sequence must not reset. A press
  /// that continues none ends the wait first (the waiting recognizers recognized); one that
  /// continues a tap makes those waiting on it fail, as the tap is still coming.
  func continueCarriedTaps(at event: PointerEvent, pressing hit: View?) -> [GestureRecognizer] {
    guard let kept = carried else { return [] }
    let continuing = kept.waiting.filter { tap in
      guard let hit, let view = tap.view, hit.isDescendant(of: view) else { return false }
      return tap.acceptsNextTap(at: event)
    }
    guard !continuing.isEmpty else {
      expireCarriedTaps(recognizing: true)
      return []
    }
    carried = nil
    kept.link.invalidate()
    for recognizer in kept.dependents {
      recognizer.pendingState = nil
      Self.release(recognizer)
    }
    for tap in kept.waiting where !continuing.contains(where: { $0 === tap }) {
      tap.setState(.failed)
      Self.release(tap)
    }
    return continuing
  }

  private static func release(_ recognizer: GestureRecognizer) {
    recognizer.reset()
    recognizer.isInSequence = false
    recognizer.sequenceFailureRequirements = []
    recognizer.sequenceRecognizersAhead = []
  }
}

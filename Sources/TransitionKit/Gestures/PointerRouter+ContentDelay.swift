/// A scroll view's hold on the touches of its content (UIKit's `delaysContentTouches`).
///
/// A press on a view inside a scroll view that delays content touches reaches the scroll
/// view's recognizers at once, but the view itself hears `touchesBegan(_:with:)` only once
/// the scroll view knows the finger is not scrolling: after `contentTouchDelaySeconds` on
/// the engine's clock with no scroll begun, or at once when the finger lifts first (a quick
/// tap still reaches the view, with its began and its ended). A scroll that begins in the
/// meantime takes the touch, and the view hears nothing of it.
extension PointerRouter {
  /// How long a scroll view holds a touch back from its content, in seconds. UIKit's
  /// interval is not documented; 150 ms is the figure commonly measured.
  static let contentTouchDelaySeconds = 0.15

  /// Starts the hold when a scroll view around `hit` delays its content's touches, and says
  /// whether it did.
  func startContentDelay(for hit: View, sequence: Int) -> Bool {
    contentDelayTimer?.invalidate()
    contentDelayTimer = nil
    guard Self.delayingScrollView(around: hit) != nil else { return false }
    let timer = FrameTimer(timeInterval: Self.contentTouchDelaySeconds, repeats: false) {
      [weak self] _ in
      self?.contentDelayTimer = nil
      self?.endContentDelay(sequence: sequence)
    }
    contentDelayTimer = timer
    timer.schedule(on: hit.window?.engine ?? .current)
    return true
  }

  /// The nearest scroll view above `view` (not `view` itself) that scrolls and delays the
  /// touches of its content.
  static func delayingScrollView(around view: View) -> ScrollView? {
    var current = view.superview
    while let candidate = current {
      if let scroll = candidate as? ScrollView, scroll.isScrollEnabled,
        scroll.delaysContentTouches
      {
        return scroll
      }
      current = candidate.superview
    }
    return nil
  }
}

/// The zoom's drag over a scrolling page, as iOS 26 plays it (a third-party frame-by-frame
/// measurement of `.navigationTransition(.zoom)`, stage 4: "a drag that begins on the
/// scrolled page scrolls it to the top and over-scrolls there; it never hands across"). The
/// decision is taken once, at the press: a page resting at its top gives a drag down to the
/// dismissal (its list waits for the dismissal to fail); a page scrolled away from its top,
/// or still decelerating, keeps the whole drag, however far it goes, and only the drag from
/// the leading edge may still dismiss.
extension ZoomDismissPanGestureRecognizer {
  /// The vertical scroll view under `point` (window coordinates) in the zoomed view, if any.
  func verticalScrollView(at point: Point) -> ScrollView? {
    guard let view, let window = view.window, let hit = window.hitTest(point) else { return nil }
    var current: View? = hit
    while let candidate = current, candidate !== view.superview {
      if let scrollView = candidate as? ScrollView, scrollView.isScrollEnabled,
        scrollView.canScroll(.y)
      {
        return scrollView
      }
      if candidate === view { break }
      current = candidate.superview
    }
    return nil
  }

  /// Decides the press over a scroll view; returns whether the dismissal may still begin
  /// from it.
  func arbitrateScrollView(at point: Point) -> Bool {
    pressedOnScrolledPage = false
    guard let scrollView = verticalScrollView(at: point) else { return true }
    let top = -scrollView.adjustedContentInset.top
    let scrolled = scrollView.contentOffset.y > top + 0.5 || scrollView.isDecelerating
    guard scrolled else {
      // At its top: the list waits for the dismissal to fail, for this press.
      scrollView.panGestureRecognizer.sequenceFailureRequirements = [self]
      return true
    }
    pressedOnScrolledPage = true
    let local = view.map { $0.convertFromRootOnScreen(point) } ?? point
    guard local.x <= (controller?.spec.edgeWidth ?? 24) else { return false }
    // From the leading edge the list waits too: a drag to the right still dismisses.
    scrollView.panGestureRecognizer.sequenceFailureRequirements = [self]
    return true
  }
}

/// iOS 26's swipe past its ends: UIKit stops clamping the tracked progress
/// (`_setClampsPercentComplete:NO`) and moves the page on the scroll view's rubber band
/// (`_UIScrollViewRubberBandOffsetWithoutDecorationForOffset`), so a swipe dragged back past
/// where it began pulls the page a little past its place instead of stopping it. The
/// transition itself keeps its progress within 0…1; the overshoot is a translation of the
/// moving page, given back on a critically damped spring when the finger lifts.
extension NavigationController {
  /// The rubber band's coefficient (UIKit's scroll views': 0.55).
  nonisolated public static let rubberBandCoefficient = 0.55
  /// How long the page takes to come back from the rubber band after a release, in seconds.
  nonisolated public static let rubberBandReturnDuration = 0.35

  /// How far the page goes for `overshoot` points past an end, on a `width`-point page:
  /// (1 − 1 / (overshoot · 0.55 / width + 1)) · width, always less than the overshoot.
  nonisolated public static func rubberBand(_ overshoot: Double, width: Double) -> Double {
    guard width > 0, overshoot > 0 else { return 0 }
    return (1 - 1 / (overshoot * rubberBandCoefficient / width + 1)) * width
  }

  /// Moves a page past its place for a swipe's progress `raw` beyond 0 or 1: the leaving
  /// page to the leading side past the start; past the end, where the leaving page is off
  /// screen, the page coming back into place goes on past it toward the trailing side.
  func rubberBand(raw: Double, width: Double) {
    guard swipeStyle.fluidPage, let context = activeContext, raw.isFinite else { return }
    let leaving = context.fromViewController.view
    let arriving = context.toViewController.view
    let before = Self.rubberBand(Swift.max(-raw, 0) * width, width: width)
    let after = Self.rubberBand(Swift.max(raw - 1, 0) * width, width: width)
    leaving?.transform = before == 0 ? .identity : AffineTransform(translationX: -before, y: 0)
    arriving?.transform = after == 0 ? .identity : AffineTransform(translationX: after, y: 0)
  }

  /// Brings the pages back from the rubber band when the finger lifts.
  func releaseRubberBand() {
    guard let context = activeContext else { return }
    for case let page? in [context.fromViewController.view, context.toViewController.view]
    where page.transform != .identity {
      View.animate(
        withDuration: Self.rubberBandReturnDuration, delay: 0, usingSpringWithDamping: 1,
        initialSpringVelocity: 0, animations: { page.transform = .identity })
    }
  }
}

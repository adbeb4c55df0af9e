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

  /// Moves the leaving page past its place for a swipe's progress `raw` beyond 0 or 1.
  func rubberBand(raw: Double, width: Double) {
    guard swipeStyle.fluidPage, let page = activeContext?.fromViewController.view,
      raw.isFinite
    else { return }
    let past = raw < 0 ? -raw : (raw > 1 ? raw - 1 : 0)
    let shift = Self.rubberBand(past * width, width: width) * (raw < 0 ? -1 : 1)
    page.transform = shift == 0 ? .identity : AffineTransform(translationX: shift, y: 0)
  }

  /// Brings the leaving page back from the rubber band when the finger lifts.
  func releaseRubberBand() {
    guard let page = activeContext?.fromViewController.view, page.transform != .identity else {
      return
    }
    View.animate(
      withDuration: Self.rubberBandReturnDuration, delay: 0, usingSpringWithDamping: 1,
      initialSpringVelocity: 0, animations: { page.transform = .identity })
  }
}

extension ScrollView {
  /// The indicators' colours (UIKit's `UIScrollView.IndicatorStyle`).
  public enum IndicatorStyle: Int, Sendable {
    /// Dark in the light appearance, light in the dark one.
    case `default`
    case black
    case white
  }

  /// The indicator's thickness, in points.
  static let indicatorThickness = 3.0
  /// How far the indicator keeps from the view's edge, in points.
  static let indicatorMargin = 3.0
  /// The shortest an indicator gets, in points.
  static let indicatorMinimumLength = 36.0
  /// How long the indicators stay after the content stops, in seconds.
  static let indicatorLingerSeconds = 0.5
  /// How long they take to fade out, in seconds.
  static let indicatorFadeSeconds = 0.25

  /// Shows the indicators of the axes the content moves along, placed for the offset now,
  /// as UIKit does while the content scrolls.
  func showIndicators() {
    let vertical = showsVerticalScrollIndicator && canScroll(.y)
    let horizontal = showsHorizontalScrollIndicator && canScroll(.x)
    guard vertical || horizontal else { return }
    let indicators = self.indicators ?? ScrollIndicators(in: self)
    self.indicators = indicators
    indicators.place(vertical: vertical, horizontal: horizontal)
  }

  /// Fades the indicators out once nothing moves the content any more.
  func hideIndicatorsIfStill() {
    guard let indicators, !isDragging, !isDecelerating else { return }
    indicators.fadeOut()
  }

  /// Shows the indicators for a moment (UIKit's `flashScrollIndicators()`).
  public func flashScrollIndicators() {
    showIndicators()
    hideIndicatorsIfStill()
  }
}

/// A scroll view's two indicators: thin rounded bars, subviews of the scroll view as UIKit's
/// are, kept at its edges in content coordinates and sized by how much of the content shows.
@MainActor
final class ScrollIndicators {
  let vertical = View(frame: .zero)
  let horizontal = View(frame: .zero)
  private unowned let scrollView: ScrollView

  init(in scrollView: ScrollView) {
    self.scrollView = scrollView
    for bar in [vertical, horizontal] {
      bar.isUserInteractionEnabled = false
      bar.alpha = 0
      bar.layer.cornerRadius = ScrollView.indicatorThickness / 2
      bar.name = "scroll-indicator"
    }
  }

  /// The bars' colour for the scroll view's style.
  private var color: Color {
    switch scrollView.indicatorStyle {
    case .black: Color(red: 0, green: 0, blue: 0, alpha: 0.5)
    case .white: Color(red: 1, green: 1, blue: 1, alpha: 0.5)
    case .default:
      Color(
        light: RGBA(red: 0, green: 0, blue: 0, alpha: 0.35),
        dark: RGBA(red: 1, green: 1, blue: 1, alpha: 0.35))
    }
  }

  /// Puts the bars where the offset has them and shows them at once.
  func place(vertical showsVertical: Bool, horizontal showsHorizontal: Bool) {
    let bounds = scrollView.bounds
    let minimum = scrollView.minimumContentOffset
    let maximum = scrollView.maximumContentOffset
    let thickness = ScrollView.indicatorThickness
    let margin = ScrollView.indicatorMargin
    if showsVertical {
      let insets = scrollView.verticalScrollIndicatorInsets
      let track = bounds.height - insets.top - insets.bottom - 2 * margin
      let shown = bounds.height / Swift.max(scrollView.contentSize.height, bounds.height)
      let length = Swift.min(Swift.max(track * shown, ScrollView.indicatorMinimumLength), track)
      let progress = Self.progress(bounds.minY, minimum.y, maximum.y)
      show(
        vertical,
        frame: Rect(
          x: bounds.maxX - insets.right - margin - thickness,
          y: bounds.minY + insets.top + margin + (track - length) * progress,
          width: thickness, height: Swift.max(length, 0)))
    }
    if showsHorizontal {
      let insets = scrollView.horizontalScrollIndicatorInsets
      let track = bounds.width - insets.left - insets.right - 2 * margin - thickness
      let shown = bounds.width / Swift.max(scrollView.contentSize.width, bounds.width)
      let length = Swift.min(Swift.max(track * shown, ScrollView.indicatorMinimumLength), track)
      let progress = Self.progress(bounds.minX, minimum.x, maximum.x)
      show(
        horizontal,
        frame: Rect(
          x: bounds.minX + insets.left + margin + (track - length) * progress,
          y: bounds.maxY - insets.bottom - margin - thickness,
          width: Swift.max(length, 0), height: thickness))
    }
  }

  private func show(_ bar: View, frame: Rect) {
    bar.backgroundColor = color
    bar.frame = frame
    bar.alpha = 1
    if bar.superview !== scrollView || scrollView.subviews.last !== bar {
      scrollView.addSubview(bar)
    }
  }

  /// Fades the bars out after a moment.
  func fadeOut() {
    let bars = [vertical, horizontal].filter { $0.superview != nil && $0.alpha > 0 }
    guard !bars.isEmpty else { return }
    View.animate(
      withDuration: ScrollView.indicatorFadeSeconds, delay: ScrollView.indicatorLingerSeconds,
      options: [], animations: { for bar in bars { bar.alpha = 0 } }, completion: nil)
  }

  /// Where an offset is between the two ends, in [0, 1].
  private static func progress(_ offset: Double, _ low: Double, _ high: Double) -> Double {
    guard high > low else { return 0 }
    return Swift.min(Swift.max((offset - low) / (high - low), 0), 1)
  }
}

/// A scroll view's pan, which tells it when a finger is on the content (`isTracking`).
@MainActor
final class ScrollPanGestureRecognizer: PanGestureRecognizer {
  private var scrollView: ScrollView? { view as? ScrollView }

  override func shouldFail(movement: Vector) -> Bool {
    scrollView?.leavesCrossDirectionalDrag(movement) ?? false
  }

  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    scrollView?.isTracking = true
    super.touchesBegan(touches, with: event)
  }

  override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    super.touchesEnded(touches, with: event)
    scrollView?.isTracking = false
  }

  override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    super.touchesCancelled(touches, with: event)
    scrollView?.isTracking = false
  }

  override func reset() {
    super.reset()
    if scrollView?.isTracking == true { scrollView?.isTracking = false }
  }
}

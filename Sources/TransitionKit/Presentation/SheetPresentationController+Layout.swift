extension SheetPresentationController {
  /// The container's height, in points.
  var containerHeight: Double { container?.bounds.height ?? Screen.main.bounds.height }

  /// The top edge, in screen points, of each detent the container can hold, sorted from
  /// the largest detent (smallest top) down, with its identifier.
  public var detentTops: [(identifier: SheetDetent.Identifier, top: Double)] {
    let height = containerHeight
    let bottom = containerSafeArea.bottom
    return detents.compactMap { detent in
      detent.height(inContainerOfHeight: height, bottomSafeAreaInset: bottom).map {
        (detent.identifier, height - $0)
      }
    }.sorted { $0.top < $1.top }
  }

  /// The container's safe area (the screen's when the sheet is not installed).
  var containerSafeArea: EdgeInsets {
    container?.safeAreaInsets ?? Screen.main.safeAreaInsets
  }

  /// Where the top edge rests at a detent (the smallest detent when it is not one).
  func restTop(of identifier: SheetDetent.Identifier?) -> Double? {
    let tops = detentTops
    return tops.first { $0.identifier == identifier }?.top ?? tops.last?.top
  }

  /// The detent whose top is `top`, if any.
  func detent(atTop top: Double) -> SheetDetent.Identifier? {
    detentTops.first { abs($0.top - top) < 1e-6 }?.identifier
  }

  /// Puts the sheet's top edge at `top` and lays out the dimming and the presenter for it.
  func move(to newTop: Double) {
    top = newTop
    layOut()
  }

  /// Places the sheet, the grabber, the dimming and the presenter for the current `top`.
  func layOut() {
    guard let container, let sheet = presentedView else { return }
    let bounds = container.bounds
    // Pulled above its largest detent the sheet grows, its bottom staying on the screen's.
    let height = Swift.max(bounds.height - Presentation.pageSheetTopInset, bounds.height - top, 0)
    sheet.frame = Rect(x: bounds.minX, y: top, width: bounds.width, height: height)
    grabberView.center = Point(x: bounds.width / 2, y: 7.5)
    dimmingView.frame = bounds
    dimmingView.alpha = dimmedShare
    // UIKit's shadow: seen only where the sheet is not dimmed, and as it is presented
    // (0.5 × (1 − dimmed) × presented, radius 2; reverse-engineered, see fidelity.md).
    let smallestTop = detentTops.last?.top ?? bounds.height
    let presented =
      bounds.height > smallestTop
      ? Swift.min(Swift.max((bounds.height - top) / (bounds.height - smallestTop), 0), 1) : 1
    sheet.layer.shadowOpacity = Float(Self.shadowOpacity * (1 - dimmedShare) * presented)
    sheet.layer.shadowRadius = Self.shadowRadius
    guard let presentingView else { return }
    // Under Reduce Motion UIKit keeps the sheet and only stops scaling the presenter back.
    let reducesMotion = container.window?.isReduceMotionEnabled ?? false
    let share = scalesPresentingView && !reducesMotion ? largeShare : 0
    let width = bounds.width
    let margin =
      width <= Self.presenterMarginWidthLimit ? Self.presenterMargin : Self.widePresenterMargin
    let full = width > 0 ? (width - 2 * margin) / width : 1
    let scale = 1 - share * (1 - full)
    let wantedTop = share * (Presentation.pageSheetTopInset - 10)
    let ty = wantedTop - (1 - scale) * presentingView.bounds.height / 2
    presentingView.transform = AffineTransform(scaleX: scale, y: scale)
      .concatenating(AffineTransform(translationX: 0, y: ty))
    presentingView.layer.cornerRadius = share * Self.cornerRadius
  }

  /// The sheet's shadow where it is not dimmed and fully presented, and its blur radius in
  /// points.
  static let shadowOpacity = 0.5
  static let shadowRadius = 2.0

  /// How dimmed the sheet is, in [0, 1]: 0 at or below the largest undimmed detent (the
  /// dismissed position when there is none), 1 from the next detent up.
  var dimmedShare: Double {
    let tops = detentTops
    guard let smallest = tops.last else { return 0 }
    let from: Double
    let to: Double
    if let undimmed = largestUndimmedDetentIdentifier,
      let index = tops.firstIndex(where: { $0.identifier == undimmed })
    {
      guard index > 0 else { return 0 }
      (from, to) = (tops[index].top, tops[index - 1].top)
    } else {
      (from, to) = (containerHeight, smallest.top)
    }
    return Self.share(top, from: from, to: to)
  }

  /// How far the sheet is toward the large detent from the detent below it, in [0, 1]; 0
  /// when the large detent is undimmed (iOS scales the presenter only under dimming).
  var largeShare: Double {
    let tops = detentTops
    guard let largest = tops.first, largest.identifier == .large else { return 0 }
    if let undimmed = largestUndimmedDetentIdentifier, undimmed == .large { return 0 }
    let below = tops.count > 1 ? tops[1].top : containerHeight
    return Self.share(top, from: below, to: largest.top)
  }

  static func share(_ value: Double, from: Double, to: Double) -> Double {
    guard from != to else { return value <= to ? 1 : 0 }
    return Swift.min(Swift.max((from - value) / (from - to), 0), 1)
  }
}

/// Hiding the navigation bar (UIKit's `isNavigationBarHidden` and
/// `setNavigationBarHidden(_:animated:)`): a hidden bar leaves the screen upward and the pages
/// take its room, from the top of the screen; a shown one comes back down and the pages give
/// the room back. Animated, both move over `hideShowBarDuration`.
extension NavigationController {
  /// How long the bar takes to hide or show when animated, in seconds (UIKit's
  /// `UINavigationController.hideShowBarDuration`, 0.2).
  nonisolated public static let hideShowBarDuration = 0.2

  /// Whether the bar is hidden (UIKit's `isNavigationBarHidden`, default false); setting it
  /// hides or shows the bar without animation.
  public var isNavigationBarHidden: Bool {
    get { barHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }

  /// Hides or shows the bar; the bar's `isHidden` follows once it has left or as it comes
  /// back.
  public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    guard hidden != barHidden else { return }
    barHidden = hidden
    guard isViewLoaded else {
      navigationBar.isHidden = hidden
      return
    }
    let bar = navigationBar
    let width = view.bounds.width
    let height = bar.frame.height
    let contentTop = hidden ? 0 : height
    let pages = transitionView
    let container = view.bounds
    let place = {
      bar.frame = Rect(x: bar.frame.minX, y: hidden ? -height : 0, width: width, height: height)
      pages.frame = Rect(
        x: 0, y: contentTop, width: container.width,
        height: Swift.max(0, container.height - contentTop))
    }
    if !hidden { bar.isHidden = false }
    guard animated else {
      place()
      bar.isHidden = hidden
      return
    }
    View.animate(withDuration: Self.hideShowBarDuration, animations: place) { [weak self] _ in
      if self?.barHidden == true { bar.isHidden = true }
    }
  }
}

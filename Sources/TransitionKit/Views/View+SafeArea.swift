extension View {
  /// The insets, in points, from the view's edges to the part of it that the status bar, the
  /// home indicator and the controllers' additional insets leave free (UIKit's
  /// `safeAreaInsets`).
  ///
  /// The window's are its screen's; any other view takes the part of its superview's safe area
  /// that its frame overlaps (model values, transforms ignored), then adds its own
  /// `additionalSafeAreaInsets`. A view outside a window has none but its additional ones.
  public var safeAreaInsets: EdgeInsets {
    var insets = EdgeInsets.zero
    if let override = safeAreaInsetsOverride {
      insets = override
    } else if let window = self as? Window {
      insets = window.screen.safeAreaInsets
    } else if let superview {
      let safe = superview.bounds.inset(by: superview.safeAreaInsets)
      let frame = self.frame
      insets = EdgeInsets(
        top: Swift.max(safe.minY - frame.minY, 0), left: Swift.max(safe.minX - frame.minX, 0),
        bottom: Swift.max(frame.maxY - safe.maxY, 0), right: Swift.max(frame.maxX - safe.maxX, 0))
    }
    let extra = additionalSafeAreaInsets
    return EdgeInsets(
      top: insets.top + extra.top, left: insets.left + extra.left,
      bottom: insets.bottom + extra.bottom, right: insets.right + extra.right)
  }
}

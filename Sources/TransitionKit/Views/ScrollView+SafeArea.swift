extension ScrollView {
  /// The content inset plus the part of the safe area the view overlaps, along the axes the
  /// content scrolls on (UIKit's `adjustedContentInset` under `.automatic`), in points.
  ///
  /// The offset is not moved when the insets change (UIKit puts a new scroll view at
  /// `-adjustedContentInset.top` on its first layout); the offsets' range follows at once.
  public var adjustedContentInset: EdgeInsets {
    guard contentInsetAdjustmentBehavior == .automatic else { return contentInset }
    let safe = safeAreaInsets
    let size = bounds.size
    let vertical =
      alwaysBounceVertical
      || contentSize.height + contentInset.top + contentInset.bottom > size.height
    let horizontal = contentSize.width + contentInset.left + contentInset.right > size.width
    return EdgeInsets(
      top: contentInset.top + (vertical ? safe.top : 0),
      left: contentInset.left + (horizontal ? safe.left : 0),
      bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
      right: contentInset.right + (horizontal ? safe.right : 0))
  }
}

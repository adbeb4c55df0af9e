/// Whether a scroll view adds the safe area to its content inset (UIKit's
/// `UIScrollView.ContentInsetAdjustmentBehavior`).
public enum ContentInsetAdjustmentBehavior: Sendable {
  /// Along each axis the content scrolls on (a vertical one also with
  /// `alwaysBounceVertical`), the part of the safe area the view overlaps is added: what
  /// `.automatic` does outside a navigation controller.
  case automatic
  /// The content inset alone.
  case never
}

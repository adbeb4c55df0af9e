/// The scroll view's older indicator inset and how it shares touches with its content.
extension ScrollView {
  /// Both indicators' insets at once (UIKit's `scrollIndicatorInsets`, deprecated in iOS 13
  /// for `verticalScrollIndicatorInsets` and `horizontalScrollIndicatorInsets`): setting it
  /// sets both; reading it gives the vertical one.
  public var scrollIndicatorInsets: EdgeInsets {
    get { verticalScrollIndicatorInsets }
    set {
      verticalScrollIndicatorInsets = newValue
      horizontalScrollIndicatorInsets = newValue
    }
  }

  /// Whether touches on the content are held back until the scroll view knows the finger is
  /// not scrolling (UIKit's `delaysContentTouches`, true by default). Here the content hears
  /// a touch as it goes down, as UIKit's does with false; the value is kept for code that
  /// reads it.
  public var delaysContentTouches: Bool {
    get { AssociatedObjects.value(of: self, key: Self.delaysKey) as? Bool ?? true }
    set { AssociatedObjects.set(newValue, of: self, key: Self.delaysKey, policy: .retainNonatomic) }
  }

  /// Whether the content's touches are cancelled once the finger scrolls (UIKit's
  /// `canCancelContentTouches`, true by default): the scroll view's pan recognizer's
  /// `cancelsTouchesInView`.
  public var canCancelContentTouches: Bool {
    get { panGestureRecognizer.cancelsTouchesInView }
    set { panGestureRecognizer.cancelsTouchesInView = newValue }
  }

  private static var delaysKey: UnsafeRawPointer { UnsafeRawPointer(delaysContentTouchesKey) }
}

/// The byte whose address keys `delaysContentTouches`.
nonisolated(unsafe) private let delaysContentTouchesKey = UnsafeMutablePointer<UInt8>.allocate(
  capacity: 1)

/// Where a control puts its content in its bounds (UIKit's `contentHorizontalAlignment`,
/// `contentVerticalAlignment` and `effectiveContentHorizontalAlignment`): a button draws its
/// title and image at the left, the centre, the right, or spread over the width (see
/// `Button+ContentAlignment.swift`).
extension Control {
  /// How content is aligned across a control (UIKit's `UIControl.ContentHorizontalAlignment`,
  /// with its raw values): `leading` and `trailing` follow the control's layout direction.
  public enum ContentHorizontalAlignment: Int, Sendable {
    case center = 0
    case left = 1
    case right = 2
    case fill = 3
    case leading = 4
    case trailing = 5
  }

  /// How content is aligned down a control (UIKit's `UIControl.ContentVerticalAlignment`).
  public enum ContentVerticalAlignment: Int, Sendable {
    case center = 0
    case top = 1
    case bottom = 2
    case fill = 3
  }

  /// How the content is aligned across the control; `center` by default, as in UIKit.
  public var contentHorizontalAlignment: ContentHorizontalAlignment {
    get { extras?.contentHorizontalAlignment ?? .center }
    set {
      guard newValue != contentHorizontalAlignment else { return }
      extrasForWriting.contentHorizontalAlignment = newValue
      setNeedsLayout()
    }
  }

  /// How the content is aligned down the control; `center` by default.
  public var contentVerticalAlignment: ContentVerticalAlignment {
    get { extras?.contentVerticalAlignment ?? .center }
    set {
      guard newValue != contentVerticalAlignment else { return }
      extrasForWriting.contentVerticalAlignment = newValue
      setNeedsLayout()
    }
  }

  /// The alignment with `leading` and `trailing` resolved to `left` or `right` by the
  /// control's `effectiveUserInterfaceLayoutDirection` (UIKit's
  /// `effectiveContentHorizontalAlignment`: "never returns .leading or .trailing").
  public var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    switch contentHorizontalAlignment {
    case .leading: return rightToLeft ? .right : .left
    case .trailing: return rightToLeft ? .left : .right
    case let other: return other
    }
  }
}

/// Whether a view's content flips in a right-to-left language (UIKit's
/// `UISemanticContentAttribute`, with its raw values).
///
/// UIKit's page for `semanticContentAttribute`: "A semantic description of the view's
/// contents, used to determine whether the view should be flipped when switching between
/// left-to-right and right-to-left layouts". Playback controls and spatial content are never
/// flipped; `forceLeftToRight` and `forceRightToLeft` fix the direction whatever the
/// language; `unspecified` follows it.
public enum SemanticContentAttribute: Int, Sendable {
  case unspecified = 0
  case playback = 1
  case spatial = 2
  case forceLeftToRight = 3
  case forceRightToLeft = 4
}

extension View {
  /// Whether the view's content flips in a right-to-left language (UIKit's
  /// `semanticContentAttribute`); `unspecified` by default.
  public var semanticContentAttribute: SemanticContentAttribute {
    get { extras?.semanticContentAttribute ?? .unspecified }
    set {
      guard newValue != semanticContentAttribute else { return }
      extrasForWriting.semanticContentAttribute = newValue
      setNeedsLayout()
      setNeedsDisplay()
    }
  }

  /// The direction a view with `attribute` lays out in (UIKit's
  /// `userInterfaceLayoutDirection(for:)`): the forced direction, left to right for playback
  /// and spatial content, and the application's direction (left to right here) when
  /// unspecified.
  public static func userInterfaceLayoutDirection(
    for attribute: SemanticContentAttribute
  ) -> UserInterfaceLayoutDirection {
    switch attribute {
    case .forceRightToLeft: .rightToLeft
    case .forceLeftToRight, .playback, .spatial: .leftToRight
    case .unspecified: Application.shared.userInterfaceLayoutDirection
    }
  }

  /// The direction the view lays its content out in (UIKit's
  /// `effectiveUserInterfaceLayoutDirection`): its own attribute's when it forces one, else
  /// its trait collection's.
  public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
    switch semanticContentAttribute {
    case .unspecified: traitCollection.layoutDirection
    default: Self.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }
  }
}

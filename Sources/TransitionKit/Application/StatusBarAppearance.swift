/// The colour of the status bar's content (UIKit's `UIStatusBarStyle`).
public enum StatusBarStyle: String, Sendable, CaseIterable {
  /// Dark content in the light appearance, light content in the dark one (iOS 13 and later).
  case `default`
  /// White content, for dark backgrounds.
  case lightContent
  /// Black content, for light backgrounds (iOS 13).
  case darkContent
}

/// How a change of the status bar is animated (UIKit's `UIStatusBarAnimation`); the status bar
/// here changes at once.
public enum StatusBarAnimation: Int, Sendable {
  case none
  case fade
  case slide
}

/// What the simulated status bar shows: its style and whether it is hidden.
public struct StatusBarAppearance: Equatable, Sendable {
  public var style: StatusBarStyle
  public var isHidden: Bool

  public init(style: StatusBarStyle = .default, isHidden: Bool = false) {
    self.style = style
    self.isHidden = isHidden
  }

  /// Whether the content is drawn light (white) in an appearance.
  public func hasLightContent(in appearance: Appearance) -> Bool {
    switch style {
    case .lightContent: true
    case .darkContent: false
    case .default: appearance == .dark
    }
  }
}

/// The traits of the environment a view or controller is in (UIKit's `UITraitCollection`):
/// the lab's light or dark appearance, the device's scale, and a phone's size classes.
public struct TraitCollection: Hashable, Sendable {
  /// Light or dark (UIKit's `UIUserInterfaceStyle`).
  public enum UserInterfaceStyle: Int, Sendable {
    case unspecified
    case light
    case dark
  }

  /// A size class (UIKit's `UIUserInterfaceSizeClass`).
  public enum SizeClass: Int, Sendable {
    case unspecified
    case compact
    case regular
  }

  public var userInterfaceStyle: UserInterfaceStyle
  /// Device pixels per point.
  public var displayScale: Double
  public var horizontalSizeClass: SizeClass
  public var verticalSizeClass: SizeClass
  public var userInterfaceIdiom: UserInterfaceIdiom
  public var layoutDirection: UserInterfaceLayoutDirection
  /// The person's text size (UIKit's `UIContentSizeCategory`, by its raw name): the default.
  public var preferredContentSizeCategory: String

  public init(
    userInterfaceStyle: UserInterfaceStyle = .light, displayScale: Double = 1,
    horizontalSizeClass: SizeClass = .compact, verticalSizeClass: SizeClass = .regular,
    userInterfaceIdiom: UserInterfaceIdiom = .phone,
    layoutDirection: UserInterfaceLayoutDirection = .leftToRight,
    preferredContentSizeCategory: String = "UICTContentSizeCategoryL"
  ) {
    self.userInterfaceStyle = userInterfaceStyle
    self.displayScale = displayScale
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.userInterfaceIdiom = userInterfaceIdiom
    self.layoutDirection = layoutDirection
    self.preferredContentSizeCategory = preferredContentSizeCategory
  }

  /// A collection with only the style set (UIKit's `init(userInterfaceStyle:)`).
  public init(userInterfaceStyle: UserInterfaceStyle) {
    self.init(userInterfaceStyle: userInterfaceStyle, displayScale: 1)
  }

  /// The traits of a window: its appearance, its screen's scale, and a phone's size classes
  /// (regular height and compact width upright, compact height on its side).
  @MainActor static func of(_ window: Window?) -> TraitCollection {
    guard let window else { return TraitCollection() }
    let size = window.screen.bounds.size
    return TraitCollection(
      userInterfaceStyle: window.appearance == .dark ? .dark : .light,
      displayScale: window.screen.scale, horizontalSizeClass: .compact,
      verticalSizeClass: size.width > size.height ? .compact : .regular)
  }

  /// The traits of the window whose call runs now (UIKit's `UITraitCollection.current`).
  @MainActor public static var current: TraitCollection { of(Application.shared.keyWindow) }

  /// Whether the colours a view resolves differ between the two collections.
  public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
    other?.userInterfaceStyle != userInterfaceStyle
  }
}

extension View {
  /// The traits of the window the view is in (UIKit's `traitCollection`).
  public var traitCollection: TraitCollection { TraitCollection.of(window) }
}

extension ViewController {
  /// The traits of the window the controller's view is in, with the
  /// `overrideTraitCollection` of the presentation controller that manages it over them.
  public var traitCollection: TraitCollection {
    TraitCollection.of(window).overlaid(by: presentationTraitOverride)
  }
}

extension Color {
  /// The colour as it looks under a trait collection's style (UIKit's
  /// `resolvedColor(with:)`): a dynamic colour's light or dark value, as a fixed colour.
  public func resolvedColor(with traitCollection: TraitCollection) -> Color {
    let rgba = resolved(for: traitCollection.userInterfaceStyle == .dark ? .dark : .light)
    return Color(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
  }
}

extension Window {
  /// Tells the root controller and every controller presented over it that the traits
  /// changed from what they were under `previous`.
  func traitsDidChange(from previous: Appearance) {
    var old = TraitCollection.of(self)
    old.userInterfaceStyle = previous == .dark ? .dark : .light
    var controller = rootViewController
    while let current = controller {
      current.traitCollectionDidChange(old)
      controller = current.presentedViewController
    }
  }
}

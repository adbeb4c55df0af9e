/// A height a sheet rests at (UIKit's `UISheetPresentationController.Detent`).
public struct SheetDetent: Sendable {
  /// A detent's name (UIKit's `Detent.Identifier`).
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let medium = Identifier("medium")
    public static let large = Identifier("large")
  }

  /// What a custom detent's resolver is told (UIKit's `DetentResolutionContext`).
  public struct ResolutionContext: Sendable {
    /// The large detent's height, in points: the most a detent may be.
    public var maximumDetentValue: Double
    /// The container's height, in points.
    public var containerHeight: Double
  }

  /// How far below the container's top the large detent's sheet starts, in points: the page
  /// sheet's inset (`Presentation.pageSheetTopInset`).
  public static let largeTopInset = 57.0

  public let identifier: Identifier
  private let resolver: @Sendable (ResolutionContext) -> Double?

  /// Half the container's height (UIKit: "approximately half the height of the screen").
  public static func medium() -> SheetDetent {
    SheetDetent(identifier: .medium) { $0.containerHeight / 2 }
  }

  /// The page sheet's full height: the container less `Presentation.pageSheetTopInset`.
  public static func large() -> SheetDetent {
    SheetDetent(identifier: .large) { $0.maximumDetentValue }
  }

  /// A detent whose height the resolver gives, in points (clamped to the large detent's);
  /// `nil` leaves it out.
  public static func custom(
    identifier: Identifier, resolver: @escaping @Sendable (ResolutionContext) -> Double?
  ) -> SheetDetent {
    SheetDetent(identifier: identifier, resolver: resolver)
  }

  private init(
    identifier: Identifier, resolver: @escaping @Sendable (ResolutionContext) -> Double?
  ) {
    self.identifier = identifier
    self.resolver = resolver
  }

  /// The sheet's height at this detent in a container `containerHeight` points high, or nil.
  public func height(inContainerOfHeight containerHeight: Double) -> Double? {
    let maximum = Swift.max(containerHeight - Self.largeTopInset, 0)
    let context = ResolutionContext(maximumDetentValue: maximum, containerHeight: containerHeight)
    guard let value = resolver(context), value.isFinite
    else { return nil }
    return Swift.min(Swift.max(value, 0), maximum)
  }
}

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
    /// The large detent's value, in points: the full-height sheet less the bottom safe area,
    /// the most a detent may be.
    public var maximumDetentValue: Double
    /// The container's height, in points.
    public var containerHeight: Double
  }

  /// How far below the container's top the large detent's sheet starts, in points: the page
  /// sheet's inset (`Presentation.pageSheetTopInset`).
  public static let largeTopInset = 57.0

  public let identifier: Identifier
  private let resolver: @Sendable (ResolutionContext) -> Double?

  /// The medium detent's share of `maximumDetentValue` (read in UIKitCore 16 and checked
  /// against a host UIKit in eleven containers; Apple says "approximately half the height of
  /// the screen").
  public static let mediumShare = 0.56
  /// The medium detent's share in a container of at most `compactContainerHeight` points.
  public static let compactMediumShare = 0.63
  /// The tallest container that takes `compactMediumShare`, in points.
  public static let compactContainerHeight = 568.0

  /// 0.56 of `maximumDetentValue` (0.63 in a container of 568 points or less): a sheet top
  /// at 388 on a 390 × 844 screen.
  public static func medium() -> SheetDetent {
    SheetDetent(identifier: .medium) { context in
      let share =
        context.containerHeight <= compactContainerHeight ? compactMediumShare : mediumShare
      return context.maximumDetentValue * share
    }
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

  /// The sheet's height at this detent in a container `containerHeight` points high whose
  /// bottom safe area is `bottomSafeAreaInset` points, or nil. As UIKit's header says, the
  /// resolver's value is "a height within the safe area of the sheet": the sheet is that value
  /// plus the bottom inset (clamped to the large detent's).
  public func height(inContainerOfHeight containerHeight: Double, bottomSafeAreaInset: Double = 0)
    -> Double?
  {
    let full = Swift.max(containerHeight - Self.largeTopInset, 0)
    let inset =
      bottomSafeAreaInset.isFinite ? Swift.min(Swift.max(bottomSafeAreaInset, 0), full) : 0
    let maximum = full - inset
    let context = ResolutionContext(maximumDetentValue: maximum, containerHeight: containerHeight)
    guard let value = resolver(context), value.isFinite
    else { return nil }
    return Swift.min(Swift.max(value, 0), maximum) + inset
  }
}

import Scenes
import TransitionKit

/// A sheet with detents as a scene configures it, read from its `SheetPresentationController`
/// (UIKit's `UISheetPresentationController`): what every export target writes in its own idiom
/// for a sheet, instead of a dismissal drag.
public struct SheetSpec: Sendable, Equatable {
  /// One height the sheet rests at.
  public struct Detent: Sendable, Equatable {
    /// The detent's identifier: `medium`, `large`, or a custom one.
    public var identifier: String
    /// The sheet's height there, in points, in the container the spec was read in.
    public var height: Double
    /// The height as a share of the large detent's (the container less the page sheet's top
    /// inset): 1 at the large detent.
    public var fraction: Double

    public init(identifier: String, height: Double, fraction: Double) {
      self.identifier = identifier
      self.height = height
      self.fraction = fraction
    }

    /// Whether it is one of UIKit's system detents.
    public var isSystem: Bool { identifier == "medium" || identifier == "large" }
  }

  /// The detents in the order the scene lists them.
  public var detents: [Detent]
  /// The detent the sheet presents at; nil for the smallest.
  public var selected: String?
  /// `largestUndimmedDetentIdentifier`: nil dims at every detent.
  public var largestUndimmed: String?
  /// `prefersGrabberVisible`.
  public var grabberVisible: Bool
  /// Whether a drag may dismiss the sheet (`isModalInPresentation` off).
  public var dismissAllowed: Bool
  /// The rubber band past the end detents (`RubberBand`'s name).
  public var rubberBand: String
  /// The release rule's name (`threshold`, `projection`, `velocity-gate`).
  public var rule: String
  /// The projection's deceleration rate per millisecond, for the projection rule.
  public var decelerationRate: Double?
  /// The gate's speed in points per second, for the velocity gate.
  public var velocityThreshold: Double?
  /// The share of the way to the next detent a release must pass to go on to it.
  public var positionalThreshold: Double
  /// The settle spring: its damping ratio and the seconds it takes to come to rest.
  public var settleDampingRatio: Double
  public var settleDuration: Double
  /// The container's height the heights were measured in, in points.
  public var containerHeight: Double
  /// The sheet's rounded top corners, in points.
  public var cornerRadius: Double
  /// The dimming's opacity where the sheet is fully dimmed.
  public var dimmingAlpha: Double

  /// The sheet `sheet` presents, as configured now, in a container `containerHeight` high.
  @MainActor public init(sheet: SheetPresentationController, containerHeight: Double) {
    let maximum = max(containerHeight - SheetDetent.largeTopInset, 1)
    // The heights the sheet rests at on screen: measured as UIKit measures them, within the
    // safe area and with the bottom inset added (`detentTops`).
    let tops = Dictionary(
      sheet.detentTops.map { ($0.identifier, $0.top) }, uniquingKeysWith: { first, _ in first })
    // The share is the resolver's, of the height with no bottom inset (UIKit's
    // maximumDetentValue stands for 1).
    detents = sheet.detents.compactMap { detent in
      guard let top = tops[detent.identifier],
        let value = detent.height(inContainerOfHeight: containerHeight)
      else { return nil }
      return Detent(
        identifier: detent.identifier.rawValue, height: containerHeight - top,
        fraction: value / maximum)
    }
    selected = sheet.selectedDetentIdentifier?.rawValue
    largestUndimmed = sheet.largestUndimmedDetentIdentifier?.rawValue
    grabberVisible = sheet.prefersGrabberVisible
    dismissAllowed = !sheet.presentedViewController.isModalInPresentation
    rubberBand = sheet.rubberBand.rawValue
    rule = sheet.releaseRule.kind.rawValue
    if case .projection(let rate) = sheet.releaseRule { decelerationRate = rate }
    if case .velocityGate(let speed) = sheet.releaseRule { velocityThreshold = speed }
    positionalThreshold = sheet.positionalThreshold
    settleDampingRatio = sheet.settleDampingRatio
    settleDuration = sheet.settleDuration
    self.containerHeight = containerHeight
    cornerRadius = SheetPresentationController.cornerRadius
    dimmingAlpha = SheetPresentationController.dimmingAlpha
  }

  /// The detents from the smallest to the largest.
  public var ascending: [Detent] { detents.sorted { $0.height < $1.height } }

  /// Whether the sheet has a detent that is neither medium nor large.
  public var hasCustomDetent: Bool { detents.contains { !$0.isSystem } }

  /// The release in words, for a comment.
  var releaseWords: String {
    var words = "a release picks its detent by the \(rule) rule"
    if let decelerationRate {
      words += " (projected with deceleration \(ExportNumber.text(decelerationRate)) per ms)"
    }
    if let velocityThreshold {
      words += " (a release at \(ExportNumber.text(velocityThreshold)) pt/s or more goes on "
      words += "in its direction)"
    }
    words += ", going on to the next detent past \(ExportNumber.text(positionalThreshold)) of "
    words += "the way; it settles on a spring of damping ratio "
    words += "\(ExportNumber.text(settleDampingRatio)) within "
    words += "\(ExportNumber.text(settleDuration)) s; past the end detents it rubber-bands "
    words += "(\(rubberBand))"
    return words + "."
  }

  /// The detents in words, for a comment: `medium (422 pt, 0.536 of large), large (787 pt)`.
  var detentWords: String {
    ascending.map { detent in
      "\(detent.identifier) (\(ExportNumber.text(detent.height.rounded())) pt, "
        + "\(ExportNumber.short(detent.fraction, decimals: 3)) of the large detent)"
    }.joined(separator: ", ")
  }
}

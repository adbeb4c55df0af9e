extension TraitCollection {
  /// A collection that specifies only a horizontal size class (UIKit's
  /// `init(horizontalSizeClass:)`), for a presentation controller's
  /// `overrideTraitCollection`.
  public init(horizontalSizeClass: SizeClass) {
    self.init(
      userInterfaceStyle: .unspecified, displayScale: 0, horizontalSizeClass: horizontalSizeClass,
      verticalSizeClass: .unspecified, userInterfaceIdiom: .unspecified,
      preferredContentSizeCategory: "")
  }

  /// A collection that specifies only a vertical size class (UIKit's
  /// `init(verticalSizeClass:)`).
  public init(verticalSizeClass: SizeClass) {
    self.init(
      userInterfaceStyle: .unspecified, displayScale: 0, horizontalSizeClass: .unspecified,
      verticalSizeClass: verticalSizeClass, userInterfaceIdiom: .unspecified,
      preferredContentSizeCategory: "")
  }

  /// The traits of `collections` together, a later one's specified traits over an earlier
  /// one's (UIKit's `init(traitsFrom:)`).
  public init(traitsFrom collections: [TraitCollection]) {
    var merged = TraitCollection(
      userInterfaceStyle: .unspecified, displayScale: 0, horizontalSizeClass: .unspecified,
      verticalSizeClass: .unspecified, userInterfaceIdiom: .unspecified,
      preferredContentSizeCategory: "")
    for collection in collections { merged = merged.overlaid(by: collection) }
    self = merged
  }

  /// These traits with the ones `other` specifies put over them (unspecified ones are left).
  public func overlaid(by other: TraitCollection?) -> TraitCollection {
    guard let other else { return self }
    var result = self
    if other.userInterfaceStyle != .unspecified {
      result.userInterfaceStyle = other.userInterfaceStyle
    }
    if other.displayScale > 0 { result.displayScale = other.displayScale }
    if other.horizontalSizeClass != .unspecified {
      result.horizontalSizeClass = other.horizontalSizeClass
    }
    if other.verticalSizeClass != .unspecified {
      result.verticalSizeClass = other.verticalSizeClass
    }
    if other.userInterfaceIdiom != .unspecified {
      result.userInterfaceIdiom = other.userInterfaceIdiom
    }
    if !other.preferredContentSizeCategory.isEmpty {
      result.preferredContentSizeCategory = other.preferredContentSizeCategory
    }
    return result
  }
}

extension ViewController {
  /// The `overrideTraitCollection` of the presentation controller that manages this
  /// controller (its own presentation's, or the nearest presented ancestor's), if any.
  var presentationTraitOverride: TraitCollection? {
    var candidate: ViewController? = self
    while let controller = candidate {
      if let presentation = controller.presentation {
        return presentation.controller.overrideTraitCollection
      }
      candidate = controller.parent
    }
    return nil
  }
}

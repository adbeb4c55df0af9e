/// An attribute of a view or layout guide, to build constraints from (UIKit's `NSLayoutAnchor`
/// family): `label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20)`.
///
/// The anchor types keep the axes apart, as UIKit's do: an x-axis anchor relates only to
/// x-axis anchors, a y-axis anchor to y-axis anchors, a dimension to dimensions.
@MainActor
open class LayoutAnchorBase {
  /// The view or guide the anchor belongs to.
  public private(set) weak var item: AnyObject?
  let attribute: LayoutAttribute

  init(item: AnyObject, attribute: LayoutAttribute) {
    self.item = item
    self.attribute = attribute
  }

  /// An anchor of the right type for an attribute.
  static func make(item: LayoutItem, attribute: LayoutAttribute) -> LayoutAnchorBase {
    if attribute.isDimension { return LayoutDimension(item: item, attribute: attribute) }
    if attribute.axis == .vertical { return LayoutYAxisAnchor(item: item, attribute: attribute) }
    return LayoutXAxisAnchor(item: item, attribute: attribute)
  }

  func makeConstraint(
    _ relation: LayoutRelation, to other: LayoutAnchorBase?, multiplier: Double = 1,
    constant: Double
  ) -> LayoutConstraint {
    LayoutConstraint(
      kind: .explicit, first: item, attribute, relation, second: other?.item,
      other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
  }
}

/// An anchor that relates to anchors of its own type.
@MainActor
open class LayoutAnchor<AnchorType: AnyObject>: LayoutAnchorBase {
  /// `self == anchor + constant`, inactive.
  public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant c: Double = 0)
    -> LayoutConstraint
  {
    makeConstraint(.equal, to: anchor, constant: c)
  }

  /// `self >= anchor + constant`, inactive.
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: Double = 0
  ) -> LayoutConstraint {
    makeConstraint(.greaterThanOrEqual, to: anchor, constant: c)
  }

  /// `self <= anchor + constant`, inactive.
  public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: Double = 0)
    -> LayoutConstraint
  {
    makeConstraint(.lessThanOrEqual, to: anchor, constant: c)
  }
}

/// The space Auto Layout puts between two sibling views when asked for the system spacing, in
/// points (UIKit's standard spacing between views).
let systemSpacing = 8.0

/// A horizontal position: leading, trailing, left, right, centre X (UIKit's
/// `NSLayoutXAxisAnchor`).
@MainActor
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
  /// `self == anchor + multiplier × system spacing`: this anchor follows `anchor` by the
  /// standard space (8 points).
  public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double)
    -> LayoutConstraint
  {
    makeConstraint(.equal, to: anchor, constant: systemSpacing * multiplier)
  }

  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double
  ) -> LayoutConstraint {
    makeConstraint(.greaterThanOrEqual, to: anchor, constant: systemSpacing * multiplier)
  }

  public func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double
  ) -> LayoutConstraint {
    makeConstraint(.lessThanOrEqual, to: anchor, constant: systemSpacing * multiplier)
  }
}

/// A vertical position: top, bottom, centre Y, baselines (UIKit's `NSLayoutYAxisAnchor`).
@MainActor
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
  /// `self == anchor + multiplier × system spacing`: this anchor sits the standard space
  /// (8 points) below `anchor`.
  public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double)
    -> LayoutConstraint
  {
    makeConstraint(.equal, to: anchor, constant: systemSpacing * multiplier)
  }

  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double
  ) -> LayoutConstraint {
    makeConstraint(.greaterThanOrEqual, to: anchor, constant: systemSpacing * multiplier)
  }

  public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double
  ) -> LayoutConstraint {
    makeConstraint(.lessThanOrEqual, to: anchor, constant: systemSpacing * multiplier)
  }
}

/// A width or a height (UIKit's `NSLayoutDimension`): related to other dimensions with a
/// multiplier, or to a constant.
@MainActor
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
  public func constraint(equalToConstant c: Double) -> LayoutConstraint {
    makeConstraint(.equal, to: nil, constant: c)
  }

  public func constraint(greaterThanOrEqualToConstant c: Double) -> LayoutConstraint {
    makeConstraint(.greaterThanOrEqual, to: nil, constant: c)
  }

  public func constraint(lessThanOrEqualToConstant c: Double) -> LayoutConstraint {
    makeConstraint(.lessThanOrEqual, to: nil, constant: c)
  }

  /// `self == multiplier × anchor + constant`.
  public func constraint(
    equalTo anchor: LayoutDimension, multiplier m: Double, constant c: Double = 0
  ) -> LayoutConstraint {
    makeConstraint(.equal, to: anchor, multiplier: m, constant: c)
  }

  public func constraint(
    greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: Double, constant c: Double = 0
  ) -> LayoutConstraint {
    makeConstraint(.greaterThanOrEqual, to: anchor, multiplier: m, constant: c)
  }

  public func constraint(
    lessThanOrEqualTo anchor: LayoutDimension, multiplier m: Double, constant c: Double = 0
  ) -> LayoutConstraint {
    makeConstraint(.lessThanOrEqual, to: anchor, multiplier: m, constant: c)
  }
}

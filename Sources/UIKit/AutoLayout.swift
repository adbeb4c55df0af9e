// UIKit's Auto Layout names for TransitionKit's layout (see Layout/ in TransitionKit).

/// UIKit's `NSLayoutConstraint`.
public typealias NSLayoutConstraint = LayoutConstraint

/// UIKit's `NSLayoutAnchor`, the anchors' generic base.
public typealias NSLayoutAnchor<AnchorType: AnyObject> = LayoutAnchor<AnchorType>

/// UIKit's `NSLayoutXAxisAnchor`: leading, trailing, left, right, centre X.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor

/// UIKit's `NSLayoutYAxisAnchor`: top, bottom, centre Y, baselines.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor

/// UIKit's `NSLayoutDimension`: width and height.
public typealias NSLayoutDimension = LayoutDimension

/// UIKit's `UILayoutPriority` (`.required`, `.defaultHigh`, `.defaultLow`,
/// `.fittingSizeLevel`, `UILayoutPriority(rawValue: 999)`).
public typealias UILayoutPriority = LayoutPriority

/// UIKit's `UILayoutGuide`.
public typealias UILayoutGuide = LayoutGuide

/// UIKit's `UILayoutSupport`, what a controller's old `topLayoutGuide` and
/// `bottomLayoutGuide` are (`length`, `topAnchor`, `bottomAnchor`, `heightAnchor`).
public typealias UILayoutSupport = LayoutGuide

/// UIKit's `UIStackView` (`UIStackView.Distribution`, `UIStackView.Alignment`).
public typealias UIStackView = StackView

/// UIKit's `NSDirectionalEdgeInsets`.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets

/// Swift 3's names, still in older code.
public typealias NSLayoutAttribute = LayoutAttribute
public typealias NSLayoutRelation = LayoutRelation
public typealias UILayoutConstraintAxis = LayoutAxis
public typealias NSLayoutFormatOptions = LayoutFormatOptions

/// Swift 4's name for `UIView.layoutFittingCompressedSize`.
@MainActor public var UILayoutFittingCompressedSize: Size { View.layoutFittingCompressedSize }

/// Swift 4's name for `UIView.layoutFittingExpandedSize`.
@MainActor public var UILayoutFittingExpandedSize: Size { View.layoutFittingExpandedSize }

extension LayoutConstraint {
  /// UIKit's `NSLayoutConstraint.Attribute`.
  public typealias Attribute = LayoutAttribute
  /// UIKit's `NSLayoutConstraint.Relation`.
  public typealias Relation = LayoutRelation
  /// UIKit's `NSLayoutConstraint.Axis`.
  public typealias Axis = LayoutAxis
  /// UIKit's `NSLayoutConstraint.FormatOptions`.
  public typealias FormatOptions = LayoutFormatOptions
}

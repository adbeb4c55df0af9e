import Foundation

/// A view that lines its arranged subviews up in a row or a column (UIKit's `UIStackView`),
/// with Auto Layout constraints it makes and keeps itself: along the axis by its
/// `distribution` and `spacing`, across it by its `alignment`.
///
/// Hiding an arranged subview takes it out of the line; inside an animation block the others
/// move to close (or open) the gap with the animation. A hidden view disappears at once (UIKit
/// keeps it drawn while it shrinks).
@MainActor
open class StackView: View {
  /// How the arranged subviews share the stack's length.
  public enum Distribution: Int, Sendable {
    /// They fill it; the one with the lowest hugging priority grows, the one with the lowest
    /// compression resistance shrinks.
    case fill = 0
    /// They fill it, all the same size.
    case fillEqually
    /// They fill it, sized in proportion to their intrinsic sizes.
    case fillProportionally
    /// They keep their sizes and the gaps between them grow equally (never below `spacing`).
    case equalSpacing
    /// They keep their sizes and their centres are equally far apart.
    case equalCentering
  }

  /// How the arranged subviews sit across the stack's axis.
  public enum Alignment: Int, Sendable {
    /// They fill the stack's width (a column) or height (a row).
    case fill = 0
    /// At the leading edge (a column) or the top (a row).
    case leading
    /// A row's views share their first baselines.
    case firstBaseline
    case center
    /// At the trailing edge (a column) or the bottom (a row).
    case trailing
    /// A row's views share their last baselines.
    case lastBaseline

    public static let top = Alignment.leading
    public static let bottom = Alignment.trailing
  }

  /// `setCustomSpacing(_:after:)`'s value for "use `spacing`".
  public static let spacingUseDefault = Double.greatestFiniteMagnitude
  /// `setCustomSpacing(_:after:)`'s value for the system spacing (8 points).
  public static let spacingUseSystem = -Double.greatestFiniteMagnitude

  public private(set) var arrangedSubviews: [View] = []
  public var axis: LayoutAxis = .horizontal { didSet { arrangementDidChange() } }
  public var distribution: Distribution = .fill { didSet { arrangementDidChange() } }
  public var alignment: Alignment = .fill { didSet { arrangementDidChange() } }
  /// The space between adjacent arranged subviews, in points (the least, for the equal
  /// distributions).
  public var spacing = 0.0 { didSet { arrangementDidChange() } }
  /// Whether the views are lined up within the stack's layout margins rather than its bounds.
  public var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }
  /// Whether vertical spacing is measured between baselines (kept for UIKit's API; spacing is
  /// between edges here).
  public var isBaselineRelativeArrangement = false
  /// Spacing after particular views, by view.
  var customSpacings: [ObjectIdentifier: Double] = [:]
  /// The constraints and guides the stack made for its arrangement.
  var arrangementConstraints: [LayoutConstraint] = []
  var arrangementGuides: [LayoutGuide] = []

  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// A stack of the given views, added as subviews.
  public convenience init(arrangedSubviews views: [View]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Adds a view at the end of the line (and as a subview, if it is not one).
  public func addArrangedSubview(_ view: View) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Puts a view at `index` in the line (clamped), adding it as a subview if it is not one.
  public func insertArrangedSubview(_ view: View, at index: Int) {
    guard view !== self else { return }
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: Swift.min(Swift.max(index, 0), arrangedSubviews.count))
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    arrangementDidChange()
  }

  /// Takes a view out of the line; it stays a subview, as in UIKit (remove it from its
  /// superview to take it away).
  public func removeArrangedSubview(_ view: View) {
    guard arrangedSubviews.contains(where: { $0 === view }) else { return }
    arrangedSubviews.removeAll { $0 === view }
    customSpacings[ObjectIdentifier(view)] = nil
    arrangementDidChange()
  }

  /// The space after one arranged view, in place of `spacing`.
  public func setCustomSpacing(_ spacing: Double, after view: View) {
    customSpacings[ObjectIdentifier(view)] = spacing == Self.spacingUseDefault ? nil : spacing
    arrangementDidChange()
  }

  public func customSpacing(after view: View) -> Double {
    customSpacings[ObjectIdentifier(view)] ?? Self.spacingUseDefault
  }

  /// The stack's constraints are made again for the new arrangement; the views move at the
  /// next layout (at once for a change of visibility, so that it animates in its block).
  func arrangementDidChange() {
    rebuildArrangementConstraints()
    setNeedsLayout()
  }

  /// An arranged subview was hidden or shown.
  func arrangedSubviewVisibilityDidChange() {
    rebuildArrangementConstraints()
    setNeedsLayout()
    layoutIfNeeded()
  }

  /// A subview left: it leaves the line too.
  func subviewDidLeave(_ view: View) {
    guard arrangedSubviews.contains(where: { $0 === view }) else { return }
    arrangedSubviews.removeAll { $0 === view }
    customSpacings[ObjectIdentifier(view)] = nil
    rebuildArrangementConstraints()
    setNeedsLayout()
  }
}

extension View {
  /// `isHidden` changed on a view with Auto Layout state: a stack it is arranged in lines up
  /// again.
  func hiddenDidChange() {
    guard let stack = superview as? StackView,
      stack.arrangedSubviews.contains(where: { $0 === self })
    else { return }
    stack.arrangedSubviewVisibilityDidChange()
  }
}

internal import Cassowary

// A view's natural size and how firmly it keeps it (UIKit's intrinsic content size, content
// hugging and compression resistance), and the size its constraints give it.

extension View {
  /// The width or height UIKit's `noIntrinsicMetric` stands for: no natural size on that axis.
  public static let noIntrinsicMetric = -1.0

  /// The size `systemLayoutSizeFitting(_:)` makes as small as the constraints allow.
  public static let layoutFittingCompressedSize = Size.zero
  /// The size `systemLayoutSizeFitting(_:)` makes as large as the constraints allow.
  public static let layoutFittingExpandedSize = Size(width: 10_000_000, height: 10_000_000)

  /// Tells Auto Layout that `intrinsicContentSize` changed (a label's text did).
  public func invalidateIntrinsicContentSize() {
    layoutState?.links.engine?.markDirty(self)
  }

  /// How strongly the view resists growing past its intrinsic size along an axis (250 by
  /// default).
  public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
    layoutState?.hugging[axis.rawValue] ?? .defaultLow
  }

  public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
    layoutStateMade.hugging[axis.rawValue] = priority
    invalidateIntrinsicContentSize()
  }

  /// How strongly the view resists shrinking below its intrinsic size along an axis (750 by
  /// default).
  public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
    layoutState?.compressionResistance[axis.rawValue] ?? .defaultHigh
  }

  public func setContentCompressionResistancePriority(
    _ priority: LayoutPriority, for axis: LayoutAxis
  ) {
    layoutStateMade.compressionResistance[axis.rawValue] = priority
    invalidateIntrinsicContentSize()
  }

  /// The size the view's constraints give it when pulled toward `targetSize` as weakly as
  /// possible (`.fittingSizeLevel`): with `layoutFittingCompressedSize`, the smallest.
  public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size the view's constraints give it when pulled toward `targetSize` with a priority
  /// for each axis (`.required` fixes that axis at the target). Only the constraints
  /// installed on the view and its subviews count; the view's own frame and position do not.
  public func systemLayoutSizeFitting(
    _ targetSize: Size, withHorizontalFittingPriority horizontalPriority: LayoutPriority,
    verticalFittingPriority verticalPriority: LayoutPriority
  ) -> Size {
    updateConstraintsIfNeeded()
    let engine = LayoutEngine(root: self, isFitting: true)
    let record = engine.record(for: self)
    var held: [LayoutConstraint] = []
    LayoutEngine.collectHeldConstraints(in: self, into: &held)
    for constraint in held where constraint.invalidReason == nil {
      engine.installForFitting(constraint)
    }
    engine.pull(record.width, of: self, .width, toward: targetSize.width, horizontalPriority)
    engine.pull(record.height, of: self, .height, toward: targetSize.height, verticalPriority)
    engine.prepare()
    let frame = engine.solvedFrame(of: record)
    return Size(width: Swift.max(frame.width, 0), height: Swift.max(frame.height, 0))
  }
}

extension LayoutEngine {
  /// Installs a copy of a constraint for a measuring engine (the original stays where it is).
  func installForFitting(_ constraint: LayoutConstraint) {
    let copy = LayoutConstraint(
      kind: .fitting, first: constraint.firstItem, constraint.firstAttribute,
      constraint.relation, second: constraint.secondItem, constraint.secondAttribute,
      multiplier: constraint.multiplier, constant: constraint.constant,
      priority: constraint.priority)
    copy.holder = constraint.holder
    install(copy)
  }

  /// `variable == target` at a priority, for measuring.
  func pull(
    _ variable: Variable, of view: View, _ attribute: LayoutAttribute, toward target: Double,
    _ priority: LayoutPriority
  ) {
    guard target.isFinite else { return }
    let constraint = LayoutConstraint(
      kind: .fitting, first: view, attribute, .equal, second: nil, .notAnAttribute,
      multiplier: 1, constant: target, priority: priority)
    add(constraint, Expression(variable) - target)
  }
}

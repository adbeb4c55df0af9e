internal import Cassowary

extension LayoutEngine {
  /// An item's attribute as a linear expression of the engine's variables, in the
  /// coordinates of `holder` (the view the constraint is installed on, which is the item or an
  /// ancestor of it): the item's own x or y plus those of every view between it and the
  /// holder. Bounds origins and transforms are left out, as UIKit's alignment rectangles leave
  /// them out. Nil (and logged) when the holder is not above the item any more.
  func expression(
    _ item: LayoutItem, _ attribute: LayoutAttribute, in holder: View,
    for constraint: LayoutConstraint
  ) -> Expression? {
    var item = item
    var attribute = attribute
    if let base = attribute.withoutMargin, let view = item as? View {
      item = view.layoutMarginsGuide
      attribute = base
    }
    let record = self.record(for: item)
    let isHolder = item === holder
    var expression: Expression
    switch attribute {
    case .width: return Expression(record.width)
    case .height: return Expression(record.height)
    case .notAnAttribute: return Expression(constant: 0)
    case .left, .leading: expression = isHolder ? Expression() : Expression(record.minX)
    case .right, .trailing:
      expression = isHolder ? Expression(record.width) : record.minX + record.width
    case .centerX:
      expression = isHolder ? record.width * 0.5 : record.minX + record.width * 0.5
    case .top: expression = isHolder ? Expression() : Expression(record.minY)
    case .bottom:
      expression = isHolder ? Expression(record.height) : record.minY + record.height
    case .centerY:
      expression = isHolder ? record.height * 0.5 : record.minY + record.height * 0.5
    case .firstBaseline, .lastBaseline:
      let top = isHolder ? Expression() : Expression(record.minY)
      expression = top + baselineOffset(of: item, attribute, record: record)
      record.baselineDependents.append(constraint)
    default:
      return nil
    }
    if isHolder { return expression }
    let horizontal = attribute.axis == .horizontal
    var ancestor = item.itemParent
    while let view = ancestor, view !== holder {
      let path = self.record(for: view)
      expression = expression + (horizontal ? path.minX : path.minY)
      ancestor = view.superview
    }
    guard ancestor != nil else {
      LayoutLog.warn(
        "layout.not-in-holder",
        "The view hierarchy is not prepared for the constraint \(constraint.description): an "
          + "item is no longer inside the view the constraint is installed on.",
        root: root)
      return nil
    }
    return expression
  }

  /// A baseline's distance below the item's top, as an expression of its height: a label or
  /// a button centres its text vertically, so the first baseline is at
  /// `height / 2 − text height / 2 + ascent`; a view without text has its first baseline at its
  /// top and its last at its bottom (UIKit's `forFirstBaselineLayout`).
  func baselineOffset(of item: LayoutItem, _ attribute: LayoutAttribute, record: ItemRecord)
    -> Expression
  {
    guard let text = (item as? View)?.textBaselineMetrics else {
      return attribute == .firstBaseline ? Expression() : Expression(record.height)
    }
    let center = record.height * 0.5
    if attribute == .firstBaseline {
      return center + (text.ascent - text.textHeight / 2)
    }
    return center + (text.textHeight / 2 - text.lineHeight + text.ascent)
  }
}

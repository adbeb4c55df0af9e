extension LayoutConstraint {
  /// Installs the constraint on its items' nearest common ancestor (or on `requested`, which
  /// must be that ancestor or above it, for `View.addConstraint(_:)`), and hands it to the
  /// tree's engine at the next pass.
  func activate(on requested: View?) {
    guard holder == nil else { return }
    if let invalidReason {
      LayoutLog.warn(
        "layout.invalid-constraint",
        "Unable to activate an invalid constraint: \(invalidReason) (\(description))")
      return
    }
    guard let first = firstItem as? LayoutItem, let firstView = first.itemView else {
      LayoutLog.warn(
        "layout.no-item",
        "Unable to activate a constraint whose first item is gone or is a layout guide not "
          + "added to a view (\(description))")
      return
    }
    var common = firstView
    let second = secondItem as? LayoutItem
    if let second {
      guard let secondView = second.itemView,
        let ancestor = Self.nearestCommonAncestor(firstView, secondView)
      else {
        LayoutLog.warn(
          "layout.no-common-ancestor",
          "Unable to activate constraint with anchors \(anchorDescription(first, firstAttribute)) "
            + "and \(anchorDescription(second, secondAttribute)) because they have no common "
            + "ancestor. Does the constraint or its anchors reference items in different view "
            + "hierarchies? That's illegal.")
        return
      }
      common = ancestor
    }
    if let requested {
      guard common === requested || common.isDescendant(of: requested) else {
        LayoutLog.warn(
          "layout.wrong-view",
          "The view hierarchy is not prepared for the constraint: \(description). When added "
            + "to a view, the constraint's items must be descendants of that view (or the view "
            + "itself).")
        return
      }
      common = requested
    }
    holder = common
    common.layoutStateMade.constraints.append(self)
    first.itemLinks?.add(self)
    second?.itemLinks?.add(self)
    LayoutEngine.constraintsInUse = true
    let rootState = common.root.layoutStateMade
    rootState.pending.append(self)
    rootState.needsPass = true
  }

  /// Takes the constraint out of its holder and its engine.
  func deactivateNow() {
    guard let view = holder else { return }
    holder = nil
    view.layoutState?.constraints.removeAll { $0 === self }
    (firstItem as? LayoutItem)?.itemLinks?.remove(self)
    (secondItem as? LayoutItem)?.itemLinks?.remove(self)
    isBroken = false
    engine?.uninstall(self)
  }

  /// The deepest view that is `first` or an ancestor of it and also `second` or an ancestor
  /// of it.
  static func nearestCommonAncestor(_ first: View, _ second: View) -> View? {
    var ancestors: Set<ObjectIdentifier> = []
    var current: View? = first
    while let view = current {
      ancestors.insert(ObjectIdentifier(view))
      current = view.superview
    }
    current = second
    while let view = current {
      if ancestors.contains(ObjectIdentifier(view)) { return view }
      current = view.superview
    }
    return nil
  }
}

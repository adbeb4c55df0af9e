extension LayoutEngine {
  /// Keeps engines in step after `view` moved from `oldSuperview` (nil: it was a root) to its
  /// present place (its superview, or none).
  ///
  /// Constraints installed outside the subtree that name a view or guide inside it are
  /// deactivated, as UIKit's `removeFromSuperview()` removes them. Within one tree that is all.
  /// Between trees, the subtree's own constraints leave the old engine and wait on the new
  /// root for its next pass, and the subtree's items leave the old engine.
  static func subtreeDidMove(_ view: View, from oldSuperview: View?) {
    var views: [View] = []
    collectParticipants(in: view, into: &views)
    guard !views.isEmpty else { return }
    var items: [LayoutItem] = []
    for member in views {
      items.append(member)
      if let state = member.layoutState {
        items += state.layoutGuides
        if let guide = state.safeAreaGuide { items.append(guide) }
        if let guide = state.marginsGuide { items.append(guide) }
        if let guide = state.topLayoutGuide { items.append(guide) }
        if let guide = state.bottomLayoutGuide { items.append(guide) }
      }
    }
    if oldSuperview != nil {
      for item in items {
        for constraint in item.itemLinks?.referencing ?? [] {
          guard let holder = constraint.holder, !holder.isDescendant(of: view) else { continue }
          constraint.isActive = false
        }
      }
    }
    let newRoot = view.root
    let oldRoot = oldSuperview?.root ?? view
    defer {
      newRoot.layoutStateMade.needsPass = true
      view.superview?.setNeedsLayout()
    }
    if oldSuperview != nil, oldRoot === newRoot { return }
    var held: [LayoutConstraint] = []
    for member in views { held += member.layoutState?.constraints ?? [] }
    if let state = view.layoutState, let ownEngine = state.engine, view.superview != nil {
      // The subtree was a tree of its own: its engine goes.
      state.engine = nil
      for record in ownEngine.recordList {
        if let links = record.item?.itemLinks, links.engine === ownEngine { links.engine = nil }
      }
      for constraint in held where constraint.engine === ownEngine {
        constraint.engine = nil
        constraint.solverConstraint = nil
      }
      state.pending = []
    }
    for constraint in held {
      constraint.engine?.uninstall(constraint)
      constraint.isBroken = false
    }
    for item in items { item.itemLinks?.engine?.dropRecord(of: item) }
    let newState = newRoot.layoutStateMade
    newState.pending += held
  }

  /// The views of the subtree that take part in constraints, depth first.
  static func collectParticipants(in view: View, into views: inout [View]) {
    if let state = view.layoutState, state.takesPart { views.append(view) }
    for subview in view.subviews { collectParticipants(in: subview, into: &views) }
  }
}

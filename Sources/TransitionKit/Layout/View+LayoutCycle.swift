// UIKit's layout cycle on views: asking for layout and for constraint updates, running a pass
// now, and keeping Auto Layout's engine in step when views move between trees.

extension View {
  /// Asks for `layoutSubviews()` at the next layout pass (before the next frame), or at the
  /// next `layoutIfNeeded()` on the view's tree.
  public func setNeedsLayout() {
    layoutStateMade.needsLayout = true
    markAncestorsWaiting(layout: true)
  }

  /// Lays out now whatever of the view's tree waits for layout: constraints updated, the
  /// engine solved, `layoutSubviews()` run from the top down, as UIKit's `layoutIfNeeded()`
  /// lays out from the topmost ancestor that needs it. Inside an animation block, the frames
  /// this changes animate.
  public func layoutIfNeeded() {
    LayoutPass.run(root)
  }

  /// Asks for `updateConstraints()` at the next layout pass.
  public func setNeedsUpdateConstraints() {
    layoutStateMade.needsUpdateConstraints = true
    markAncestorsWaiting(layout: false)
  }

  /// Whether the view waits for `updateConstraints()`.
  public func needsUpdateConstraints() -> Bool { layoutState?.needsUpdateConstraints ?? false }

  /// Runs the pending `updateConstraints()` of the view and its subviews now.
  public func updateConstraintsIfNeeded() {
    LayoutPass.updateConstraints(in: self)
  }

  /// Marks the ancestors up to the root as holding a view that waits, and the root as
  /// waiting for a pass.
  func markAncestorsWaiting(layout: Bool) {
    var current = superview
    var top = self
    while let view = current {
      let state = view.layoutStateMade
      if layout {
        state.subtreeNeedsLayout = true
      } else {
        state.subtreeNeedsUpdateConstraints = true
      }
      top = view
      current = view.superview
    }
    top.layoutStateMade.needsPass = true
  }

  /// What the default `layoutSubviews()` does: places the subviews that Auto Layout places at
  /// their solved frames. Costs nothing while no constraint was ever activated.
  func layoutSubviewsFromConstraints() {
    guard LayoutEngine.constraintsInUse, let engine = root.layoutState?.engine else { return }
    engine.applyFrames(ofSubviewsOf: self)
  }

  /// The view's centre or size changed: a view held at its frame has its frame constraints
  /// follow at the next pass.
  func layoutFrameDidChange() {
    guard let state = layoutState, state.translatesAutoresizingMaskIntoConstraints,
      let engine = state.links.engine
    else { return }
    engine.markDirty(self)
  }

  /// The view moved to another superview or out of one: layout requests follow it to its new
  /// tree, constraints installed outside it that name views inside it are removed (as UIKit
  /// removes them), and the constraints inside it move to the new tree's engine.
  func layoutHierarchyDidChange(from oldSuperview: View?) {
    if let stack = oldSuperview as? StackView, superview !== stack { stack.subviewDidLeave(self) }
    if let state = layoutState {
      if state.needsLayout || state.subtreeNeedsLayout { markAncestorsWaiting(layout: true) }
      if state.needsUpdateConstraints || state.subtreeNeedsUpdateConstraints {
        markAncestorsWaiting(layout: false)
      }
    }
    guard LayoutEngine.constraintsInUse else { return }
    LayoutEngine.subtreeDidMove(self, from: oldSuperview)
  }
}

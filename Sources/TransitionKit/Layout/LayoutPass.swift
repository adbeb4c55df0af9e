/// A layout pass over one view tree, as UIKit runs one before each frame (and
/// `layoutIfNeeded()` runs one at once): constraints updated from the leaves up, the engine
/// brought up to date, then `layoutSubviews()` from the root down on every view that needs it.
/// A view's default `layoutSubviews()` places its subviews at their solved frames.
@MainActor
enum LayoutPass {
  /// The views whose `layoutSubviews()` runs now.
  private static var inLayout: Set<ObjectIdentifier> = []
  /// The views being laid out now because their size changed (`layOutResized(_:)`).
  private static var inResizeLayout: Set<ObjectIdentifier> = []
  /// The controllers whose `loadView()` or `viewDidLoad()` runs now: their view, resized
  /// there, lays out at once, but they hear of its layout only at the next pass, as UIKit's
  /// layout is never run from inside `viewDidLoad()` (whose properties a
  /// `viewDidLayoutSubviews()` may read before the rest of it has set them).
  static var loadingControllers: Set<ObjectIdentifier> = []

  /// Rounds a pass may take when laying out changes what it laid out from (a label wrapping
  /// at a new width, a safe area moving); past it the pass stops and says so.
  static let roundLimit = 10

  /// Runs a pass on the tree `root` is the root of, if anything in it waits for one.
  /// Frames set in the pass outside an animation block aim the animations running on them at
  /// the new frames instead of ending them, as a layout in UIKit's run loop changes the model
  /// under a running (additive) animation and the animation still finishes.
  static func run(_ root: View) {
    guard let state = root.layoutState, state.needsPass || state.waitsForPass else { return }
    let animations = root.window?.engine ?? AnimationEngine.current
    animations.layoutDepth += 1
    defer { animations.layoutDepth -= 1 }
    var rounds = 0
    repeat {
      state.needsPass = false
      updateConstraints(in: root)
      if state.engine == nil, !state.pending.isEmpty {
        state.engine = LayoutEngine(root: root)
      }
      if let engine = state.engine {
        if engine.isWasteful {
          LayoutEngine.discard(engineOf: root)
          continue
        }
        engine.prepare()
        engine.markMovedViews()
      }
      layOut(root)
      rounds += 1
    } while (state.needsPass || state.waitsForPass) && rounds < roundLimit
    if rounds == roundLimit, state.needsPass || state.waitsForPass {
      state.needsPass = false
      LayoutLog.warn(
        "layout.does-not-settle",
        "The layout pass did not settle after \(roundLimit) rounds: laying out keeps changing "
          + "what it lays out from (a constraint fighting a layoutSubviews override?).",
        root: root)
    }
  }

  /// Calls `updateConstraints()` on every view that asked for it, children before parents.
  static func updateConstraints(in view: View) {
    guard let state = view.layoutState else { return }
    if state.subtreeNeedsUpdateConstraints {
      state.subtreeNeedsUpdateConstraints = false
      for subview in view.subviews { updateConstraints(in: subview) }
    }
    if state.needsUpdateConstraints {
      state.needsUpdateConstraints = false
      view.updateConstraints()
    }
  }

  /// Calls `layoutSubviews()` on every view that needs layout, parents before children.
  /// A view in its `layoutSubviews()` is not laid out again from inside it: a
  /// `layoutIfNeeded()` there (a presentation controller measuring its presented list in
  /// `containerViewWillLayoutSubviews()`) lays out the rest of the tree, and the view, if it
  /// asked for layout again meanwhile, at the next pass, as iOS does without recursing.
  static func layOut(_ view: View) {
    guard let state = view.layoutState else { return }
    if state.needsLayout, !inLayout.contains(ObjectIdentifier(view)) {
      state.needsLayout = false
      inLayout.insert(ObjectIdentifier(view))
      defer { inLayout.remove(ObjectIdentifier(view)) }
      layOutSubviews(of: view)
    }
    if state.subtreeNeedsLayout {
      state.subtreeNeedsLayout = false
      for subview in view.subviews { layOut(subview) }
    }
  }

  /// The views resized since the outermost resize began, in the order they were resized (a
  /// superview before the subviews its autoresizing reached), waiting for their layout; nil
  /// while no resize runs.
  private static var resizedViews: [View]?
  /// The views laid out since the outermost resize began.
  private static var laidOutAfterResize: Set<ObjectIdentifier> = []

  /// A view's bounds changed size: `autoresizing` resizes its subviews by their masks, then
  /// the view and every view the resize reached are laid out, each superview before its
  /// subviews, as UIKit's layout runs top down: a parent's `layoutSubviews()` (and its
  /// controller's will/did around it) comes before its children's, and may itself resize
  /// them. A view resized again once laid out in this resize, or resized from inside its own
  /// layout, is laid out at the next pass.
  static func layOutAfterResize(of view: View, autoresizing: () -> Void) {
    if resizedViews != nil {
      let id = ObjectIdentifier(view)
      if inLayout.contains(id) || inResizeLayout.contains(id) || laidOutAfterResize.contains(id) {
        view.setNeedsLayout()
      } else if resizedViews?.contains(where: { $0 === view }) == false {
        resizedViews?.append(view)
      }
      autoresizing()
      return
    }
    resizedViews = [view]
    defer {
      resizedViews = nil
      laidOutAfterResize = []
    }
    autoresizing()
    var index = 0
    while let waiting = resizedViews, index < waiting.count {
      let next = waiting[index]
      index += 1
      laidOutAfterResize.insert(ObjectIdentifier(next))
      layOutResized(next)
    }
  }

  /// Lays out a view whose bounds changed size, at once, as autoresizing lays it out (a
  /// frame set in scene code, a window resized, a superview's layout placing it). A view
  /// whose layout is running (its own `layoutSubviews()`, or its controller's
  /// `viewDidLayoutSubviews()`, resized it) is not re-entered: it is laid out at its new size
  /// at the next pass, as UIKit's resize only asks for layout.
  static func layOutResized(_ view: View) {
    let id = ObjectIdentifier(view)
    guard !inLayout.contains(id), !inResizeLayout.contains(id) else {
      view.setNeedsLayout()
      return
    }
    // Kept apart from `inLayout`: a `layoutIfNeeded()` from inside this layout (a list
    // tiling its cells) still lays the view out if it waits, as before.
    inResizeLayout.insert(id)
    defer { inResizeLayout.remove(id) }
    if let controller = view.extras?.controller,
      loadingControllers.contains(ObjectIdentifier(controller))
    {
      view.layoutSubviews()
      view.setNeedsLayout()
      return
    }
    layOutSubviews(of: view)
  }

  /// One layout of a view's subviews: `layoutSubviews()` (whose default places the subviews
  /// Auto Layout places), bracketed, when the view is a controller's root view, by the
  /// controller's `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`, as UIKit calls
  /// them whenever the view lays out its subviews; the controller hears of a change of its
  /// safe area first.
  private static func layOutSubviews(of view: View) {
    let controller = view.extras?.controller
    if let controller, let state = view.layoutState {
      controller.noticeSafeAreaInsetsChange(of: state)
    }
    controller?.viewWillLayoutSubviews()
    view.layoutSubviews()
    controller?.viewDidLayoutSubviews()
  }
}

extension LayoutEngine {
  /// Throws a tree's engine away: its constraints wait to go into a new one at the next pass.
  static func discard(engineOf root: View) {
    guard let state = root.layoutState, let engine = state.engine else { return }
    state.engine = nil
    var held: [LayoutConstraint] = []
    collectHeldConstraints(in: root, into: &held)
    for record in engine.recordList {
      if let links = record.item?.itemLinks, links.engine === engine { links.engine = nil }
    }
    for constraint in held where constraint.engine === engine {
      constraint.engine = nil
      constraint.solverConstraint = nil
      constraint.isBroken = false
    }
    state.pending = held
    state.needsPass = true
  }

  /// Every active constraint installed on a view of the subtree, depth first.
  static func collectHeldConstraints(in view: View, into held: inout [LayoutConstraint]) {
    if let constraints = view.layoutState?.constraints { held += constraints }
    for subview in view.subviews { collectHeldConstraints(in: subview, into: &held) }
  }
}

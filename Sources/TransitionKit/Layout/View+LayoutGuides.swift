// A view's layout guides: those added to it, its safe area and its margins.

extension View {
  /// Adds a guide to the view: its frame is in the view's coordinates, placed by constraints.
  public func addLayoutGuide(_ guide: LayoutGuide) {
    if let owner = guide.owningView {
      if owner === self { return }
      owner.removeLayoutGuide(guide)
    }
    guide.owningView = self
    layoutStateMade.layoutGuides.append(guide)
  }

  /// Takes a guide out of the view, with every constraint that names it.
  public func removeLayoutGuide(_ guide: LayoutGuide) {
    guard guide.owningView === self else { return }
    for constraint in guide.links.referencing { constraint.isActive = false }
    guide.links.engine?.dropRecord(of: guide)
    layoutState?.layoutGuides.removeAll { $0 === guide }
    guide.owningView = nil
  }

  /// The guides added to the view.
  public var layoutGuides: [LayoutGuide] { layoutState?.layoutGuides ?? [] }

  /// A guide at the view's safe area (its bounds inset by `safeAreaInsets`).
  public var safeAreaLayoutGuide: LayoutGuide {
    let state = layoutStateMade
    if let guide = state.safeAreaGuide { return guide }
    let guide = LayoutGuide(role: .safeArea, identifier: "UIViewSafeAreaLayoutGuide")
    guide.owningView = self
    state.safeAreaGuide = guide
    return guide
  }

  /// A guide at the view's margins (its bounds inset by `layoutMargins`).
  public var layoutMarginsGuide: LayoutGuide {
    let state = layoutStateMade
    if let guide = state.marginsGuide { return guide }
    let guide = LayoutGuide(role: .margins, identifier: "UIViewLayoutMarginsGuide")
    guide.owningView = self
    state.marginsGuide = guide
    return guide
  }

  /// The margins Auto Layout's margin attributes and `layoutMarginsGuide` use, in points:
  /// 8 on every side by default (16 at the sides of a controller's root view), plus the safe
  /// area insets while `insetsLayoutMarginsFromSafeArea` is true. Setting it sets the margins
  /// before the safe area is added.
  public var layoutMargins: EdgeInsets {
    get {
      let base = layoutState?.layoutMargins ?? defaultLayoutMargins
      guard layoutState?.insetsLayoutMarginsFromSafeArea ?? true else { return base }
      let safe = safeAreaInsets
      return EdgeInsets(
        top: base.top + safe.top, left: base.left + safe.left, bottom: base.bottom + safe.bottom,
        right: base.right + safe.right)
    }
    set {
      layoutStateMade.layoutMargins = newValue
      layoutMarginsDidChange()
    }
  }

  /// The margins as set, before the safe area (UIKit's `directionalLayoutMargins`, reading
  /// left to right).
  public var directionalLayoutMargins: DirectionalEdgeInsets {
    get { DirectionalEdgeInsets(layoutState?.layoutMargins ?? defaultLayoutMargins) }
    set { layoutMargins = newValue.edgeInsets }
  }

  /// Whether the margins are measured from the safe area (true by default).
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { layoutState?.insetsLayoutMarginsFromSafeArea ?? true }
    set {
      layoutStateMade.insetsLayoutMarginsFromSafeArea = newValue
      layoutMarginsDidChange()
    }
  }

  private var defaultLayoutMargins: EdgeInsets {
    layoutState?.isControllerRoot == true
      ? EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
      : EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  }

  private func layoutMarginsDidChange() {
    guard let guide = layoutState?.marginsGuide, let engine = guide.links.engine else { return }
    engine.guidesMoved()
  }
}

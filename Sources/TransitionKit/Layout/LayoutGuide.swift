/// A rectangle that takes part in Auto Layout without being drawn or taking touches (UIKit's
/// `UILayoutGuide`): add it to a view with `addLayoutGuide(_:)` and constrain its anchors like a
/// view's. A view's `safeAreaLayoutGuide` and `layoutMarginsGuide` are guides the view keeps at
/// its safe area and margins.
@MainActor
open class LayoutGuide: LayoutItem {
  /// What a view's own guides follow.
  enum Role {
    /// A guide added by the person, placed by constraints alone.
    case free
    case safeArea
    case margins
    /// A controller's old `topLayoutGuide`: from the top of its view to the safe area.
    case topLayout
    /// A controller's old `bottomLayoutGuide`: from the safe area to the bottom of its view.
    case bottomLayout
  }

  /// The view the guide belongs to.
  public internal(set) weak var owningView: View?
  /// A name for logs (UIKit names its own guides, e.g. `UIViewSafeAreaLayoutGuide`).
  public var identifier: String
  let role: Role
  let links = LayoutItemLinks()

  public init() {
    role = .free
    identifier = ""
  }

  init(role: Role, identifier: String) {
    self.role = role
    self.identifier = identifier
  }

  /// The guide's rectangle in its owning view's coordinates, as last laid out.
  public var layoutFrame: Rect {
    guard let view = owningView else { return .zero }
    view.layoutIfNeeded()
    return links.engine?.solvedFrame(of: self) ?? fallbackFrame(in: view)
  }

  /// For a view's own guides, where they are without an engine: the bounds inset as they would be.
  func fallbackFrame(in view: View) -> Rect {
    let bounds = Rect(origin: .zero, size: view.bounds.size)
    switch role {
    case .free: return .zero
    case .safeArea: return bounds.inset(by: view.safeAreaInsets)
    case .margins: return bounds.inset(by: view.layoutMargins)
    case .topLayout:
      return Rect(x: 0, y: 0, width: bounds.width, height: view.safeAreaInsets.top)
    case .bottomLayout:
      let bottom = view.safeAreaInsets.bottom
      return Rect(x: 0, y: bounds.height - bottom, width: bounds.width, height: bottom)
    }
  }

  /// The guide's height, for the old `topLayoutGuide` and `bottomLayoutGuide` (UIKit's
  /// `UILayoutSupport.length`).
  public var length: Double { layoutFrame.height }

  public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
  public var trailingAnchor: LayoutXAxisAnchor {
    LayoutXAxisAnchor(item: self, attribute: .trailing)
  }
  public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
  public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
  public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
  public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
  public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
  public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
  public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
  public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
}

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
  public var directionalLayoutMargins: EdgeInsets {
    get { layoutState?.layoutMargins ?? defaultLayoutMargins }
    set { layoutMargins = newValue }
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

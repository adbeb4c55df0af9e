// Auto Layout's API on views (UIKit's `UIView` constraint-based layout): anchors, the
// constraints installed on a view, and whether its frame translates into constraints.

extension View {
  /// Whether the view's frame is held where it is by constraints the layout makes (UIKit's
  /// autoresizing-mask constraints), rather than given by constraints. True by default, as
  /// for views made in code; set it false on a view your constraints place.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { layoutState?.translatesAutoresizingMaskIntoConstraints ?? true }
    set {
      let state = layoutStateMade
      guard state.translatesAutoresizingMaskIntoConstraints != newValue else { return }
      state.translatesAutoresizingMaskIntoConstraints = newValue
      state.links.engine?.markDirty(self)
    }
  }

  /// The constraints installed on the view: those whose items' nearest common ancestor it is.
  public var constraints: [LayoutConstraint] { layoutState?.constraints ?? [] }

  /// Installs a constraint on this view, which must be its items' common ancestor or above
  /// (the old API; activating a constraint finds the view itself).
  public func addConstraint(_ constraint: LayoutConstraint) {
    constraint.activate(on: self)
  }

  public func addConstraints(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// Removes a constraint installed on this view.
  public func removeConstraint(_ constraint: LayoutConstraint) {
    guard constraint.holder === self else { return }
    constraint.isActive = false
  }

  public func removeConstraints(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

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
  public var firstBaselineAnchor: LayoutYAxisAnchor {
    LayoutYAxisAnchor(item: self, attribute: .firstBaseline)
  }
  public var lastBaselineAnchor: LayoutYAxisAnchor {
    LayoutYAxisAnchor(item: self, attribute: .lastBaseline)
  }
  public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
  public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }

  /// Whether the view's constraints leave its frame open: another frame would satisfy every
  /// constraint just as well (UIKit's debugging aid; false for a view no constraint names).
  public var hasAmbiguousLayout: Bool {
    let top = root
    LayoutPass.run(top)
    guard let engine = top.layoutState?.engine else { return false }
    engine.prepare()
    return !engine.isDetermined(self)
  }
}

extension View {
  /// The active constraints that name the view (as either item) along an axis, the ones the
  /// layout made for it included (UIKit's debugging aid `constraintsAffectingLayout(for:)`).
  public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
    LayoutPass.run(root)
    var found: [LayoutConstraint] = []
    for constraint in layoutState?.links.referencing ?? []
    where constraint.firstAttribute.axis == axis
      || (constraint.secondItem === self && constraint.secondAttribute.axis == axis)
    {
      found.append(constraint)
    }
    if let engine = layoutState?.links.engine, let record = engine.existingRecord(for: self) {
      found += record.implicitConstraints.filter { $0.firstAttribute.axis == axis }
    }
    return found
  }
}

// The constraints a stack view makes for its arrangement, named as UIKit names them
// (`UISV-spacing`, `UISV-alignment`, …) so that logs read alike.

extension StackView {
  /// Deactivates the arrangement's constraints and makes them again.
  func rebuildArrangementConstraints() {
    LayoutConstraint.deactivate(arrangementConstraints)
    arrangementConstraints = []
    for guide in arrangementGuides { removeLayoutGuide(guide) }
    arrangementGuides = []
    let canvas: LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
    let visible = arrangedSubviews.filter { !$0.isHidden }
    let along = AxisAttributes(axis: axis)
    let across = AxisAttributes(axis: axis == .horizontal ? .vertical : .horizontal)
    var made: [LayoutConstraint] = []
    func relate(
      _ id: String, _ first: LayoutItem, _ firstAttribute: LayoutAttribute,
      _ relation: LayoutRelation = .equal, _ second: LayoutItem?,
      _ secondAttribute: LayoutAttribute = .notAnAttribute, multiplier: Double = 1,
      constant: Double = 0, priority: LayoutPriority = .required
    ) {
      let constraint = LayoutConstraint(
        kind: .stackView, first: first, firstAttribute, relation, second: second,
        secondAttribute, multiplier: multiplier, constant: constant, priority: priority)
      constraint.identifier = id
      made.append(constraint)
    }

    // Along the axis: the first and last visible views at the canvas's ends, the rest in a
    // chain with the spacing between them.
    if let first = visible.first, let last = visible.last {
      relate("UISV-canvas-connection", first, along.lead, .equal, canvas, along.lead)
      relate("UISV-canvas-connection", canvas, along.trail, .equal, last, along.trail)
    }
    let spaced = distribution == .equalSpacing || distribution == .equalCentering
    for (index, view) in visible.enumerated().dropFirst() {
      let previous = visible[index - 1]
      let gap = spacingAfter(previous)
      relate(
        "UISV-spacing", view, along.lead, spaced ? .greaterThanOrEqual : .equal, previous,
        along.trail, constant: gap)
    }
    switch distribution {
    case .fill:
      break
    case .fillEqually:
      for view in visible.dropFirst() {
        relate("UISV-fill-equally", view, along.size, .equal, visible[0], along.size)
      }
    case .fillProportionally:
      let sizes = visible.map { Swift.max(along.intrinsic(of: $0), 0) }
      let total = sizes.reduce(0, +)
      let gaps = visible.dropLast().reduce(0) { $0 + spacingAfter($1) }
      for (view, size) in zip(visible, sizes) {
        let share = total > 0 ? size / total : 1 / Double(visible.count)
        relate(
          "UISV-fill-proportionally", view, along.size, .equal, canvas, along.size,
          multiplier: share, constant: -share * gaps, priority: LayoutPriority(999))
      }
    case .equalSpacing, .equalCentering:
      // Guides span each gap (or each pair of centres) and are all as long as the first, as
      // UIKit's `UISV-distributing` guides are.
      let from = distribution == .equalSpacing ? along.trail : along.center
      let to = distribution == .equalSpacing ? along.lead : along.center
      var first: LayoutGuide?
      for (index, view) in visible.enumerated().dropFirst() {
        let guide = LayoutGuide(role: .free, identifier: "UISV-distributing")
        addLayoutGuide(guide)
        arrangementGuides.append(guide)
        relate("UISV-distributing-edge", guide, along.lead, .equal, visible[index - 1], from)
        relate("UISV-distributing-edge", guide, along.trail, .equal, view, to)
        if let first {
          // Below compression resistance: a custom spacing too wide for equal gaps leaves
          // them unequal rather than crushing the views.
          relate(
            "UISV-fill-equally", guide, along.size, .equal, first, along.size,
            priority: Self.distributingPriority)
        }
        first = first ?? guide
      }
    }

    // Hidden views collapse where they would be, at the end of the visible view before them.
    for (index, view) in arrangedSubviews.enumerated() where view.isHidden {
      relate("UISV-hiding", view, along.size, .equal, nil, constant: 0)
      let before = arrangedSubviews[..<index].last { !$0.isHidden }
      if let before {
        relate("UISV-hiding", view, along.lead, .equal, before, along.trail)
      } else {
        relate("UISV-hiding", view, along.lead, .equal, canvas, along.lead)
      }
    }

    // Across the axis: the alignment.
    let alignment =
      axis == .vertical && (self.alignment == .firstBaseline || self.alignment == .lastBaseline)
      ? .leading : self.alignment
    for view in arrangedSubviews {
      switch alignment {
      case .fill:
        relate("UISV-alignment", view, across.lead, .equal, canvas, across.lead)
        relate("UISV-alignment", view, across.trail, .equal, canvas, across.trail)
      case .leading:
        relate("UISV-alignment", view, across.lead, .equal, canvas, across.lead)
        relate("UISV-canvas-fit", view, across.trail, .lessThanOrEqual, canvas, across.trail)
      case .trailing:
        relate("UISV-alignment", view, across.trail, .equal, canvas, across.trail)
        relate("UISV-canvas-fit", view, across.lead, .greaterThanOrEqual, canvas, across.lead)
      case .center:
        relate("UISV-alignment", view, across.center, .equal, canvas, across.center)
        relate("UISV-canvas-fit", view, across.lead, .greaterThanOrEqual, canvas, across.lead)
      case .firstBaseline, .lastBaseline:
        let baseline: LayoutAttribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
        if let first = arrangedSubviews.first, first !== view {
          relate("UISV-alignment", view, baseline, .equal, first, baseline)
        }
        relate("UISV-canvas-fit", view, across.lead, .greaterThanOrEqual, canvas, across.lead)
        relate("UISV-canvas-fit", view, across.trail, .lessThanOrEqual, canvas, across.trail)
      }
      if alignment != .fill {
        // A view with no size of its own across the axis takes none rather than any, and the
        // stack hugs its tallest view.
        relate(
          "UISV-ambiguity-suppression", view, across.size, .equal, nil, constant: 0,
          priority: LayoutPriority(25))
      }
    }
    if alignment != .fill, !arrangedSubviews.isEmpty {
      relate(
        "UISV-canvas-fit", canvas, across.size, .equal, nil, constant: 0,
        priority: LayoutPriority(1))
    }
    arrangementConstraints = made
    LayoutConstraint.activate(made)
  }

  /// How firmly the equal distributions keep their gaps (or centre distances) equal.
  static let distributingPriority = LayoutPriority(740)

  /// The space after an arranged view: its custom spacing or `spacing`.
  func spacingAfter(_ view: View) -> Double {
    guard let custom = customSpacings[ObjectIdentifier(view)] else { return spacing }
    return custom == Self.spacingUseSystem ? systemSpacing : custom
  }
}

/// The attributes of one axis: its leading and trailing edges, centre and size.
struct AxisAttributes {
  let lead: LayoutAttribute
  let trail: LayoutAttribute
  let center: LayoutAttribute
  let size: LayoutAttribute
  let axis: LayoutAxis

  init(axis: LayoutAxis) {
    self.axis = axis
    if axis == .horizontal {
      (lead, trail, center, size) = (.leading, .trailing, .centerX, .width)
    } else {
      (lead, trail, center, size) = (.top, .bottom, .centerY, .height)
    }
  }

  @MainActor
  func intrinsic(of view: View) -> Double {
    axis == .horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
  }
}

internal import Cassowary

// The constraints the engine makes itself: a translating view held at its frame, an intrinsic
// size hugged and resisting compression, a view's own guides held at its safe area and margins.

extension LayoutEngine {
  /// Brings a view's implicit constraints up to date: frame constraints while it translates
  /// its autoresizing mask (or, for the view being measured, its position at zero), content-
  /// size constraints otherwise.
  func syncImplicitConstraints(of record: ItemRecord, view: View) {
    if isFitting && view === root {
      if record.autoresizing.isEmpty {
        record.autoresizing = [
          implicit(.autoresizing, view, .left, record.minX, 0),
          implicit(.autoresizing, view, .top, record.minY, 0),
        ]
      }
      syncContentSize(of: record, view: view)
      return
    }
    if view.translatesAutoresizingMaskIntoConstraints {
      removeContentSize(of: record)
      let frame = view.engineFrame
      let values = [frame.minX, frame.minY, frame.width, frame.height]
      if record.autoresizing.isEmpty {
        record.autoresizing = [
          implicit(.autoresizing, view, .left, record.minX, values[0]),
          implicit(.autoresizing, view, .top, record.minY, values[1]),
          implicit(.autoresizing, view, .width, record.width, values[2]),
          implicit(.autoresizing, view, .height, record.height, values[3]),
        ]
      } else {
        for (constraint, value) in zip(record.autoresizing, values)
        where constraint.constant != value {
          constraint.constant = value
        }
      }
    } else {
      for constraint in record.autoresizing { uninstall(constraint) }
      record.autoresizing = []
      syncContentSize(of: record, view: view)
    }
  }

  /// A required `variable == value` made by the engine for a view.
  private func implicit(
    _ kind: LayoutConstraint.Kind, _ view: View, _ attribute: LayoutAttribute,
    _ variable: Variable, _ value: Double
  ) -> LayoutConstraint {
    let constraint = LayoutConstraint(
      kind: kind, first: view, attribute, .equal, second: nil, .notAnAttribute, multiplier: 1,
      constant: value)
    add(constraint, Expression(variable) - value)
    return constraint
  }

  /// Hugging (`size ≤ intrinsic`) and compression resistance (`size ≥ intrinsic`) for each
  /// axis that has an intrinsic size, at the view's priorities.
  func syncContentSize(of record: ItemRecord, view: View) {
    let intrinsic = view.intrinsicContentSize
    if !record.isWrappingLabel, let label = view as? Label, label.wrapsAtItsWidth {
      record.isWrappingLabel = true
      wrappingLabels.append(record)
    }
    let state = view.layoutStateMade
    let previous = record.intrinsicSize
    record.intrinsicSize = intrinsic
    let wanted: [(Variable, Double, LayoutRelation, LayoutPriority, LayoutAttribute)] = [
      (record.width, intrinsic.width, .lessThanOrEqual, state.hugging[0], .width),
      (record.width, intrinsic.width, .greaterThanOrEqual, state.compressionResistance[0], .width),
      (record.height, intrinsic.height, .lessThanOrEqual, state.hugging[1], .height),
      (
        record.height, intrinsic.height, .greaterThanOrEqual, state.compressionResistance[1],
        .height
      ),
    ]
    for (slot, (variable, value, relation, priority, attribute)) in wanted.enumerated() {
      let existing = record.contentSize[slot]
      guard value >= 0, value.isFinite else {
        if let existing { uninstall(existing) }
        record.contentSize[slot] = nil
        continue
      }
      if let existing, existing.priority == priority, existing.engine === self {
        if existing.constant != value { existing.constant = value }
        continue
      }
      if let existing { uninstall(existing) }
      let constraint = LayoutConstraint(
        kind: .contentSize, first: view, attribute, relation, second: nil, .notAnAttribute,
        multiplier: 1, constant: value, priority: priority)
      add(constraint, Expression(variable) - value)
      record.contentSize[slot] = constraint
    }
    if let previous, previous != intrinsic, !record.baselineDependents.isEmpty {
      let dependents = record.baselineDependents
      record.baselineDependents = []
      for constraint in dependents where constraint.engine === self {
        uninstall(constraint)
        install(constraint)
      }
    }
  }

  func removeContentSize(of record: ItemRecord) {
    for slot in record.contentSize.indices {
      if let constraint = record.contentSize[slot] { uninstall(constraint) }
      record.contentSize[slot] = nil
    }
    record.intrinsicSize = nil
  }

  /// Holds a view's own guide at its insets: `x == left`, `width == view.width − left − right`,
  /// and vertically the same for the safe area and the margins; the old top guide runs from
  /// the top to the safe area, the bottom one from the safe area to the bottom.
  func syncGuideConstraints(of record: ItemRecord, guide: LayoutGuide) {
    guard let owner = guide.owningView else { return }
    let insets: EdgeInsets
    switch guide.role {
    case .free: return
    case .safeArea, .topLayout, .bottomLayout: insets = owner.safeAreaInsets
    case .margins: insets = owner.layoutMargins
    }
    // The expressions' constants, in the order of the constraints below.
    let constants: [Double]
    switch guide.role {
    case .topLayout: constants = [0, 0, 0, -insets.top]
    case .bottomLayout: constants = [0, 0, insets.bottom, -insets.bottom]
    default:
      constants = [
        -insets.left, insets.left + insets.right, -insets.top, insets.top + insets.bottom,
      ]
    }
    if record.guideConstraints.isEmpty {
      let ownerRecord = self.record(for: owner)
      var expressions: [Expression] = [
        Expression(record.minX), record.width - ownerRecord.width,
      ]
      switch guide.role {
      case .topLayout:
        expressions += [Expression(record.minY), Expression(record.height)]
      case .bottomLayout:
        expressions += [record.minY - ownerRecord.height, Expression(record.height)]
      default:
        expressions += [Expression(record.minY), record.height - ownerRecord.height]
      }
      let attributes: [LayoutAttribute] = [.left, .width, .top, .height]
      for (index, made) in expressions.enumerated() {
        var expression = made
        expression.constant = constants[index]
        let constraint = LayoutConstraint(
          kind: .guide, first: guide, attributes[index], .equal, second: nil, .notAnAttribute,
          multiplier: 1, constant: -constants[index])
        constraint.itemConstant = 0
        add(constraint, expression)
        record.guideConstraints.append(constraint)
      }
      record.guideConstants = constants
      return
    }
    guard constants != record.guideConstants else { return }
    record.guideConstants = constants
    for (constraint, value) in zip(record.guideConstraints, constants)
    where constraint.constant != -value {
      constraint.constant = -value
    }
  }
}

extension View {
  /// The view's frame as the engine sees it: centre and bounds size, without the transform.
  var engineFrame: Rect {
    let size = model.bounds.size
    return Rect(
      x: model.center.x - size.width / 2, y: model.center.y - size.height / 2,
      width: size.width, height: size.height)
  }
}

internal import Cassowary

/// Solves the constraints of one view tree (UIKit's layout engine, one per window or detached
/// tree): every view or guide that takes part has four variables — its frame's x and y in its
/// superview's (or owning view's) coordinates, its width and height — and every constraint
/// becomes a linear constraint on them, in the coordinates of the view it is installed on.
///
/// The engine lives on the tree's root view and is made at the tree's first layout pass.
/// Constraints go in at passes (`prepare()`); a changed constant goes in at once and is
/// re-solved incrementally by the solver; frames are set on views when their superviews lay out
/// (`applyFrames(ofSubviewsOf:)`), so that a `layoutIfNeeded()` inside an animation block
/// animates them.
@MainActor
final class LayoutEngine {
  /// Whether any constraint was ever activated in this process. Until one is, moving views
  /// costs nothing for Auto Layout.
  static var constraintsInUse = false
  /// Dropped variables past which the engine is made again from its constraints (the solver
  /// keeps what a dropped item leaves behind; see `isWasteful`).
  static let droppedVariableLimit = 512

  let solver = Solver()
  /// The tree's root, or the view `systemLayoutSizeFitting` measures.
  unowned let root: View
  /// Whether this engine only measures `root` (its size free, its position at zero) and is
  /// thrown away after.
  let isFitting: Bool
  var records: [ObjectIdentifier: ItemRecord] = [:]
  var recordList: [ItemRecord] = []
  /// Records whose implicit constraints must be brought up to date at the next `prepare()`.
  var dirtyRecords: [ItemRecord] = []
  /// Records of views' own guides (safe area, margins, the old top and bottom guides).
  var guideRecords: [ItemRecord] = []
  /// The records of labels that wrap at their own width (`settleWrappingLabels()`).
  var wrappingLabels: [ItemRecord] = []
  /// Variables of items taken out of the engine, still in the solver.
  var droppedVariables = 0

  init(root: View, isFitting: Bool = false) {
    self.root = root
    self.isFitting = isFitting
    if !isFitting {
      Self.liveEngines.removeAll { $0.engine == nil }
      Self.liveEngines.append(WeakEngine(engine: self))
    }
  }

  /// The trees' engines, to tell when text measures differently.
  private static var liveEngines: [WeakEngine] = []

  private struct WeakEngine {
    weak var engine: LayoutEngine?
  }

  /// Text measures differently: every label and button placed by constraints is measured again.
  static func textMetricsDidChange() {
    liveEngines.removeAll { $0.engine == nil }
    for entry in liveEngines {
      guard let engine = entry.engine else { continue }
      for record in engine.recordList where record.view?.textBaselineMetrics != nil {
        if let view = record.view { engine.markDirty(view) }
      }
    }
  }

  /// Symbols made past which, with many times more made than the tableau holds, the engine is
  /// made again (constraints added and removed for a long time, as a stack view rebuilding its
  /// arrangement does).
  static let symbolLimit = 65_536

  /// Whether the solver holds so much left behind by dropped items, or has made so many
  /// symbols for constraints long gone, that making the engine again from its constraints is
  /// cheaper than keeping it.
  var isWasteful: Bool {
    (droppedVariables > Self.droppedVariableLimit && droppedVariables > 4 * (4 * recordList.count))
      || (solver.symbolCount > Self.symbolLimit && solver.symbolCount > 16 * (solver.rowCount + 64))
  }

  /// Marks the tree as waiting for a layout pass.
  func needPass() {
    root.layoutState?.needsPass = true
  }

  // MARK: Items

  /// The record of an item, made (with its implicit constraints) the first time.
  func record(for item: LayoutItem) -> ItemRecord {
    let key = ObjectIdentifier(item)
    if let known = records[key], known.item === item { return known }
    let record = ItemRecord(solver: solver, item: item)
    records[key] = record
    recordList.append(record)
    if !isFitting { item.itemLinks?.engine = self }
    if let view = item as? View {
      syncImplicitConstraints(of: record, view: view)
    } else if let guide = item as? LayoutGuide, guide.role != .free {
      guideRecords.append(record)
      syncGuideConstraints(of: record, guide: guide)
    }
    return record
  }

  /// The record of an item if the engine has one.
  func existingRecord(for item: LayoutItem) -> ItemRecord? {
    guard let known = records[ObjectIdentifier(item)], known.item === item else { return nil }
    return known
  }

  /// Takes an item's record and implicit constraints out of the engine.
  func dropRecord(of item: LayoutItem) {
    let key = ObjectIdentifier(item)
    guard let record = records[key], record.item === item else { return }
    for constraint in record.implicitConstraints { uninstall(constraint) }
    records[key] = nil
    recordList.removeAll { $0 === record }
    guideRecords.removeAll { $0 === record }
    dirtyRecords.removeAll { $0 === record }
    wrappingLabels.removeAll { $0 === record }
    if item.itemLinks?.engine === self { item.itemLinks?.engine = nil }
    droppedVariables += 4
  }

  /// Notes that a view's frame, intrinsic size or way of being placed changed: its implicit
  /// constraints follow at the next pass.
  func markDirty(_ view: View) {
    guard let record = existingRecord(for: view), !record.isDirty else { return }
    record.isDirty = true
    dirtyRecords.append(record)
    needPass()
  }

  /// Notes that guides' insets may have changed.
  func guidesMoved() { needPass() }

  // MARK: Constraints

  /// Puts an active explicit constraint into the solver; one that cannot hold is logged and
  /// broken.
  func install(_ constraint: LayoutConstraint) {
    guard constraint.engine == nil, let holder = constraint.holder,
      constraint.invalidReason == nil, let first = constraint.firstItem as? LayoutItem
    else { return }
    guard
      var expression = self.expression(
        first, constraint.firstAttribute, in: holder, for: constraint)
    else { return }
    if let second = constraint.secondItem as? LayoutItem {
      guard
        let rhs = self.expression(
          second, constraint.secondAttribute, in: holder, for: constraint)
      else { return }
      expression = expression - rhs * constraint.multiplier
    }
    constraint.itemConstant = expression.constant
    expression.constant -= constraint.constant
    add(constraint, expression)
  }

  /// Adds a constraint with its solver expression (`expression relation 0`).
  @discardableResult
  func add(_ constraint: LayoutConstraint, _ expression: Expression) -> Bool {
    let relation: Relation
    switch constraint.relation {
    case .lessThanOrEqual: relation = .lessThanOrEqual
    case .equal: relation = .equal
    case .greaterThanOrEqual: relation = .greaterThanOrEqual
    }
    let solverConstraint = Cassowary.Constraint(expression, relation, strength: constraint.strength)
    solverConstraint.owner = constraint
    constraint.engine = self
    do {
      try solver.add(solverConstraint)
      constraint.solverConstraint = solverConstraint
      constraint.isBroken = false
      needPass()
      return true
    } catch {
      constraint.isBroken = true
      constraint.solverConstraint = nil
      needPass()
      if case .unsatisfiableConstraint(let conflicting) = error {
        let others = conflicting.compactMap { $0.owner as? LayoutConstraint }
        LayoutLog.unsatisfiable(broken: constraint, conflicting: others, root: root)
      } else {
        LayoutLog.warn(
          "layout.solver", "The layout engine refused \(constraint.description): \(error)",
          root: root)
      }
      return false
    }
  }

  /// Takes a constraint out of the solver.
  func uninstall(_ constraint: LayoutConstraint) {
    guard constraint.engine === self else { return }
    if let solverConstraint = constraint.solverConstraint {
      try? solver.remove(solverConstraint)
    }
    constraint.solverConstraint = nil
    constraint.engine = nil
    for record in recordList where !record.baselineDependents.isEmpty {
      record.baselineDependents.removeAll { $0 === constraint }
    }
    needPass()
  }

  /// A constraint's constant changed: re-solve incrementally. One that can no longer hold is
  /// taken out, logged and broken, as UIKit breaks it.
  func constantDidChange(of constraint: LayoutConstraint) {
    guard let solverConstraint = constraint.solverConstraint else { return }
    do {
      try solver.setConstant(constraint.itemConstant - constraint.constant, of: solverConstraint)
      needPass()
    } catch {
      try? solver.remove(solverConstraint)
      constraint.solverConstraint = nil
      var expression = solverConstraint.expression
      expression.constant = constraint.itemConstant - constraint.constant
      add(constraint, expression)
    }
  }

  /// A constraint's priority changed between two optional values: it goes in again.
  func priorityDidChange(of constraint: LayoutConstraint) {
    guard let solverConstraint = constraint.solverConstraint else { return }
    try? solver.remove(solverConstraint)
    constraint.solverConstraint = nil
    add(constraint, solverConstraint.expression)
  }

  /// Everything the next layout needs in the solver: the constraints waiting on the root, the
  /// implicit constraints of items that changed, the guides' insets.
  /// Items that changed are brought up to date before the waiting constraints go in, so that a
  /// view that stopped translating its autoresizing mask no longer holds its frame when the
  /// constraints that now place it are added (UIKit's usual order: the flag, then the
  /// constraints, in one turn of the run loop).
  func prepare() {
    syncDirtyRecords()
    if !isFitting, let state = root.layoutState, !state.pending.isEmpty {
      let pending = state.pending
      state.pending = []
      for constraint in pending
      where constraint.engine == nil && !constraint.isBroken
        && constraint.holder.map({ $0.root === root }) == true
      {
        install(constraint)
      }
    }
    syncDirtyRecords()
    for record in guideRecords {
      if let guide = record.guide { syncGuideConstraints(of: record, guide: guide) }
    }
  }
}

extension LayoutEngine {
  /// Brings the implicit constraints of every item marked dirty up to date.
  fileprivate func syncDirtyRecords() {
    while let record = dirtyRecords.popLast() {
      record.isDirty = false
      if let view = record.view { syncImplicitConstraints(of: record, view: view) }
    }
  }
}

/// An item's variables in an engine, and the constraints the engine made for it.
@MainActor
final class ItemRecord {
  weak var view: View?
  weak var guide: LayoutGuide?
  let minX: Variable
  let minY: Variable
  let width: Variable
  let height: Variable
  /// Holding a view that translates its autoresizing mask at its frame: x, y, width, height.
  var autoresizing: [LayoutConstraint] = []
  /// Hugging and compression resistance: width ≤, width ≥, height ≤, height ≥ the intrinsic
  /// size.
  var contentSize: [LayoutConstraint?] = [nil, nil, nil, nil]
  /// The intrinsic size the content-size constraints were made for.
  var intrinsicSize: Size?
  /// A view's own guide held to its view: x, width, y, height.
  var guideConstraints: [LayoutConstraint] = []
  var guideConstants: [Double] = []
  /// Explicit constraints on the item's baselines, made again when its text changes.
  var baselineDependents: [LayoutConstraint] = []
  var isDirty = false
  /// Whether the record is among the engine's `wrappingLabels`.
  var isWrappingLabel = false

  init(solver: Solver, item: LayoutItem) {
    view = item as? View
    guide = item as? LayoutGuide
    minX = solver.makeVariable()
    minY = solver.makeVariable()
    width = solver.makeVariable()
    height = solver.makeVariable()
  }

  var item: LayoutItem? { view ?? guide }

  var implicitConstraints: [LayoutConstraint] {
    autoresizing + contentSize.compactMap { $0 } + guideConstraints
  }
}

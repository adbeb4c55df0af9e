/// An incremental simplex solver for linear equalities and inequalities with strengths: the
/// Cassowary algorithm (Badros, Borning and Stuckey, "The Cassowary Linear Arithmetic Constraint
/// Solving Algorithm", ACM TOCHI 8(4), 2001), in the form nucleic/kiwi gives it, with the
/// paper's symbolic weights: the objective keeps one row per level of strength, compared level
/// by level, so that a stronger constraint always wins over any number of weaker ones.
///
/// Adding or removing a constraint, or changing a constraint's constant, updates the tableau
/// in place: a change of constant touches only the rows that hold the constraint's marker and
/// re-optimises with the dual simplex method, usually in no pivot or one.
///
/// The tableau: every basic symbol has a row, `basic = constant + Σ coefficient × parametric`;
/// parametric symbols are zero. Restricted basic symbols (slacks, errors, dummies) have
/// constants that are never negative once a call returns. Rows are kept in an array in the
/// order they were made, so the same calls always give the same pivots and results.
public final class Solver {
  /// The basic symbols, and their rows, in the same order.
  var basics: [Symbol] = []
  var rows: [Row] = []
  /// Where each basic symbol's row is in `rows`.
  var rowIndex = SlotTable()
  /// The objective: one row per level of strength, strongest first, with its level.
  var objective: [Row] = []
  var objectiveLevels: [Double] = []
  /// How many constraints of each level the solver holds.
  var levelCounts: [Double: Int] = [:]
  /// Phase one's objective while a row is added through an artificial variable.
  var artificial: Row?
  /// Restricted basic symbols whose rows may have gone negative.
  var infeasible: [Symbol] = []
  /// The constraint each marker belongs to.
  var markerOwners: [Symbol: Constraint] = [:]
  /// Edit variables: the constraint that holds each, by variable.
  var edits: [Symbol: Constraint] = [:]
  var nextID = 1
  var names: [Symbol: String] = [:]
  /// How many constraints the solver holds.
  public private(set) var constraintCount = 0
  /// How many symbols (variables, slacks, errors, dummies) the solver has made: a client that
  /// adds and removes constraints for a long time may start a new solver when this grows far
  /// past what it holds.
  public var symbolCount: Int { nextID - 1 }
  /// How many rows the tableau has.
  public var rowCount: Int { rows.count }
  /// How many pivots the solver has made: a measure of the work incremental changes take.
  public internal(set) var pivotCount = 0
  /// The most pivots one optimisation may take before the solver calls its tableau broken.
  static let pivotLimit = 1_000_000

  public init() {}

  /// A new variable, with a name for descriptions.
  public func makeVariable(_ name: String? = nil) -> Variable {
    let symbol = makeSymbol(.external)
    if let name { names[symbol] = name }
    return Variable(symbol: symbol)
  }

  /// The name a variable was made with.
  public func name(of variable: Variable) -> String? { names[variable.symbol] }

  /// The variable's value in the current solution: its row's constant, or 0 when it is
  /// parametric.
  public func value(of variable: Variable) -> Double {
    guard let index = rowIndex[variable.symbol] else { return 0 }
    return rows[index].constant
  }

  /// Whether the solver holds `constraint`.
  public func hasConstraint(_ constraint: Constraint) -> Bool {
    guard let tag = constraint.tag else { return false }
    return markerOwners[tag.marker] === constraint
  }

  // MARK: Constraints

  /// Adds a constraint and re-optimises.
  ///
  /// - Throws: `duplicateConstraint` when it is held already; `unsatisfiableConstraint` when
  ///   it is required and contradicts the required constraints held (the tableau is then as
  ///   it was); `notFinite` for a NaN or infinite number in it.
  public func add(_ constraint: Constraint) throws(SolverError) {
    guard constraint.tag == nil else { throw .duplicateConstraint }
    let expression = constraint.expression
    guard expression.constant.isFinite, expression.terms.allSatisfy({ $0.coefficient.isFinite })
    else { throw .notFinite }
    var (row, tag) = makeRow(for: constraint)
    var subject = chooseSubject(row, tag)
    if subject == nil, row.cells.allSatisfy({ $0.symbol.isDummy }) {
      if !isNearZero(row.constant) {
        undoRow(tag, strength: constraint.strength)
        let conflicting = row.cells.compactMap { markerOwners[$0.symbol] }
        throw .unsatisfiableConstraint(conflicting: conflicting + [constraint])
      }
      subject = tag.marker
    }
    if let subject {
      row.solve(for: subject)
      substitute(subject, row)
      insertRow(subject, row)
    } else {
      let conflicting = try addWithArtificialVariable(row)
      if let conflicting {
        undoRow(tag, strength: constraint.strength)
        throw .unsatisfiableConstraint(conflicting: conflicting + [constraint])
      }
    }
    constraint.tag = tag
    markerOwners[tag.marker] = constraint
    constraintCount += 1
    try optimize()
  }

  /// Removes a constraint and re-optimises.
  ///
  /// - Throws: `unknownConstraint` when the solver does not hold it.
  public func remove(_ constraint: Constraint) throws(SolverError) {
    guard let tag = constraint.tag, markerOwners[tag.marker] === constraint else {
      throw .unknownConstraint
    }
    constraint.tag = nil
    markerOwners[tag.marker] = nil
    constraintCount -= 1
    removeEffects(of: tag, strength: constraint.strength)
    if rowIndex[tag.marker] != nil {
      _ = removeRow(tag.marker)
    } else {
      guard let leaving = markerLeavingSymbol(tag.marker) else {
        throw .internalError("no row to take the marker of a constraint out of the basis")
      }
      var row = removeRow(leaving)
      row.solve(for: leaving, tag.marker)
      substitute(tag.marker, row)
    }
    releaseLevel(of: constraint.strength)
    try optimize()
  }

  /// Changes the constant of a constraint the solver holds (the `constant` of its expression,
  /// which compares with zero) and re-solves incrementally: only the rows that hold the
  /// constraint's marker change, then the dual simplex method restores feasibility.
  ///
  /// - Throws: `unknownConstraint`; `notFinite`; `unsatisfiableConstraint` when the new
  ///   constant contradicts the required constraints (the old constant is then kept).
  public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
    guard let tag = constraint.tag, markerOwners[tag.marker] === constraint else {
      throw .unknownConstraint
    }
    guard constant.isFinite else { throw .notFinite }
    let delta = constant - constraint.expression.constant
    if delta == 0 { return }
    constraint.setConstant(constant)
    shiftConstant(by: delta, tag: tag)
    do {
      try dualOptimize()
    } catch {
      constraint.setConstant(constant - delta)
      shiftConstant(by: -delta, tag: tag)
      infeasible = basics.indices.compactMap { index in
        basics[index].isRestricted && rows[index].constant < 0 ? basics[index] : nil
      }
      try dualOptimize()
      throw .unsatisfiableConstraint(conflicting: [constraint])
    }
  }

  /// Empties the solver: no constraints, no edit variables. Variables made before keep their
  /// numbers and read 0.
  public func reset() {
    for constraint in markerOwners.values { constraint.tag = nil }
    basics = []
    rows = []
    rowIndex = SlotTable()
    objective = []
    objectiveLevels = []
    levelCounts = [:]
    artificial = nil
    infeasible = []
    markerOwners = [:]
    edits = [:]
    constraintCount = 0
  }

  // MARK: Edit variables

  /// Makes `variable` an edit variable: a constraint `variable == suggested value` of
  /// `strength`, whose value `suggestValue(_:for:)` changes incrementally.
  public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    guard edits[variable.symbol] == nil else { throw .duplicateEditVariable }
    guard !strength.isRequired else { throw .badRequiredStrength }
    let constraint = Constraint(Expression(variable), .equal, strength: strength)
    try add(constraint)
    edits[variable.symbol] = constraint
  }

  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let constraint = edits[variable.symbol] else { throw .unknownEditVariable }
    try remove(constraint)
    edits[variable.symbol] = nil
  }

  public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable.symbol] != nil }

  /// Suggests a value for an edit variable and re-solves incrementally.
  public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    guard let constraint = edits[variable.symbol] else { throw .unknownEditVariable }
    try setConstant(-value, of: constraint)
  }
}

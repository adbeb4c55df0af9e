/// Why the solver refused a request. The tableau is unchanged by a refused request.
public enum SolverError: Error, CustomStringConvertible {
  /// The constraint is already in this solver (or another).
  case duplicateConstraint
  /// The constraint is not in this solver.
  case unknownConstraint
  /// A required constraint cannot hold together with the required constraints already there;
  /// `conflicting` are those it contradicts (the new one among them).
  case unsatisfiableConstraint(conflicting: [Constraint])
  /// The variable is already an edit variable.
  case duplicateEditVariable
  /// The variable is not an edit variable.
  case unknownEditVariable
  /// An edit variable cannot be required.
  case badRequiredStrength
  /// A number given was NaN or infinite.
  case notFinite
  /// The solver's own bookkeeping went wrong (an unbounded objective, a pivot not found).
  case internalError(String)

  public var description: String {
    switch self {
    case .duplicateConstraint: return "the constraint is already in a solver"
    case .unknownConstraint: return "the constraint is not in this solver"
    case .unsatisfiableConstraint(let conflicting):
      return "the required constraint cannot hold with \(conflicting.count - 1) others"
    case .duplicateEditVariable: return "the variable is already an edit variable"
    case .unknownEditVariable: return "the variable is not an edit variable"
    case .badRequiredStrength: return "an edit variable cannot be required"
    case .notFinite: return "the value is NaN or infinite"
    case .internalError(let message): return "internal solver error: \(message)"
    }
  }
}

/// A value the solver finds: a position or a size. Made by `Solver.makeVariable(_:)` and
/// meaningful only to the solver that made it; `Solver.value(of:)` reads it.
///
/// Two variables are the same when their `id`s are; the type is not `Equatable` so that `==`
/// between variables always builds a constraint.
public struct Variable: Sendable {
  let symbol: Symbol

  init(symbol: Symbol) { self.symbol = symbol }

  /// A number unique among the variables of one solver.
  public var id: Int { symbol.id }
}

/// `coefficient × variable`.
public struct Term: Sendable {
  public var variable: Variable
  public var coefficient: Double

  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}

/// A linear expression, `Σ coefficient × variable + constant`.
public struct Expression: Sendable {
  public var terms: [Term]
  public var constant: Double

  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  public init(_ variable: Variable) {
    self.init([Term(variable)])
  }

  public init(constant: Double) {
    self.init([], constant: constant)
  }

  /// The expression's value for the variables' values that `value` gives.
  public func value(_ value: (Variable) -> Double) -> Double {
    terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
  }
}

/// How a constraint's expression compares with zero.
public enum Relation: Sendable {
  case lessThanOrEqual
  case equal
  case greaterThanOrEqual
}

/// How much a constraint matters (the paper's strength): a required constraint holds or the
/// solver refuses it; among the others, every constraint of a higher `level` is satisfied as
/// far as it can be before any of a lower level is considered (the paper's symbolic weights,
/// compared level by level), and within a level the errors count by `weight`.
public struct Strength: Hashable, Sendable, CustomStringConvertible {
  /// The priority; `.infinity` is required.
  public var level: Double
  /// The weight of the constraint's error among those of its level.
  public var weight: Double

  public init(level: Double, weight: Double = 1) {
    self.level = level
    self.weight = weight
  }

  public static let required = Strength(level: .infinity)
  /// The paper's three levels below required.
  public static let strong = Strength(level: 3)
  public static let medium = Strength(level: 2)
  public static let weak = Strength(level: 1)

  public var isRequired: Bool { level == .infinity }

  public var description: String {
    isRequired ? "required" : weight == 1 ? "\(level)" : "\(level)×\(weight)"
  }
}

/// `expression relation 0` with a strength. A constraint is an object: it is added to one
/// solver at most, and removed from it by identity.
public final class Constraint: @unchecked Sendable {
  public private(set) var expression: Expression
  public let relation: Relation
  public let strength: Strength
  /// A name for descriptions and explanations.
  public var label: String?
  /// The object this constraint stands for in the client's model, for explanations.
  public weak var owner: AnyObject?
  /// What the solver keeps about the constraint while it holds it.
  var tag: Tag?

  public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
    self.expression = expression
    self.relation = relation
    var strength = strength
    if !strength.level.isFinite || strength.level.isNaN { strength.level = .infinity }
    if !strength.weight.isFinite || strength.weight <= 0 { strength.weight = 1 }
    self.strength = strength
  }

  /// The same expression and relation with another strength (kiwi's `constraint | strength`).
  public func withStrength(_ strength: Strength) -> Constraint {
    let copy = Constraint(expression, relation, strength: strength)
    copy.label = label
    return copy
  }

  func setConstant(_ constant: Double) { expression.constant = constant }
}

/// The symbols a constraint brought into the tableau: the marker (its slack, its positive
/// error, or its dummy) and the other error, with the marker's and the other's coefficients
/// in the row as the constraint made it (before any change of sign), which is what a change of
/// the constraint's constant shifts.
struct Tag {
  var marker: Symbol
  var markerCoefficient: Double
  var other: Symbol?
  var otherCoefficient: Double
  /// The index of the constraint's level in the objective, if it has one.
  var level: Double
}

// Building expressions and constraints as written on paper: `2 * xm == xl + xr`,
// `xl + 10 <= xr`, `(x == 10) | .weak`.

extension Expression {
  /// The sum of two expressions.
  public func adding(_ other: Expression) -> Expression {
    Expression(terms + other.terms, constant: constant + other.constant)
  }

  /// The expression times a number.
  public func scaled(by factor: Double) -> Expression {
    Expression(
      terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
  }
}

public prefix func - (operand: Expression) -> Expression { operand.scaled(by: -1) }
public prefix func - (operand: Variable) -> Expression { Expression(operand).scaled(by: -1) }

public func + (lhs: Expression, rhs: Expression) -> Expression { lhs.adding(rhs) }
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs.adding(Expression(rhs)) }
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs).adding(rhs) }
public func + (lhs: Variable, rhs: Variable) -> Expression {
  Expression(lhs).adding(Expression(rhs))
}
public func + (lhs: Expression, rhs: Double) -> Expression {
  lhs.adding(Expression(constant: rhs))
}
public func + (lhs: Double, rhs: Expression) -> Expression {
  Expression(constant: lhs).adding(rhs)
}
public func + (lhs: Variable, rhs: Double) -> Expression {
  Expression(lhs).adding(Expression(constant: rhs))
}
public func + (lhs: Double, rhs: Variable) -> Expression {
  Expression(constant: lhs).adding(Expression(rhs))
}

public func - (lhs: Expression, rhs: Expression) -> Expression { lhs.adding(rhs.scaled(by: -1)) }
public func - (lhs: Expression, rhs: Variable) -> Expression {
  lhs.adding(Expression(rhs).scaled(by: -1))
}
public func - (lhs: Variable, rhs: Expression) -> Expression {
  Expression(lhs).adding(rhs.scaled(by: -1))
}
public func - (lhs: Variable, rhs: Variable) -> Expression {
  Expression(lhs).adding(Expression(rhs).scaled(by: -1))
}
public func - (lhs: Expression, rhs: Double) -> Expression {
  lhs.adding(Expression(constant: -rhs))
}
public func - (lhs: Double, rhs: Expression) -> Expression {
  Expression(constant: lhs).adding(rhs.scaled(by: -1))
}
public func - (lhs: Variable, rhs: Double) -> Expression {
  Expression(lhs).adding(Expression(constant: -rhs))
}
public func - (lhs: Double, rhs: Variable) -> Expression {
  Expression(constant: lhs).adding(Expression(rhs).scaled(by: -1))
}

public func * (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: rhs) }
public func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: lhs) }
public func * (lhs: Variable, rhs: Double) -> Expression { Expression(lhs).scaled(by: rhs) }
public func * (lhs: Double, rhs: Variable) -> Expression { Expression(rhs).scaled(by: lhs) }
public func / (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: 1 / rhs) }
public func / (lhs: Variable, rhs: Double) -> Expression {
  Expression(lhs).scaled(by: 1 / rhs)
}

public func == (lhs: Expression, rhs: Expression) -> Constraint {
  Constraint(lhs, rhs, .equal)
}
public func == (lhs: Expression, rhs: Variable) -> Constraint {
  Constraint(lhs, Expression(rhs), .equal)
}
public func == (lhs: Variable, rhs: Expression) -> Constraint {
  Constraint(Expression(lhs), rhs, .equal)
}
public func == (lhs: Variable, rhs: Variable) -> Constraint {
  Constraint(Expression(lhs), Expression(rhs), .equal)
}
public func == (lhs: Expression, rhs: Double) -> Constraint {
  Constraint(lhs, Expression(constant: rhs), .equal)
}
public func == (lhs: Double, rhs: Expression) -> Constraint {
  Constraint(Expression(constant: lhs), rhs, .equal)
}
public func == (lhs: Variable, rhs: Double) -> Constraint {
  Constraint(Expression(lhs), Expression(constant: rhs), .equal)
}
public func == (lhs: Double, rhs: Variable) -> Constraint {
  Constraint(Expression(constant: lhs), Expression(rhs), .equal)
}

public func <= (lhs: Expression, rhs: Expression) -> Constraint {
  Constraint(lhs, rhs, .lessThanOrEqual)
}
public func <= (lhs: Expression, rhs: Variable) -> Constraint {
  Constraint(lhs, Expression(rhs), .lessThanOrEqual)
}
public func <= (lhs: Variable, rhs: Expression) -> Constraint {
  Constraint(Expression(lhs), rhs, .lessThanOrEqual)
}
public func <= (lhs: Variable, rhs: Variable) -> Constraint {
  Constraint(Expression(lhs), Expression(rhs), .lessThanOrEqual)
}
public func <= (lhs: Expression, rhs: Double) -> Constraint {
  Constraint(lhs, Expression(constant: rhs), .lessThanOrEqual)
}
public func <= (lhs: Double, rhs: Expression) -> Constraint {
  Constraint(Expression(constant: lhs), rhs, .lessThanOrEqual)
}
public func <= (lhs: Variable, rhs: Double) -> Constraint {
  Constraint(Expression(lhs), Expression(constant: rhs), .lessThanOrEqual)
}
public func <= (lhs: Double, rhs: Variable) -> Constraint {
  Constraint(Expression(constant: lhs), Expression(rhs), .lessThanOrEqual)
}

public func >= (lhs: Expression, rhs: Expression) -> Constraint {
  Constraint(lhs, rhs, .greaterThanOrEqual)
}
public func >= (lhs: Expression, rhs: Variable) -> Constraint {
  Constraint(lhs, Expression(rhs), .greaterThanOrEqual)
}
public func >= (lhs: Variable, rhs: Expression) -> Constraint {
  Constraint(Expression(lhs), rhs, .greaterThanOrEqual)
}
public func >= (lhs: Variable, rhs: Variable) -> Constraint {
  Constraint(Expression(lhs), Expression(rhs), .greaterThanOrEqual)
}
public func >= (lhs: Expression, rhs: Double) -> Constraint {
  Constraint(lhs, Expression(constant: rhs), .greaterThanOrEqual)
}
public func >= (lhs: Double, rhs: Expression) -> Constraint {
  Constraint(Expression(constant: lhs), rhs, .greaterThanOrEqual)
}
public func >= (lhs: Variable, rhs: Double) -> Constraint {
  Constraint(Expression(lhs), Expression(constant: rhs), .greaterThanOrEqual)
}
public func >= (lhs: Double, rhs: Variable) -> Constraint {
  Constraint(Expression(constant: lhs), Expression(rhs), .greaterThanOrEqual)
}

/// The constraint with another strength: `(x == 10) | .weak`.
public func | (lhs: Constraint, rhs: Strength) -> Constraint { lhs.withStrength(rhs) }

extension Constraint {
  /// `lhs relation rhs`, as `lhs − rhs relation 0`.
  public convenience init(_ lhs: Expression, _ rhs: Expression, _ relation: Relation) {
    self.init(lhs.adding(rhs.scaled(by: -1)), relation)
  }
}

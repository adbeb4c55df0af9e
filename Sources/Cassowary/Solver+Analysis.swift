// Questions about the current solution: whether a variable could take another value with every
// constraint just as well satisfied (an ambiguous layout), and a dump of the tableau.

extension Solver {
  /// Whether the constraints fix `variable`: no other solution satisfies every constraint as
  /// well (required ones held, the others' errors no larger, level by level) with `variable`
  /// at another value.
  ///
  /// The variable is free when it is parametric (nothing holds it), or when its row holds a
  /// parametric external variable, or a slack or error that costs nothing in the objective
  /// and that some positive amount of leaves every restricted row feasible.
  public func isDetermined(_ variable: Variable) -> Bool {
    guard let index = rowIndex[variable.symbol] else { return false }
    for cell in rows[index].cells {
      let symbol = cell.symbol
      if symbol.isExternal { return false }
      if symbol.isDummy { continue }
      if objective.contains(where: { $0.coefficient(for: symbol) != 0 }) { continue }
      if canGrow(symbol) { return false }
    }
    return true
  }

  /// Whether a parametric restricted symbol can grow above zero without making a restricted
  /// row negative: no row where it has a negative coefficient is at zero already.
  func canGrow(_ symbol: Symbol) -> Bool {
    let rows = self.rows
    let basics = self.basics
    for index in rows.indices where basics[index].isRestricted {
      if rows[index].coefficient(for: symbol) < 0, isNearZero(rows[index].constant) {
        return false
      }
    }
    return true
  }

  /// The tableau as text: the objective's levels, the rows, the infeasible rows and the
  /// constraints, for debugging.
  public func dump() -> String {
    func name(_ symbol: Symbol) -> String {
      switch symbol.kind {
      case .external: return names[symbol] ?? "v\(symbol.id)"
      case .slack: return "s\(symbol.id)"
      case .error: return "e\(symbol.id)"
      case .dummy: return "d\(symbol.id)"
      }
    }
    func text(_ row: Row) -> String {
      var parts = ["\(row.constant)"]
      for cell in row.cells { parts.append("\(cell.coefficient) * \(name(cell.symbol))") }
      return parts.joined(separator: " + ")
    }
    var lines = ["Objective"]
    for (level, row) in zip(objectiveLevels, objective) {
      lines.append("  [\(level)] \(text(row))")
    }
    lines.append("Tableau")
    for (basic, row) in zip(basics, rows) { lines.append("  \(name(basic)) | \(text(row))") }
    lines.append("Infeasible")
    for symbol in infeasible { lines.append("  \(name(symbol))") }
    lines.append("Constraints")
    for (marker, constraint) in markerOwners.sorted(by: { $0.key < $1.key }) {
      lines.append("  \(name(marker)): \(constraint.label ?? "")  | \(constraint.strength)")
    }
    return lines.joined(separator: "\n")
  }
}

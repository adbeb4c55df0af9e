// The simplex method's two halves: the primal (optimise an objective over a feasible tableau)
// and the dual (restore feasibility after constants changed, keeping the objective optimal).

extension Solver {
  /// Pivots until no symbol can lower the objective (the main one, level by level, or phase
  /// one's artificial one). Entering and leaving symbols follow Bland's rule — the earliest
  /// made among the candidates — which cannot cycle.
  func optimize(artificialObjective: Bool = false) throws(SolverError) {
    var pivots = 0
    while true {
      let entering =
        artificialObjective ? artificialEnteringSymbol() : enteringSymbol()
      guard let entering else { return }
      guard let leaving = leavingSymbol(for: entering) else {
        throw .internalError("the objective is unbounded")
      }
      pivot(entering: entering, leaving: leaving)
      pivots += 1
      if pivots > Self.pivotLimit { throw .internalError("the optimisation does not end") }
    }
  }

  /// Restores feasibility: each restricted row that went negative leaves the basis for the
  /// symbol with the least ratio of objective cost to coefficient (costs compared level by
  /// level), which keeps the objective optimal.
  func dualOptimize() throws(SolverError) {
    var pivots = 0
    while let leaving = infeasible.popLast() {
      guard let index = rowIndex[leaving], rows[index].constant < 0,
        !isNearZero(rows[index].constant)
      else { continue }
      guard let entering = dualEnteringSymbol(rows[index]) else {
        infeasible.append(leaving)
        throw .internalError("the dual optimisation found no symbol to enter")
      }
      pivot(entering: entering, leaving: leaving)
      pivots += 1
      if pivots > Self.pivotLimit { throw .internalError("the dual optimisation does not end") }
    }
  }

  func pivot(entering: Symbol, leaving: Symbol) {
    var row = removeRow(leaving)
    row.solve(for: leaving, entering)
    substitute(entering, row)
    insertRow(entering, row)
    pivotCount += 1
  }

  /// The earliest-made symbol whose cost in the objective is negative: its first non-zero
  /// coefficient, level by level from the strongest, is below zero. Dummies never enter.
  func enteringSymbol() -> Symbol? {
    var best: Symbol?
    for level in objective.indices {
      for cell in objective[level].cells where cell.coefficient < 0 && !cell.symbol.isDummy {
        if let chosen = best, chosen.raw <= cell.symbol.raw { continue }
        var decidedAbove = false
        for higher in 0..<level where objective[higher].coefficient(for: cell.symbol) != 0 {
          decidedAbove = true
          break
        }
        if !decidedAbove { best = cell.symbol }
      }
    }
    return best
  }

  func artificialEnteringSymbol() -> Symbol? {
    guard let artificial else { return nil }
    for cell in artificial.cells where cell.coefficient < 0 && !cell.symbol.isDummy {
      return cell.symbol
    }
    return nil
  }

  /// The restricted row that limits how far `entering` can grow: the least
  /// `−constant / coefficient` among rows where its coefficient is negative (earliest basic
  /// symbol on a tie). Nil when nothing limits it.
  func leavingSymbol(for entering: Symbol) -> Symbol? {
    var best: Symbol?
    var bestRatio = Double.greatestFiniteMagnitude
    let rows = self.rows
    let basics = self.basics
    for index in rows.indices where basics[index].isRestricted {
      let coefficient = rows[index].coefficient(for: entering)
      guard coefficient < 0 else { continue }
      let ratio = -rows[index].constant / coefficient
      if ratio < bestRatio || (ratio == bestRatio && basics[index].raw < best?.raw ?? .max) {
        bestRatio = ratio
        best = basics[index]
      }
    }
    return best
  }

  /// For an infeasible row: among its symbols with a positive coefficient (dummies aside), the
  /// one whose objective costs divided by that coefficient are least, level by level.
  func dualEnteringSymbol(_ row: Row) -> Symbol? {
    var best: Symbol?
    var bestRatios: [Double] = []
    for cell in row.cells where cell.coefficient > 0 && !cell.symbol.isDummy {
      let ratios = objective.map { $0.coefficient(for: cell.symbol) / cell.coefficient }
      if best == nil || Self.lexicographicallyLess(ratios, bestRatios)
        || (ratios == bestRatios && cell.symbol.raw < best?.raw ?? .max)
      {
        best = cell.symbol
        bestRatios = ratios
      }
    }
    return best
  }

  static func lexicographicallyLess(_ lhs: [Double], _ rhs: [Double]) -> Bool {
    for (left, right) in zip(lhs, rhs) where left != right {
      if isNearZero(left - right) { continue }
      return left < right
    }
    return false
  }

  /// The row to take a non-basic marker out of, when its constraint is removed: a restricted
  /// row where the marker's coefficient is negative with the least `−constant / coefficient`,
  /// else a restricted row with the least `constant / coefficient`, else an external row that
  /// holds it.
  func markerLeavingSymbol(_ marker: Symbol) -> Symbol? {
    var first: Symbol?
    var second: Symbol?
    var third: Symbol?
    var firstRatio = Double.greatestFiniteMagnitude
    var secondRatio = Double.greatestFiniteMagnitude
    let rows = self.rows
    let basics = self.basics
    for index in rows.indices {
      let coefficient = rows[index].coefficient(for: marker)
      if coefficient == 0 { continue }
      let basic = basics[index]
      if basic.isExternal {
        third = basic
      } else if coefficient < 0 {
        let ratio = -rows[index].constant / coefficient
        if ratio < firstRatio {
          firstRatio = ratio
          first = basic
        }
      } else {
        let ratio = rows[index].constant / coefficient
        if ratio < secondRatio {
          secondRatio = ratio
          second = basic
        }
      }
    }
    return first ?? second ?? third
  }

  // MARK: The objective's levels

  /// The index of a level's row in the objective, made (in strength order) if it is new.
  func objectiveLevel(_ level: Double) -> Int {
    if let index = objectiveLevels.firstIndex(of: level) { return index }
    let index = objectiveLevels.firstIndex { $0 < level } ?? objectiveLevels.count
    objectiveLevels.insert(level, at: index)
    objective.insert(Row(), at: index)
    return index
  }

  func objectiveInsert(_ symbol: Symbol, _ weight: Double, level: Double) {
    let index = objectiveLevel(level)
    if let basic = rowIndex[symbol] {
      objective[index].insert(rows[basic], weight)
    } else {
      objective[index].insert(symbol, weight)
    }
  }

  func retainLevel(_ level: Double) {
    levelCounts[level, default: 0] += 1
  }

  /// Forgets a level of the objective when no constraint of it is left.
  func releaseLevel(of strength: Strength) {
    guard !strength.isRequired, let count = levelCounts[strength.level] else { return }
    if count > 1 {
      levelCounts[strength.level] = count - 1
      return
    }
    levelCounts[strength.level] = nil
    if let index = objectiveLevels.firstIndex(of: strength.level) {
      objectiveLevels.remove(at: index)
      objective.remove(at: index)
    }
  }

  /// Takes a constraint's errors out of the objective.
  func removeEffects(of tag: Tag, strength: Strength) {
    guard !strength.isRequired else { return }
    let index = objectiveLevel(strength.level)
    for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .error {
      if let basic = rowIndex[symbol] {
        objective[index].insert(rows[basic], -strength.weight)
      } else {
        objective[index].insert(symbol, -strength.weight)
      }
    }
  }
}

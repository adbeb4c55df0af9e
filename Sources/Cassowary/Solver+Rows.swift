// Making rows for constraints and keeping the tableau's rows and symbols.

extension Solver {
  func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
    defer { nextID += 1 }
    return Symbol(id: nextID, kind: kind)
  }

  func insertRow(_ basic: Symbol, _ row: Row) {
    rowIndex[basic] = rows.count
    basics.append(basic)
    rows.append(row)
  }

  /// Takes a basic symbol's row out of the tableau (the last row moves into its place).
  func removeRow(_ basic: Symbol) -> Row {
    guard let index = rowIndex.removeValue(forKey: basic) else { return Row() }
    let last = rows.count - 1
    let row: Row
    if index == last {
      row = rows.removeLast()
      basics.removeLast()
    } else {
      rows.swapAt(index, last)
      basics.swapAt(index, last)
      row = rows.removeLast()
      basics.removeLast()
      rowIndex[basics[index]] = index
    }
    return row
  }

  /// A constraint's row: its expression with the basic variables replaced by their rows, plus
  /// its slack, errors or dummy, with a constant made not negative.
  func makeRow(for constraint: Constraint) -> (Row, Tag) {
    let expression = constraint.expression
    var row = Row(constant: expression.constant)
    for term in expression.terms where !isNearZero(term.coefficient) {
      let symbol = term.variable.symbol
      if let index = rowIndex[symbol] {
        row.insert(rows[index], term.coefficient)
      } else {
        row.insert(symbol, term.coefficient)
      }
    }
    let strength = constraint.strength
    var tag: Tag
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      // expression ≤ 0 is expression + slack = 0; expression ≥ 0 is expression − slack = 0.
      let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
      let slack = makeSymbol(.slack)
      row.insert(slack, sign)
      tag = Tag(
        marker: slack, markerCoefficient: sign, other: nil, otherCoefficient: 0,
        level: strength.level)
      if !strength.isRequired {
        let error = makeSymbol(.error)
        row.insert(error, -sign)
        tag.other = error
        tag.otherCoefficient = -sign
        objectiveInsert(error, strength.weight, level: strength.level)
      }
    case .equal:
      if strength.isRequired {
        let dummy = makeSymbol(.dummy)
        row.insert(dummy)
        tag = Tag(
          marker: dummy, markerCoefficient: 1, other: nil, otherCoefficient: 0,
          level: strength.level)
      } else {
        // expression = plus − minus.
        let plus = makeSymbol(.error)
        let minus = makeSymbol(.error)
        row.insert(plus, -1)
        row.insert(minus, 1)
        tag = Tag(
          marker: plus, markerCoefficient: -1, other: minus, otherCoefficient: 1,
          level: strength.level)
        objectiveInsert(plus, strength.weight, level: strength.level)
        objectiveInsert(minus, strength.weight, level: strength.level)
      }
    }
    if !strength.isRequired { retainLevel(strength.level) }
    if row.constant < 0 { row.reverseSign() }
    return (row, tag)
  }

  /// Takes back what `makeRow` put in the objective, for a constraint that was refused.
  func undoRow(_ tag: Tag, strength: Strength) {
    guard !strength.isRequired else { return }
    removeEffects(of: tag, strength: strength)
    releaseLevel(of: strength)
  }

  /// The symbol to solve a new row for: an external variable (the first), else the marker or
  /// the other error when it is a slack or an error with a negative coefficient; nil if none.
  func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
    for cell in row.cells where cell.symbol.isExternal { return cell.symbol }
    if tag.marker.isPivotable, row.coefficient(for: tag.marker) < 0 { return tag.marker }
    if let other = tag.other, other.isPivotable, row.coefficient(for: other) < 0 { return other }
    return nil
  }

  /// Adds a row that has no easy subject through an artificial variable: phase one of the
  /// simplex method minimises the artificial variable; the row can hold only if that minimum
  /// is zero. Returns nil when the row was added, or the required constraints whose markers
  /// hold the minimum above zero (those the new row contradicts); the tableau is then as it was
  /// before, since the artificial variable is still basic and only its own row mentions it.
  func addWithArtificialVariable(_ row: Row) throws(SolverError) -> [Constraint]? {
    let art = makeSymbol(.slack)
    insertRow(art, row)
    artificial = row
    try optimize(artificialObjective: true)
    let success = isNearZero(artificial?.constant ?? 0)
    artificial = nil
    if rowIndex[art] != nil {
      var artRow = removeRow(art)
      if !success { return conflicts(in: artRow) }
      if artRow.cells.isEmpty { return nil }
      guard let entering = artRow.cells.first(where: { $0.symbol.isPivotable })?.symbol else {
        return conflicts(in: artRow)
      }
      artRow.solve(for: art, entering)
      substitute(entering, artRow)
      insertRow(entering, artRow)
    }
    for index in rows.indices { rows[index].remove(art) }
    for level in objective.indices { objective[level].remove(art) }
    return success ? nil : []
  }

  /// The required constraints whose markers a row holds.
  func conflicts(in row: Row) -> [Constraint] {
    row.cells.compactMap { cell in
      guard let owner = markerOwners[cell.symbol], owner.strength.isRequired else { return nil }
      return owner
    }
  }

  /// Replaces a symbol that became basic by its row everywhere: in every row, the objective
  /// and the artificial objective. Rows of restricted symbols that go negative are noted.
  func substitute(_ symbol: Symbol, _ row: Row) {
    // The rows are taken out of the object for the loop, so that it runs without an
    // exclusivity check per row.
    var local: [Row] = []
    swap(&local, &rows)
    let basics = self.basics
    for index in local.indices where local[index].substitute(symbol, row) {
      if basics[index].isRestricted, local[index].constant < 0 {
        infeasible.append(basics[index])
      }
    }
    swap(&local, &rows)
    for level in objective.indices { objective[level].substitute(symbol, row) }
    if artificial != nil { artificial?.substitute(symbol, row) }
  }

  /// Shifts the tableau for a change `delta` of a constraint's constant: the marker (or the
  /// other error) takes the change, so only the rows that hold it move.
  func shiftConstant(by delta: Double, tag: Tag) {
    if let index = rowIndex[tag.marker] {
      if rows[index].add(-delta / tag.markerCoefficient) < 0 { infeasible.append(tag.marker) }
      return
    }
    if let other = tag.other, let index = rowIndex[other] {
      if rows[index].add(-delta / tag.otherCoefficient) < 0 { infeasible.append(other) }
      return
    }
    let shift = delta / tag.markerCoefficient
    var local: [Row] = []
    swap(&local, &rows)
    let basics = self.basics
    for index in local.indices {
      let coefficient = local[index].coefficient(for: tag.marker)
      if coefficient != 0, local[index].add(coefficient * shift) < 0, basics[index].isRestricted {
        infeasible.append(basics[index])
      }
    }
    swap(&local, &rows)
  }
}

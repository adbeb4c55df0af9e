/// One row of the tableau, `basic = constant + Σ coefficient × symbol`, or a linear expression
/// of symbols with a constant while it is being built. The cells are kept sorted by symbol, so
/// that two rows merge in one pass and a look-up is a binary search: rows of a layout hold a
/// handful of cells each.
struct Row {
  struct Cell {
    var symbol: Symbol
    var coefficient: Double
  }

  var constant: Double
  private(set) var cells: [Cell]
  /// A bit for each symbol the row may hold (`1 << (id % 64)`): a clear bit means the symbol is
  /// not there, so a search through all rows for one symbol (a substitution) passes most rows
  /// without reading their cells. A set bit may be stale after a cell is dropped.
  private var mask: UInt64 = 0

  init(constant: Double = 0) {
    self.constant = constant
    cells = []
  }

  @inline(__always)
  private static func bit(_ symbol: Symbol) -> UInt64 { 1 &<< UInt64(symbol.id & 63) }

  @inline(__always)
  func mayContain(_ symbol: Symbol) -> Bool { mask & Self.bit(symbol) != 0 }

  /// The index of `symbol`'s cell, or where it would go (as a negative number: `-(index + 1)`).
  @inline(__always)
  private func search(_ symbol: Symbol) -> Int {
    var low = 0
    var high = cells.count
    while low < high {
      let middle = (low + high) >> 1
      let raw = cells[middle].symbol.raw
      if raw < symbol.raw {
        low = middle + 1
      } else if raw > symbol.raw {
        high = middle
      } else {
        return middle
      }
    }
    return -(low + 1)
  }

  /// The coefficient of `symbol`, 0 when the row does not hold it.
  func coefficient(for symbol: Symbol) -> Double {
    guard mayContain(symbol) else { return 0 }
    let index = search(symbol)
    return index >= 0 ? cells[index].coefficient : 0
  }

  func contains(_ symbol: Symbol) -> Bool { mayContain(symbol) && search(symbol) >= 0 }

  /// Adds `value` to the constant and returns the new constant.
  @discardableResult
  mutating func add(_ value: Double) -> Double {
    constant += value
    return constant
  }

  /// Adds `coefficient × symbol`; a coefficient that cancels to zero drops the cell.
  mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
    let index = search(symbol)
    if index >= 0 {
      let sum = cells[index].coefficient + coefficient
      if isNearZero(sum) {
        cells.remove(at: index)
      } else {
        cells[index].coefficient = sum
      }
    } else if !isNearZero(coefficient) {
      cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: -(index + 1))
      mask |= Self.bit(symbol)
    }
  }

  /// Adds `coefficient ×` another row, constant and cells; cells that cancel are dropped.
  mutating func insert(_ other: Row, _ coefficient: Double = 1) {
    constant += other.constant * coefficient
    if other.cells.isEmpty { return }
    if other.cells.count == 1 {
      insert(other.cells[0].symbol, other.cells[0].coefficient * coefficient)
      return
    }
    var merged: [Cell] = []
    merged.reserveCapacity(cells.count + other.cells.count)
    var mergedMask: UInt64 = 0
    var mine = 0
    var theirs = 0
    while mine < cells.count || theirs < other.cells.count {
      if theirs == other.cells.count
        || (mine < cells.count && cells[mine].symbol.raw < other.cells[theirs].symbol.raw)
      {
        merged.append(cells[mine])
        mergedMask |= Self.bit(cells[mine].symbol)
        mine += 1
      } else if mine == cells.count || other.cells[theirs].symbol.raw < cells[mine].symbol.raw {
        let added = other.cells[theirs].coefficient * coefficient
        if !isNearZero(added) {
          merged.append(Cell(symbol: other.cells[theirs].symbol, coefficient: added))
          mergedMask |= Self.bit(other.cells[theirs].symbol)
        }
        theirs += 1
      } else {
        let sum = cells[mine].coefficient + other.cells[theirs].coefficient * coefficient
        if !isNearZero(sum) {
          merged.append(Cell(symbol: cells[mine].symbol, coefficient: sum))
          mergedMask |= Self.bit(cells[mine].symbol)
        }
        mine += 1
        theirs += 1
      }
    }
    cells = merged
    mask = mergedMask
  }

  /// Drops the cell of `symbol`, if any.
  mutating func remove(_ symbol: Symbol) {
    guard mayContain(symbol) else { return }
    let index = search(symbol)
    if index >= 0 { cells.remove(at: index) }
  }

  /// Negates the constant and every coefficient.
  mutating func reverseSign() {
    constant = -constant
    for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
  }

  /// Solves `0 = constant + a × symbol + Σ …` for `symbol`: the row becomes
  /// `symbol = −constant / a − Σ … / a`, without `symbol`'s cell. `symbol` must be in the row.
  mutating func solve(for symbol: Symbol) {
    let index = search(symbol)
    guard index >= 0 else { return }
    let factor = -1 / cells[index].coefficient
    cells.remove(at: index)
    constant *= factor
    for index in cells.indices { cells[index].coefficient *= factor }
  }

  /// Solves a row `lhs = …` for `rhs`, which the row holds and `lhs` does not: the row becomes
  /// `rhs = …` with `lhs` among its cells.
  mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces `symbol` by another row (`symbol = row`), if this row holds it. Returns whether
  /// it did.
  @discardableResult
  mutating func substitute(_ symbol: Symbol, _ row: Row) -> Bool {
    guard mayContain(symbol) else { return false }
    let index = search(symbol)
    guard index >= 0 else { return false }
    let coefficient = cells[index].coefficient
    cells.remove(at: index)
    insert(row, coefficient)
    return true
  }
}

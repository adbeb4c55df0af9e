/// Where each basic symbol's row is, by the symbol's number: an array rather than a hash
/// table, so that finding a row (which every substitution and every read of a value does) is
/// one load. Symbols are numbered densely from 1, so the array is as long as the symbols made.
struct SlotTable {
  private var slots: [Int32] = []

  subscript(symbol: Symbol) -> Int? {
    get {
      let id = symbol.id
      guard id < slots.count else { return nil }
      let slot = slots[id]
      return slot >= 0 ? Int(slot) : nil
    }
    set {
      let id = symbol.id
      if id >= slots.count {
        guard newValue != nil else { return }
        slots.append(contentsOf: repeatElement(-1, count: id - slots.count + 1))
      }
      slots[id] = Int32(newValue ?? -1)
    }
  }

  @discardableResult
  mutating func removeValue(forKey symbol: Symbol) -> Int? {
    let slot = self[symbol]
    if slot != nil { self[symbol] = nil }
    return slot
  }
}

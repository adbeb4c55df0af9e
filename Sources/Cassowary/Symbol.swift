/// A column of the tableau: a variable of the person's (`external`) or one the solver makes for
/// a constraint (a slack for an inequality, a pair of errors for a constraint that is not
/// required, a dummy for a required equality).
///
/// Symbols order by the order they were made; the kind sits in the two lowest bits, so sorting
/// by `raw` sorts by that order. Every symbol but an external one stands for a value that is
/// never negative (it is *restricted*).
struct Symbol: Hashable, Comparable, Sendable {
  enum Kind: Int, Sendable {
    case external = 0
    case slack = 1
    case error = 2
    case dummy = 3
  }

  let raw: Int

  init(id: Int, kind: Kind) { raw = id << 2 | kind.rawValue }

  init(raw: Int) { self.raw = raw }

  var kind: Kind { Kind(rawValue: raw & 3) ?? .external }
  var id: Int { raw >> 2 }

  /// Whether the symbol stands for a value that is never negative.
  var isRestricted: Bool { raw & 3 != 0 }
  /// Whether the symbol may enter the basis in a pivot: a slack or an error (a dummy is held
  /// at zero, an external variable is never chosen by the objective).
  var isPivotable: Bool {
    let kind = raw & 3
    return kind == Kind.slack.rawValue || kind == Kind.error.rawValue
  }
  var isDummy: Bool { raw & 3 == Kind.dummy.rawValue }
  var isExternal: Bool { raw & 3 == 0 }

  static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }
}

/// Values this close to zero are zero: coefficients that cancel are dropped, and a row whose
/// constant is this small is feasible.
let nearZeroEpsilon = 1.0e-8

@inline(__always)
func isNearZero(_ value: Double) -> Bool {
  value < 0 ? -value < nearZeroEpsilon : value < nearZeroEpsilon
}

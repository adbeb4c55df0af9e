/// SplitMix64: a small, fast generator whose whole state is one number, so a fuzz case is
/// rebuilt from its seed alone, on any machine and in any build.
public struct FuzzRandom: RandomNumberGenerator, Sendable {
  public private(set) var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// The seed of case `index` of a run started from `seed`: one SplitMix64 step from a state
  /// that mixes both, so neighbouring cases share nothing.
  public static func caseSeed(run seed: UInt64, index: Int) -> UInt64 {
    var random = FuzzRandom(
      seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD6E8_FEB8_6659_FD93))
    return random.next()
  }

  /// True with probability `p`.
  mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

  /// A whole number in `range`.
  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

  /// One of `items`, which must not be empty.
  mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
}

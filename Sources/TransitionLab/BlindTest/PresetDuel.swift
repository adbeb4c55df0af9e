import Foundation
import Scenes

/// A blind test between two whole parameter sets (two presets): each trial shows one on the
/// left and the other on the right, in an order drawn at random, and a person picks the side
/// that feels better. It is a best-of-`maximumTrials`: it ends once one preset has more than
/// half of the trials (the other can no longer catch up), when the trials run out, or when the
/// person stops it.
///
/// The result says which preset was picked more often and how likely a split at least as
/// uneven would be if the picks were coin flips (the two-sided binomial tail), so "3 of 4" is
/// read as the weak evidence it is.
struct PresetDuel: Equatable, Sendable {
  /// One of the two parameter sets compared: what its label says and every value it sets.
  struct Contender: Equatable, Sendable {
    /// `Snappy`, `SwiftUI .bouncy`, `Current values`.
    let name: String
    let values: [ParameterAssignment]
  }

  /// One trial: which contender was on each side, and the side picked.
  struct Trial: Equatable, Sendable {
    /// From 1.
    let number: Int
    /// The contender shown on the left (0 or 1); the other was on the right.
    let left: Int
    let chosen: PreferenceStaircase.Side
    /// The contender on the right.
    var right: Int { 1 - left }
    /// The contender picked (0 or 1).
    var chosenContender: Int { chosen == .left ? left : right }
  }

  /// The trial limit when none is given: an odd count, so the trials cannot tie.
  static let defaultMaximumTrials = 7

  /// The two sets, first and second as the person chose them.
  let contenders: [Contender]
  let maximumTrials: Int
  private(set) var trials: [Trial] = []
  /// Whether the person stopped the test before it finished.
  private(set) var isStopped = false
  /// The contender on the left of the trial shown now (0 or 1), or nil once finished.
  private(set) var left: Int?
  /// Whether each trial shows the first contender on the left: drawn when the duel is made
  /// (one per trial it may show), so the duel is a plain value.
  private let flips: [Bool]

  /// A duel of `first` against `second`.
  ///
  /// - Parameters:
  ///   - flip: draws the sides, true for the first contender on the left; the app passes a
  ///     random draw, tests a seeded one.
  init(
    _ first: Contender, _ second: Contender, maximumTrials: Int = defaultMaximumTrials,
    flip: () -> Bool
  ) {
    contenders = [first, second]
    self.maximumTrials = Swift.max(1, maximumTrials)
    flips = (0..<self.maximumTrials).map { _ in flip() }
    prepareTrial()
  }

  /// Whether no more trials will be shown.
  var isFinished: Bool { left == nil }

  /// The sets to show now, left and right, or nil once finished.
  var pair: (left: Contender, right: Contender)? {
    left.map { (contenders[$0], contenders[1 - $0]) }
  }

  /// Records a pick for the trial shown and prepares the next (or finishes).
  mutating func choose(_ side: PreferenceStaircase.Side) {
    guard let left else { return }
    trials.append(Trial(number: trials.count + 1, left: left, chosen: side))
    prepareTrial()
  }

  /// Ends the test early (Escape); the result uses the trials so far.
  mutating func stop() {
    isStopped = true
    left = nil
  }

  /// How many times each contender was picked, first and second.
  var picks: [Int] {
    let first = trials.filter { $0.chosenContender == 0 }.count
    return [first, trials.count - first]
  }

  /// The contender picked more often (0 or 1), or nil on a tie (none picked at all too).
  var preferred: Int? {
    let picks = picks
    return picks[0] == picks[1] ? nil : (picks[0] > picks[1] ? 0 : 1)
  }

  /// The probability that coin flips split `trials` picks at least as unevenly as these
  /// (either way): 1 for an even split, 0.125 for 4 of 4.
  var chance: Double {
    let count = trials.count
    let most = picks.max() ?? 0
    guard count > 0, 2 * most > count else { return 1 }
    var tail = 0.0
    for k in most...count { tail += Self.binomial(count, k) }
    return Swift.min(1, 2 * tail / pow(2, Double(count)))
  }

  /// n choose k, as a double (exact for the counts a person makes).
  private static func binomial(_ n: Int, _ k: Int) -> Double {
    var result = 1.0
    for i in 0..<Swift.min(k, n - k) { result = result * Double(n - i) / Double(i + 1) }
    return result
  }

  private mutating func prepareTrial() {
    let picks = picks
    let decided = picks.contains { 2 * $0 > maximumTrials }
    guard !isStopped, !decided, trials.count < maximumTrials else {
      left = nil
      return
    }
    left = (flips.indices.contains(trials.count) ? flips[trials.count] : true) ? 0 : 1
  }
}

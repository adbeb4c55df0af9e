/// An adaptive staircase that finds the value of one parameter a person prefers, from
/// choices between two values shown blind.
///
/// Each trial shows the values `center − step` and `center + step` (on the parameter's grid and
/// kept inside the range), in
/// an order the staircase draws at random. The centre moves to the value chosen; when the
/// choice goes the other way from the one before (a reversal), the step shrinks to
/// `narrowing` of itself. So the pair closes in on the preferred value from both sides, as in a
/// classic up-down staircase; shrinking by less than half gives a wrong pick now and then a few
/// more trials to be outvoted before the pair is too narrow to come back. It stops once the step is below the parameter's own step (the panel's
/// resolution: finer differences cannot be set anyway) or after `maximumTrials`.
///
/// The estimate is the mean of the centres where the choices reversed, the last `reversalsKept`
/// of them, together with the final centre; the spread is their standard deviation. Averaging
/// the turning points is what makes a staircase tolerate a wrong pick now and then.
struct PreferenceStaircase: Equatable, Sendable {
  /// Which of the two shown values a person picked.
  enum Side: String, Sendable {
    case left
    case right
  }

  /// One trial: the values shown on each side and the choice.
  struct Trial: Equatable, Sendable {
    /// From 1.
    let number: Int
    let left: Double
    let right: Double
    let chosen: Side
    /// The value on the chosen side.
    var chosenValue: Double { chosen == .left ? left : right }
  }

  /// The preferred value and how sure the staircase is of it, in the parameter's unit.
  struct Estimate: Equatable, Sendable {
    let value: Double
    /// Standard deviation of the turning points the value averages (0 with one).
    let spread: Double
  }

  /// What the step is multiplied by at each reversal.
  static let narrowing = 0.7
  /// How many of the last reversals the estimate averages.
  static let reversalsKept = 4
  /// The trial limit when none is given.
  static let defaultMaximumTrials = 20

  /// The values the test may show.
  let range: ClosedRange<Double>
  /// The parameter's resolution: the staircase stops once its step is below this.
  let resolution: Double
  let maximumTrials: Int
  /// The middle of the next pair.
  private(set) var center: Double
  /// Half the distance between the next pair's values.
  private(set) var step: Double
  private(set) var trials: [Trial] = []
  /// The centres at which the choices reversed.
  private(set) var reversals: [Double] = []
  /// Whether the person stopped the test before the staircase finished.
  private(set) var isStopped = false
  /// Two values shown side by side.
  struct Pair: Equatable, Sendable {
    let left: Double
    let right: Double
  }

  /// The pair to show now: left and right, or nil once finished.
  private(set) var pair: Pair?
  /// The direction of the last move: +1 up, −1 down, 0 before the first.
  private var lastDirection = 0.0
  /// Which side the higher value of each pair goes on, true for the left: drawn when the
  /// staircase is made (one per trial it may show), so the staircase is a plain value.
  private let flips: [Bool]

  /// A staircase over `range` for a parameter moved in steps of `resolution`.
  ///
  /// - Parameters:
  ///   - flip: draws which side the higher value goes on, true for the left; the app passes a
  ///     random draw, tests a seeded one.
  init(
    range: ClosedRange<Double>, resolution: Double, maximumTrials: Int = defaultMaximumTrials,
    flip: () -> Bool
  ) {
    self.range = range
    self.resolution = Swift.max(resolution, .ulpOfOne)
    self.maximumTrials = Swift.max(1, maximumTrials)
    flips = (0..<self.maximumTrials).map { _ in flip() }
    center = (range.lowerBound + range.upperBound) / 2
    step = (range.upperBound - range.lowerBound) / 4
    preparePair()
  }

  /// Whether no more trials will be shown.
  var isFinished: Bool { pair == nil }

  /// Records a choice for the pair shown and prepares the next one (or finishes).
  mutating func choose(_ side: Side) {
    guard let pair else { return }
    let trial = Trial(number: trials.count + 1, left: pair.left, right: pair.right, chosen: side)
    trials.append(trial)
    let direction: Double =
      trial.chosenValue > center ? 1 : trial.chosenValue < center ? -1 : 0
    if direction == 0 {
      // The centre itself was chosen (the other value sat at the range's end): the
      // preference is between, so the pair narrows without moving.
      step *= Self.narrowing
    } else {
      if lastDirection != 0, direction != lastDirection {
        reversals.append(center)
        step *= Self.narrowing
      }
      lastDirection = direction
      center = trial.chosenValue
    }
    preparePair()
  }

  /// Ends the test early (Esc); the estimate uses the trials so far.
  mutating func stop() {
    isStopped = true
    pair = nil
  }

  /// The preferred value so far: the mean of the last reversals and the current centre,
  /// rounded to the parameter's resolution and kept in the range.
  var estimate: Estimate {
    let points = reversals.suffix(Self.reversalsKept) + [center]
    let mean = points.reduce(0, +) / Double(points.count)
    let variance =
      points.count > 1
      ? points.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(points.count - 1) : 0
    let rounded = (mean / resolution).rounded() * resolution
    return Estimate(
      value: Swift.min(Swift.max(rounded, range.lowerBound), range.upperBound),
      spread: variance.squareRoot())
  }

  private func snapped(_ value: Double) -> Double {
    (value / resolution).rounded() * resolution
  }

  private mutating func preparePair() {
    guard !isStopped, step >= resolution, trials.count < maximumTrials else {
      pair = nil
      return
    }
    // On the parameter's grid, so each value shown is one the panel can set.
    let low = Swift.max(snapped(center - step), range.lowerBound)
    let high = Swift.min(snapped(center + step), range.upperBound)
    let higherLeft = flips.indices.contains(trials.count) ? flips[trials.count] : false
    pair = higherLeft ? Pair(left: high, right: low) : Pair(left: low, right: high)
  }
}

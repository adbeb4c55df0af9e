/// The range a blind test of one parameter offers before the person has tested it: the
/// current value halved to doubled, on the parameter's grid and within its range, so a first
/// test compares values near the ones in use rather than the parameter's whole range
/// (a duration's 0.05 to 5 s hides a 0.4 s preference among values no one would choose).
enum BlindTestRange {
  /// How far below and above the current value the first range reaches, as factors.
  static let lowerFactor = 0.5
  static let upperFactor = 2.0

  /// The first range for a parameter of `range` and `step` whose value is `current`; the
  /// whole range when the halved-to-doubled span would cover fewer than four steps (a value
  /// at or near 0).
  static func first(range: ClosedRange<Double>, step: Double, current: Double)
    -> ClosedRange<Double>
  {
    guard current.isFinite, current > 0, step > 0 else { return range }
    let lower = onGrid(Swift.max(range.lowerBound, current * lowerFactor), range, step)
    let upper = onGrid(Swift.min(range.upperBound, current * upperFactor), range, step)
    guard upper - lower >= 4 * step - 1e-9 else { return range }
    return lower...upper
  }

  /// `value` snapped to the grid of `step` from the range's lower bound, kept in the range.
  private static func onGrid(_ value: Double, _ range: ClosedRange<Double>, _ step: Double)
    -> Double
  {
    let steps = ((value - range.lowerBound) / step).rounded()
    let snapped = range.lowerBound + steps * step
    let tidy = (snapped * 1e9).rounded() / 1e9
    return Swift.min(Swift.max(tidy, range.lowerBound), range.upperBound)
  }
}

import Foundation

/// A timing curve flattened into CSS's `linear()` easing: straight segments between stops,
/// placed where the curve bends so that the polyline stays within a tolerance of the curve
/// everywhere.
///
/// The stops are chosen greedily on a fine grid: each segment runs as far as it can while every
/// grid point under it stays within 80 % of the tolerance. The printed stops are rounded (values
/// to 5 decimals, positions to 4 decimals of a percent), and the error is measured after
/// rounding, on a grid ten times finer than the one the stops were chosen on; if it exceeds the
/// tolerance, the stops are chosen again with a tighter margin.
public struct LinearEasing: Sendable, Equatable {
  /// One stop: `input` is the fraction of the duration (0 … 1), `output` the progress.
  public struct Stop: Sendable, Equatable {
    public let input: Double
    public let output: Double
  }

  /// The stops, from input 0 to input 1.
  public let stops: [Stop]
  /// The largest distance between the polyline and the curve found when measuring, in
  /// progress (a fraction of the distance).
  public let maximumError: Double

  /// 0.5 % of the distance.
  public static let defaultTolerance = 0.005
  /// Grid intervals the stops are chosen on.
  static let gridIntervals = 2000
  /// Grid intervals the error is measured on.
  static let measureIntervals = 20_000

  /// Samples `curve` (progress at a fraction of the duration, over 0 … 1).
  ///
  /// - Parameter tolerance: the largest distance allowed between polyline and curve, > 0.
  public init(sampling curve: (Double) -> Double, tolerance: Double = defaultTolerance) {
    let n = Self.gridIntervals
    let values = (0...n).map { curve(Double($0) / Double(n)) }
    var margin = 0.8
    var chosen: [Stop] = []
    var error = Double.infinity
    for _ in 0..<6 {
      chosen = Self.choose(values, within: tolerance * margin)
      error = Self.measure(chosen, against: curve)
      if error <= tolerance { break }
      margin /= 2
    }
    stops = chosen
    maximumError = error
  }

  /// The greedy choice of stops on the grid `values` (values[i] at i / n), rounded.
  static func choose(_ values: [Double], within limit: Double) -> [Stop] {
    let n = values.count - 1
    var indices = [0]
    var start = 0
    while start < n {
      var end = start + 1
      while end < n, fits(values, from: start, to: end + 1, within: limit) { end += 1 }
      indices.append(end)
      start = end
    }
    return indices.map { index in
      Stop(
        input: round(Double(index) / Double(n), places: 6), output: round(values[index], places: 5))
    }
  }

  /// Whether the chord from grid point `a` to `b` stays within `limit` of every point between.
  private static func fits(_ values: [Double], from a: Int, to b: Int, within limit: Double)
    -> Bool
  {
    let slope = (values[b] - values[a]) / Double(b - a)
    for k in (a + 1)..<b where abs(values[a] + slope * Double(k - a) - values[k]) > limit {
      return false
    }
    return true
  }

  /// The largest distance between the polyline of `stops` and `curve` on the measuring grid.
  static func measure(_ stops: [Stop], against curve: (Double) -> Double) -> Double {
    let easing = LinearEasing(stops: stops, maximumError: 0)
    var worst = 0.0
    for index in 0...measureIntervals {
      let x = Double(index) / Double(measureIntervals)
      worst = max(worst, abs(easing.value(at: x) - curve(x)))
    }
    return worst
  }

  private init(stops: [Stop], maximumError: Double) {
    self.stops = stops
    self.maximumError = maximumError
  }

  /// The polyline's value at `input` (clamped to 0 … 1), as CSS evaluates `linear()`.
  public func value(at input: Double) -> Double {
    guard let first = stops.first, let last = stops.last else { return input }
    if input <= first.input { return first.output }
    if input >= last.input { return last.output }
    var low = 0
    var high = stops.count - 1
    while high - low > 1 {
      let mid = (low + high) / 2
      if stops[mid].input <= input { low = mid } else { high = mid }
    }
    let a = stops[low]
    let b = stops[high]
    return a.output + (b.output - a.output) * (input - a.input) / (b.input - a.input)
  }

  /// `linear(0, 0.01234 2.5%, …, 1)`: the first and last stops without a position (CSS puts
  /// them at 0 % and 100 %), every other stop with its position.
  public var css: String {
    let items = stops.enumerated().map { index, stop in
      let value = ExportNumber.text(stop.output)
      if index == 0 || index == stops.count - 1 { return value }
      return "\(value) \(ExportNumber.text(Self.round(stop.input * 100, places: 4)))%"
    }
    return "linear(" + items.joined(separator: ", ") + ")"
  }

  private static func round(_ value: Double, places: Int) -> Double {
    let scale = pow(10, Double(places))
    return (value * scale).rounded() / scale
  }
}

/// Numbers as the exports print them.
public enum ExportNumber {
  /// A value as a person would type it into code: four significant digits (at most six
  /// decimals), without a trailing `.0`, never in exponent form (every target's parser reads
  /// plain decimals): `0.25`, `1`, `0.9125` for 0.9125104317581896, `157.9` for 157.9137.
  public static func text(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    return plain(rounded(value, significantDigits: 4))
  }

  /// `value` rounded to `digits` significant digits, and to at most six decimals.
  public static func rounded(_ value: Double, significantDigits digits: Int) -> Double {
    guard value.isFinite, value != 0 else { return value.isFinite ? 0 : value }
    let magnitude = Int(floor(log10(abs(value))))
    let decimals = Swift.min(Swift.max(digits - 1 - magnitude, 0), 6)
    let scale = pow(10, Double(decimals))
    return (value * scale).rounded() / scale
  }

  /// The shortest text that reads back as `value`, in plain decimals.
  static func plain(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    let short = "\(value)"
    guard short.contains("e") else { return short }
    var fixed = String(format: "%.12f", value)
    while fixed.hasSuffix("0") { fixed.removeLast() }
    return fixed == "-0." || fixed == "0." ? "0" : fixed
  }

  /// A computed value for code: rounded to 6 decimals, which no animation can tell apart.
  public static func code(_ value: Double) -> String { short(value, decimals: 6) }

  /// `value` rounded to `decimals` decimals for a comment, without trailing zeros.
  public static func short(_ value: Double, decimals: Int = 4) -> String {
    let scale = pow(10, Double(decimals))
    return plain((value * scale).rounded() / scale)
  }
}

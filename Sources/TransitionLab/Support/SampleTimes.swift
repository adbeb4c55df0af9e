import Foundation

/// The times a `curve` subcommand evaluates its curve at, each with the text printed in the
/// `t` column.
///
/// Listed times (`--at`) are printed as the shortest text that reads back as the number typed.
/// Evenly spaced times (`--samples N`) are rounded to 12 significant digits before the curve
/// is evaluated, so the printed `t` is exactly the time the value belongs to.
struct SampleTimes: Equatable {
  /// The most intervals `--samples` accepts.
  static let maximumIntervals = 100_000

  let times: [Double]

  /// The times listed in `text`, comma-separated, each in `range`.
  static func listed(_ text: String, name: String, in range: AllowedRange) throws -> SampleTimes {
    SampleTimes(times: try NumericInput.list(text, name: name, in: range))
  }

  /// `intervals + 1` times evenly spaced from 0 to `end`, both included.
  static func evenlySpaced(intervals: Int, through end: Double) -> SampleTimes {
    let times = (0...intervals).map { index -> Double in
      if index == intervals { return end }
      let exact = end * Double(index) / Double(intervals)
      return Double(String(format: "%.12g", exact)) ?? exact
    }
    return SampleTimes(times: times)
  }

  /// The times chosen by `--at LIST` or `--samples N`, exactly one of which must be given.
  ///
  /// - Parameters:
  ///   - at: the `--at` list, if given.
  ///   - samples: the `--samples` count, if given.
  ///   - end: the last evenly spaced time; nil when `--samples` needs an `--until` that was
  ///     not given.
  ///   - timeRange: what each listed time may be.
  ///   - untilHint: how the error for a missing end names the option that sets it.
  static func choose(
    at: String?, samples: String?, end: Double?, timeRange: AllowedRange, untilHint: String? = nil
  ) throws -> SampleTimes {
    switch (at, samples) {
    case (let list?, nil):
      return try listed(list, name: "--at", in: timeRange)
    case (nil, let count?):
      let intervals = try NumericInput.integer(
        count, name: "--samples", in: 1...maximumIntervals)
      guard let end else {
        throw UsageError("--samples needs \(untilHint ?? "an end time")")
      }
      return evenlySpaced(intervals: intervals, through: end)
    case (.some, .some):
      throw UsageError("--at and --samples cannot be combined; give one of them")
    case (nil, nil):
      throw UsageError("give the times to sample: --at LIST or --samples N")
    }
  }
}

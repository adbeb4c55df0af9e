import ArgumentParser
import TransitionKit

/// `transition-lab curve bezier X1 Y1 X2 Y2 (--at LIST | --samples N)`: a cubic Bézier timing
/// curve, as `t,value` rows.
struct CurveBezierCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bezier",
    abstract: "Print a cubic Bézier timing curve as 't,value' rows.",
    discussion: """
      The control points are those of CSS cubic-bezier() and Core Animation: the curve runs \
      from (0, 0) to (1, 1), x is the time fraction, y the progress. y is not clamped. Times \
      outside [0, 1] continue along the tangent at the nearer end.

      Example: transition-lab curve bezier 0.42 0 0.58 1 --samples 4
      """
  )

  /// The four control-point numbers as typed. They are collected as text, because a negative
  /// y (`-0.5`) would otherwise read as an option.
  @Argument(
    parsing: .allUnrecognized,
    help: ArgumentHelp(
      "The control points: x1 and x2 in [0, 1], y1 and y2 any finite numbers.",
      valueName: "x1 y1 x2 y2"))
  var controlPoints: [String] = []

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Comma-separated times to sample at, any finite numbers.", valueName: "list"))
  var at: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Sample N + 1 evenly spaced times over [0, 1], N in [1, \(SampleTimes.maximumIntervals)].",
      valueName: "N"))
  var samples: String?

  func run() throws {
    let curve = try self.curve()
    let times = try SampleTimes.choose(
      at: at, samples: samples, end: 1, timeRange: .finite)
    var output = CSVWriter(header: ["t", "value"])
    for t in times.times {
      output.row([CSVWriter.time(t), CSVWriter.value(curve.value(at: t))])
    }
    output.flush()
  }

  /// The curve the control points describe.
  ///
  /// - Throws: `UsageError` for an unknown option among the arguments, a count other than
  ///   four, or a number out of its range.
  func curve() throws -> UnitBezier {
    if let option = controlPoints.first(where: { $0.hasPrefix("-") && Double($0) == nil }) {
      throw UsageError("unknown option '\(option)' (see 'transition-lab curve bezier --help')")
    }
    guard controlPoints.count == 4 else {
      throw UsageError(
        "curve bezier needs 4 control-point numbers x1 y1 x2 y2, got \(controlPoints.count)")
    }
    let unit = AllowedRange.closed(0, 1)
    return UnitBezier(
      x1: try NumericInput.number(controlPoints[0], name: "x1", in: unit),
      y1: try NumericInput.number(controlPoints[1], name: "y1", in: .finite),
      x2: try NumericInput.number(controlPoints[2], name: "x2", in: unit),
      y2: try NumericInput.number(controlPoints[3], name: "y2", in: .finite))
  }
}

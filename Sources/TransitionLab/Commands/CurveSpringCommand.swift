import ArgumentParser
import Foundation
import TransitionKit

/// `transition-lab curve spring …`: a damped spring's unit step from 0 to 1, as
/// `t,value,velocity` rows.
///
/// Two forms, as in `SpringTimingParameters`:
/// - physical: `(--damping-ratio Z | --damping C) --stiffness K [--mass M]`;
/// - duration-based: `--damping-ratio Z --duration D`, the spring that an animator of D seconds
///   runs, whose stiffness makes it settle at D.
struct CurveSpringCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "spring",
    abstract: "Print a damped spring's step from 0 to 1 as 't,value,velocity' rows.",
    discussion: """
      Physical spring: (--damping-ratio Z | --damping C) --stiffness K [--mass M]. \
      Duration-based spring, as an animator of D seconds runs it: --damping-ratio Z \
      --duration D (ratios below \(DampedSpring.minimumDampingRatio.shortText) run as \
      \(DampedSpring.minimumDampingRatio.shortText)). Times are in seconds; velocities are \
      relative (distance per second over the total distance, positive toward the target).

      Example: transition-lab curve spring --damping-ratio 0.5 --stiffness 200 --samples 10 \
      --until 1
      """
  )

  /// `--duration` must be below this, in seconds: the longest settling time a spring is solved
  /// for.
  static let durationLimit = DampedSpring.maximumSettlingDuration

  /// The latest time `--at` and `--until` accept, in seconds. Together with `velocityLimit` it
  /// keeps every printed number finite: an undamped spring's phase ω₀·t, and the distance
  /// v₀·t a fast start covers, stay far inside the range of a `Double`.
  static let timeLimit = 1e6

  /// The largest initial velocity `--velocity` accepts, either way, in distances per second.
  static let velocityLimit = 1e6

  @Option(
    name: .customLong("damping-ratio"), parsing: .unconditional,
    help: ArgumentHelp("Damping ratio ζ, a finite number >= 0 (1 is critical).", valueName: "Z"))
  var dampingRatio: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Damping coefficient c, a finite number >= 0.", valueName: "C"))
  var damping: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Stiffness k, a finite number > 0.", valueName: "K"))
  var stiffness: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Mass m, a finite number > 0 (default: 1).", valueName: "M"))
  var mass: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Initial velocity, relative, in [-\(velocityLimit.shortText), "
        + "\(velocityLimit.shortText)] (default: 0).", valueName: "V"))
  var velocity: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Animator duration in seconds, in (0, \(durationLimit.shortText)); the spring settles "
        + "within it. Excludes --stiffness, --damping and --mass.",
      valueName: "D"))
  var duration: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Comma-separated times in seconds, each in [0, \(timeLimit.shortText)].",
      valueName: "list"))
  var at: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Sample N + 1 evenly spaced times over [0, --until], N in "
        + "[1, \(SampleTimes.maximumIntervals)].",
      valueName: "N"))
  var samples: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Last sampled time in seconds, in (0, \(timeLimit.shortText)] (default with --duration: "
        + "D).", valueName: "seconds"))
  var until: String?

  @Flag(help: "Describe the resolved spring on standard error.")
  var verbose = false

  func run() throws {
    let initialVelocity = try NumericInput.number(
      velocity ?? "0", name: "--velocity", in: .closed(-Self.velocityLimit, Self.velocityLimit))
    let (spring, defaultEnd) = try resolveSpring(initialVelocity: initialVelocity)
    if until != nil, samples == nil {
      throw UsageError("--until applies only with --samples N")
    }
    let untilRange = AllowedRange.openClosed(0, Self.timeLimit)
    let end = try until.map { try NumericInput.number($0, name: "--until", in: untilRange) }
    let times = try SampleTimes.choose(
      at: at, samples: samples, end: end ?? defaultEnd, timeRange: .closed(0, Self.timeLimit),
      untilHint: "--until SECONDS (\(untilRange.phrase))")
    if verbose {
      describe(spring, initialVelocity: initialVelocity)
    }
    var output = CSVWriter(header: ["t", "value", "velocity"])
    for t in times.times {
      output.row([
        CSVWriter.time(t),
        CSVWriter.value(spring.value(at: t, initialVelocity: initialVelocity)),
        CSVWriter.value(spring.velocity(at: t, initialVelocity: initialVelocity)),
      ])
    }
    output.flush()
  }

  /// The spring the options describe, and the end of `--samples` when `--until` is not given
  /// (the duration of a duration-based spring; none for a physical one).
  func resolveSpring(initialVelocity: Double) throws -> (DampedSpring, Double?) {
    if let duration {
      let physical = [("--stiffness", stiffness), ("--damping", damping), ("--mass", mass)]
        .filter { $0.1 != nil }.map(\.0)
      if !physical.isEmpty {
        throw UsageError(
          "--duration cannot be combined with \(physical.joined(separator: ", ")); give "
            + "--damping-ratio Z --duration D, or a physical spring without --duration")
      }
      guard let dampingRatio else {
        throw UsageError("--duration needs --damping-ratio Z (a finite number >= 0)")
      }
      let ratio = try NumericInput.number(
        dampingRatio, name: "--damping-ratio", in: .nonNegative)
      let seconds = try NumericInput.number(
        duration, name: "--duration", in: .open(0, Self.durationLimit))
      let spring = DampedSpring.settling(
        dampingRatio: ratio, initialVelocity: initialVelocity, within: seconds)
      guard Self.isComputable(spring) else {
        throw UsageError(
          "--damping-ratio \(ratio.shortText) and --duration \(seconds.shortText) give no "
            + "computable spring; the stiffness and damping that settle within the duration "
            + "must stay finite (give a longer --duration or a smaller --damping-ratio)")
      }
      return (spring, seconds)
    }
    return (try physicalSpring(), nil)
  }

  /// The spring given by stiffness, mass and a damping ratio or coefficient.
  private func physicalSpring() throws -> DampedSpring {
    guard let stiffness else {
      throw UsageError(
        "a physical spring needs --stiffness K (a finite number > 0), or use --duration D")
    }
    let k = try NumericInput.number(stiffness, name: "--stiffness", in: .positive)
    let m = try NumericInput.number(mass ?? "1", name: "--mass", in: .positive)
    let spring: DampedSpring
    switch (dampingRatio, damping) {
    case (let ratio?, nil):
      let zeta = try NumericInput.number(ratio, name: "--damping-ratio", in: .nonNegative)
      spring = DampedSpring(dampingRatio: zeta, stiffness: k, mass: m)
    case (nil, let coefficient?):
      let c = try NumericInput.number(coefficient, name: "--damping", in: .nonNegative)
      spring = DampedSpring(mass: m, stiffness: k, damping: c)
    case (.some, .some):
      throw UsageError("--damping-ratio and --damping cannot be combined; give one of them")
    case (nil, nil):
      throw UsageError(
        "give the damping: --damping-ratio Z or --damping C (a finite number >= 0)")
    }
    guard Self.isComputable(spring) else {
      let dampingOption =
        dampingRatio.map { "--damping-ratio \($0)" } ?? "--damping \(self.damping ?? "")"
      throw UsageError(
        "\(dampingOption), --stiffness \(k.shortText) and --mass \(m.shortText) give no computable "
          + "spring; stiffness / mass and stiffness × mass must stay finite and above 0, and "
          + "the damping coefficient and damping / mass finite")
    }
    return spring
  }

  /// Whether every quantity the closed form is built from stays finite: ω₀² = k/m and k·m
  /// (both above 0), the damping coefficient c, and c/m = 2ζω₀, which bounds both decay rates.
  static func isComputable(_ spring: DampedSpring) -> Bool {
    let k = spring.stiffness
    let m = spring.mass
    let c = spring.damping
    let quantities = [k / m, k * m, c, c / m, spring.naturalFrequency, spring.dampingRatio]
    return quantities.allSatisfy(\.isFinite) && k / m > 0 && k * m > 0 && c >= 0
  }

  /// Prints the resolved spring's constants to standard error.
  private func describe(_ spring: DampedSpring, initialVelocity: Double) {
    let settling = spring.settlingDuration(initialVelocity: initialVelocity)
    let text = String(
      format:
        "stiffness %.12g, damping %.12g, mass %.12g, damping ratio %.12g, settles in %.12g s\n",
      spring.stiffness, spring.damping, spring.mass, spring.dampingRatio, settling)
    FileHandle.standardError.write(Data(text.utf8))
  }
}

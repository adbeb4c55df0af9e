import ArgumentParser
import Foundation
import MotionExport
import TransitionKit

/// `transition-lab spring convert …`: one spring, given in any one of the platforms' forms,
/// printed as one JSON object with every form and its step response.
struct SpringConvertCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "convert",
    abstract: "Convert a spring between SwiftUI, UIKit, Core Animation, libadwaita and Compose.",
    discussion: """
      Give exactly one form (--velocity V may be added to any):
        --duration D --bounce B: SwiftUI Spring(duration:bounce:), UIKit \
      UISpringTimingParameters(duration:bounce:), CASpringAnimation(perceptualDuration:bounce:)
        --damping-ratio Z --response R: SwiftUI Spring(response:dampingRatio:), \
      FloatingPanel (dampingRatio, frequencyResponse)
        --mass M --stiffness K --damping C: Core Animation, UIKit \
      UISpringTimingParameters(mass:stiffness:damping:), libadwaita, Compose (mass 1); \
      --mass defaults to 1
        --damping-ratio Z --duration D: UIKit UISpringTimingParameters(dampingRatio:) in an \
      animator of D seconds: the spring that settles at D (with --velocity, for that velocity)

      Mappings (mass 1 for the first, second and fourth forms): stiffness = 4π²·mass / D²; \
      damping ratio = 1 − bounce for bounce >= 0 and 1 / (1 + bounce) below; damping = \
      2·ratio·√(stiffness·mass); response = perceptual duration = 2π·√(mass / stiffness); \
      bounce = 1 − ratio below critical damping and 1/ratio − 1 above. Sources: Apple's \
      SwiftUI Spring page (developer.apple.com/documentation/swiftui/spring), whose examples \
      duration 0.5 / bounce 0.3 → (1, 157.9, 17.6) and (1, 100, 10) → duration 0.63 / bounce \
      0.5 these reproduce, and Flutter's SpringDescription.withDurationAndBounce \
      (packages/flutter/lib/src/physics/spring_simulation.dart), which writes the mapping out.

      By default a table for a person: every form, what the spring does, and the line to \
      paste for SwiftUI, UIKit, libadwaita and Compose, rounded as a person writes them. \
      With --json, one JSON object on one line, with twelve significant digits.

      JSON keys: form, mass, stiffness, damping, damping_ratio, response, \
      perceptual_duration, bounce, initial_velocity, settling_time (seconds until the value \
      stays within settling_band, 0.001 = 0.1 % of the distance, of the target), \
      settling_band, overshoot (fraction of the distance past the target, 0 when none), \
      peak_time (seconds to that first maximum, null when none). The step runs from 0 to 1 \
      starting at --velocity (relative: distances per second, default 0).

      Example: transition-lab spring convert --duration 0.5 --bounce 0.3
      """
  )

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Perceptual duration (with --bounce) or animator duration (with --damping-ratio), "
        + "seconds.", valueName: "D"))
  var duration: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("SwiftUI bounce, in (-1, 1); 0 is critical damping.", valueName: "B"))
  var bounce: String?

  @Option(
    name: .customLong("damping-ratio"), parsing: .unconditional,
    help: ArgumentHelp("Damping ratio ζ > 0 (1 is critical).", valueName: "Z"))
  var dampingRatio: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("SwiftUI response, the undamped period in seconds, > 0.", valueName: "R"))
  var response: String?

  @Option(parsing: .unconditional, help: ArgumentHelp("Mass m > 0.", valueName: "M"))
  var mass: String?

  @Option(parsing: .unconditional, help: ArgumentHelp("Stiffness k > 0.", valueName: "K"))
  var stiffness: String?

  @Option(
    parsing: .unconditional, help: ArgumentHelp("Damping coefficient c > 0.", valueName: "C"))
  var damping: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Initial velocity, relative (distances per second), default 0.", valueName: "V"))
  var velocity: String?

  /// The forms, in the words of the error messages.
  static let formsPhrase =
    "--duration D --bounce B | --damping-ratio Z --response R | --mass M --stiffness K "
    + "--damping C | --damping-ratio Z --duration D [--velocity V]"

  @Flag(help: "Print one JSON object on one line (the keys below) instead of the table.")
  var json = false

  func run() throws {
    let forms = try resolve()
    if json {
      print(SpringConvertOutput.json(forms.forms, form: forms.name))
    } else {
      print(SpringConvertOutput.table(forms.forms, form: forms.name), terminator: "")
    }
  }

  /// The spring the options give, and the name of their form.
  func resolve() throws -> (forms: SpringForms, name: String) {
    let given: [(String, String?)] = [
      ("--duration", duration), ("--bounce", bounce), ("--damping-ratio", dampingRatio),
      ("--response", response), ("--mass", mass), ("--stiffness", stiffness),
      ("--damping", damping),
    ]
    let names = Set(given.filter { $0.1 != nil }.map(\.0))
    func number(_ text: String?, _ name: String) throws -> Double {
      try NumericInput.number(text ?? "", name: name, in: .finite)
    }
    let v0 = try velocity.map { try number($0, "--velocity") } ?? 0
    do {
      switch names {
      case ["--duration", "--bounce"]:
        let forms = try SpringForms(
          duration: number(duration, "--duration"), bounce: number(bounce, "--bounce"),
          initialVelocity: v0)
        return (forms, "duration-bounce")
      case ["--damping-ratio", "--response"]:
        let forms = try SpringForms(
          dampingRatio: number(dampingRatio, "--damping-ratio"),
          response: number(response, "--response"), initialVelocity: v0)
        return (forms, "damping-ratio-response")
      case ["--mass", "--stiffness", "--damping"], ["--stiffness", "--damping"]:
        let forms = try SpringForms(
          mass: mass.map { try number($0, "--mass") } ?? 1,
          stiffness: number(stiffness, "--stiffness"), damping: number(damping, "--damping"),
          initialVelocity: v0)
        return (forms, "mass-stiffness-damping")
      case ["--damping-ratio", "--duration"]:
        let forms = try SpringForms(
          dampingRatio: number(dampingRatio, "--damping-ratio"),
          settlingDuration: number(duration, "--duration"), initialVelocity: v0)
        return (forms, "damping-ratio-duration")
      default:
        let order = given.map(\.0).filter(names.contains)
        let got = order.isEmpty ? "none" : order.joined(separator: " ")
        throw UsageError("give exactly one spring form: \(Self.formsPhrase); got \(got)")
      }
    } catch let error as SpringFormError {
      guard case .unsolvable(let reason) = error else {
        throw UsageError(error.message { "--" + $0.rawValue })
      }
      let options = given.filter { $0.1 != nil }.map { "\($0.0) \($0.1 ?? "")" }
      throw UsageError(options.joined(separator: " ") + " give no computable spring: " + reason)
    }
  }
}

/// The JSON object `spring convert` prints.
enum SpringConvertOutput {
  /// The table a person reads: the spring's forms and figures (three significant digits),
  /// then the line to paste for each platform.
  static func table(_ forms: SpringForms, form: String) -> String {
    let n = MotionSnippet.significant
    let overshoot =
      forms.overshoot > 0.0005
      ? "\(n(forms.overshoot * 100)) %" + (forms.peakTime.map { " at \(n($0)) s" } ?? "")
      : "none"
    let rows: [(String, String)] = [
      ("form", form),
      ("mass", n(forms.mass)),
      ("stiffness", n(forms.stiffness)),
      ("damping", n(forms.damping)),
      ("damping ratio", n(forms.dampingRatio)),
      ("response", "\(n(forms.response)) s"),
      ("perceptual duration", "\(n(forms.perceptualDuration)) s"),
      ("bounce", n(forms.bounce)),
      ("initial velocity", "\(n(forms.initialVelocity)) /s"),
      ("settles (0.1 %)", "\(n(forms.settlingTime)) s"),
      ("overshoot", overshoot),
    ]
    let width = rows.map(\.0.count).max() ?? 0
    var text = rows.map { $0.0.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.1 }
      .joined(separator: "\n")
    text += "\n\nTo paste:\n"
    let snippets = MotionSnippet.spring(forms, duration: forms.settlingTime)
    let platformWidth = snippets.map(\.platform.count).max() ?? 0
    for snippet in snippets {
      text +=
        "  " + snippet.platform.padding(toLength: platformWidth + 2, withPad: " ", startingAt: 0)
        + snippet.line + "\n"
    }
    return text
  }

  /// One line of JSON; numbers print with twelve significant digits.
  static func json(_ forms: SpringForms, form: String) -> String {
    let fields: [(String, String)] = [
      ("form", "\"\(form)\""),
      ("mass", number(forms.mass)),
      ("stiffness", number(forms.stiffness)),
      ("damping", number(forms.damping)),
      ("damping_ratio", number(forms.dampingRatio)),
      ("response", number(forms.response)),
      ("perceptual_duration", number(forms.perceptualDuration)),
      ("bounce", number(forms.bounce)),
      ("initial_velocity", number(forms.initialVelocity)),
      ("settling_time", number(forms.settlingTime)),
      ("settling_band", number(SpringForms.settlingBand)),
      ("overshoot", number(forms.overshoot)),
      ("peak_time", forms.peakTime.map(number) ?? "null"),
    ]
    return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
  }

  /// A JSON number (null when not finite): twelve significant digits, so the noise of
  /// floating-point arithmetic (0.30000000000000004) is left out and every digit that
  /// matters is kept.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    let twelve = Double(String(format: "%.12g", value)) ?? value
    if twelve == twelve.rounded(), abs(twelve) < 1e15 { return String(Int64(twelve)) }
    return "\(twelve)"
  }
}

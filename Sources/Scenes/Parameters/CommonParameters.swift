import TransitionKit

/// The names of the parameters scenes share.
public enum ParameterID {
  public static let duration = "duration"
  public static let threshold = "threshold"
  public static let damping = "damping"
  public static let timing = "timing"
  public static let completionSpeed = "completion-speed"
  public static let presentationStyle = "presentation-style"
  public static let coachMarks = "coach-marks"
  public static let interruptible = "interruptible"
  /// The points a swipe travels for progress 1, in a scene that makes it a parameter.
  public static let distance = "distance"
}

/// The timing a scene whose tutorial uses a Bézier curve can switch to.
public enum SceneTimingChoice: String, CaseIterable, Sendable {
  /// The tutorial's curve (UIKit's default ease-in-out).
  case seedCurve = "ease-in-out"
  /// A spring with the scene's damping ratio, settling within the duration.
  case spring
  /// UIKit's `.curveLinear`: the usual fix when a drag should stay under the finger, since
  /// a percent-driven transition scrubs each animation's own curve.
  case linear
}

extension ParameterSpec {
  public static func duration(_ seconds: Double, summary: String) -> ParameterSpec {
    ParameterSpec(
      id: ParameterID.duration, title: "Duration", unit: "s",
      kind: .number(range: 0.05...5, step: 0.05), seedDefault: .number(seconds),
      summary: summary, group: .main)
  }

  public static func threshold(_ fraction: Double, summary: String) -> ParameterSpec {
    ParameterSpec(
      id: ParameterID.threshold, title: "Threshold", unit: "fraction",
      kind: .number(range: 0...1, step: 0.01), seedDefault: .number(fraction), summary: summary,
      group: .main)
  }

  public static func damping(_ ratio: Double, summary: String) -> ParameterSpec {
    ParameterSpec(
      id: ParameterID.damping, title: "Damping", unit: "ratio",
      kind: .number(range: 0.05...2, step: 0.05), seedDefault: .number(ratio), summary: summary,
      group: .main)
  }

  public static let timing = ParameterSpec(
    id: ParameterID.timing, title: "Timing",
    kind: .choice(SceneTimingChoice.allCases.map(\.rawValue)),
    seedDefault: .choice(SceneTimingChoice.seedCurve.rawValue),
    summary:
      "The tutorial's ease-in-out curve, a spring with the damping ratio below, or linear "
      + "(.curveLinear), which keeps a dragged view under the finger.",
    group: .timing)

  public static let completionSpeed = ParameterSpec(
    id: ParameterID.completionSpeed, title: "Completion speed", unit: "×",
    kind: .number(range: 0.1...5, step: 0.1), seedDefault: .number(1),
    summary:
      "How fast the transition finishes or snaps back after the drag ends (UIKit's default is 1).",
    group: .timing)

  /// Whether the dismissal's animator vends an interruptible animator (the tutorials' do not).
  public static let interruptible = ParameterSpec(
    id: ParameterID.interruptible, title: "Interruptible", kind: .toggle,
    seedDefault: .toggle(false),
    summary:
      "Vend an interruptible animator for the dismissal (interruptibleAnimator(using:)), as the "
      + "tutorials do not: a timing or damping changed during the drag then shapes the "
      + "completion (UIKit ignores timingCurve otherwise), and a press while it completes "
      + "catches the modal where it is.")

  public static func presentationStyle(_ style: ModalPresentationStyle, summary: String)
    -> ParameterSpec
  {
    ParameterSpec(
      id: ParameterID.presentationStyle, title: "Presentation style",
      kind: .choice(ModalPresentationStyle.allCases.map(\.rawValue)),
      seedDefault: .choice(style.rawValue), summary: summary, group: .presentation)
  }
}

extension ParameterStore {
  /// Seconds.
  public var duration: Double { number(ParameterID.duration) }
  /// Fraction of the distance.
  public var threshold: Double { number(ParameterID.threshold) }
  /// Damping ratio.
  public var dampingRatio: Double { number(ParameterID.damping) }
  public var completionSpeed: Double { number(ParameterID.completionSpeed) }
  public var timingChoice: SceneTimingChoice {
    SceneTimingChoice(rawValue: choice(ParameterID.timing)) ?? .seedCurve
  }
  /// Whether the dismissal is to vend an interruptible animator.
  public var isInterruptible: Bool { isOn(ParameterID.interruptible) }
  public var presentationStyle: ModalPresentationStyle {
    ModalPresentationStyle(rawValue: choice(ParameterID.presentationStyle)) ?? .fullScreen
  }
}

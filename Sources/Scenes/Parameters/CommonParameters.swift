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
  /// The control points of the `cubic-bezier` timing (CSS's order: x1, y1, x2, y2).
  public static let bezierX1 = "bezier-x1"
  public static let bezierY1 = "bezier-y1"
  public static let bezierX2 = "bezier-x2"
  public static let bezierY2 = "bezier-y2"
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
  /// A cubic Bézier of the person's own (`bezier-x1` … `bezier-y2`): UIKit's
  /// `UICubicTimingParameters(controlPoint1:controlPoint2:)`, CSS's `cubic-bezier()`.
  case bezier = "cubic-bezier"
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

  /// The four control points of the `cubic-bezier` timing, starting at ease-in-out's
  /// (0.42, 0, 0.58, 1). Every scene with a `timing` choice has them (`SceneDescriptor.
  /// makeParameters`); the plot's handles drag them.
  public static let bezierParameters: [ParameterSpec] = [
    (ParameterID.bezierX1, "Curve x1", 0.42, 0.0...1.0),
    (ParameterID.bezierY1, "Curve y1", 0.0, -1.0...2.0),
    (ParameterID.bezierX2, "Curve x2", 0.58, 0.0...1.0),
    (ParameterID.bezierY2, "Curve y2", 1.0, -1.0...2.0),
  ].map { id, title, seed, range in
    ParameterSpec(
      id: id, title: title, kind: .number(range: range, step: 0.01), seedDefault: .number(seed),
      summary:
        "A control point of the cubic-bezier timing (drag the handles on the plot); x is "
        + "time, y progress, as in CSS's cubic-bezier(x1, y1, x2, y2).",
      group: .timing,
      effect: ParameterEffect(
        .choice(ParameterID.timing, in: [SceneTimingChoice.bezier.rawValue], ifAbsent: false),
        reason: "Used only when Timing is cubic-bezier."))
  }

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
  /// The `cubic-bezier` timing's control points, (x1, y1, x2, y2); ease-in-out's when the
  /// scene has none.
  public var bezierControlPoints: (x1: Double, y1: Double, x2: Double, y2: Double) {
    guard self[ParameterID.bezierX1] != nil else { return (0.42, 0, 0.58, 1) }
    return (
      number(ParameterID.bezierX1), number(ParameterID.bezierY1), number(ParameterID.bezierX2),
      number(ParameterID.bezierY2)
    )
  }
  /// Whether the dismissal is to vend an interruptible animator.
  public var isInterruptible: Bool { isOn(ParameterID.interruptible) }
  public var presentationStyle: ModalPresentationStyle {
    ModalPresentationStyle(rawValue: choice(ParameterID.presentationStyle)) ?? .fullScreen
  }
}

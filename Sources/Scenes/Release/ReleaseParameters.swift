import TransitionKit

/// The names of the release parameters every interactive scene has.
public enum ReleaseParameterID {
  public static let preset = "release-preset"
  public static let rule = "release-rule"
  public static let decelerationRate = "deceleration-rate"
  public static let velocityThreshold = "velocity-threshold"
  public static let estimator = "velocity-estimator"
  public static let velocityWindow = "velocity-window"
  public static let completionVelocity = "completion-velocity"

  /// The parameters a preset sets (besides the scene's `threshold`); changing one by hand
  /// turns the preset shown to `custom`.
  static let presetControlled = [
    rule, decelerationRate, velocityThreshold, estimator, velocityWindow, completionVelocity,
  ]

  /// The `release-preset` value once a preset's value has been changed by hand.
  public static let customPreset = "custom"
}

extension ParameterSpec {
  /// The release group, in the order the panel lists it: the preset first, since choosing it
  /// sets the others.
  public static let releaseParameters: [ParameterSpec] = [
    ParameterSpec(
      id: ReleaseParameterID.preset, title: "Release preset",
      kind: .choice(ReleasePreset.allCases.map(\.rawValue) + [ReleaseParameterID.customPreset]),
      seedDefault: .choice(ReleasePreset.seed.rawValue),
      summary:
        "Sets the release rule, deceleration rate, velocity threshold, estimator, window, "
        + "completion velocity and threshold as one system does; each stays editable, and "
        + "changing one of them by hand shows custom. "
        + ReleasePreset.allCases.map { "\($0.rawValue): \($0.citation)" }.joined(separator: " ")),
    ParameterSpec(
      id: ReleaseParameterID.rule, title: "Release rule",
      kind: .choice(ReleaseRule.Kind.allCases.map(\.rawValue)),
      seedDefault: .choice(ReleaseRule.Kind.threshold.rawValue),
      summary:
        "threshold: the tutorial's, progress at release against threshold, whatever the speed. "
        + "projection: \"Designing Fluid Interfaces\" (WWDC 2018, session 803) and UIScrollView: "
        + "the release travels on (v / 1000) · r / (1 − r) points, and that projected progress "
        + "is compared with threshold. velocity-gate: a release at least velocity-threshold "
        + "fast decides by its direction, a slower one by position (PanModal, Vaul, "
        + "libadwaita, Material, Compose)."),
    ParameterSpec(
      id: ReleaseParameterID.decelerationRate, title: "Deceleration rate", unit: "per ms",
      kind: .number(range: 0.9...ReleaseRule.maximumDecelerationRate, step: 0.0001),
      seedDefault: .number(ReleaseSettings.seed.decelerationRate),
      summary:
        "How fast a projected release slows, per millisecond: 0.998 is "
        + "UIScrollView.DecelerationRate.normal, 0.99 .fast; 1000 pt/s at 0.998 travels on "
        + "499 points. Used by the projection rule."),
    ParameterSpec(
      id: ReleaseParameterID.velocityThreshold, title: "Velocity threshold", unit: "pt/s",
      kind: .number(range: 0...5000, step: 10),
      seedDefault: .number(ReleaseSettings.seed.velocityThreshold),
      summary:
        "The speed at which the velocity gate decides by direction: 300 in PanModal "
        + "(1000 · (1 − 0.7)) and libadwaita (0.3 px/ms), 400 in Vaul (0.4 px/ms), 500 in "
        + "Material (px/s), 125 in Compose (dp/s)."),
    ParameterSpec(
      id: ReleaseParameterID.estimator, title: "Velocity estimator",
      kind: .choice(VelocityEstimator.Kind.allCases.map(\.rawValue)),
      seedDefault: .choice(ReleaseSettings.seed.estimator.rawValue),
      summary:
        "uikit: 0.2 × the last move's velocity + 0.8 × the one before, no window (as a "
        + "decompiled UIKitCore reads). recent: the displacement over the last "
        + "velocity-window seconds of events (libadwaita's 150 ms). average: from the press "
        + "to the release, as Vaul measures. least-squares: Android's and Compose's quadratic "
        + "fit over 100 ms, cut at a 40-ms gap."),
    ParameterSpec(
      id: ReleaseParameterID.velocityWindow, title: "Velocity window", unit: "s",
      kind: .number(range: 0.01...1, step: 0.01),
      seedDefault: .number(ReleaseSettings.seed.velocityWindow),
      summary:
        "Seconds of events the recent estimator looks at: 0.15 as libadwaita "
        + "(EVENT_HISTORY_THRESHOLD_MS), 0.1 as Android and Compose (HORIZON)."),
    ParameterSpec(
      id: ReleaseParameterID.completionVelocity, title: "Completion velocity", kind: .toggle,
      seedDefault: .toggle(ReleaseSettings.seed.completionVelocity),
      summary:
        "Start the completion at the finger's velocity: a spring (the scene's damping) whose "
        + "initial velocity is the release velocity divided by the distance left, given "
        + "through timingCurve as UIKit code does. UIKit honours timingCurve only for an "
        + "interruptible animator, so on, the dismissal vends one (and a press then catches "
        + "the completion). The tutorials: off."),
  ]
}

extension ParameterStore {
  /// The release parameters' values, as a preset would give them (the positional threshold
  /// is the scene's `threshold`).
  public var releaseSettings: ReleaseSettings {
    ReleaseSettings(
      rule: ReleaseRule.Kind(rawValue: choice(ReleaseParameterID.rule)) ?? .threshold,
      decelerationRate: number(ReleaseParameterID.decelerationRate),
      velocityThreshold: number(ReleaseParameterID.velocityThreshold),
      estimator: VelocityEstimator.Kind(rawValue: choice(ReleaseParameterID.estimator))
        ?? .uikit,
      velocityWindow: number(ReleaseParameterID.velocityWindow),
      completionVelocity: isOn(ReleaseParameterID.completionVelocity))
  }

  /// Whether the scene's dismissal vends an interruptible animator: asked for
  /// (`interruptible`), or needed for the completion to start at the finger's velocity.
  public var vendsInterruptibleAnimator: Bool {
    isInterruptible || isOn(ReleaseParameterID.completionVelocity)
  }
}

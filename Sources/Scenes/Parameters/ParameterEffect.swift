/// When a parameter changes the motion, as data: the side panel dims a parameter whose
/// condition does not hold (with `reason` as its tooltip), and the blind test offers only
/// parameters whose condition holds, so nobody tunes a value that changes nothing.
public struct ParameterEffect: Sendable, Equatable {
  /// What must hold for the value to matter.
  public let condition: ParameterCondition
  /// One sentence saying when the value matters, in the panel's words.
  public let reason: String

  public init(_ condition: ParameterCondition, reason: String) {
    self.condition = condition
    self.reason = reason
  }

  /// The effect of a parameter that did not name one, by its id: damping shapes only a
  /// spring, the deceleration rate only the projection rule, the velocity threshold only the
  /// velocity gate, and the velocity estimator and its window only a release that reads the
  /// velocity. Any other parameter always matters (nil).
  public static func implied(byID id: String) -> ParameterEffect? {
    switch id {
    case "damping":
      // A scene without a timing choice always springs; completion velocity starts a spring
      // with the damping ratio whatever the timing.
      return ParameterEffect(
        .any([
          .choice("timing", in: ["spring"], ifAbsent: true), .on("completion-velocity"),
        ]),
        reason: "Damping shapes only a spring: choose spring under Timing, or turn on "
          + "Completion velocity.")
    case "deceleration-rate":
      return ParameterEffect(
        .choice("release-rule", in: ["projection"], ifAbsent: false),
        reason: "Used only by the projection release rule.")
    case "velocity-threshold":
      return ParameterEffect(
        .choice("release-rule", in: ["velocity-gate"], ifAbsent: false),
        reason: "Used only by the velocity-gate release rule.")
    case "velocity-estimator":
      return ParameterEffect(
        readsVelocity,
        reason: "Used only when the release reads the finger's speed: the projection or "
          + "velocity-gate rule, or Completion velocity.")
    case "velocity-window":
      return ParameterEffect(
        .all([.choice("velocity-estimator", in: ["recent"], ifAbsent: false), readsVelocity]),
        reason: "Used only by the recent velocity estimator, when the release reads the "
          + "finger's speed: the projection or velocity-gate rule, or Completion velocity.")
    default:
      return nil
    }
  }

  /// Whether the release reads the finger's velocity.
  private static let readsVelocity = ParameterCondition.any([
    .choice("release-rule", in: ["projection", "velocity-gate"], ifAbsent: false),
    .on("completion-velocity"),
  ])
}

/// A condition on a scene's parameter values.
public indirect enum ParameterCondition: Sendable, Equatable {
  /// A choice parameter has one of `values`; a scene without the parameter satisfies it when
  /// `ifAbsent` (it has no such choice and always behaves so).
  case choice(String, in: Set<String>, ifAbsent: Bool)
  /// A toggle is on (false for a scene without it).
  case on(String)
  /// At least one holds.
  case any([ParameterCondition])
  /// Every one holds.
  case all([ParameterCondition])

  /// Whether the condition holds for `store`'s values now.
  @MainActor
  public func holds(in store: ParameterStore) -> Bool {
    switch self {
    case .choice(let id, let values, let ifAbsent):
      guard store[id] != nil else { return ifAbsent }
      return values.contains(store.choice(id))
    case .on(let id):
      return store.isOn(id)
    case .any(let conditions):
      return conditions.contains { $0.holds(in: store) }
    case .all(let conditions):
      return conditions.allSatisfy { $0.holds(in: store) }
    }
  }
}

extension ParameterSpec {
  /// Whether the value changes the motion under `store`'s current values.
  @MainActor
  public func isEffective(in store: ParameterStore) -> Bool {
    effect?.condition.holds(in: store) ?? true
  }

  /// Why the value changes nothing under `store`'s current values, or nil when it matters.
  @MainActor
  public func inertReason(in store: ParameterStore) -> String? {
    isEffective(in: store) ? nil : effect?.reason
  }
}

extension ParameterSpec {
  /// The same parameter with `effect` (when it matters): for a common parameter (duration,
  /// threshold, damping) that a scene uses only under some of its choices.
  public func effective(_ effect: ParameterEffect) -> ParameterSpec {
    ParameterSpec(
      id: id, title: title, unit: unit, kind: kind, seedDefault: seedDefault, summary: summary,
      group: group, effect: effect, affectsRelease: affectsRelease)
  }

  /// A release rule other than the plain threshold reads the scene's threshold; under the
  /// threshold rule a scene with a rule of its own (a pop rule, the zoom's) decides.
  public func effectiveUnderReleaseRulesOtherThanThreshold() -> ParameterSpec {
    effective(
      ParameterEffect(
        .choice("release-rule", in: ["projection", "velocity-gate"], ifAbsent: false),
        reason:
          "Under the threshold release rule this scene's own rule decides; choose projection or "
          + "velocity-gate under Release rule to use it."))
  }
}

import TransitionKit

/// Makes `release-preset` set the other release parameters, and shows `custom` once one of
/// them is changed by hand.
///
/// Choosing a preset sets `release-rule`, `deceleration-rate`, `velocity-threshold`,
/// `velocity-estimator`, `velocity-window`, `completion-velocity` and the scene's `threshold`
/// (the preset's positional threshold; the tutorial's own for `seed`; a threshold given as a
/// distance, Compose's 56 dp, divided by the scene's distance: its `distance` parameter if it
/// has one, otherwise the screen's height). A later change of one of the six release values
/// that leaves them unlike the preset's switches the preset to `custom`; a change of
/// `threshold` does not (it is the scene's own parameter, tuned on its own). Choosing
/// `custom` changes nothing. Assignments apply in order, so `--set release-preset=…` goes
/// before the values it is to leave edited.
@MainActor
enum ReleasePresetBinding {
  /// Observes `store` if its scene has the release parameters.
  static func install(on store: ParameterStore) {
    guard store.specs.contains(where: { $0.id == ReleaseParameterID.preset }) else { return }
    let state = State()
    store.observe { [weak store] spec, value in
      guard let store, !state.applying else { return }
      state.applying = true
      defer { state.applying = false }
      if spec.id == ReleaseParameterID.preset {
        if case .choice(let name) = value, let preset = ReleasePreset(rawValue: name) {
          apply(preset, to: store)
        }
      } else if ReleaseParameterID.presetControlled.contains(spec.id),
        let preset = ReleasePreset(rawValue: store.choice(ReleaseParameterID.preset)),
        !matches(preset.settings, store.releaseSettings)
      {
        try? store.set(ReleaseParameterID.preset, .choice(ReleaseParameterID.customPreset))
      }
    }
  }

  private final class State {
    var applying = false
  }

  /// Sets every value `preset` holds.
  static func apply(_ preset: ReleasePreset, to store: ParameterStore) {
    let settings = preset.settings
    try? store.set(ReleaseParameterID.rule, .choice(settings.rule.rawValue))
    try? store.set(ReleaseParameterID.decelerationRate, .number(settings.decelerationRate))
    try? store.set(ReleaseParameterID.velocityThreshold, .number(settings.velocityThreshold))
    try? store.set(ReleaseParameterID.estimator, .choice(settings.estimator.rawValue))
    try? store.set(ReleaseParameterID.velocityWindow, .number(settings.velocityWindow))
    try? store.set(ReleaseParameterID.completionVelocity, .toggle(settings.completionVelocity))
    guard let thresholdSpec = try? store.spec(ParameterID.threshold) else { return }
    let threshold =
      settings.positionalThreshold?.fraction(ofDistance: sceneDistance(store))
      ?? thresholdSpec.seedDefault.number ?? 0.5
    try? store.set(ParameterID.threshold, .number(threshold))
  }

  /// The points progress 1 stands for, as far as the parameters tell: the scene's
  /// `distance` parameter, or the screen's height (drag-down's and card's progress is the
  /// drag over the modal's height, which is the screen's).
  static func sceneDistance(_ store: ParameterStore) -> Double {
    if store[ParameterID.distance] != nil { return store.number(ParameterID.distance) }
    return Screen.main.bounds.height
  }

  /// Whether two settings agree on the values the parameters hold (the positional
  /// threshold is the scene's `threshold`, compared nowhere here).
  static func matches(_ a: ReleaseSettings, _ b: ReleaseSettings) -> Bool {
    a.rule == b.rule && a.decelerationRate == b.decelerationRate
      && a.velocityThreshold == b.velocityThreshold && a.estimator == b.estimator
      && a.velocityWindow == b.velocityWindow && a.completionVelocity == b.completionVelocity
  }
}

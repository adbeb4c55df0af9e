import Scenes

/// What the blind test's result card says, from a finished staircase: the preferred value with
/// its unit, how sure the staircase is, and how many trials it took, rounded as a person would
/// type them (`DisplayNumber`).
struct BlindTestResult: Equatable {
  /// The parameter tested, as the command line names it.
  let parameter: String
  /// The preferred value, on the parameter's grid (what Apply sets).
  let value: Double
  /// `Preferred damping`.
  let title: String
  /// `0.55 ratio`.
  let valueText: String
  /// `± 0.05 ratio`, or a note that one direction of picks gives no spread yet.
  let spreadText: String
  /// `after 6 trials`, `after 1 trial`, `stopped after 2 trials`.
  let trialsText: String

  init(spec: ParameterSpec, staircase: PreferenceStaircase) {
    let estimate = staircase.estimate
    parameter = spec.id
    value = estimate.value
    title = "Preferred \(spec.title.lowercased())"
    valueText = DisplayNumber.value(spec, .number(estimate.value))
    if staircase.reversals.isEmpty {
      spreadText = "no spread yet: the picks never changed direction"
    } else {
      let spread = DisplayNumber.format(estimate.spread)
      spreadText = "± " + (spec.unit.isEmpty ? spread : "\(spread) \(spec.unit)")
    }
    let count = staircase.trials.count
    let trials = count == 1 ? "1 trial" : "\(count) trials"
    trialsText = (staircase.isStopped ? "stopped after " : "after ") + trials
  }

  /// The parameters worth a blind test under `store`'s values: the numbers that change the
  /// motion now (`ParameterSpec.isEffective(in:)`), in the panel's order.
  @MainActor
  static func candidates(in store: ParameterStore) -> [ParameterSpec] {
    store.specs.filter { spec in
      guard case .number = spec.kind else { return false }
      return spec.isEffective(in: store)
    }
  }
}

import Scenes

/// A preset's row says what it holds in one line: the values it changes from the scene's
/// defaults, in the panel's order and rounded as a person would type them
/// (`Duration 1.2 s · Threshold 0.5 fraction · Timing linear`), the first few of them with a
/// count of the rest, or that it holds the defaults.
enum PresetSummary {
  /// How many changed values the line names before it counts the rest.
  static let namedValues = 3

  /// The line for `preset` against the scene's `specs`; `wording` names the defaults.
  static func line(_ preset: UserPreset, specs: [ParameterSpec], wording: DefaultsWording)
    -> String
  {
    let held = Dictionary(
      preset.values.map { ($0.id, $0.value) }, uniquingKeysWith: { _, last in last })
    let changed = specs.compactMap { spec -> (ParameterSpec, ParameterValue)? in
      guard let value = held[spec.id], value != spec.seedDefault else { return nil }
      return (spec, value)
    }
    guard !changed.isEmpty else {
      let values = wording.values
      return values.prefix(1).uppercased() + values.dropFirst()
    }
    let named = changed.prefix(namedValues).map { DisplayNumber.describe($0.0, $0.1) }
    let rest = changed.count - named.count
    return named.joined(separator: " · ") + (rest > 0 ? " · \(rest) more" : "")
  }
}

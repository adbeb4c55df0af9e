import Scenes

extension ParameterStore {
  /// The values that differ from the seed's, by id (as the settings and compare mode keep
  /// them).
  var valuesOffSeed: [String: ParameterValue] {
    Dictionary(
      uniqueKeysWithValues: allValues.filter { $0.1 != $0.0.seedDefault }.map { ($0.0.id, $0.1) })
  }

  /// Gives the parameters `values`, so that each ends as given whatever one sets another: a
  /// release preset first (choosing one sets the release values), then the rest, twice, so a
  /// value that a later one reset is put back. Ids the scene lacks are skipped.
  func assign(_ values: [(id: String, value: ParameterValue)]) {
    let isPreset = { (entry: (id: String, value: ParameterValue)) in
      entry.id == ReleaseParameterID.preset
    }
    let ordered = values.filter(isPreset) + values.filter { !isPreset($0) }
    for _ in 0..<2 {
      for entry in ordered where self[entry.id] != nil && self[entry.id] != entry.value {
        try? set(entry.id, entry.value)
      }
    }
  }

  /// Gives the parameters the values of `set` (those off the seed's) and the seed's for the
  /// rest.
  func assign(offSeed set: [String: ParameterValue]) {
    assign(specs.map { (id: $0.id, value: set[$0.id] ?? $0.seedDefault) })
  }
}

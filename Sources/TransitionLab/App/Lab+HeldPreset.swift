import Scenes

extension Lab {
  /// The name of the person's preset of the scene whose every value `store` has now, if
  /// any: what a compared device's label shows, until a slider moves away from it.
  func heldPreset(by store: ParameterStore) -> String? {
    state.presets.presets(for: store.sceneID).first { preset in
      !preset.values.isEmpty && preset.values.allSatisfy { store[$0.id] == $0.value }
    }?.name
  }
}

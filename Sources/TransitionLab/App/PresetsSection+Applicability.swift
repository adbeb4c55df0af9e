import Scenes

/// The platform presets that can run on a scene's parameters.
extension PresetsSection {
  /// The platform presets `store` can take; the heading is hidden when there are none.
  @MainActor static func platformPresets(for store: ParameterStore) -> [PlatformPreset] {
    PlatformPreset.all.filter { $0.applies(to: store) }
  }
}

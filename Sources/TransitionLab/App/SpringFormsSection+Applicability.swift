import Scenes

/// Whether a scene's parameters make a spring the forms can spell.
extension SpringFormsSection {
  /// Whether `store` has a damping and a duration that make a spring; without one the
  /// fields are hidden and the section says the scene has no spring.
  @MainActor static func hasSpring(_ store: ParameterStore) -> Bool {
    store[ParameterID.damping] != nil && store[ParameterID.duration] != nil
      && SceneSpring.forms(of: store) != nil
  }
}

import Scenes

/// What the panel calls a scene's default values: a built-in scene's come from its tutorial,
/// a scene file's are the file's own defaults.
enum DefaultsWording: Equatable {
  case tutorial
  case sceneFile

  /// The wording for `descriptor`: a built-in scene's, or a scene file's.
  init(_ descriptor: SceneDescriptor) {
    self = SceneCatalog.scene(id: descriptor.id) != nil ? .tutorial : .sceneFile
  }

  /// The word on a slider's mark and before a choice's default (`tutorial: on`).
  var mark: String { self == .tutorial ? "tutorial" : "default" }
  /// The values as a whole, in a sentence (`reset to the tutorial's values`).
  var values: String { self == .tutorial ? "the tutorial's values" : "the defaults" }
  /// One value, in a sentence.
  var value: String { self == .tutorial ? "the tutorial's value" : "its default" }
  /// The reset button's label.
  var resetTitle: String {
    self == .tutorial ? "Reset to the Tutorial's Values" : "Reset to the Defaults"
  }
}

import Scenes

extension AppAction {
  /// The action's keyboard shortcuts, in the order the shortcuts window lists them: one per
  /// target for a choice (Ctrl+1… per scene, Alt+1… per speed), none for an action reached
  /// only from a button or a menu.
  var shortcuts: [Shortcut] {
    switch self {
    case .present: [keys("<Control>p", "Present the modal", "Scene")]
    case .dismiss: [keys("<Control>d", "Dismiss the modal", "Scene")]
    case .cancel:
      [
        keys(
          "Escape", "Cancel: an edit in a field, the blind test, else dismiss the modal", "Scene")
      ]
    case .replay: [keys("<Control>r", "Replay the last drag", "Scene")]
    case .scene:
      SceneCatalog.all.prefix(9).enumerated().map { index, scene in
        Shortcut(
          action: self, target: scene.id, keys: ["<Control>\(index + 1)"],
          title: "Open \u{201C}\(scene.title)\u{201D}", group: "Scenes")
      }
    case .goBack: [keys("<Alt>Left", "Go back: pop the top page", "Scene")]
    case .nextScene: [keys("<Control>Page_Down", "Next scene", "Scenes")]
    case .previousScene: [keys("<Control>Page_Up", "Previous scene", "Scenes")]
    case .cycleSlowMotion: [keys("<Control>m", "Slower (cycles 1× to 0.1×)", "Playback")]
    case .slowMotion:
      zip(Lab.timeScales, Self.speedTitles).enumerated().map { index, speed in
        Shortcut(
          action: self, target: formatNumber(speed.0), keys: ["<Alt>\(index + 1)"],
          title: speed.1, group: "Playback")
      }
    case .fill: [keys("<Control>f", "Fit the device or fill the canvas", "Playback")]
    case .resetParameters:
      [keys("<Control><Shift>r", "Reset the parameters to the seed's values", "Parameters")]
    case .undo: [keys("<Control>z", "Undo the last parameter edit", "Parameters")]
    case .redo:
      [
        Shortcut(
          action: self, keys: ["<Control><Shift>z", "<Control>y"],
          title: "Redo the parameter edit undone", group: "Parameters")
      ]
    case .playPreview:
      [
        keys(
          "<Alt>p", "Play the preview strip: the current curve, without a transition",
          "Parameters")
      ]
    case .focusPanel: [keys("F6", "Move the focus to the side panel", "Parameters")]
    case .showPanel: [keys("F9", "Show or hide the side panel", "Parameters")]
    case .reduceMotion:
      [
        keys(
          "<Control><Shift>m", "Reduce motion: transitions crossfade instead of move",
          "Playback")
      ]
    case .export: [keys("<Control>e", "Export the motion as code", "Parameters")]
    case .compare: [keys("<Control>k", "Compare parameter sets side by side", "Compare")]
    case .blindTest: [keys("<Control>b", "Which feels better? (a blind test)", "Compare")]
    case .rotateDevice:
      [keys(DeviceChooser.rotateKey, "Rotate the device (portrait or landscape)", "Canvas")]
    case .shortcuts: [keys("<Control>question", "Keyboard shortcuts", "General")]
    case .quit: [keys("<Control>q", "Quit", "General")]
    case .undoReset, .undoDeletePreset, .share, .screenDevice, .guide, .appearance, .about: []
    }
  }

  /// The first key of the action's first shortcut as a person reads it (`Ctrl+P`), for a
  /// tooltip; nil when it has no key.
  var keyLabel: String? {
    shortcuts.first.map { Shortcuts.label($0.keys[0]) }
  }

  /// `title`, with the action's key in brackets when it has one: "Present the modal
  /// (Ctrl+P)".
  func tooltip(_ title: String) -> String {
    keyLabel.map { "\(title) (\($0))" } ?? title
  }

  private static let speedTitles = [
    "Normal speed", "Half speed (0.5×)", "Quarter speed (0.25×)", "Tenth speed (0.1×)",
  ]

  private func keys(_ key: String, _ title: String, _ group: String) -> Shortcut {
    Shortcut(action: self, keys: [key], title: title, group: group)
  }
}

import Foundation
import Scenes

/// One keyboard shortcut: the action it activates (with its target, if any), its keys in
/// GTK's accelerator syntax, and how the shortcuts window lists it.
struct Shortcut: Equatable, Sendable {
  /// A detailed action name, such as `app.present` or `app.slow-motion::0.5`.
  let action: String
  /// Accelerators, such as `<Control>p`; the first is the one shown.
  let keys: [String]
  let title: String
  let group: String
}

/// Every shortcut of the window, in the order the shortcuts window lists them.
enum Shortcuts {
  static let all: [Shortcut] =
    Array(fixedShortcuts.prefix(4)) + sceneSwitches
    + Array(
      fixedShortcuts.dropFirst(4))

  /// Ctrl+1… opens the catalog's scenes in order.
  private static let sceneSwitches: [Shortcut] = SceneCatalog.all.prefix(9).enumerated().map {
    index, scene in
    Shortcut(
      action: "app.scene::\(scene.id)", keys: ["<Control>\(index + 1)"],
      title: "Open \u{201C}\(scene.title)\u{201D}", group: "Scenes")
  }

  /// Every shortcut but the scene switches, which go after the first three.
  private static let fixedShortcuts: [Shortcut] = [
    Shortcut(
      action: "app.present", keys: ["<Control>p"], title: "Present the modal", group: "Scene"),
    Shortcut(
      action: "app.dismiss", keys: ["<Control>d"], title: "Dismiss the modal", group: "Scene"),
    Shortcut(
      action: "app.cancel", keys: ["Escape"],
      title: "Cancel: an edit in a field, the blind test, else dismiss the modal",
      group: "Scene"),
    Shortcut(
      action: "app.replay", keys: ["<Control>r"], title: "Replay the last drag", group: "Scene"),
    Shortcut(
      action: "app.go-back", keys: ["<Alt>Left"], title: "Go back: pop the top page",
      group: "Scene"),
    Shortcut(
      action: "app.next-scene", keys: ["<Control>Page_Down"], title: "Next scene",
      group: "Scenes"),
    Shortcut(
      action: "app.previous-scene", keys: ["<Control>Page_Up"], title: "Previous scene",
      group: "Scenes"),
    Shortcut(
      action: "app.cycle-slow-motion", keys: ["<Control>m"], title: "Slower (cycles 1× to 0.1×)",
      group: "Playback"),
    Shortcut(
      action: "app.slow-motion::1", keys: ["<Alt>1"], title: "Normal speed", group: "Playback"),
    Shortcut(
      action: "app.slow-motion::0.5", keys: ["<Alt>2"], title: "Half speed (0.5×)",
      group: "Playback"),
    Shortcut(
      action: "app.slow-motion::0.25", keys: ["<Alt>3"], title: "Quarter speed (0.25×)",
      group: "Playback"),
    Shortcut(
      action: "app.slow-motion::0.1", keys: ["<Alt>4"], title: "Tenth speed (0.1×)",
      group: "Playback"),
    Shortcut(
      action: "app.fill", keys: ["<Control>f"], title: "Fit the device or fill the canvas",
      group: "Playback"),
    Shortcut(
      action: "app.reset-parameters", keys: ["<Control><Shift>r"],
      title: "Reset the parameters to the seed's values", group: "Parameters"),
    Shortcut(
      action: "app.undo", keys: ["<Control>z"], title: "Undo the last parameter edit",
      group: "Parameters"),
    Shortcut(
      action: "app.redo", keys: ["<Control><Shift>z", "<Control>y"],
      title: "Redo the parameter edit undone", group: "Parameters"),
    Shortcut(
      action: "app.play-preview", keys: ["<Alt>p"],
      title: "Play the preview strip: the current curve, without a transition",
      group: "Parameters"),
    Shortcut(
      action: "app.focus-panel", keys: ["F6"], title: "Move the focus to the side panel",
      group: "Parameters"),
    Shortcut(
      action: "app.show-panel", keys: ["F9"], title: "Show or hide the side panel",
      group: "Parameters"),
    Shortcut(
      action: "app.reduce-motion", keys: ["<Control><Shift>m"],
      title: "Reduce motion: transitions crossfade instead of move", group: "Playback"),
    Shortcut(
      action: "app.export", keys: ["<Control>e"], title: "Export the motion as code",
      group: "Parameters"),
    Shortcut(
      action: "app.compare", keys: ["<Control>k"],
      title: "Compare parameter sets side by side", group: "Compare"),
    Shortcut(
      action: "app.blind-test", keys: ["<Control>b"],
      title: "Which feels better? (a blind test)", group: "Compare"),
    Shortcut(
      action: "app.shortcuts", keys: ["<Control>question"], title: "Keyboard shortcuts",
      group: "General"),
    Shortcut(action: "app.quit", keys: ["<Control>q"], title: "Quit", group: "General"),
  ]

  /// Keys the canvas handles itself while it has the focus: listed in the shortcuts window,
  /// bound to no action.
  static let canvasKeys: [Shortcut] = [
    Shortcut(
      action: "", keys: ["Left", "Right"],
      title: "Compare: the device the panel edits; blind test: pick that side", group: "Compare"),
    Shortcut(
      action: "", keys: ["Left", "Right"], title: "Timeline: one frame back or on",
      group: "Timeline"),
    Shortcut(
      action: "", keys: ["Page_Up", "Page_Down"], title: "Timeline: ten frames back or on",
      group: "Timeline"),
    Shortcut(
      action: "", keys: ["Home", "End"], title: "Timeline: the first or the last frame",
      group: "Timeline"),
    Shortcut(action: "", keys: ["space"], title: "Timeline: play or pause", group: "Timeline"),
    Shortcut(
      action: "", keys: ["Tab", "<Shift>Tab"],
      title: "Next or previous scene button (past the last, the next control)", group: "Canvas"),
    Shortcut(
      action: "", keys: ["Left", "Right", "Up", "Down"], title: "Move round the scene's buttons",
      group: "Canvas"),
    Shortcut(
      action: "", keys: ["Return", "space"], title: "Press the scene button in the ring",
      group: "Canvas"),
  ]

  /// What the shortcuts window lists: every shortcut, then the canvas's keys.
  static var listed: [Shortcut] { all + canvasKeys }

  /// The groups in order of first appearance.
  static var groups: [String] {
    var seen: [String] = []
    for shortcut in listed where !seen.contains(shortcut.group) { seen.append(shortcut.group) }
    return seen
  }

  /// How a key is written for a person: `<Control>Page_Down` → `Ctrl+Page Down`,
  /// `<Control><Shift>r` → `Ctrl+Shift+R`, `question` → `?`.
  static func label(_ accelerator: String) -> String {
    var rest = Substring(accelerator)
    var parts: [String] = []
    while rest.hasPrefix("<"), let end = rest.firstIndex(of: ">") {
      let modifier = rest[rest.index(after: rest.startIndex)..<end]
      parts.append(modifierNames[String(modifier)] ?? String(modifier))
      rest = rest[rest.index(after: end)...]
    }
    parts.append(keyName(String(rest)))
    return parts.joined(separator: "+")
  }

  /// A shortcut's keys for a person: one label, or several joined by "or".
  static func label(keys: [String]) -> String {
    keys.map(label).joined(separator: " or ")
  }

  private static let modifierNames = [
    "Control": "Ctrl", "Primary": "Ctrl", "Shift": "Shift", "Alt": "Alt", "Super": "Super",
  ]

  private static let keyNames = [
    "question": "?", "space": "Space", "Return": "Enter", "Escape": "Escape",
    "Page_Up": "Page Up", "Page_Down": "Page Down", "Home": "Home", "End": "End",
    "Left": "Left", "Right": "Right", "Up": "Up", "Down": "Down", "Tab": "Tab",
  ]

  private static func keyName(_ key: String) -> String {
    if let name = keyNames[key] { return name }
    if key.count == 1 { return key.uppercased() }
    return key.replacingOccurrences(of: "_", with: " ")
  }
}

extension Shortcuts {
  /// Whether `shortcut` answers a search for `query`: every word of the query is found in its
  /// title, its group or its keys as a person reads them ("undo", "ctrl+z", "page down"), case
  /// and accents aside. An empty query matches everything.
  static func matches(_ shortcut: Shortcut, query: String) -> Bool {
    let words = query.split(whereSeparator: \.isWhitespace).map(String.init)
    guard !words.isEmpty else { return true }
    let haystack = [shortcut.title, shortcut.group, label(keys: shortcut.keys)]
      .joined(separator: " ")
    return words.allSatisfy {
      haystack.range(of: $0, options: [.caseInsensitive, .diacriticInsensitive]) != nil
    }
  }
}

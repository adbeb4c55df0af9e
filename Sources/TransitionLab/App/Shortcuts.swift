import Foundation
import Scenes

/// One keyboard shortcut: the action it activates (with its target, if any), its keys in
/// GTK's accelerator syntax, and how the shortcuts window lists it.
struct Shortcut: Equatable, Sendable {
  /// The action the keys activate; nil for keys the canvas or the timeline handles itself
  /// while it has the focus.
  let appAction: AppAction?
  /// The action's target (`card` in `app.scene::card`), nil for none.
  let target: String?
  /// Accelerators, such as `<Control>p`; the first is the one shown.
  let keys: [String]
  let title: String
  let group: String

  init(
    action: AppAction? = nil, target: String? = nil, keys: [String], title: String,
    group: String
  ) {
    appAction = action
    self.target = target
    self.keys = keys
    self.title = title
    self.group = group
  }

  /// The detailed action name the keys are bound to (`app.slow-motion::0.5`), empty for a
  /// key bound to no action.
  var action: String { appAction?.detailedName(target) ?? "" }
}

/// Every shortcut of the window, in the order the shortcuts window lists them: the actions'
/// (`AppAction.shortcuts`), then the keys the canvas handles itself.
enum Shortcuts {
  static let all: [Shortcut] = AppAction.allCases.flatMap(\.shortcuts)

  /// Keys the canvas handles itself while it has the focus: listed in the shortcuts window,
  /// bound to no action.
  static let canvasKeys: [Shortcut] = [
    Shortcut(
      keys: ["Left", "Right"],
      title: "Compare: the device the panel edits; blind test: pick that side", group: "Compare"),
    Shortcut(
      keys: ["Left", "Right"], title: "Timeline: one frame back or on",
      group: "Timeline"),
    Shortcut(
      keys: ["Page_Up", "Page_Down"], title: "Timeline: ten frames back or on",
      group: "Timeline"),
    Shortcut(
      keys: ["Home", "End"], title: "Timeline: the first or the last frame",
      group: "Timeline"),
    Shortcut(keys: ["space"], title: "Timeline: play or pause", group: "Timeline"),
    Shortcut(
      keys: ["Tab", "<Shift>Tab"],
      title: "Next or previous scene button (past the last, the next control)", group: "Canvas"),
    Shortcut(
      keys: ["Left", "Right", "Up", "Down"], title: "Move round the scene's buttons",
      group: "Canvas"),
    Shortcut(
      keys: ["Return", "space"], title: "Press the scene button in the ring",
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

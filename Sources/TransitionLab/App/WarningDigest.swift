/// The warnings of a run, kept per scene and grouped: the same message seen again adds to its
/// count instead of another line. App-wide warnings (a settings file moved aside) belong to no
/// scene and are shown with every scene's.
struct WarningDigest: Equatable, Sendable {
  struct Entry: Equatable, Sendable {
    /// What the list shows: the warning in plain words.
    let message: String
    var count: Int
    /// The library's own message for it, the latest one (a developer's detail); the
    /// message itself when there is no other.
    var detail: String
  }

  /// The most entries kept per scene; the oldest go first (the trace keeps every warning).
  static let limit = 30
  /// Scene id, or "" for the app's own → entries, newest first.
  private(set) var entries: [String: [Entry]] = [:]

  /// Adds a warning for `scene` (nil: the app's own): `message` in plain words, `detail` as
  /// the library wrote it. The same plain message again counts as a repeat, whatever its
  /// detail (a number in it may differ).
  mutating func add(_ message: String, detail: String? = nil, scene: String?) {
    let key = scene ?? ""
    var list = entries[key] ?? []
    if let index = list.firstIndex(where: { $0.message == message }) {
      var entry = list.remove(at: index)
      entry.count += 1
      entry.detail = detail ?? message
      list.insert(entry, at: 0)
    } else {
      list.insert(Entry(message: message, count: 1, detail: detail ?? message), at: 0)
      if list.count > Self.limit { list.removeLast() }
    }
    entries[key] = list
  }

  /// What a scene's list shows: its own warnings, then the app's.
  func shown(for scene: String) -> [Entry] {
    (entries[scene] ?? []) + (scene.isEmpty ? [] : entries[""] ?? [])
  }

  /// How many warnings a scene's list stands for, repeats included.
  func total(for scene: String) -> Int {
    shown(for: scene).reduce(0) { $0 + $1.count }
  }

  /// Forgets a scene's warnings (and the app's, shown with it).
  mutating func clear(scene: String) {
    entries[scene] = nil
    entries[""] = nil
  }

  /// One line of the list: the message, with "(3 times)" when it came more than once.
  static func line(_ entry: Entry) -> String {
    entry.count == 1 ? entry.message : "\(entry.message) (\(entry.count) times)"
  }

  /// The list's heading: "1 warning", "4 warnings".
  static func heading(count: Int) -> String {
    count == 1 ? "1 warning" : "\(count) warnings"
  }
}

import Foundation

/// What a window on a scene file needs to open again as it was after the scene trapped: the
/// library loaded now and the one before it, the window's settings and the parameter values
/// by name. The window writes it on every change; the supervisor names it.
///
/// Most of the window's changes (a frame's state, the timeline, a selection) leave the
/// contents as they were, so a write of the contents last written, to a file still there,
/// is skipped: the window does not encode and replace a file on the main thread for
/// nothing.
final class SceneFileRecovery {
  let path: String
  /// What was last written to `path`.
  private var written: Contents?

  init(path: String) {
    self.path = path
  }

  struct Contents: Codable, Equatable {
    /// The library the window runs now (the one that trapped, after a trap).
    var current: String?
    /// The library that ran before it.
    var previous: String?
    var timeScale = 1.0
    var fill = false
    var reducesMotion = false
    var compare = false
    var panelRevealed = true
    var parameters: [String: String] = [:]
  }

  func read() -> Contents? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return try? JSONDecoder().decode(Contents.self, from: data)
  }

  /// Writes `contents`, unless the file already holds exactly them. Returns whether the file
  /// was written.
  @discardableResult
  func write(_ contents: Contents) -> Bool {
    // Compared before anything is encoded: most calls change nothing.
    if contents == written, FileManager.default.fileExists(atPath: path) { return false }
    let encoder = JSONEncoder()
    // The same contents always make the same bytes, whatever order the values were set in.
    encoder.outputFormatting = .sortedKeys
    guard let data = try? encoder.encode(contents),
      (try? data.write(to: URL(fileURLWithPath: path), options: .atomic)) != nil
    else { return false }
    written = contents
    return true
  }
}

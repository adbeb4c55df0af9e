import Foundation

/// What a window on a scene file needs to open again as it was after the scene trapped: the
/// library loaded now and the one before it, the window's settings and the parameter values
/// by name. The window writes it on every change; the supervisor names it.
struct SceneFileRecovery {
  let path: String

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

  func write(_ contents: Contents) {
    guard let data = try? JSONEncoder().encode(contents) else { return }
    try? data.write(to: URL(fileURLWithPath: path), options: .atomic)
  }
}

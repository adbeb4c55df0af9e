import Foundation

/// The values a person tuned on their own scenes, kept between runs by scene id as the
/// built-in scenes' are kept in `settings.json`: `scene-files.json` beside it, holding for
/// each scene id the values that differ from the scene's defaults, as text
/// (`{"my-modal": {"duration": "0.75"}}`). An unreadable file is left alone and read as
/// empty; it is replaced on the next change.
struct SceneFileValues {
  let path: String

  /// The file beside the settings file, nil when there is no configuration folder.
  static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> String?
  {
    SettingsFile.defaultPath(environment: environment).map {
      ($0 as NSString).deletingLastPathComponent + "/scene-files.json"
    }
  }

  func read() -> [String: [String: String]] {
    guard let data = FileManager.default.contents(atPath: path),
      let values = try? JSONDecoder().decode([String: [String: String]].self, from: data)
    else { return [:] }
    return values
  }

  /// The values kept for `scene`.
  func values(forScene scene: String) -> [String: String] { read()[scene] ?? [:] }

  /// Keeps `values` for `scene` (none: forgets the scene); unchanged files are not written.
  func save(_ values: [String: String], forScene scene: String) {
    var all = read()
    guard all[scene] ?? [:] != values else { return }
    all[scene] = values.isEmpty ? nil : values
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    guard let data = try? encoder.encode(all) else { return }
    try? FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try? data.write(to: URL(fileURLWithPath: path), options: .atomic)
  }
}

import Foundation
import Scenes

/// The settings file, `$XDG_CONFIG_HOME/transition-lab/settings.json` (`~/.config` when the
/// variable is unset or not absolute): loaded once at start, written atomically after changes.
///
/// A file that cannot be read or is not valid is never overwritten: it is renamed to
/// `settings.json.invalid-<n>` (the first free n), the seed's values are used, and the load
/// returns a warning for the window to show.
struct SettingsFile: Sendable {
  /// The file's path.
  let path: String

  /// Whether saving is allowed: false after a bad file could not be moved aside.
  private(set) var canSave = true

  init(path: String) {
    self.path = path
  }

  /// The settings file of the user whose environment is given, or nil without a home.
  static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> String?
  {
    let base: String
    if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
      base = config
    } else if let home = environment["HOME"], home.hasPrefix("/") {
      base = home + "/.config"
    } else {
      return nil
    }
    return base + "/transition-lab/settings.json"
  }

  /// What loading found.
  struct LoadResult: Equatable {
    /// The settings to use: the file's, or empty (the seed's values).
    var settings: LabSettings
    /// One line for the person, when the file was not used.
    var warning: String?
    /// Where a bad file was moved to.
    var movedTo: String?
  }

  /// Loads the file. A missing file gives empty settings and no warning; a bad one is moved
  /// aside (see the type's summary).
  mutating func load(catalog: [SceneDescriptor] = SceneCatalog.all) -> LoadResult {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return LoadResult(settings: LabSettings())
    }
    let reason: String
    if isDirectory.boolValue {
      reason = "it is a directory"
    } else if let data = manager.contents(atPath: path) {
      do {
        return LoadResult(settings: try LabSettings.parse(data, catalog: catalog))
      } catch {
        reason = error.description
      }
    } else {
      reason = "it cannot be read"
    }
    return moveAside(because: reason)
  }

  private mutating func moveAside(because reason: String) -> LoadResult {
    let aside = Self.firstFreeName(for: path)
    if rename(path, aside) == 0 {
      return LoadResult(
        settings: LabSettings(),
        warning: "The settings file \(path) was not used (\(reason)); it was moved to "
          + "\(aside) and the seed's values are used.",
        movedTo: aside)
    }
    let failure = String(cString: strerror(errno))
    canSave = false
    return LoadResult(
      settings: LabSettings(),
      warning: "The settings file \(path) was not used (\(reason)) and could not be moved "
        + "aside (\(failure)); the seed's values are used and nothing will be saved this run.")
  }

  /// `path.invalid-1`, or the first `path.invalid-<n>` that does not exist yet.
  static func firstFreeName(for path: String) -> String {
    var index = 1
    while FileManager.default.fileExists(atPath: "\(path).invalid-\(index)") { index += 1 }
    return "\(path).invalid-\(index)"
  }

  /// Writes the settings: to a temporary file in the same directory, flushed to disk, then
  /// renamed over the file, so a reader sees the old file or the new one and never half of
  /// one. Creates the directory when needed.
  ///
  /// - Throws: `SettingsError` saying what failed.
  func save(_ settings: LabSettings, catalog: [SceneDescriptor] = SceneCatalog.all)
    throws(SettingsError)
  {
    guard canSave else {
      throw SettingsError("not saving over \(path), which could not be moved aside")
    }
    let directory = (path as NSString).deletingLastPathComponent
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw SettingsError("cannot create \(directory): \(error.localizedDescription)")
    }
    let temporary = "\(path).tmp-\(getpid())"
    let bytes = Array(settings.encoded(catalog: catalog).utf8)
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else {
      throw SettingsError("cannot write \(temporary): \(String(cString: strerror(errno)))")
    }
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    let synced = fsync(descriptor) == 0
    close(descriptor)
    guard written == bytes.count, synced, rename(temporary, path) == 0 else {
      let failure = String(cString: strerror(errno))
      unlink(temporary)
      throw SettingsError("cannot write \(path): \(failure)")
    }
  }
}

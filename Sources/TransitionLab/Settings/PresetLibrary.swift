import Foundation
import Scenes

/// A parameter set a person saved under a name: the scene it was saved from and every value
/// that scene had then.
struct UserPreset: Equatable, Sendable {
  var name: String
  /// The scene the values belong to (`drag-down`).
  var scene: String
  /// Each parameter's value, in the scene's order.
  var values: [ParameterAssignment]
}

/// Why a preset file or a name was refused: one sentence for the person.
struct PresetError: Error, Equatable, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}

/// The person's presets, a value: saved, renamed, deleted, exported and imported through
/// the lab's commands, and kept in `presets.json` beside the settings file.
struct PresetLibrary: Equatable, Sendable {
  /// The version of the library and export formats.
  static let formatVersion = 1
  /// The key that marks an exported preset file.
  static let fileMarker = "transition-lab-preset"

  private(set) var presets: [UserPreset] = []

  /// The presets saved from `scene`, in the order saved.
  func presets(for scene: String) -> [UserPreset] { presets.filter { $0.scene == scene } }

  func preset(named name: String, scene: String) -> UserPreset? {
    presets.first { $0.name == name && $0.scene == scene }
  }

  /// A name with its spaces trimmed, or an error when it is empty or too long.
  static func checkedName(_ name: String) throws(PresetError) -> String {
    let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { throw PresetError("A preset needs a name") }
    guard trimmed.count <= 60 else { throw PresetError("A preset's name is at most 60 characters") }
    return trimmed
  }

  /// Saves `preset`, replacing one of the same name for the same scene.
  mutating func save(_ preset: UserPreset) throws(PresetError) {
    var preset = preset
    preset.name = try Self.checkedName(preset.name)
    if let index = presets.firstIndex(where: { $0.name == preset.name && $0.scene == preset.scene })
    {
      presets[index] = preset
    } else {
      presets.append(preset)
    }
  }

  mutating func rename(_ name: String, to newName: String, scene: String) throws(PresetError) {
    let checked = try Self.checkedName(newName)
    guard let index = presets.firstIndex(where: { $0.name == name && $0.scene == scene }) else {
      throw PresetError("There is no preset named \u{201C}\(name)\u{201D}")
    }
    guard checked == name || preset(named: checked, scene: scene) == nil else {
      throw PresetError("A preset named \u{201C}\(checked)\u{201D} exists already")
    }
    presets[index].name = checked
  }

  mutating func delete(_ name: String, scene: String) {
    presets.removeAll { $0.name == name && $0.scene == scene }
  }

  // MARK: Files

  /// The library file's text.
  var encoded: Data {
    let list = presets.map { Self.object(for: $0) }
    let root: [String: Any] = ["version": Self.formatVersion, "presets": list]
    return
      (try? JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys]))
      ?? Data()
  }

  /// One preset as a file to share.
  static func exported(_ preset: UserPreset) -> Data {
    var object = Self.object(for: preset)
    object[fileMarker] = formatVersion
    return
      (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]))
      ?? Data()
  }

  private static func object(for preset: UserPreset) -> [String: Any] {
    var values: [String: Any] = [:]
    for assignment in preset.values {
      switch assignment.value {
      case .number(let number): values[assignment.id] = number
      case .choice(let name): values[assignment.id] = name
      case .toggle(let on): values[assignment.id] = on
      }
    }
    return ["name": preset.name, "scene": preset.scene, "values": values]
  }

  /// The library in a file's text; a file that is not one is an error (the caller keeps
  /// what it had).
  static func parse(_ data: Data, catalog: [SceneDescriptor] = SceneCatalog.all)
    throws(PresetError) -> PresetLibrary
  {
    guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
      throw PresetError("it is not a JSON object")
    }
    guard let version = root["version"] as? Int, version == formatVersion else {
      throw PresetError("\"version\" must be \(formatVersion)")
    }
    guard let list = root["presets"] as? [Any] else {
      throw PresetError("missing \"presets\" list")
    }
    var library = PresetLibrary()
    for (index, entry) in list.enumerated() {
      let preset = try preset(from: entry, place: "presets[\(index)]", catalog: catalog)
      try library.save(preset)
    }
    return library
  }

  /// An exported preset file's preset, every value checked against its scene's parameters:
  /// anything wrong is one sentence naming the place.
  static func imported(_ data: Data, catalog: [SceneDescriptor] = SceneCatalog.all)
    throws(PresetError) -> UserPreset
  {
    guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
      throw PresetError("The file is not a preset: it is not a JSON object")
    }
    guard let marker = root[fileMarker] as? Int else {
      throw PresetError("The file is not a preset: it has no \"\(fileMarker)\" key")
    }
    guard marker == formatVersion else {
      throw PresetError("The preset file's version \(marker) is not \(formatVersion)")
    }
    do {
      return try preset(from: root, place: "the preset", catalog: catalog)
    } catch {
      throw PresetError("The preset file was not imported: \(error.description)")
    }
  }

  private static func preset(from entry: Any, place: String, catalog: [SceneDescriptor])
    throws(PresetError) -> UserPreset
  {
    guard let object = entry as? [String: Any] else { throw PresetError("\(place) is no object") }
    guard let name = object["name"] as? String else {
      throw PresetError("\(place) has no \"name\" text")
    }
    let checked = try checkedName(name)
    guard let sceneID = object["scene"] as? String else {
      throw PresetError("\(place) has no \"scene\" text")
    }
    guard let descriptor = catalog.first(where: { $0.id == sceneID }) else {
      throw PresetError(
        "\(place) is for the scene '\(sceneID)', which is not one of "
          + catalog.map(\.id).joined(separator: ", "))
    }
    guard let values = object["values"] as? [String: Any], !values.isEmpty else {
      throw PresetError("\(place) has no \"values\" object")
    }
    var assignments: [ParameterAssignment] = []
    for spec in descriptor.parameters {
      guard let raw = values[spec.id] else { continue }
      do {
        let value = try LabSettings.parseValue(raw, for: spec, place: "\(spec.id)")
        assignments.append(ParameterAssignment(spec.id, value))
      } catch {
        throw PresetError("\(place): \(error.description)")
      }
    }
    for key in values.keys.sorted() where !descriptor.parameters.contains(where: { $0.id == key }) {
      throw PresetError("\(place): '\(key)' is not a parameter of the scene '\(sceneID)'")
    }
    return UserPreset(name: checked, scene: sceneID, values: assignments)
  }
}

/// `presets.json` beside the settings file: loaded at start, written atomically on change.
struct PresetFile: Sendable {
  let path: String

  /// The file beside the settings file, or nil.
  static func defaultPath(settingsPath: String?) -> String? {
    settingsPath.map { ($0 as NSString).deletingLastPathComponent + "/presets.json" }
  }

  /// The library in the file: empty when there is none; an error when it is bad (the file is
  /// then left as it is and not written over until the person saves a preset).
  func load() throws(PresetError) -> PresetLibrary {
    guard let data = FileManager.default.contents(atPath: path) else { return PresetLibrary() }
    do {
      return try PresetLibrary.parse(data)
    } catch {
      throw PresetError("The presets file \(path) was not read: \(error.description)")
    }
  }

  func save(_ library: PresetLibrary) throws(PresetError) {
    let directory = (path as NSString).deletingLastPathComponent
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
      try library.encoded.write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw PresetError("The presets were not saved to \(path): \(error.localizedDescription)")
    }
  }
}

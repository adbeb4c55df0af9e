import Foundation
import Scenes
import TransitionKit

/// The parameter values a person chose in the side panel, per scene, kept between runs.
///
/// Only values that differ from the tutorial's are kept, so a scene at its seed values has no
/// entry and "Reset to the seed's values" empties it.
struct LabSettings: Equatable, Sendable {
  /// Scene id → parameter id → value.
  var scenes: [String: [String: ParameterValue]] = [:]
  /// The window's comparison: whether it is open and each scene's devices.
  var comparison = ComparisonSettings()
  /// The device the window shows, when not the default one held upright.
  var device: DeviceSetting?
  /// The guides drawn over the scene, under `"guides"` as a list of their names.
  var guides: Set<GuideMark.Kind> = []
  /// The scene shown last, under `"scene"`, opened at the next start without `--scene`;
  /// nil: the first of the catalogue (`LabSettings+Scene.swift`).
  var scene: String?
  /// What the file named that this version does not know and left out (a device), a
  /// sentence each, for the window's warnings; never written back.
  var ignored: [String] = []

  /// The values kept for a scene (empty when it is at the seed's values).
  func values(forScene id: String) -> [String: ParameterValue] {
    scenes[id] ?? [:]
  }

  /// Records a value from the panel: kept when it differs from the seed's, dropped otherwise.
  mutating func record(_ value: ParameterValue, for spec: ParameterSpec, scene id: String) {
    var values = scenes[id] ?? [:]
    values[spec.id] = value == spec.seedDefault ? nil : value
    scenes[id] = values.isEmpty ? nil : values
  }

  /// Puts the kept values of a scene into its store; values that no longer fit the scene's
  /// parameters are left out (the file was checked on load, so this only guards later edits).
  @MainActor func apply(to store: ParameterStore) {
    // The release preset first: choosing it sets other values, which the kept ones then
    // override as they did when they were chosen.
    let values = values(forScene: store.sceneID).sorted {
      ($0.key == ReleaseParameterID.preset ? 0 : 1) < ($1.key == ReleaseParameterID.preset ? 0 : 1)
    }
    for (name, value) in values {
      try? store.set(name, value)
    }
  }
}

/// Why a settings file could not be used; the description is one line.
struct SettingsError: Error, Equatable, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}

extension LabSettings {
  /// The file format's version; a file with another version is not used.
  static let formatVersion = 1

  /// Reads settings from JSON and checks every scene, parameter and value against the
  /// catalog's parameter lists.
  ///
  /// - Throws: `SettingsError` naming the first problem (bad JSON, an unknown key, scene or
  ///   parameter, a value of the wrong type or out of range).
  static func parse(_ data: Data, catalog: [SceneDescriptor] = SceneCatalog.all)
    throws(SettingsError) -> LabSettings
  {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data, options: [])
    } catch {
      throw SettingsError("not valid JSON")
    }
    guard let root = object as? [String: Any] else {
      throw SettingsError("the top level must be an object")
    }
    for key in root.keys
    where !["version", "scenes", "comparison", "device", "guides", sceneKey].contains(key) {
      throw SettingsError(
        "unknown key '\(key)' at the top level; known: version, scenes, comparison, device, "
          + "guides, scene")
    }
    guard let version = root["version"] as? NSNumber, !isBoolean(version),
      version.doubleValue == Double(formatVersion)
    else {
      throw SettingsError("\"version\" must be \(formatVersion)")
    }
    guard let scenes = root["scenes"] as? [String: Any] else {
      throw SettingsError("missing \"scenes\" object")
    }
    var settings = LabSettings()
    settings.scene = lastScene(root[sceneKey], catalog: catalog)
    for (sceneID, entry) in scenes.sorted(by: { $0.key < $1.key }) {
      guard let descriptor = catalog.first(where: { $0.id == sceneID }) else {
        throw SettingsError(
          "unknown scene '\(sceneID)'; known: \(catalog.map(\.id).joined(separator: ", "))")
      }
      guard let values = entry as? [String: Any] else {
        throw SettingsError("scenes.\(sceneID) must be an object")
      }
      for (name, raw) in values.sorted(by: { $0.key < $1.key }) {
        guard let spec = descriptor.parameters.first(where: { $0.id == name }) else {
          throw SettingsError(
            ParameterError.unknown(
              name, scene: sceneID, known: descriptor.parameters.map(\.id)
            ).description)
        }
        let value = try parseValue(raw, for: spec, place: "scenes.\(sceneID).\(name)")
        settings.record(value, for: spec, scene: sceneID)
      }
    }
    if let guides = root["guides"] {
      let known = GuideMark.Kind.allCases.map(\.rawValue)
      guard let names = guides as? [String] else {
        throw SettingsError("\"guides\" must be a list of names: \(known.joined(separator: ", "))")
      }
      for name in names {
        guard let kind = GuideMark.Kind(rawValue: name) else {
          throw SettingsError(
            "unknown guide '\(name)' in \"guides\"; known: \(known.joined(separator: ", "))")
        }
        settings.guides.insert(kind)
      }
    }
    if let comparison = root["comparison"] {
      settings.comparison = try ComparisonSettings.parse(comparison, catalog: catalog)
      settings.ignored += settings.comparison.ignored
    }
    if let device = root["device"] {
      let known = try DeviceSetting.parseKnown(
        device, place: "device", role: "the window",
        fallback: "the default device, \(DeviceCatalog.defaultDevice.id), is used instead")
      settings.device = known.setting
      if let note = known.ignored { settings.ignored.insert(note, at: 0) }
    }
    return settings
  }

  static func parseValue(_ raw: Any, for spec: ParameterSpec, place: String)
    throws(SettingsError) -> ParameterValue
  {
    let value: ParameterValue
    switch spec.kind {
    case .number:
      guard let number = raw as? NSNumber, !isBoolean(number) else {
        throw SettingsError("\(place): must be a number in \(spec.allowedDescription)")
      }
      value = .number(number.doubleValue)
    case .choice:
      guard let name = raw as? String else {
        throw SettingsError("\(place): must be \(spec.allowedDescription)")
      }
      value = .choice(name)
    case .toggle:
      guard let number = raw as? NSNumber, isBoolean(number) else {
        throw SettingsError("\(place): must be true or false")
      }
      value = .toggle(number.boolValue)
    }
    do {
      return try spec.validate(value)
    } catch {
      throw SettingsError("\(place): \(error.description)")
    }
  }

  /// JSON booleans arrive as NSNumber too (a Boolean subclass).
  static func isBoolean(_ number: NSNumber) -> Bool {
    String(describing: type(of: number)).contains("Boolean")
  }

  /// The settings as JSON text: scenes and parameters in the catalog's order, one value per
  /// line, numbers printed short.
  func encoded(catalog: [SceneDescriptor] = SceneCatalog.all) -> String {
    var sceneBlocks: [String] = []
    for descriptor in catalog {
      let values = self.values(forScene: descriptor.id)
      let lines = descriptor.parameters.compactMap { spec -> String? in
        guard let value = values[spec.id] else { return nil }
        return "      \(Self.quote(spec.id)): \(Self.json(value))"
      }
      guard !lines.isEmpty else { continue }
      sceneBlocks.append(
        "    \(Self.quote(descriptor.id)): {\n" + lines.joined(separator: ",\n") + "\n    }")
    }
    let scenes = sceneBlocks.isEmpty ? "{}" : "{\n" + sceneBlocks.joined(separator: ",\n") + "\n  }"
    let comparison =
      self.comparison.isEmpty
      ? "" : ",\n  \"comparison\": " + self.comparison.encoded(catalog: catalog)
    let device = self.device.map { ",\n  \"device\": " + $0.encoded } ?? ""
    let guideNames = GuideMark.Kind.allCases.filter(guides.contains).map { Self.quote($0.rawValue) }
    let guides =
      guideNames.isEmpty ? "" : ",\n  \"guides\": [" + guideNames.joined(separator: ", ") + "]"
    let scene = self.scene.map { ",\n  \"\(Self.sceneKey)\": " + Self.quote($0) } ?? ""
    return
      "{\n  \"version\": \(Self.formatVersion),\n  \"scenes\": \(scenes)\(comparison)\(device)\(guides)\(scene)\n}\n"
  }

  static func json(_ value: ParameterValue) -> String {
    switch value {
    case .number(let number): formatNumber(number)
    case .choice(let name): quote(name)
    case .toggle(let on): on ? "true" : "false"
    }
  }

  static func quote(_ text: String) -> String {
    let escaped = text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"")
    return "\"\(escaped)\""
  }
}

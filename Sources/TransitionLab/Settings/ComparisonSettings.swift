import Foundation
import Scenes

/// The window's comparison as the settings file keeps it, under `"comparison"`:
/// `{"open": BOOL, "scenes": {ID: [{NAME: VALUE, …}, …]}, "devices": [DEVICE|null, …]}`, each
/// device's values that differ from the seed's, and the device each compared device runs on
/// when it is not the window's (`null`: the window's). Files written before compare mode have
/// no such key and load as before; files without `"devices"` run every compared device on the
/// window's device.
struct ComparisonSettings: Equatable, Sendable {
  /// Whether the window shows the comparison.
  var isOpen = false
  /// Scene id → each device's values that differ from the seed's (two to four devices).
  var scenes: [String: [[String: ParameterValue]]] = [:]
  /// The device each compared device runs on, left to right, for every scene; nil where it
  /// is the window's device (and for a device this version does not know).
  var devices: [DeviceSetting?] = []
  /// What the file named that this version does not know and left out, a sentence each.
  var ignored: [String] = []

  /// Whether there is nothing to save.
  var isEmpty: Bool { !isOpen && scenes.isEmpty && devices.allSatisfy { $0 == nil } }

  /// Reads the `comparison` object, checking every scene, parameter and value.
  ///
  /// - Throws: `SettingsError` naming the first problem.
  static func parse(_ raw: Any, catalog: [SceneDescriptor]) throws(SettingsError)
    -> ComparisonSettings
  {
    guard let object = raw as? [String: Any] else {
      throw SettingsError("comparison must be an object")
    }
    for key in object.keys where !["open", "scenes", "devices"].contains(key) {
      throw SettingsError("unknown key '\(key)' in comparison; known: open, scenes, devices")
    }
    var settings = ComparisonSettings()
    if let open = object["open"] {
      guard let number = open as? NSNumber, LabSettings.isBoolean(number) else {
        throw SettingsError("comparison.open must be true or false")
      }
      settings.isOpen = number.boolValue
    }
    if let devices = object["devices"] {
      guard let list = devices as? [Any], list.count <= Comparison.deviceRange.upperBound else {
        throw SettingsError("comparison.devices must be a list of at most 4 devices or nulls")
      }
      for (index, entry) in list.enumerated() {
        if entry is NSNull {
          settings.devices.append(nil)
          continue
        }
        let device = try DeviceSetting.parseKnown(
          entry, place: "comparison.devices[\(index)]",
          role: "compared device \(index + 1)",
          fallback: "it runs on the window's device instead")
        settings.devices.append(device.setting)
        if let note = device.ignored { settings.ignored.append(note) }
      }
    }
    let scenes = object["scenes"] ?? [String: Any]()
    guard let scenes = scenes as? [String: Any] else {
      throw SettingsError("comparison.scenes must be an object")
    }
    for (sceneID, entry) in scenes.sorted(by: { $0.key < $1.key }) {
      guard let descriptor = catalog.first(where: { $0.id == sceneID }) else {
        throw SettingsError(
          "comparison.scenes: unknown scene '\(sceneID)'; known: "
            + catalog.map(\.id).joined(separator: ", "))
      }
      guard let devices = entry as? [Any], Comparison.deviceRange.contains(devices.count) else {
        throw SettingsError("comparison.scenes.\(sceneID) must be a list of 2 to 4 objects")
      }
      var sets: [[String: ParameterValue]] = []
      for (index, device) in devices.enumerated() {
        let place = "comparison.scenes.\(sceneID)[\(index)]"
        guard let values = device as? [String: Any] else {
          throw SettingsError("\(place) must be an object")
        }
        var set: [String: ParameterValue] = [:]
        for (name, raw) in values.sorted(by: { $0.key < $1.key }) {
          guard let spec = descriptor.parameters.first(where: { $0.id == name }) else {
            throw SettingsError(
              "\(place): "
                + ParameterError.unknown(
                  name, scene: sceneID, known: descriptor.parameters.map(\.id)
                ).description)
          }
          let value = try LabSettings.parseValue(raw, for: spec, place: "\(place).\(name)")
          if value != spec.seedDefault { set[name] = value }
        }
        sets.append(set)
      }
      settings.scenes[sceneID] = sets
    }
    return settings
  }

  /// The object as JSON text, scenes and parameters in the catalog's order.
  func encoded(catalog: [SceneDescriptor]) -> String {
    var blocks: [String] = []
    for descriptor in catalog {
      guard let devices = scenes[descriptor.id] else { continue }
      let objects = devices.map { values -> String in
        let fields = descriptor.parameters.compactMap { spec -> String? in
          values[spec.id].map { LabSettings.quote(spec.id) + ": " + LabSettings.json($0) }
        }
        return "{" + fields.joined(separator: ", ") + "}"
      }
      blocks.append(
        "      \(LabSettings.quote(descriptor.id)): [" + objects.joined(separator: ", ") + "]")
    }
    let scenes = blocks.isEmpty ? "{}" : "{\n" + blocks.joined(separator: ",\n") + "\n    }"
    var devices = ""
    if self.devices.contains(where: { $0 != nil }) {
      devices =
        ",\n    \"devices\": ["
        + self.devices.map { $0?.encoded ?? "null" }.joined(separator: ", ") + "]"
    }
    return
      "{\n    \"open\": \(isOpen ? "true" : "false"),\n    \"scenes\": \(scenes)\(devices)\n  }"
  }
}

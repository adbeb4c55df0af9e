import Foundation
import TransitionKit

extension LabSettings {
  /// The settings with the window opening on `device` (`--device`), when one is given.
  func opening(on device: DeviceSetting??) -> LabSettings {
    guard case .some(.some(let device)) = device else { return self }
    var next = self
    next.device = device
    return next
  }
}

/// The device the window runs the scene on, as the settings keep it.
struct DeviceSetting: Equatable, Sendable {
  /// A device id of `DeviceCatalog`.
  var id: String
  var orientation: ScreenOrientation

  /// Reads `{"id": "iphone-se", "orientation": "landscape"}`; `place` names it in errors.
  ///
  /// - Throws: `SettingsError` naming the problem: not an object, an unknown key or device, an
  ///   orientation other than portrait or landscape.
  static func parse(_ raw: Any, place: String = "device") throws(SettingsError) -> DeviceSetting {
    guard let object = raw as? [String: Any] else {
      throw SettingsError("\(place) must be an object")
    }
    for key in object.keys where !["id", "orientation"].contains(key) {
      throw SettingsError("unknown key '\(key)' in \(place); known: id, orientation")
    }
    guard let id = object["id"] as? String, DeviceCatalog.device(id: id) != nil else {
      throw SettingsError(
        "\(place).id must be one of: \(DeviceCatalog.ids.joined(separator: ", "))")
    }
    let name = object["orientation"] as? String ?? ScreenOrientation.portrait.rawValue
    guard let orientation = ScreenOrientation(rawValue: name) else {
      throw SettingsError("\(place).orientation must be portrait or landscape")
    }
    return DeviceSetting(id: id, orientation: orientation)
  }

  /// Reads a device as `parse(_:)` does, but takes a device this version does not know (a
  /// file from a newer version, a device renamed) as no choice, with a sentence saying so:
  /// the default device is used and nothing else in the file is lost.
  ///
  /// - Throws: `SettingsError` for anything else that is wrong (not an object, no id text).
  /// - Parameters:
  ///   - place: where it is in the file, for errors (`comparison.devices[1]`).
  ///   - role: whose device it is, for the note (`the window`, `compared device 2`).
  ///   - fallback: what is used instead, for the note (`the iPhone 14 is used instead`).
  static func parseKnown(_ raw: Any, place: String, role: String, fallback: String)
    throws(SettingsError) -> (
      setting: DeviceSetting?, ignored: String?
    )
  {
    if let object = raw as? [String: Any], let id = object["id"] as? String,
      DeviceCatalog.device(id: id) == nil
    {
      return (
        nil,
        "The settings file names the device '\(id)' for \(role), which this version does not "
          + "know; \(fallback)."
      )
    }
    return (try parse(raw, place: place), nil)
  }

  /// The setting as JSON text.
  var encoded: String {
    "{ \"id\": \(LabSettings.quote(id)), \"orientation\": \"\(orientation.rawValue)\" }"
  }
}

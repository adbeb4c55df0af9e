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

  /// Reads `{"id": "iphone-se", "orientation": "landscape"}`.
  ///
  /// - Throws: `SettingsError` naming the problem: not an object, an unknown key or device, an
  ///   orientation other than portrait or landscape.
  static func parse(_ raw: Any) throws(SettingsError) -> DeviceSetting {
    guard let object = raw as? [String: Any] else {
      throw SettingsError("\"device\" must be an object")
    }
    for key in object.keys where !["id", "orientation"].contains(key) {
      throw SettingsError("unknown key '\(key)' in \"device\"; known: id, orientation")
    }
    guard let id = object["id"] as? String, DeviceCatalog.device(id: id) != nil else {
      throw SettingsError(
        "device.id must be one of: \(DeviceCatalog.ids.joined(separator: ", "))")
    }
    let name = object["orientation"] as? String ?? ScreenOrientation.portrait.rawValue
    guard let orientation = ScreenOrientation(rawValue: name) else {
      throw SettingsError("device.orientation must be portrait or landscape")
    }
    return DeviceSetting(id: id, orientation: orientation)
  }

  /// The setting as JSON text.
  var encoded: String {
    "{ \"id\": \(LabSettings.quote(id)), \"orientation\": \"\(orientation.rawValue)\" }"
  }
}

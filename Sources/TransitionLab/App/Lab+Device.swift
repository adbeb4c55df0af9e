import Scenes
import TransitionKit

extension Lab {
  /// The chosen device's screen held the chosen way, in points: what the screen is in `fit`.
  var deviceSize: Size { Self.device(of: state).size(in: state.orientation) }

  /// The device the state names (the default one for a name no longer in the catalogue).
  static func device(of state: LabState) -> DeviceModel {
    DeviceCatalog.device(id: state.screenDevice) ?? DeviceCatalog.defaultDevice
  }

  /// A screen for a new session: the chosen device's held the chosen way, or in `fill` one of
  /// `fill` points (the canvas) with the insets a screen of that size always had.
  static func screen(for state: LabState, fill: Size? = nil) -> Screen {
    if let fill { return Screen(size: fill) }
    return Screen(device: device(of: state), orientation: state.orientation)
  }

  /// A screen for a new session now.
  func makeScreen() -> Screen {
    Self.screen(for: state, fill: mode == .fill ? screenSize : nil)
  }

  /// Follows a change of device or orientation: the session's screen becomes the device's (a
  /// rotation animates, as on iOS, with `viewWillTransition(to:with:)`), and the choice is
  /// kept in the settings. In `fill` the screen stays the canvas.
  func applyDevice(_ next: LabState, from old: LabState) {
    let device = Self.device(of: next)
    let window = session.window
    if mode == .fit {
      if next.screenDevice != old.screenDevice {
        window.changeDevice(to: device, orientation: next.orientation)
      } else if next.orientation != old.orientation {
        window.rotate(to: next.orientation)
      }
      screenSize = device.size(in: next.orientation)
    }
    emit(
      "device",
      [("id", .string(device.id)), ("orientation", .string(next.orientation.rawValue))])
  }
}

extension LabState {
  /// The state with the device and orientation the settings kept.
  func holding(_ device: DeviceSetting?) -> LabState {
    var next = self
    if let device, DeviceCatalog.device(id: device.id) != nil {
      next.screenDevice = device.id
      next.orientation = device.orientation
    }
    return next
  }
}

extension Lab {
  /// Changes the saved comparison (compare mode's devices, whether it is open).
  func updateComparison(_ change: (inout ComparisonSettings) -> Void) {
    updateSettings { change(&$0.comparison) }
  }
}

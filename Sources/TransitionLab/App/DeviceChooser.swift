import CGtk
import TransitionKit

/// The header's device chooser: a menu button whose menu lists the catalogue's devices (a
/// radio item each, `app.screen-device::ID`), Rotate (`app.rotate-device`, Ctrl+Alt+R) and
/// Fill the Canvas (`app.fill`, Ctrl+F).
/// It keeps no state: the action's state, set from the window's, ticks the device shown.
@MainActor
enum DeviceChooser {
  /// The rotate shortcut, as GTK writes it.
  nonisolated static let rotateKey = "<Control><Alt>r"
  /// The button made last (the window's), for the trace's `controls` line.
  private(set) static var shown: WidgetPointer?

  /// What the menu calls a device: its name and its size upright.
  static func title(_ device: DeviceModel) -> String {
    let size = device.portraitSize
    return "\(device.name) — \(size.width.shortText) × \(size.height.shortText) "
      + device.platform.unit
  }

  /// A new menu button for the header bar.
  static func button() -> WidgetPointer {
    let button = Menus.button(icon: "phone-symbolic", sections: AppMenu.devices(title: title))
    button.tooltip = "Device, orientation and fill (Ctrl+Alt+R rotates, Ctrl+F fills)"
    Accessible.describe(
      button, label: "Device",
      description:
        "The simulated device the scene runs on: iPhones, iPads and Android phones; Rotate "
        + "to turn it to landscape or back (Ctrl+Alt+R); Fill the Canvas with the screen "
        + "instead of the device (Ctrl+F).")
    shown = button
    return button
  }
}

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
    let menu = g_menu_new()!
    for platform in DevicePlatform.allCases {
      let section = g_menu_new()!
      for device in DeviceCatalog.all where device.platform == platform {
        g_menu_append(section, title(device), "app.screen-device::\(device.id)")
      }
      if g_menu_model_get_n_items(tl_menu_model(section.raw)) > 0 {
        g_menu_append_section(menu, nil, tl_menu_model(section.raw))
      }
      g_object_unref(section.raw)
    }
    let rotate = g_menu_new()!
    g_menu_append(rotate, "Rotate", "app.rotate-device")
    g_menu_append(rotate, "Fill the Canvas", "app.fill")
    g_menu_append_section(menu, nil, tl_menu_model(rotate.raw))
    g_object_unref(rotate.raw)
    let button = gtk_menu_button_new()!
    gtk_menu_button_set_icon_name(tl_menu_button(button.raw), "phone-symbolic")
    gtk_menu_button_set_menu_model(tl_menu_button(button.raw), tl_menu_model(menu.raw))
    button.tooltip = "Device, orientation and fill (Ctrl+Alt+R rotates, Ctrl+F fills)"
    Accessible.describe(
      button, label: "Device",
      description:
        "The simulated device the scene runs on: iPhones, iPads and Android phones; Rotate "
        + "to turn it to landscape or back (Ctrl+Alt+R); Fill the Canvas with the screen "
        + "instead of the device (Ctrl+F).")
    g_object_unref(menu.raw)
    shown = button
    return button
  }
}

import CGtk
import Foundation
import TransitionKit

private typealias SchemeHandler = @MainActor (Int) -> Void

private let settingChangedTrampoline:
  @convention(c) (
    OpaquePointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?,
    UnsafePointer<CChar>?, OpaquePointer?, gpointer?
  ) -> Void = { _, _, _, _, _, parameters, data in
    guard let parameters else { return }
    let scheme = Int(tl_color_scheme_from_setting_changed(parameters))
    let box = ClosureBox<SchemeHandler>.from(data)
    MainActor.assumeIsolated { box.handler(scheme) }
  }

/// Follows the desktop's light or dark preference without libadwaita.
///
/// The desktop portal's `org.freedesktop.appearance color-scheme` comes first (1 prefers
/// dark, 2 prefers light) and is mirrored into GtkSettings' `gtk-application-prefer-dark-theme`
/// so GTK's own widgets follow; with no portal or no preference, GtkSettings decides (the
/// prefer-dark setting, a theme name ending in `-dark`, or `GTK_THEME=…:dark`).
@MainActor
final class ColorScheme {
  private let settings: OpaquePointer
  /// The portal's value, or nil when there is no portal or no preference.
  private var portalScheme: Int?
  private(set) var appearance: Appearance = .light
  /// Called when the appearance changes.
  var onChange: ((Appearance) -> Void)?

  init(connection: OpaquePointer?) {
    settings = gtk_settings_get_default()
    if let connection {
      portalScheme = Self.usable(Self.readPortal(connection))
      g_dbus_connection_signal_subscribe(
        connection, "org.freedesktop.portal.Desktop", "org.freedesktop.portal.Settings",
        "SettingChanged", "/org/freedesktop/portal/desktop", "org.freedesktop.appearance",
        G_DBUS_SIGNAL_FLAGS_NONE, settingChangedTrampoline,
        ClosureBox<SchemeHandler>({ [weak self] scheme in
          self?.portalScheme = Self.usable(scheme)
          self?.evaluate()
        }).retainedPointer, releaseBox)
    }
    for property in ["gtk-application-prefer-dark-theme", "gtk-theme-name"] {
      Signal.connect(
        settings, "notify::\(property)", pointer: { [weak self] _ in self?.evaluate() })
    }
    evaluate()
  }

  private func evaluate() {
    if let portalScheme {
      let dark = portalScheme == 1
      if (tl_object_get_bool(settings.raw, "gtk-application-prefer-dark-theme") != 0) != dark {
        tl_object_set_bool(settings.raw, "gtk-application-prefer-dark-theme", dark ? 1 : 0)
      }
    }
    let theme = takeGString(tl_object_get_string(settings.raw, "gtk-theme-name")) ?? ""
    let environmentTheme = ProcessInfo.processInfo.environment["GTK_THEME"] ?? ""
    let dark =
      tl_object_get_bool(settings.raw, "gtk-application-prefer-dark-theme") != 0
      || theme.lowercased().hasSuffix("-dark") || environmentTheme.lowercased().hasSuffix(":dark")
    let appearance: Appearance = dark ? .dark : .light
    guard appearance != self.appearance else { return }
    self.appearance = appearance
    onChange?(appearance)
  }

  /// 1 (dark) and 2 (light) are preferences; 0 (none) and anything else leave it to GTK.
  private static func usable(_ scheme: Int) -> Int? {
    scheme == 1 || scheme == 2 ? scheme : nil
  }

  /// The portal's color-scheme, or -1 when there is no portal (it is not started for this).
  private static func readPortal(_ connection: OpaquePointer) -> Int {
    var error: UnsafeMutablePointer<GError>?
    let reply = g_dbus_connection_call_sync(
      connection, "org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop",
      "org.freedesktop.portal.Settings", "Read",
      tl_variant_string_pair("org.freedesktop.appearance", "color-scheme"), nil,
      G_DBUS_CALL_FLAGS_NO_AUTO_START, 500, nil, &error)
    if let error { g_error_free(error) }
    guard let reply else { return -1 }
    defer { g_variant_unref(reply) }
    return Int(tl_variant_nested_uint32(reply))
  }
}

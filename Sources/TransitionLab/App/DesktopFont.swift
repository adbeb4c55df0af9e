import CGtk
import CairoRenderer

/// Sets the scene's text in the desktop's interface font, GtkSettings' `gtk-font-name` (what
/// GTK's own widgets use: "Cantarell 11" on GNOME), and follows it when the desktop changes
/// it. Only the family is taken; the scenes give their own sizes and weights, in points, as
/// UIKit's system font does. The command line keeps the renderer's default family.
@MainActor
final class DesktopFont {
  private let settings: OpaquePointer
  /// Called after the family changed (not for the first reading).
  var onChange: (() -> Void)?

  init() {
    settings = gtk_settings_get_default()
    apply()
    Signal.connect(
      settings, "notify::gtk-font-name",
      pointer: { [weak self] _ in
        guard let self else { return }
        let before = Renderer.fontFamily
        self.apply()
        if Renderer.fontFamily != before { self.onChange?() }
      })
  }

  private func apply() {
    let name = takeGString(tl_object_get_string(settings.raw, "gtk-font-name")) ?? ""
    Renderer.fontFamily = Self.family(fromFontName: name)
  }

  /// The family of a Pango font name such as "Cantarell 11" or "DejaVu Sans Bold 10"; empty
  /// when the name gives none.
  nonisolated static func family(fromFontName name: String) -> String {
    guard let description = pango_font_description_from_string(name) else { return "" }
    defer { pango_font_description_free(description) }
    guard let family = pango_font_description_get_family(description) else { return "" }
    return String(cString: family)
  }
}

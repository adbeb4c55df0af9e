import CGtk
import TransitionKit

/// The Guides button over the canvas's top-right corner: a menu of switches, one per guide,
/// each a stateful `app.guide-…` action that sends `.setGuide` and follows the window's
/// state. Tab reaches it like any button; Enter or Space opens its menu.
enum Guides {
  /// The action of a guide's switch, without its `app.` prefix.
  static func actionName(_ kind: GuideMark.Kind) -> String { "guide-\(kind.rawValue)" }

  /// The button with its menu, aligned to the top-right corner of what it floats over.
  @MainActor static func button() -> WidgetPointer {
    let menu = g_menu_new()!
    for kind in GuideMark.Kind.allCases {
      g_menu_append(menu, kind.title, "app.\(actionName(kind))")
    }
    let button = gtk_menu_button_new()!
    gtk_menu_button_set_label(tl_menu_button(button.raw), "Guides")
    gtk_menu_button_set_menu_model(tl_menu_button(button.raw), tl_menu_model(menu.raw))
    g_object_unref(menu.raw)
    gtk_widget_set_halign(button, GTK_ALIGN_END)
    gtk_widget_set_valign(button, GTK_ALIGN_START)
    for set in [gtk_widget_set_margin_top, gtk_widget_set_margin_end] { set(button, 8) }
    button.addCSSClass("osd")
    button.tooltip = "Guides over the phone"
    Accessible.describe(
      button, label: "Guides",
      description:
        "Lines and areas drawn over the phone: the threshold line, the detents, the projected "
        + "landing of a release, the edge zone, the safe areas.")
    return button
  }
}

import CGtk
import TransitionKit

/// The Guides button over the canvas's top-right corner: a menu of switches, one per guide,
/// each a stateful `app.guide-…` action that sends `.setGuide` and follows the window's
/// state. Tab reaches it like any button; Enter or Space opens its menu.
enum Guides {
  /// The button with its menu, aligned to the top-right corner of what it floats over.
  @MainActor static func button() -> WidgetPointer {
    let button = Menus.button(label: "Guides", sections: AppMenu.guides)
    gtk_widget_set_halign(button, GTK_ALIGN_END)
    gtk_widget_set_valign(button, GTK_ALIGN_START)
    button.setMargins(8, [.top, .end])
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

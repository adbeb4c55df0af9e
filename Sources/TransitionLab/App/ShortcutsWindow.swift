import CGtk

/// The keyboard shortcuts (Ctrl+?): libadwaita's preferences window with one group per
/// `Shortcuts.groups`, essentials first, each shortcut a row with its keys written as a person
/// reads them (`Ctrl+Page Down`, not `Page_Down`). The window's search finds a shortcut by
/// what it does; Escape closes it.
@MainActor
enum ShortcutsWindow {
  static func make(transientFor parent: WidgetPointer) -> WidgetPointer {
    let window = adw_preferences_window_new()!
    gtk_window_set_title(tl_window(window.raw), "Keyboard Shortcuts")
    gtk_window_set_default_size(tl_window(window.raw), 560, 640)
    gtk_window_set_transient_for(tl_window(window.raw), tl_window(parent.raw))
    gtk_window_set_modal(tl_window(window.raw), 1)
    gtk_window_set_hide_on_close(tl_window(window.raw), 1)
    adw_preferences_window_set_search_enabled(tl_adw_preferences_window(window.raw), 1)
    let page = adw_preferences_page_new()!
    for group in Shortcuts.groups {
      let box = adw_preferences_group_new()!
      adw_preferences_group_set_title(tl_adw_preferences_group(box.raw), group)
      for shortcut in Shortcuts.listed where shortcut.group == group {
        let row = adw_action_row_new()!
        adw_preferences_row_set_title(tl_adw_preferences_row(row.raw), shortcut.title)
        let keys = gtk_label_new(Shortcuts.label(keys: shortcut.keys))!
        keys.addCSSClass("dim-label")
        gtk_label_set_selectable(tl_label(keys.raw), 0)
        adw_action_row_add_suffix(tl_adw_action_row(row.raw), keys)
        Accessible.describe(
          row, label: shortcut.title, description: Shortcuts.label(keys: shortcut.keys))
        adw_preferences_group_add(tl_adw_preferences_group(box.raw), row)
      }
      adw_preferences_page_add(tl_adw_preferences_page(page.raw), tl_adw_preferences_group(box.raw))
    }
    adw_preferences_window_add(
      tl_adw_preferences_window(window.raw), tl_adw_preferences_page(page.raw))
    return window
  }
}

import CGtk

/// The keyboard shortcuts (Ctrl+?): libadwaita's preferences window with one group per
/// `Shortcuts.groups`, essentials first, each shortcut a row with its keys written as a person
/// reads them (`Ctrl+Page Down`, not `Page_Down`). Typing anywhere searches: the rows that
/// match stay in place with their keys (libadwaita's own search shows titles only), groups
/// left empty hide, and a line says when nothing matches. Escape clears the search, then
/// closes the window.
@MainActor
enum ShortcutsWindow {
  static func make(transientFor parent: WidgetPointer) -> WidgetPointer {
    let window = adw_preferences_window_new()!
    gtk_window_set_title(tl_window(window.raw), "Keyboard Shortcuts")
    gtk_window_set_default_size(tl_window(window.raw), 560, 640)
    gtk_window_set_transient_for(tl_window(window.raw), tl_window(parent.raw))
    gtk_window_set_modal(tl_window(window.raw), 1)
    gtk_window_set_hide_on_close(tl_window(window.raw), 1)
    adw_preferences_window_set_search_enabled(tl_adw_preferences_window(window.raw), 0)
    let page = adw_preferences_page_new()!

    let searchGroup = adw_preferences_group_new()!
    let entry = gtk_search_entry_new()!
    gtk_search_entry_set_key_capture_widget(tl_search_entry(entry.raw), window)
    Accessible.describe(
      entry, label: "Search shortcuts", description: "By what they do or their keys")
    tl_object_set_string(entry.raw, "placeholder-text", "Search by what it does or its keys")
    adw_preferences_group_add(tl_adw_preferences_group(searchGroup.raw), entry)
    let nothing = gtk_label_new("No shortcut matches")!
    nothing.addCSSClass("dim-label")
    nothing.isVisible = false
    adw_preferences_group_add(tl_adw_preferences_group(searchGroup.raw), nothing)
    adw_preferences_page_add(
      tl_adw_preferences_page(page.raw), tl_adw_preferences_group(searchGroup.raw))

    var groups: [(group: WidgetPointer, rows: [(row: WidgetPointer, shortcut: Shortcut)])] = []
    for group in Shortcuts.groups {
      let box = adw_preferences_group_new()!
      adw_preferences_group_set_title(tl_adw_preferences_group(box.raw), group)
      var rows: [(row: WidgetPointer, shortcut: Shortcut)] = []
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
        rows.append((row, shortcut))
      }
      adw_preferences_page_add(tl_adw_preferences_page(page.raw), tl_adw_preferences_group(box.raw))
      groups.append((box, rows))
    }
    adw_preferences_window_add(
      tl_adw_preferences_window(window.raw), tl_adw_preferences_page(page.raw))

    Signal.connect(entry, "search-changed") { () -> Void in
      let query = entry.editableText
      var any = false
      for (group, rows) in groups {
        var shown = false
        for (row, shortcut) in rows {
          let matches = Shortcuts.matches(shortcut, query: query)
          row.isVisible = matches
          shown = shown || matches
        }
        group.isVisible = shown
        any = any || shown
      }
      nothing.isVisible = !any
    }
    Signal.connect(entry, "stop-search") { () -> Void in
      let text = entry.editableText
      if text.isEmpty {
        gtk_window_close(tl_window(window.raw))
      } else {
        entry.editableText = ""
      }
    }
    return window
  }
}

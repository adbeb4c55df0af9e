import CGtk

/// One item of a menu: a title and the detailed action it activates (`app.export`,
/// `app.appearance::dark`), or a title and a submenu.
struct MenuItem: Equatable, Sendable {
  let title: String
  /// The detailed action name; empty for a submenu.
  let action: String
  /// The submenu's sections, nil for an item that activates an action.
  let submenu: [[MenuItem]]?

  init(_ title: String, action: String) {
    self.title = title
    self.action = action
    submenu = nil
  }

  init(_ title: String, submenu sections: [[MenuItem]]) {
    self.title = title
    action = ""
    submenu = sections
  }
}

/// Menus as data, made into GMenus and menu buttons: sections of items, an empty section
/// left out.
@MainActor
enum Menus {
  /// A menu button for `sections`, showing an icon or a label. Its popover is built when it
  /// is first opened: a popover built with the window held back the first frame.
  static func button(icon: String? = nil, label: String? = nil, sections: [[MenuItem]])
    -> WidgetPointer
  {
    let button = gtk_menu_button_new()!
    let menuButton = tl_menu_button(button.raw)
    if let icon { gtk_menu_button_set_icon_name(menuButton, icon) }
    if let label { gtk_menu_button_set_label(menuButton, label) }
    let menu = model(sections)
    tl_menu_button_set_menu_model_later(menuButton, tl_menu_model(menu.raw))
    g_object_unref(menu.raw)
    return button
  }

  /// A GMenu of `sections`, one section each (unnamed); the caller owns the reference.
  static func model(_ sections: [[MenuItem]]) -> UnsafeMutableRawPointer {
    let menu = g_menu_new()!
    for items in sections where !items.isEmpty {
      let section = g_menu_new()!
      for item in items {
        if let submenu = item.submenu {
          let inner = model(submenu)
          g_menu_append_submenu(section, item.title, tl_menu_model(inner))
          g_object_unref(inner)
        } else {
          g_menu_append(section, item.title, item.action)
        }
      }
      g_menu_append_section(menu, nil, tl_menu_model(section.raw))
      g_object_unref(section.raw)
    }
    return menu.raw
  }
}

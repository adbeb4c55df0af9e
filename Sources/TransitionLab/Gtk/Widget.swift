import CGtk

/// The widget calls the app makes most, as Swift: properties for what GTK keeps as a property
/// (visible, sensitive, expanding, tooltip), methods for the rest, and `Widgets`' makers for
/// buttons. The C calls stay available for what this does not cover; this is
/// a thin layer, not a toolkit.
extension UnsafeMutablePointer where Pointee == GtkWidget {
  /// Shown or hidden (`gtk_widget_set_visible`).
  var isVisible: Bool {
    get { gtk_widget_get_visible(self) != 0 }
    nonmutating set { gtk_widget_set_visible(self, newValue ? 1 : 0) }
  }

  /// Whether it takes input (`gtk_widget_set_sensitive`).
  var isSensitive: Bool {
    get { gtk_widget_get_sensitive(self) != 0 }
    nonmutating set { gtk_widget_set_sensitive(self, newValue ? 1 : 0) }
  }

  /// Whether it takes the width, or the height, left over in its parent.
  var expandsHorizontally: Bool {
    get { gtk_widget_get_hexpand(self) != 0 }
    nonmutating set { gtk_widget_set_hexpand(self, newValue ? 1 : 0) }
  }

  var expandsVertically: Bool {
    get { gtk_widget_get_vexpand(self) != 0 }
    nonmutating set { gtk_widget_set_vexpand(self, newValue ? 1 : 0) }
  }

  /// The tooltip's text; nil for none.
  var tooltip: String? {
    get { gtk_widget_get_tooltip_text(self).map { String(cString: $0) } }
    nonmutating set { gtk_widget_set_tooltip_text(self, newValue) }
  }

  /// Whether it is on screen now (mapped).
  var isMapped: Bool { gtk_widget_get_mapped(self) != 0 }

  func addCSSClass(_ name: String) {
    gtk_widget_add_css_class(self, name)
  }

  func removeCSSClass(_ name: String) {
    gtk_widget_remove_css_class(self, name)
  }

  /// Adds or removes a CSS class.
  func setCSSClass(_ name: String, _ on: Bool) {
    on ? addCSSClass(name) : removeCSSClass(name)
  }

  /// The same margin on the sides given.
  func setMargins(_ pixels: Int32, _ edges: Set<WidgetEdge> = Set(WidgetEdge.allCases)) {
    if edges.contains(.top) { gtk_widget_set_margin_top(self, pixels) }
    if edges.contains(.bottom) { gtk_widget_set_margin_bottom(self, pixels) }
    if edges.contains(.start) { gtk_widget_set_margin_start(self, pixels) }
    if edges.contains(.end) { gtk_widget_set_margin_end(self, pixels) }
  }

  func queueDraw() {
    gtk_widget_queue_draw(self)
  }

  func grabFocus() {
    gtk_widget_grab_focus(self)
  }

  /// Appends `child` to this box (a `GtkBox`; the cast is checked).
  func append(_ child: WidgetPointer) {
    gtk_box_append(tl_box(raw), child)
  }

  /// Removes `child` from this box.
  func remove(_ child: WidgetPointer) {
    gtk_box_remove(tl_box(raw), child)
  }
}

/// A side of a widget, for its margins.
enum WidgetEdge: CaseIterable {
  case top, bottom, start, end
}

/// Makers of the widgets the app builds most.
@MainActor
enum Widgets {
  /// A button with a label that runs `action` when clicked; its tooltip is its accessible
  /// description too.
  static func button(
    _ label: String, tooltip: String? = nil, _ action: @escaping @MainActor () -> Void
  ) -> WidgetPointer {
    let button = gtk_button_new_with_label(label)!
    if let tooltip {
      button.tooltip = tooltip
      Accessible.describe(button, description: tooltip + ".")
    }
    Signal.connect(button, "clicked", action)
    return button
  }

  /// A button that activates a GAction (`app.compare`), as a menu item or a shortcut would.
  static func button(_ label: String, action name: String, tooltip: String) -> WidgetPointer {
    let button = gtk_button_new_with_label(label)!
    gtk_actionable_set_action_name(tl_actionable(button.raw), name)
    button.tooltip = tooltip
    Accessible.describe(button, description: tooltip + ".")
    return button
  }
}

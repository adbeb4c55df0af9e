import CGtk

/// What assistive technologies (a screen reader over AT-SPI) read of a widget: its name and
/// its description. GTK gives a button its label as name; controls without text of their own
/// (a slider, a drop-down, an icon button, the canvas) need one set here.
@MainActor
enum Accessible {
  /// Sets the accessible name (when given) and description of `widget`.
  static func describe(_ widget: WidgetPointer, label: String? = nil, description: String) {
    if let label { Self.label(widget, label) }
    tl_accessible_set_description(widget, description)
  }

  /// Sets the accessible name only.
  static func label(_ widget: WidgetPointer, _ label: String) {
    tl_accessible_set_label(widget, label)
    nameInnerButton(of: widget, label)
  }

  /// A drop-down opens through a toggle button of its own, which a screen reader reaches
  /// as a control of its own and, unnamed, reads by its type ("GtkToggleButton"): it gets the
  /// drop-down's name.
  private static func nameInnerButton(of widget: WidgetPointer, _ label: String) {
    guard let css = gtk_widget_get_css_name(widget), String(cString: css) == "dropdown" else {
      return
    }
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
      let role = gtk_accessible_get_accessible_role(tl_accessible(current.raw))
      if role == GTK_ACCESSIBLE_ROLE_BUTTON {
        tl_accessible_set_label(current, label)
      }
      child = gtk_widget_get_next_sibling(current)
    }
  }
}

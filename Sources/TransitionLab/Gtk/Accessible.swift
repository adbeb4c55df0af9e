import CGtk

/// What assistive technologies (a screen reader over AT-SPI) read of a widget: its name and
/// its description. GTK gives a button its label as name; controls without text of their own
/// (a slider, a drop-down, an icon button, the canvas) need one set here.
@MainActor
enum Accessible {
  /// Sets the accessible name (when given) and description of `widget`.
  static func describe(_ widget: WidgetPointer, label: String? = nil, description: String) {
    if let label { tl_accessible_set_label(widget, label) }
    tl_accessible_set_description(widget, description)
  }

  /// Sets the accessible name only.
  static func label(_ widget: WidgetPointer, _ label: String) {
    tl_accessible_set_label(widget, label)
  }
}

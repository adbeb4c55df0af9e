import CGtk

/// The warnings of the run, at the foot of the side panel: the engine's misuse warnings (a
/// transition nothing drives, a completion that never came, …) and the app's own (a settings
/// file that was moved aside). Hidden while there are none; the newest is at the top.
@MainActor
final class WarningList {
  /// The most warnings shown; older ones are dropped from the list (the trace keeps them).
  static let limit = 30

  /// The section's top widget.
  let widget: WidgetPointer
  private let list: WidgetPointer
  private let heading: WidgetPointer
  private var rows: [WidgetPointer] = []
  private var count = 0

  init() {
    widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)
    gtk_widget_add_css_class(widget, "warnings")
    let header = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
    heading = ParameterPanel.label("Warnings", classes: ["heading"])
    gtk_widget_set_hexpand(heading, 1)
    let clear = gtk_button_new_with_label("Clear")!
    gtk_widget_add_css_class(clear, "flat")
    gtk_widget_set_tooltip_text(clear, "Clear the list of warnings")
    gtk_box_append(tl_box(header.raw), heading)
    gtk_box_append(tl_box(header.raw), clear)
    list = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)
    gtk_box_append(tl_box(widget.raw), header)
    gtk_box_append(tl_box(widget.raw), list)
    gtk_widget_set_visible(widget, 0)
    Signal.connect(clear, "clicked") { [weak self] in self?.clear() }
  }

  /// Adds a warning at the top and shows the section.
  func add(_ message: String) {
    count += 1
    let row = ParameterPanel.label(message, classes: ["warning-message"])
    gtk_label_set_wrap(tl_label(row.raw), 1)
    gtk_label_set_selectable(tl_label(row.raw), 1)
    gtk_label_set_max_width_chars(tl_label(row.raw), 36)
    gtk_box_prepend(tl_box(list.raw), row)
    rows.insert(row, at: 0)
    if rows.count > Self.limit, let oldest = rows.popLast() {
      gtk_box_remove(tl_box(list.raw), oldest)
    }
    gtk_label_set_text(tl_label(heading.raw), count == 1 ? "1 warning" : "\(count) warnings")
    gtk_widget_set_visible(widget, 1)
  }

  private func clear() {
    for row in rows { gtk_box_remove(tl_box(list.raw), row) }
    rows.removeAll()
    count = 0
    gtk_widget_set_visible(widget, 0)
  }
}

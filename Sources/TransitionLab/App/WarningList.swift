import CGtk

/// The warnings of the run, below the side panel and always in view: the engine's misuse
/// warnings (a transition nothing drives, a completion that never came, …) and the app's own
/// (a settings file that was moved aside). Hidden while there are none; the newest is at the
/// top, and a long list scrolls within its own height so the panel keeps its room.
@MainActor
final class WarningList {
  /// The most warnings shown; older ones are dropped from the list (the trace keeps them).
  static let limit = 30
  /// The tallest the list grows before it scrolls, in logical pixels.
  static let maxListHeight: Int32 = 150
  /// Space around the section, in logical pixels.
  static let marginPixels: Int32 = 12

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
    Accessible.describe(
      clear, label: "Clear warnings", description: "Clear the list of warnings below the panel.")
    gtk_box_append(tl_box(header.raw), heading)
    gtk_box_append(tl_box(header.raw), clear)
    list = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)
    let scroller = gtk_scrolled_window_new()!
    let scrolled = tl_scrolled_window(scroller.raw)
    gtk_scrolled_window_set_policy(scrolled, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    gtk_scrolled_window_set_propagate_natural_height(scrolled, 1)
    gtk_scrolled_window_set_max_content_height(scrolled, Self.maxListHeight)
    gtk_scrolled_window_set_child(scrolled, list)
    gtk_box_append(tl_box(widget.raw), header)
    gtk_box_append(tl_box(widget.raw), scroller)
    gtk_widget_set_margin_start(widget, Self.marginPixels)
    gtk_widget_set_margin_end(widget, Self.marginPixels)
    gtk_widget_set_margin_top(widget, Self.marginPixels / 2)
    gtk_widget_set_margin_bottom(widget, Self.marginPixels)
    gtk_widget_set_visible(widget, 0)
    Signal.connect(clear, "clicked") { [weak self] in self?.clear() }
  }

  /// Adds a warning at the top and shows the section.
  func add(_ message: String) {
    count += 1
    let row = ParameterPanel.label(message, classes: ["warning-message"])
    gtk_label_set_wrap(tl_label(row.raw), 1)
    // A file path is one long word; breaking inside it keeps the panel at its width.
    gtk_label_set_wrap_mode(tl_label(row.raw), PANGO_WRAP_WORD_CHAR)
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

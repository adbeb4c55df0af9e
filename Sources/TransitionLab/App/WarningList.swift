import CGtk

/// The warnings of the run, below the side panel and always in view: the engine's misuse
/// warnings (a transition nothing drives, a completion that never came, …) and the app's own
/// (a settings file that was moved aside). Hidden while there are none; the newest is at the
/// top, and a long list scrolls within its own height so the panel keeps its room.
@MainActor
final class WarningList {
  /// The tallest the list grows before it scrolls, in logical pixels.
  static let maxListHeight: Int32 = 150
  /// Space around the section, in logical pixels.
  static let marginPixels: Int32 = 12

  /// The section's top widget.
  let widget: WidgetPointer
  private let list: WidgetPointer
  private let heading: WidgetPointer
  private var rows: [WidgetPointer] = []
  private var digest = WarningDigest()
  private var shownScene = ""

  init() {
    widget = Widgets.column(spacing: 6)
    widget.addCSSClass("warnings")
    let header = Widgets.row(spacing: 6)
    heading = ParameterPanel.label("Warnings", classes: ["heading"])
    heading.expandsHorizontally = true
    let clear = gtk_button_new_with_label("Clear")!
    clear.addCSSClass("flat")
    clear.tooltip = "Clear the list of warnings"
    Accessible.describe(
      clear, label: "Clear warnings", description: "Clear the list of warnings below the panel.")
    header.append(heading)
    header.append(clear)
    list = Widgets.column(spacing: 4)
    let scroller = gtk_scrolled_window_new()!
    let scrolled = tl_scrolled_window(scroller.raw)
    gtk_scrolled_window_set_policy(scrolled, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    gtk_scrolled_window_set_propagate_natural_height(scrolled, 1)
    gtk_scrolled_window_set_max_content_height(scrolled, Self.maxListHeight)
    gtk_scrolled_window_set_child(scrolled, list)
    widget.append(header)
    widget.append(scroller)
    gtk_widget_set_margin_start(widget, Self.marginPixels)
    gtk_widget_set_margin_end(widget, Self.marginPixels)
    gtk_widget_set_margin_top(widget, Self.marginPixels / 2)
    gtk_widget_set_margin_bottom(widget, Self.marginPixels)
    widget.isVisible = false
    Signal.connect(clear, "clicked") { [weak self] in self?.clear() }
  }

  /// Adds a warning for `scene` (nil: the app's own) and shows the list if it is the
  /// scene shown.
  func add(_ message: String, detail: String? = nil, scene: String?) {
    digest.add(message, detail: detail, scene: scene)
    if scene == nil || scene == shownScene { show(scene: shownScene) }
  }

  /// Shows a scene's warnings (and the app's), grouped, newest first; hidden when none.
  func show(scene: String) {
    shownScene = scene
    for row in rows { gtk_box_remove(tl_box(list.raw), row) }
    rows.removeAll()
    let entries = digest.shown(for: scene)
    for entry in entries {
      let row = ParameterPanel.label(WarningDigest.line(entry), classes: ["warning-message"])
      row.wrapsText = true
      // A file path is one long word; breaking inside it keeps the panel at its width.
      gtk_label_set_wrap_mode(tl_label(row.raw), PANGO_WRAP_WORD_CHAR)
      gtk_label_set_selectable(tl_label(row.raw), 1)
      gtk_label_set_max_width_chars(tl_label(row.raw), 36)
      if entry.detail != entry.message {
        row.tooltip = "In the library's words: \(entry.detail)"
        Accessible.describe(row, description: "In the library's words: \(entry.detail)")
      }
      list.append(row)
      rows.append(row)
    }
    gtk_label_set_text(
      tl_label(heading.raw), WarningDigest.heading(count: digest.total(for: scene)))
    gtk_widget_set_visible(widget, entries.isEmpty ? 0 : 1)
  }

  private func clear() {
    digest.clear(scene: shownScene)
    show(scene: shownScene)
  }
}

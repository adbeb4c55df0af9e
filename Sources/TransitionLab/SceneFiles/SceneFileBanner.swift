import CGtk
import Foundation

/// The band over the stage that shows why a scene file is not what runs: the compiler's
/// diagnostics (`file:line:column: error: message`, one per line, selectable to copy), or the
/// runtime's message after the scene trapped. Hidden while the file's newest version runs.
@MainActor
final class SceneFileBanner {
  let revealer: WidgetPointer
  private let title: WidgetPointer
  private let details: WidgetPointer

  /// Puts the band above the window's content, under the header bar.
  init(window: MainWindow) {
    revealer = gtk_revealer_new()
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
    gtk_widget_add_css_class(box, "card")
    gtk_widget_set_margin_start(box, 12)
    gtk_widget_set_margin_end(box, 12)
    gtk_widget_set_margin_top(box, 8)
    gtk_widget_set_margin_bottom(box, 4)
    let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
    gtk_widget_set_margin_start(row, 12)
    gtk_widget_set_margin_end(row, 12)
    gtk_widget_set_margin_top(row, 8)
    let icon = gtk_image_new_from_icon_name("dialog-error-symbolic")!
    gtk_widget_add_css_class(icon, "error")
    gtk_box_append(tl_box(row.raw), icon)
    title = gtk_label_new("")
    gtk_widget_add_css_class(title, "heading")
    gtk_label_set_xalign(tl_label(title.raw), 0)
    gtk_label_set_wrap(tl_label(title.raw), 1)
    gtk_widget_set_hexpand(title, 1)
    gtk_box_append(tl_box(row.raw), title)
    let close = gtk_button_new_from_icon_name("window-close-symbolic")!
    gtk_widget_add_css_class(close, "flat")
    gtk_widget_set_tooltip_text(close, "Hide (the next save shows it again if it still fails)")
    Accessible.label(close, "Hide the scene file's messages")
    gtk_box_append(tl_box(row.raw), close)
    gtk_box_append(tl_box(box.raw), row)
    details = gtk_label_new("")
    gtk_widget_add_css_class(details, "monospace")
    gtk_widget_add_css_class(details, "error")
    gtk_label_set_xalign(tl_label(details.raw), 0)
    gtk_label_set_selectable(tl_label(details.raw), 1)
    gtk_label_set_wrap(tl_label(details.raw), 1)
    gtk_label_set_wrap_mode(tl_label(details.raw), PANGO_WRAP_WORD_CHAR)
    gtk_widget_set_margin_start(details, 12)
    gtk_widget_set_margin_end(details, 12)
    gtk_widget_set_margin_bottom(details, 10)
    Accessible.label(details, "The scene file's diagnostics")
    let scroller = gtk_scrolled_window_new()!
    gtk_scrolled_window_set_policy(
      tl_scrolled_window(scroller.raw), GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC)
    gtk_scrolled_window_set_propagate_natural_height(tl_scrolled_window(scroller.raw), 1)
    gtk_scrolled_window_set_max_content_height(tl_scrolled_window(scroller.raw), 180)
    gtk_scrolled_window_set_child(tl_scrolled_window(scroller.raw), details)
    gtk_box_append(tl_box(box.raw), scroller)
    gtk_revealer_set_child(OpaquePointer(revealer), box)
    gtk_revealer_set_reveal_child(OpaquePointer(revealer), 0)
    Signal.connect(close, "clicked") { [weak self] in self?.hide() }

    let overlay = tl_adw_toast_overlay(window.toasts.raw)
    if let content = adw_toast_overlay_get_child(overlay) {
      g_object_ref(content)
      adw_toast_overlay_set_child(overlay, nil)
      let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
      gtk_box_append(tl_box(column.raw), revealer)
      gtk_box_append(tl_box(column.raw), content)
      gtk_widget_set_vexpand(content, 1)
      g_object_unref(content)
      adw_toast_overlay_set_child(overlay, column)
    }
  }

  func show(title text: String, lines: [String]) {
    gtk_label_set_text(tl_label(title.raw), text)
    gtk_label_set_text(tl_label(details.raw), lines.joined(separator: "\n"))
    gtk_widget_set_visible(details, lines.isEmpty ? 0 : 1)
    gtk_revealer_set_reveal_child(OpaquePointer(revealer), 1)
  }

  func hide() {
    gtk_revealer_set_reveal_child(OpaquePointer(revealer), 0)
  }
}

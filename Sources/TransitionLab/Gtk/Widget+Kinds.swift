import CGtk

/// The calls the app repeats on boxes, labels, text fields and drop-downs, as Swift. Each
/// property is for the one kind of widget it names; the casts are checked, as GTK's macros
/// check them.
extension UnsafeMutablePointer where Pointee == GtkWidget {
  /// A label's text (`gtk_label_set_text`).
  var labelText: String {
    get { gtk_label_get_text(tl_label(raw)).map { String(cString: $0) } ?? "" }
    nonmutating set { gtk_label_set_text(tl_label(raw), newValue) }
  }

  /// Whether a label breaks its text into lines at word ends to fit its width.
  var wrapsText: Bool {
    get { gtk_label_get_wrap(tl_label(raw)) != 0 }
    nonmutating set { gtk_label_set_wrap(tl_label(raw), newValue ? 1 : 0) }
  }

  /// The text of a field, a spin button or a search entry (`GtkEditable`).
  var editableText: String {
    get { gtk_editable_get_text(tl_editable(raw)).map { String(cString: $0) } ?? "" }
    nonmutating set { gtk_editable_set_text(tl_editable(raw), newValue) }
  }

  /// The item a drop-down shows, from 0; past the end when none (GTK's invalid position).
  var selectedIndex: Int {
    get { Int(gtk_drop_down_get_selected(tl_drop_down(raw))) }
    nonmutating set { gtk_drop_down_set_selected(tl_drop_down(raw), UInt32(newValue)) }
  }
}

extension Widgets {
  /// A vertical box whose children are `spacing` pixels apart.
  static func column(spacing: Int32 = 0) -> WidgetPointer {
    gtk_box_new(GTK_ORIENTATION_VERTICAL, spacing)!
  }

  /// A horizontal box whose children are `spacing` pixels apart.
  static func row(spacing: Int32 = 0) -> WidgetPointer {
    gtk_box_new(GTK_ORIENTATION_HORIZONTAL, spacing)!
  }

  /// `child` in a container that keeps its drawing as one render node once it has stopped
  /// changing (`tl_kept_bin_new` in the C shim): for the parts of the window that stay still
  /// while the canvas moves, which GTK's cairo renderer would otherwise draw again on every
  /// frame under the canvas's damage. What is drawn is the same (to within one level of 255
  /// along the rounded cards' shadowed edges). A child set off by a margin is kept too: the
  /// bin tells its unchanged drawing through the offset GTK wraps it in on each snapshot.
  static func kept(_ child: WidgetPointer) -> WidgetPointer {
    tl_kept_bin_new(child)!
  }

  /// A drop-down listing `items` (none yet: filled later).
  static func dropDown(_ items: [String] = []) -> WidgetPointer {
    withCStringArray(items) { gtk_drop_down_new_from_strings($0) }!
  }
}

import CGtk

/// A foldable section, as GNOME's expander row: a flat header button with a heading, a
/// one-line summary (so a folded section still says what it holds) and a disclosure arrow,
/// over the section's rows. The header takes the keyboard focus, Enter or Space folds or
/// unfolds it, and it tells assistive technologies whether it is expanded.
///
/// A folded section takes only its header's height: the rows are hidden, not merely
/// unrevealed (GTK 4.8's revealer keeps its child's height unless it slides).
///
/// The section keeps no state of its own: `setOpen(_:)` draws it from the owner's state and
/// a click on the header calls `onToggle` with the state asked for.
///
/// CSS nodes: `box.section` > `button.flat.section-header` (`label.section-title`,
/// `label.section-summary`, `image`), `box.section-content`.
@MainActor
final class ExpanderSection {
  let widget: WidgetPointer
  let header: WidgetPointer
  /// Where the section's rows go.
  let content: WidgetPointer
  private let arrow: WidgetPointer
  private(set) var isOpen = false
  /// Called with the state a click on the header asks for.
  var onToggle: ((Bool) -> Void)?

  init(title: String, summary: String) {
    widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    widget.addCSSClass("section")
    header = gtk_button_new()!
    header.addCSSClass("flat")
    header.addCSSClass("section-header")
    let line = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
    let words = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
    words.expandsHorizontally = true
    let titleLabel = gtk_label_new(title)!
    gtk_label_set_xalign(tl_label(titleLabel.raw), 0)
    titleLabel.addCSSClass("heading")
    titleLabel.addCSSClass("section-title")
    let summaryLabel = gtk_label_new(summary)!
    gtk_label_set_xalign(tl_label(summaryLabel.raw), 0)
    summaryLabel.addCSSClass("dim-label")
    summaryLabel.addCSSClass("section-summary")
    gtk_label_set_wrap(tl_label(summaryLabel.raw), 1)
    gtk_label_set_max_width_chars(tl_label(summaryLabel.raw), 40)
    words.append(titleLabel)
    words.append(summaryLabel)
    arrow = gtk_image_new()!
    gtk_widget_set_valign(arrow, GTK_ALIGN_CENTER)
    line.append(words)
    line.append(arrow)
    gtk_button_set_child(tl_button(header.raw), line)
    Accessible.describe(header, label: title, description: summary)

    content = tl_box_new_with_role(GTK_ORIENTATION_VERTICAL, 14, GTK_ACCESSIBLE_ROLE_GROUP)!
    content.addCSSClass("section-content")
    Accessible.describe(content, label: title, description: summary)
    widget.append(header)
    widget.append(content)
    draw(open: false)
    Signal.connect(header, "clicked") { [weak self] in
      guard let self else { return }
      self.onToggle?(!self.isOpen)
    }
  }

  /// Shows the section open or folded: the rows, the arrow, the header's expanded state.
  func setOpen(_ open: Bool) {
    guard open != isOpen else { return }
    draw(open: open)
  }

  private func draw(open: Bool) {
    isOpen = open
    content.isVisible = open
    gtk_image_set_from_icon_name(
      tl_image(arrow.raw), open ? "pan-down-symbolic" : "pan-end-symbolic")
    tl_accessible_set_expanded(header, open ? 1 : 0)
  }
}

import CGtk
import Scenes

/// The panel's foldable sections, as GNOME's expander rows: a flat header button with the
/// group's heading, its one-line summary (so a folded section still says what it holds) and a
/// disclosure arrow at the end, over a revealer with the group's rows. The header takes the
/// keyboard focus (Tab), Enter or Space folds or unfolds it, and it tells assistive
/// technologies whether it is expanded. The state is the shared `PanelSections`, so it holds
/// across scene switches.
///
/// A GtkExpander would do the folding, but it measures a wrapping label in its header at
/// another width than it allocates, so at large text sizes the next section overlapped the
/// last row of this one.
extension ParameterPanel {
  func section(_ group: ParameterGroup, _ specs: [ParameterSpec]) -> WidgetPointer {
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    gtk_widget_add_css_class(box, "section")

    let header = gtk_button_new()!
    gtk_widget_add_css_class(header, "flat")
    gtk_widget_add_css_class(header, "section-header")
    let line = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
    let words = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
    gtk_widget_set_hexpand(words, 1)
    let title = Self.label(group.title, classes: ["heading", "section-title"])
    let summary = Self.label(group.summary, classes: ["dim-label", "section-summary"])
    gtk_label_set_wrap(tl_label(summary.raw), 1)
    gtk_label_set_max_width_chars(tl_label(summary.raw), 40)
    gtk_box_append(tl_box(words.raw), title)
    gtk_box_append(tl_box(words.raw), summary)
    let arrow = gtk_image_new()!
    gtk_widget_set_valign(arrow, GTK_ALIGN_CENTER)
    gtk_box_append(tl_box(line.raw), words)
    gtk_box_append(tl_box(line.raw), arrow)
    gtk_button_set_child(tl_button(header.raw), line)
    Accessible.describe(header, label: group.title, description: group.summary)

    let content = tl_box_new_with_role(GTK_ORIENTATION_VERTICAL, 14, GTK_ACCESSIBLE_ROLE_GROUP)!
    gtk_widget_add_css_class(content, "section-content")
    Accessible.describe(content, label: group.title, description: group.summary)
    // The heading's rectangle: clicking it folds the section.
    namedControls.append(("section-\(group.rawValue)", header))
    let first = namedControls.count
    for spec in specs { append(row(for: spec), to: content) }
    let controls = namedControls[first...].map(\.name)
    let revealer = gtk_revealer_new()!
    // No animation: the rows are where they will stay as soon as the section opens.
    gtk_revealer_set_transition_type(tl_revealer(revealer.raw), GTK_REVEALER_TRANSITION_TYPE_NONE)
    gtk_revealer_set_child(tl_revealer(revealer.raw), content)

    gtk_box_append(tl_box(box.raw), header)
    gtk_box_append(tl_box(box.raw), revealer)
    let entry = Section(group: group, header: header, revealer: revealer, arrow: arrow)
    show(entry, open: sections.isOpen(group))
    Signal.connect(header, "clicked") { [weak self] in
      guard let self else { return }
      let open = !self.sections.isOpen(group)
      self.sections.set(group, open: open)
      self.show(entry, open: open)
    }
    sectionList.append((group, header, revealer, controls))
    return box
  }

  /// One section's widgets.
  struct Section {
    let group: ParameterGroup
    let header: WidgetPointer
    let revealer: WidgetPointer
    let arrow: WidgetPointer
  }

  /// Shows a section open or folded: the rows, the arrow, the header's expanded state.
  private func show(_ section: Section, open: Bool) {
    gtk_revealer_set_reveal_child(tl_revealer(section.revealer.raw), open ? 1 : 0)
    gtk_image_set_from_icon_name(
      tl_image(section.arrow.raw), open ? "pan-down-symbolic" : "pan-end-symbolic")
    tl_accessible_set_expanded(section.header, open ? 1 : 0)
  }
}

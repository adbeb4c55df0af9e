import CGtk
import Scenes

/// The panel's foldable sections: a GtkExpander per group, its header a heading and the
/// group's one-line summary (so a folded section still says what it holds), its content the
/// group's rows. The header takes the keyboard focus (Tab) and Enter or Space folds or
/// unfolds it; the state is the shared `PanelSections`, so it holds across scene switches.
extension ParameterPanel {
  func section(_ group: ParameterGroup, _ specs: [ParameterSpec]) -> WidgetPointer {
    let expander = gtk_expander_new(nil)!
    gtk_widget_add_css_class(expander, "section")
    let header = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
    let title = Self.label(group.title, classes: ["heading", "section-title"])
    let summary = Self.label(group.summary, classes: ["dim-label", "section-summary"])
    gtk_label_set_wrap(tl_label(summary.raw), 1)
    gtk_label_set_max_width_chars(tl_label(summary.raw), 40)
    gtk_widget_set_hexpand(header, 1)
    gtk_box_append(tl_box(header.raw), title)
    gtk_box_append(tl_box(header.raw), summary)
    gtk_expander_set_label_widget(tl_expander(expander.raw), header)

    let content = tl_box_new_with_role(GTK_ORIENTATION_VERTICAL, 14, GTK_ACCESSIBLE_ROLE_GROUP)!
    gtk_widget_add_css_class(content, "section-content")
    Accessible.describe(content, label: group.title, description: group.summary)
    let name = "section-\(group.rawValue)"
    // The heading's rectangle, not the whole expander's (which grows with its content).
    namedControls.append((name, header))
    let first = namedControls.count
    for spec in specs { append(row(for: spec), to: content) }
    let controls = namedControls[first...].map(\.name)
    gtk_expander_set_child(tl_expander(expander.raw), content)

    gtk_expander_set_expanded(tl_expander(expander.raw), sections.isOpen(group) ? 1 : 0)
    Accessible.describe(expander, label: group.title, description: group.summary)
    Signal.connect(
      expander, "notify::expanded",
      pointer: { [weak self] _ in
        let open = gtk_expander_get_expanded(tl_expander(expander.raw)) != 0
        self?.sections.set(group, open: open)
      })
    sectionList.append((group, expander, controls))
    return expander
  }

  /// Opens or folds a section, as a click on its header would.
  func setSection(_ group: ParameterGroup, open: Bool) {
    guard let entry = sectionList.first(where: { $0.group == group }) else { return }
    gtk_expander_set_expanded(tl_expander(entry.header.raw), open ? 1 : 0)
  }
}

import CGtk

/// A row of controls that wraps instead of widening the window: a flow box of small groups,
/// each group's widgets side by side, so the row's minimum width is its widest group's.
enum FlowRow {
  @MainActor
  static func make(_ groups: [[WidgetPointer]]) -> WidgetPointer {
    let flow = gtk_flow_box_new()!
    let box = OpaquePointer(flow)
    gtk_flow_box_set_selection_mode(box, GTK_SELECTION_NONE)
    gtk_flow_box_set_homogeneous(box, 0)
    gtk_flow_box_set_max_children_per_line(box, 8)
    gtk_flow_box_set_column_spacing(box, 12)
    gtk_flow_box_set_row_spacing(box, 4)
    flow.addCSSClass("toolbar")
    for group in groups {
      let item = Widgets.row(spacing: 6)
      for widget in group { item.append(widget) }
      gtk_flow_box_append(box, item)
      // The flow box's own child wrapper takes no focus: Tab goes straight to the controls.
      if let child = gtk_widget_get_parent(item) { gtk_widget_set_focusable(child, 0) }
    }
    return flow
  }
}

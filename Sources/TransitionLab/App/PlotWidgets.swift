import CGtk

/// The widgets of a plot in the side panel: a box holding a drawing area read as a picture
/// (`height` pixels high, as wide as the panel, with `areaClass`), and under it a wrapping dim
/// label (with `wordsClass`) for what the plot shows in words. An area that `makesNodes` is a
/// snapshot area (its owner appends render nodes) rather than a cairo drawing area.
@MainActor
struct PlotWidgets {
  let box: WidgetPointer
  let area: WidgetPointer
  let words: WidgetPointer

  init(
    height: Int32, areaClass: String, wordsClass: String, words text: String,
    makesNodes: Bool = false
  ) {
    box = Widgets.column(spacing: 4)
    area =
      makesNodes
      ? tl_snapshot_area_new_with_role(GTK_ACCESSIBLE_ROLE_IMG)
      : tl_drawing_area_new_with_role(GTK_ACCESSIBLE_ROLE_IMG)
    gtk_widget_set_size_request(area, -1, height)
    area.expandsHorizontally = true
    area.addCSSClass(areaClass)
    words = ParameterPanel.label(text, classes: ["dim-label", wordsClass])
    words.wrapsText = true
    gtk_label_set_max_width_chars(tl_label(words.raw), 40)
  }
}

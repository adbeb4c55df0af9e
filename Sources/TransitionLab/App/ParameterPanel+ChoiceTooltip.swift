import CGtk

extension ParameterPanel {
  /// Keeps a choice row's tooltip off its open list. The list is a popover inside the row, so
  /// the row's tooltip answered for the list too and stood over its first choices: a press on
  /// the row, which opens the list, puts the tooltip away, and the pointer coming onto the
  /// row again with the list closed brings it back.
  static func hideTooltipWhileListOpens(_ row: WidgetPointer) {
    let press = gtk_gesture_drag_new()!
    gtk_event_controller_set_propagation_phase(tl_event_controller(press.raw), GTK_PHASE_CAPTURE)
    Signal.connect(
      press, "drag-begin",
      point: { _, _ in
        gtk_widget_set_has_tooltip(row, 0)
        gtk_widget_trigger_tooltip_query(row)
      })
    gtk_widget_add_controller(row, tl_event_controller(press.raw))
    let motion = gtk_event_controller_motion_new()!
    Signal.connect(
      motion, "enter",
      point: { _, _ in
        guard !hasOpenPopover(row) else { return }
        gtk_widget_set_has_tooltip(row, 1)
      })
    gtk_widget_add_controller(row, motion)
  }

  /// Whether a popover inside `widget` is on screen.
  private static func hasOpenPopover(_ widget: WidgetPointer) -> Bool {
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
      if let css = gtk_widget_get_css_name(current), String(cString: css) == "popover",
        gtk_widget_get_mapped(current) != 0
      {
        return true
      }
      if hasOpenPopover(current) { return true }
      child = gtk_widget_get_next_sibling(current)
    }
    return false
  }
}

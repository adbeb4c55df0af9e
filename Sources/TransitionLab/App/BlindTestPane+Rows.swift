import CGtk
import Scenes

/// The blind test's two rows of controls: the setup above the devices, the picks below.
extension BlindTestPane {
  func makeSetupRow() -> WidgetPointer {
    let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
    gtk_widget_add_css_class(row, "toolbar")
    gtk_box_append(tl_box(row.raw), ParameterPanel.label("Parameter"))
    let chooser = gtk_drop_down_new_from_strings(nil)!
    Accessible.describe(
      chooser, label: "Parameter to test",
      description: "The parameter whose preferred value the test finds.")
    Signal.connect(
      chooser, "notify::selected", pointer: { [weak self] _ in self?.parameterChosenFromChooser() })
    gtk_box_append(tl_box(row.raw), chooser)
    setParameterChooser(chooser)
    let from = spin(label: "From", description: "The lowest value the test may show.", row: row)
    let to = spin(label: "to", description: "The highest value the test may show.", row: row)
    gtk_box_append(tl_box(row.raw), ParameterPanel.label("Trials at most"))
    let trials = gtk_spin_button_new_with_range(3, 60, 1)!
    gtk_spin_button_set_value(
      tl_spin_button(trials.raw), Double(PreferenceStaircase.defaultMaximumTrials))
    Accessible.describe(
      trials, label: "Most trials", description: "The test stops after this many picks at most.")
    gtk_box_append(tl_box(row.raw), trials)
    let start = gtk_button_new_with_label("Start")!
    gtk_widget_add_css_class(start, "suggested-action")
    Accessible.describe(start, description: "Start the blind test over the range.")
    Signal.connect(start, "clicked") { [weak self] in self?.start() }
    gtk_box_append(tl_box(row.raw), start)
    setSetupControls(from: from, to: to, trials: trials, start: start)
    gtk_widget_set_margin_start(row, 6)
    gtk_widget_set_margin_top(row, 6)
    return row
  }

  func makeChoiceRow() -> WidgetPointer {
    let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
    gtk_widget_add_css_class(row, "toolbar")
    let left = gtk_button_new_with_label("← Left feels better")!
    Accessible.describe(
      left, label: "Left feels better", description: "Pick the left device (Left).")
    Signal.connect(left, "clicked") { [weak self] in self?.choose(.left) }
    let right = gtk_button_new_with_label("Right feels better →")!
    Accessible.describe(
      right, label: "Right feels better", description: "Pick the right device (Right).")
    Signal.connect(right, "clicked") { [weak self] in self?.choose(.right) }
    let replay = gtk_button_new_with_label("Replay drag")!
    gtk_actionable_set_action_name(tl_actionable(replay.raw), "app.replay")
    Accessible.describe(replay, description: "Replay the last drag on both devices (Ctrl+R).")
    let stop = gtk_button_new_with_label("Stop")!
    Accessible.describe(stop, description: "Stop the test and show the result so far (Escape).")
    Signal.connect(stop, "clicked") { [weak self] in self?.stop() }
    let status = ParameterPanel.label("", classes: ["dim-label"])
    gtk_label_set_wrap(tl_label(status.raw), 1)
    gtk_label_set_xalign(tl_label(status.raw), 0)
    for child in [left, right, replay, stop] { gtk_box_append(tl_box(row.raw), child) }
    // The status (the trial, then the result and every trial) gets a line of its own under
    // the buttons, as wide as the pane.
    let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
    gtk_box_append(tl_box(column.raw), row)
    gtk_box_append(tl_box(column.raw), status)
    gtk_widget_set_margin_end(status, 6)
    setChoiceControls(buttons: [left, right, stop], status: status)
    gtk_widget_set_margin_start(column, 6)
    gtk_widget_set_margin_bottom(column, 6)
    return column
  }

  private func spin(label: String, description: String, row: WidgetPointer) -> WidgetPointer {
    gtk_box_append(tl_box(row.raw), ParameterPanel.label(label))
    let spin = gtk_spin_button_new_with_range(0, 1, 0.05)!
    gtk_spin_button_set_numeric(tl_spin_button(spin.raw), 1)
    gtk_editable_set_width_chars(tl_editable(spin.raw), 6)
    Accessible.describe(spin, label: label == "to" ? "To" : label, description: description)
    gtk_box_append(tl_box(row.raw), spin)
    return spin
  }
}

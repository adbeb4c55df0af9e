import CGtk
import Scenes

/// The blind test's two rows of controls: the setup above the devices, the picks below. Each
/// row is a flow box of small groups that wraps on a narrow window instead of widening it.
extension BlindTestPane {
  func makeSetupRow() -> WidgetPointer {
    let chooser = Widgets.dropDown()
    Accessible.describe(
      chooser, label: "Parameter to test",
      description:
        "The parameter whose preferred value the test finds; only those that change the "
        + "motion under the panel's values are listed.")
    let handler = Signal.connect(
      chooser, "notify::selected", pointer: { [weak self] _ in self?.parameterChosenFromChooser() })
    setParameterChooser(chooser, handler: handler)
    let from = spin(label: "From", description: "The lowest value the test may show.")
    let to = spin(label: "To", description: "The highest value the test may show.")
    let trials = gtk_spin_button_new_with_range(3, 60, 1)!
    gtk_spin_button_set_value(
      tl_spin_button(trials.raw), Double(PreferenceStaircase.defaultMaximumTrials))
    Accessible.describe(
      trials, label: "Most trials", description: "The test stops after this many picks at most.")
    let start = gtk_button_new_with_label("Start")!
    start.addCSSClass("suggested-action")
    Accessible.describe(
      start, description: "Start the blind test: over the range, or between the two presets.")
    Signal.connect(start, "clicked") { [weak self] in self?.start() }
    setSetupControls(from: from, to: to, trials: trials, start: start)
    let parameterLabel = ParameterPanel.label("Parameter")
    let fromLabel = ParameterPanel.label("From")
    let presetsLabel = ParameterPanel.label("Presets")
    let row = FlowRow.make([
      [ParameterPanel.label("Test"), presets.kindChooser],
      [parameterLabel, chooser],
      [fromLabel, from, ParameterPanel.label("to"), to],
      [
        presetsLabel, presets.firstChooser, ParameterPanel.label("against"),
        presets.secondChooser,
      ],
      [ParameterPanel.label("Trials at most"), trials], [start],
    ])
    // Each kind of test shows its own groups; the most trials start at each kind's default.
    let follow = { [weak self] in
      guard let self else { return }
      let testsPresets = self.presets.testsPresets
      Self.setGroupVisible(parameterLabel, !testsPresets)
      Self.setGroupVisible(fromLabel, !testsPresets)
      Self.setGroupVisible(presetsLabel, testsPresets)
      gtk_spin_button_set_value(
        tl_spin_button(trials.raw),
        Double(
          testsPresets
            ? PresetDuel.defaultMaximumTrials : PreferenceStaircase.defaultMaximumTrials))
    }
    presets.onKindChange = { [weak self] in
      follow()
      self?.kindChanged()
    }
    follow()
    row.setMargins(6, [.start, .end, .top])
    return row
  }

  func makeChoiceRow() -> WidgetPointer {
    let left = gtk_button_new_with_label("← Left feels better")!
    Accessible.describe(
      left, label: "Left feels better",
      description: "Pick the left device (Left), once both devices have played.")
    Signal.connect(left, "clicked") { [weak self] in self?.choose(.left) }
    let right = gtk_button_new_with_label("Right feels better →")!
    Accessible.describe(
      right, label: "Right feels better",
      description: "Pick the right device (Right), once both devices have played.")
    Signal.connect(right, "clicked") { [weak self] in self?.choose(.right) }
    let replay = gtk_button_new_with_label("Replay drag")!
    replay.activates(.replay)
    Accessible.describe(replay, description: "Replay the last drag on both devices (Ctrl+R).")
    let stop = gtk_button_new_with_label("Stop")!
    Accessible.describe(stop, description: "Stop the test and show the result so far (Escape).")
    Signal.connect(stop, "clicked") { [weak self] in self?.stop() }
    // Done leaves the test through the app's own toggle (as Ctrl+B and the menu do), back to
    // the mode it was opened from.
    let done = Widgets.button(
      "Done", action: AppAction.blindTest.detailedName(),
      tooltip: "Leave the blind test (Ctrl+B; Escape)")
    doneButton = done
    let status = ParameterPanel.label("", classes: ["dim-label"])
    status.wrapsText = true
    gtk_label_set_wrap_mode(tl_label(status.raw), PANGO_WRAP_WORD_CHAR)
    gtk_label_set_xalign(tl_label(status.raw), 0)
    let row = FlowRow.make([[left, right], [replay, stop, done]])
    // The status (the trial, then every trial) gets a line of its own under the buttons.
    let column = Widgets.column(spacing: 4)
    column.append(row)
    column.append(status)
    gtk_widget_set_margin_end(status, 6)
    setChoiceControls(buttons: [left, right], stop: stop, status: status)
    column.setMargins(6, [.start, .end, .bottom])
    return column
  }

  /// Shows or hides the flow row's group that holds `widget`.
  private static func setGroupVisible(_ widget: WidgetPointer, _ visible: Bool) {
    guard let group = gtk_widget_get_parent(widget) else { return }
    let item = gtk_widget_get_parent(group) ?? group
    gtk_widget_set_visible(item, visible ? 1 : 0)
  }

  private func spin(label: String, description: String) -> WidgetPointer {
    let spin = gtk_spin_button_new_with_range(0, 1, 0.05)!
    gtk_spin_button_set_numeric(tl_spin_button(spin.raw), 1)
    gtk_editable_set_width_chars(tl_editable(spin.raw), 6)
    Accessible.describe(spin, label: label, description: description)
    return spin
  }

  /// Escape anywhere in the pane's rows (a spin, a button) stops a running test.
  func installKeys() {
    for row in [widget, choiceRow!] {
      let keys = gtk_event_controller_key_new()!
      Signal.connect(
        keys, "key-pressed",
        key: { [weak self] keyval, _ in
          guard let self, Int32(bitPattern: keyval) == GDK_KEY_Escape else { return false }
          return self.stop()
        })
      gtk_widget_add_controller(row, keys)
    }
  }
}

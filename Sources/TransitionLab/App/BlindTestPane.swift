import CGtk
import Foundation
import Scenes
import TransitionKit

/// "Which feels better?": two devices of the scene whose values of one parameter are hidden
/// and shown in random order. A person drags (or replays the drag) and picks the side that
/// feels better; a `PreferenceStaircase` narrows the pair trial by trial. The result, with
/// every trial, is shown and written as CSV to the data directory (`PreferenceLog`).
///
/// Keys on the devices: Left or Right picks that side, Escape stops the test.
@MainActor
final class BlindTestPane {
  let widget: WidgetPointer
  let canvas: CompareCanvas
  let lab: Lab
  /// Where the CSV files go; nil without a home.
  var directory = PreferenceLog.directory()
  private(set) var staircase: PreferenceStaircase?
  private var parameterIDs: [String] = []
  private var parameterChooser: WidgetPointer!
  private var fromSpin: WidgetPointer!
  private var toSpin: WidgetPointer!
  private var trialsSpin: WidgetPointer!
  private var startButton: WidgetPointer!
  private var choiceButtons: [WidgetPointer] = []
  private var status: WidgetPointer!
  private var following = false
  private let controls = PaneControls(kind: "blind-test-controls")

  init(lab: Lab) {
    self.lab = lab
    canvas = CompareCanvas(comparison: Self.makeComparison(lab))
    canvas.showsSelection = false
    canvas.labelOverride = ["Left", "Right"]
    widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)
    gtk_widget_set_hexpand(widget, 1)
    gtk_widget_set_vexpand(widget, 1)
    gtk_box_append(tl_box(widget.raw), makeSetupRow())
    gtk_box_append(tl_box(widget.raw), canvas.area)
    gtk_box_append(tl_box(widget.raw), makeChoiceRow())
    canvas.emit = { [weak lab] kind, fields in lab?.emit(kind, fields) }
    canvas.onKey = { [weak self] key in self?.key(key) ?? false }
    canvas.afterDraw = { [weak self] in self?.reportControls() }
    Accessible.describe(
      canvas.area, label: "Blind test devices",
      description:
        "Two devices whose values are hidden; drag either and both move. Left or Right picks "
        + "the side that feels better, Escape stops the test.")
    rebuild()
  }

  var comparison: Comparison { canvas.comparison }

  /// Two devices with the lab's current values.
  static func makeComparison(_ lab: Lab) -> Comparison {
    let current = Dictionary(
      uniqueKeysWithValues: lab.parameters.allValues.filter { $0.1 != $0.0.seedDefault }.map {
        ($0.0.id, $0.1)
      })
    return Comparison(
      descriptor: lab.session.descriptor, sets: [current, current],
      screenSize: Screen.defaultSize,
      clock: ManualClock(now: lab.clock.now, timeScale: lab.timeScale))
  }

  /// Starts over for the lab's scene: its number parameters in the chooser, no test running.
  func rebuild() {
    comparison.settle()
    canvas.comparison = Self.makeComparison(lab)
    comparison.traceSink = { [weak lab] line in lab?.session.traceSink?(line) }
    staircase = nil
    parameterIDs = lab.parameters.specs.compactMap {
      if case .number = $0.kind { return $0.id }
      return nil
    }
    following = true
    let titles = parameterIDs.compactMap { id in lab.parameters.specs.first { $0.id == id }?.title }
    let model = withCStringArray(titles) { gtk_string_list_new($0) }!
    gtk_drop_down_set_model(tl_drop_down(parameterChooser.raw), model)
    g_object_unref(UnsafeMutableRawPointer(model))
    let damping = parameterIDs.firstIndex(of: ParameterID.damping) ?? 0
    gtk_drop_down_set_selected(tl_drop_down(parameterChooser.raw), UInt32(damping))
    following = false
    parameterChosen()
    setStatus("Choose a parameter and a range, then Start.")
    followState()
  }

  /// Runs what is in flight to its end (before the pane is hidden).
  func settle() {
    canvas.cancelDrag()
    comparison.settle()
    canvas.stopTicks()
  }

  // MARK: Controls (built in BlindTestPane+Rows.swift)

  func setParameterChooser(_ chooser: WidgetPointer) { parameterChooser = chooser }

  func setSetupControls(
    from: WidgetPointer, to: WidgetPointer, trials: WidgetPointer, start: WidgetPointer
  ) {
    (fromSpin, toSpin, trialsSpin, startButton) = (from, to, trials, start)
  }

  func setChoiceControls(buttons: [WidgetPointer], status: WidgetPointer) {
    (choiceButtons, self.status) = (buttons, status)
  }

  func parameterChosenFromChooser() { parameterChosen() }

  // MARK: The test

  private var chosenSpec: ParameterSpec? {
    let index = Int(gtk_drop_down_get_selected(tl_drop_down(parameterChooser.raw)))
    guard parameterIDs.indices.contains(index) else { return nil }
    return lab.parameters.specs.first { $0.id == parameterIDs[index] }
  }

  /// Sets the range spins to the chosen parameter's range and step.
  private func parameterChosen() {
    guard !following, let spec = chosenSpec, case .number(let range, let step) = spec.kind else {
      return
    }
    let digits = UInt32(ParameterPanel.decimals(of: step))
    for (spin, value) in [(fromSpin!, range.lowerBound), (toSpin!, range.upperBound)] {
      let adjustment = gtk_adjustment_new(
        value, range.lowerBound, range.upperBound, step, step * 10, 0)
      gtk_spin_button_configure(tl_spin_button(spin.raw), adjustment, step, digits)
    }
  }

  /// Starts a test over the chosen range.
  func start() {
    guard let spec = chosenSpec, case .number(_, let step) = spec.kind else { return }
    let from = gtk_spin_button_get_value(tl_spin_button(fromSpin.raw))
    let to = gtk_spin_button_get_value(tl_spin_button(toSpin.raw))
    guard to - from >= 2 * step else {
      setStatus(
        "The range must span at least two of the parameter's steps (\(formatNumber(step))).")
      return
    }
    let trials = Int(gtk_spin_button_get_value(tl_spin_button(trialsSpin.raw)))
    // The devices start from the panel's values; only the tested parameter differs.
    comparison.apply(lab.parameters)
    staircase = PreferenceStaircase(
      range: from...to, resolution: step, maximumTrials: trials, flip: { Bool.random() })
    lab.emit(
      "blind-test",
      [
        ("event", .string("start")), ("parameter", .string(spec.id)), ("from", .number(from)),
        ("to", .number(to)), ("trials", .number(Double(trials))),
      ])
    showPair()
  }

  /// Records a pick and shows the next pair, or the result.
  func choose(_ side: PreferenceStaircase.Side) {
    guard staircase?.isFinished == false else { return }
    staircase?.choose(side)
    if let trial = staircase?.trials.last {
      lab.emit(
        "blind-trial",
        [
          ("trial", .number(Double(trial.number))), ("left", .number(trial.left)),
          ("right", .number(trial.right)), ("chosen", .string(trial.chosen.rawValue)),
        ])
    }
    showPair()
  }

  /// Ends the test early; the result uses the trials so far.
  func stop() {
    guard staircase?.isFinished == false else { return }
    staircase?.stop()
    showPair()
  }

  private func showPair() {
    guard let staircase, let spec = chosenSpec else { return }
    if let pair = staircase.pair {
      comparison.set(spec.id, values: [pair.left, pair.right])
      // The values stay off the screen; the trace, for scripts, has them.
      lab.emit(
        "blind-pair",
        [
          ("trial", .number(Double(staircase.trials.count + 1))), ("left", .number(pair.left)),
          ("right", .number(pair.right)),
        ])
      setStatus(
        "Trial \(staircase.trials.count + 1) of at most \(staircase.maximumTrials): drag, then "
          + "pick the side that feels better (Left or Right; Escape stops).")
    } else {
      finish(staircase, spec)
    }
    followState()
    canvas.update()
  }

  private func finish(_ staircase: PreferenceStaircase, _ spec: ParameterSpec) {
    let estimate = staircase.estimate
    var text =
      "Preferred \(spec.title.lowercased()): \(formatNumber(estimate.value)) \(spec.unit) "
      + "± \(String(format: "%.3f", estimate.spread)) after \(staircase.trials.count) trials"
    var path: String?
    if !staircase.trials.isEmpty, let directory {
      do {
        path = try PreferenceLog.save(
          run: PreferenceLog.runID(for: Date()), scene: comparison.descriptor.id,
          parameter: spec.id, staircase: staircase, directory: directory)
        text += "; saved to \(path ?? "")"
      } catch {
        text += "; not saved: \(error.description)"
        lab.warn(
          "blind-test.not-saved", "The blind test's result was not saved: \(error.description)")
      }
    }
    let trials = staircase.trials.map {
      "\($0.number). \(formatNumber($0.left)) | \(formatNumber($0.right)) → \($0.chosen.rawValue)"
    }
    setStatus(text + "." + (trials.isEmpty ? "" : "\nTrials: " + trials.joined(separator: "; ")))
    lab.emit(
      "blind-test",
      [
        ("event", .string("result")), ("parameter", .string(spec.id)),
        ("preferred", .number(estimate.value)), ("spread", .number(estimate.spread)),
        ("trials", .number(Double(staircase.trials.count))),
        ("stopped", .bool(staircase.isStopped)),
        ("csv", path.map { .string($0) } ?? .null),
      ])
  }

  private func key(_ key: Int32) -> Bool {
    guard staircase?.isFinished == false else { return false }
    switch key {
    case GDK_KEY_Left: choose(.left)
    case GDK_KEY_Right: choose(.right)
    case GDK_KEY_Escape: stop()
    default: return false
    }
    return true
  }

  /// A `blind-test-controls` trace line with the pane's controls.
  private func reportControls() {
    controls.report(
      [
        ("parameter", parameterChooser), ("from", fromSpin), ("to", toSpin),
        ("trials", trialsSpin), ("start", startButton),
      ] + zip(["left", "right", "stop"], choiceButtons).map { ($0.0, $0.1) },
      emit: { [weak lab] kind, fields in lab?.emit(kind, fields) })
  }

  private func setStatus(_ text: String) {
    gtk_label_set_text(tl_label(status.raw), text)
    Accessible.describe(status, description: text)
  }

  private func followState() {
    let running = staircase.map { !$0.isFinished } ?? false
    for button in choiceButtons { gtk_widget_set_sensitive(button, running ? 1 : 0) }
    for control in [parameterChooser!, fromSpin!, toSpin!, trialsSpin!, startButton!] {
      gtk_widget_set_sensitive(control, running ? 0 : 1)
    }
  }
}

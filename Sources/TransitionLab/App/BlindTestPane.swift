import CGtk
import Foundation
import Scenes
import TransitionKit

/// "Which feels better?": two devices of the scene whose values of one parameter (or two whole
/// presets, `PresetBlindTest`) are hidden and shown in random order. Each trial starts with the modal up on both devices, ready to
/// drag; once both have played (a drag, a replay, a present or dismiss), a person picks the
/// side that feels better, and a `PreferenceStaircase` narrows the pair trial by trial. The
/// test ends on a result card (the preferred value, its spread, the trials, Apply and Open
/// folder), and every trial is written as CSV to the data directory (`PreferenceLog`).
///
/// Only parameters that change the motion under the panel's values are offered
/// (`BlindTestResult.candidates(in:)`). Keys on the pane: Left or Right picks that side,
/// Escape stops the test (`stop()`, which works from any state), and once none runs closes
/// it, as Done does, back to the mode it was opened from. The range last tested of each
/// parameter is offered again; an untested one starts near its value (`BlindTestRange`).
///
/// The devices are the window's one canvas showing the pane's comparison
/// (`Canvas.show(_:decor:)`); the pane adds the setup row above it, the picks below it and
/// the result card over it.
@MainActor
final class BlindTestPane {
  /// The setup row, shown above the canvas.
  let widget: WidgetPointer
  /// The picks and the status, shown below the canvas.
  private(set) var choiceRow: WidgetPointer!
  /// The window's one canvas, which shows the two devices while the pane is shown.
  let canvas: Canvas
  let lab: Lab
  /// The two devices; replaced for each new start.
  private(set) var comparison: Comparison
  /// Whether the canvas shows this pane's devices now.
  private(set) var isShown = false
  /// Where the CSV files go; nil without a home.
  var directory = PreferenceLog.directory()
  private(set) var staircase: PreferenceStaircase?
  /// The result card's values, once a test has ended.
  private(set) var result: BlindTestResult?
  /// The test between two presets: its choosers and its duel.
  let presets: PresetBlindTest
  private var parameterIDs: [String] = []
  private var parameterChooser: WidgetPointer!
  private var fromSpin: WidgetPointer!
  private var toSpin: WidgetPointer!
  private var trialsSpin: WidgetPointer!
  private var startButton: WidgetPointer!
  private var choiceButtons: [WidgetPointer] = []
  private var stopButton: WidgetPointer!
  /// Leaves the test (built in `BlindTestPane+Rows.swift`).
  var doneButton: WidgetPointer!
  private var status: WidgetPointer!
  private var card: ResultCard!
  /// True while the chooser is filled from the parameters, so it does not act.
  /// The parameter chooser's change handler, blocked while the chooser is refilled.
  private var chooserHandler: UInt = 0
  /// Whether the picks are enabled now (both devices played in this trial).
  private var picksEnabled = false
  /// The parameter store whose changes refill the chooser.
  private weak var observedStore: ParameterStore?
  /// The range last tested of each parameter, by id: offered again when it is chosen.
  private var testedRanges: [String: ClosedRange<Double>] = [:]

  init(lab: Lab, canvas: Canvas) {
    self.lab = lab
    self.canvas = canvas
    comparison = Self.makeComparison(lab)
    presets = PresetBlindTest(lab: lab)
    widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)
    widget.expandsHorizontally = true
    gtk_box_append(tl_box(widget.raw), makeSetupRow())
    card = ResultCard(
      apply: { [weak self] in self?.applyResult() },
      openFolder: { [weak self] in self?.openFolder() })
    // The result card floats over the devices, so showing it never makes the window taller.
    canvas.addOverlay(card.widget)
    choiceRow = makeChoiceRow()
    installKeys()
    rebuild()
  }

  /// Puts the two devices on the canvas, labelled Left and Right (no device is outlined:
  /// the panel edits the scene's values); Left or Right picks, Escape stops.
  func show() {
    isShown = true
    canvas.allowShrinkingUnderRows(true)
    // The presets may have changed since the pane was last shown.
    if !isRunning { presets.fill() }
    canvas.onKey = { [weak self] key in self?.key(key) ?? false }
    canvas.show(
      comparison,
      decor: StageDecor(
        labels: { ["Left", "Right"] }, selected: { nil },
        accessibleLabel: "Blind test devices",
        accessibleDescription: {
          "Two devices whose values are hidden; drag either and both move. Once both have "
            + "played, Left or Right picks the side that feels better; Escape stops the test."
        }))
  }

  /// Gives the canvas back to the scene, with what is in flight run to its end and the
  /// result card put away.
  func hide() {
    settle()
    isShown = false
    canvas.allowShrinkingUnderRows(false)
    canvas.onKey = nil
    card.hide()
  }

  /// Starts over for the lab's scene: the parameters that change its motion now in the
  /// chooser, no test running, no result shown.
  func rebuild() {
    if isShown { canvas.cancelDrag() }
    comparison.settle()
    comparison = Self.makeComparison(lab)
    if isShown { show() }
    comparison.traceSink = { [weak lab] line in lab?.session.traceSink?(line) }
    staircase = nil
    result = nil
    presets.reset()
    presets.fill()
    card.hide()
    if observedStore !== lab.parameters {
      observedStore = lab.parameters
      lab.parameters.observe(owner: self) { pane, _, _ in pane.parametersChanged() }
    }
    fillChooser()
    kindChanged()
    followState()
  }

  /// Runs what is in flight to its end (before the pane is hidden).
  func settle() {
    if isShown {
      canvas.cancelDrag()
      canvas.stopTicks()
    }
    comparison.settle()
  }

  // MARK: Controls (built in BlindTestPane+Rows.swift)

  func setParameterChooser(_ chooser: WidgetPointer, handler: UInt) {
    parameterChooser = chooser
    chooserHandler = handler
  }

  func setSetupControls(
    from: WidgetPointer, to: WidgetPointer, trials: WidgetPointer, start: WidgetPointer
  ) {
    (fromSpin, toSpin, trialsSpin, startButton) = (from, to, trials, start)
  }

  func setChoiceControls(buttons: [WidgetPointer], stop: WidgetPointer, status: WidgetPointer) {
    (choiceButtons, stopButton, self.status) = (buttons, stop, status)
  }

  func parameterChosenFromChooser() { parameterChosen() }

  // MARK: The parameter

  /// Fills the chooser with the parameters worth testing now, keeping the one chosen when it
  /// is still there (damping first otherwise, when it matters).
  private func fillChooser() {
    let previous = chosenSpec?.id
    parameterIDs = BlindTestResult.candidates(in: lab.parameters).map(\.id)
    let titles = parameterIDs.compactMap { id in lab.parameters.specs.first { $0.id == id }?.title }
    let index =
      previous.flatMap { parameterIDs.firstIndex(of: $0) }
      ?? parameterIDs.firstIndex(of: ParameterID.damping) ?? 0
    // Drawn from the list, with the chooser's handler blocked: refilling it chooses nothing.
    Signal.blocking(parameterChooser, chooserHandler) {
      let model = withCStringArray(titles) { gtk_string_list_new($0) }!
      gtk_drop_down_set_model(tl_drop_down(parameterChooser.raw), model)
      g_object_unref(UnsafeMutableRawPointer(model))
      gtk_drop_down_set_selected(tl_drop_down(parameterChooser.raw), UInt32(index))
    }
    if chosenSpec?.id != previous { parameterChosen() }
  }

  /// The panel changed a value: what is worth testing may have changed (not while a test
  /// runs; its devices keep their values).
  private func parametersChanged() {
    guard !isRunning else { return }
    let before = parameterIDs
    if BlindTestResult.candidates(in: lab.parameters).map(\.id) != before { fillChooser() }
  }

  private var chosenSpec: ParameterSpec? {
    guard parameterChooser != nil else { return nil }
    let index = Int(gtk_drop_down_get_selected(tl_drop_down(parameterChooser.raw)))
    guard parameterIDs.indices.contains(index) else { return nil }
    return lab.parameters.specs.first { $0.id == parameterIDs[index] }
  }

  /// Sets the range spins to the chosen parameter's range and step.
  private func parameterChosen() {
    guard let spec = chosenSpec, case .number(let range, let step) = spec.kind else {
      return
    }
    let digits = UInt32(DisplayNumber.decimals(of: step))
    let offered =
      testedRanges[spec.id]
      ?? BlindTestRange.first(range: range, step: step, current: lab.parameters.number(spec.id))
    for (spin, value) in [(fromSpin!, offered.lowerBound), (toSpin!, offered.upperBound)] {
      let adjustment = gtk_adjustment_new(
        value, range.lowerBound, range.upperBound, step, step * 10, 0)
      gtk_spin_button_configure(tl_spin_button(spin.raw), adjustment, step, digits)
    }
  }

  // MARK: The test

  /// Starts a test over the chosen range.
  func start() {
    if presets.testsPresets {
      startPresets()
      return
    }
    guard let spec = chosenSpec, case .number(_, let step) = spec.kind else { return }
    let from = gtk_spin_button_get_value(tl_spin_button(fromSpin.raw))
    let to = gtk_spin_button_get_value(tl_spin_button(toSpin.raw))
    guard to - from >= 2 * step else {
      setStatus(
        "The range must span at least two of the parameter's steps "
          + "(\(DisplayNumber.value(spec, .number(step)))).")
      return
    }
    let trials = Int(gtk_spin_button_get_value(tl_spin_button(trialsSpin.raw)))
    testedRanges[spec.id] = from...to
    // The devices start from the panel's values; only the tested parameter differs.
    comparison.apply(lab.parameters)
    staircase = PreferenceStaircase(
      range: from...to, resolution: step, maximumTrials: trials, flip: { Bool.random() })
    presets.reset()
    result = nil
    card.hide()
    lab.emit(
      "blind-test",
      [
        ("event", .string("start")), ("parameter", .string(spec.id)), ("from", .number(from)),
        ("to", .number(to)), ("trials", .number(Double(trials))),
      ])
    showPair()
  }

  /// Records a pick and shows the next pair, or the result. Ignored until both devices have
  /// played in this trial.
  func choose(_ side: PreferenceStaircase.Side) {
    guard isRunning, bothPlayed else { return }
    if presets.choose(side) {
      showPair()
      return
    }
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

  /// Ends the test early, from any state (mid-drag, mid-transition, the modal up or not);
  /// the result uses the trials so far. Returns whether a test was running.
  @discardableResult
  func stop() -> Bool {
    guard isRunning else { return false }
    if isShown { canvas.cancelDrag() }
    if !presets.stop() { staircase?.stop() }
    showPair()
    return true
  }

  /// Whether both devices have played since this trial began.
  private var bothPlayed: Bool { comparison.playedDevices.allSatisfy { $0 } }

  /// Says what to choose before Start, for the kind of test chosen.
  func kindChanged() {
    guard !isRunning else { return }
    setStatus(
      presets.testsPresets
        ? "Choose two presets, then Start." : "Choose a parameter and a range, then Start.")
  }

  /// Whether a test runs (of a parameter or of two presets).
  var isRunning: Bool { staircase?.isFinished == false || presets.isRunning }

  /// Starts a test between the two chosen presets.
  private func startPresets() {
    let trials = Int(gtk_spin_button_get_value(tl_spin_button(trialsSpin.raw)))
    if let refusal = presets.start(trials: trials) {
      setStatus(refusal)
      return
    }
    staircase = nil
    result = nil
    card.hide()
    showPair()
  }

  /// The next pair of presets, or the result.
  private func showPresetPair() {
    if presets.showPair(on: comparison) {
      comparison.makeReadyToDrag()
      lab.emit(
        "blind-pair",
        presets.pairFields + [("ready", .bool(comparison.sessions.allSatisfy(\.isPresented)))])
      let number = (presets.duel?.trials.count ?? 0) + 1
      setStatus(
        "Trial \(number) of at most \(presets.duel?.maximumTrials ?? 0): drag either device, "
          + "then pick the side that feels better (Left or Right; Escape stops).")
    } else if let (result, saved, path) = presets.finish(
      scene: comparison.descriptor.id, directory: directory)
    {
      comparison.settle()
      card.show(
        title: result.title, value: result.valueText,
        detail: "\(result.spreadText) · \(result.trialsText)", saved: saved,
        canOpenFolder: path != nil, canApply: result.preferred != nil)
      setStatus(
        presets.duel?.trials.isEmpty != false
          ? "Stopped before the first pick." : "Every trial is in the CSV file.")
    }
  }

  private func showPair() {
    if staircase == nil, presets.duel != nil {
      showPresetPair()
      followState()
      if isShown { canvas.update() }
      return
    }
    guard let staircase, let spec = chosenSpec else { return }
    if let pair = staircase.pair {
      comparison.set(spec.id, values: [pair.left, pair.right])
      // Each trial starts ready to drag: the modal up on both devices.
      comparison.makeReadyToDrag()
      // The values stay off the screen; the trace, for scripts, has them.
      lab.emit(
        "blind-pair",
        [
          ("trial", .number(Double(staircase.trials.count + 1))), ("left", .number(pair.left)),
          ("right", .number(pair.right)),
          ("ready", .bool(comparison.sessions.allSatisfy(\.isPresented))),
        ])
      setStatus(
        "Trial \(staircase.trials.count + 1) of at most \(staircase.maximumTrials): drag either "
          + "device, then pick the side that feels better (Left or Right; Escape stops).")
    } else {
      comparison.settle()
      finish(staircase, spec)
    }
    followState()
    if isShown { canvas.update() }
  }

  private func finish(_ staircase: PreferenceStaircase, _ spec: ParameterSpec) {
    let estimate = staircase.estimate
    let result = BlindTestResult(spec: spec, staircase: staircase)
    self.result = result
    var path: String?
    var saved = "No trial was made, so nothing was saved."
    if !staircase.trials.isEmpty, let directory {
      do {
        path = try PreferenceLog.save(
          run: PreferenceLog.runID(for: Date()), scene: comparison.descriptor.id,
          parameter: spec.id, staircase: staircase, directory: directory)
        saved = "Saved to \(path ?? "")."
      } catch {
        saved = "Not saved: \(error.description)."
        lab.warn(
          "blind-test.not-saved", "The blind test's result was not saved: \(error.description)")
      }
    }
    card.show(result, saved: saved, canOpenFolder: path != nil)
    setStatus(
      staircase.trials.isEmpty
        ? "Stopped before the first pick." : "Every trial is in the CSV file.")
    lab.emit(
      "blind-test",
      [
        ("event", .string("result")), ("parameter", .string(spec.id)),
        ("preferred", .number(estimate.value)), ("spread", .number(estimate.spread)),
        ("trials", .number(Double(staircase.trials.count))),
        ("stopped", .bool(staircase.isStopped)),
        ("csv", path.map { .string($0) } ?? .null),
        ("value_text", .string(result.valueText)), ("spread_text", .string(result.spreadText)),
        ("trials_text", .string(result.trialsText)),
      ])
  }

  /// Sets the preferred value on the scene's parameters (what the panel shows).
  private func applyResult() {
    if presets.result != nil {
      if presets.applyResult() { card.applied() }
      return
    }
    guard let result else { return }
    do {
      try lab.parameters.set(result.parameter, .number(result.value))
    } catch {
      lab.warn("blind-test.not-applied", "The preferred value was not applied: \(error)")
      return
    }
    lab.emit(
      "blind-test",
      [
        ("event", .string("apply")), ("parameter", .string(result.parameter)),
        ("value", .number(result.value)),
      ])
    card.applied()
  }

  /// Opens the folder the CSV files are in, in the desktop's file manager.
  private func openFolder() {
    guard let directory else { return }
    let uri = URL(fileURLWithPath: directory, isDirectory: true).absoluteString
    let root = gtk_widget_get_root(widget)
    let window = root.map { tl_window(UnsafeMutableRawPointer($0)) }
    gtk_show_uri(window ?? nil, uri, UInt32(GDK_CURRENT_TIME))
    lab.emit("blind-test", [("event", .string("open-folder")), ("uri", .string(uri))])
  }

  // MARK: Keys

  private func key(_ key: Int32) -> Bool {
    switch key {
    case GDK_KEY_Escape: return stop()
    case GDK_KEY_Left, GDK_KEY_Right:
      guard isRunning else { return false }
      choose(key == GDK_KEY_Left ? .left : .right)
      return true
    default: return false
    }
  }

  /// The pane's controls by the names the `blind-test-controls` trace line gives them.
  var traceControls: [(String, WidgetPointer)] {
    [
      ("kind", presets.kindChooser), ("first-preset", presets.firstChooser),
      ("second-preset", presets.secondChooser),
      ("parameter", parameterChooser), ("from", fromSpin), ("to", toSpin),
      ("trials", trialsSpin), ("start", startButton),
    ] + zip(["left", "right"], choiceButtons).map { ($0.0, $0.1) }
      + [
        ("stop", stopButton), ("done", doneButton), ("apply", card.applyButton),
        ("open-folder", card.folderButton),
      ]
  }

  private func setStatus(_ text: String) {
    gtk_label_set_text(tl_label(status.raw), text)
    Accessible.describe(status, description: text)
  }

  /// Enables the picks once both devices have played in this trial (after every frame and
  /// input on the canvas).
  func followPlayed() {
    let running = isRunning
    let enabled = running && bothPlayed
    guard enabled != picksEnabled else { return }
    picksEnabled = enabled
    for button in choiceButtons { gtk_widget_set_sensitive(button, enabled ? 1 : 0) }
    if running {
      lab.emit("blind-test", [("event", .string(enabled ? "picks-enabled" : "picks-disabled"))])
    }
  }

  private func followState() {
    let running = isRunning
    picksEnabled = !(running && bothPlayed)
    followPlayed()
    stopButton.isSensitive = running
    for control in [
      parameterChooser!, fromSpin!, toSpin!, trialsSpin!, startButton!, presets.kindChooser,
      presets.firstChooser, presets.secondChooser,
    ] {
      gtk_widget_set_sensitive(control, running ? 0 : 1)
    }
  }
}

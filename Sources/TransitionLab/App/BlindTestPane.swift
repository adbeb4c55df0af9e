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
/// Escape stops the test (from any state), and once none runs closes
/// it, as Done does, back to the mode it was opened from. The range last tested of each
/// parameter is offered again; an untested one starts near its value (`BlindTestRange`).
///
/// The pane keeps nothing of the test: the trials are the lab's state (`Workspace.blindTest`)
/// and the two devices the lab's (`Lab+BlindTest.swift`); the pane draws from them and its
/// controls send commands. The devices are the window's one canvas showing the lab's
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
  /// The setup's choosers of the test between two presets.
  let presets: PresetBlindTest
  /// The devices the canvas was last given (the lab replaces them on a scene switch).
  private weak var shown: Comparison?
  /// The parameters the chooser lists, by id, in its order.
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
  /// The parameter chooser's change handler, blocked while the chooser is refilled.
  private var chooserHandler: UInt = 0
  private var stateObservation: ObservationToken?

  init(lab: Lab, canvas: Canvas) {
    self.lab = lab
    self.canvas = canvas
    presets = PresetBlindTest(lab: lab)
    widget = Widgets.column(spacing: 6)
    widget.expandsHorizontally = true
    widget.append(makeSetupRow())
    card = ResultCard(
      apply: { [weak lab] in lab?.send(.blindTest(.applyResult)) },
      openFolder: { [weak self] in self?.openFolder() })
    // The result card floats over the devices, so showing it never makes the window taller.
    canvas.addOverlay(card.widget)
    choiceRow = makeChoiceRow()
    installKeys()
    stateObservation = lab.observeState { [weak self] old, new in self?.render(new, old: old) }
  }

  /// Puts the lab's two devices on the canvas, labelled Left and Right (no device is
  /// outlined: the panel edits the scene's values); Left or Right picks, Escape stops.
  func show() {
    canvas.allowShrinkingUnderRows(true)
    canvas.onKey = { [weak self] key in self?.key(key) ?? false }
    refill()
    render(lab.state, old: nil)
  }

  /// Gives the canvas back to the scene, with a drag under way cancelled and the result card
  /// put away.
  func hide() {
    if shown != nil {
      canvas.cancelDrag()
      canvas.stopTicks()
    }
    shown = nil
    canvas.allowShrinkingUnderRows(false)
    canvas.onKey = nil
    card.hide()
  }

  /// Fills the choosers again from the scene's parameters and presets (a scene file built
  /// again), unless a test runs.
  func refill() {
    guard lab.state.workspace.blindTest?.isRunning != true else { return }
    presets.fill()
    fillChooser()
  }

  private func attach(_ devices: Comparison) {
    shown = devices
    canvas.show(
      devices,
      decor: StageDecor(.blindTest, lab: lab))
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

  // MARK: Drawing

  /// Draws the pane from the lab's state: the devices on the canvas, the controls enabled as
  /// the test allows, the status and the result card.
  func render(_ state: LabState, old: LabState?) {
    guard let test = state.workspace.blindTest else { return }
    if let devices = lab.blindTestDevices, devices !== shown { attach(devices) }
    let before = old?.workspace.blindTest
    if !test.isRunning, old == nil || state.parameterRevision != old?.parameterRevision {
      parametersChanged()
    }
    guard test != before else { return }
    let running = test.isRunning
    for button in choiceButtons { button.isSensitive = running && test.picksEnabled }
    stopButton.isSensitive = running
    for control in [
      parameterChooser!, fromSpin!, toSpin!, trialsSpin!, startButton!, presets.kindChooser,
      presets.firstChooser, presets.secondChooser,
    ] {
      control.isSensitive = !running
    }
    if test.run != before?.run || test.runNumber != before?.runNumber || old == nil {
      drawStatus(test)
    }
    drawCard(test)
    canvas.update()
  }

  private func drawStatus(_ test: BlindTestState) {
    guard let run = test.run else {
      kindChanged()
      return
    }
    if run.isRunning {
      setStatus(
        "Trial \(run.trialCount + 1) of at most \(run.maximumTrials): drag either device, "
          + "then pick the side that feels better (Left or Right; Escape stops).")
    } else {
      setStatus(
        run.trialCount == 0 ? "Stopped before the first pick." : "Every trial is in the CSV file.")
    }
  }

  /// The result card of a finished test, with where its trials went; hidden otherwise.
  private func drawCard(_ test: BlindTestState) {
    guard let run = test.run, !run.isRunning else {
      card.hide()
      return
    }
    let saved = test.log?.saved ?? ""
    switch run {
    case .parameter(let id, let staircase):
      guard let spec = lab.parameters.specs.first(where: { $0.id == id }) else { return }
      card.show(
        BlindTestResult(spec: spec, staircase: staircase), saved: saved,
        canOpenFolder: test.log?.path != nil)
    case .presets(let duel):
      let result = PresetDuelResult(duel)
      card.show(
        title: result.title, value: result.valueText,
        detail: "\(result.spreadText) · \(result.trialsText)", saved: saved,
        canOpenFolder: test.log?.path != nil, canApply: result.preferred != nil)
    }
    if test.isApplied { card.applied() }
  }

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
      parameterChooser.selectedIndex = index
    }
    parameterChosen()
  }

  /// The panel changed a value: what is worth testing may have changed.
  private func parametersChanged() {
    if BlindTestResult.candidates(in: lab.parameters).map(\.id) != parameterIDs { fillChooser() }
  }

  private var chosenSpec: ParameterSpec? {
    guard parameterChooser != nil else { return nil }
    let index = parameterChooser.selectedIndex
    guard parameterIDs.indices.contains(index) else { return nil }
    return lab.parameters.specs.first { $0.id == parameterIDs[index] }
  }

  /// Sets the range spins to the chosen parameter's range and step: the range last tested of
  /// it, or one near its value.
  private func parameterChosen() {
    guard let spec = chosenSpec, case .number(let range, let step) = spec.kind else {
      return
    }
    let digits = UInt32(DisplayNumber.decimals(of: step))
    let offered =
      lab.state.blindTestRanges[spec.id]
      ?? BlindTestRange.first(range: range, step: step, current: lab.parameters.number(spec.id))
    for (spin, value) in [(fromSpin!, offered.lowerBound), (toSpin!, offered.upperBound)] {
      let adjustment = gtk_adjustment_new(
        value, range.lowerBound, range.upperBound, step, step * 10, 0)
      gtk_spin_button_configure(tl_spin_button(spin.raw), adjustment, step, digits)
    }
  }

  // MARK: The test

  /// Starts a test over the chosen range, or between the two chosen presets; a choice that
  /// cannot start one is told in the status.
  func start() {
    let trials = Int(gtk_spin_button_get_value(tl_spin_button(trialsSpin.raw)))
    if presets.testsPresets {
      switch presets.chosenPair() {
      case .success(let pair):
        lab.send(.blindTest(.startPresets(pair.first, pair.second, trials: trials)))
      case .failure(let refusal):
        setStatus(refusal.description)
      }
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
    lab.send(
      .blindTest(.start(parameter: spec.id, range: from...to, resolution: step, trials: trials)))
  }

  /// Picks a side (ignored until both devices have played in this trial).
  func choose(_ side: PreferenceStaircase.Side) {
    lab.send(.blindTest(.pick(side)))
  }

  /// Ends the test early, from any state (mid-drag, mid-transition, the modal up or not);
  /// the result uses the trials so far. Returns whether a test was running.
  @discardableResult
  func stop() -> Bool {
    guard lab.state.workspace.blindTest?.isRunning == true else { return false }
    canvas.cancelDrag()
    lab.send(.blindTest(.stop))
    return true
  }

  /// Says what to choose before Start, for the kind of test chosen.
  func kindChanged() {
    guard lab.state.workspace.blindTest?.isRunning != true else { return }
    setStatus(
      presets.testsPresets
        ? "Choose two presets, then Start." : "Choose a parameter and a range, then Start.")
  }

  /// Opens the folder the CSV files are in, in the desktop's file manager.
  private func openFolder() {
    guard let directory = lab.blindTestDirectory else { return }
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
      guard lab.state.workspace.blindTest?.isRunning == true else { return false }
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
    status.labelText = text
    Accessible.describe(status, description: text)
  }
}

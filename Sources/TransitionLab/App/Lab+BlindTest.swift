import Foundation
import Scenes
import TransitionKit

/// The blind test under the lab: its trials are in the state (`Workspace.blindTest`), and the
/// lab brings the test's two devices to the state as the effect of each command, writes what
/// the test did to the trace and, once a test finishes, its trials to a CSV file
/// (`PreferenceLog`, `PresetDuelLog`).
extension Lab {
  /// The blind test's two devices, nil outside it.
  var blindTestDevices: Comparison? { blindTestStage.comparison }

  /// The devices the canvas shows: compare mode's or the blind test's; nil for the scene alone.
  var stageDevices: Comparison? { comparison ?? blindTestDevices }

  /// Brings the blind test's devices to `next` after a command: opened with the scene's
  /// values, each pair of a test set on them, put away when the test closes. A test that just
  /// finished has its trials written; where they went comes back as `.blindTest(.logged)`,
  /// returned for `send` to carry out after this command.
  func blindTestFollows(from old: LabState, to next: LabState) -> BlindTestLog? {
    guard let test = next.workspace.blindTest else {
      if blindTestDevices != nil { blindTestStage.close() }
      return nil
    }
    let current = blindTestDevices.flatMap { $0.descriptor.id == session.descriptor.id ? $0 : nil }
    let devices = current ?? openBlindTestDevices()
    guard let run = test.run else { return nil }
    let before = old.workspace.blindTest
    let started = test.runNumber != before?.runNumber
    let previous = started ? nil : before?.run
    if started {
      devices.apply(session.parameters)
      emitStart(run)
    }
    if let previous, run.trialCount > previous.trialCount { emitTrial(run) }
    if run.isRunning, started || run.trialCount != previous?.trialCount {
      showPair(run, on: devices)
    }
    if test.isApplied, before?.isApplied == false, !started { applyResult(run) }
    guard !run.isRunning, started || previous?.isRunning == true else { return nil }
    devices.settle()
    return finish(run)
  }

  /// Two devices with the scene's values, on the scene's screen.
  private func openBlindTestDevices() -> Comparison {
    let values = session.parameters.valuesOffSeed
    let devices = blindTestStage.open(
      CompareState(devices: [values, values]), of: session.descriptor, screenSize: deviceSize,
      device: (Self.device(of: state), state.orientation), devices: [], now: clock.now,
      timeScale: state.timeScale)
    if isTracing { devices.traceSink = { [weak self] line in self?.session.traceSink?(line) } }
    let scene = devices.descriptor.id
    devices.onWarning = { [weak self] code, message in
      self?.report(code: code, message: message, scene: scene)
    }
    return devices
  }

  /// Puts the devices away, so the next command opens them again for the scene (a scene
  /// file built again).
  func closeBlindTestDevices() { blindTestStage.close() }

  /// `state` with whether both blind-test devices have played in the trial shown (the picks
  /// enabled), told to the trace when that changes.
  func withBlindTestPlayed(_ state: LabState) -> LabState {
    guard case .blindTest(var test) = state.workspace, let devices = blindTestDevices else {
      return state
    }
    let played = test.isRunning && devices.playedDevices.allSatisfy { $0 }
    guard played != test.picksEnabled else { return state }
    test.picksEnabled = played
    if played { emit("blind-test", [("event", .string("picks-enabled"))]) }
    var next = state
    next.workspace = .blindTest(test)
    return next
  }

  // MARK: Effects

  private func emitStart(_ run: BlindTestRun) {
    switch run {
    case .parameter(let id, let staircase):
      emit(
        "blind-test",
        [
          ("event", .string("start")), ("parameter", .string(id)),
          ("from", .number(staircase.range.lowerBound)),
          ("to", .number(staircase.range.upperBound)),
          ("trials", .number(Double(staircase.maximumTrials))),
        ])
    case .presets(let duel):
      emit(
        "blind-test",
        [
          ("event", .string("start")), ("test", .string("presets")),
          ("presets", .array(duel.contenders.map { .string($0.name) })),
          ("trials", .number(Double(duel.maximumTrials))),
        ])
    }
  }

  /// The trace's line for the pick just made (the last trial of `run`).
  private func emitTrial(_ run: BlindTestRun) {
    switch run {
    case .parameter(_, let staircase):
      guard let trial = staircase.trials.last else { return }
      emit(
        "blind-trial",
        [
          ("trial", .number(Double(trial.number))), ("left", .number(trial.left)),
          ("right", .number(trial.right)), ("chosen", .string(trial.chosen.rawValue)),
        ])
    case .presets(let duel):
      guard let trial = duel.trials.last else { return }
      emit(
        "blind-trial",
        [
          ("trial", .number(Double(trial.number))),
          ("left_preset", .string(duel.contenders[trial.left].name)),
          ("right_preset", .string(duel.contenders[trial.right].name)),
          ("chosen", .string(trial.chosen.rawValue)),
          ("chosen_preset", .string(duel.contenders[trial.chosenContender].name)),
        ])
    }
  }

  /// Gives each device its side of the pair shown (over the panel's values, so a preset
  /// changes only what it holds), with the modal up on both, ready to drag.
  private func showPair(_ run: BlindTestRun, on devices: Comparison) {
    var fields: [(String, JSONValue)] = [("trial", .number(Double(run.trialCount + 1)))]
    switch run {
    case .parameter(let id, let staircase):
      guard let pair = staircase.pair else { return }
      devices.set(id, values: [pair.left, pair.right])
      fields += [("left", .number(pair.left)), ("right", .number(pair.right))]
    case .presets(let duel):
      guard let pair = duel.pair else { return }
      devices.apply(session.parameters)
      for (store, contender) in zip(devices.stores, [pair.left, pair.right]) {
        // The release preset first: choosing it sets other values, which the rest override.
        let values = contender.values.sorted {
          ($0.id == ReleaseParameterID.preset ? 0 : 1)
            < ($1.id == ReleaseParameterID.preset ? 0 : 1)
        }
        for assignment in values { try? store.set(assignment.id, assignment.value) }
      }
      fields += [
        ("left_preset", .string(pair.left.name)), ("right_preset", .string(pair.right.name)),
      ]
    }
    devices.makeReadyToDrag()
    // The values stay off the screen; the trace, for scripts, has them.
    emit("blind-pair", fields + [("ready", .bool(devices.sessions.allSatisfy(\.isPresented)))])
    emit("blind-test", [("event", .string("picks-disabled"))])
  }

  /// Writes the finished test's trials to a CSV file and its result to the trace; where the
  /// trials went (or why not).
  private func finish(_ run: BlindTestRun) -> BlindTestLog {
    let scene = session.descriptor.id
    var log = BlindTestLog(saved: "No trial was made, so nothing was saved.", path: nil)
    if run.trialCount > 0, let directory = blindTestDirectory {
      do {
        let id = PreferenceLog.runID(for: Date())
        switch run {
        case .parameter(let parameter, let staircase):
          log.path = try PreferenceLog.save(
            run: id, scene: scene, parameter: parameter, staircase: staircase,
            directory: directory)
        case .presets(let duel):
          log.path = try PresetDuelLog.save(run: id, scene: scene, duel: duel, directory: directory)
        }
        log.saved = "Saved to \(log.path ?? "")."
      } catch {
        log.saved = "Not saved: \(error.description)."
        warn("blind-test.not-saved", "The blind test's result was not saved: \(error.description)")
      }
    }
    let csv: JSONValue = log.path.map { .string($0) } ?? .null
    switch run {
    case .parameter(let id, let staircase):
      guard let spec = session.parameters.specs.first(where: { $0.id == id }) else { break }
      let result = BlindTestResult(spec: spec, staircase: staircase)
      let estimate = staircase.estimate
      emit(
        "blind-test",
        [
          ("event", .string("result")), ("parameter", .string(id)),
          ("preferred", .number(estimate.value)), ("spread", .number(estimate.spread)),
          ("trials", .number(Double(staircase.trials.count))),
          ("stopped", .bool(staircase.isStopped)), ("csv", csv),
          ("value_text", .string(result.valueText)), ("spread_text", .string(result.spreadText)),
          ("trials_text", .string(result.trialsText)),
        ])
    case .presets(let duel):
      let result = PresetDuelResult(duel)
      emit(
        "blind-test",
        [
          ("event", .string("result")), ("test", .string("presets")),
          ("preferred_preset", result.preferred.map { .string($0.name) } ?? .null),
          ("picks", .array(duel.picks.map { .number(Double($0)) })),
          ("chance", .number(duel.chance)), ("trials", .number(Double(duel.trials.count))),
          ("stopped", .bool(duel.isStopped)), ("csv", csv),
          ("value_text", .string(result.valueText)), ("spread_text", .string(result.spreadText)),
          ("trials_text", .string(result.trialsText)),
        ])
    }
    return log
  }

  /// Sets the preferred value (or preset) on the scene's parameters, as one step of their
  /// history: Undo takes it back.
  private func applyResult(_ run: BlindTestRun) {
    switch run {
    case .parameter(let id, let staircase):
      guard let spec = session.parameters.specs.first(where: { $0.id == id }) else { return }
      let value = staircase.estimate.value
      edit(.value, title: spec.title, mergeKey: nil, coalescing: false) { store in
        try? store.set(id, .number(value))
      }
      emit(
        "blind-test",
        [("event", .string("apply")), ("parameter", .string(id)), ("value", .number(value))])
    case .presets(let duel):
      guard let preferred = PresetDuelResult(duel).preferred else { return }
      edit(.preset, title: preferred.name, mergeKey: nil, coalescing: false) { store in
        for assignment in preferred.values where store[assignment.id] != nil {
          try? store.set(assignment.id, assignment.value)
        }
      }
      emit("blind-test", [("event", .string("apply")), ("preset", .string(preferred.name))])
    }
  }
}

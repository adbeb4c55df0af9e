import CGtk
import Foundation
import Scenes

/// The blind test's second kind: two presets of the scene (the person's own, a platform's, or
/// the panel's current values) played blind, left and right at random, trial by trial, until
/// one has been picked in more than half of the most trials (`PresetDuel`).
///
/// It owns the setup's choosers (what to test, and the two presets) and the duel; the pane
/// owns the devices, the picks and the result card, and asks this for each pair.
@MainActor
final class PresetBlindTest {
  /// What to test: a parameter's value or two presets.
  let kindChooser: WidgetPointer
  /// The two presets compared.
  let firstChooser: WidgetPointer
  let secondChooser: WidgetPointer
  private let lab: Lab
  /// The duel running or last run.
  private(set) var duel: PresetDuel?
  /// The result card's values, once a duel has ended.
  private(set) var result: PresetDuelResult?
  /// The names the preset choosers list, in order.
  private(set) var names: [String] = []
  /// Called when the kind chooser changes.
  var onKindChange: (() -> Void)?
  /// Refills the choosers when a preset is saved, renamed, deleted or imported.
  private var libraryObservation: ObservationToken?

  /// What the kind chooser offers, in order.
  static let kinds = ["A parameter's value", "Two presets"]
  /// The panel's values, offered as a contender beside the presets.
  static let currentValues = "Current values"

  init(lab: Lab) {
    self.lab = lab
    kindChooser = withCStringArray(Self.kinds) { gtk_drop_down_new_from_strings($0) }!
    Accessible.describe(
      kindChooser, label: "What to test",
      description:
        "A parameter's value finds the value you prefer; two presets finds which of two saved "
        + "presets you prefer.")
    firstChooser = gtk_drop_down_new_from_strings(nil)!
    Accessible.describe(
      firstChooser, label: "First preset",
      description: "One of the two presets played blind.")
    secondChooser = gtk_drop_down_new_from_strings(nil)!
    Accessible.describe(
      secondChooser, label: "Second preset",
      description: "The other preset played blind.")
    libraryObservation = lab.observeState { [weak self] old, new in
      guard let self, old.presets != new.presets, !self.isRunning else { return }
      self.fill()
    }
    Signal.connect(
      kindChooser, "notify::selected",
      pointer: { [weak self] _ in
        self?.onKindChange?()
      })
  }

  /// Whether the kind chooser asks for two presets.
  var testsPresets: Bool { gtk_drop_down_get_selected(tl_drop_down(kindChooser.raw)) == 1 }

  /// Whether a duel is running.
  var isRunning: Bool { duel?.isFinished == false }

  /// The contenders the lab offers now: the current values, the person's presets of the
  /// scene, then the platform presets the scene can run.
  func contenders() -> [PresetDuel.Contender] {
    let store = lab.parameters
    var list = [
      PresetDuel.Contender(
        name: Self.currentValues,
        values: store.allValues.map { ParameterAssignment($0.0.id, $0.1) })
    ]
    for preset in lab.state.presets.presets(for: store.sceneID) {
      list.append(PresetDuel.Contender(name: preset.name, values: preset.values))
    }
    for preset in PlatformPreset.all where preset.applies(to: store) {
      list.append(PresetDuel.Contender(name: preset.title, values: preset.assignments(for: store)))
    }
    return list
  }

  /// Fills the preset choosers from the lab, keeping the names chosen when they are still
  /// offered (the first of the person's presets, then the next, otherwise).
  func fill() {
    let previous = chosenNames
    let next = contenders().map(\.name)
    guard next != names else { return }
    names = next
    let own = lab.state.presets.presets(for: lab.parameters.sceneID).count
    // With presets of their own, a person most likely compares those.
    let defaults = own >= 2 ? [1, 2] : own == 1 ? [1, 0] : [0, Swift.min(1, names.count - 1)]
    for (index, chooser) in [firstChooser, secondChooser].enumerated() {
      let model = withCStringArray(names) { gtk_string_list_new($0) }!
      gtk_drop_down_set_model(tl_drop_down(chooser.raw), model)
      g_object_unref(UnsafeMutableRawPointer(model))
      let kept = previous.flatMap { names.firstIndex(of: $0[index]) } ?? defaults[index]
      gtk_drop_down_set_selected(tl_drop_down(chooser.raw), UInt32(Swift.max(kept, 0)))
    }
  }

  /// The names in the two choosers, or nil before they are filled.
  private var chosenNames: [String]? {
    let indices = [firstChooser, secondChooser].map {
      Int(gtk_drop_down_get_selected(tl_drop_down($0.raw)))
    }
    guard indices.allSatisfy({ names.indices.contains($0) }) else { return nil }
    return indices.map { names[$0] }
  }

  /// Starts a duel of the two chosen presets over at most `trials`; the sentence that says
  /// why not, when the choice is not two different presets.
  func start(trials: Int) -> String? {
    let offered = contenders()
    guard offered.count >= 2 else {
      return "Save a preset of this scene (Motion section) to compare it with the current values."
    }
    guard let chosen = chosenNames, chosen[0] != chosen[1] else {
      return "Choose two different presets."
    }
    let pair = chosen.compactMap { name in offered.first { $0.name == name } }
    guard pair.count == 2 else { return "Choose two different presets." }
    duel = PresetDuel(pair[0], pair[1], maximumTrials: trials, flip: { Bool.random() })
    result = nil
    lab.emit(
      "blind-test",
      [
        ("event", .string("start")), ("test", .string("presets")),
        ("presets", .array(chosen.map { .string($0) })), ("trials", .number(Double(trials))),
      ])
    return nil
  }

  /// Records a pick for the pair shown; false when no duel runs.
  @discardableResult
  func choose(_ side: PreferenceStaircase.Side) -> Bool {
    guard duel?.isFinished == false, let pair = duel?.pair else { return false }
    duel?.choose(side)
    if let trial = duel?.trials.last {
      lab.emit(
        "blind-trial",
        [
          ("trial", .number(Double(trial.number))), ("left_preset", .string(pair.left.name)),
          ("right_preset", .string(pair.right.name)), ("chosen", .string(trial.chosen.rawValue)),
          ("chosen_preset", .string(chosenName(trial))),
        ])
    }
    return true
  }

  private func chosenName(_ trial: PresetDuel.Trial) -> String {
    duel?.contenders[trial.chosenContender].name ?? ""
  }

  /// Ends the duel early; false when none runs.
  @discardableResult
  func stop() -> Bool {
    guard duel?.isFinished == false else { return false }
    duel?.stop()
    return true
  }

  /// Forgets the duel (a new scene, a new start of the pane).
  func reset() {
    duel = nil
    result = nil
  }

  /// Gives each device the values of its side of the pair shown (over the panel's values, so
  /// a platform preset changes only the timing); false once the duel has finished.
  func showPair(on comparison: Comparison) -> Bool {
    guard let duel, let pair = duel.pair else { return false }
    comparison.apply(lab.parameters)
    for (store, contender) in zip(comparison.stores, [pair.left, pair.right]) {
      // The release preset first: choosing it sets other values, which the rest override.
      let values = contender.values.sorted {
        ($0.id == ReleaseParameterID.preset ? 0 : 1) < ($1.id == ReleaseParameterID.preset ? 0 : 1)
      }
      for assignment in values { try? store.set(assignment.id, assignment.value) }
    }
    return true
  }

  /// The pair's trace fields: the trial, and the preset on each side.
  var pairFields: [(String, JSONValue)] {
    guard let duel, let pair = duel.pair else { return [] }
    return [
      ("trial", .number(Double(duel.trials.count + 1))), ("left_preset", .string(pair.left.name)),
      ("right_preset", .string(pair.right.name)),
    ]
  }

  /// Ends the duel: the result, the CSV written to `directory` (its path, or the sentence
  /// that says why not) and the trace's result line.
  func finish(scene: String, directory: String?) -> (
    PresetDuelResult, saved: String, path: String?
  )? {
    guard let duel else { return nil }
    let result = PresetDuelResult(duel)
    self.result = result
    var path: String?
    var saved = "No trial was made, so nothing was saved."
    if !duel.trials.isEmpty, let directory {
      do {
        path = try PresetDuelLog.save(
          run: PreferenceLog.runID(for: Date()), scene: scene, duel: duel, directory: directory)
        saved = "Saved to \(path ?? "")."
      } catch {
        saved = "Not saved: \(error.description)."
        lab.warn(
          "blind-test.not-saved", "The blind test's result was not saved: \(error.description)")
      }
    }
    lab.emit(
      "blind-test",
      [
        ("event", .string("result")), ("test", .string("presets")),
        ("preferred_preset", result.preferred.map { .string($0.name) } ?? .null),
        ("picks", .array(duel.picks.map { .number(Double($0)) })),
        ("chance", .number(duel.chance)), ("trials", .number(Double(duel.trials.count))),
        ("stopped", .bool(duel.isStopped)), ("csv", path.map { .string($0) } ?? .null),
        ("value_text", .string(result.valueText)), ("spread_text", .string(result.spreadText)),
        ("trials_text", .string(result.trialsText)),
      ])
    return (result, saved, path)
  }

  /// Sets the preferred preset's values on the scene's parameters, as one undoable step;
  /// false when there is none (a tie).
  func applyResult() -> Bool {
    guard let preferred = result?.preferred else { return false }
    lab.send(.setParameters(preferred.values, kind: .preset, title: preferred.name))
    lab.emit(
      "blind-test", [("event", .string("apply")), ("preset", .string(preferred.name))])
    return true
  }
}

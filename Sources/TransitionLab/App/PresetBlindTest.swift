import CGtk
import Foundation
import Scenes

/// The blind test's second kind: two presets of the scene (the person's own, a platform's, or
/// the panel's current values) played blind, left and right at random, trial by trial, until
/// one has been picked in more than half of the most trials (`PresetDuel`).
///
/// It owns the setup's choosers (what to test, and the two presets) and says which two sets
/// they choose; the duel is the lab's state (`BlindTestRun.presets`), like every trial.
@MainActor
final class PresetBlindTest {
  /// What to test: a parameter's value or two presets.
  let kindChooser: WidgetPointer
  /// The two presets compared.
  let firstChooser: WidgetPointer
  let secondChooser: WidgetPointer
  private let lab: Lab
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
    kindChooser = Widgets.dropDown(Self.kinds)
    Accessible.describe(
      kindChooser, label: "What to test",
      description:
        "A parameter's value finds the value you prefer; two presets finds which of two saved "
        + "presets you prefer.")
    firstChooser = Widgets.dropDown()
    Accessible.describe(
      firstChooser, label: "First preset",
      description: "One of the two presets played blind.")
    secondChooser = Widgets.dropDown()
    Accessible.describe(
      secondChooser, label: "Second preset",
      description: "The other preset played blind.")
    libraryObservation = lab.observeState { [weak self] old, new in
      guard let self, old.presets != new.presets, new.workspace.blindTest?.isRunning != true
      else { return }
      self.fill()
    }
    Signal.connect(
      kindChooser, "notify::selected",
      pointer: { [weak self] _ in
        self?.onKindChange?()
      })
  }

  /// Whether the kind chooser asks for two presets.
  var testsPresets: Bool { kindChooser.selectedIndex == 1 }

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
      chooser.selectedIndex = Swift.max(kept, 0)
    }
  }

  /// The names in the two choosers, or nil before they are filled.
  private var chosenNames: [String]? {
    let indices = [firstChooser, secondChooser].map {
      $0.selectedIndex
    }
    guard indices.allSatisfy({ names.indices.contains($0) }) else { return nil }
    return indices.map { names[$0] }
  }

  /// The two sets the choosers name, or the sentence that says why they cannot be compared.
  func chosenPair() -> Result<(first: PresetDuel.Contender, second: PresetDuel.Contender), Refusal>
  {
    let offered = contenders()
    guard offered.count >= 2 else {
      return .failure(
        Refusal(
          "Save a preset of this scene (Motion section) to compare it with the current values."))
    }
    guard let chosen = chosenNames, chosen[0] != chosen[1] else {
      return .failure(Refusal("Choose two different presets."))
    }
    let pair = chosen.compactMap { name in offered.first { $0.name == name } }
    guard pair.count == 2 else { return .failure(Refusal("Choose two different presets.")) }
    return .success((pair[0], pair[1]))
  }

  /// Why a test cannot start, in one sentence.
  struct Refusal: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }
}

import Scenes
import TransitionKit

/// One `--variant` of `compare`: the parameters it sets, on top of the scene's `--set`s.
struct CompareVariant {
  /// The most and fewest variants `compare` takes.
  static let countRange = 2...4

  /// The variant's place on the command line, from 1.
  let number: Int
  /// The variant's `name=value` assignments, in the order given (empty: the seed's values).
  let assignments: [String]
  /// What the assignments set, checked against the scene's parameters, in the order given.
  let sets: [(String, ParameterValue)]
  /// Every `--set` and assignment, the variant's winning over a `--set` of the same name.
  let combined: [String]

  /// Reads `text`, a comma-separated list of `NAME=VALUE` (empty for the seed's values).
  ///
  /// - Throws: `UsageError` naming the variant, such as `--variant 2 ('damping=9'): …`.
  @MainActor static func parse(
    _ text: String, number: Int, scene: SceneDescriptor, base: [String]
  ) throws -> CompareVariant {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let assignments =
      trimmed.isEmpty
      ? []
      : trimmed.split(separator: ",", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
    let place = "--variant \(number) ('\(text)')"
    if assignments.contains(where: \.isEmpty) {
      throw UsageError("\(place): an empty NAME=VALUE between commas")
    }
    let store = scene.makeParameters()
    do {
      try store.apply(assignments: assignments)
    } catch {
      throw UsageError("\(place): \(error.description)")
    }
    let names = assignments.map(Self.name(of:))
    let sets = names.map { ($0, store[$0] ?? .number(0)) }
    let combined = base.filter { !names.contains(Self.name(of: $0)) } + assignments
    return CompareVariant(number: number, assignments: assignments, sets: sets, combined: combined)
  }

  /// The variants given, checked: 2 to 4 of them, each a valid list.
  @MainActor static func parseAll(_ texts: [String], scene: SceneDescriptor, base: [String])
    throws -> [CompareVariant]
  {
    guard countRange.contains(texts.count) else {
      throw UsageError(
        "give 2 to 4 --variant lists (comma-separated NAME=VALUE, '' for the seed's values), "
          + "got \(texts.count)")
    }
    return try texts.enumerated().map {
      try parse($0.element, number: $0.offset + 1, scene: scene, base: base)
    }
  }

  /// The variant's parameters: the seed's, then every `--set`, then its own values.
  @MainActor func parameters(for scene: SceneDescriptor) throws -> ParameterStore {
    let store = scene.makeParameters()
    do {
      try store.apply(assignments: combined)
    } catch {
      throw UsageError("--variant \(number): \(error.description)")
    }
    return store
  }

  /// The `sets` object of the JSON line.
  var setsJSON: JSONValue { .object(sets.map { ($0.0, JSONValue($0.1)) }) }

  /// What differs from the seed in `store`, as `name=value` in the scene's order, or `seed
  /// values` when nothing does.
  @MainActor static func differences(_ store: ParameterStore) -> String {
    let changed = store.allValues.filter { $0.1 != $0.0.seedDefault }
      .map { "\($0.0.id)=\($0.1.description)" }
    return changed.isEmpty ? "seed values" : changed.joined(separator: ", ")
  }

  private static func name(of assignment: String) -> String {
    String(assignment.prefix { $0 != "=" })
  }
}

import ArgumentParser
import Foundation
import Scenes
import TransitionKit

/// `--guides`, shared by `render` and `filmstrip`: the guides to draw over the scene, which
/// the command line's pictures leave out unless asked (the window draws them on its canvas
/// only).
struct GuideOptions: ParsableArguments {
  @Option(
    name: .customLong("guides"), parsing: .unconditional,
    help: ArgumentHelp(
      "Draw guides over the scene, a comma-separated list of "
        + GuideMark.Kind.allCases.map(\.rawValue).joined(separator: ", ") + ", or all.",
      valueName: "names"))
  var guides: String?

  /// The guides asked for; empty without `--guides`.
  func kinds() throws -> Set<GuideMark.Kind> {
    guard let guides else { return [] }
    let known = GuideMark.Kind.allCases.map(\.rawValue).joined(separator: ", ")
    var kinds: Set<GuideMark.Kind> = []
    for name in guides.split(separator: ",", omittingEmptySubsequences: false) {
      let name = name.trimmingCharacters(in: .whitespaces)
      if name == "all" {
        kinds.formUnion(GuideMark.Kind.allCases)
      } else if let kind = GuideMark.Kind(rawValue: name) {
        kinds.insert(kind)
      } else {
        throw UsageError("--guides: unknown guide '\(name)'; known: \(known), all")
      }
    }
    return kinds
  }
}

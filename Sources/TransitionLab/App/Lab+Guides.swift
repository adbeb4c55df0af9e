import Scenes
import TransitionKit

extension Lab {
  /// Keeps the guides shown in the settings, and writes the `guides` trace line.
  func noteGuides(_ guides: Set<GuideMark.Kind>, old: Set<GuideMark.Kind>) {
    guard guides != old else { return }
    let names = GuideMark.Kind.allCases.filter(guides.contains).map(\.rawValue)
    emit("guides", [("on", .array(names.map { .string($0) }))])
    guard settings.guides != guides else { return }
    settings.guides = guides
    hasUnsavedSettings = true
    onSettingsChange?()
  }
}

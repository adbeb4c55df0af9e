import MotionExport
import Scenes

/// The one way a scene's motion becomes code: `transition-lab export` and the window's
/// Export… both build it here, from a `SceneSession` of the scene with the given values, so
/// the scene itself says what its motion is (a sheet's detents, the zoom's zoom, the
/// navigation's pop) rather than its parameters being read apart from it.
@MainActor
enum SceneExport {
  /// The motion of `descriptor` with the values of `values`, asked of a session of its own:
  /// the session is put in its presented state to be asked, so a live session (the window's)
  /// is never passed in, only its values, copied into a fresh store. A scene file's session
  /// runs in the file's offline copy (`SceneDescriptor.offlineModuleState()`), never the
  /// live one's module.
  static func spec(of descriptor: SceneDescriptor, values: ParameterStore) -> MotionSpec {
    let offline = descriptor.offlineModuleState()
    return MotionSpec(
      session: SceneSession(descriptor: offline, parameters: copy(values, offline)))
  }

  /// The code for `format` of `descriptor`'s motion with the values of `values`.
  static func code(
    of descriptor: SceneDescriptor, values: ParameterStore, format: ExportFormat
  ) -> String {
    MotionExporter.code(for: spec(of: descriptor, values: values), format: format)
  }

  /// A fresh store of `descriptor`'s with the values of `values`. A release preset is set
  /// first, since choosing one sets the release values; then every value, twice, so one that a
  /// later choice reset is put back.
  static func copy(_ values: ParameterStore, _ descriptor: SceneDescriptor) -> ParameterStore {
    let store = descriptor.makeParameters()
    let isPreset = { (entry: (ParameterSpec, ParameterValue)) in
      entry.0.id == ReleaseParameterID.preset
    }
    let presetFirst = values.allValues.filter(isPreset) + values.allValues.filter { !isPreset($0) }
    for _ in 0..<2 {
      for (spec, value) in presetFirst where store[spec.id] != value {
        try? store.set(spec.id, value)
      }
    }
    return store
  }
}

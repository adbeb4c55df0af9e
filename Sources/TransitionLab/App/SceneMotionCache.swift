import MotionExport
import Scenes

/// The motion of a scene's values as a session of the scene says it (`SceneExport.spec`), kept
/// until the values change: the plot, its marker, the preview strip, the scrub and Export…
/// ask the scene the same way `transition-lab export` does, and the marker asks on every
/// frame, so a session is made only when the values differ from the last ones asked of.
@MainActor
final class SceneMotionCache {
  /// How many sets of values are kept (the edited one, the seed's and compare mode's four).
  static let capacity = 8

  private struct Entry {
    let scene: String
    let values: [ParameterValue]
    let spec: MotionSpec
    var lastUse: Int
  }

  private var entries: [ObjectIdentifier: Entry] = [:]
  private var uses = 0

  /// How many specs were made since the cache was made (a session each).
  private(set) var madeCount = 0

  /// The motion of `descriptor` with the values `store` has now.
  func spec(of descriptor: SceneDescriptor, values store: ParameterStore) -> MotionSpec {
    uses += 1
    let key = ObjectIdentifier(store)
    let values = store.allValues.map(\.1)
    if var entry = entries[key], entry.scene == descriptor.id, entry.values == values {
      entry.lastUse = uses
      entries[key] = entry
      return entry.spec
    }
    // A scene file's code is the person's and is not run behind their back: a session
    // presented to be asked would run their presentation with the live scene's file-level
    // variables, and a trap in it would take the window down before they pressed anything.
    // Its motion is read from its values; Export… asks a session of it when asked to.
    let spec =
      descriptor.moduleCopy == nil
      ? SceneExport.spec(of: descriptor, values: store) : MotionSpec(parameters: store)
    madeCount += 1
    entries[key] = Entry(scene: descriptor.id, values: values, spec: spec, lastUse: uses)
    if entries.count > Self.capacity,
      let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key
    {
      entries.removeValue(forKey: oldest)
    }
    return spec
  }
}

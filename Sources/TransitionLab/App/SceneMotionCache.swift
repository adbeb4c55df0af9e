import MotionExport
import Scenes
import TransitionKit

/// The motion of a scene's values as the scene says it, kept per scene and values: the plot,
/// its marker, the preview strip and the scrub ask it on every frame, so it is made only for
/// values not asked of before, and values asked again (an undo, the seed's) are found again.
///
/// A built-in scene's first values are asked as `transition-lab export` asks them
/// (`SceneExport.spec`, a session presented to be asked). Presenting costs tens of
/// milliseconds, too much for the frame a value changes on, and adds only the sheet: later
/// values are given their declared part at once (`declared`, the scene built and asked, not
/// laid out or presented), and a scene that presents a sheet has its sheet built after the
/// frame is drawn, when the main loop is idle, then `onSettled` is called; until then the
/// sheet of the store's last values stands.
///
/// A scene file's scene is asked only its declared part (`MotionSpec(declaredBy:)`: zoom,
/// navigation, release geometry) of a session of a copy of its module, never presented: its
/// code is the person's and is not run behind their back, and what the live scene left in its
/// file-level variables stays its own. Its sheet, which only presenting would show, is
/// Export…'s, which asks when asked to; nothing the cache feeds (plot, marker, preview, scrub)
/// reads a sheet.
@MainActor
final class SceneMotionCache {
  /// How many sets of values are kept (the edited one and its recent values, the seed's,
  /// compare mode's four).
  static let capacity = 24

  private struct Key: Hashable {
    let scene: String
    let values: [ParameterValue]
  }

  private struct Entry {
    let spec: MotionSpec
    var lastUse: Int
  }

  /// What an idle turn builds: the scene and a copy of the values as they were asked.
  private struct Pending {
    let store: ObjectIdentifier
    let key: Key
    let descriptor: SceneDescriptor
    let values: ParameterStore
  }

  /// The last key a store was given, and the store, held weakly: a store that is gone
  /// (a compared device's, the blind test's, a scrubbed take's) has nothing more to carry
  /// over, and its identifier may be a new store's.
  private struct Given {
    weak var store: ParameterStore?
    let key: Key
  }

  private var entries: [Key: Entry] = [:]
  /// The last key each store still alive was given, for its spec while the next one waits.
  /// Stores that are gone are forgotten as new ones ask: every compare mode and blind test
  /// opened asks with stores of its own, and the keys of those gone stayed for good.
  private var lastGiven: [ObjectIdentifier: Given] = [:]
  private var pending: [Pending] = []
  /// What is given for values whose spec waits: their declared part with the last sheet.
  private var provisional: [Key: MotionSpec] = [:]
  private var idleScheduled = false
  /// A scene file's module copy, made once per loaded version of the file.
  private var moduleCopies: [String: SceneDescriptor] = [:]
  /// Whether a built-in scene's export had a sheet, learnt from its first spec.
  private var presentsSheet: [String: Bool] = [:]
  private var uses = 0

  /// How many specs were made since the cache was made (a session each).
  private(set) var madeCount = 0

  /// Called after an idle turn built specs that were waiting: what shows them asks again.
  var onSettled: (() -> Void)?

  /// Runs its argument once the main loop is idle; the window's main loop by default.
  var scheduleIdle: @MainActor (@escaping @MainActor () -> Void) -> Void = { work in
    MainLoop.addIdle {
      work()
      return false
    }
  }

  /// The motion of `descriptor` with the values `store` has now. For a built-in scene that
  /// presents a sheet, while its sheet for new values waits for an idle turn, the sheet the
  /// store's last values gave.
  func spec(of descriptor: SceneDescriptor, values store: ParameterStore) -> MotionSpec {
    uses += 1
    let key = Key(scene: descriptor.id, values: store.allValues.map(\.1))
    let storeID = ObjectIdentifier(store)
    defer { remember(key, given: store) }
    if let spec = use(key) ?? provisional[key] { return spec }
    let values = SceneExport.copy(store, descriptor)
    let isSceneFile = descriptor.moduleCopy != nil
    guard !isSceneFile, let presentsSheet = presentsSheet[descriptor.id] else {
      // The first values asked of a scene: as the export asks them.
      let spec = make(descriptor, values)
      if !isSceneFile { presentsSheet[descriptor.id] = spec.sheet != nil }
      keep(spec, for: key)
      return spec
    }
    var spec = Self.declared(descriptor, values)
    madeCount += 1
    guard presentsSheet else {
      // What presenting adds is the sheet alone: the declared part is the whole motion.
      keep(spec, for: key)
      return spec
    }
    if let last = lastKey(given: store), last.scene == key.scene,
      let shown = entries[last]?.spec ?? provisional[last]
    {
      spec.sheet = shown.sheet
    }
    provisional[key] = spec
    wait(for: key, descriptor, values, store: storeID)
    return spec
  }

  /// Whether `spec(of:values:)` gives the motion of `store`'s values as they are now, rather
  /// than the last one while the new one waits.
  func isCurrent(_ descriptor: SceneDescriptor, values store: ParameterStore) -> Bool {
    entries[Key(scene: descriptor.id, values: store.allValues.map(\.1))] != nil
  }

  /// Builds every spec that waits, now.
  func settle() {
    while buildNext() {}
  }

  /// Forgets what the cache knows of the scene `id`: its file was built again.
  func forget(sceneID id: String) {
    entries = entries.filter { $0.key.scene != id }
    pending.removeAll { $0.key.scene == id }
    provisional = provisional.filter { $0.key.scene != id }
    lastGiven = lastGiven.filter { $0.value.key.scene != id }
    moduleCopies[id] = nil
  }

  /// How many stores' last keys are remembered (only stores still alive).
  var rememberedStoreCount: Int { lastGiven.count }

  /// The last key `store` was given, if it is still the store that asked.
  private func lastKey(given store: ParameterStore) -> Key? {
    guard let given = lastGiven[ObjectIdentifier(store)], given.store === store else {
      return nil
    }
    return given.key
  }

  /// Remembers the key `store` was given; a store new to the cache first has those that are
  /// gone forgotten.
  private func remember(_ key: Key, given store: ParameterStore) {
    let id = ObjectIdentifier(store)
    if lastGiven[id]?.store !== store {
      lastGiven = lastGiven.filter { $0.value.store != nil }
    }
    lastGiven[id] = Given(store: store, key: key)
  }

  private func use(_ key: Key) -> MotionSpec? {
    guard var entry = entries[key] else { return nil }
    entry.lastUse = uses
    entries[key] = entry
    return entry.spec
  }

  private func wait(
    for key: Key, _ descriptor: SceneDescriptor, _ values: ParameterStore,
    store storeID: ObjectIdentifier
  ) {
    // Values the store has already left (a preset sets several in a row) are not built.
    for left in pending where left.store == storeID && left.key != key {
      provisional[left.key] = nil
    }
    pending.removeAll { $0.store == storeID && $0.key != key }
    if !pending.contains(where: { $0.key == key }) {
      pending.append(Pending(store: storeID, key: key, descriptor: descriptor, values: values))
    }
    guard !idleScheduled else { return }
    idleScheduled = true
    scheduleIdle { [weak self] in self?.idleTurn() }
  }

  private func idleTurn() {
    idleScheduled = false
    guard buildNext() else { return }
    if pending.isEmpty {
      onSettled?()
    } else {
      idleScheduled = true
      scheduleIdle { [weak self] in self?.idleTurn() }
    }
  }

  /// Builds the oldest waiting spec; false when none waits.
  private func buildNext() -> Bool {
    guard !pending.isEmpty else { return false }
    let next = pending.removeFirst()
    provisional[next.key] = nil
    if entries[next.key] == nil {
      keep(make(next.descriptor, next.values), for: next.key)
    }
    return true
  }

  /// The motion as the export says it for a built-in scene (a session presented to be
  /// asked), the declared part of a session of a module copy for a scene file's.
  private func make(_ descriptor: SceneDescriptor, _ values: ParameterStore) -> MotionSpec {
    madeCount += 1
    guard descriptor.moduleCopy != nil else {
      return MotionSpec(session: SceneSession(descriptor: descriptor, parameters: values))
    }
    let copy = moduleCopy(of: descriptor)
    return MotionSpec(
      declaredBy: SceneSession(descriptor: copy, parameters: SceneExport.copy(values, copy)))
  }

  /// The declared part of a built-in scene's motion: the scene built with `values` in a
  /// window of the export's screen, neither laid out nor presented.
  static func declared(_ descriptor: SceneDescriptor, _ values: ParameterStore) -> MotionSpec {
    let window = Window(
      screen: Screen(size: Screen.defaultSize), engine: AnimationEngine(clock: ManualClock()))
    let scene = window.run { descriptor.instantiate(parameters: values) }
    return MotionSpec(declaredBy: scene, parameters: values, screen: window.screen.bounds.size)
  }

  /// The scene of a copy of a scene file's module, once per version of the file: a session
  /// of it runs the scene's code with file-level variables apart from the live one's. It is
  /// the version's offline copy, which the other sessions away from the stage (a replay, an
  /// export, the release map) share: a copy of its own would map the library once more for
  /// every version saved, for good.
  private func moduleCopy(of descriptor: SceneDescriptor) -> SceneDescriptor {
    if let copy = moduleCopies[descriptor.id] { return copy }
    let copy = descriptor.offlineModuleState()
    moduleCopies[descriptor.id] = copy
    return copy
  }

  private func keep(_ spec: MotionSpec, for key: Key) {
    entries[key] = Entry(spec: spec, lastUse: uses)
    if entries.count > Self.capacity,
      let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key
    {
      entries.removeValue(forKey: oldest)
      // A store whose last values are gone has nothing to carry over: what asked it (a
      // session's seed values, a scrubbed take's) may be gone too.
      lastGiven = lastGiven.filter {
        entries[$0.value.key] != nil || provisional[$0.value.key] != nil
      }
    }
  }
}

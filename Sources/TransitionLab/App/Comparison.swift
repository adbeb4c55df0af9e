import Scenes
import TransitionKit

/// Two to four devices of one scene, each with its own parameter set, that one finger drives
/// at once: what the window's compare mode and the blind test show. No GTK here; the pane
/// draws the sessions and feeds them the pointer.
///
/// Every device's session runs on one shared manual clock, so a tick moves them all to the
/// same scene time. A pointer event is delivered to each session at the same scene point
/// (the devices have the same screen), so a drag on any device is felt on every one.
@MainActor
final class Comparison {
  /// How many devices a comparison has.
  nonisolated static let deviceRange = 2...4

  let descriptor: SceneDescriptor
  let clock: ManualClock
  let screenSize: Size
  private(set) var stores: [ParameterStore] = []
  private(set) var sessions: [SceneSession] = []
  /// The device the side panel edits, from 0.
  var selected = 0 {
    didSet { selected = Swift.min(Swift.max(selected, 0), sessions.count - 1) }
  }
  /// Called after a device's values change, a device is added or removed.
  var onSetsChange: (() -> Void)?
  /// Receives each session's trace lines with the device's number (from 1) added.
  var traceSink: ((JSONValue) -> Void)?

  /// A comparison of `descriptor` with a device per entry of `sets` (each the values that
  /// differ from the seed's; at least two devices, at most four), from the root screen.
  init(
    descriptor: SceneDescriptor, sets: [[String: ParameterValue]], screenSize: Size,
    clock: ManualClock
  ) {
    self.descriptor = descriptor
    self.clock = clock
    self.screenSize = screenSize
    var sets = Array(sets.prefix(Self.deviceRange.upperBound))
    while sets.count < Self.deviceRange.lowerBound { sets.append(sets.last ?? [:]) }
    for values in sets { addSession(values) }
  }

  /// Each device's values that differ from the seed's, as the settings keep them.
  var sets: [[String: ParameterValue]] {
    stores.map { store in
      Dictionary(
        uniqueKeysWithValues: store.allValues.filter { $0.1 != $0.0.seedDefault }.map {
          ($0.0.id, $0.1)
        })
    }
  }

  /// Adds a device with the selected device's values (at most four); it opens on the root
  /// screen.
  func addDevice() {
    guard sessions.count < Self.deviceRange.upperBound else { return }
    addSession(sets[selected])
    selected = sessions.count - 1
    onSetsChange?()
  }

  /// Removes the selected device (at least two stay).
  func removeSelectedDevice() {
    guard sessions.count > Self.deviceRange.lowerBound else { return }
    sessions[selected].settle()
    sessions.remove(at: selected)
    stores.remove(at: selected)
    selected = Swift.min(selected, sessions.count - 1)
    onSetsChange?()
  }

  /// Gives device `target` the values of device `source`.
  func copySet(from source: Int, to target: Int) {
    guard stores.indices.contains(source), stores.indices.contains(target), source != target
    else { return }
    for (spec, value) in stores[source].allValues { try? stores[target].set(spec.id, value) }
  }

  /// What each device's label says: the first device what differs from the seed, the others
  /// what differs from the first (`same as 1` when nothing does).
  var labels: [String] {
    stores.enumerated().map { index, store in
      if index == 0 {
        let changed = store.allValues.filter { $0.1 != $0.0.seedDefault }
        return "1 · " + (changed.isEmpty ? "seed values" : Self.describe(changed))
      }
      let first = stores[0]
      let changed = store.allValues.filter { first[$0.0.id] != $0.1 }
      return "\(index + 1) · " + (changed.isEmpty ? "same as 1" : Self.describe(changed))
    }
  }

  private static func describe(_ values: [(ParameterSpec, ParameterValue)]) -> String {
    values.map { "\($0.0.id) \($0.1.description)" }.joined(separator: ", ")
  }

  // MARK: Driving

  /// Delivers one pointer event to every device, at the same scene point, then ticks them.
  func send(_ event: PointerEvent) {
    for session in sessions { session.send(event) }
    tick()
  }

  /// Ticks every device at the clock's time.
  func tick() {
    for session in sessions { session.tick() }
  }

  /// Whether any device needs frames.
  var needsFrames: Bool { sessions.contains { $0.needsFrames } }

  /// Presents or dismisses on every device, with the scene's own gesture.
  func perform(_ action: SceneAction) {
    for session in sessions {
      session.schedule(session.scene.script(for: action, screen: screenSize))
    }
  }

  /// Plays the last drag again on every device that recorded it; false when none did.
  @discardableResult
  func replayLastDrag() -> Bool {
    var any = false
    for session in sessions where session.replayLastRecording() { any = true }
    return any
  }

  /// Whether the first device has its modal on screen (the header follows it).
  var isPresented: Bool { sessions.first?.isPresented ?? false }

  /// Whether any device has a drag to replay.
  var hasRecording: Bool { sessions.contains { $0.lastRecording != nil } }

  /// Runs what is in flight on every device to its end (before the comparison is put away).
  func settle() {
    for session in sessions { session.settle() }
  }

  /// Gives every device the values of `source` (the blind test's starting point: the scene's
  /// values as the panel has them).
  func apply(_ source: ParameterStore) {
    for store in stores {
      for (spec, value) in source.allValues { try? store.set(spec.id, value) }
    }
  }

  /// Sets every device's values to `values` for `parameter` (the blind test's pair).
  func set(_ parameter: String, values: [Double]) {
    for (store, value) in zip(stores, values) { try? store.set(parameter, .number(value)) }
  }

  private func addSession(_ values: [String: ParameterValue]) {
    let store = descriptor.makeParameters()
    for (name, value) in values { try? store.set(name, value) }
    let session = SceneSession(
      descriptor: descriptor, parameters: store, screenSize: screenSize, clock: clock)
    let device = sessions.count + 1
    session.traceSink = { [weak self, weak session] line in
      guard let self, let sink = self.traceSink, case .object(let fields) = line else { return }
      let index = (self.sessions.firstIndex { $0 === session } ?? device - 1) + 1
      sink(
        .object(
          Array(fields.prefix(2)) + [("device", .number(Double(index)))] + fields.dropFirst(2)))
    }
    store.observe { [weak self] _, _ in self?.onSetsChange?() }
    stores.append(store)
    sessions.append(session)
  }
}

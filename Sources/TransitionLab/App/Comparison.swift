import Scenes
import TransitionKit

/// Two to four devices of one scene, each with its own parameter set, that one finger drives
/// at once: what the window's compare mode and the blind test show. No GTK here; the pane
/// draws the sessions and feeds them the pointer.
///
/// Every device's session runs on one shared manual clock, so a tick moves them all to the
/// same scene time. A pointer event is delivered to each session at the same scene point
/// (the devices have the same screen), so a drag on any device is felt on every one. A press
/// on a control acts on each device on the control with the same id, wherever it is there; a
/// device that does not show that control gets the drag but no tap (`PressRoute`).
@MainActor
final class Comparison {
  /// How many devices a comparison has.
  nonisolated static let deviceRange = 2...4

  let descriptor: SceneDescriptor
  let clock: ManualClock
  let screenSize: Size
  /// The device every compared device starts on, and how it is held (nil: `screenSize`).
  let startDevice: (model: DeviceModel, orientation: ScreenOrientation)?
  private(set) var stores: [ParameterStore] = []
  private(set) var sessions: [SceneSession] = []
  /// The name of the preset whose values a device's parameters are, if any (its label
  /// shows it; a slider moved away from the preset drops it).
  var heldPreset: (ParameterStore) -> String? = { _ in nil }
  /// Called after a device's values change, a device is added or removed.
  var onSetsChange: (() -> Void)?
  /// Receives each session's trace lines with the device's number (from 1) added; without
  /// one, the devices make no trace lines.
  var traceSink: ((JSONValue) -> Void)? {
    didSet { for session in sessions { traceDevice(session) } }
  }
  /// Told of each device's warnings: the library's code and message.
  var onWarning: ((_ code: String, _ message: String) -> Void)?
  /// The observations of the devices' warnings.
  private var warningObservations: [ObservationToken] = []
  /// How the pointer sequence in progress reaches each device (set at its press).
  private var routes: [PressRoute] = []
  /// For each device the sequence must not tap: the button its press landed on, if any.
  private var guardedButtons: [Button?] = []
  /// Each device's count of transitions when the devices were last made ready
  /// (`makeReadyToDrag`), to tell which have been played since.
  private var playedBaseline: [Int] = []

  /// A comparison of `descriptor` with a device per entry of `sets` (each the values that
  /// differ from the seed's; at least two devices, at most four), from the root screen.
  init(
    descriptor: SceneDescriptor, sets: [[String: ParameterValue]], screenSize: Size,
    device: (model: DeviceModel, orientation: ScreenOrientation)? = nil, clock: ManualClock
  ) {
    self.descriptor = descriptor
    self.clock = clock
    self.screenSize = device.map { $0.model.size(in: $0.orientation) } ?? screenSize
    startDevice = device
    var sets = Array(sets.prefix(Self.deviceRange.upperBound))
    while sets.count < Self.deviceRange.lowerBound { sets.append(sets.last ?? [:]) }
    for values in sets { addSession(values, like: 0) }
  }

  /// Each device's values that differ from the seed's, as the settings keep them.
  var sets: [[String: ParameterValue]] { stores.map(\.valuesOffSeed) }

  /// Adds a device with `values` at the end (at most four), on device `like`'s screen; it
  /// opens in the state that device is in: with the modal up when it has it up.
  func addDevice(values: [String: ParameterValue], like index: Int) {
    guard sessions.count < Self.deviceRange.upperBound else { return }
    let presented = sessions.indices.contains(index) && sessions[index].isPresented
    addSession(values, like: index)
    if presented, let session = sessions.last { session.presentWithoutAnimation() }
    onSetsChange?()
  }

  /// Removes device `index` (at least two stay), with what is in flight on it run to its end.
  func removeDevice(at index: Int) {
    guard sessions.count > Self.deviceRange.lowerBound, sessions.indices.contains(index) else {
      return
    }
    sessions[index].settle(fps: SceneSession.putAwayFramesPerSecond)
    sessions.remove(at: index)
    stores.remove(at: index)
    onSetsChange?()
  }

  /// Gives each device the values of its entry of `sets` (those off the seed's; the seed's
  /// for the rest), adding or removing devices at the end to match: what the lab does to
  /// bring the devices to its state (an undo, a copy).
  func follow(_ sets: [[String: ParameterValue]], like index: Int) {
    while sessions.count > Swift.max(sets.count, Self.deviceRange.lowerBound) {
      removeDevice(at: sessions.count - 1)
    }
    while sessions.count < Swift.min(sets.count, Self.deviceRange.upperBound) {
      addDevice(values: sets[sessions.count], like: index)
    }
    for (store, values) in zip(stores, sets) where store.valuesOffSeed != values {
      store.assign(offSeed: values)
    }
  }

  /// What each device's label says, in full: the device's number on the first line, then
  /// what differs, one `Title value unit` per item: for the first device what differs from
  /// the seed, for the others what differs from the first (`same as 1` when nothing does).
  /// Numbers are rounded as a person would type them (`DisplayNumber`).
  var labels: [String] {
    stores.enumerated().map { index, store in
      let changed: [(ParameterSpec, ParameterValue)]
      let none: String
      if index == 0 {
        changed = store.allValues.filter { $0.1 != $0.0.seedDefault }
        none = "the tutorial's values"
      } else {
        let first = stores[0]
        changed = store.allValues.filter { first[$0.0.id] != $0.1 }
        none = "same as 1"
      }
      let preset = heldPreset(store).map { "Preset \($0)\n" } ?? ""
      return heading(of: index) + "\n" + preset
        + (changed.isEmpty ? none : Self.describe(changed))
    }
  }

  /// `Duration 0.91 s · Timing spring`.
  static func describe(_ values: [(ParameterSpec, ParameterValue)]) -> String {
    values.map { DisplayNumber.describe($0.0, $0.1) }.joined(separator: " · ")
  }

  // MARK: Driving

  /// Delivers one pointer event of a sequence that began on device `pressed` to every device,
  /// then ticks them. A press decides each device's route (`PressRoute.routes`): the control
  /// under the finger on `pressed` is pressed on every device that shows it, at its place
  /// there; the others get the same scene points, and a release that would tap a button
  /// there becomes a cancel.
  func send(_ event: PointerEvent, from pressed: Int) {
    if event.kind == .down || routes.count != sessions.count {
      beginRoutes(at: event.location, pressed: pressed)
    }
    for (index, session) in sessions.enumerated() {
      var routed = event
      let route = routes[index]
      routed.location = Point(
        x: event.location.x + route.offset.x, y: event.location.y + route.offset.y)
      if event.kind == .up, !route.taps, guardedButtons[index]?.isHighlighted == true {
        routed.kind = .cancel
      }
      session.send(routed)
    }
    tick()
  }

  private func beginRoutes(at location: Point, pressed: Int) {
    let pressed = sessions.indices.contains(pressed) ? pressed : 0
    let control =
      sessions.indices.contains(pressed)
      ? Self.control(at: location, in: sessions[pressed].window) : nil
    let centres = sessions.map { session in control.flatMap { session.locate(control: $0) } }
    routes = PressRoute.routes(pressed: pressed, control: control, centres: centres)
    routes = routes.indices.map { index in
      guard index != pressed, centres[index] == nil else { return routes[index] }
      return routes[index].shifted(by: travelShift(of: location, from: pressed, to: index))
    }
    guardedButtons = sessions.enumerated().map { index, session in
      routes[index].taps ? nil : Self.button(at: location, in: session.window)
    }
  }

  /// The id of the named button, or of the named list cell (a photo of a grid, a row), under
  /// `location`, if any: what a press on one device presses on every device that shows it.
  static func control(at location: Point, in window: Window) -> String? {
    if let name = button(at: location, in: window)?.name { return name }
    return view(at: location, in: window) {
      ($0 is CollectionViewCell || $0 is TableViewCell) && $0.name != nil
    }?.name
  }

  /// The enabled button under `location` (the hit view or one around it), if any.
  static func button(at location: Point, in window: Window) -> Button? {
    view(at: location, in: window) { ($0 as? Button)?.isEnabled == true } as? Button
  }

  /// The hit view under `location`, or the nearest view around it, that `matches`.
  private static func view(
    at location: Point, in window: Window, where matches: (View) -> Bool
  ) -> View? {
    var view = window.hitTest(location)
    while let current = view {
      if matches(current) { return current }
      view = current.superview
    }
    return nil
  }

  /// Ticks every device at the clock's time.
  func tick() {
    for session in sessions { session.tick() }
  }

  /// Whether any device needs frames.
  var needsFrames: Bool { sessions.contains { $0.needsFrames } }

  /// Presents or dismisses, with the scene's own gesture, on every device not already in
  /// that state, so devices out of step come back in step.
  func perform(_ action: SceneAction) {
    for session in sessions where session.isAwayFromRoot == (action == .dismiss) {
      session.schedule(
        session.scene.script(for: action, screen: session.window.screen.bounds.size))
    }
  }

  /// Readies every device for a drag: what is in flight runs to its end and each device
  /// without its modal up gets it, without animation. The devices count as not played from
  /// here (`playedDevices`).
  func makeReadyToDrag() {
    settle()
    for session in sessions where !session.isPresented { session.presentWithoutAnimation() }
    playedBaseline = sessions.map { $0.window.transitionLog.count }
  }

  /// Which devices have had a transition (a drag, a replay, a present or dismiss) since
  /// `makeReadyToDrag`.
  var playedDevices: [Bool] {
    sessions.enumerated().map { index, session in
      let baseline = playedBaseline.indices.contains(index) ? playedBaseline[index] : 0
      return session.window.transitionLog.count > baseline
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
  var isPresented: Bool { sessions.first?.isAwayFromRoot ?? false }

  /// Whether any device has a drag to replay.
  var hasRecording: Bool { sessions.contains { $0.lastRecording != nil } }

  /// Runs what is in flight on every device to its end (before the comparison is put away).
  func settle() {
    for session in sessions { session.settle(fps: SceneSession.putAwayFramesPerSecond) }
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

  /// Adds a device. A scene file's device runs in a copy of the file's library of its own
  /// (`withOwnModuleState()`), as each device of a real comparison is an app process of its
  /// own: what one device's code keeps at file level (a shared manager, a counter) is never
  /// another's, nor the stage's. The copy goes with the device, the comparison or the
  /// version (a save opens the comparison anew); a built-in scene keeps nothing at file
  /// level and runs as it is.
  private func addSession(_ values: [String: ParameterValue], like index: Int) {
    let own = descriptor.withOwnModuleState()
    let store = own.makeParameters()
    for (name, value) in values { try? store.set(name, value) }
    let session = SceneSession(
      descriptor: own, parameters: store, screen: newScreen(like: index), clock: clock)
    traceDevice(session)
    warningObservations.append(
      session.events.observe { [weak self] event, _ in
        if case .warning(let code, let message) = event { self?.onWarning?(code, message) }
      })
    store.observe(owner: self) { comparison, _, _ in comparison.onSetsChange?() }
    stores.append(store)
    sessions.append(session)
  }

  /// Sends a device's trace lines, with its number, to `traceSink` while there is one.
  private func traceDevice(_ session: SceneSession) {
    guard traceSink != nil else {
      session.traceSink = nil
      return
    }
    let device = (sessions.firstIndex { $0 === session } ?? sessions.count) + 1
    session.traceSink = { [weak self, weak session] line in
      guard let self, let sink = self.traceSink, case .object(let fields) = line else { return }
      let index = (self.sessions.firstIndex { $0 === session } ?? device - 1) + 1
      sink(
        .object(
          Array(fields.prefix(2)) + [("device", .number(Double(index)))] + fields.dropFirst(2)))
    }
  }
}

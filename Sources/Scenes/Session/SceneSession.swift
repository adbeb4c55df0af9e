import TransitionKit

/// One scene running in a window, with its own engine and clock: what the app shows and what
/// the command line replays, render and bench. Pointer events go in through `send(_:)` or a
/// script; frames advance through `tick()`; everything that happens can be written out as
/// trace lines.
@MainActor
public final class SceneSession {
  public let descriptor: SceneDescriptor
  public let parameters: ParameterStore
  public let engine: AnimationEngine
  public let window: Window
  public let scene: any SceneInstance
  /// Receives one JSON object per trace line (each with `t` and `kind`).
  public var traceSink: ((JSONValue) -> Void)?
  /// A script has one pointer: its presses, moves and releases share one sequence, so a
  /// press while pressed restarts the sequence instead of starting an ignored second one.
  private let sequence = 1
  /// Taps get sequence numbers of their own, so a tap during a press does not take over the
  /// press's later moves and release.
  private var tapSequence = 1 << 20
  /// Script events waiting for their time (scene seconds), earliest first.
  var scheduled: [(time: Double, event: GestureScript.Event)] = []
  /// The pointer sequence being recorded, with the timestamp of its press and whether the
  /// modal was on screen then.
  var recording: (start: Double, presented: Bool, events: [GestureScript.Event])?
  /// The last complete pointer sequence sent live, as a script starting at 0.
  public internal(set) var lastRecording: GestureScript?
  /// Whether the modal was on screen when the last recorded sequence was pressed.
  public internal(set) var lastRecordingStartedPresented = false
  /// Transitions before this index of the window's log happened before the session started
  /// (the `presented` start) and are left out of the summary.
  var firstLoggedTransition = 0
  /// The releases the scene's pan handlers decided, in order.
  public internal(set) var releases: [ReleaseReport] = []
  /// Told of every pointer event that reaches the window, live or scripted, as a script event
  /// with its scene time in seconds (see `SceneSession+Recording.swift`).
  public var inputObserver: ((GestureScript.Event, Double) -> Void)?
  /// The session's typed events, for any number of observers (`SessionEvents.swift`).
  public let events = SessionEvents()
  /// Called after every evaluated frame, each for as long as its owner lives.
  private var frameObservers: [(isOrphaned: () -> Bool, call: () -> Void)] = []

  /// Calls `observer` with `owner` after every frame the session evaluates, for as long as
  /// `owner` lives (the session holds it weakly).
  public func observeFrames<Owner: AnyObject>(
    owner: Owner, _ observer: @escaping (Owner) -> Void
  ) {
    frameObservers.append(
      (
        isOrphaned: { [weak owner] in owner == nil },
        call: { [weak owner] in if let owner { observer(owner) } }
      ))
  }

  /// Builds the scene in a window of `screenSize` points, on `clock`.
  public convenience init(
    descriptor: SceneDescriptor, parameters: ParameterStore? = nil,
    screenSize: Size = Screen.defaultSize, clock: any FrameClock = ManualClock()
  ) {
    self.init(
      descriptor: descriptor, parameters: parameters, screen: Screen(size: screenSize),
      clock: clock)
  }

  /// Builds the scene in a window on `screen` (a device's, with its safe areas), on `clock`.
  public init(
    descriptor: SceneDescriptor, parameters: ParameterStore? = nil, screen: Screen,
    clock: any FrameClock = ManualClock()
  ) {
    self.descriptor = descriptor
    let parameters = parameters ?? descriptor.makeParameters()
    self.parameters = parameters
    engine = AnimationEngine(clock: clock)
    let window = Window(screen: screen, engine: engine)
    self.window = window
    // The scene is built against this window's screen (its bounds and safe areas) and engine,
    // not those of a session made earlier.
    scene = window.run { descriptor.instantiate(parameters: parameters) }
    window.run {
      window.rootViewController = scene.rootViewController
      // The layout the first frame shows, as UIKit lays a window out before it first draws.
      window.layoutIfNeeded()
    }
    window.traceHandler = { [weak self] time, event in self?.trace(event, at: time) }
    window.appearanceHandler = { [weak self] time, event in
      self?.emit(
        "appearance", at: time,
        [("vc", .string(event.controller)), ("callback", .string(event.callback.rawValue))])
    }
    installRuntime()
    // For as long as the session lives: the store outlives it in the app (a scene's values
    // are kept for the whole run) and sees a session per visit to the scene.
    parameters.observe(owner: self) { session, spec, value in
      session.emit(
        "parameter", at: session.engine.now,
        [("name", .string(spec.id)), ("value", Self.json(value))])
    }
  }

  /// What the scene registered for its storyboards and nibs goes with the session: a closure
  /// there holding a controller that keeps an animator would otherwise keep the engine alive.
  /// So does what the engine still has in flight (`AnimationEngine.discardAnimations`): a
  /// session let go while a controller's appearance animation ran (the release map's probe,
  /// the motion cache's and Export…'s sessions, presented without animation and dropped at
  /// once) kept its engine, the animation's views and layers for good.
  isolated deinit {
    engine.removeAllRegistrations()
    engine.discardAnimations()
  }

  /// Runs `body` with this session's engine and screen current, as its own entry points do:
  /// for code that builds views or animations of the scene outside them.
  public func run<Result>(_ body: () throws -> Result) rethrows -> Result {
    try window.run(body)
  }

  /// Puts the modal on screen without animation (the `presented` start). Under `custom`,
  /// UIKit runs the delegate's animator even unanimated, and the tutorials' animators do not
  /// check `isAnimated`: such a presentation is run to its end on the manual clock first, so
  /// the session starts with the modal on screen and nothing in flight.
  public func presentWithoutAnimation() {
    run { presentNow() }
  }

  private func presentNow() {
    scene.presentWithoutAnimation()
    settleStart()
  }

  /// Runs what a start state set off to its end on the manual clock, and starts the script's
  /// time there.
  func settleStart() {
    window.tick()
    if window.activeTransition != nil, let clock = engine.clock as? ManualClock {
      let limit = engine.now + Self.replayLimit
      while window.activeTransition != nil, engine.now < limit {
        clock.advance(by: 1.0 / 60)
        window.tick()
      }
    }
    firstLoggedTransition = window.transitionLog.count
    scriptOrigin = engine.now
  }

  /// The scene time a script played on this session starts at: 0, or the moment a
  /// `presented` start that animates (a `.custom` presentation's animator runs even
  /// unanimated) has settled. `replay`'s summary and trace, `render --at` and `filmstrip` all
  /// count time from here, so they agree on what time 0 is.
  public private(set) var scriptOrigin = 0.0

  /// Whether a modal is on screen (presented and not dismissed).
  public var isPresented: Bool {
    window.rootViewController?.presentedViewController != nil
  }

  /// Scene time now, in seconds.
  public var now: Double { engine.now }

  /// Delivers the scheduled script events that are due, evaluates animations at the clock's
  /// time and checks the transition in flight.
  public func tick() {
    run { tickNow() }
  }

  private func tickNow() {
    prepareLayerAnimationTrace()
    deliverScheduledEvents()
    window.tick()
    emitLayerAnimationLines()
    frameObservers.removeAll { $0.isOrphaned() }
    for observer in frameObservers { observer.call() }
    publishPresentedIfChanged()
    if let reporting = scene as? any SceneReporting, traceSink != nil {
      for line in reporting.traceLines() { emit(line.kind, at: engine.now, line.fields) }
    }
  }

  /// Whether frames are needed: something animates, a transition is in flight, or scheduled
  /// script events are waiting.
  public var needsFrames: Bool { window.needsFrames || !scheduled.isEmpty }

  /// Delivers a live pointer event (the app's input) and records it, so the last sequence can
  /// be replayed.
  public func send(_ event: PointerEvent) {
    run { sendNow(event) }
  }

  private func sendNow(_ event: PointerEvent) {
    record(event)
    inputObserver?(GestureScript.Event(recording: event), event.timestamp)
    window.send(event)
    publishPresentedIfChanged()
  }

  /// Delivers one script event now (at the clock's time): a tap becomes a press and a
  /// release; a tap on a target goes to the middle of that control as it is on screen.
  public func deliver(_ event: GestureScript.Event) {
    run { deliverNow(event) }
  }

  private func deliverNow(_ event: GestureScript.Event) {
    let time = engine.now
    inputObserver?(event, time)
    switch event.type {
    case .down:
      window.send(pointer(.down, event.location ?? .zero, time, event.device, event.sequence))
    case .move:
      window.send(pointer(.move, event.location ?? .zero, time, event.device, event.sequence))
    case .up:
      window.send(pointer(.up, event.location ?? .zero, time, event.device, event.sequence))
    case .cancel:
      window.send(pointer(.cancel, event.location ?? .zero, time, event.device, event.sequence))
    case .tap:
      let location: Point
      if let target = event.target {
        guard let found = locate(control: target) else {
          if window.first(where: { $0.name == target && $0.isVisibleOnScreen }) != nil {
            engine.warn(
              "script.target-covered",
              "the tap's target '\(target)' is covered by another view at \(formatNumber(time)) s")
          } else {
            engine.warn(
              "script.target-not-on-screen",
              "the tap's target '\(target)' is not on screen at \(formatNumber(time)) s")
          }
          return
        }
        location = found
      } else {
        location = event.location ?? .zero
      }
      tapSequence += 1
      for kind in [PointerEvent.Kind.down, .up] {
        window.send(
          PointerEvent(
            kind: kind, location: location, timestamp: time, device: event.device,
            sequence: tapSequence))
      }
    }
  }

  /// The middle of a named control on screen, if it is visible there: a press at that point
  /// must reach the control, not a view above it (such as a modal covering the root's button).
  public func locate(control id: String) -> Point? {
    var location: Point?
    _ = window.first { view in
      guard view.name == id, view.isVisibleOnScreen else { return false }
      let center = view.convertToRootOnScreen(view.presentation.bounds.center)
      guard let hit = window.hitTest(center), hit.isDescendant(of: view) else { return false }
      location = center
      return true
    }
    return location
  }

  private func pointer(
    _ kind: PointerEvent.Kind, _ location: Point, _ time: Double, _ device: PointerEvent.Device,
    _ sequence: Int? = nil
  ) -> PointerEvent {
    PointerEvent(
      kind: kind, location: location, timestamp: time, device: device,
      sequence: sequence ?? self.sequence)
  }

  // MARK: Trace

  /// Writes a trace line `{"t":…,"kind":…, fields…}`.
  public func emit(_ kind: String, at time: Double, _ fields: [(String, JSONValue)]) {
    guard let traceSink else { return }
    traceSink(.object([("t", .number(time)), ("kind", .string(kind))] + fields))
  }

  private func trace(_ event: TraceEvent, at time: Double) {
    publish(event, at: time)
    switch event {
    case .gesture(let recognizer, let state, let translation, let velocity):
      emit(
        "gesture", at: time,
        [
          ("recognizer", .string(recognizer)), ("state", .string(state.rawValue)),
          ("translation", .array([.number(translation.x), .number(translation.y)])),
          ("velocity", .array([.number(velocity.x), .number(velocity.y)])),
        ])
    case .transition(let phase, let kind, let interactive, let completed):
      emit(
        "transition", at: time,
        [
          ("phase", .string(phase)), ("transition", .string(kind.rawValue)),
          ("interactive", .bool(interactive)), ("completed", completed.map { .bool($0) } ?? .null),
        ])
    case .interactive(let call, let percent):
      emit("interactive", at: time, [("call", .string(call)), ("percent", .number(percent))])
    case .warning(let code, let message):
      emit("warning", at: time, [("code", .string(code)), ("message", .string(message))])
    case .statusBar(let style, let hidden):
      emit("status-bar", at: time, [("style", .string(style)), ("hidden", .bool(hidden))])
    case .feedback(let generator, let style):
      emit("feedback", at: time, [("generator", .string(generator)), ("style", .string(style))])
    case .application(let call, let detail):
      emit("application", at: time, [("call", .string(call)), ("detail", .string(detail))])
    }
  }

  static func json(_ value: ParameterValue) -> JSONValue {
    switch value {
    case .number(let number): .number(number)
    case .choice(let name): .string(name)
    case .toggle(let on): .bool(on)
    }
  }

  /// The transitions since the session started (after the `presented` start's presentation).
  public var transitions: [TransitionRecord] {
    Array(window.transitionLog.dropFirst(firstLoggedTransition))
  }

  /// The release that decided an interactive transition: the last one between its start
  /// and its end (a completion caught and released again is decided by the second release);
  /// `nil` for a transition that was not interactive or not released yet.
  public func release(of record: TransitionRecord) -> ReleaseReport? {
    guard record.interactive else { return nil }
    let end = record.end ?? .infinity
    return releases.last { $0.time >= record.start && $0.time <= end }
  }

  /// The one-line summary: scene, whether a modal is on screen, the transitions (an
  /// interactive one with its `release`; times counted from `scriptOrigin`), warnings.
  public func summary() -> JSONValue {
    let transitions = transitions.map { record -> JSONValue in
      var fields: [(String, JSONValue)] = [
        ("kind", .string(record.kind.rawValue)), ("interactive", .bool(record.interactive)),
        ("completed", record.completed.map { .bool($0) } ?? .null),
        ("start", .number(record.start - scriptOrigin)),
        ("end", record.end.map { .number($0 - scriptOrigin) } ?? .null),
      ]
      if let release = release(of: record) { fields.append(("release", .object(release.json))) }
      fields += (scene as? any SceneReporting)?.transitionFields(record) ?? []
      return .object(fields)
    }
    return .object(
      [
        ("scene", .string(descriptor.id)), ("presented", .bool(isPresented)),
        ("transitions", .array(transitions)), ("warnings", .number(Double(engine.warnings.count))),
      ] + ((scene as? any SceneReporting)?.summaryFields() ?? []) + [("device", deviceSummary)])
  }
}

/// A scene with its own fields in the replay summary and its own trace lines (for example
/// the sheet's detent and position).
@MainActor
public protocol SceneReporting: AnyObject {
  /// Fields appended to the summary object.
  func summaryFields() -> [(String, JSONValue)]
  /// Trace lines for the frame just evaluated, as (kind, fields); asked after every tick
  /// while a trace is written.
  func traceLines() -> [(kind: String, fields: [(String, JSONValue)])]
  /// Fields appended to one transition of the summary (for example the photo a zoom came
  /// from). By default none.
  func transitionFields(_ record: TransitionRecord) -> [(String, JSONValue)]
}

extension SceneReporting {
  public func transitionFields(_ record: TransitionRecord) -> [(String, JSONValue)] { [] }
}

extension View {
  /// Whether the view is in a window and neither it nor an ancestor is hidden or transparent.
  public var isVisibleOnScreen: Bool {
    guard window != nil else { return false }
    var current: View? = self
    while let view = current {
      if view.isHidden || view.presentation.alpha < 0.01 { return false }
      current = view.superview
    }
    return true
  }
}

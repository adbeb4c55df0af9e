import TransitionKit

/// The input of one transition from a known start, enough to run it again exactly on a manual
/// clock: the scene, its screen, whether the modal was on screen, every parameter's value at
/// the press, the pointer events (taps, presses, moves, releases, live or scripted) and any
/// parameter changed while it ran, each at its time from the moment the gesture began.
public struct TransitionTake: Sendable, Equatable {
  /// A parameter set while the take ran.
  public struct ParameterChange: Sendable, Equatable {
    /// Seconds from the start of the take.
    public var t: Double
    public var id: String
    public var value: ParameterValue
  }

  public var sceneID: String
  /// The scene's screen, in points.
  public var screenSize: Size
  /// Whether the modal was on screen when the take began (the `presented` start).
  public var startedPresented: Bool
  /// Every parameter's value when the take began, by id.
  public var parameters: [String: ParameterValue]
  /// The pointer events, `t` in seconds from the start of the take.
  public var script: GestureScript
  /// Parameters changed while the take ran, oldest first.
  public var parameterChanges: [ParameterChange]
  /// The device the scene ran on (its safe areas and status bar), nil for a screen of a size
  /// alone; and how it was held.
  public var device: DeviceModel?
  public var orientation = ScreenOrientation.portrait
  /// Where a scene that can say (`SceneStartState`) was when the take began — the pages of
  /// its navigation stack — nil for its start or its `presented` start.
  public var startState: String?

  /// The screen the take ran on: its device's held its way, or one of its size.
  @MainActor public func makeScreen() -> Screen {
    guard let device, device.size(in: orientation) == screenSize else {
      return Screen(size: screenSize)
    }
    return Screen(device: device, orientation: orientation)
  }
}

/// Keeps the take of the last transition a live session ran. A take begins at a press or a
/// tap that comes while no transition is in flight; later events, up to the next such press,
/// belong to it (a press that catches a transition mid-flight too). A take counts once a
/// transition began in it, so a click on nothing leaves the last transition's take in place.
@MainActor
public final class TransitionRecorder {
  /// Called when the last transition's take changed (a new one, or one that grew).
  public var onChange: (() -> Void)?

  private unowned let session: SceneSession
  private var current: TransitionTake?
  /// The scene time the current take began, and how many transitions the window had logged.
  private var currentStart = 0.0
  private var currentLogCount = 0
  private var previous: TransitionTake?
  /// Whether the scene animated during the current take.
  private var currentAnimated = false

  /// Starts recording `session`'s input; the recorder takes the session's `inputObserver`.
  public init(session: SceneSession) {
    self.session = session
    session.inputObserver = { [weak self] event, time in self?.note(event, at: time) }
    session.parameters.observe(owner: self) { recorder, spec, value in
      recorder.noteChange(spec.id, value)
    }
    session.observeFrames(owner: self) { recorder in
      guard recorder.current != nil, !recorder.currentAnimated,
        recorder.session.window.needsFrames
      else { return }
      recorder.currentAnimated = true
      recorder.onChange?()
    }
  }

  /// The take of the last transition that began, finished or still in flight; nil before any.
  public var lastTake: TransitionTake? {
    if let current, currentCounts { return current }
    return previous
  }

  /// Scene time of the start of the last take, in seconds (where its `t` = 0 falls).
  public var lastTakeStart: Double? {
    if current != nil, currentCounts { return currentStart }
    return previousStart
  }

  /// Whether the current take holds something to play again: a transition began in it, or
  /// the scene animated after its press without one (a sheet settling on another detent, a
  /// list decelerating).
  private var currentCounts: Bool {
    session.window.transitionLog.count > currentLogCount || currentAnimated
  }

  private var previousStart: Double?

  private func note(_ event: GestureScript.Event, at time: Double) {
    let opens = event.type == .down || event.type == .tap
    if current == nil || (opens && session.window.activeTransition == nil) {
      if let current, currentCounts {
        previous = current
        previousStart = currentStart
      }
      current = TransitionTake(
        sceneID: session.descriptor.id, screenSize: session.window.screen.bounds.size,
        startedPresented: session.isPresented,
        parameters: Dictionary(
          uniqueKeysWithValues: session.parameters.allValues.map { ($0.0.id, $0.1) }),
        script: GestureScript(events: []), parameterChanges: [],
        device: session.window.screen.device, orientation: session.window.screen.orientation,
        startState: session.startState)
      currentStart = time
      currentLogCount = session.window.transitionLog.count
      currentAnimated = false
    }
    var event = event
    event.t = Swift.max(0, time - currentStart)
    current?.script.events.append(event)
    onChange?()
  }

  private func noteChange(_ id: String, _ value: ParameterValue) {
    guard current != nil else { return }
    let t = Swift.max(0, session.now - currentStart)
    current?.parameterChanges.append(.init(t: t, id: id, value: value))
  }
}

extension GestureScript.Event {
  /// A live pointer event as a script event (its time set by the caller).
  init(recording event: PointerEvent) {
    let type: GestureScript.EventType =
      switch event.kind {
      case .down: .down
      case .move: .move
      case .up: .up
      case .cancel: .cancel
      }
    self.init(t: event.timestamp, type: type, location: event.location, device: event.device)
  }
}

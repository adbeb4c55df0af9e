import TransitionKit

/// Makes a release map a little at a time, so a window can build one between frames without
/// holding its main loop: each `step(frames:)` plays the next few frames of the grid's drags
/// (and begins at most one drag), each `step(drags:)` replays the next whole drags, row by
/// row; `map` is there once the last one has run. `ReleaseMap.make` runs it to the end at
/// once.
@MainActor
public final class ReleaseMapBuilder {
  public let scene: SceneDescriptor
  private let assignments: [String]
  private let screenSize: Size
  private let progresses: [Double]
  private let velocities: [Double]
  private let parameters: ParameterStore
  private let distance: Double
  private let outcomes: [String]
  /// The index in `outcomes` of the dismissal, if a release can dismiss.
  private let dismissal: Int?
  private let restProgresses: [Double]
  private let positionTitle: String?
  private let ownRule: ReleaseOwnRule?
  private let outcomeWords: [String]?
  private var reached: [[Int]] = []
  private var next = 0
  /// The drag under way in `step(frames:)`: its session and what is left of its script.
  private var playing: ScriptPlayback?
  /// The grid's drags that have run, row by row.
  public var dragsDone: Int { next }
  /// Whether a drag begun by `step(frames:)` is still under way.
  public var isPlayingDrag: Bool { playing != nil }
  /// The session of the drag being played, if one is.
  public var playingSession: SceneSession? { playing?.session }
  /// Frames played through `step(frames:)`, every drag's together.
  public private(set) var framesPlayed = 0
  /// The finished map, once every drag has run.
  public private(set) var map: ReleaseMap?

  /// A builder for `scene` with `assignments` over a `steps` × `steps` grid.
  public init(
    scene: SceneDescriptor, assignments: [String] = [],
    velocityRange: ClosedRange<Double> = ReleaseMap.defaultVelocityRange,
    steps: Int = ReleaseMap.defaultSteps, screenSize: Size = Screen.defaultSize
  ) throws(ReleaseMapError) {
    guard (2...ReleaseMap.maximumSteps).contains(steps) else {
      throw ReleaseMapError(
        "--steps must be an integer in [2, \(ReleaseMap.maximumSteps)], got \(steps)")
    }
    let parameters = try ReleaseMap.makeParameters(scene, assignments)
    // A session with the modal on screen tells the drag and, for a scene with rest places,
    // the places; it gets parameters of its own, as every drag does.
    let probe = SceneSession(
      descriptor: scene, parameters: try ReleaseMap.makeParameters(scene, assignments),
      screenSize: screenSize)
    probe.presentWithoutAnimation()
    guard let geometry = ReleaseDrag.geometry(for: probe) else {
      throw ReleaseMapError("scene \(scene.id) has no dismissal drag to map")
    }
    if let places = probe.scene as? any ReleaseRestPlaces {
      let rests = places.restPlaces(screen: screenSize)
      outcomes = rests.map(\.name)
      dismissal = rests.firstIndex { $0.dismisses }
      restProgresses = rests.map(\.progress)
      positionTitle = places.positionTitle
    } else {
      outcomes = ReleaseMap.dismissalOutcomes
      dismissal = 1
      restProgresses = []
      positionTitle = nil
    }
    self.scene = scene
    self.assignments = assignments
    self.screenSize = screenSize
    self.parameters = parameters
    distance = geometry.distance
    ownRule =
      parameters.releaseSettings.rule == .threshold
      ? (probe.scene as? any ReleaseOwnRuleDescribing)?.releaseOwnRule(distance: distance) : nil
    outcomeWords = (probe.scene as? any ReleaseOwnRuleDescribing)?.releaseOutcomeWords
    let last = Double(steps - 1)
    progresses = (0..<steps).map { Double($0) / last }
    let span = velocityRange.upperBound - velocityRange.lowerBound
    velocities = (0..<steps).map { velocityRange.lowerBound + span * Double($0) / last }
  }

  /// Whether every drag has run.
  public var isDone: Bool { map != nil }

  /// Replays up to `drags` more drags (a drag begun by `step(frames:)` is finished first and
  /// counts as one); returns whether the map is finished.
  @discardableResult
  public func step(drags: Int) -> Bool {
    var count = 0
    while map == nil, count < drags {
      let playback = playing ?? begin()
      playback?.playToEnd()
      finish(playback)
      count += 1
    }
    return map != nil
  }

  /// Either begins the next drag (its session made and the modal put on screen) or plays up
  /// to `frames` more frames of the drag under way, finishing it when its script has run to
  /// its end: the most one idle turn of a window does. Returns whether the map is finished.
  @discardableResult
  public func step(frames: Int) -> Bool {
    guard map == nil else { return true }
    guard let playback = playing else {
      playing = begin()
      // A scene with no drag to map has nothing to play: the drag ends at once.
      if playing == nil { finish(nil) }
      return map != nil
    }
    let before = playback.framesPlayed
    let done = playback.advance(frames: frames)
    framesPlayed += playback.framesPlayed - before
    if done { finish(playback) }
    return map != nil
  }

  /// Brings the drag being played to its end (`SceneSession.settle`, at the rate the window
  /// puts a session away) and drops it, before the builder is dropped: a transition left
  /// midway keeps its presented controller, with its views and animators, alive after its
  /// session, and a map remade for each value changed dropped one drag each time.
  public func putAway() {
    playing?.session.settle(fps: SceneSession.putAwayFramesPerSecond)
    playing = nil
  }

  /// The next drag's playback, ready at its start; nil when the scene has no drag to map.
  private func begin() -> ScriptPlayback? {
    let row = next / progresses.count
    let column = next % progresses.count
    playing = try? ReleaseMap.start(
      scene: scene, assignments: assignments, progress: progresses[column],
      velocity: velocities[row], screenSize: screenSize)
    return playing
  }

  /// Notes where the drag of `playback` came to rest (nil: none ran) and moves to the next;
  /// makes the map after the last.
  private func finish(_ playback: ScriptPlayback?) {
    playing = nil
    let row = next / progresses.count
    if next % progresses.count == 0 { reached.append([]) }
    let place = playback.flatMap { ReleaseMap.restingPlace(of: $0.session) }
    // A release that reaches none of the places (still moving) counts as the first.
    reached[row].append(place.flatMap { outcomes.firstIndex(of: $0) } ?? 0)
    next += 1
    guard next == progresses.count * velocities.count else { return }
    map = ReleaseMap(
      progresses: progresses, velocities: velocities,
      completed: reached.map { $0.map { $0 == dismissal } }, outcomes: outcomes,
      dismissalOutcome: dismissal,
      reached: reached, restProgresses: restProgresses, positionTitle: positionTitle,
      settings: parameters.releaseSettings,
      threshold: ownRule?.threshold ?? parameters.threshold, ownRule: ownRule,
      distance: distance, sceneID: scene.id)
    map?.outcomeWords = outcomeWords
  }
}

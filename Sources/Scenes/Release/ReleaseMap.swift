import TransitionKit

/// Whether a scene's dismissal completes, over release progress × release velocity, found by
/// replaying a ``ReleaseDrag`` through the scene at each point — recognizer, estimator, rule
/// and completion all — not by evaluating the rule's formula. For a scene with several rest
/// places (``ReleaseRestPlaces``: a sheet's detents and dismissed), which place each release
/// reaches.
public struct ReleaseMap: Sendable {
  /// The release progresses, the map's columns: 0 to 1 in `steps` values.
  public var progresses: [Double]
  /// The release velocities, the map's rows, in the handler's points per second along the
  /// dismissal axis (positive toward dismissal), lowest first.
  public var velocities: [Double]
  /// `completed[row][column]`: whether the dismissal completed.
  public var completed: [[Bool]]
  /// The places a release can reach: `snap back` and `dismiss` for a dismissal drag; a
  /// sheet's detents, from the largest, and `dismissed` when a drag may dismiss it.
  public var outcomes: [String]
  /// The index in `outcomes` of the dismissal, if a release can dismiss.
  public var dismissalOutcome: Int?
  /// `reached[row][column]`: the index in `outcomes` of the place the release reached.
  public var reached: [[Int]]
  /// The rest places' positions, in progress, for a scene with rest places; empty otherwise.
  public var restProgresses: [Double]
  /// What the progress axis shows, for a scene with rest places.
  public var positionTitle: String?
  /// The release parameters the map was made with.
  public var settings: ReleaseSettings
  /// The scene's `threshold` (fraction), or its own rule's when it has one.
  public var threshold: Double
  /// The rule the scene decides its releases by itself, under the `threshold` release rule
  /// (the navigation scene's pop rule); nil when the release rule decides.
  public var ownRule: ReleaseOwnRule?
  /// The scene's own words for `snap back` and `dismiss`, in that order, for a legend (the
  /// navigation scene's `stay` and `pop`); nil uses those.
  public var outcomeWords: [String]? = nil
  /// The handler's points that progress 1 stands for.
  public var distance: Double
  /// The scene.
  public var sceneID: String

  /// One point of the map.
  public struct Point: Sendable, Equatable {
    public var progress: Double
    public var velocity: Double
    public var completed: Bool
    /// The name of the place the release reached (one of `outcomes`).
    public var outcome: String
  }

  /// Every point, row by row (velocity), each row by progress.
  public var points: [Point] {
    velocities.enumerated().flatMap { row, velocity in
      progresses.enumerated().map { column, progress in
        Point(
          progress: progress, velocity: velocity, completed: completed[row][column],
          outcome: outcomes[reached[row][column]])
      }
    }
  }

  /// The CSV text: a `progress,velocity,completed` header, then one line per point; for a
  /// scene with rest places a fourth column, `outcome`, names the place each release reached.
  public var csv: String {
    let named = !restProgresses.isEmpty
    var text = "progress,velocity,completed" + (named ? ",outcome" : "") + "\n"
    for point in points {
      text +=
        "\(formatNumber(point.progress)),\(formatNumber(point.velocity)),\(point.completed)"
        + (named ? ",\(point.outcome)" : "") + "\n"
    }
    return text
  }
}

/// A problem with a release map's input; the description is one line.
public struct ReleaseMapError: Error, Equatable, CustomStringConvertible {
  public let description: String
  public init(_ description: String) { self.description = description }
}

extension ReleaseMap {
  /// The largest number of values along each axis.
  public static let maximumSteps = 201
  /// The velocity range when none is given, in points per second.
  public static let defaultVelocityRange = -2000.0...2000.0
  /// The values along each axis when not told otherwise.
  public static let defaultSteps = 41

  /// Replays a drag at every point of a `steps` × `steps` grid over progress 0…1 and
  /// `velocityRange`, on `scene` with `assignments` (`name=value`) applied to fresh
  /// parameters for each drag.
  @MainActor
  public static func make(
    scene: SceneDescriptor, assignments: [String] = [],
    velocityRange: ClosedRange<Double> = defaultVelocityRange, steps: Int = defaultSteps,
    screenSize: Size = Screen.defaultSize
  ) throws(ReleaseMapError) -> ReleaseMap {
    let builder = try ReleaseMapBuilder(
      scene: scene, assignments: assignments, velocityRange: velocityRange, steps: steps,
      screenSize: screenSize)
    builder.step(drags: steps * steps)
    // Every drag has run, so the map is there.
    return builder.map!
  }

  /// The outcomes of a dismissal drag, in `outcomes` order.
  public static let dismissalOutcomes = ["snap back", "dismiss"]

  /// What one drag released at `progress` and `velocity` does: the interactive dismissal's
  /// outcome (`nil` if no interactive dismissal ran) and the release the scene reported.
  @MainActor
  public static func outcome(
    scene: SceneDescriptor, assignments: [String] = [], progress: Double, velocity: Double,
    screenSize: Size = Screen.defaultSize
  ) throws(ReleaseMapError) -> (completed: Bool?, release: ReleaseReport?) {
    let session = try play(
      scene: scene, assignments: assignments, progress: progress, velocity: velocity,
      screenSize: screenSize)
    let record = session.transitions.last { $0.interactive }
    return (record?.completed, record.flatMap { session.release(of: $0) })
  }

  /// Where one drag released at `progress` and `velocity` comes to rest: for a scene with
  /// rest places, the place's name (nil if it still moves); otherwise `dismiss` when the
  /// interactive dismissal completed and `snap back` when it did not.
  @MainActor
  public static func restingPlace(
    scene: SceneDescriptor, assignments: [String] = [], progress: Double, velocity: Double,
    screenSize: Size = Screen.defaultSize
  ) throws(ReleaseMapError) -> String? {
    let session = try play(
      scene: scene, assignments: assignments, progress: progress, velocity: velocity,
      screenSize: screenSize)
    return restingPlace(of: session)
  }

  /// Where the drag played on `session` came to rest (as `restingPlace(scene:…)` says).
  @MainActor
  static func restingPlace(of session: SceneSession) -> String? {
    if let places = session.scene as? any ReleaseRestPlaces { return places.currentRestPlace }
    let completed = session.transitions.last { $0.interactive }?.completed == true
    return dismissalOutcomes[completed ? 1 : 0]
  }

  /// A fresh session of `scene` with the modal on screen, the drag replayed through it until
  /// everything settled.
  @MainActor
  static func play(
    scene: SceneDescriptor, assignments: [String], progress: Double, velocity: Double,
    screenSize: Size
  ) throws(ReleaseMapError) -> SceneSession {
    let playback = try start(
      scene: scene, assignments: assignments, progress: progress, velocity: velocity,
      screenSize: screenSize)
    playback.playToEnd()
    return playback.session
  }

  /// A fresh session of `scene` with the modal on screen and the drag ready to play through
  /// it, a few frames at a time or at once.
  @MainActor
  static func start(
    scene: SceneDescriptor, assignments: [String], progress: Double, velocity: Double,
    screenSize: Size
  ) throws(ReleaseMapError) -> ScriptPlayback {
    let parameters = try makeParameters(scene, assignments)
    let session = SceneSession(descriptor: scene, parameters: parameters, screenSize: screenSize)
    session.presentWithoutAnimation()
    guard let geometry = ReleaseDrag.geometry(for: session) else {
      throw ReleaseMapError("scene \(scene.id) has no dismissal drag to map")
    }
    let script = ReleaseDrag.script(
      geometry: geometry, progress: progress, velocity: velocity,
      window: parameters.releaseSettings.velocityWindow)
    // A session made here has a manual clock, so there is a playback.
    return ScriptPlayback(session: session, script: script)!
  }

  @MainActor
  static func makeParameters(_ scene: SceneDescriptor, _ assignments: [String])
    throws(ReleaseMapError) -> ParameterStore
  {
    let parameters = scene.makeParameters()
    do {
      try parameters.apply(assignments: assignments)
    } catch {
      throw ReleaseMapError("--set: \(error.description)")
    }
    return parameters
  }
}

extension ReleaseMap {
  /// The rule's edges over the map, as segments in (progress, velocity): the projection's
  /// line `p = threshold − (v / 1000) · r / (1 − r) / distance` across the velocity range,
  /// the gate's speeds `v = ±velocity-threshold` across the progress range (both drawn past
  /// the map's edges, for a plot to clip); none for the threshold rule (its edge is the
  /// threshold itself).
  public var ruleEdges: [(from: (Double, Double), to: (Double, Double))] {
    // Between several rest places the rule has an edge per pair: the places are drawn instead.
    guard restProgresses.isEmpty else { return [] }
    guard let low = velocities.first, let high = velocities.last else { return [] }
    if let ownRule { return ownRule.edges }
    switch settings.rule {
    case .threshold:
      return []
    case .projection:
      func progress(at velocity: Double) -> Double {
        threshold
          - ReleaseRule.projectedDistance(
            velocity: velocity, decelerationRate: settings.decelerationRate) / distance
      }
      // Past the range on both sides: the plot clips it.
      let (below, above) = (low - (high - low), high + (high - low))
      return [((progress(at: below), below), (progress(at: above), above))]
    case .velocityGate:
      let gate = settings.velocityThreshold
      return [((-1, gate), (2, gate)), ((-1, -gate), (2, -gate))]
    case .materialHide:
      // Past the projection line and above the gate, or past the threshold and moving on.
      let gate = settings.velocityThreshold
      let reach =
        ReleaseRule.projectedDistance(
          velocity: gate, decelerationRate: settings.decelerationRate) / distance
      return [((threshold - reach, gate), (2, gate)), ((threshold, 0), (threshold, gate))]
    }
  }

  /// The edges of another rule the scene's own rule is drawn beside (dotted), as segments in
  /// (progress, velocity): the navigation scene's measured pop boundary beside the decompiled
  /// one, or the other way round; none for a release rule.
  public var comparedEdges: [(from: (Double, Double), to: (Double, Double))] {
    guard restProgresses.isEmpty, !velocities.isEmpty else { return [] }
    return ownRule?.comparedEdges ?? []
  }

  /// A one-line description of the parameters, for a plot's title.
  public var caption: String {
    if let ownRule {
      var text = "\(sceneID): \(ownRule.name) (\(ownRule.words)), \(settings.estimator.rawValue)"
      if settings.estimator == .recent { text += " \(formatNumber(settings.velocityWindow)) s" }
      return text
    }
    // "drag-down: threshold rule at 0.3, uikit velocity": the rule, what it compares, and
    // how the release's speed is read.
    var text = "\(sceneID): \(settings.rule.rawValue) rule at \(formatNumber(threshold))"
    switch settings.rule {
    case .threshold: break
    case .projection: text += ", deceleration \(formatNumber(settings.decelerationRate))"
    case .velocityGate: text += ", gate \(formatNumber(settings.velocityThreshold)) pt/s"
    case .materialHide: text += ", hide gate \(formatNumber(settings.velocityThreshold)) pt/s"
    }
    text += ", \(settings.estimator.rawValue) velocity"
    if settings.estimator == .recent {
      text += " over \(formatNumber(settings.velocityWindow)) s"
    }
    return text
  }
}

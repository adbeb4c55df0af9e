import TransitionKit

/// Makes a release map a few drags at a time, so a window can build one between frames
/// without holding its main loop: each `step(drags:)` replays the next drags of the grid, row
/// by row, and `map` is there once the last one has run. `ReleaseMap.make` runs it to the end
/// at once.
@MainActor
public final class ReleaseMapBuilder {
  public let scene: SceneDescriptor
  private let assignments: [String]
  private let screenSize: Size
  private let progresses: [Double]
  private let velocities: [Double]
  private let parameters: ParameterStore
  private let distance: Double
  private var completed: [[Bool]] = []
  private var next = 0
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
    guard
      let geometry = ReleaseDrag.geometry(
        sceneID: scene.id, parameters: parameters, screen: screenSize)
    else { throw ReleaseMapError("scene \(scene.id) has no dismissal drag to map") }
    self.scene = scene
    self.assignments = assignments
    self.screenSize = screenSize
    self.parameters = parameters
    distance = geometry.distance
    let last = Double(steps - 1)
    progresses = (0..<steps).map { Double($0) / last }
    let span = velocityRange.upperBound - velocityRange.lowerBound
    velocities = (0..<steps).map { velocityRange.lowerBound + span * Double($0) / last }
  }

  /// Whether every drag has run.
  public var isDone: Bool { map != nil }

  /// Replays up to `drags` more drags; returns whether the map is finished.
  @discardableResult
  public func step(drags: Int) -> Bool {
    guard map == nil else { return true }
    let total = progresses.count * velocities.count
    var count = 0
    while next < total, count < drags {
      let row = next / progresses.count
      let column = next % progresses.count
      if column == 0 { completed.append([]) }
      let outcome = try? ReleaseMap.outcome(
        scene: scene, assignments: assignments, progress: progresses[column],
        velocity: velocities[row], screenSize: screenSize)
      completed[row].append(outcome?.completed == true)
      next += 1
      count += 1
    }
    if next == total {
      map = ReleaseMap(
        progresses: progresses, velocities: velocities, completed: completed,
        settings: parameters.releaseSettings, threshold: parameters.threshold,
        distance: distance, sceneID: scene.id)
    }
    return map != nil
  }
}

/// One drag as it was made and as the scene read it: the finger's samples with their times,
/// the dragged view's path, the velocity each estimator reads, and the release with the rule's
/// projection, boundary and outcome. What the drag plot draws and `drag-plot` prints.
///
/// Times are seconds from the press. Positions are in the scene's units: progress along the
/// drag's axis (0 where a dismissal starts, 1 where it ends; a sheet's `startProgress` is the
/// detent it rests at), and `distance` says how many of the handler's points progress 1 is.
/// Velocities are the handler's points per second along the axis, positive toward progress 1.
public struct DragRecord: Sendable, Equatable {
  /// A pointer event of the drag.
  public struct FingerSample: Sendable, Equatable {
    /// Seconds from the press.
    public var time: Double
    /// The finger on the screen, in screen points.
    public var location: Point
    /// The finger's travel along the axis from the press, as progress.
    public var progress: Double
    /// The velocity each estimator reads at this event, in `VelocityEstimator.Kind.allCases`
    /// order (points per second along the axis).
    public var velocities: [Double]
    /// Whether this event lifts the finger.
    public var isRelease: Bool

    public init(
      time: Double, location: Point, progress: Double, velocities: [Double], isRelease: Bool
    ) {
      self.time = time
      self.location = location
      self.progress = progress
      self.velocities = velocities
      self.isRelease = isRelease
    }

    /// The velocity `kind` read, in points per second along the axis.
    public func velocity(_ kind: VelocityEstimator.Kind) -> Double {
      let index = VelocityEstimator.Kind.allCases.firstIndex(of: kind) ?? 0
      return velocities.indices.contains(index) ? velocities[index] : 0
    }
  }

  /// Where the dragged view was at a frame.
  public struct ViewSample: Sendable, Equatable {
    /// Seconds from the press.
    public var time: Double
    /// The view's position along the axis, as progress.
    public var progress: Double

    public init(time: Double, progress: Double) {
      self.time = time
      self.progress = progress
    }
  }

  /// What the release read and what the rule made of it.
  public struct Release: Sendable, Equatable {
    /// Seconds from the press.
    public var time: Double
    /// The progress the rule was given.
    public var progress: Double
    /// The velocity the rule was given (points per second along the axis).
    public var velocity: Double
    /// The estimator that read it.
    public var estimator: VelocityEstimator.Kind
    /// The rule that decided.
    public var rule: ReleaseRule.Kind
    /// The progress the rule compares with (its boundary by position).
    public var threshold: Double
    /// The velocity gate's speed (points per second), for a rule that has one.
    public var velocityThreshold: Double?
    /// Where the release would carry the view if it travelled on, as progress: the rule's
    /// projection for a rule that projects, otherwise the projection at UIKit's normal
    /// deceleration rate (`projectionIsRules` false).
    public var projected: Double
    /// Whether `projected` is the rule's own projection.
    public var projectionIsRules: Bool
    /// Whether the release finishes the transition (dismisses); for a view with rest places,
    /// whether it reaches the dismissed one.
    public var finishes: Bool
    /// Where the view came to rest, in words: `dismiss` or `snap back`, or a rest place's
    /// name (a sheet's detent).
    public var outcome: String

    public init(
      time: Double, progress: Double, velocity: Double, estimator: VelocityEstimator.Kind,
      rule: ReleaseRule.Kind, threshold: Double, velocityThreshold: Double?, projected: Double,
      projectionIsRules: Bool, finishes: Bool, outcome: String
    ) {
      self.time = time
      self.progress = progress
      self.velocity = velocity
      self.estimator = estimator
      self.rule = rule
      self.threshold = threshold
      self.velocityThreshold = velocityThreshold
      self.projected = projected
      self.projectionIsRules = projectionIsRules
      self.finishes = finishes
      self.outcome = outcome
    }
  }

  /// A place the view can rest at, drawn as the rule's boundary for a view with several (a
  /// sheet's detents), as progress.
  public struct RestPlace: Sendable, Equatable {
    public var name: String
    public var progress: Double

    public init(name: String, progress: Double) {
      self.name = name
      self.progress = progress
    }
  }

  /// The finger's events, oldest first.
  public var fingers: [FingerSample]
  /// The view's position at each frame from the press until it came to rest.
  public var view: [ViewSample]
  /// The release, if the finger lifted during a drag the scene reads.
  public var release: Release?
  /// The handler's points that progress 1 stands for.
  public var distance: Double
  /// The progress the view rested at when the finger pressed.
  public var startProgress: Double
  /// The rest places (a sheet's detents and dismissed); empty for a dismissal.
  public var restPlaces: [RestPlace]

  public init(
    fingers: [FingerSample], view: [ViewSample], release: Release?, distance: Double,
    startProgress: Double, restPlaces: [RestPlace] = []
  ) {
    self.fingers = fingers
    self.view = view
    self.release = release
    self.distance = distance
    self.startProgress = startProgress
    self.restPlaces = restPlaces
  }

  /// The time of the last sample of either path, in seconds from the press.
  public var duration: Double {
    max(fingers.last?.time ?? 0, view.last?.time ?? 0)
  }

  /// Where the finger was at `time` (seconds from the press), between its events; nil before
  /// the press and after the release.
  public func fingerLocation(at time: Double) -> Point? {
    guard let first = fingers.first, time >= first.time, let last = fingers.last,
      time <= last.time
    else { return nil }
    guard let after = fingers.firstIndex(where: { $0.time >= time }) else { return last.location }
    let b = fingers[after]
    guard after > 0, b.time > fingers[after - 1].time else { return b.location }
    let a = fingers[after - 1]
    let f = (time - a.time) / (b.time - a.time)
    return Point(
      x: a.location.x + (b.location.x - a.location.x) * f,
      y: a.location.y + (b.location.y - a.location.y) * f)
  }

  /// The projected landing of a release at `progress` moving at `velocity` (handler points
  /// per second along the axis) under `rule`, over `distance` handler points per progress:
  /// the rule's projection when it projects, else UIKit's normal deceleration's.
  public static func projectedLanding(
    progress: Double, velocity: Double, distance: Double, rule: ReleaseRule
  ) -> (progress: Double, isRules: Bool) {
    let rate: Double
    let isRules: Bool
    switch rule {
    case .projection(let r), .materialHide(_, let r):
      rate = r
      isRules = true
    case .threshold, .velocityGate:
      rate = ReleaseRule.normalDecelerationRate
      isRules = false
    }
    guard distance.isFinite, distance > 0 else { return (progress, isRules) }
    let travel = ReleaseRule.projectedDistance(velocity: velocity, decelerationRate: rate)
    return (progress + travel / distance, isRules)
  }
}

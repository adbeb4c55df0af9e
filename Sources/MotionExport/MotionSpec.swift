import Scenes
import TransitionKit

/// What a scene's current parameters say about its motion, in terms every export target can
/// be written from: the animator's duration and timing, the gesture that drives the
/// transition, and the rule that decides the release.
public struct MotionSpec: Sendable, Equatable {
  /// How progress follows time while the transition animates.
  public enum Timing: Sendable, Equatable {
    /// A cubic Bézier over the duration; `name` is the curve's CSS name, if it has one.
    case bezier(UnitBezier, name: String?)
    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)` in an animator of the
    /// duration: the spring with ratio ζ that settles at the end of it. The velocity is
    /// relative (distances per second).
    case spring(dampingRatio: Double, initialVelocity: Double)
  }

  /// The gesture that drives the interactive transition.
  public enum Gesture: Sendable, Equatable {
    /// A vertical pan; progress = translation.y / the view's height.
    case verticalPan
    /// A pan from the left screen edge; progress = translation.x / `distance` points.
    case leftEdgePan(distance: Double)
  }

  /// The release rule and the velocity it reads, as the release parameters set them.
  public struct Release: Sendable, Equatable {
    /// `release-rule`: `threshold`, `projection` or `velocity-gate`.
    public var rule: String
    /// `deceleration-rate`, per millisecond (the projection's r), when the scene has it.
    public var decelerationRate: Double?
    /// `velocity-threshold`, points per second (the gate), when the scene has it.
    public var velocityThreshold: Double?
    /// `velocity-estimator`: `recent` or `average`, when the scene has it.
    public var velocityEstimator: String?
    /// `velocity-window`, seconds, when the scene has it.
    public var velocityWindow: Double?
    /// `completion-velocity`: whether the completion starts at the release velocity.
    public var completionVelocity: Bool

    public init(
      rule: String, decelerationRate: Double?, velocityThreshold: Double?,
      velocityEstimator: String?, velocityWindow: Double?, completionVelocity: Bool
    ) {
      self.rule = rule
      self.decelerationRate = decelerationRate
      self.velocityThreshold = velocityThreshold
      self.velocityEstimator = velocityEstimator
      self.velocityWindow = velocityWindow
      self.completionVelocity = completionVelocity
    }

    /// The seeds' release: position against the threshold, velocity ignored.
    public static let threshold = Release(
      rule: "threshold", decelerationRate: nil, velocityThreshold: nil, velocityEstimator: nil,
      velocityWindow: nil, completionVelocity: false)
  }

  public var sceneID: String
  /// The transition's duration, in seconds.
  public var duration: Double
  public var timing: Timing
  /// The progress, a fraction of the distance, a slow release must pass to finish.
  public var threshold: Double
  /// Whether progress exactly at the threshold finishes (edge-pan's `progress < 0.5` cancels)
  /// rather than cancels (drag-down's and card's `progress > threshold` finishes).
  public var finishesAtThreshold: Bool
  /// The interactive transition's completion speed (UIKit's default is 1).
  public var completionSpeed: Double
  public var gesture: Gesture
  public var release: Release
  /// The sheet the scene presents, if it presents a page sheet with detents: the exports then
  /// write the detents and their release in each target's idiom (see `SheetSpec`).
  public var sheet: SheetSpec?
  /// The navigation stack's push and pop, for the navigation scene: the exports then write a
  /// navigation controller's delegate, animator and swipe back in each target's idiom (see
  /// `NavigationSpec`). Only a session's spec has it: the scene says it
  /// (`SceneInstance.navigationMotion`), for its screen's width.
  public var navigation: NavigationSpec?
  /// The zoom the scene plays, for the `zoom` scene (see `ZoomExport`); only a session's
  /// spec has it (`SceneInstance.zoomMotion`).
  public var zoom: ZoomSpec?
  /// What the scene draws with Core Animation (a 3-D flip, a circular reveal), written as each
  /// target can (see `LayerEffectExport`).
  public var layerEffect: LayerEffectSpec?

  public init(
    sceneID: String, duration: Double, timing: Timing, threshold: Double,
    finishesAtThreshold: Bool, completionSpeed: Double, gesture: Gesture, release: Release
  ) {
    self.sceneID = sceneID
    self.duration = duration
    self.timing = timing
    self.threshold = threshold
    self.finishesAtThreshold = finishesAtThreshold
    self.completionSpeed = completionSpeed
    self.gesture = gesture
    self.release = release
  }

  /// The motion of the scene `parameters` belong to, with their current values.
  ///
  /// Every value is read by parameter id, so a scene that lacks one gets the seeds' meaning:
  /// no `timing` choice means a spring if the scene has a `damping` ratio (edge-pan), no
  /// `distance` means a vertical pan over the view's height, no release parameters mean the
  /// threshold rule. A release exactly at the threshold finishes for an edge swipe (edge-pan
  /// cancels only below it) and cancels for a vertical pan (drag-down and card finish only
  /// above it).
  @MainActor public init(parameters: ParameterStore) {
    let has = { (id: String) in parameters[id] != nil }
    let springTiming = Timing.spring(
      dampingRatio: parameters.dampingRatio,
      initialVelocity: parameters.number(ExportParameterID.initialVelocity))
    let timing: Timing
    if has(ParameterID.timing) {
      switch parameters.timingChoice {
      case .spring: timing = springTiming
      case .linear: timing = .bezier(AnimationCurve.linear.bezier, name: "linear")
      case .seedCurve: timing = .bezier(AnimationCurve.easeInOut.bezier, name: "ease-in-out")
      case .bezier:
        let p = parameters.bezierControlPoints
        timing = .bezier(UnitBezier(x1: p.x1, y1: p.y1, x2: p.x2, y2: p.y2), name: "cubic-bezier")
      }
    } else if has(ParameterID.damping) {
      timing = springTiming
    } else {
      timing = .bezier(AnimationCurve.easeInOut.bezier, name: "ease-in-out")
    }
    let gesture: Gesture =
      has(ExportParameterID.distance)
      ? .leftEdgePan(distance: parameters.number(ExportParameterID.distance)) : .verticalPan
    var release = Release.threshold
    if has(ExportParameterID.releaseRule) {
      release.rule = parameters.choice(ExportParameterID.releaseRule)
    }
    let number = { (id: String) in has(id) ? parameters.number(id) : nil }
    release.decelerationRate = number(ExportParameterID.decelerationRate)
    release.velocityThreshold = number(ExportParameterID.velocityThreshold)
    release.velocityWindow = number(ExportParameterID.velocityWindow)
    if has(ExportParameterID.velocityEstimator) {
      release.velocityEstimator = parameters.choice(ExportParameterID.velocityEstimator)
    }
    release.completionVelocity = parameters.isOn(ExportParameterID.completionVelocity)
    self.init(
      sceneID: parameters.sceneID, duration: parameters.duration, timing: timing,
      threshold: parameters.threshold, finishesAtThreshold: gesture != .verticalPan,
      completionSpeed: has(ParameterID.completionSpeed) ? parameters.completionSpeed : 1,
      gesture: gesture, release: release)
    layerEffect = LayerEffectSpec(parameters: parameters)
  }

  /// The spring an animator of `duration` runs, for a spring timing.
  public var spring: DampedSpring? {
    guard case .spring(let ratio, let velocity) = timing else { return nil }
    return DampedSpring.settling(dampingRatio: ratio, initialVelocity: velocity, within: duration)
  }

  /// The spring's forms (mass 1), for a spring timing whose values a spring can have.
  public var springForms: SpringForms? {
    guard case .spring(let ratio, let velocity) = timing else { return nil }
    return try? SpringForms(
      dampingRatio: ratio, settlingDuration: duration, initialVelocity: velocity)
  }

  /// The animation's progress at `fraction` of the duration (0 … 1), as the app runs it.
  public func progress(atFraction fraction: Double) -> Double {
    switch timing {
    case .bezier(let bezier, _):
      return bezier.value(at: fraction)
    case .spring(_, let velocity):
      return spring?.value(at: fraction * duration, initialVelocity: velocity) ?? fraction
    }
  }
}

/// Parameter ids the export reads that are not among `ParameterID`'s shared ones.
public enum ExportParameterID {
  /// Edge-pan's spring velocity, relative.
  public static let initialVelocity = "initial-velocity"
  /// Edge-pan's swipe distance for progress 1, points.
  public static let distance = "distance"
  public static let releaseRule = "release-rule"
  public static let decelerationRate = "deceleration-rate"
  public static let velocityThreshold = "velocity-threshold"
  public static let velocityEstimator = "velocity-estimator"
  public static let velocityWindow = "velocity-window"
  public static let completionVelocity = "completion-velocity"
}

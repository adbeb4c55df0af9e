import TransitionKit

/// What a scene's pan handler measured when the finger lifted and what its release rule made
/// of it: the `release` field of the replay summary and the `release` trace line.
public struct ReleaseReport: Sendable, Equatable {
  /// Scene time of the release, in seconds.
  public var time: Double
  /// The progress the rule was given (fraction of the dismissal done).
  public var progress: Double
  /// The velocity the rule was given: points per second along the scene's dismissal axis,
  /// positive toward dismissal, in the coordinates the handler measures progress in (screen
  /// points for drag-down and card; the modal's scaled view for edge-pan, where a point is
  /// 1 / scale screen points, as its progress is).
  public var velocity: Double
  /// The projected progress, for the projection rule; `nil` for the others.
  public var projected: Double?
  /// The rule that decided.
  public var rule: ReleaseRule.Kind
  /// Whether the release finishes the dismissal.
  public var finishes: Bool

  /// The report's fields as JSON, without the time.
  public var json: [(String, JSONValue)] {
    [
      ("progress", .number(progress)), ("velocity", .number(velocity)),
      ("projected", projected.map { .number($0) } ?? .null), ("rule", .string(rule.rawValue)),
    ]
  }
}

/// The axis along which a scene's dismissal runs, positive toward dismissal.
public enum ReleaseAxis {
  /// Down the screen (drag-down, card).
  case down
  /// To the right (edge-pan).
  case right
}

/// The outcome of a release a scene handler acts on.
public struct SceneReleaseOutcome {
  /// Whether to `finish()` (otherwise `cancel()`).
  public var finishes: Bool
  /// The timing to hand to the percent-driven transition's `timingCurve` for the completion:
  /// a spring that starts at the finger's velocity with `completion-velocity` on, else `nil`.
  public var timingCurve: (any TimingCurveProvider)?
}

/// Asks the scene's release rule what a release does, and reports it.
@MainActor
public enum SceneRelease {
  /// Decides the release the recognizer has just ended.
  ///
  /// - Parameters:
  ///   - recognizer: the pan, in `.ended`; its velocity is estimated with the scene's
  ///     `velocity-estimator` and converted into `view` as its translation is.
  ///   - progress: the progress at release, measured in `view`.
  ///   - distance: the points of `view` that progress 1 stands for.
  ///   - threshold: the fraction the rule compares with strictly (`progress > threshold`).
  ///   - tutorial: the tutorial's own progress and answer, where it decides elsewhere than
  ///     at `.ended` (drag-down and card keep `shouldFinish` from the last `.changed`): used
  ///     as they are under the threshold rule, so that rule is the tutorial's to the letter.
  public static func decide(
    _ recognizer: PanGestureRecognizer, in view: View, along axis: ReleaseAxis,
    progress: Double, distance: Double, threshold: Double, parameters: ParameterStore,
    tutorial: (progress: Double, finishes: Bool)? = nil
  ) -> SceneReleaseOutcome {
    let settings = parameters.releaseSettings
    let measured = recognizer.velocity(in: view, using: settings.velocityEstimator)
    let velocity = axis == .down ? measured.y : measured.x
    let decision: ReleaseDecision
    var progress = progress
    if settings.rule == .threshold, let tutorial {
      progress = tutorial.progress
      decision = ReleaseDecision(finishes: tutorial.finishes, projectedProgress: nil)
    } else {
      decision = settings.releaseRule.decide(
        progress: progress, velocity: velocity, distance: distance, threshold: threshold)
    }
    ReleaseReports.report(
      ReleaseReport(
        time: AnimationEngine.current.now, progress: progress, velocity: velocity,
        projected: decision.projectedProgress, rule: settings.rule,
        finishes: decision.finishes),
      for: parameters)
    guard settings.completionVelocity else {
      return SceneReleaseOutcome(finishes: decision.finishes, timingCurve: nil)
    }
    let relative = decision.completionVelocity(
      velocity: velocity, progress: progress, distance: distance)
    let spring = SpringTimingParameters(
      dampingRatio: parameters.dampingRatio, initialVelocity: Vector(dx: relative, dy: relative))
    return SceneReleaseOutcome(finishes: decision.finishes, timingCurve: spring)
  }
}

/// Hands release reports from a scene's handlers to whoever watches that scene's parameters
/// (its session).
@MainActor
public enum ReleaseReports {
  private final class Listener {
    weak var store: ParameterStore?
    let call: (ReleaseReport) -> Void
    init(store: ParameterStore, call: @escaping (ReleaseReport) -> Void) {
      self.store = store
      self.call = call
    }
  }

  private static var listeners: [ObjectIdentifier: Listener] = [:]

  /// Calls `listener` with each release decided for the scene that uses `store`, replacing
  /// an earlier listener of that store, for as long as the store lives.
  public static func listen(
    to store: ParameterStore, _ listener: @escaping (ReleaseReport) -> Void
  ) {
    listeners = listeners.filter { $0.value.store != nil }
    listeners[ObjectIdentifier(store)] = Listener(store: store, call: listener)
  }

  static func report(_ report: ReleaseReport, for store: ParameterStore) {
    guard let listener = listeners[ObjectIdentifier(store)], listener.store === store else {
      return
    }
    listener.call(report)
  }
}

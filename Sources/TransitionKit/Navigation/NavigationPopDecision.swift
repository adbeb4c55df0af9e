/// Whether a swipe back pops when it is released: UIKit's "augmented" pop rule as a
/// decompiled UIKitCore of iOS 26.1 shows it (`_UINavigationInteractiveTransitionBase`,
/// `_updateStatistics` and `popGesture:withRemainingDuration:…`); Apple documents none of it.
///
/// - A sample of the progress is taken only when 10 ms or more passed since the last one,
///   or more than 1 ms with the progress moved.
/// - Each sample's velocity is the pan's own (`velocityInView:` over the width, the
///   `add(progress:velocity:at:)` the swipe uses); the velocity is the mean of the last
///   three. Each sample's acceleration is the change of the pan's velocity since the last
///   sample per second, its change from the previous sample's acceleration limited to ±5;
///   the acceleration is the mean of the last three. The speed handed to the completion is
///   the last sample's. Offered progress alone (`add(progress:at:)`), the velocities are the
///   finite differences of the progress and the acceleration the change of their mean per
///   second, clamped to ±5 (what the lab did before).
/// - With three samples or more, the progress is projected over the transition's duration
///   T: p + v·T + ½·a·T². The swipe pops when that exceeds min(187.5 pt / width, 0.5)
///   (half a 375-point iPhone; 0.48 on a 390-point one).
/// - With fewer, it pops when the velocity is above 0.
public struct NavigationPopDecision: Sendable, Equatable {
  /// The interval after which a sample is taken, in seconds.
  public static let sampleInterval = 0.010
  /// The interval after which a sample is taken when the progress moved, in seconds.
  public static let movingSampleInterval = 0.001
  /// The most the acceleration changes by in one step, in progress per second squared.
  public static let accelerationStepLimit = 5.0
  /// The distance the projected swipe must cover to pop, in points (capped at half the width).
  public static let popDistance = 187.5
  /// The largest share of the width the projected swipe must cover to pop.
  public static let maximumPopThreshold = 0.5
  /// How many samples the projection needs.
  public static let samplesForProjection = 3
  /// Where the progress stops while a swipe drives a pop (UIKit's classic mode clamps there).
  public static let maximumTrackedProgress = 0.999

  private var lastProgress: Double?
  private var lastTime = 0.0
  private var recentVelocities: [Double] = []
  private var recentAccelerations: [Double] = []
  private var lastSampleAcceleration = 0.0
  private var samplesPanVelocity = false
  /// The last sample's velocity, in progress per second: what the completion is handed.
  public private(set) var lastSampleVelocity = 0.0
  /// How many samples were taken.
  public private(set) var sampleCount = 0
  /// The mean of the last three samples' velocities, in progress per second.
  public private(set) var velocity = 0.0
  /// The acceleration, in progress per second squared.
  public private(set) var acceleration = 0.0

  public init() {}

  /// The share of the width a projected swipe must exceed to pop.
  public static func threshold(width: Double) -> Double {
    guard width > 0 else { return maximumPopThreshold }
    return Swift.min(popDistance / width, maximumPopThreshold)
  }

  /// Offers the progress and the pan's velocity (progress per second) at a time (seconds);
  /// kept when it makes a sample (**[RE26]** `_updateStatistics:firstSample:finalSample:`).
  public mutating func add(progress: Double, velocity: Double, at time: Double) {
    guard progress.isFinite, velocity.isFinite, time.isFinite else { return }
    samplesPanVelocity = true
    guard let previous = lastProgress else {
      lastProgress = progress
      lastTime = time
      sampleCount = 1
      recentVelocities = [velocity]
      self.velocity = velocity
      lastSampleVelocity = velocity
      return
    }
    guard let elapsed = sampleElapsed(progress: progress, previous: previous, at: time) else {
      return
    }
    let raw = (velocity - lastSampleVelocity) / elapsed
    let limited = Swift.min(
      Swift.max(raw, lastSampleAcceleration - Self.accelerationStepLimit),
      lastSampleAcceleration + Self.accelerationStepLimit)
    lastSampleAcceleration = limited
    acceleration = Self.recentMean(&recentAccelerations, adding: limited)
    self.velocity = Self.recentMean(&recentVelocities, adding: velocity)
    lastSampleVelocity = velocity
    keep(progress, at: time)
  }

  /// Offers the progress alone at a time (seconds); kept when it makes a sample.
  public mutating func add(progress: Double, at time: Double) {
    guard progress.isFinite, time.isFinite else { return }
    guard let previous = lastProgress else {
      lastProgress = progress
      lastTime = time
      sampleCount = 1
      return
    }
    guard let elapsed = sampleElapsed(progress: progress, previous: previous, at: time) else {
      return
    }
    let mean = Self.recentMean(&recentVelocities, adding: (progress - previous) / elapsed)
    if recentVelocities.count > 1 {
      let step = (mean - velocity) / elapsed
      acceleration = Swift.min(
        Swift.max(step, -Self.accelerationStepLimit), Self.accelerationStepLimit)
    }
    velocity = mean
    lastSampleVelocity = recentVelocities.last ?? 0
    keep(progress, at: time)
  }

  /// The seconds since the last sample when an offer at `time` makes a sample (enough time
  /// has passed, or a little and the progress moved); nil when it does not.
  private func sampleElapsed(progress: Double, previous: Double, at time: Double) -> Double? {
    let elapsed = time - lastTime
    guard
      elapsed >= Self.sampleInterval
        || (elapsed > Self.movingSampleInterval && progress != previous)
    else { return nil }
    return elapsed
  }

  /// Adds a value to the last three kept and gives their mean.
  private static func recentMean(_ recent: inout [Double], adding value: Double) -> Double {
    recent.append(value)
    if recent.count > 3 { recent.removeFirst() }
    return recent.reduce(0, +) / Double(recent.count)
  }

  /// Makes `progress` at `time` the last sample.
  private mutating func keep(_ progress: Double, at time: Double) {
    lastProgress = progress
    lastTime = time
    sampleCount += 1
  }

  /// Records that the finger rested, still, until `time` (seconds) before it lifted: as the
  /// 10-ms samples of a resting finger would, at least four of them, the recent velocities
  /// become zero and so does the acceleration, so a finger that stopped reads as still
  /// (UIKit samples only on movement; without this a pause kept the speed of the last
  /// movement).
  public mutating func rest(until time: Double) {
    guard time.isFinite, lastProgress != nil else { return }
    recentVelocities = [0, 0, 0]
    recentAccelerations = [0, 0, 0]
    lastSampleAcceleration = 0
    lastSampleVelocity = 0
    velocity = 0
    acceleration = 0
    lastTime = Swift.max(lastTime, time)
    sampleCount += Self.samplesForProjection
  }

  /// The progress projected over `duration` seconds; `nil` with too few samples.
  public func projectedProgress(over duration: Double) -> Double? {
    guard sampleCount >= Self.samplesForProjection, let lastProgress else { return nil }
    return lastProgress + velocity * duration + 0.5 * acceleration * duration * duration
  }

  /// Whether the swipe pops, for a transition of `duration` seconds `width` points wide.
  public func shouldPop(width: Double, duration: Double) -> Bool {
    guard let projected = projectedProgress(over: duration) else { return velocity > 0 }
    return projected > Self.threshold(width: width)
  }

  /// The completion speed UIKit hands the transition on release: max(remaining, T·|v|),
  /// where remaining is the share left to run (1 − p to pop, p to cancel) and v the last
  /// sample's velocity (the mean of the last three when the velocities are differences of
  /// the progress), in progress per second.
  public func completionSpeed(progress: Double, pops: Bool, duration: Double) -> Double {
    let remaining = pops ? 1 - progress : progress
    let v = samplesPanVelocity ? lastSampleVelocity : velocity
    let speed = Swift.max(remaining, duration * abs(v))
    return speed.isFinite && speed > 0 ? speed : 1
  }
}

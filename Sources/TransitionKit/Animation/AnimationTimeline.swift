/// A shared time line that drives a group of animators together, instead of the clock: the
/// time line of an interactive transition.
///
/// Animators started inside `bind(_:)` join it paused. Each is then evaluated at the
/// timeline's time (minus the time at which it joined and its delay) along its own timing
/// curve — so scrubbing the timeline to 30 % of its duration shows every animation as it is
/// 30 % of the way through in time. The timeline can be sought (scrubbed), paused, or run
/// toward its end or its start over a given time with a given curve. When it reaches either
/// end, its animators end
/// there too: at the start, each puts back the values it began from. Animators bound to a
/// timeline end only when the timeline does.
@MainActor
public final class AnimationTimeline {
  /// The timeline's length, in seconds of scene time.
  public let duration: Double
  /// Where the timeline is, in [0, duration].
  public private(set) var time = 0.0
  /// Whether it is moving on the clock.
  public private(set) var isRunning = false
  /// The end it reached, once it has.
  public private(set) var endPosition: AnimatingPosition?
  /// Called once when it reaches an end, after its animators' completions.
  public var completion: ((AnimatingPosition) -> Void)?
  /// Whether an animator that joined at the timeline's start is shown at the timeline's
  /// fraction of its own duration, its delay dropped — as UIKit's percent-driven transition
  /// drives the animations `animateTransition(using:)` makes: each becomes a paused property
  /// animator given the same `fractionComplete`. Off, it is shown at the timeline's time less
  /// its delay. Animators that join later always follow the time.
  public var scrubsByFraction = false

  let engine: AnimationEngine
  var animators: [PropertyAnimator] = []
  private var runFrom = 0.0
  private var runTo = 0.0
  private var runTarget = AnimatingPosition.end
  private var runStart = 0.0
  private var runLength = 0.0
  private var runCurve = AnimationCurve.linear.bezier

  public init(duration: Double, engine: AnimationEngine = .current) {
    self.duration = duration.isFinite && duration > 0 ? duration : 0
    self.engine = engine
  }

  /// The share of the duration that has passed, in [0, 1].
  public var fraction: Double { duration > 0 ? time / duration : (time > 0 ? 1 : 0) }

  /// Whether any animator is bound to it.
  public var hasAnimators: Bool { !animators.isEmpty }

  /// Runs `body`; animators started inside join this timeline.
  public func bind(_ body: () -> Void) {
    engine.timelineStack.append(self)
    body()
    engine.timelineStack.removeLast()
  }

  /// Stops the timeline and shows every animator at `time` (clamped to the duration).
  public func seek(to time: Double) {
    guard endPosition == nil, time.isFinite else { return }
    stop()
    self.time = Swift.min(Swift.max(time, 0), duration)
    showAnimators()
  }

  /// Stops the timeline where it is now.
  public func pause() {
    guard endPosition == nil, isRunning else { return }
    time = currentTime(at: engine.now)
    stop()
    showAnimators()
  }

  /// Runs toward an end (`.end` or `.start`; `.current` only pauses) over `seconds` of scene
  /// time, with the timeline's time following `curve`. Zero seconds ends at the next tick.
  public func run(
    toward target: AnimatingPosition, over seconds: Double,
    curve: CubicTimingParameters = .linear
  ) {
    guard endPosition == nil else { return }
    guard target != .current else {
      pause()
      return
    }
    catchUp()
    beginRun(toward: target, over: seconds, curve: curve)
  }

  /// Starts a run from `time` (which the caller has brought up to date).
  func beginRun(
    toward target: AnimatingPosition, over seconds: Double, curve: CubicTimingParameters
  ) {
    runFrom = time
    runTo = target == .end ? duration : 0
    runTarget = target
    runStart = engine.now
    runLength = seconds.isFinite && seconds > 0 ? seconds : 0
    runCurve = curve.bezier
    isRunning = true
    engine.startRunning(self)
  }

  /// Where the run has the timeline at scene time `now`.
  func currentTime(at now: Double) -> Double {
    guard isRunning else { return time }
    guard runLength > 0 else { return runTo }
    let u = Swift.min(Swift.max((now - runStart) / runLength, 0), 1)
    return runFrom + (runTo - runFrom) * runCurve.value(at: u)
  }

  /// Brings `time` up to the clock while running.
  func catchUp() {
    guard isRunning else { return }
    time = currentTime(at: engine.now)
  }

  /// Moves to scene time `now`; returns the end reached, if any.
  func advance(to now: Double) -> AnimatingPosition? {
    guard isRunning else { return nil }
    time = currentTime(at: now)
    let done = runLength <= 0 || now - runStart >= runLength
    guard done else { return nil }
    time = runTo
    isRunning = false
    endPosition = runTarget
    return runTarget
  }

  /// Called by the engine after the animators' completions ran.
  func didEnd(at position: AnimatingPosition) {
    animators.removeAll()
    let handler = completion
    completion = nil
    handler?(position)
  }

  private func stop() {
    if isRunning {
      isRunning = false
      engine.stopRunning(self)
    }
  }

  private func showAnimators() {
    for animator in animators { animator.show(at: animator.position(at: engine.now)) }
  }
}

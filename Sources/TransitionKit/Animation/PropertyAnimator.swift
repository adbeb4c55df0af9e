/// Whether an animator has been started, and whether it was stopped before its end.
public enum AnimatingState: Sendable {
  /// Not started, or finished.
  case inactive
  /// Started: running, paused, or driven by an interactive transition.
  case active
  /// Stopped by `stopAnimation(false)`; waiting for `finishAnimation(at:)`.
  case stopped
}

/// Where an animation ended.
public enum AnimatingPosition: String, Sendable {
  case end
  case start
  case current
}

/// An animation of view properties that can be started, paused, scrubbed, reversed, re-timed
/// and stopped (UIKit's `UIViewPropertyAnimator`).
///
/// Animations are closures that assign view properties; each assignment becomes an animation
/// from the value on screen to the new value. An animator created explicitly takes a property
/// over from any animation that is running on it (which then no longer moves it, and whose
/// `View.animate` completion gets `finished == false`); only `View.animate` blocks add to each
/// other. Misuse that UIKit answers with an exception
/// (finishing an animator that is not stopped, scrubbing one that runs) is recorded as an
/// `EngineWarning` on the engine and otherwise ignored.
@MainActor
public final class PropertyAnimator {
  // What every frame reads comes first, so that it shares the object's first cache lines with
  // the header that retaining the animator touches anyway.
  /// `state`'s storage. Internal, so that the optimiser, seeing every access to it, drops the
  /// run-time exclusivity check that each frame's read of a public stored property pays.
  //
  // A change to any field that a frame reads makes the engine drop its flat copy of the
  // animators (see `AnimationEngine+Flat.swift`).
  var currentState: AnimatingState = .inactive { didSet { engine.animatorChanged(self) } }
  var running = false { didSet { engine.animatorChanged(self) } }
  /// Position in the segment, in seconds, at `anchorTime` (scene seconds); while running the
  /// position moves with the clock from there.
  var anchorPosition = 0.0 { didSet { engine.animatorChanged(self) } }
  var anchorTime = 0.0 { didSet { engine.animatorChanged(self) } }
  /// +1 while the position moves toward the segment's end, −1 toward its start.
  var direction = 1.0 { didSet { engine.animatorChanged(self) } }
  var tracks: ContiguousArray<AnimationTrack> = [] { didSet { engine.animatorChanged(self) } }
  /// The interactive transition timeline that drives this animator, and its time when the
  /// animator joined it.
  var binding: (timeline: AnimationTimeline, offset: Double)? {
    didSet { engine.animatorChanged(self) }
  }
  var segment: AnimatorSegment { didSet { engine.animatorChanged(self) } }
  /// Progress of the values along x and y, as last shown: kept in the engine's flat copy while
  /// the animator is in it (at `flatSlot`), else here.
  var shownProgress: SIMD2<Double> {
    get { flatSlot >= 0 ? engine.flatProgress[flatSlot] : storedShownProgress }
    set {
      storedShownProgress = newValue
      if flatSlot >= 0 { engine.flatProgress[flatSlot] = newValue }
    }
  }
  var storedShownProgress: SIMD2<Double> = .zero
  /// The animator's index in the engine's flat copy while it is evaluated from there, else −1.
  var flatSlot = -1
  /// The animator's index in the engine's flat copy while it is in it (whatever its kind),
  /// else −1; and whether it changed since its entry was made.
  var flatIndex = -1
  var flatDirty = false

  /// Whether the animator has been started, and whether it was stopped before its end.
  public internal(set) var state: AnimatingState {
    get { currentState }
    set { currentState = newValue }
  }
  /// The run time in seconds (for a physical spring, its settling time).
  public let duration: Double
  public let timingParameters: any TimingCurveProvider
  /// Whether the animator is moving (on the clock, or with its interactive transition).
  public var isRunning: Bool {
    if let binding { return state == .active && binding.timeline.isRunning }
    return state == .active && running
  }
  /// Seconds between `startAnimation(afterDelay:)` and the first movement.
  public internal(set) var delay: Double = 0
  /// Whether scrubbing a paused animator moves the values linearly with `fractionComplete`
  /// (the default) rather than along the timing curve.
  public var scrubsLinearly = true
  /// Whether the animator pauses at its end instead of finishing, so it can still be reversed.
  public var pausesOnCompletion = false
  /// Whether the views it animates take touches while it runs (UIKit's default, true): a view
  /// an animator with false animates is passed over by hit testing.
  public var isUserInteractionEnabled = true
  /// Whether the animator can be paused, stopped, scrubbed, reversed or re-timed (the
  /// default). When `false`, it runs to completion once started: `pauseAnimation()`,
  /// `stopAnimation(_:)`, setting `fractionComplete` or `isReversed`, and
  /// `continueAnimation(withTimingParameters:durationFactor:)` are refused with a warning.
  /// Settable only while the animator is inactive; UIKit raises if it is set on an active
  /// animator, and here the change is refused with a warning.
  public var isInterruptible: Bool {
    get { interruptible }
    set {
      guard state == .inactive else {
        engine.warn(
          "animator.interruptible-active",
          "isInterruptible can be set only before the animator starts (it is \(state))")
        return
      }
      interruptible = newValue
    }
  }

  let engine: AnimationEngine
  var pendingAnimations: [() -> Void] = []
  var completions: [(AnimatingPosition) -> Void] = []
  var stoppedTracks: ContiguousArray<AnimationTrack> = []
  var reversed = false
  var interruptible = true
  /// Whether `View.animate` made this animator (its changes add to each other's).
  var isImplicit = false
  /// The additive stacks this animator has layers in (see `AdditiveStack`).
  var layerStacks: [AdditiveStack] = [] { didSet { engine.animatorChanged(self) } }
  /// Tracks that move during a part of the run only (delayed or nested blocks).
  var windowedTracks: ContiguousArray<WindowedTrack> = [] {
    didSet { engine.animatorChanged(self) }
  }
  /// While a delayed or nested block runs, the part of the run its changes take.
  var captureWindow: AnimationWindow?
  /// Layer properties the animator moves (see `LayerTrack`), and those it stopped.
  var layerTracks: [LayerTrack] = [] { didSet { engine.animatorChanged(self) } }
  var stoppedLayerTracks: [LayerTrack] = []
  /// For `View.animateKeyframes`: how the keyframes are joined; and, while a keyframe's block
  /// runs, its part of the run (fractions).
  var keyframeMode: CalculationMode?
  var captureKeyframe: (start: Double, duration: Double)?
  /// The forward fraction at which the blocks being run now join the animator.
  var captureOrigin = 0.0
  var pendingDelayedAnimations: [(delayFactor: Double, animation: () -> Void)] = []
  var isRegistered = false
  /// Set when another animation took over one of this animator's properties.
  public internal(set) var wasInterrupted = false
  /// Where a stopped animator stopped, for `fractionComplete`.
  var stoppedFraction = 0.0

  /// An animator with any timing. A negative or non-finite duration counts as 0 and is recorded
  /// as a warning.
  public init(duration: Double, timingParameters: any TimingCurveProvider) {
    let engine = AnimationEngine.current
    self.engine = engine
    var requested = duration
    if !(duration.isFinite && duration >= 0) {
      engine.warn(
        "animator.bad-duration",
        "an animator's duration must be a finite number ≥ 0, not \(duration)")
      requested = 0
    }
    let length =
      timingParameters.springTimingParameters?.effectiveDuration(forRequested: requested)
      ?? requested
    self.duration = length
    self.timingParameters = timingParameters
    segment = .full(timing: TimingFunction(timingParameters, duration: length), length: length)
  }

  /// An animator along a named curve.
  public convenience init(
    duration: Double, curve: AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: CubicTimingParameters(animationCurve: curve))
    if let animations { addAnimations(animations) }
  }

  /// An animator along a cubic Bézier curve.
  public convenience init(
    duration: Double, controlPoint1: Point, controlPoint2: Point,
    animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration,
      timingParameters: CubicTimingParameters(
        controlPoint1: controlPoint1, controlPoint2: controlPoint2))
    if let animations { addAnimations(animations) }
  }

  /// An animator along a spring that settles at the end of `duration`.
  public convenience init(
    duration: Double, dampingRatio: Double, animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration, timingParameters: SpringTimingParameters(dampingRatio: dampingRatio))
    if let animations { addAnimations(animations) }
  }

  /// Creates an animator and starts it at once (after `delay` seconds).
  @discardableResult
  public static func runningPropertyAnimator(
    withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
    animations: @escaping () -> Void,
    completion: ((AnimatingPosition) -> Void)? = nil
  ) -> PropertyAnimator {
    let animator = PropertyAnimator(duration: duration, timingParameters: options.timing)
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  // MARK: Building

  /// Adds animations. Before the start they run when the animator starts; on an active
  /// animator they run now and finish together with the rest.
  public func addAnimations(_ animation: @escaping () -> Void) {
    switch state {
    case .inactive: pendingAnimations.append(animation)
    case .active: capture([animation])
    case .stopped:
      engine.warn("animator.add-to-stopped", "animations cannot be added to a stopped animator")
    }
  }

  /// Adds animations that start after a delay and finish with the rest.
  ///
  /// As UIKit documents, the delay is `delayFactor` times the animator's *remaining* duration:
  /// before the start that is the whole `duration` (0.5 on a 2 s animator: 1 s); on a running
  /// animator it is the time still to run (0.5 with 1 s left: 0.5 s). The block's changes then
  /// run, along the animator's timing, over the rest of its run, and move with it when it is
  /// paused, scrubbed, reversed or re-timed. A factor outside [0, 1] or not finite is recorded
  /// as a warning and clamped (not a number counts as 0).
  public func addAnimations(_ animation: @escaping () -> Void, delayFactor: Double) {
    var factor = delayFactor
    if !(factor.isFinite && factor >= 0 && factor <= 1) {
      factor = factor.isNaN ? 0 : Swift.min(Swift.max(factor, 0), 1)
      engine.warn(
        "animator.bad-delay-factor",
        "delayFactor must be a number in [0, 1], not \(delayFactor); \(factor) was used")
    }
    guard factor > 0 else {
      addAnimations(animation)
      return
    }
    switch state {
    case .inactive: pendingDelayedAnimations.append((factor, animation))
    case .active:
      let now = segment.fraction(at: position(at: engine.now))
      capture(
        [animation],
        window: AnimationWindow(
          start: now + factor * (1 - now), end: 1, timing: timingParameters))
    case .stopped:
      engine.warn("animator.add-to-stopped", "animations cannot be added to a stopped animator")
    }
  }

  /// Adds a closure to run when the animator ends, with the position it ended at.
  public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
    completions.append(completion)
  }

  // MARK: State

  /// The share of the animator's time that has passed, in [0, 1] (where it stopped, for a
  /// stopped animator; 0 when inactive). Settable while paused (a
  /// request on an inactive animator activates it paused first); the values then move to
  /// match, linearly when `scrubsLinearly`, else along the timing curve.
  ///
  /// While `isReversed` is true it is read, and set, from the other end, as UIKit has done since
  /// iOS 11: reversing an animator at 0.2 of the way makes it read 0.8, and the value then
  /// grows toward 1 as the values go back to their start. Setting 0.7 on a reversed animator
  /// puts the values 0.3 of the way from their start.
  public var fractionComplete: Double {
    get {
      switch state {
      case .inactive: return 0
      case .stopped: return stoppedFraction
      case .active:
        let forward = segment.fraction(at: position(at: engine.now))
        return reversed ? 1 - forward : forward
      }
    }
    set { scrub(to: reversed ? 1 - newValue : newValue) }
  }

  /// Whether the animator runs toward its start. Changing it on a running animator turns the
  /// values around on the spot; on a paused one it sets where it heads when resumed.
  public var isReversed: Bool {
    get { reversed }
    set { setReversed(newValue) }
  }

  var isRunningOnClock: Bool { state == .active && running && binding == nil }

  /// Position in the segment at scene time `time`.
  func position(at time: Double) -> Double {
    if let binding {
      if binding.timeline.scrubsByFraction, binding.offset == 0 {
        return Swift.min(Swift.max(binding.timeline.fraction, 0), 1) * segment.length
      }
      let local = binding.timeline.time - binding.offset - delay
      return Swift.min(Swift.max(local, 0), segment.length)
    }
    guard running else { return anchorPosition }
    let moved = anchorPosition + direction * Swift.max(0, time - anchorTime)
    return Swift.min(Swift.max(moved, 0), segment.length)
  }
}

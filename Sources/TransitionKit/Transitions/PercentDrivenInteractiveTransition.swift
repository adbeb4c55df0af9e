/// An interaction controller that scrubs the animator's animations by a percentage
/// (UIKit's `UIPercentDrivenInteractiveTransition`).
///
/// When the transition starts, the animator's `animateTransition(using:)` runs with every
/// animation it creates joining a paused timeline of the transition's duration — the one the
/// animator gives at that moment, which `duration` reports for the rest of the transition.
/// `update(p)` moves that timeline to p × duration and shows each of those animations p of
/// the way through its own duration along its own curve, its delay dropped, as UIKit drives
/// them (each a paused property animator given the same `fractionComplete`; animations made
/// later follow the timeline's time). `finish()` runs the rest forward over (1 − p) × duration / `completionSpeed`,
/// `cancel()` runs back over p × duration / `completionSpeed`, with the timeline following
/// `completionCurve`; after a cancel every animated value is back where it started and
/// `transitionWasCancelled` is true when the animator's completion runs.
///
/// If the animator returns an `interruptibleAnimator(using:)`, that animator is driven instead:
/// paused, scrubbed through `fractionComplete`, and continued to finish or reversed to cancel
/// with `timingCurve` — or, when that is `nil`, the completion curve — over the same seconds.
/// As UIKit's header says, `timingCurve` is ignored when the animator vends no interruptible
/// animator. Such a transition is interruptible: presses reach the window while it runs on
/// its own, and `pause()` takes it over again.
///
/// Around code written as UIKit's, the window can add what UIKit lacks, each off by default:
/// a release arbiter that decides the `finish()` or `cancel()` called as the pan ends
/// (`releaseArbiter`), a timing for the completion (`completionTimingProvider`), driving the
/// one animator the animator's `animateTransition(using:)` starts as its interruptible
/// animator (`Window.vendsInterruptibleAnimators`), and catching the transition with a press
/// while it completes (`Window.catchesCompletingTransitions`).
@MainActor
open class PercentDrivenInteractiveTransition: InteractiveTransitioning {
  private enum Phase {
    case idle
    case interactive
    case running
  }

  /// How fast the transition completes after the interaction ends; 2 takes half the time.
  /// Open, as UIKit's is: a subclass may compute it (`1 - percentComplete`, so a completion
  /// takes the whole duration whatever is left), read when the completion starts.
  open var completionSpeed = 1.0
  /// The curve of the completion after the interaction ends (open, as UIKit's).
  open var completionCurve = AnimationCurve.easeInOut
  /// The timing of the completion (finish or cancel) of an interruptible animator, read when
  /// the completion starts; `nil` uses `completionCurve`. Ignored when the animator vends no
  /// interruptible animator. Subclasses may override its getter to answer with timing chosen
  /// at that moment.
  open var timingCurve: (any TimingCurveProvider)?
  /// Whether the transition starts interactive (paused at 0) or running.
  public var wantsInteractiveStart = true
  /// Decides what `finish()` or `cancel()`, called while the pan that drives the transition
  /// runs its `.ended` actions, does: it may turn one into the other and give the
  /// completion's timing (which, as `timingCurve`, applies to an interruptible animator
  /// only). `nil` uses the window's (`Window.releaseArbiter`); with neither, the call stands.
  public var releaseArbiter: ReleaseArbiter?
  /// The timing of a completion that neither the release arbiter nor `timingCurve` gives,
  /// from the timing the interruptible animator was built with; `nil` uses the window's
  /// (`Window.completionTimingProvider`); with neither, or when it answers `nil`, the
  /// completion follows `completionCurve`.
  public var completionTimingProvider: CompletionTimingProvider?

  private var phase = Phase.idle
  /// Whether the transition started running (`wantsInteractiveStart` false) and has had no
  /// `pause()`, `finish()` or `cancel()` since: UIKit still takes `update(_:)`, `finish()` and
  /// `cancel()` for it (see `update(_:)`).
  private var startedRunning = false
  /// Scene time the transition started at, to tell an update in the same turn.
  private var startTime = 0.0
  private var context: TransitionContext?
  private var timeline: AnimationTimeline?
  private var driven: PropertyAnimator?
  /// Whether the transition is finishing, cancelling or running on its own (not driven by
  /// `update(_:)`); `pause()` takes it over again.
  public var isCompleting: Bool { phase == .running }
  /// The last percentage given to `update(_:)`, in [0, 1].
  public private(set) var percentComplete = 0.0

  public init() {}

  /// The transition's non-interactive duration in seconds: what the animator gave when the
  /// transition started (0 when none is running).
  public private(set) var duration = 0.0

  open func startInteractiveTransition(_ transitionContext: TransitionContext) {
    if let context, !context.isComplete {
      AnimationEngine.current.warn(
        "interactive.already-running",
        "startInteractiveTransition(_:) was called while this interaction drives another transition"
      )
      return
    }
    context = transitionContext
    percentComplete = 0
    let animator = transitionContext.animator
    duration = Swift.max(0, animator.transitionDuration(using: transitionContext))
    if !duration.isFinite { duration = 0 }
    transitionContext.onComplete = { [weak self] in self?.transitionDidComplete() }
    let window = transitionContext.window
    var interruptible: PropertyAnimator? = animator.interruptibleAnimator(using: transitionContext)
    var line: AnimationTimeline?
    if interruptible == nil {
      let engine = window?.engine ?? AnimationEngine.current
      let timeline = AnimationTimeline(duration: duration, engine: engine)
      timeline.scrubsByFraction = true
      line = timeline
      let build = { animator.animateTransition(using: transitionContext) }
      if let window, window.vendsInterruptibleAnimators {
        // The window drives the one animator the animator starts as the interruptible one;
        // several (or none) go on the timeline as usual.
        engine.heldStarts.append([])
        // Layer animations added now follow the timeline, as UIKit's follow the container's
        // paused layer time (animators started now are held back, not bound).
        timeline.bind { window.buildingAnimations(of: animator, build) }
        let held = engine.heldStarts.removeLast()
        if held.count == 1, held[0].delay == 0 {
          held[0].animator.isImplicit = false
          interruptible = held[0].animator
          engine.layerAnimationsIfMade?.releaseBinding(to: timeline)
        } else {
          timeline.bind {
            for start in held { start.animator.startAnimation(afterDelay: start.delay) }
          }
        }
      } else if let window {
        timeline.bind { window.buildingAnimations(of: animator, build) }
      } else {
        timeline.bind(build)
      }
    }
    if let interruptible {
      driven = interruptible
      timeline = nil
      transitionContext.isInterruptible = true
      interruptible.pauseAnimation()
      if !wantsInteractiveStart {
        interruptible.startAnimation()
      }
    } else if let line {
      driven = nil
      timeline = line
      if !wantsInteractiveStart {
        line.run(toward: .end, over: line.duration - line.time)
      }
    }
    phase = wantsInteractiveStart ? .interactive : .running
    startedRunning = !wantsInteractiveStart
    startTime = (window?.engine ?? AnimationEngine.current).now
    if !wantsInteractiveStart { transitionContext.isInteractive = false }
  }

  /// Moves the transition to `percentComplete` (clamped to [0, 1]).
  ///
  /// On a transition that started running (`wantsInteractiveStart` false) and was not paused,
  /// UIKit still takes the call, without making the transition interactive: animations built
  /// by the animator stop where the percentage puts them, and stay there until `finish()` or
  /// `cancel()` (a running interruptible animator does not move: `fractionComplete` can be set
  /// only while it is paused), and `percentComplete` keeps its value. An update in the same
  /// turn as the start, before the first frame, is dropped. Each is a warning,
  /// `interactive.update-while-running`, since `pause()` is what makes it interactive.
  open func update(_ percentComplete: Double) {
    guard let context = activeContext("update(_:)") else { return }
    guard percentComplete.isFinite else {
      AnimationEngine.current.warn("interactive.bad-percent", "update(_:) needs a finite number")
      return
    }
    if startedRunning {
      updateWhileRunning(Swift.min(Swift.max(percentComplete, 0), 1))
      return
    }
    guard phase == .interactive else {
      AnimationEngine.current.warn(
        "interactive.after-finish",
        "update(_:) was ignored: the transition is already finishing or cancelling; call pause() first"
      )
      return
    }
    let p = Swift.min(Swift.max(percentComplete, 0), 1)
    self.percentComplete = p
    if let driven {
      // A reversed animator reports and takes its fraction from the other end (UIKit, iOS 11).
      driven.fractionComplete = driven.isReversed ? 1 - p : p
    } else if let timeline {
      timeline.seek(to: p * timeline.duration)
    }
    context.updateInteractiveTransition(p)
  }

  /// Completes the transition from where it is.
  open func finish() { complete(toward: .end, call: "finish()") }

  /// Takes the transition back to where it started.
  open func cancel() { complete(toward: .start, call: "cancel()") }

  /// Stops a finishing, cancelling or running transition where it is, so that `update(_:)`
  /// drives it again. With an interruptible animator, `percentComplete` becomes the progress
  /// its values show (along its horizontal axis, as UIKit's springs use `dx` for
  /// one-dimensional values), so the drag that caught it goes on without a jump.
  open func pause() {
    guard let context = activeContext("pause()") else { return }
    guard phase == .running else { return }
    if let driven {
      // Caught where it is on screen: the values stay put, and the animator is scrubbed to
      // the progress they show (heading for its end again), so the next `update(_:)` moves
      // them on from there without a jump, whatever curve the completion followed.
      driven.pauseAnimation()
      percentComplete = Swift.min(Swift.max(driven.shownProgress.x, 0), 1)
      if driven.isReversed { driven.isReversed = false }
      driven.fractionComplete = percentComplete
    } else if let timeline {
      timeline.pause()
      percentComplete = timeline.fraction
    }
    startedRunning = false
    context.isHeldByUpdate = false
    phase = .interactive
    context.percentComplete = percentComplete
    context.pauseInteractiveTransition()
  }

  private func complete(toward asked: AnimatingPosition, call: String) {
    guard let context = activeContext(call) else { return }
    if startedRunning {
      completeStartedRunning(toward: asked, context: context)
      return
    }
    guard phase == .interactive else {
      AnimationEngine.current.warn(
        "interactive.after-finish",
        "\(call) was ignored: the transition is already finishing or cancelling")
      return
    }
    var end = asked
    var releaseTiming: (any TimingCurveProvider)?
    let window = context.window
    if let arbiter = releaseArbiter ?? window?.releaseArbiter,
      let pan = window?.endingGesture as? PanGestureRecognizer
    {
      let verdict = arbiter(
        InteractiveRelease(
          finishes: asked == .end, percentComplete: percentComplete, recognizer: pan))
      end = verdict.finishes ? .end : .start
      releaseTiming = verdict.timingCurve
    }
    var speed = completionSpeed(toward: end)
    if !(speed.isFinite && speed > 0) {
      AnimationEngine.current.warn(
        "interactive.bad-completion-speed",
        "completionSpeed must be a finite number > 0, not \(completionSpeed); 1 was used")
      speed = 1
    }
    let share = end == .end ? 1 - percentComplete : percentComplete
    let seconds = share * duration / speed
    phase = .running
    if end == .end {
      context.finishInteractiveTransition()
    } else {
      context.cancelInteractiveTransition()
    }
    let now = AnimationEngine.current.now
    context.expectedEnd = now + seconds
    if let driven {
      driven.isReversed = end == .start
      // The factor is in units of the animator's original duration; 0 would mean "the time
      // that is left", which is also what no time at all comes to here.
      let provided = (completionTimingProvider ?? window?.completionTimingProvider)?(
        driven.timingParameters)
      driven.continueAnimation(
        withTimingParameters: releaseTiming ?? timingCurve ?? provided
          ?? CubicTimingParameters(animationCurve: completionCurve),
        durationFactor: driven.duration > 0 ? seconds / driven.duration : 0)
    } else if let timeline {
      timeline.run(
        toward: end, over: seconds, curve: CubicTimingParameters(animationCurve: completionCurve))
    }
  }

  /// `update(_:)` on a transition that started running: what iOS 26.1's UIKitCore does
  /// (`-[UIPercentDrivenInteractiveTransition updateInteractiveTransition:]` acts whenever the
  /// context is in flight; for animations it tracks it calls `pauseAnimation` and sets
  /// `fractionComplete`, while the context records no percentage unless it is interactive).
  private func updateWhileRunning(_ p: Double) {
    let engine = context?.window?.engine ?? AnimationEngine.current
    let dropped = engine.now <= startTime
    engine.warn(
      "interactive.update-while-running",
      dropped
        ? "update(_:) before the first frame of a transition that started running "
          + "(wantsInteractiveStart = false) was dropped, as UIKit drops it; call pause() to "
          + "drive the transition"
        : driven != nil
          ? "update(_:) does not move a running interruptible animator (its fractionComplete "
            + "can be set only while it is paused); call pause() first"
          : "update(_:) on a transition that started running (wantsInteractiveStart = false) "
            + "stopped its animations where the percentage puts them, as UIKit does, without "
            + "making it interactive: nothing moves it until finish() or cancel(). Call pause() "
            + "first to drive it")
    guard !dropped, driven == nil, let timeline, let context else { return }
    timeline.seek(to: p * timeline.duration)
    // Held where the update put it: the window watches it as it watches a driven transition
    // (a finger down keeps it; one left alone for a second is cancelled), not by an end time.
    context.isHeldByUpdate = true
    context.expectedEnd = nil
    context.lastInteraction = engine.now
  }

  /// `finish()` or `cancel()` on a transition that started running and was not paused: UIKit
  /// continues it from where it is, toward the end or back, over the share of the duration
  /// its last interactive percentage leaves — all of it, when it never was interactive, to
  /// finish; and the time it has run, to cancel — along `completionCurve` (or `timingCurve`
  /// for an interruptible animator).
  private func completeStartedRunning(toward end: AnimatingPosition, context: TransitionContext) {
    startedRunning = false
    context.isHeldByUpdate = false
    var speed = completionSpeed(toward: end)
    if !(speed.isFinite && speed > 0) { speed = 1 }
    if end == .end {
      context.finishInteractiveTransition()
    } else {
      context.cancelInteractiveTransition()
    }
    let share = end == .end ? 1 - percentComplete : percentComplete
    if let driven {
      context.expectedEnd = AnimationEngine.current.now + share * duration / speed
      driven.pauseAnimation()
      driven.isReversed = end == .start
      driven.continueAnimation(
        withTimingParameters: timingCurve ?? CubicTimingParameters(animationCurve: completionCurve),
        durationFactor: share / speed)
    } else if let timeline {
      timeline.pause()
      let seconds =
        share > 0
        ? share * duration / speed
        : (end == .end ? timeline.duration - timeline.time : timeline.time)
      context.expectedEnd = AnimationEngine.current.now + seconds
      timeline.run(
        toward: end, over: seconds, curve: CubicTimingParameters(animationCurve: completionCurve))
    }
  }

  /// The completion speed of a completion toward `end`: `completionSpeed`, unless a subclass
  /// sets its speed by the way the completion goes (the release arbiter may have turned the
  /// call made into the other one).
  func completionSpeed(toward end: AnimatingPosition) -> Double { completionSpeed }

  private func activeContext(_ call: String) -> TransitionContext? {
    guard let context, !context.isComplete else {
      AnimationEngine.current.warn(
        "interactive.after-complete",
        "\(call) was called while no interactive transition is running (it completed or never started)"
      )
      return nil
    }
    return context
  }

  private func transitionDidComplete() {
    startedRunning = false
    phase = .idle
    context = nil
    timeline = nil
    driven = nil
  }
}

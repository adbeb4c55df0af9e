/// Runs every animation of a scene: on each `tick` it reads the frame clock once, evaluates
/// every running animation and writes the presentation values, then fires the completions of
/// the animations that ended, in the order they were started.
///
/// A view in a window reports its changes to the window's engine; a window runs the events,
/// frames and transitions it handles with its engine *current* (`AnimationEngine.current`,
/// scoped to the call), so the animators created then join it. Tests, the command line and
/// each app window make their own engine with their own clock.
///
/// Cost: a tick does work proportional to the number of animating properties and, in steady
/// state, allocates nothing.
@MainActor
public final class AnimationEngine {
  /// The engine of the window whose events, frames or transition are being handled now, while
  /// they are (see `withCurrent(_:)`); `nil` outside any.
  public static var scoped: AnimationEngine? { CurrentScope.engine }

  /// The engine for work done outside any window's call: detached views and animators created
  /// there. No window or session sets it; a test that animates detached views on its own
  /// clock may, and puts it back when it ends.
  public static var detached = AnimationEngine()

  /// The engine new animators and detached views report to: the scoped engine, while a
  /// window's call (or `withCurrent(_:)`) runs, otherwise `detached`. A view in a window
  /// reports to its window's engine.
  public static var current: AnimationEngine { scoped ?? detached }

  public let clock: any FrameClock

  /// Active animators (running, paused or driven by a timeline), in the order they started.
  var animators: [PropertyAnimator] = []
  /// Timelines that are running on the clock.
  var runningTimelines: [AnimationTimeline] = []
  /// Animators and timelines that ended during the current tick (kept to reuse the storage).
  private var endedAnimators: [(PropertyAnimator, AnimatingPosition)] = []
  private var endedTimelines: [(AnimationTimeline, AnimatingPosition)] = []
  /// Open animation blocks, innermost last; a `nil` animator means "without animation".
  var captureStack: [PropertyAnimator?] = []
  /// Whether `View.animate` blocks animate (`View.setAnimationsEnabled(_:)`).
  var animationsEnabled = true
  /// Timelines that take control of animators started now, innermost last.
  var timelineStack: [AnimationTimeline] = []
  /// While a transition's animator builds its animations, the timing a `View.animate` block
  /// that names no curve takes (see `Window.transitionAnimationTiming`), innermost last.
  var transitionTiming: [any TimingCurveProvider] = []
  /// Starts held back, innermost last: animators started while an interruptible animator is
  /// taken from an animator's `animateTransition(using:)`, with their delays.
  var heldStarts: [[(animator: PropertyAnimator, delay: Double)]] = []
  /// Above zero while autoresizing lays views out; changes then re-aim running animations.
  var layoutDepth = 0
  /// Properties that two or more `View.animate` animations animate at once, added together.
  var additiveStacks: [AdditiveStack] = []
  /// The flat copy of the animators that a tick evaluates (see `AnimationEngine+Flat.swift`),
  /// and whether it is up to date: the animators as copied, one stretch each, the simple
  /// ones' tracks one after another, and their progress as last shown.
  var flatIsCurrent = false
  var flatAnimators: ContiguousArray<PropertyAnimator> = []
  var flatRuns: ContiguousArray<FlatRun> = []
  var flatTracks: ContiguousArray<FlatTrack> = []
  var flatProgress: ContiguousArray<SIMD2<Double>> = []
  /// Entries of animators that changed since the copy was made, by index.
  var flatDirtyList: ContiguousArray<Int> = []
  /// The animators a tick evaluates one by one, by index in `flatAnimators`.
  private var flatFollowUps: ContiguousArray<Int> = []

  /// What the scene registered for its storyboards and nibs (`SceneRegistrations`).
  var registrations = SceneRegistrations()

  /// The explicit animations of layers, made when first needed (see `layerAnimations`).
  var layerAnimationStorage: LayerAnimationRunner?

  /// Every misuse recorded so far.
  public private(set) var warnings: [EngineWarning] = []
  /// Called for each new warning (the app shows them, the command line traces them).
  public var warningHandler: ((EngineWarning) -> Void)?

  public init(clock: any FrameClock = ManualClock()) {
    self.clock = clock
    endedAnimators.reserveCapacity(16)
    endedTimelines.reserveCapacity(4)
  }

  /// Scene time now, in seconds.
  public var now: Double { clock.now }

  /// Lets go of everything in flight (animators, timelines, display links, layer
  /// animations) without running it further or calling a completion: for an engine whose
  /// owner is gone, so nothing will tick it again. Each animator and timeline holds its
  /// engine, so an engine let go with an animation in flight (a controller's appearance
  /// animation, a transition midway) kept itself, its animators and whatever their
  /// animations and completions hold (views, layers, controllers) alive for good.
  public func discardAnimations() {
    var held = animators + flatAnimators
    for starts in heldStarts { held += starts.map(\.animator) }
    for timeline in runningTimelines { held += timeline.animators }
    for animator in held { animator.discard() }
    animators.removeAll()
    runningTimelines.removeAll()
    endedAnimators.removeAll()
    endedTimelines.removeAll()
    heldStarts.removeAll()
    additiveStacks.removeAll()
    displayLinks.removeAll()
    flatAnimators.removeAll()
    flatRuns.removeAll()
    flatTracks.removeAll()
    flatProgress.removeAll()
    flatDirtyList.removeAll()
    flatFollowUps.removeAll()
    flatIsCurrent = false
    layerAnimationStorage = nil
  }

  /// Whether any animation needs frames: an animator running on the clock or a running
  /// timeline. The app keeps its frame callback installed exactly while this is true.
  public var isAnimating: Bool {
    !runningTimelines.isEmpty || animators.contains { $0.isRunningOnClock }
      || displayLinks.contains { !$0.isPaused } || layerAnimationStorage?.isActive == true
  }

  /// Display links that are called on every tick, in the order they were added.
  var displayLinks: [DisplayLink] = []

  /// How many animators are active (running, paused or driven by a timeline).
  public var activeAnimatorCount: Int { animators.count }

  /// Records a misuse; it never stops the program.
  public func warn(_ code: String, _ message: String) {
    let warning = EngineWarning(code: code, message: message, time: now)
    warnings.append(warning)
    warningHandler?(warning)
  }

  /// Runs `body` with this engine as `AnimationEngine.current`; afterwards the engine current
  /// before is again.
  nonisolated public func withCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
    try CurrentScope.$engine.withValue(self, operation: body)
  }

  /// Evaluates every animation at the clock's time, then fires completions in order. A
  /// completion may start new animations; they show their first frame at once and are
  /// evaluated from the next tick on.
  public func tick() {
    let time = now
    Transaction.endFrame()
    for link in displayLinks { link.fire(at: time) }
    var index = 0
    while index < runningTimelines.count {
      let timeline = runningTimelines[index]
      if let position = timeline.advance(to: time) {
        endedTimelines.append((timeline, position))
        for animator in timeline.animators { endedAnimators.append((animator, position)) }
      }
      index += 1
    }
    if !endedTimelines.isEmpty { runningTimelines.removeAll { !$0.isRunning } }

    if !flatIsCurrent { rebuildFlat() } else if !flatDirtyList.isEmpty { refreshChangedFlat() }
    var followUps = flatFollowUps
    flatFollowUps = []
    evaluateFlat(at: time, followUps: &followUps)
    // The copy's own list: an animator evaluated here may change and drop the copy.
    let copied = flatAnimators
    index = 0
    while index < followUps.count {
      let animator = copied[followUps[index]]
      if let position = animator.evaluate(at: time) { endedAnimators.append((animator, position)) }
      index += 1
    }
    followUps.removeAll(keepingCapacity: true)
    flatFollowUps = followUps
    layerAnimationStorage?.tick()
    guard !endedAnimators.isEmpty || !endedTimelines.isEmpty else { return }

    for (animator, _) in endedAnimators { animator.unregisterForCompletion() }
    invalidateFlat()
    animators.removeAll { !$0.isRegistered }
    // Fire from a copy-free drain: completions may start animators, which only append to
    // `animators`, never to the ended lists.
    index = 0
    while index < endedAnimators.count {
      let (animator, position) = endedAnimators[index]
      animator.completeNaturally(at: position)
      index += 1
    }
    endedAnimators.removeAll(keepingCapacity: true)
    index = 0
    while index < endedTimelines.count {
      let (timeline, position) = endedTimelines[index]
      timeline.didEnd(at: position)
      index += 1
    }
    endedTimelines.removeAll(keepingCapacity: true)
  }

  /// Moves a manual clock forward and ticks. With another kind of clock it records a warning
  /// and only ticks.
  public func advance(by seconds: Double) {
    if let manual = clock as? ManualClock {
      manual.advance(by: seconds)
    } else {
      warn("engine.not-manual", "advance(by:) needs a ManualClock; the clock was not moved")
    }
    tick()
  }

  /// Advances in frames of `1/fps` seconds for `seconds` in all.
  public func run(for seconds: Double, fps: Double = 60) {
    guard seconds > 0, fps > 0 else { return }
    let frames = Int((seconds * fps).rounded(.up))
    for _ in 0..<frames { advance(by: 1 / fps) }
  }

  /// Advances frame by frame until nothing animates (at most `limit` seconds of scene time).
  public func settle(fps: Double = 60, limit: Double = 30) {
    var elapsed = 0.0
    while isAnimating, elapsed < limit {
      advance(by: 1 / fps)
      elapsed += 1 / fps
    }
  }

  // MARK: Changes to views

  /// A model value of `view` changed: inside an animation block it animates; during layout
  /// (autoresizing), or while an interactive transition's timeline drives the animation, a
  /// running animation of it re-aims at the new value (as UIKit's stays on its layer, the
  /// model moving under it: code that sets a transform to identity to measure and then puts
  /// it back leaves the transition's animation as it was); otherwise it is shown at once and
  /// every animation of it ends (the additive ones too).
  func modelDidChange(_ view: View, _ property: AnimatableProperty) {
    if let frame = captureStack.last, let animator = frame {
      animator.captureChange(of: view, property)
    } else if !additiveStacks.isEmpty, let stack = additiveStack(of: view, property) {
      if layoutDepth > 0 || stack.isDrivenByTimeline {
        stack.followLayout()
      } else {
        stack.dissolve()
        removeAdditiveStack(stack)
        view.showModelValue(property)
      }
    } else if let owner = view.animationOwners[property.rawValue],
      layoutDepth > 0 || owner.binding != nil
    {
      owner.retargetTrack(of: view, property)
    } else {
      view.animationOwners[property.rawValue]?.releaseTrack(of: view, property)
      view.showModelValue(property)
    }
  }

  func register(_ animator: PropertyAnimator) {
    invalidateFlat()
    animators.append(animator)
  }

  func unregister(_ animator: PropertyAnimator) {
    invalidateFlat()
    animators.removeAll { $0 === animator }
  }

  func startRunning(_ timeline: AnimationTimeline) {
    if !runningTimelines.contains(where: { $0 === timeline }) { runningTimelines.append(timeline) }
  }

  func stopRunning(_ timeline: AnimationTimeline) {
    runningTimelines.removeAll { $0 === timeline }
  }
}

/// The engine and screen scoped to the call a window runs (task-local, so nothing stays set
/// after it).
enum CurrentScope {
  @TaskLocal static var engine: AnimationEngine?
  @TaskLocal static var screen: Screen?
}

/// The coordinator of one transition: a presentation, a dismissal, a push or a pop (its
/// context's), or a change of the window's size.
///
/// Alongside animations registered before the transition's own animations start wait; they
/// start with them, in the same animation context:
/// - a transition that runs on its own: one animation block of the transition's duration,
///   with the curve the transition's animator would get for a block that names none;
/// - an interactive one: the same block on a timeline of the transition's duration, paused
///   and moved to each percentage the interaction reports (so the animations are scrubbed
///   with it), then run to its end over what is left of the duration, or back to its start on
///   a cancel (every value back where it began), over the completion's share of the duration
///   divided by the completion speed, along the completion curve; caught again (paused), it
///   follows the interaction again;
/// - an unanimated transition: at once, without animation.
/// Animations registered once the transition runs start at once in the same way. Completions
/// run once the transition has completed (the animator called `completeTransition(_:)`), with
/// `isCancelled` telling how it ended.
@MainActor
final class TransitionCoordinatorObject: TransitionCoordinator {
  /// A size change's fixed description.
  struct SizeChange {
    let container: View
    let duration: Double
  }

  private typealias Block = (any TransitionCoordinatorContext) -> Void

  private weak var context: TransitionContext?
  private let sizeChange: SizeChange?
  private var pending: [Block] = []
  private var completions: [Block] = []
  private var interactionHandlers: [(handler: Block, onlyEnd: Bool)] = []
  /// The timeline of an interactive transition's alongside animations.
  private var timeline: AnimationTimeline?
  /// Whether the transition's own animations have started (registered animations run at
  /// once from then on).
  private(set) var hasStarted = false
  /// Whether the transition is over (registering does nothing then).
  private(set) var hasEnded = false
  private var cancelled = false

  init(context: TransitionContext) {
    self.context = context
    sizeChange = nil
  }

  init(sizeChange: SizeChange) {
    context = nil
    self.sizeChange = sizeChange
  }

  // MARK: Context

  var isAnimated: Bool { context?.isAnimated ?? ((sizeChange?.duration ?? 0) > 0) }
  var presentationStyle: ModalPresentationStyle { context?.presentationStyle ?? .fullScreen }
  var initiallyInteractive: Bool { context?.startedInteractive ?? false }
  var isInterruptible: Bool { context?.isInterruptible ?? false }
  var isInteractive: Bool { !hasEnded && (context?.isInteractive ?? false) }
  var isCancelled: Bool { context?.transitionWasCancelled ?? cancelled }
  var transitionDuration: Double {
    if let context {
      let seconds = context.animator.transitionDuration(using: context)
      return seconds.isFinite ? Swift.max(seconds, 0) : 0
    }
    return sizeChange?.duration ?? 0
  }
  var percentComplete: Double { context?.percentComplete ?? (hasEnded ? 1 : 0) }
  var completionVelocity: Double { context?.interactor?.completionSpeed ?? 1 }
  var completionCurve: AnimationCurve { context?.interactor?.completionCurve ?? .easeInOut }
  func viewController(forKey key: TransitionContextKey) -> ViewController? {
    context?.viewController(forKey: key)
  }
  func view(forKey key: TransitionContextKey) -> View? { context?.view(forKey: key) }
  var containerView: View {
    context?.containerView ?? sizeChange?.container ?? View(frame: Screen.main.bounds)
  }
  var targetTransform: AffineTransform { .identity }

  // MARK: Registering

  @discardableResult
  func animate(
    alongsideTransition animation: ((any TransitionCoordinatorContext) -> Void)?,
    completion: ((any TransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    guard !hasEnded else { return false }
    if let completion { completions.append(completion) }
    guard let animation else { return true }
    if hasStarted {
      run([animation])
    } else {
      pending.append(animation)
    }
    return true
  }

  @discardableResult
  func animateAlongsideTransition(
    in view: View?, animation: ((any TransitionCoordinatorContext) -> Void)?,
    completion: ((any TransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: completion)
  }

  func notifyWhenInteractionChanges(_ handler: @escaping (any TransitionCoordinatorContext) -> Void)
  {
    interactionHandlers.append((handler, false))
  }

  func notifyWhenInteractionEnds(_ handler: @escaping (any TransitionCoordinatorContext) -> Void) {
    interactionHandlers.append((handler, true))
  }

  // MARK: Driving

  /// Starts the alongside animations registered so far, with the transition's animations.
  func start() {
    guard !hasStarted, !hasEnded else { return }
    hasStarted = true
    runPending()
  }

  /// Whether alongside animations follow an interaction: the transition animates and an
  /// interaction controller drives it.
  private var followsInteraction: Bool {
    guard let context else { return false }
    return context.isAnimated && context.interactor != nil
  }

  /// Runs `blocks` on the timeline of an interactive transition, made when the first blocks
  /// arrive: it stands where the interaction has the transition, and runs on (or back)
  /// at once when the interaction has already ended.
  private func runOnTimeline(_ blocks: [Block], context: TransitionContext) {
    let line: AnimationTimeline
    if let timeline {
      line = timeline
    } else {
      let engine = context.window?.engine ?? AnimationEngine.current
      line = AnimationTimeline(duration: transitionDuration, engine: engine)
      timeline = line
    }
    let body = { for block in blocks { block(self) } }
    line.bind {
      View.animate(withDuration: line.duration, delay: 0, options: [], animations: body)
    }
    line.seek(to: context.percentComplete * line.duration)
    if !context.isInteractive { runTimeline(finishing: !context.transitionWasCancelled) }
  }

  private func runPending() {
    let blocks = pending
    pending = []
    run(blocks)
  }

  private func run(_ blocks: [Block]) {
    guard !blocks.isEmpty else { return }
    let body = { for block in blocks { block(self) } }
    guard isAnimated else {
      View.performWithoutAnimation(body)
      return
    }
    if followsInteraction, let context, timeline?.endPosition == nil {
      runOnTimeline(blocks, context: context)
      return
    }
    let duration = remainingDuration
    if let context, let window = context.window {
      window.buildingAnimations(of: context.animator) {
        View.animate(withDuration: duration, delay: 0, options: [], animations: body)
      }
    } else {
      View.animate(withDuration: duration, delay: 0, options: [], animations: body)
    }
  }

  /// What is left of the transition's duration now, in seconds.
  private var remainingDuration: Double {
    guard let context, hasStarted, let end = context.expectedEnd else { return transitionDuration }
    let now = context.window?.engine.now ?? AnimationEngine.current.now
    return Swift.max(end - now, 0)
  }

  /// The interaction reported a new percentage.
  func interactionDidUpdate(_ percent: Double) {
    guard let timeline, timeline.endPosition == nil else { return }
    timeline.seek(to: percent * timeline.duration)
  }

  /// The interaction finished or cancelled the transition: the alongside animations run on
  /// or back, and the handlers hear of it.
  func interactionDidEnd(finishing: Bool) {
    runTimeline(finishing: finishing)
    notifyInteraction(ended: true)
  }

  /// The interaction took the transition over again.
  func interactionDidResume() {
    if let timeline, timeline.endPosition == nil { timeline.pause() }
    notifyInteraction(ended: false)
  }

  private func runTimeline(finishing: Bool) {
    guard let timeline, timeline.endPosition == nil, let context else { return }
    var speed = context.interactor?.completionSpeed ?? 1
    if !(speed.isFinite && speed > 0) { speed = 1 }
    let share = finishing ? 1 - timeline.fraction : timeline.fraction
    timeline.run(
      toward: finishing ? .end : .start, over: share * timeline.duration / speed,
      curve: CubicTimingParameters(animationCurve: completionCurve))
  }

  private func notifyInteraction(ended: Bool) {
    for entry in interactionHandlers where ended || !entry.onlyEnd { entry.handler(self) }
  }

  /// The transition completed: a timeline still held by the interaction goes to the end
  /// reached, and the completions run.
  func end(completed: Bool) {
    guard !hasEnded else { return }
    if !hasStarted { start() }
    cancelled = !completed
    if let timeline, timeline.endPosition == nil, !timeline.isRunning {
      timeline.run(toward: completed ? .end : .start, over: 0)
    }
    hasEnded = true
    let blocks = completions
    completions = []
    interactionHandlers = []
    for block in blocks { block(self) }
  }
}

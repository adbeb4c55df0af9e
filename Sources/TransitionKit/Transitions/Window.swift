import Foundation

/// The root of a scene's view tree: the simulated screen, with the root controller's view and
/// one transition container per presentation above it (UIKit's `UIWindow`).
///
/// Pointer events enter here (`send(_:)`), frames are driven from here (`tick()`), and every
/// transition passes through here, which is what lets the window notice a transition that
/// nothing drives or that never completes.
@MainActor
open class Window: View {
  /// An interactive transition that nothing updates for this long, with no pointer down, is
  /// taken to have no driver (seconds of scene time).
  public static let interactiveIdleLimit = 1.0
  /// How long past its expected end a transition may go without `completeTransition(_:)`
  /// (seconds of scene time).
  public static let completionGrace = 1.0

  public let screen: Screen
  public let engine: AnimationEngine
  /// The scene the window belongs to (UIKit's `windowScene`): one per window here.
  public private(set) lazy var windowScene: WindowScene? = WindowScene(window: self)
  let router = PointerRouter()
  /// The pointer sequence whose press was ignored, until it ends.
  private var ignoredSequence: Int?
  /// The transition in flight, if any.
  public internal(set) var activeTransition: TransitionContext?
  /// Every transition so far, in order.
  public private(set) var transitionLog: [TransitionRecord] = []
  /// Whether the person asked for reduced motion (UIKit's
  /// `UIAccessibility.isReduceMotionEnabled`, for this window): every animated presentation
  /// and dismissal then crossfades (`CrossfadeTransitionAnimator`) over the duration its own
  /// animator gives, whatever that animator would have done.
  public var isReduceMotionEnabled = false
  /// The light or dark appearance the lab shows the window in: what `traitCollection`'s
  /// `userInterfaceStyle` reads. A change calls `traitCollectionDidChange(_:)` on the
  /// controllers on screen.
  public var appearance = Appearance.light {
    didSet { if oldValue != appearance { traitsDidChange(from: oldValue) } }
  }
  /// Receives trace events with the scene time they happened at.
  public var traceHandler: ((Double, TraceEvent) -> Void)?
  /// Receives, with the scene time, each appearance callback the window's transitions
  /// (presentations, dismissals, pushes and pops) and its root controller call, in order.
  public var appearanceHandler: ((Double, AppearanceEvent) -> Void)?
  /// Decides what `finish()` or `cancel()`, called by a percent-driven transition of this
  /// window that has no arbiter of its own just after its pan ended, does (see
  /// `PercentDrivenInteractiveTransition.releaseArbiter`). `nil`, the default: the call stands.
  public var releaseArbiter: ReleaseArbiter?
  /// The timing the completion of a percent-driven transition of this window that has none of
  /// its own takes (see `PercentDrivenInteractiveTransition.completionTimingProvider`).
  public var completionTimingProvider: CompletionTimingProvider?
  /// Whether a percent-driven transition whose animator vends no interruptible animator is
  /// driven through one all the same: the animator its `animateTransition(using:)` starts
  /// (see `PercentDrivenInteractiveTransition`). Off by default, as in UIKit.
  public var vendsInterruptibleAnimators = false
  /// The coordinator of the size change in progress, if any.
  var sizeTransitionCoordinator: TransitionCoordinatorObject?
  /// Whether a press on a pan in a transition's container catches the interruptible
  /// transition completing on its own: the transition pauses where it is and the pan begins
  /// at once, its translation reading the progress caught (see `catchGeometry`). Off by
  /// default, as in UIKit, where a completing transition takes no touches of its own.
  public var catchesCompletingTransitions = false
  /// How a catching pan's translation turns into progress, so that it can read the progress
  /// caught; `nil` catches nothing.
  public var catchGeometry: (@MainActor (PanGestureRecognizer) -> PanProgressGeometry?)?
  /// The timing a `View.animate` block that names no curve takes while a transition's animator
  /// (not the library's default or crossfade) builds its animations; `nil`: the default curve.
  public var transitionAnimationTiming: (@MainActor () -> (any TimingCurveProvider)?)?
  /// The recognizer whose `.ended` actions are running.
  var endingGesture: GestureRecognizer?
  /// Whether a catching pan's `.began` actions are running: the presentation or dismissal they
  /// ask for is the transition caught, already in flight.
  var isCatchingTransition = false
  /// What the simulated status bar shows, as the controllers decide it (see
  /// `updateStatusBarAppearance(excluding:)`).
  public internal(set) var statusBarAppearance = StatusBarAppearance()
  /// Whether the scene made this window itself (`UIWindow(frame:)`, see `Window+Frame.swift`):
  /// it keeps a root controller to be read back, but shows nothing.
  public private(set) var isOffStage = false

  /// A window filling `screen`, reporting to `engine`. Its screen becomes `Screen.main`, so
  /// scene code built next sees this one; while the window handles an event, a frame or a
  /// transition, its engine and screen are the current ones (`run(_:)`).
  public init(screen: Screen = Screen(), engine: AnimationEngine = .current) {
    self.screen = screen
    self.engine = engine
    Screen.main = screen
    super.init(frame: screen.bounds)
    name = "window"
    // Where no view draws, a device screen shows black: the "black screen" of a presenter
    // lost with its transition container.
    backgroundColor = .black
    router.observer = { [weak self] recognizer in self?.reportGesture(recognizer) }
    engine.warningHandler = { [weak self] warning in
      self?.emit(.warning(code: warning.code, message: warning.message))
    }
    Application.shared.register(self)
    appearance = Application.shared.systemAppearance
  }

  /// A window the scene makes itself, as an app delegate makes its `window` (UIKit's
  /// `UIWindow(frame:)`): on the current screen and engine, off the stage (see
  /// `Window+Frame.swift`). It does not become `Screen.main`, the application's key window or
  /// one of its windows.
  public override init(frame: Rect) {
    screen = Screen.main
    engine = .current
    super.init(frame: frame)
    isOffStage = true
    name = "window"
  }

  /// A window filling a new screen on the current engine, as `Window(screen:engine:)` with its
  /// defaults makes one (not `init(frame: .zero)`, which is a window the scene makes).
  public convenience init() {
    self.init(screen: Screen(), engine: .current)
  }

  /// Not made from archives here: there are none.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The application, where touches no view handles end (UIKit's next responder of a window).
  open override var next: Responder? { Application.shared }

  /// The controller whose view fills the window under any presentations.
  public var rootViewController: ViewController? {
    didSet {
      // The stage shows the scene's root; a window the scene made only keeps its own.
      guard !isOffStage else { return }
      oldValue?.view.removeFromSuperview()
      guard let controller = rootViewController else { return }
      let view = controller.view!
      view.frame = bounds
      view.autoresizingMask = .flexibleSize
      insertSubview(view, at: 0)
      controller.sendAppearance(.viewWillAppear, animated: false, reportingTo: self)
      controller.sendAppearance(.viewDidAppear, animated: false, reportingTo: self)
      updateStatusBarAppearance()
    }
  }

  /// The controller on top: the last one presented, or the root.
  public var topViewController: ViewController? {
    var top = rootViewController
    while let next = top?.presentedViewController { top = next }
    return top
  }

  /// Whether the window needs frames: something animates, a transition is in flight, or a
  /// layout pass waits.
  public var needsFrames: Bool {
    engine.isAnimating || activeTransition != nil || layoutState?.needsPass == true
  }

  /// Whether a pointer sequence is being tracked.
  public var isTrackingPointer: Bool { router.isTracking }

  // MARK: Input and frames

  /// Delivers a pointer event (screen points, the event's own timestamp). While a transition
  /// that cannot be interrupted runs on its own — a presentation or dismissal that nothing
  /// drives, or an interactive one after `finish()` or `cancel()` — a press is ignored
  /// together with the rest of its sequence, as UIKit ignores interaction events then.
  public func send(_ event: PointerEvent) {
    run { deliver(event) }
  }

  /// Runs `body` with this window's engine and screen current (`AnimationEngine.current`,
  /// `Screen.main`), as the window's own calls do; afterwards the ones before are again.
  public func run<Result>(_ body: () throws -> Result) rethrows -> Result {
    try engine.withCurrent { try CurrentScope.$screen.withValue(screen, operation: body) }
  }

  private func deliver(_ event: PointerEvent) {
    if event.kind == .down {
      if ignoredSequence == event.sequence { ignoredSequence = nil }
      if ignoresInteraction || interactionIgnoringDepth > 0, !router.isTracking {
        ignoredSequence = event.sequence
        return
      }
    } else if ignoredSequence == event.sequence {
      if event.kind == .up || event.kind == .cancel { ignoredSequence = nil }
      return
    }
    router.send(event, in: self)
    if let touchEvent = router.takeTouchEvent() { sendEvent(touchEvent) }
  }

  /// The window's event dispatch (UIKit's `sendEvent(_:)`). On iOS it delivers the event's
  /// touches; a subclass that overrides it and calls `super` sees every event (touch overlays
  /// are written so). Here the window's router delivers the touches first, then the window
  /// calls this with the touch event it made: an override sees every touch event after its
  /// delivery, and cannot hold one back.
  open func sendEvent(_ event: Event) {}

  /// How many `Application.beginIgnoringInteractionEvents()` calls made for this window have
  /// no matching end yet.
  var interactionIgnoringDepth = 0

  /// Whether presses are ignored now: a transition that cannot be interrupted runs on its own.
  public var ignoresInteraction: Bool {
    guard let context = activeTransition, !context.isComplete else { return false }
    return !context.isInteractive && !context.isInterruptible
  }

  /// Cancels the pointer sequence being tracked, as when the window loses its grab.
  public func cancelPointer() {
    run { router.cancelAll(at: engine.now) }
  }

  /// Runs the layout pass if one waits, evaluates the animations at the clock's time and checks
  /// on the transition in flight; what completions changed is laid out before the frame is
  /// drawn, as UIKit's layout pass runs after the run loop's completion handlers.
  public func tick() {
    run {
      if layoutState?.needsPass == true { LayoutPass.run(self) }
      engine.tick()
      Window.runMainQueueIfAllowed()
      checkTransition()
      if layoutState?.needsPass == true { LayoutPass.run(self) }
    }
  }

  /// Changes the screen's size mid-anything: the window, the root view and the containers
  /// follow through their autoresizing, and running animations aim at the new layout.
  /// The controllers hear `viewWillTransition(to:with:)` first, with an unanimated
  /// coordinator (see `rotate(to:duration:)` for an animated change).
  public func resize(to size: Size) {
    run { transitionScreen(to: size, duration: 0) }
  }

  /// Sets the screen's size at once; the views follow (see `resize(to:)`).
  func applyScreenSize(_ size: Size) {
    screen.adopt(size)
    center = Point(x: size.width / 2, y: size.height / 2)
    bounds = Rect(origin: .zero, size: size)
  }

  // MARK: Transitions

  func begin(_ context: TransitionContext) {
    run { start(context) }
  }

  private func start(_ context: TransitionContext) {
    activeTransition = context
    context.presentation?.activeContext = context
    transitionLog.append(
      TransitionRecord(
        kind: context.kind, interactive: context.startedInteractive, completed: nil,
        start: context.startTime, end: nil))
    emit(
      .transition(
        phase: "begin", kind: context.kind, interactive: context.startedInteractive,
        completed: nil))
    context.presentationControllerWillBegin()
    context.appearanceWillBegin()
    updateStatusBarAppearance(
      excluding: context.kind == .dismiss ? context.presentedViewController : nil)
    if let interactor = context.interactor {
      interactor.startInteractiveTransition(context)
      if !context.isInteractive, context.expectedEnd == nil {
        context.expectedEnd = engine.now + context.animator.transitionDuration(using: context)
      }
    } else {
      context.expectedEnd = engine.now + context.animator.transitionDuration(using: context)
      buildingAnimations(of: context.animator) {
        context.animator.animateTransition(using: context)
      }
    }
    context.coordinator.start()
    context.layOutPresentationContainer()
  }

  func transitionDidComplete(_ context: TransitionContext, completed: Bool) {
    if activeTransition === context { activeTransition = nil }
    if let index = transitionLog.lastIndex(where: { $0.start == context.startTime && $0.end == nil }
    ) {
      transitionLog[index].completed = completed
      transitionLog[index].end = engine.now
    }
    emit(
      .transition(
        phase: "complete", kind: context.kind, interactive: context.startedInteractive,
        completed: completed))
    // The controller leaving (dismissed, or presented and cancelled) is still linked here.
    let leaves = context.kind == .dismiss ? completed : context.kind == .present && !completed
    updateStatusBarAppearance(excluding: leaves ? context.presentedViewController : nil)
  }

  /// Notices a transition that nothing drives or that never completes, warns, and ends it so
  /// the screen does not stay frozen.
  func checkTransition() {
    guard let context = activeTransition, !context.isComplete else { return }
    let now = engine.now
    if context.isInteractive || context.isHeldByUpdate {
      if router.isTracking {
        context.lastInteraction = now
        return
      }
      guard !context.watchdogFired, now - context.lastInteraction > Self.interactiveIdleLimit
      else { return }
      context.watchdogFired = true
      engine.warn(
        "transition.interactive-without-driver",
        "an interaction controller was returned but nothing drives it (no update for "
          + "\(Self.interactiveIdleLimit) s with no pointer down); it was cancelled")
      if let interactor = context.interactor as? PercentDrivenInteractiveTransition {
        interactor.cancel()
      }
      // An interactor that did not take the cancel is bypassed: the transition ends here.
      if context.isInteractive || context.isHeldByUpdate, !context.isComplete {
        context.isHeldByUpdate = false
        if context.isInteractive { context.cancelInteractiveTransition() }
        context.completeTransition(false)
      }
    } else if let expected = context.expectedEnd, now > expected + Self.completionGrace {
      engine.warn(
        "transition.never-completed",
        "completeTransition(_:) was not called within \(Self.completionGrace) s of the "
          + "animation's end; the transition was ended")
      context.completeTransition(!context.transitionWasCancelled)
    }
  }

  func emit(_ event: TraceEvent) {
    traceHandler?(engine.now, event)
  }

  func emit(_ event: AppearanceEvent) {
    appearanceHandler?(engine.now, event)
  }

  private func reportGesture(_ recognizer: GestureRecognizer) {
    guard traceHandler != nil else { return }
    let pan = recognizer as? PanGestureRecognizer
    emit(
      .gesture(
        recognizer: recognizer.traceName, state: recognizer.state,
        translation: pan?.translation(in: nil) ?? .zero, velocity: pan?.velocity(in: nil) ?? .zero))
  }
}

extension GestureRecognizer {
  /// The recognizer's name, or its kind: `edge-pan`, `pan` or `tap`.
  public var traceName: String {
    if let name { return name }
    switch self {
    case is ScreenEdgePanGestureRecognizer: return "edge-pan"
    case is PanGestureRecognizer: return "pan"
    case is TapGestureRecognizer: return "tap"
    default: return "gesture"
    }
  }
}

extension View {
  /// The window the view is in, if any.
  public var window: Window? { root as? Window }
}

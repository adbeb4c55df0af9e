import Foundation
import TestSupport
import TransitionKit
import XCTest

/// What happened, in order, as short strings.
@MainActor
final class EventLog {
  private(set) var entries: [String] = []

  func add(_ entry: String) { entries.append(entry) }
  func clear() { entries.removeAll() }
  func contains(_ entry: String) -> Bool { entries.contains(entry) }
  func index(_ entry: String) -> Int? { entries.firstIndex(of: entry) }
  func count(_ entry: String) -> Int { entries.filter { $0 == entry }.count }
}

/// A controller that logs its life cycle as `<label>.<callback>`.
@MainActor
class LoggingController: ViewController {
  let label: String
  let log: EventLog

  init(_ label: String, log: EventLog) {
    self.label = label
    self.log = log
    super.init(nibName: nil, bundle: nil)
    title = label
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.name = label
    log.add("\(label).viewDidLoad")
  }
  override func viewWillAppear(_ animated: Bool) { log.add("\(label).viewWillAppear(\(animated))") }
  override func viewDidAppear(_ animated: Bool) { log.add("\(label).viewDidAppear(\(animated))") }
  override func viewWillDisappear(_ animated: Bool) {
    log.add("\(label).viewWillDisappear(\(animated))")
  }
  override func viewDidDisappear(_ animated: Bool) {
    log.add("\(label).viewDidDisappear(\(animated))")
  }
}

/// A transitioning delegate that logs what it is asked and hands out what it was given.
@MainActor
final class ScriptedDelegate: TransitioningDelegate {
  var presentAnimator: (any AnimatedTransitioning)?
  var dismissAnimator: (any AnimatedTransitioning)?
  var presentInteractor: (any InteractiveTransitioning)?
  var dismissInteractor: (any InteractiveTransitioning)?
  let log: EventLog?
  /// The animators the interaction-controller methods were passed, in order.
  private(set) var animatorsPassed: [any AnimatedTransitioning] = []

  init(log: EventLog? = nil) { self.log = log }

  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any AnimatedTransitioning)? {
    log?.add(
      "delegate.animator(presented: \(presented.title ?? "?"), presenting: \(presenting.title ?? "?"), source: \(source.title ?? "?"))"
    )
    return presentAnimator
  }

  func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
    log?.add("delegate.animator(dismissed: \(dismissed.title ?? "?"))")
    return dismissAnimator
  }

  func interactionControllerForPresentation(using animator: any AnimatedTransitioning)
    -> (any InteractiveTransitioning)?
  {
    log?.add("delegate.interactionForPresentation")
    animatorsPassed.append(animator)
    return presentInteractor
  }

  func interactionControllerForDismissal(using animator: any AnimatedTransitioning)
    -> (any InteractiveTransitioning)?
  {
    log?.add("delegate.interactionForDismissal")
    animatorsPassed.append(animator)
    return dismissInteractor
  }
}

/// An animator whose animation is a closure, counting its `completeTransition` calls per
/// context.
@MainActor
final class ClosureAnimator: AnimatedTransitioning {
  var duration: Double
  var body: (ClosureAnimator, TransitionContext) -> Void
  /// When set, `interruptibleAnimator(using:)` returns what it gives.
  var interruptible: ((ClosureAnimator, TransitionContext) -> PropertyAnimator?)?
  let log: EventLog?
  /// Runs inside `animationEnded(_:)`.
  var onEnded: ((Bool) -> Void)?
  private(set) var ended: [Bool] = []
  private(set) var contexts: [TransitionContext] = []
  /// `transitionWasCancelled` as the animation's completion saw it, per completion.
  private(set) var cancelledFlagsAtCompletion: [Bool] = []
  /// Scene times at which the animator called `completeTransition`.
  private(set) var completionTimes: [Double] = []
  private var completeCalls: [ObjectIdentifier: Int] = [:]

  init(
    duration: Double = 0.5, log: EventLog? = nil,
    body: @escaping (ClosureAnimator, TransitionContext) -> Void
  ) {
    self.duration = duration
    self.log = log
    self.body = body
  }

  func transitionDuration(using transitionContext: TransitionContext?) -> Double { duration }

  func animateTransition(using transitionContext: TransitionContext) {
    log?.add("animator.animateTransition")
    if !contexts.contains(where: { $0 === transitionContext }) {
      contexts.append(transitionContext)
    }
    body(self, transitionContext)
  }

  func animationEnded(_ transitionCompleted: Bool) {
    log?.add("animator.animationEnded(\(transitionCompleted))")
    ended.append(transitionCompleted)
    onEnded?(transitionCompleted)
  }

  func interruptibleAnimator(using transitionContext: TransitionContext) -> PropertyAnimator? {
    guard let interruptible else { return nil }
    if !contexts.contains(where: { $0 === transitionContext }) {
      contexts.append(transitionContext)
    }
    return interruptible(self, transitionContext)
  }

  /// Calls `completeTransition(!transitionWasCancelled)` and counts the call.
  func complete(_ context: TransitionContext) {
    cancelledFlagsAtCompletion.append(context.transitionWasCancelled)
    completionTimes.append(AnimationEngine.current.now)
    completeCalls[ObjectIdentifier(context), default: 0] += 1
    log?.add("animator.completeTransition")
    context.completeTransition(!context.transitionWasCancelled)
  }

  /// How many times `complete(_:)` ran for a context.
  func completeCount(_ context: TransitionContext) -> Int {
    completeCalls[ObjectIdentifier(context)] ?? 0
  }

  // MARK: Common animations

  /// Presents by sliding the presented view in from the right; dismisses by sliding it down
  /// off the screen. Both with `View.animate` and the given options.
  static func slide(
    duration: Double = 0.5, options: AnimationOptions = [], log: EventLog? = nil
  ) -> ClosureAnimator {
    ClosureAnimator(duration: duration, log: log) { animator, context in
      let container = context.containerView
      let bounds = container.bounds
      switch context.kind {
      case .present, .push:
        let presented = context.viewController(forKey: .to)!
        container.addSubview(presented.view)
        let finalFrame = context.finalFrame(for: presented)
        presented.view.frame = finalFrame.offsetBy(dx: bounds.width, dy: 0)
        View.animate(
          withDuration: animator.duration, delay: 0, options: options,
          animations: { presented.view.frame = finalFrame },
          completion: { _ in animator.complete(context) })
      case .dismiss, .pop:
        let presented = context.viewController(forKey: .from)!
        View.animate(
          withDuration: animator.duration, delay: 0, options: options,
          animations: { presented.view.frame = bounds.offsetBy(dx: 0, dy: bounds.height) },
          completion: { _ in animator.complete(context) })
      }
    }
  }

  /// The card and drag-down tutorials' dismissal: the presenting view is inserted into the
  /// container below the presented one, which slides down.
  static func insertingPresentingView(duration: Double = 0.5) -> ClosureAnimator {
    ClosureAnimator(duration: duration) { animator, context in
      let from = context.viewController(forKey: .from)!
      let to = context.viewController(forKey: .to)!
      let container = context.containerView
      container.insertSubview(to.view, belowSubview: from.view)
      let bounds = container.bounds
      View.animate(
        withDuration: animator.duration,
        animations: { from.view.frame = bounds.offsetBy(dx: 0, dy: bounds.height) },
        completion: { _ in animator.complete(context) })
    }
  }

  /// Keeps the context and never completes on its own.
  static func holding(duration: Double = 0.5, log: EventLog? = nil) -> ClosureAnimator {
    ClosureAnimator(duration: duration, log: log) { _, context in
      if context.kind == .present {
        let presented = context.viewController(forKey: .to)!
        context.containerView.addSubview(presented.view)
      }
    }
  }
}

/// An interaction controller that only logs and keeps the context; the test drives it.
@MainActor
final class ManualInteractor: InteractiveTransitioning {
  let log: EventLog?
  private(set) var context: TransitionContext?

  init(log: EventLog? = nil) { self.log = log }

  func startInteractiveTransition(_ transitionContext: TransitionContext) {
    log?.add("interactor.startInteractiveTransition")
    context = transitionContext
    if transitionContext.kind == .present {
      transitionContext.containerView.addSubview(
        transitionContext.viewController(forKey: .to)!.view)
    }
  }
}

/// A window hosting a root controller, on the test's engine, driven frame by frame.
@MainActor
final class TransitionRig {
  let window: Window
  let root: ViewController
  private(set) var trace: [(time: Double, event: TraceEvent)] = []
  /// Objects kept alive for the rig's lifetime (transitioning delegates are held weakly).
  private var kept: [AnyObject] = []

  init(
    engine: AnimationEngine, root: ViewController = ViewController(),
    size: Size = Screen.defaultSize, screen: Screen? = nil
  ) {
    window = Window(screen: screen ?? Screen(size: size), engine: engine)
    self.root = root
    window.rootViewController = root
    window.traceHandler = { [weak self] time, event in self?.trace.append((time, event)) }
  }

  /// Keeps an object alive as long as the rig.
  func keep(_ object: AnyObject) { kept.append(object) }

  var engine: AnimationEngine { window.engine }
  var now: Double { engine.now }

  /// Advances by one step and ticks the window (which also watches the transition).
  func step(_ seconds: Double) { window.step(seconds) }

  /// Runs 60 Hz frames for `seconds`.
  func run(_ seconds: Double) { window.advanceFrames(seconds) }

  /// Runs 60 Hz frames until `condition` holds (checked before each frame), at most `limit`
  /// seconds; returns whether it held.
  @discardableResult
  func run(until condition: () -> Bool, limit: Double = 30) -> Bool {
    window.runFrames(until: condition, limit: limit)
  }

  /// Runs frames until nothing animates and no transition is in flight.
  @discardableResult
  func settle(limit: Double = 60) -> Bool { window.settleFrames(limit: limit) }

  /// The transition containers in the window, bottom to top.
  var containers: [View] { window.subviews.filter { $0 is TransitionContainerView } }

  /// The phases of the transition trace events, as "begin present" / "complete dismiss …".
  var transitionPhases: [String] {
    trace.compactMap { entry in
      guard case .transition(let phase, let kind, _, let completed) = entry.event else {
        return nil
      }
      return completed.map { "\(phase) \(kind.rawValue) \($0)" } ?? "\(phase) \(kind.rawValue)"
    }
  }

  var warningCodes: [String] { engine.warnings.map(\.code) }
}

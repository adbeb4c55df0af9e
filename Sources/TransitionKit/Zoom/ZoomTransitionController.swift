/// Plays a controller's `.zoom` transition (iOS 18's zoom): the animator of its presentation
/// or push and of its dismissal or pop, and the interaction controller of the dismissal a drag
/// or a pinch starts.
///
/// - Zoom in: the zoomed view grows out of the source view's frame into its own, seen through
///   a clip whose frame and corner radius morph from the source's to its own, the content
///   scaled uniformly so that the alignment rectangle (or the whole view) covers the source;
///   a dimming (black at 15 %, or the options' colour) rises behind it; the source view is
///   hidden while it flies. All of it follows one spring (`ZoomTransitionSpec.response`,
///   `dampingRatio`), stepped per frame.
/// - Zoom out: the reverse, with the source view provider asked again on every frame, so a
///   detail paged to another photo goes back into that photo's cell, and a grid scrolled
///   meanwhile gives the cell where it is now.
/// - Interactive dismissal: a drag down (or to the right from the leading edge) on the zoomed
///   view shrinks it with the drag's progress, scale = lerp(1, minimumScale, progress),
///   keeping the point pressed under the finger; the view follows that target through the
///   tracking spring, so it trails slightly. On release it dismisses if the scale is below
///   `scaleDismissThreshold` or the translation plus 0.099 s × velocity passes
///   `dismissThreshold`, and springs back otherwise, with the finger's velocity. A pinch in
///   does the same with its own scale, and (iOS 26) turns the card with the fingers, which
///   the landing or the spring back turns upright again. A press on the view while a zoom runs, either way,
///   catches it where it is (a zoom in is completed first, and the dismissal starts from
///   there, as UIKit completes a push it interrupts).
@MainActor
public final class ZoomTransitionController: AnimatedTransitioning, InteractiveTransitioning {
  public let options: ZoomOptions
  let provider: ZoomSourceViewProvider
  /// The controller that zooms.
  public private(set) weak var zoomed: ViewController?
  /// The controller the zoom comes from (the presenter, or the controller under it in a
  /// navigation stack).
  weak var sourceController: ViewController?

  /// What the zoom is doing.
  public enum Phase: String, Sendable {
    case idle
    case zoomingIn
    case zoomingOut
    /// A finger drives it.
    case tracking
    /// Springing back to full after a cancelled dismissal.
    case returning
  }

  public internal(set) var phase: Phase = .idle
  /// The drag that dismisses (down, or right from the leading edge).
  public let dismissGestureRecognizer = ZoomDismissPanGestureRecognizer()
  /// The pinch in that dismisses.
  public let pinchGestureRecognizer = PinchGestureRecognizer()
  /// The zoom's current frame while it runs; `nil` while idle.
  public internal(set) var currentFrame: ZoomFrame?
  /// Called on every frame the zoom moves.
  public var frameHandler: ((ZoomFrame) -> Void)?
  /// Called when a zoom ends (settled, or caught and handed to a dismissal that goes on).
  public var endHandler: (() -> Void)?
  /// The source view of the zoom in flight (or of the last one).
  public private(set) weak var sourceView: View?

  /// Whether an interactive dismissal is being asked for (the delegate then returns this).
  public internal(set) var wantsInteractiveStart = false
  public var completionSpeed: Double { 1 }

  var context: TransitionContext?
  let clipView = View()
  let dimmingView = View()
  var spring = ZoomSpring(ZoomMorph.zeroVector)
  var link: DisplayLink?
  var lastTime: Double?
  /// The zoomed view's frame at full zoom, in the container's coordinates.
  var destination = Rect.zero
  /// The source's frame now and the morph that covers it, in the container's coordinates.
  var sourceFrame = Rect.zero
  var sourceMorph = ZoomMorph(frame: .zero, content: .zero, cornerRadius: 0)
  var alignment = Rect.zero
  var hasSource = true
  // Tracking.
  var base = ZoomMorph(frame: .zero, content: .zero, cornerRadius: 0)
  /// Whether the tracking that begins took over a zoom in without stopping it (iOS 26): it
  /// tracks the full page, toward which the card goes on growing.
  var tookOverZoomIn = false
  var anchor = Point.zero
  var target = ZoomMorph(frame: .zero, content: .zero, cornerRadius: 0)
  var trackingByPinch = false
  var pinchStart = Point.zero
  var trackedProgress = 0.0
  /// Whether a finger let the zoom go (it then runs at the completion speed).
  var wasReleased = false
  /// The goal, response and damping ratio the window's expected end was last worked out for.
  var estimated: [Double]?
  /// How far the card has grown from the source (0) to full (1) on the last frame.
  var visibility = 0.0
  /// How far the running zoom has gone toward its end, for a navigation bar that follows
  /// it: the card's growth going in, its shrinking going out (a drag counts as going out);
  /// `nil` while idle.
  var barProgress: Double? {
    guard context != nil, isRunning else { return nil }
    return isZoomingIn ? visibility : 1 - visibility
  }
  /// The picture of the source drawn over the card (iOS 26), and the source it shows.
  var sourcePicture: View?
  weak var picturedSource: View?

  init(options: ZoomOptions, provider: @escaping ZoomSourceViewProvider, zoomed: ViewController) {
    self.options = options
    self.provider = provider
    self.zoomed = zoomed
    clipView.name = "zoom-morph"
    clipView.clipsToBounds = true
    // The zoomed view keeps its own size inside the morphing clip.
    clipView.autoresizesSubviews = false
    dimmingView.name = "zoom-dimming"
    dimmingView.isUserInteractionEnabled = false
    dismissGestureRecognizer.name = "zoom-dismiss"
    dismissGestureRecognizer.controller = self
    dismissGestureRecognizer.addTarget(self, action: ZoomTransitionController.handleDrag)
    pinchGestureRecognizer.name = "zoom-pinch"
    pinchGestureRecognizer.addTarget(self, action: ZoomTransitionController.handlePinch)
    dismissGestureRecognizer.beginsOnPress = { [weak self] in
      guard let self else { return false }
      return self.isRunning && self.spec.isInterruptible && self.spec.catchesOnPress
    }
  }

  public var spec: ZoomTransitionSpec { options.spec }

  /// Whether a zoom runs (in, out, dragged or springing back).
  public var isRunning: Bool { phase != .idle }

  /// Installs the dismissal gestures on the zoomed view.
  func installGestures() {
    guard let zoomed, zoomed.isViewLoaded, let view = zoomed.view else { return }
    if dismissGestureRecognizer.view !== view {
      view.addGestureRecognizer(dismissGestureRecognizer)
    }
    if pinchGestureRecognizer.view !== view { view.addGestureRecognizer(pinchGestureRecognizer) }
  }

  // MARK: AnimatedTransitioning

  /// About how long the spring takes to settle: its slowest mode falls to e^−9 (a
  /// thousand-point zoom within a tenth of a point).
  public func transitionDuration(using transitionContext: TransitionContext?) -> Double {
    if transitionContext?.isAnimated == false { return 0 }
    let omega = 2 * Double.pi / Swift.max(spec.response, 0.001)
    let zeta = Swift.max(spec.dampingRatio, 0.01)
    let decay = zeta < 1 ? zeta * omega : omega * (zeta - (zeta * zeta - 1).squareRoot())
    return 9 / decay
  }

  public func animateTransition(using transitionContext: TransitionContext) {
    installGestures()
    setUp(transitionContext, keepingState: isRunning)
    if !transitionContext.isAnimated {
      spring = ZoomSpring(targetMorph.vector)
      apply()
      end()
      return
    }
    phase = isZoomingIn ? .zoomingIn : .zoomingOut
    startLink()
    frame(at: transitionContext.window?.engine.now ?? 0, step: false)
  }

  public func animationEnded(_ transitionCompleted: Bool) {}

  // MARK: InteractiveTransitioning

  public func startInteractiveTransition(_ transitionContext: TransitionContext) {
    wantsInteractiveStart = false
    installGestures()
    setUp(transitionContext, keepingState: isRunning)
    beginTracking()
    startLink()
  }

  // MARK: Setting up

  var isZoomingIn: Bool {
    guard let context else { return true }
    return context.kind == .present || context.kind == .push
  }

  /// Arranges the views of a transition: the other controller's view at the bottom, the
  /// dimming, then the clip holding the zoomed view. With `keepingState` the morph goes on
  /// from where it is (a zoom caught mid-flight).
  func setUp(_ transitionContext: TransitionContext, keepingState: Bool) {
    context = transitionContext
    transitionContext.isInterruptible = spec.isInterruptible
    let container = transitionContext.containerView
    let zoomingIn = transitionContext.kind == .present || transitionContext.kind == .push
    guard let zoomedController = zoomed, let zoomedView = zoomedController.view else { return }
    let zoomedKey: TransitionContextKey = zoomingIn ? .to : .from
    let otherKey: TransitionContextKey = zoomingIn ? .from : .to
    if let other = transitionContext.viewController(forKey: otherKey) {
      sourceController = sourceController ?? other
      if let otherView = transitionContext.view(forKey: otherKey) {
        if otherView.superview !== container {
          otherView.frame = transitionContext.finalFrame(for: other)
          container.insertSubview(otherView, at: 0)
        }
      }
    }
    destination =
      zoomingIn
      ? transitionContext.finalFrame(for: zoomedController)
      : (keepingState ? destination : zoomedView.frame)
    if destination.isEmpty { destination = container.bounds }
    _ = zoomedKey
    dimmingView.frame = container.bounds
    dimmingView.autoresizingMask = .flexibleSize
    dimmingView.backgroundColor = (options.dimmingColor ?? .black)
    container.addSubview(dimmingView)
    container.addSubview(clipView)
    zoomedView.transform = .identity
    zoomedView.bounds = Rect(origin: .zero, size: destination.size)
    clipView.addSubview(zoomedView)
    refreshSource()
    if !keepingState {
      wasReleased = false
      let full = fullMorph
      spring = ZoomSpring((zoomingIn ? sourceMorph : full).vector)
    }
    apply()
  }

  /// The morph at full zoom.
  var fullMorph: ZoomMorph {
    ZoomMorph(frame: destination, content: destination, cornerRadius: fullCornerRadius)
  }

  /// Where the spring heads now.
  var targetMorph: ZoomMorph {
    switch phase {
    case .tracking: return target
    case .returning: return fullMorph
    case .zoomingIn, .zoomingOut, .idle:
      return isZoomingIn && !(context?.transitionWasCancelled ?? false) ? fullMorph : sourceMorph
    }
  }

  /// Asks the provider for the source view (again), hides it and unhides the one before, and
  /// works out its frame and the morph that covers it.
  func refreshSource() {
    guard let context, let zoomedController = zoomed else { return }
    let container = context.containerView
    let source = sourceController ?? context.viewController(forKey: isZoomingIn ? .from : .to)
    var view: View?
    if let source {
      view = provider(
        ZoomSourceViewProviderContext(
          sourceViewController: source, zoomedViewController: zoomedController))
    }
    if view !== sourceView {
      sourceView?.isHidden = false
      sourceView = view
    }
    if let view, view.window != nil {
      pictureSource(view)
      view.isHidden = true
      sourceFrame = view.convert(view.bounds, to: container)
      hasSource = true
    } else {
      let side = spec.fallbackSourceViewWidth
      sourceFrame = Rect.centered(at: destination.center, size: Size(width: side, height: side))
      hasSource = false
    }
    var aligned: Rect?
    if let view, let provider = options.alignmentRectProvider {
      aligned = provider(
        ZoomOptions.AlignmentRectContext(sourceView: view, zoomedViewController: zoomedController))
    }
    let bounds = Rect(origin: .zero, size: destination.size)
    let a = aligned.flatMap { $0.isEmpty ? nil : $0 } ?? bounds
    alignment = a.offsetBy(dx: destination.minX, dy: destination.minY)
    let k = Swift.max(sourceFrame.width / a.width, sourceFrame.height / a.height)
    let content = Rect(
      x: sourceFrame.midX - k * a.midX, y: sourceFrame.midY - k * a.midY,
      width: k * bounds.width, height: k * bounds.height)
    sourceMorph = ZoomMorph(
      frame: sourceFrame, content: content, cornerRadius: view?.layer.cornerRadius ?? 0)
  }

  // MARK: Frames

  func startLink() {
    guard link == nil, let engine = context?.window?.engine else { return }
    let made = DisplayLink(target: self) { [weak self] time in self?.frame(at: time, step: true) }
    made.add(to: engine)
    link = made
    lastTime = engine.now
  }

  func frame(at time: Double, step: Bool) {
    guard let context else { return }
    if context.isComplete {
      // Ended from outside (the window's watchdog): tidy up and stand down.
      finishViews(showingZoomed: context.kind == .present || context.kind == .push)
      stop()
      return
    }
    let dt = Swift.max(0, time - (lastTime ?? time))
    lastTime = time
    // The source is looked up again on every frame, so its frame (and, on the way out, the
    // view itself) is the one on screen now.
    refreshSource()
    let goal = targetMorph
    let (response, dampingRatio) = runningSpring
    if step {
      let tracking = phase == .tracking
      spring.step(
        toward: goal.vector, dt: dt, response: tracking ? spec.trackingResponse : response,
        dampingRatio: tracking ? spec.trackingDampingRatio : dampingRatio)
    }
    if phase != .tracking, spring.isSettled(at: goal.vector) {
      spring = ZoomSpring(goal.vector)
      apply()
      end()
      return
    }
    expectEnd(toward: goal.vector, response: response, dampingRatio: dampingRatio, at: time)
    apply()
  }

  /// How many times the settling estimate the window waits before it ends the zoom.
  static let expectedEndMargin = 2.0

  /// The spring the zoom runs on now: after a release, the landing or the spring back
  /// (iOS 26's own springs, or the zoom's), at the completion speed.
  var runningSpring: (response: Double, dampingRatio: Double) {
    guard wasReleased else { return (spec.response, spec.dampingRatio) }
    let speed = Swift.max(spec.completionSpeed, 0.01)
    switch phase {
    case .returning:
      if let response = spec.cancelResponse { return (response / speed, spec.cancelDampingRatio) }
    case .zoomingOut:
      if let response = spec.landingResponse {
        return (response / speed, spec.landingDampingRatio)
      }
    default:
      break
    }
    return (spec.response / speed, spec.dampingRatio)
  }

  /// Tells the window when the zoom, running on its own, will have settled, worked out again
  /// whenever its goal moves (a source view scrolled meanwhile), its spring changes or a
  /// release sets it going: the window ends a transition that runs well past that.
  func expectEnd(
    toward goal: [Double], response: Double, dampingRatio: Double, at time: Double
  ) {
    guard let context, phase != .tracking, !context.isInteractive else { return }
    let key = goal + [response, dampingRatio]
    guard key != estimated else { return }
    estimated = key
    // Twice the estimate: a goal that moved while the spring ran (a grid scrolled under a
    // slow landing) leaves the spring further behind than the estimate from here says.
    context.expectedEnd =
      time
      + Self.expectedEndMargin
      * spring.settlingTime(toward: goal, response: response, dampingRatio: dampingRatio)
  }

  /// Puts the spring's morph on the views and reports the frame.
  func apply() {
    guard let context, let zoomedView = zoomed?.view else { return }
    let morph = ZoomMorph(spring.values)
    // The frame is the upright card; a pinch's turn goes on as the clip's transform, about
    // its centre.
    clipView.transform = .identity
    clipView.frame = morph.frame
    if morph.rotation != 0 { clipView.transform = AffineTransform(rotationAngle: morph.rotation) }
    clipView.layer.cornerRadius = Swift.max(0, morph.cornerRadius)
    let k = destination.width > 0 ? morph.content.width / destination.width : 1
    zoomedView.bounds = Rect(origin: .zero, size: destination.size)
    zoomedView.center = Point(
      x: morph.content.midX - morph.frame.minX, y: morph.content.midY - morph.frame.minY)
    zoomedView.transform = AffineTransform(scaleX: k, y: k)
    let span = destination.width - sourceFrame.width
    let shown = span != 0 ? (morph.frame.width - sourceFrame.width) / span : 1
    let visibility = Swift.min(Swift.max(shown, 0), 1)
    self.visibility = visibility
    dimmingView.alpha =
      (options.dimmingColor == nil ? spec.dimmingOpacity : 1) * visibility
    // Without a source, the view fades into and out of the fallback square.
    clipView.alpha = hasSource ? 1 : visibility
    applySourcePicture(visibility: visibility)
    let container = context.containerView
    var frame = ZoomFrame(
      frame: container.convert(morph.frame, to: nil),
      source: container.convert(sourceFrame, to: nil),
      cornerRadius: Swift.max(0, morph.cornerRadius),
      alignment: container.convert(alignment, to: nil), isZoomingIn: isZoomingIn,
      isTracking: phase == .tracking)
    frame.hasSource = hasSource
    frame.rotation = morph.rotation
    currentFrame = frame
    frameHandler?(frame)
  }

  /// The spring settled: the zoom in shows the zoomed view in place, the zoom out takes it
  /// away, a cancelled dismissal leaves it presented.
  func end() {
    guard let context else { return }
    let completed: Bool
    switch phase {
    case .returning: completed = false
    default: completed = !context.transitionWasCancelled
    }
    finishViews(showingZoomed: isZoomingIn || !completed)
    stop()
    if !context.isComplete { context.completeTransition(completed) }
    if isZoomingIn || !completed { installGestures() }
  }

  /// Takes the clip and dimming away and puts the zoomed view back in the container as it
  /// was (or leaves it to leave the window).
  func finishViews(showingZoomed: Bool) {
    guard let context, let zoomedView = zoomed?.view else { return }
    zoomedView.transform = .identity
    zoomedView.frame = destination
    if showingZoomed {
      context.containerView.insertSubview(zoomedView, aboveSubview: clipView)
    } else {
      zoomedView.removeFromSuperview()
    }
    removeSourcePicture()
    clipView.transform = .identity
    clipView.removeFromSuperview()
    dimmingView.removeFromSuperview()
    sourceView?.isHidden = false
  }

  /// Stops the frames and forgets the transition.
  func stop() {
    // An unanimated zoom reports its one frame, and so its end.
    if phase != .idle || currentFrame != nil { endHandler?() }
    estimated = nil
    phase = .idle
    link?.invalidate()
    link = nil
    context = nil
    currentFrame = nil
  }
}

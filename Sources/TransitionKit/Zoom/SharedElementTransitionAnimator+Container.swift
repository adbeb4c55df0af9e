/// Material's container transform as `MaterialContainerTransform` draws it: the start view
/// and the end view both hidden, and drawn by one drawable inside a container that morphs
/// from the start view's bounds to the end view's; nothing is drawn full-screen but the scrim.
///
/// - Going in, the start view is the matched element of the outgoing screen (the grid's
///   cell) and the end view the whole incoming screen; coming back, the start view is the
///   whole outgoing screen and the end view the matched element it returns into.
/// - The container's shape goes from the start bounds to the end bounds over the shape-mask
///   thresholds (0–0.75 in, 0.3–0.9 back); the contents, fitted by width (or by height when
///   the end view is the wider, `FIT_MODE_AUTO`) and pinned to the container's top, scale over
///   the scale-mask thresholds (0–1 in, 0–0.9 back).
/// - `FADE_MODE_IN`: the start view stays opaque and the end view fades in over it over the
///   fade thresholds (0–0.25 in, 0.6–0.9 back).
extension SharedElementTransitionAnimator {
  /// Runs the container transform; `false` when the screens share no element (the caller
  /// then fades the screens).
  func animateContainer(using context: TransitionContext) -> Bool {
    let container = context.containerView
    let presenting = context.kind == .present || context.kind == .push
    guard let toController = context.viewController(forKey: .to),
      let fromController = context.viewController(forKey: .from),
      let toView = toController.view, let fromView = fromController.view
    else { return false }
    toView.frame = context.finalFrame(for: toController)
    if toView.superview !== container {
      if presenting {
        container.addSubview(toView)
      } else {
        container.insertSubview(toView, belowSubview: fromView)
      }
    }
    if fromView.superview == nil { container.insertSubview(fromView, belowSubview: toView) }
    guard let pair = matchedPairs(context).first else { return false }
    toView.layoutIfNeeded()
    // The start and end views: the element and the screen that it becomes.
    let screen = presenting ? toView : fromView
    let element = presenting ? pair.from : pair.to
    let startView = presenting ? element : screen
    let endView = presenting ? screen : element
    let a = startView.convert(startView.bounds, to: container)
    let b = endView.convert(endView.bounds, to: container)
    let ra = startView.layer.cornerRadius
    let rb = endView.layer.cornerRadius
    let startShot = startView.snapshotView(afterScreenUpdates: false) ?? View()
    let endShot = endView.snapshotView(afterScreenUpdates: false) ?? View()
    let scrim = View(frame: container.bounds)
    scrim.backgroundColor = .black
    scrim.alpha = 0
    scrim.isUserInteractionEnabled = false
    scrim.name = "shared-scrim"
    let holder = View(frame: a)
    holder.clipsToBounds = true
    holder.isUserInteractionEnabled = false
    holder.name = "shared-\(pair.id)"
    holder.addSubview(startShot)
    holder.addSubview(endShot)
    container.addSubview(scrim)
    container.addSubview(holder)
    // Both views are hidden while the drawable draws them.
    screen.alpha = 0
    pair.from.isHidden = true
    pair.to.isHidden = true
    duration = context.isAnimated ? plannedDuration(context) : 0
    start = context.window?.engine.now ?? 0
    let timing = self.timing
    let thresholds = SharedElementTiming.materialThresholds(presenting: presenting)
    // FIT_MODE_AUTO: fit by width when the end view, at the start view's width, is at least
    // as tall as the start view.
    let fitsWidth = b.height * a.width / Swift.max(b.width, 1) >= a.height
    func lerp(_ x: Double, _ y: Double, _ t: Double) -> Double { x + (y - x) * t }
    func update(_ time: Double) -> Bool {
      let elapsed = time - start
      let p = timing.progress(at: elapsed, duration: duration)
      let shape = SharedElementTiming.share(p, of: thresholds.shape)
      let scale = SharedElementTiming.share(p, of: thresholds.scale)
      let fade = SharedElementTiming.share(p, of: thresholds.fade)
      let frame = Rect(
        x: lerp(a.minX, b.minX, shape), y: lerp(a.minY, b.minY, shape),
        width: lerp(a.width, b.width, shape), height: lerp(a.height, b.height, shape))
      holder.frame = frame
      let radius = Swift.max(0, lerp(ra, rb, shape))
      holder.layer.cornerRadius = radius
      // The contents' common size along the fitted axis, over the scale mask; each view
      // keeps its aspect, centred across and pinned to the container's top.
      let fitted = fitsWidth ? lerp(a.width, b.width, scale) : lerp(a.height, b.height, scale)
      for (view, size) in [(startShot, a.size), (endShot, b.size)] {
        let k = fitted / Swift.max(fitsWidth ? size.width : size.height, 1)
        view.transform = AffineTransform(scaleX: k, y: k)
        view.center = Point(x: frame.width / 2, y: size.height * k / 2)
      }
      endShot.alpha = fade
      scrim.alpha = timing.scrimOpacity(at: presenting ? p : 1 - p)
      let flight = Flight(
        id: pair.id, from: container.convert(a, to: nil), to: container.convert(b, to: nil),
        frame: container.convert(frame, to: nil), cornerRadius: radius)
      flights = [flight]
      frameHandler?(flights)
      return elapsed >= duration
    }
    func finish() {
      link?.invalidate()
      link = nil
      holder.removeFromSuperview()
      scrim.removeFromSuperview()
      pair.from.isHidden = false
      pair.to.isHidden = false
      screen.alpha = 1
      flights = []
      context.completeTransition(!context.transitionWasCancelled)
    }
    if update(start) {
      finish()
      return true
    }
    let made = DisplayLink(target: self) { time in
      if update(time) { finish() }
    }
    made.add(to: context.window?.engine ?? .current)
    link = made
    return true
  }
}

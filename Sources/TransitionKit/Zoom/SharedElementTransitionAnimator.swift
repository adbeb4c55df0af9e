/// Flies the views that the from and to screens share (matched by `View.sharedElementID`)
/// as snapshots between their frames, their corner radii and opacities interpolated (the to
/// snapshot fading in over the from one), while
/// the incoming screen fades in over the outgoing one, under a timing taken from Hero or
/// Compose (`SharedElementTiming`); under Material's, the matched element is the container
/// that morphs into the incoming screen, drawn inside it (`animateContainer(using:)`). Works for presentations, dismissals, pushes
/// and pops; the real shared views are hidden while their snapshots fly.
///
/// It is driven frame by frame, so `flights` reads where each snapshot is on the frame just
/// evaluated.
@MainActor
public final class SharedElementTransitionAnimator: AnimatedTransitioning {
  /// One matched pair in flight.
  public struct Flight: Sendable, Equatable {
    public var id: String
    /// The from screen's element and the to screen's, in the window's coordinates.
    public var from: Rect
    public var to: Rect
    /// Where the snapshot is now, in the window's coordinates.
    public var frame: Rect
    public var cornerRadius: Double
  }

  public let timing: SharedElementTiming
  /// The flights of the frame just evaluated; empty when nothing flies.
  public internal(set) var flights: [Flight] = []
  /// Called on every frame the flights move.
  public var frameHandler: (([Flight]) -> Void)?

  var link: DisplayLink?
  var duration = 0.0
  var start = 0.0

  public init(timing: SharedElementTiming) {
    self.timing = timing
  }

  public func transitionDuration(using transitionContext: TransitionContext?) -> Double {
    guard let transitionContext, transitionContext.isAnimated else {
      return transitionContext == nil ? 0.4 : 0
    }
    return plannedDuration(transitionContext)
  }

  func plannedDuration(_ context: TransitionContext) -> Double {
    let pairs = matchedPairs(context)
    let presenting = context.kind == .present || context.kind == .push
    let frames = pairs.map {
      timing.duration(
        from: $0.from.convert($0.from.bounds, to: nil), to: $0.to.convert($0.to.bounds, to: nil),
        presenting: presenting)
    }
    return frames.max() ?? timing.duration(from: .zero, to: .zero, presenting: presenting)
  }

  /// The views of both screens with the same shared-element identifier.
  func matchedPairs(_ context: TransitionContext) -> [(id: String, from: View, to: View)] {
    guard let fromView = context.viewController(forKey: .from)?.view,
      let toView = context.viewController(forKey: .to)?.view
    else { return [] }
    var result: [(String, View, View)] = []
    for source in Self.elements(in: fromView) {
      guard let id = source.sharedElementID,
        let target = Self.elements(in: toView).first(where: { $0.sharedElementID == id })
      else { continue }
      result.append((id, source, target))
    }
    return result
  }

  static func elements(in view: View) -> [View] {
    var found: [View] = []
    func visit(_ v: View) {
      if v.sharedElementID != nil, !v.isHidden { found.append(v) }
      for child in v.subviews { visit(child) }
    }
    visit(view)
    return found
  }

  public func animateTransition(using transitionContext: TransitionContext) {
    if timing == .material, animateContainer(using: transitionContext) { return }
    let container = transitionContext.containerView
    let presenting = transitionContext.kind == .present || transitionContext.kind == .push
    guard let toController = transitionContext.viewController(forKey: .to),
      let fromController = transitionContext.viewController(forKey: .from)
    else { return }
    let toView = toController.view!
    let fromView = fromController.view!
    toView.frame = transitionContext.finalFrame(for: toController)
    if toView.superview !== container {
      if presenting {
        container.addSubview(toView)
      } else {
        container.insertSubview(toView, belowSubview: fromView)
      }
    }
    if fromView.superview == nil { container.insertSubview(fromView, belowSubview: toView) }
    let scrim = View(frame: container.bounds)
    scrim.backgroundColor = .black
    scrim.alpha = 0
    scrim.isUserInteractionEnabled = false
    scrim.name = "shared-scrim"
    // The incoming screen fades in over the outgoing one (presenting), the outgoing one fades
    // out over the incoming one (dismissing).
    let fading = presenting ? toView : fromView
    container.insertSubview(scrim, belowSubview: fading)
    let pairs = matchedPairs(transitionContext)
    duration = transitionContext.isAnimated ? plannedDuration(transitionContext) : 0
    var snapshots:
      [(
        pair: (id: String, from: View, to: View), a: Rect, b: Rect, ra: Double,
        rb: Double, fromShot: View, toShot: View, holder: View
      )] = []
    for pair in pairs {
      let a = pair.from.convert(pair.from.bounds, to: container)
      let b = pair.to.convert(pair.to.bounds, to: container)
      let fromShot = pair.from.snapshotView(afterScreenUpdates: false) ?? View()
      let toShot = pair.to.snapshotView(afterScreenUpdates: false) ?? View()
      let holder = View(frame: a)
      holder.clipsToBounds = true
      holder.isUserInteractionEnabled = false
      holder.name = "shared-\(pair.id)"
      holder.addSubview(fromShot)
      holder.addSubview(toShot)
      container.addSubview(holder)
      pair.from.isHidden = true
      pair.to.isHidden = true
      snapshots.append(
        (
          pair, a, b, pair.from.layer.cornerRadius, pair.to.layer.cornerRadius, fromShot, toShot,
          holder
        ))
    }
    start = transitionContext.window?.engine.now ?? 0
    let timing = self.timing
    func update(_ time: Double) -> Bool {
      let elapsed = time - start
      let p = timing.progress(at: elapsed, duration: duration)
      let incoming = timing.incomingOpacity(at: p, presenting: true)
      fading.alpha = presenting ? incoming : 1 - timing.incomingOpacity(at: p, presenting: false)
      scrim.alpha = timing.scrimOpacity(at: presenting ? p : 1 - p)
      var now: [Flight] = []
      for shot in snapshots {
        let frame = Rect(
          x: shot.a.minX + (shot.b.minX - shot.a.minX) * p,
          y: shot.a.minY + (shot.b.minY - shot.a.minY) * p,
          width: shot.a.width + (shot.b.width - shot.a.width) * p,
          height: shot.a.height + (shot.b.height - shot.a.height) * p)
        shot.holder.frame = frame
        let radius = Swift.max(0, shot.ra + (shot.rb - shot.ra) * p)
        shot.holder.layer.cornerRadius = radius
        for (view, size) in [(shot.fromShot, shot.a.size), (shot.toShot, shot.b.size)] {
          let k = Swift.max(
            frame.width / Swift.max(size.width, 1), frame.height / Swift.max(size.height, 1))
          view.transform = AffineTransform(scaleX: k, y: k)
          view.center = Point(x: frame.width / 2, y: frame.height / 2)
        }
        // The to snapshot fades in over the from one, which stays opaque beneath it, so the
        // flying element never shows what is behind it.
        shot.toShot.alpha = Swift.min(Swift.max(p, 0), 1)
        now.append(
          Flight(
            id: shot.pair.id, from: container.convert(shot.a, to: nil),
            to: container.convert(shot.b, to: nil), frame: container.convert(frame, to: nil),
            cornerRadius: radius))
      }
      flights = now
      frameHandler?(now)
      return elapsed >= duration
    }
    func finish() {
      link?.invalidate()
      link = nil
      for shot in snapshots {
        shot.holder.removeFromSuperview()
        shot.pair.from.isHidden = false
        shot.pair.to.isHidden = false
      }
      scrim.removeFromSuperview()
      fading.alpha = 1
      flights = []
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
    if update(start) {
      finish()
      return
    }
    let made = DisplayLink(target: self) { time in
      if update(time) { finish() }
    }
    made.add(to: transitionContext.window?.engine ?? .current)
    link = made
  }
}

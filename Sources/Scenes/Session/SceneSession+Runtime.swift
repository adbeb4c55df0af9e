import TransitionKit

/// What the lab adds to a scene's tutorial, installed on the scene's window instead of
/// written into the scene: each reads the scene's parameters at the moment it acts and asks
/// the scene only what it declares (`SceneInstance.releaseGeometry(screen:)`,
/// `thresholdComparison`, `animationTiming(parameters:)`).
///
/// - The release rule: the window's release arbiter decides the `finish()` or `cancel()` a
///   scene's pan handler calls at `.ended`, with the scene's `release-rule` (under the
///   tutorial's `threshold` rule the tutorial's call stands), reports it (the `release`
///   trace line and the summary's `release`), and with `completion-velocity` on completes
///   along a spring that starts at the finger's velocity.
/// - Completion timing: a completion follows the timing the parameters ask for now when a
///   change during the drag made it differ from the one the dismissal was built with.
/// - `timing`: a transition animator's `View.animate` blocks with the default curve take the
///   scene's timing choice.
/// - `interruptible` (or `completion-velocity`): the window drives the animator a tutorial's
///   animator starts as its interruptible animator, and a press catches the dismissal while it
///   completes, the pan reading the progress caught.
extension SceneSession {
  func installRuntime() {
    let parameters = parameters
    let screen = window.screen
    window.releaseArbiter = { [weak self] release in
      self?.decide(release) ?? ReleaseVerdict(finishes: release.finishes)
    }
    window.completionTimingProvider = { [weak self] built in
      guard let self, let now = self.scene.animationTiming(parameters: parameters) else {
        return nil
      }
      let same =
        now.cubicTimingParameters == built.cubicTimingParameters
        && now.springTimingParameters == built.springTimingParameters
      return same ? nil : now
    }
    window.transitionAnimationTiming = { [weak self] in
      self?.scene.animationTiming(parameters: parameters)
    }
    window.catchesCompletingTransitions = true
    window.catchGeometry = { [weak self] _ in
      guard let geometry = self?.scene.releaseGeometry(screen: screen.bounds.size) else {
        return nil
      }
      return PanProgressGeometry(axis: geometry.axis, distance: geometry.distance)
    }
    window.vendsInterruptibleAnimators = parameters.vendsInterruptibleAnimator
    // The store calls this, so it is alive then; holding it strongly would hold it forever
    // (the store keeps its observers).
    parameters.observe(owner: window) { [unowned parameters] window, _, _ in
      window.vendsInterruptibleAnimators = parameters.vendsInterruptibleAnimator
    }
  }

  /// What the scene's release rule makes of a release of `pan` now, at `progress`, with the
  /// velocity it has now: what the release preview shows while a drag is held. `nil` for a
  /// scene that declares no release geometry.
  public func releaseDecision(of pan: PanGestureRecognizer, at progress: Double)
    -> (decision: ReleaseDecision, velocity: Double, geometry: ReleaseDrag.Geometry)?
  {
    guard let geometry = scene.releaseGeometry(screen: window.screen.bounds.size) else {
      return nil
    }
    let settings = parameters.releaseSettings
    let measured = pan.velocity(in: pan.view, using: settings.velocityEstimator)
    let velocity = measured.x * geometry.axis.dx + measured.y * geometry.axis.dy
    var threshold = parameters.threshold
    if scene.thresholdComparison == .atOrAbove {
      threshold = ReleaseRule.strictThreshold(reproducingAtOrAbove: threshold)
    }
    let decision = settings.releaseRule.decide(
      progress: progress, velocity: velocity, distance: geometry.distance, threshold: threshold)
    return (decision, velocity, geometry)
  }

  /// The scene's release rule on a release, reported.
  private func decide(_ release: InteractiveRelease) -> ReleaseVerdict {
    let pan = release.recognizer
    guard let geometry = scene.releaseGeometry(screen: window.screen.bounds.size) else {
      return ReleaseVerdict(finishes: release.finishes)
    }
    // The progress at the release, as the tutorials measure it: the pan's translation in its
    // view along the axis, over the distance that makes progress 1.
    let translation = pan.translation(in: pan.view)
    let along = translation.x * geometry.axis.dx + translation.y * geometry.axis.dy
    var progress = Swift.min(Swift.max(along / geometry.distance, 0), 1)
    guard let (ruled, velocity, _) = releaseDecision(of: pan, at: progress) else {
      return ReleaseVerdict(finishes: release.finishes)
    }
    let settings = parameters.releaseSettings
    var decision = ruled
    if settings.rule == .threshold {
      // The tutorial's own rule: its call stands, on the progress it last gave, unless the
      // scene declares a rule of its own.
      progress = release.percentComplete
      let finishes =
        scene.releaseFinishes(
          release.finishes, progress: progress, velocity: velocity, geometry: geometry)
        ?? release.finishes
      decision = ReleaseDecision(finishes: finishes, projectedProgress: nil)
    }
    let report = ReleaseReport(
      time: engine.now, progress: progress, velocity: velocity,
      projected: decision.projectedProgress, rule: settings.rule, finishes: decision.finishes)
    releases.append(report)
    events.publish(.release(report), at: report.time)
    emit("release", at: report.time, report.json)
    guard settings.completionVelocity else { return ReleaseVerdict(finishes: decision.finishes) }
    let relative = decision.completionVelocity(
      velocity: velocity, progress: progress, distance: geometry.distance)
    let spring = SpringTimingParameters(
      dampingRatio: parameters.dampingRatio, initialVelocity: Vector(dx: relative, dy: relative))
    return ReleaseVerdict(finishes: decision.finishes, timingCurve: spring)
  }
}

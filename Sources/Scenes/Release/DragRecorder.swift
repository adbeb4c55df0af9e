import TransitionKit

/// Records the drags a session runs, live or scripted, as `DragRecord`s: each press on a
/// scene that declares a drag (`SceneInstance.releaseGeometry(screen:)`) starts one, every
/// pointer event adds a finger sample with the velocity each estimator reads, every frame adds
/// the dragged view's position, the release takes what the scene's release rule decided (the
/// runtime's `ReleaseReport`), and the record is done once the view has come to rest.
///
/// The dragged view is the presented controller's view, or, where nothing is presented (a
/// navigation stack), the view a transition takes away; its position is its top-left corner
/// on screen along the drag's axis, as progress from where it was when it was first seen.
///
/// Times are seconds from `origin` (scene time): the start of the script played, so that the
/// record and a timeline of the same take agree.
@MainActor
public final class DragRecorder {
  private unowned let session: SceneSession
  /// Scene time that the record's times count from.
  public var origin: Double

  /// The last drag that came to rest; nil before any.
  public private(set) var last: DragRecord?
  /// Whether a press landed on a scene that declares no drag (or none while on that screen).
  public private(set) var sawUnreadPress = false

  private struct Current {
    var geometry: ReleaseDrag.Geometry
    var press: Point
    var fingers: [DragRecord.FingerSample] = []
    var view: [DragRecord.ViewSample] = []
    var tracker = VelocityTracker()
    var releasesAtPress: Int
    var fingerUp = false
    var releaseTime: Double?
    var trackedView: View?
    var viewBase: Double = 0
    var restPlaces: [DragRecord.RestPlace]
  }
  private var current: Current?

  /// Starts recording `session`'s drags; the observer it had (if any) is still called first.
  public init(session: SceneSession, origin: Double) {
    self.session = session
    self.origin = origin
    let previous = session.inputObserver
    session.inputObserver = { [weak self] event, time in
      previous?(event, time)
      self?.note(event, at: time)
    }
    session.observeFrames(owner: self) { recorder in recorder.frame() }
  }

  private func note(_ event: GestureScript.Event, at time: Double) {
    guard let location = event.location else { return }
    switch event.type {
    case .down:
      finishCurrent()
      let screen = session.window.screen.bounds.size
      guard let geometry = session.scene.releaseGeometry(screen: screen) else {
        sawUnreadPress = true
        current = nil
        return
      }
      let places = (session.scene as? any ReleaseRestPlaces)?.restPlaces(screen: screen) ?? []
      current = Current(
        geometry: geometry, press: location, releasesAtPress: session.releases.count,
        restPlaces: places.map { DragRecord.RestPlace(name: $0.name, progress: $0.progress) })
      let presented = session.window.rootViewController?.presentedViewController?.view
      current?.trackedView = presented
      let base = presented.map(position) ?? 0
      current?.viewBase = base
      addFinger(location, at: time, isRelease: false)
    case .move:
      guard current?.fingerUp == false else { return }
      addFinger(location, at: time, isRelease: false)
    case .up:
      guard current?.fingerUp == false else { return }
      addFinger(location, at: time, isRelease: true)
      current?.fingerUp = true
      current?.releaseTime = time - origin
    case .cancel:
      current?.fingerUp = true
    case .tap:
      break
    }
  }

  private func addFinger(_ location: Point, at time: Double, isRelease: Bool) {
    guard var drag = current else { return }
    let g = drag.geometry
    drag.tracker.add(location, at: time, isRelease: isRelease)
    let along =
      (location.x - drag.press.x) * g.axis.dx + (location.y - drag.press.y) * g.axis.dy
    let settings = session.parameters.releaseSettings
    let velocities = VelocityEstimator.Kind.allCases.map { kind in
      let v = drag.tracker.velocity(
        using: VelocityEstimator(kind: kind, window: settings.velocityWindow))
      return (v.dx * g.axis.dx + v.dy * g.axis.dy) * g.unitsPerScreenPoint
    }
    drag.fingers.append(
      DragRecord.FingerSample(
        time: time - origin, location: location,
        progress: g.startProgress + along / g.screenPointsPerProgress, velocities: velocities,
        isRelease: isRelease))
    current = drag
  }

  /// The view's top-left corner on screen along the axis, in screen points.
  private func position(_ view: View) -> Double {
    guard let g = current?.geometry else { return 0 }
    let corner = view.convertToRootOnScreen(view.presentation.bounds.origin)
    return corner.x * g.axis.dx + corner.y * g.axis.dy
  }

  private func frame() {
    guard var drag = current else { return }
    if drag.trackedView == nil, let context = session.window.activeTransition,
      let view = context.view(forKey: .from)
    {
      drag.trackedView = view
      current = drag
      drag.viewBase = position(view)
      current = drag
    }
    if let view = drag.trackedView, view.window != nil {
      let progress =
        drag.geometry.startProgress + (position(view) - drag.viewBase)
        / drag.geometry.screenPointsPerProgress
      drag.view.append(DragRecord.ViewSample(time: session.now - origin, progress: progress))
    }
    current = drag
    if drag.fingerUp, !session.window.needsFrames { finishCurrent() }
  }

  /// Ends the drag in progress now (a replay stopped before the view came to rest) and
  /// returns the last record.
  @discardableResult public func finish() -> DragRecord? {
    finishCurrent()
    return last
  }

  /// Ends the drag in progress: its release read from the runtime's report (or, for a view
  /// with rest places, measured here), its outcome from where the view came to rest.
  private func finishCurrent() {
    guard let drag = current else { return }
    current = nil
    last = DragRecord(
      fingers: drag.fingers, view: drag.view, release: release(of: drag),
      distance: drag.geometry.distance, startProgress: drag.geometry.startProgress,
      restPlaces: drag.restPlaces)
  }

  /// A release's outcome in the scene's words (the navigation scene's `stay` and `pop`), or
  /// `dismiss` and `snap back`.
  static func outcome(_ finishes: Bool, scene: any SceneInstance) -> String {
    let words = (scene as? any ReleaseOwnRuleDescribing)?.releaseOutcomeWords ?? []
    let index = finishes ? 1 : 0
    return words.indices.contains(index) ? words[index] : (finishes ? "dismiss" : "snap back")
  }

  private func release(of drag: Current) -> DragRecord.Release? {
    guard let releaseTime = drag.releaseTime, let lifted = drag.fingers.last else { return nil }
    let settings = session.parameters.releaseSettings
    let rule = settings.releaseRule
    let threshold = session.parameters.threshold
    let gate: Double? =
      switch settings.rule {
      case .velocityGate, .materialHide: settings.velocityThreshold
      case .threshold, .projection: nil
      }
    let restPlace = (session.scene as? any ReleaseRestPlaces)?.currentRestPlace
    let reports = session.releases.dropFirst(drag.releasesAtPress)
    if let report = reports.last {
      let landing = DragRecord.projectedLanding(
        progress: report.progress, velocity: report.velocity, distance: drag.geometry.distance,
        rule: rule)
      return DragRecord.Release(
        time: report.time - origin, progress: report.progress, velocity: report.velocity,
        estimator: settings.estimator, rule: report.rule, threshold: threshold,
        velocityThreshold: gate, projected: report.projected ?? landing.progress,
        projectionIsRules: report.projected != nil, finishes: report.finishes,
        outcome: Self.outcome(report.finishes, scene: session.scene))
    }
    // No transition decided this release: a view with rest places (a sheet between its
    // detents) is read here, where it was and how fast the finger moved when it lifted.
    guard !drag.restPlaces.isEmpty else { return nil }
    let progress = drag.view.last { $0.time <= releaseTime + 1e-9 }?.progress ?? lifted.progress
    let velocity = lifted.velocity(settings.estimator)
    let landing = DragRecord.projectedLanding(
      progress: progress, velocity: velocity, distance: drag.geometry.distance, rule: rule)
    let outcome = restPlace ?? "moving"
    let dismissed = drag.restPlaces.last { $0.progress >= 1 }?.name
    return DragRecord.Release(
      time: releaseTime, progress: progress, velocity: velocity, estimator: settings.estimator,
      rule: settings.rule, threshold: threshold, velocityThreshold: gate,
      projected: landing.progress, projectionIsRules: landing.isRules,
      finishes: outcome == dismissed, outcome: outcome)
  }
}

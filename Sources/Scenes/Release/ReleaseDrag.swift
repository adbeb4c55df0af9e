import TransitionKit

/// A synthetic drag that is released at a chosen progress and a chosen velocity, for a scene
/// whose pan dismisses it, or moves a view between rest places (a sheet's detents, see
/// `ReleaseRestPlaces`): what the release map replays at each of its points. For the latter
/// the drag starts at the progress the view rests at (`Geometry.startProgress`).
///
/// The finger presses, moves the recognizer's hysteresis along the dismissal axis (10 points
/// for a pan, 15 for a screen-edge pan, so the pan begins there reading zero and its
/// translation counts from there), approaches at a steady pace over 0.3 s in 60 Hz events, then
/// flicks at the chosen velocity for `flickDuration` in 120 Hz events (a touch screen's rate)
/// and lifts where the last event was. The flick lasts at least the estimator's window, so the
/// `uikit`, `recent` and `least-squares` estimators read exactly the flick's speed; the
/// `average` estimator reads what it reads of the whole drag, as Vaul would. To flick fast
/// at a small progress the approach goes backwards first, past where the pan began (past the
/// screen's edge if need be): progress is clamped at 0 there, the translation is not.
public struct ReleaseDrag: Sendable {
  /// The scene's geometry: where the drag starts and how screen points turn into the units
  /// its handler measures in.
  public struct Geometry: Sendable {
    /// Where the finger presses, in screen points.
    public var press: Point
    /// The dismissal direction on screen (a unit vector).
    public var axis: Vector
    /// The screen points of finger travel that make progress 1.
    public var screenPointsPerProgress: Double
    /// The handler's points per screen point (1 / scale where it measures in a scaled view).
    public var unitsPerScreenPoint: Double
    /// The progress the view is at when the finger presses (0 for a dismissal drag; a
    /// sheet's resting detent for a sheet, see `ReleaseRestPlaces`).
    public var startProgress = 0.0
    /// The movement that begins the pan, in points along the axis: its recognizer's
    /// hysteresis, so that the translation reads zero at `.began`.
    public var beginMovement = PanGestureRecognizer.defaultHysteresis

    /// The points of the handler's view that progress 1 stands for (the rule's `distance`).
    public var distance: Double { screenPointsPerProgress * unitsPerScreenPoint }

    /// The memberwise initializer, public for a scene built outside this module.
    public init(
      press: Point, axis: Vector, screenPointsPerProgress: Double, unitsPerScreenPoint: Double,
      startProgress: Double = 0.0,
      beginMovement: Double = PanGestureRecognizer.defaultHysteresis
    ) {
      self.press = press
      self.axis = axis
      self.screenPointsPerProgress = screenPointsPerProgress
      self.unitsPerScreenPoint = unitsPerScreenPoint
      self.startProgress = startProgress
      self.beginMovement = beginMovement
    }
  }

  /// The approach's length, in seconds.
  public static let approachDuration = 0.3
  /// The shortest flick, in seconds.
  public static let minimumFlickDuration = 0.1

  /// The geometry of a scene's dismissal drag on a screen of `screen` points, with its
  /// parameters as they are; `nil` for a scene this map does not know.
  @MainActor
  public static func geometry(sceneID: String, parameters: ParameterStore, screen: Size)
    -> Geometry?
  {
    switch sceneID {
    case DragDownScene.id, CardScene.id:
      // Progress is the drag over the modal's height, which is the screen's.
      return Geometry(
        press: Point(x: screen.width / 2, y: screen.height * 0.3), axis: Vector(dx: 0, dy: 1),
        screenPointsPerProgress: screen.height, unitsPerScreenPoint: 1)
    case EdgePanScene.id:
      // Progress is the swipe over `distance` in the modal's view, which the hide animation
      // has scaled by `start-scale`: a screen point is 1 / scale of its points.
      let scale = parameters.number(EdgePanScene.Key.startScale)
      let distance = parameters.number(EdgePanScene.Key.distance)
      return Geometry(
        press: Point(x: 2, y: screen.height / 2), axis: Vector(dx: 1, dy: 0),
        screenPointsPerProgress: distance * scale, unitsPerScreenPoint: 1 / scale,
        beginMovement: ScreenEdgePanGestureRecognizer.defaultEdgeHysteresis)
    default:
      return nil
    }
  }

  /// The geometry of the drag of the scene `session` runs, in the state it is in (put the
  /// modal on screen first): asked of the scene when it has rest places (a sheet), else known
  /// by its id; `nil` for a scene with no such drag.
  @MainActor
  public static func geometry(for session: SceneSession) -> Geometry? {
    let screen = session.window.screen.bounds.size
    if let places = session.scene as? any ReleaseRestPlaces {
      return places.releaseGeometry(screen: screen)
    }
    return geometry(sceneID: session.descriptor.id, parameters: session.parameters, screen: screen)
  }

  /// The drag released at `progress` moving at `velocity` (the handler's points per second
  /// along the dismissal axis), for a `recent` estimator of `window` seconds.
  public static func script(
    geometry: Geometry, progress: Double, velocity: Double, window: Double
  ) -> GestureScript {
    let flick = max(minimumFlickDuration, window.isFinite ? window : 0)
    let screenVelocity = velocity / geometry.unitsPerScreenPoint
    let beginMovement = geometry.beginMovement
    let releaseOffset =
      beginMovement + (progress - geometry.startProgress) * geometry.screenPointsPerProgress
    let flickStartOffset = releaseOffset - screenVelocity * flick
    func point(_ offset: Double) -> Point {
      Point(
        x: geometry.press.x + geometry.axis.dx * offset,
        y: geometry.press.y + geometry.axis.dy * offset)
    }
    let beginTime = 1.0 / 60
    var events = [
      GestureScript.Event(t: 0, type: .down, location: geometry.press),
      GestureScript.Event(t: beginTime, type: .move, location: point(beginMovement)),
    ]
    let approachSteps = Int((approachDuration * 60).rounded())
    for step in 1...approachSteps {
      let f = Double(step) / Double(approachSteps)
      events.append(
        GestureScript.Event(
          t: beginTime + approachDuration * f, type: .move,
          location: point(beginMovement + (flickStartOffset - beginMovement) * f)))
    }
    let flickStart = beginTime + approachDuration
    let flickSteps = max(Int((flick * 120).rounded(.up)), 1)
    for step in 1...flickSteps {
      let f = Double(step) / Double(flickSteps)
      events.append(
        GestureScript.Event(
          t: flickStart + flick * f, type: .move,
          location: point(flickStartOffset + (releaseOffset - flickStartOffset) * f)))
    }
    events.append(
      GestureScript.Event(t: flickStart + flick, type: .up, location: point(releaseOffset)))
    return GestureScript(events: events)
  }
}

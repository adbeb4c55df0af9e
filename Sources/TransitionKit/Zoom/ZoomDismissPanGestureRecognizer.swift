/// The drag that dismisses a zoomed controller: down anywhere on its view, or to the right
/// from its leading edge; it fails on a drag up or sideways elsewhere (so a pager inside the
/// view takes those). While a zoom runs it begins on the press itself, catching the zoom.
@MainActor
public final class ZoomDismissPanGestureRecognizer: PanGestureRecognizer {
  weak var controller: ZoomTransitionController?
  /// The movement that begins the drag while a zoom runs, in points.
  public static let runningHysteresis = 1.0
  /// Whether the dismissal in progress came from the leading edge.
  public private(set) var isEdgeDismissal = false
  /// Whether the press landed on a page scrolled away from its top: only the edge drag may
  /// dismiss then (see `ZoomDismissPanGestureRecognizer+ScrollView.swift`).
  var pressedOnScrolledPage = false
  /// The time of the last press or movement, in seconds, and where it was.
  private var lastMove: (time: Double, location: Point)?

  private var pressedAtEdge: Bool {
    guard let view else { return false }
    let local = view.convertFromRootOnScreen(pressLocation)
    return local.x <= (controller?.spec.edgeWidth ?? 24)
  }

  public override func pointerBegan(_ event: PointerEvent) {
    isEdgeDismissal = false
    lastMove = (event.timestamp, event.location)
    // While a zoom runs the drag begins on its first movement (hysteresis 0 in
    // `_UIDismissInteraction`, a point here so that a still press stays a press).
    if let controller, controller.isRunning, controller.spec.isInterruptible,
      !controller.spec.catchesOnPress
    {
      hysteresis = Self.runningHysteresis
    } else {
      hysteresis = PanGestureRecognizer.defaultHysteresis
    }
    guard arbitrateScrollView(at: event.location) else {
      record(event)
      setState(.failed)
      return
    }
    super.pointerBegan(event)
  }

  public override func pointerMoved(_ event: PointerEvent) {
    lastMove = (event.timestamp, event.location)
    super.pointerMoved(event)
  }

  /// A finger that rested `NavigationPopGestureRecognizer.restInterval` or longer before the
  /// release reads as still, as UIKit's pan velocity does at rest (the screen keeps sampling
  /// the still finger): the navigation swipe's rest rule.
  public override func pointerEnded(_ event: PointerEvent) {
    if state == .began || state == .changed, let lastMove,
      event.timestamp - lastMove.time >= NavigationPopGestureRecognizer.restInterval
    {
      velocityTracker.add(
        lastMove.location, at: event.timestamp - NavigationPopDecision.sampleInterval)
      velocityTracker.add(lastMove.location, at: event.timestamp)
    }
    super.pointerEnded(event)
  }

  public override func shouldBegin(movement: Vector) -> Bool {
    guard super.shouldBegin(movement: movement) else { return false }
    if let pinch = controller?.pinchGestureRecognizer, pinch.numberOfTouches >= 2 { return false }
    let down = movement.dy > 0 && movement.dy >= abs(movement.dx) && !pressedOnScrolledPage
    let edge = pressedAtEdge && movement.dx > 0 && movement.dx > abs(movement.dy)
    guard down || edge else { return false }
    isEdgeDismissal = edge && !down
    guard let controller, let ask = controller.options.interactiveDismissShouldBegin,
      let view
    else { return true }
    let velocity = self.velocity(in: nil)
    return ask(
      ZoomOptions.InteractionContext(
        location: view.convertFromRootOnScreen(screenLocation),
        velocity: Vector(dx: velocity.x, dy: velocity.y), willBegin: true))
  }

  public override func shouldFail(movement: Vector) -> Bool {
    let upward =
      movement.dy <= -hysteresis && -movement.dy > abs(movement.dx)
      || (pressedOnScrolledPage && abs(movement.dy) >= hysteresis
        && abs(movement.dy) > abs(movement.dx))
    let sideways =
      abs(movement.dx) >= hysteresis && abs(movement.dx) > abs(movement.dy)
      && !(pressedAtEdge && movement.dx > 0)
    return upward || sideways
  }
}

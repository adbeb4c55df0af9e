/// The recognizer of a navigation controller's swipe back (UIKit's private
/// `_UIParallaxTransitionPanGestureRecognizer`, a screen-edge pan).
///
/// Its begin rules are the two a decompiled UIKitCore of iOS 26.1 shows in
/// `_shouldTryToBeginWithEvent:`. The edge swipe takes the "simple" branch, which returns the
/// screen-edge pan's own answer: 15 points within ±77.5° of inward. The content swipe
/// (`recognizesWithoutEdge`, a press anywhere) takes the "complex" one: it fails once the
/// movement across, |ty|, reaches min(25, (h − 10) / 25 · |tx| + 10) — a cone around the back
/// direction — and begins once the movement toward the back, tx, reaches the hysteresis h,
/// 30 points for a touch; a movement of h away from the back fails it (UIKit begins only with
/// a translation ≥ 0 toward the back). Which recognizer takes which branch is not visible in
/// the dump; the content swipe is the one that must coexist with content.
///
/// `beginRule` swaps the cone for libadwaita's or Flutter's begin rule
/// (`NavigationSwipeStyle.BeginRule`). A finger that rests before it lifts reads as still:
/// after `restInterval` without a move, the release adds the rest to the velocity samples,
/// so the pan's velocity (`uikit`, `leastSquares`, and `recent` once the rest outlasts its
/// window) and the pop decision read zero.
@MainActor
public final class NavigationPopGestureRecognizer: ScreenEdgePanGestureRecognizer {
  /// The cone's cap on the movement across, in points.
  nonisolated public static let maximumCrossTranslation = 25.0
  /// The cone's half-width at the press, in points.
  nonisolated public static let minimumCrossTranslation = 10.0
  /// How far the cone widens per point toward the back, per point of hysteresis over 10
  /// (the 25 of (h − 10) / 25).
  nonisolated public static let coneRun = 25.0
  /// The content swipe's hysteresis for a touch, in points (the complex branch's 30; 50 for
  /// scroll events, which the lab has none of).
  nonisolated public static let contentHysteresis = 30.0

  /// How long a finger must rest before lifting to read as still, in seconds (a choice:
  /// six frames at 60 Hz).
  nonisolated public static let restInterval = 0.1

  /// When the swipe begins: UIKit's cone by default.
  public var beginRule = NavigationSwipeStyle.BeginRule.uikitCone {
    didSet { updateHysteresis() }
  }

  public override var recognizesWithoutEdge: Bool {
    didSet { updateHysteresis() }
  }

  private func updateHysteresis() {
    switch beginRule {
    case .uikitCone:
      hysteresis = recognizesWithoutEdge ? Self.contentHysteresis : Self.defaultEdgeHysteresis
    case .dragDistance(let distance): hysteresis = distance
    case .horizontalSlop(let slop): hysteresis = slop
    }
  }

  /// Whether the finger rested for `restInterval` or longer before the release that ended
  /// the swipe last.
  public private(set) var restedBeforeRelease = false

  private var press = Point.zero
  private var firstMovement: Vector?
  private var lastMove: (time: Double, location: Point)?

  /// Asked at each press: whether the swipe may begin (the navigation controller's rule).
  var pressGate: (@MainActor (NavigationPopGestureRecognizer, Point) -> Bool)?

  public override init(target: Any?, action: Selector?) {
    super.init(target: target, action: action)
    edges = .left
  }

  /// The largest movement across the back direction that does not fail the swipe, after a
  /// movement of `along` points along it.
  public func crossLimit(along: Double) -> Double {
    Swift.min(
      Self.maximumCrossTranslation,
      (hysteresis - Self.minimumCrossTranslation) / Self.coneRun * abs(along)
        + Self.minimumCrossTranslation)
  }

  public override func pointerBegan(_ event: PointerEvent) {
    press = event.location
    firstMovement = nil
    lastMove = (event.timestamp, event.location)
    restedBeforeRelease = false
    if let pressGate, !pressGate(self, event.location) {
      record(event)
      setState(.failed)
      return
    }
    super.pointerBegan(event)
  }

  public override func pointerMoved(_ event: PointerEvent) {
    if firstMovement == nil, event.location != press {
      firstMovement = event.location - press
    }
    lastMove = (event.timestamp, event.location)
    super.pointerMoved(event)
  }

  public override func pointerEnded(_ event: PointerEvent) {
    if state == .began || state == .changed, let lastMove,
      event.timestamp - lastMove.time >= Self.restInterval
    {
      // The rest, as a screen that kept sampling the still finger would report it.
      restedBeforeRelease = true
      velocityTracker.add(
        lastMove.location, at: event.timestamp - NavigationPopDecision.sampleInterval)
      velocityTracker.add(lastMove.location, at: event.timestamp)
    } else {
      restedBeforeRelease = false
    }
    super.pointerEnded(event)
  }

  public override func shouldBegin(movement: Vector) -> Bool {
    let along = back(movement)
    switch beginRule {
    case .uikitCone:
      guard recognizesWithoutEdge else { return super.shouldBegin(movement: movement) }
      return along >= hysteresis && abs(across(movement)) < crossLimit(along: along)
    case .dragDistance(let distance):
      return (movement.dx * movement.dx + movement.dy * movement.dy).squareRoot() >= distance
        && abs(movement.dx) >= abs(movement.dy) && along > 0 && !firstMoveWasVertical
    case .horizontalSlop(let slop):
      return along > slop && abs(across(movement)) <= slop
    }
  }

  public override func shouldFail(movement: Vector) -> Bool {
    let along = back(movement)
    switch beginRule {
    case .uikitCone:
      guard recognizesWithoutEdge else { return super.shouldFail(movement: movement) }
      return abs(across(movement)) >= crossLimit(along: along) || along <= -hysteresis
    case .dragDistance(let distance):
      // libadwaita denies a first movement nearer the vertical at once, and at the drag
      // threshold anything but a horizontal movement toward the back.
      let length = (movement.dx * movement.dx + movement.dy * movement.dy).squareRoot()
      let towardBack = abs(movement.dx) >= abs(movement.dy) && back(movement) > 0
      return firstMoveWasVertical || (length >= distance && !towardBack)
    case .horizontalSlop(let slop):
      return abs(across(movement)) > slop || along < -slop
    }
  }

  private var firstMoveWasVertical: Bool {
    guard let firstMovement else { return false }
    return abs(firstMovement.dy) > abs(firstMovement.dx)
  }

  private func back(_ movement: Vector) -> Double {
    startEdge.contains(.right) ? -movement.dx : movement.dx
  }

  private func across(_ movement: Vector) -> Double { movement.dy }
}

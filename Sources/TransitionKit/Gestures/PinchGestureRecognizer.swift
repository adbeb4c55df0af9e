import Foundation

/// A two-finger pinch (UIKit's `UIPinchGestureRecognizer`), from two pointer sequences.
///
/// It begins once two sequences are down and the distance between them has changed by
/// `hysteresis` points. `scale` is the distance now over the distance when the second finger
/// landed (times whatever `scale` was set to, as UIKit lets a handler reset it to 1);
/// `velocity` is the scale's rate of change in scale factor per second, from the last two
/// moves, as UIKit reports it; `location(in:)` is the midpoint of the two fingers. Lifting
/// either finger ends it; a cancelled sequence cancels it. With one finger it never begins.
/// `rotation` is the angle the line between the fingers has turned since the second finger
/// landed (the lab's addition, as `UIRotationGestureRecognizer.rotation` reads it), so one
/// two-finger gesture can both scale and turn what it holds.
@MainActor
open class PinchGestureRecognizer: GestureRecognizer {
  /// How far the fingers' distance must change before the pinch begins, in points (the
  /// lab's choice: UIKit's value is not documented).
  nonisolated public static let defaultHysteresis = 8.0
  public var hysteresis = PinchGestureRecognizer.defaultHysteresis

  /// The fingers down, by sequence, in the order they landed.
  private var touches: [(sequence: Int, location: Point)] = []
  /// The distance the scale counts from.
  private var referenceDistance = 0.0
  /// What `scale` read when the reference was taken (1, or a value a handler set).
  private var referenceScale = 1.0
  private var lastSample: (time: Double, scale: Double)?
  private var currentScale = 1.0

  /// The scale factor relative to the two fingers' distance when the pinch started.
  public var scale: Double {
    get { currentScale }
    set {
      currentScale = newValue
      referenceScale = newValue
      referenceDistance = fingerDistance
    }
  }

  /// How fast the scale changes, in scale factor per second.
  public private(set) var velocity = 0.0

  /// How far the line from the first finger to the second has turned since the second
  /// finger landed, in radians, clockwise on screen (y grows down) positive; it keeps
  /// counting past half a turn.
  public private(set) var rotation = 0.0
  /// The line's angle at the last move, in radians.
  private var lastAngle = 0.0

  /// How many fingers are down.
  public override var numberOfTouches: Int { touches.count }

  /// The midpoint of the fingers, in a view's coordinates (the window's for `nil`).
  open override func location(in view: View?) -> Point {
    guard !touches.isEmpty else { return super.location(in: view) }
    let sum = touches.reduce(Point.zero) { Point(x: $0.x + $1.location.x, y: $0.y + $1.location.y) }
    let mid = Point(x: sum.x / Double(touches.count), y: sum.y / Double(touches.count))
    guard let view else { return mid }
    return view.convert(mid, from: nil)
  }

  /// Where one finger is, in a view's coordinates.
  public override func location(ofTouch index: Int, in view: View?) -> Point {
    let point = touches[index].location
    guard let view else { return point }
    return view.convert(point, from: nil)
  }

  private var fingerDistance: Double {
    guard touches.count >= 2 else { return 0 }
    let a = touches[0].location
    let b = touches[1].location
    return ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
  }

  /// The angle of the line from the first finger to the second, in radians.
  private var fingerAngle: Double {
    guard touches.count >= 2 else { return 0 }
    let a = touches[0].location
    let b = touches[1].location
    return atan2(b.y - a.y, b.x - a.x)
  }

  open override func pointerBegan(_ event: PointerEvent) {
    record(event)
    guard !touches.contains(where: { $0.sequence == event.sequence }), touches.count < 2 else {
      return
    }
    touches.append((event.sequence, event.location))
    if touches.count == 2 {
      referenceDistance = fingerDistance
      referenceScale = isActive ? currentScale : 1
      lastSample = (event.timestamp, currentScale)
      lastAngle = fingerAngle
    }
  }

  open override func pointerMoved(_ event: PointerEvent) {
    guard let index = touches.firstIndex(where: { $0.sequence == event.sequence }) else { return }
    record(event)
    touches[index].location = event.location
    guard touches.count == 2, referenceDistance > 0 else { return }
    let distance = fingerDistance
    let newScale = referenceScale * distance / referenceDistance
    if let last = lastSample, event.timestamp > last.time {
      velocity = (newScale - last.scale) / (event.timestamp - last.time)
      lastSample = (event.timestamp, newScale)
    }
    currentScale = newScale
    // The turn since the last move, taken the short way round, so the sum goes on past π.
    let angle = fingerAngle
    var turn = angle - lastAngle
    if turn > Double.pi { turn -= 2 * Double.pi }
    if turn < -Double.pi { turn += 2 * Double.pi }
    rotation += turn
    lastAngle = angle
    switch state {
    case .possible:
      if abs(distance - referenceDistance) >= hysteresis { setState(.began) }
    case .began, .changed:
      setState(.changed)
    default: break
    }
  }

  open override func pointerEnded(_ event: PointerEvent) {
    guard let index = touches.firstIndex(where: { $0.sequence == event.sequence }) else { return }
    record(event)
    touches.remove(at: index)
    if isActive {
      setState(.ended)
    } else if state == .possible, touches.isEmpty {
      setState(.failed)
    }
  }

  open override func reset() {
    super.reset()
    touches.removeAll()
    referenceDistance = 0
    referenceScale = 1
    currentScale = 1
    velocity = 0
    rotation = 0
    lastAngle = 0
    lastSample = nil
  }
}

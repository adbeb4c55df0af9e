/// A swipe (UIKit's `UISwipeGestureRecognizer`): a discrete gesture, recognized as soon as the
/// finger has moved far enough, quickly enough, in one of the permitted directions.
///
/// UIKit does not document its thresholds. Here a swipe is recognized once the finger has
/// moved `minimumDistance` points along a permitted direction within `maximumDuration`
/// seconds of going down, while moving across that direction by no more than half as much
/// **[ours]**; it fails when the time runs out first, or when the finger strays or lifts
/// before.
@MainActor
open class SwipeGestureRecognizer: GestureRecognizer {
  /// The directions of a swipe (UIKit's `UISwipeGestureRecognizer.Direction`).
  public struct Direction: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let right = Direction(rawValue: 1 << 0)
    public static let left = Direction(rawValue: 1 << 1)
    public static let up = Direction(rawValue: 1 << 2)
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// The permitted directions (`.right` by default, as in UIKit).
  public var direction: Direction = .right
  /// How many fingers the swipe takes (UIKit's `numberOfTouchesRequired`); one finger is all a
  /// pointer gives, so a swipe that asks for more fails.
  public var numberOfTouchesRequired = 1
  /// How far the finger must move along the direction, in points.
  public var minimumDistance = 50.0
  /// How soon after going down it must have moved that far, in seconds.
  public var maximumDuration = 0.5

  private var downLocation: Point = .zero
  private var downTime = 0.0

  open override func pointerBegan(_ event: PointerEvent) {
    record(event)
    downLocation = event.location
    downTime = event.timestamp
    if numberOfTouchesRequired != 1 { setState(.failed) }
  }

  open override func pointerMoved(_ event: PointerEvent) {
    record(event)
    guard state == .possible else { return }
    if event.timestamp - downTime > maximumDuration {
      setState(.failed)
      return
    }
    let dx = event.location.x - downLocation.x
    let dy = event.location.y - downLocation.y
    if swiped(along: dx, across: dy, forward: .right, backward: .left)
      || swiped(along: dy, across: dx, forward: .down, backward: .up)
    {
      setState(.ended)
    }
  }

  open override func pointerEnded(_ event: PointerEvent) {
    record(event)
    if state == .possible { setState(.failed) }
  }

  /// Whether a movement of `along` points on one axis (and `across` on the other) is a swipe
  /// in a permitted one of its two directions.
  private func swiped(along: Double, across: Double, forward: Direction, backward: Direction)
    -> Bool
  {
    let permitted = along > 0 ? direction.contains(forward) : direction.contains(backward)
    return permitted && abs(along) >= minimumDistance && abs(across) <= abs(along) / 2
  }
}

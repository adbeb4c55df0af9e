/// A single tap (UIKit's `UITapGestureRecognizer`): a press and a release close together in
/// place and time.
@MainActor
open class TapGestureRecognizer: GestureRecognizer {
  /// How far the pointer may move and still tap, in points.
  public var allowableMovement = 10.0
  /// How long the press may last and still tap, in seconds.
  public var maximumDuration = 0.5

  private var downLocation: Point = .zero
  private var downTime = 0.0

  open override func pointerBegan(_ event: PointerEvent) {
    record(event)
    downLocation = event.location
    downTime = event.timestamp
  }

  open override func pointerMoved(_ event: PointerEvent) {
    record(event)
    if state == .possible, event.location.distance(to: downLocation) > allowableMovement {
      setState(.failed)
    }
  }

  open override func pointerEnded(_ event: PointerEvent) {
    record(event)
    guard state == .possible else { return }
    let quick = event.timestamp - downTime <= maximumDuration
    let still = event.location.distance(to: downLocation) <= allowableMovement
    setState(quick && still ? .ended : .failed)
  }
}

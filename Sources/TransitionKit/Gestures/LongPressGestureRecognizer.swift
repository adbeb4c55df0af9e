/// A press held in place (UIKit's `UILongPressGestureRecognizer`), a continuous gesture: it
/// begins once the finger has stayed down `minimumPressDuration` without moving more than
/// `allowableMovement`, changes as the finger moves after that, and ends when it lifts.
///
/// As UIKit documents it (<https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer>):
/// "The gesture begins (`UIGestureRecognizer.State.began`) when the number of allowable
/// fingers … have been pressed for the specified period (`minimumPressDuration`) and the
/// touches do not move beyond the allowable range of movement (`allowableMovement`). The
/// gesture recognizer transitions to the Change state whenever a finger moves, and it ends
/// (`UIGestureRecognizer.State.ended`) when any of the fingers are lifted." A finger that
/// moves too far, or lifts, before the press has lasted long enough makes it fail.
///
/// The wait is timed on the window's frame clock (a display link on the current engine),
/// never the wall clock: the gesture begins on the first frame at or after the press's
/// timestamp plus `minimumPressDuration`; with a duration of 0 the press itself begins it.
@MainActor
open class LongPressGestureRecognizer: GestureRecognizer {
  /// UIKit's default `minimumPressDuration`, in seconds.
  nonisolated public static let defaultMinimumPressDuration = 0.5
  /// UIKit's default `allowableMovement`, in points.
  nonisolated public static let defaultAllowableMovement = 10.0

  /// How long the finger must stay down before the gesture begins, in seconds (0.5).
  public var minimumPressDuration = LongPressGestureRecognizer.defaultMinimumPressDuration
  /// How far the finger may move before the gesture begins and still make it, in points (10).
  public var allowableMovement = LongPressGestureRecognizer.defaultAllowableMovement
  /// How many taps come before the held press (UIKit's default, 0). Only 0 is recognized
  /// here: with more, the press fails, as the taps before it are not counted.
  public var numberOfTapsRequired = 0
  /// How many fingers must press (1).
  public var numberOfTouchesRequired = 1

  private var downLocation: Point = .zero
  private var downTime = 0.0
  /// Counts the wait on the frame clock while the press has not begun the gesture.
  private var link: DisplayLink?

  open override func pointerBegan(_ event: PointerEvent) {
    record(event)
    guard numberOfTapsRequired == 0 else {
      setState(.failed)
      return
    }
    downLocation = event.location
    downTime = event.timestamp
    // No wait (`minimumPressDuration = 0`, an interruption recognizer's): the press begins it.
    guard minimumPressDuration > 0 else {
      setState(.began)
      return
    }
    let deadline = downTime + minimumPressDuration
    let link = DisplayLink(target: self) { [weak self] time in
      if time >= deadline { self?.pressLasted() }
    }
    self.link = link
    link.add()
  }

  /// The press lasted long enough in place: the gesture begins.
  private func pressLasted() {
    stopWaiting()
    guard state == .possible else { return }
    setState(.began)
  }

  open override func pointerMoved(_ event: PointerEvent) {
    record(event)
    switch state {
    case .possible:
      if event.location.distance(to: downLocation) > allowableMovement {
        stopWaiting()
        setState(.failed)
      }
    case .began, .changed:
      setState(.changed)
    default:
      break
    }
  }

  open override func pointerEnded(_ event: PointerEvent) {
    record(event)
    stopWaiting()
    if isActive {
      setState(.ended)
    } else if state == .possible {
      setState(.failed)
    }
  }

  open override func pointerCancelled(_ event: PointerEvent) {
    stopWaiting()
    super.pointerCancelled(event)
  }

  open override func reset() {
    stopWaiting()
    super.reset()
  }

  private func stopWaiting() {
    link?.invalidate()
    link = nil
  }
}

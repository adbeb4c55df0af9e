/// A tap, or several in a row (UIKit's `UITapGestureRecognizer`): each a press and a release
/// close together in place and time.
///
/// With `numberOfTapsRequired` above 1 the gesture spans several pointer sequences: after a
/// tap that is not the last, it stays possible while the next press may come — within
/// `maximumTapInterval` of the release and `maximumTapSeparation` of the first press — and is
/// recognized on the release of the last tap. A recognizer that requires it to fail (a single
/// tap beside a double tap, `require(toFail:)`) waits meanwhile, and is recognized once the
/// wait runs out without another press (see `PointerRouter+MultiTap.swift`).
@MainActor
open class TapGestureRecognizer: GestureRecognizer {
  /// The longest wait from a tap's release to the next tap's press, in seconds (the lab's
  /// choice: UIKit does not document it).
  nonisolated public static let defaultMaximumTapInterval = 0.35
  /// How far a later tap's press may land from the first tap's, in points (the lab's choice).
  nonisolated public static let defaultMaximumTapSeparation = 45.0

  /// How far the pointer may move and still tap, in points.
  public var allowableMovement = 10.0
  /// How long the press may last and still tap, in seconds.
  public var maximumDuration = 0.5
  /// How many taps make the gesture (UIKit's `numberOfTapsRequired`, default 1).
  public var numberOfTapsRequired = 1
  /// The longest wait between taps, in seconds.
  public var maximumTapInterval = TapGestureRecognizer.defaultMaximumTapInterval
  /// How far a later tap may land from the first, in points.
  public var maximumTapSeparation = TapGestureRecognizer.defaultMaximumTapSeparation

  /// How many taps of the gesture have been made so far.
  public private(set) var tapsMade = 0
  private var downLocation: Point = .zero
  private var downTime = 0.0
  private var firstDownLocation: Point = .zero
  /// When the last tap's release came, in seconds.
  private(set) var lastReleaseTime = 0.0

  /// Whether a tap has been made and the gesture waits for the next one.
  var isAwaitingNextTap: Bool {
    state == .possible && tapsMade > 0 && tapsMade < numberOfTapsRequired
  }

  /// Whether a press continues the gesture: soon enough after the last release and near
  /// enough the first press.
  func acceptsNextTap(at event: PointerEvent) -> Bool {
    event.timestamp - lastReleaseTime <= maximumTapInterval
      && event.location.distance(to: firstDownLocation) <= maximumTapSeparation
  }

  open override func pointerBegan(_ event: PointerEvent) {
    record(event)
    if tapsMade == 0 {
      firstDownLocation = event.location
    } else if !acceptsNextTap(at: event) {
      setState(.failed)
      return
    }
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
    guard quick && still else {
      setState(.failed)
      return
    }
    tapsMade += 1
    lastReleaseTime = event.timestamp
    if tapsMade >= numberOfTapsRequired { setState(.ended) }
  }

  open override func reset() {
    super.reset()
    tapsMade = 0
  }
}

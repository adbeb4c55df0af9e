import Foundation

/// One finger (or the mouse, or a pen) on the screen, from its press to its release (UIKit's
/// `UITouch`): the same object for every event of the sequence.
@MainActor
public final class Touch: NSObject {
  /// Where a touch is in its sequence (UIKit's `UITouch.Phase`).
  public enum Phase: Int, Sendable {
    case began
    case moved
    case stationary
    case ended
    case cancelled
  }

  /// What made the touch (UIKit's `UITouch.TouchType`): the mouse and fingers are `.direct`,
  /// as a finger on a phone; a pen is `.pencil`.
  public enum TouchType: Int, Sendable {
    case direct
    case indirect
    case pencil
    case indirectPointer
  }

  public internal(set) var phase: Phase
  /// When the touch last changed, in seconds of scene time (the event's own timestamp).
  public internal(set) var timestamp: Double
  /// The view the press hit; it keeps the touch to its release.
  public internal(set) weak var view: View?
  public let type: TouchType
  /// How many taps in a row this one is: always 1 here.
  public let tapCount = 1
  /// The pressure; 0 where the device reports none (UIKit's `force`).
  public let force = 0.0
  public let maximumPossibleForce = 0.0
  /// The radius of the touch, in points: a finger's typical 20.
  public let majorRadius = 20.0
  /// The recognizers the touch is delivered to.
  public internal(set) var gestureRecognizers: [GestureRecognizer]?

  /// The pointer sequence the touch is.
  let sequence: Int
  /// Where the touch is and was, in screen points.
  var screenLocation: Point
  var previousScreenLocation: Point

  init(event: PointerEvent, view: View?) {
    phase = .began
    timestamp = event.timestamp
    self.view = view
    type = event.device == .pen ? .pencil : .direct
    sequence = event.sequence
    screenLocation = event.location
    previousScreenLocation = event.location
    super.init()
  }

  /// The window the touch is in.
  public var window: Window? { view?.window }

  /// Where the touch is, in a view's coordinates (the window's for `nil`).
  public func location(in view: View?) -> Point {
    guard let view else { return screenLocation }
    return view.convertFromRootOnScreen(screenLocation)
  }

  /// Where the touch was at the event before, in a view's coordinates (the window's for `nil`).
  public func previousLocation(in view: View?) -> Point {
    guard let view else { return previousScreenLocation }
    return view.convertFromRootOnScreen(previousScreenLocation)
  }

  /// Moves the touch to a new event.
  func update(_ event: PointerEvent, phase: Phase) {
    previousScreenLocation = screenLocation
    screenLocation = event.location
    timestamp = event.timestamp
    self.phase = phase
  }
}

/// The touches of one moment (UIKit's `UIEvent`): every touch down, and the pointer event
/// that made it.
@MainActor
public final class Event: NSObject {
  /// The kind of event (UIKit's `UIEvent.EventType`): always `.touches` here.
  public enum EventType: Int, Sendable {
    case touches
    case motion
    case remoteControl
    case presses
  }

  public let type = EventType.touches
  /// When the event happened, in seconds of scene time.
  public let timestamp: Double
  /// Every touch down at this moment, the one that changed included.
  public let allTouches: Set<Touch>?
  /// The pointer event the touch event was made from.
  let pointerEvent: PointerEvent

  init(pointerEvent: PointerEvent, touches: Set<Touch>) {
    timestamp = pointerEvent.timestamp
    allTouches = touches
    self.pointerEvent = pointerEvent
    super.init()
  }

  /// The touches of this event that went down on `view` or one of its subviews.
  public func touches(for view: View) -> Set<Touch>? {
    allTouches?.filter { $0.view?.isDescendant(of: view) == true }
  }

  /// The touches of this event delivered to `gestureRecognizer`.
  public func touches(for gestureRecognizer: GestureRecognizer) -> Set<Touch>? {
    allTouches?.filter { $0.gestureRecognizers?.contains { $0 === gestureRecognizer } == true }
  }
}

import Foundation

/// Something that takes touches and passes what it does not handle on (UIKit's
/// `UIResponder`): views, view controllers and the application.
///
/// A touch goes to the view a press hits (and, while no gesture recognizer has taken it, on
/// to that view's later moves and its release). Each of the four methods passes the touches
/// to `next` unless a subclass overrides it: a view's next responder is its controller, when
/// it is a controller's root view, or else its superview; a controller's is its view's
/// superview; the window's is the application.
@MainActor
open class Responder: NSObject {
  /// Where touches this responder does not handle go next.
  open var next: Responder? { nil }

  /// Fingers went down on the responder.
  open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    next?.touchesBegan(touches, with: event)
  }

  /// Fingers moved.
  open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    next?.touchesMoved(touches, with: event)
  }

  /// Fingers lifted.
  open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    next?.touchesEnded(touches, with: event)
  }

  /// The touches were taken away: a gesture recognizer recognized its gesture (and cancels
  /// touches in its view), or the window lost the pointer.
  open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    next?.touchesCancelled(touches, with: event)
  }

  /// Whether the responder can take keyboard focus; false unless a subclass says otherwise.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether the responder has keyboard focus.
  public var isFirstResponder: Bool { Responder.firstResponder === self }

  /// Takes keyboard focus if it can; true when it has it afterwards.
  @discardableResult open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder else { return false }
    Responder.firstResponder = self
    return true
  }

  /// Gives up keyboard focus.
  @discardableResult open func resignFirstResponder() -> Bool {
    if Responder.firstResponder === self { Responder.firstResponder = nil }
    return true
  }

  /// The responder with keyboard focus, if any.
  static weak var firstResponder: Responder?

  /// Told that a value this responder observes with `addObserver(_:forKeyPath:options:context:)`
  /// changed (Foundation's `observeValue(forKeyPath:of:change:context:)`, which a controller or
  /// a view overrides); the default does nothing.
  open func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {}
}

/// A method to call on a target, as the Objective-C runtime's `Selector` names one.
///
/// There is no runtime to look a method up by name here, so a selector holds the method
/// itself, unbound: `Selector(CardViewController.handlePan(_:))`. The scene-file bridge
/// writes `#selector(handlePan(_:))` this way, and every API that takes a selector in UIKit
/// (target-action, timers, display links, notifications) takes one here. The method takes no
/// argument, or one: the sender (the button, the recognizer, the timer, the display link, the
/// notification), passed when it has the method's argument type.
@MainActor
public struct Selector: CustomStringConvertible {
  private let call: @MainActor (AnyObject, Any?) -> Bool
  /// The method's Swift type, for descriptions and warnings (`(Card) -> () -> ()`).
  public let description: String

  /// A method that takes no argument.
  public init<Target: AnyObject>(_ method: @escaping (Target) -> () -> Void) {
    description = "\(Target.self) method without arguments"
    call = { target, _ in
      guard let target = target as? Target else { return false }
      method(target)()
      return true
    }
  }

  /// A method that takes the sender (or anything the sender may be).
  public init<Target: AnyObject, Sender>(
    _ method: @escaping (Target) -> (Sender) -> Void
  ) {
    description = "\(Target.self) method taking \(Sender.self)"
    call = { target, sender in
      guard let target = target as? Target, let sender = sender as? Sender else { return false }
      method(target)(sender)
      return true
    }
  }

  /// Calls the method on `target` with `sender`. Returns false, calling nothing, when the
  /// target is not of the method's type or the sender not of its argument's (UIKit would
  /// stop with "unrecognized selector sent to instance").
  @discardableResult
  public func perform(on target: AnyObject, sender: Any?) -> Bool {
    call(target, sender)
  }
}

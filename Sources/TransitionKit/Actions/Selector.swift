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
  /// Whether an object is of the type whose method this is.
  private let accepts: @MainActor (AnyObject) -> Bool
  /// The method's Swift type, for descriptions and warnings (`(Card) -> () -> ()`).
  public let description: String
  /// The method's name with its argument labels (`navigationController(_:didShow:animated:)`),
  /// when the selector was made with one: what `responds(to:)` asks of an object that is not
  /// of the method's type (see `Selector+Named.swift`).
  public private(set) var name: String?

  /// A method that takes no argument.
  public init<Target: AnyObject>(_ method: @escaping (Target) -> () -> Void) {
    description = "\(Target.self) method without arguments"
    accepts = { $0 is Target }
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
    accepts = { $0 is Target }
    call = { target, sender in
      guard let target = target as? Target, let sender = sender as? Sender else { return false }
      method(target)(sender)
      return true
    }
  }

  /// A method that takes no argument and returns a result, which a call discards (a
  /// selector of an accessor-like method, as `responds(to:)` is asked about).
  public init<Target: AnyObject, Result>(_ method: @escaping (Target) -> () -> Result) {
    description = "\(Target.self) method without arguments returning \(Result.self)"
    accepts = { $0 is Target }
    call = { target, _ in
      guard let target = target as? Target else { return false }
      _ = method(target)()
      return true
    }
  }

  /// A method that takes one argument and returns a result, which a call discards
  /// (`#selector(UIViewControllerContextTransitioning.view(forKey:))`).
  public init<Target: AnyObject, Argument, Result>(
    _ method: @escaping (Target) -> (Argument) -> Result
  ) {
    description = "\(Target.self) method taking \(Argument.self) returning \(Result.self)"
    accepts = { $0 is Target }
    call = { target, argument in
      guard let target = target as? Target, let argument = argument as? Argument else {
        return false
      }
      _ = method(target)(argument)
      return true
    }
  }

  /// A method of any number of arguments, named: a selector to ask `responds(to:)` about,
  /// which no target-action API calls (performing it calls nothing and returns false).
  public init<Target: AnyObject, each Argument, Result>(
    _ method: @escaping (Target) -> (repeat each Argument) -> Result, name: String
  ) {
    description = "\(Target.self).\(name)"
    accepts = { $0 is Target }
    call = { _, _ in false }
    self.name = name
  }

  /// Whether `object` has this method: it is of the method's type (a Swift method is always
  /// implemented by the type that declares it), or, for a named selector, it implements a
  /// method of that name as far as the lab can know (`Selector.object(_:implementsMethodNamed:)`).
  public func isImplemented(by object: AnyObject) -> Bool {
    if accepts(object) { return true }
    guard let name else { return false }
    return Selector.object(object, implementsMethodNamed: name)
  }

  /// Calls the method on `target` with `sender`. Returns false, calling nothing, when the
  /// target is not of the method's type or the sender not of its argument's (UIKit would
  /// stop with "unrecognized selector sent to instance").
  @discardableResult
  public func perform(on target: AnyObject, sender: Any?) -> Bool {
    call(target, sender)
  }
}

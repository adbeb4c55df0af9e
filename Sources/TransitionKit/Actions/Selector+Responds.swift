import Foundation

/// `responds(to:)`: whether an object implements the method a selector names (NSObjectProtocol
/// `responds(to:)`). A selector here holds the method itself, so the object responds when it
/// is of the method's type, or, for a named selector, when it implements a method of that
/// name as far as the lab knows (`Selector.object(_:implementsMethodNamed:)`).
///
/// On iOS it is a method of `NSObject` that a subclass overrides (a delegate proxy answers for
/// its delegates). An extension's method cannot be overridden here, so `responds(to:)` is
/// declared on `NSObjectProtocol`, and a class that answers for itself adopts
/// `SelectorResponding`: the scene-file bridge makes a pasted `override func responds(to:)`
/// such a declaration, and its `super.responds(to:)` the default answer,
/// `respondsByImplementation(to:)`.
extension NSObjectProtocol {
  @MainActor
  public func responds(to selector: Selector?) -> Bool {
    if let responding = self as? any SelectorResponding {
      return responding.responds(to: selector)
    }
    return respondsByImplementation(to: selector)
  }

  /// What `NSObject` answers when no subclass answers for itself: whether the object
  /// implements the method.
  @MainActor
  public func respondsByImplementation(to selector: Selector?) -> Bool {
    selector?.isImplemented(by: self) ?? false
  }
}

/// An object that answers `responds(to:)` itself (UIKit code overrides `NSObject`'s
/// `responds(to:)`; see above).
@MainActor
public protocol SelectorResponding: AnyObject {
  /// Takes `Selector!`, as UIKit's override does, so the class's own method, as written, is
  /// the one that answers.
  func responds(to selector: Selector!) -> Bool
}

extension TransitionContext {
  /// Whether the context implements the method (UIKit's context is an `NSObject`; every
  /// method of `UIViewControllerContextTransitioning` is implemented).
  public func responds(to selector: Selector?) -> Bool {
    selector?.isImplemented(by: self) ?? false
  }
}

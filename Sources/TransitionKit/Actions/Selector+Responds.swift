import Foundation

/// `responds(to:)`: whether an object implements the method a selector names (NSObjectProtocol
/// `responds(to:)`). A selector here holds the method itself, so the object responds when it
/// is of the method's type.
extension NSObject {
  @MainActor
  public func responds(to selector: Selector?) -> Bool {
    selector?.isImplemented(by: self) ?? false
  }
}

extension TransitionContext {
  /// Whether the context implements the method (UIKit's context is an `NSObject`; every
  /// method of `UIViewControllerContextTransitioning` is implemented).
  public func responds(to selector: Selector?) -> Bool {
    selector?.isImplemented(by: self) ?? false
  }
}

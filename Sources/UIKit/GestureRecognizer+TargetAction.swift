/// UIKit's target-action for gesture recognizers whose action method takes no recognizer.
///
/// TransitionKit already takes a method that is passed the recognizer, unbound and named
/// through its class: `UIPanGestureRecognizer(target: self, action:
/// ModalViewController.handleGesture(_:))` where UIKit has `#selector(handleGesture(_:))`.
/// These add the form for a method without arguments, `@objc func handleTap()`:
/// `UITapGestureRecognizer(target: self, action: ModalViewController.handleTap)`. The target
/// is held weakly.
extension GestureRecognizer {
  /// A recognizer that calls `action` on `target` for each state change.
  public convenience init<Target: AnyObject>(
    target: Target, action: @escaping (Target) -> () -> Void
  ) {
    self.init()
    addTarget(target, action: action)
  }

  /// Adds a method of a weakly held target, taking no arguments, to call for each state change.
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> () -> Void
  ) {
    addAction { [weak target] _ in
      guard let target else { return }
      action(target)()
    }
  }
}

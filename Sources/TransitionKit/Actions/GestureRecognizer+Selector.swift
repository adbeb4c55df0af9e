/// UIKit's target-action with a `Selector` for gesture recognizers. The target is held
/// weakly, as in UIKit.
extension GestureRecognizer {
  /// Adds a method of a weakly held target to call, with the recognizer, for each state
  /// change (UIKit's `addTarget(_:action:)`).
  public func addTarget(_ target: AnyObject, action: Selector) {
    addAction { [weak target] recognizer in
      guard let target else { return }
      action.perform(on: target, sender: recognizer)
    }
  }
}

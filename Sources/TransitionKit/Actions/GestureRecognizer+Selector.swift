/// UIKit's target-action with a `Selector` for gesture recognizers. The target is held
/// weakly, as in UIKit.
extension GestureRecognizer {
  /// A recognizer that calls `action` on `target` for each state change (UIKit's
  /// `init(target:action:)`, whose target is `Any?`); no action when either is `nil`.
  public convenience init(target: Any?, action: Selector?) {
    self.init()
    if let target, let action { addTarget(target as AnyObject, action: action) }
  }

  /// Adds a method of a weakly held target to call, with the recognizer, for each state
  /// change (UIKit's `addTarget(_:action:)`).
  public func addTarget(_ target: AnyObject, action: Selector) {
    addAction { [weak target] recognizer in
      guard let target else { return }
      action.perform(on: target, sender: recognizer)
    }
  }
}

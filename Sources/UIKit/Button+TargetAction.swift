/// UIKit's target-action and action registration for controls.
///
/// UIKit names the method with `#selector`, which needs the Objective-C runtime. Here the
/// action is the method itself, unbound, named through its class: in `RootViewController`,
/// `#selector(presentModal)` becomes `RootViewController.presentModal`, and the method loses
/// its `@objc`. As in UIKit, the target is not retained.
extension Control {
  /// Calls `action` on `target` for each of `controlEvents` (UIKit's
  /// `addTarget(_:action:for:)` with a method that takes no sender).
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> () -> Void, for controlEvents: Event
  ) {
    addAction(for: controlEvents) { [weak target] _ in
      guard let target else { return }
      action(target)()
    }
  }

  /// Calls `action` on `target` with the control as the sender, for each of `controlEvents`
  /// (UIKit's `addTarget(_:action:for:)` with a method such as `tapped(_ sender: UIButton)`).
  public func addTarget<Target: AnyObject, Sender: Control>(
    _ target: Target, action: @escaping (Target) -> (Sender) -> Void, for controlEvents: Event
  ) {
    addAction(for: controlEvents) { [weak target] control in
      guard let target, let sender = control as? Sender else { return }
      action(target)(sender)
    }
  }

  /// Runs `action` for each of `controlEvents` (UIKit's `addAction(_:for:)`, iOS 14).
  public func addAction(_ action: UIAction, for controlEvents: Event) {
    addAction(for: controlEvents) { _ in action.handler(action) }
  }
}

extension Button {
  /// A button that runs `primaryAction` when tapped (UIKit's `UIButton(frame:primaryAction:)`).
  public convenience init(frame: CGRect = .zero, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }
}

/// UIKit's `addAction(_:for:)` and `UIButton(frame:primaryAction:)` (iOS 14). Target-action
/// itself (`addTarget(_:action:for:)`, `removeTarget(_:action:for:)`) is TransitionKit's
/// `Control`'s.
extension Control {
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

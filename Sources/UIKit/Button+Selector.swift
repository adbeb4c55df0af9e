/// UIKit's `addTarget(_:action:for:)` with a `Selector`: the method is called with the button
/// as the sender. The target is held weakly, as in UIKit.
extension Button {
  /// Calls `action` on `target` for each of `controlEvents`, with the button as the sender
  /// (UIKit's `addTarget(_:action:for:)`). A `nil` target, which UIKit sends up the responder
  /// chain, is not supported: nothing is added.
  public func addTarget(_ target: AnyObject?, action: Selector, for controlEvents: Event) {
    guard let target, !controlEvents.isEmpty else { return }
    addAction { [weak target, unowned self] in
      guard let target else { return }
      action.perform(on: target, sender: self)
    }
  }
}

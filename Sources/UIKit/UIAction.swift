/// UIKit's `UIAction` (iOS 14): a closure a control runs for an event. With it,
/// `button.addAction(UIAction { _ in … }, for: .touchUpInside)` reads the same on iOS and here,
/// where `addTarget(_:action:for:)` cannot take a `#selector`.
@MainActor
public final class UIAction {
  /// A short name for the action.
  public let title: String
  let handler: @MainActor (UIAction) -> Void

  /// An action that runs `handler`, passing itself.
  public init(title: String = "", handler: @escaping @MainActor (UIAction) -> Void) {
    self.title = title
    self.handler = handler
  }
}

/// A button of an alert or action sheet and what a tap on it does (UIKit's `UIAlertAction`).
///
/// UIKit: "After adding an action to an alert controller, the alert controller displays a
/// button with the title you specified. When the user taps that button, the alert controller
/// executes the block in your handler", having dismissed itself: the handler runs once the
/// dismissal completes.
@MainActor
open class AlertAction {
  /// How the button is drawn (UIKit's `UIAlertAction.Style`, with its raw values).
  public enum Style: Int, Sendable {
    /// A plain action, drawn in the tint colour.
    case `default` = 0
    /// The action that changes nothing, drawn bold; an alert has at most one.
    case cancel
    /// An action that may destroy data, drawn in red.
    case destructive
  }

  /// The button's title.
  public let title: String?
  /// How the button is drawn.
  public let style: Style
  /// Whether the button can be tapped; a disabled one is drawn dimmed (default true).
  public var isEnabled = true {
    didSet { button?.isEnabled = isEnabled }
  }
  /// What a tap runs, after the alert is dismissed.
  let handler: ((AlertAction) -> Void)?
  /// The button shown for the action, once the alert controller has laid itself out.
  weak var button: Button?

  public init(title: String?, style: Style, handler: ((AlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}

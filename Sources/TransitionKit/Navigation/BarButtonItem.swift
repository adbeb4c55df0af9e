/// A button in a navigation bar (UIKit's `UIBarButtonItem`): a title or a system item, and
/// the target and action a tap on it sends, with the item as the sender. Set as a
/// controller's `navigationItem.leftBarButtonItem` or `rightBarButtonItem`, it shows in the
/// navigation bar of the navigation controller that holds the controller, while the
/// controller is on top; with no navigation controller it is kept and not shown, as on iOS.
@MainActor
public final class BarButtonItem {
  /// UIKit's `UIBarButtonItem.Style`: `.done` draws the title in a heavier weight.
  public enum Style: Sendable { case plain, bordered, done }

  /// UIKit's `UIBarButtonItem.SystemItem`, drawn as its title.
  public enum SystemItem: Sendable {
    case done, cancel, edit, save, add, close, action, compose, reply, trash, refresh, search
    case flexibleSpace, fixedSpace, camera, bookmarks, organize, play, pause, rewind
    case fastForward, undo, redo, stop

    /// What the bar shows for the item.
    public var title: String {
      switch self {
      case .done: "Done"
      case .cancel: "Cancel"
      case .edit: "Edit"
      case .save: "Save"
      case .add: "+"
      case .close: "✕"
      case .undo: "Undo"
      case .redo: "Redo"
      case .flexibleSpace, .fixedSpace: ""
      default: "\(self)".prefix(1).uppercased() + "\(self)".dropFirst()
      }
    }
  }

  public var title: String?
  public var style: Style
  public let systemItem: SystemItem?
  /// The object the action is sent to, held weakly as in UIKit.
  public weak var target: AnyObject?
  public var action: Selector?
  /// The image shown when the item has no title (see `BarButtonItem+Image.swift`).
  public var image: Image?
  /// A view shown instead of a title (UIKit's `customView`).
  public var customView: View?
  public var isEnabled = true
  public var tag = 0
  /// A closure run on a tap besides the action (UIKit's `primaryAction`, iOS 14).
  public var handler: (() -> Void)?

  public init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
    self.title = title
    self.style = style
    systemItem = nil
    self.target = target
    self.action = action
  }

  public init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Selector?) {
    title = systemItem.title
    style = systemItem == .done ? .done : .plain
    self.systemItem = systemItem
    self.target = target
    self.action = action
  }

  public init(customView: View) {
    self.customView = customView
    style = .plain
    systemItem = nil
  }

  /// An item with a title and nothing to send yet.
  public convenience init() {
    self.init(title: nil, style: .plain, target: nil, action: nil)
  }

  /// Sends the action to the target with the item as the sender, as a tap does.
  public func sendAction() {
    guard isEnabled else { return }
    handler?()
    if let target, let action { action.perform(on: target, sender: self) }
  }
}

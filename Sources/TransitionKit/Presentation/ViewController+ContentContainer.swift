extension ViewController: ContentContainer {
  /// The controller this one is a child of (UIKit's `parent`): the one it was added to with
  /// `addChild(_:)`, or the navigation controller whose stack holds it.
  public var parent: ViewController? {
    if let containmentParent { return containmentParent }
    if let navigationController, navigationController !== self { return navigationController }
    return nil
  }

  /// The controller's children (UIKit's `children`): a navigation controller's stack, then
  /// the controllers added with `addChild(_:)`, in order.
  public var children: [ViewController] {
    let stack = (self as? NavigationController)?.viewControllers ?? []
    return stack + containedChildren
  }

  /// Adds `child` as a child (UIKit's `addChild(_:)`): the child hears
  /// `willMove(toParent:)` now; the caller adds its view and then calls
  /// `child.didMove(toParent: self)`, as in UIKit.
  public func addChild(_ child: ViewController) {
    guard child !== self, child.containmentParent !== self else { return }
    child.removeFromParent()
    child.willMove(toParent: self)
    containedChildren.append(child)
    child.containmentParent = self
  }

  /// Takes the controller out of its parent (UIKit's `removeFromParent()`): the caller calls
  /// `willMove(toParent: nil)` first and removes the view; the controller hears
  /// `didMove(toParent: nil)`.
  public func removeFromParent() {
    guard let parent = containmentParent else { return }
    parent.containedChildren.removeAll { $0 === self }
    containmentParent = nil
    didMove(toParent: nil)
  }

  /// Tells the container of this controller that its preferred content size changed: its
  /// presentation controller when it is presented, else its parent.
  func preferredContentSizeChanged() {
    if let presentation {
      presentation.controller.preferredContentSizeDidChange(forChildContentContainer: self)
    } else if let parent {
      parent.preferredContentSizeDidChange(forChildContentContainer: self)
    }
  }

  /// Passes a size change on to the children, each with the size it will get.
  func forwardSizeTransition(to size: Size, with coordinator: any TransitionCoordinator) {
    for child in children {
      let childSize = self.size(forChildContentContainer: child, withParentContainerSize: size)
      child.viewWillTransition(to: childSize, with: coordinator)
    }
  }
}

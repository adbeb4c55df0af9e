// The containers a controller is inside (UIKit's `tabBarController` and `splitViewController`,
// beside `navigationController`).

extension ViewController {
  /// The nearest ancestor that is a tab bar controller, or nil when the controller is not
  /// inside one (UIKit's `tabBarController`).
  public var tabBarController: TabBarController? { nearestAncestor(TabBarController.self) }

  /// The nearest ancestor that is a split view controller, or nil when the controller is not
  /// inside one (UIKit's `splitViewController`).
  public var splitViewController: SplitViewController? {
    nearestAncestor(SplitViewController.self)
  }

  private func nearestAncestor<Container: ViewController>(_ type: Container.Type) -> Container? {
    var current = parent
    while let controller = current {
      if let container = controller as? Container { return container }
      current = controller.parent
    }
    return nil
  }
}

import Foundation

/// A container that shows one of several controllers above a bar of their titles (UIKit's
/// `UITabBarController`), as far as transition code meets one: `viewControllers`,
/// `selectedIndex`, `selectedViewController`. The bar is drawn as a plain strip with the
/// children's titles, the selected one tinted; a tap on a title selects it, asking the
/// `delegate` first and telling it after, as UIKit does. There is no "More" tab and no tab bar
/// item images.
@MainActor
open class TabBarController: ViewController {
  /// Height of the tab bar, in points (UIKit's compact bar without a home indicator).
  nonisolated public static let tabBarHeightPoints = 49.0

  /// The strip of titles along the bottom.
  public let tabBar = View()

  /// Decides which tabs a tap may select and hears what it selected (UIKit's `delegate`).
  /// Held weakly.
  public weak var delegate: (any TabBarControllerDelegate)?

  /// The controllers of the tabs, in order (UIKit's `viewControllers`).
  open var viewControllers: [ViewController]? {
    didSet { tabsDidChange(oldValue ?? []) }
  }

  /// The index of the tab shown; setting it shows that tab.
  open var selectedIndex = 0 {
    didSet { if isViewLoaded { showSelected() } }
  }

  /// The controller of the tab shown.
  open var selectedViewController: ViewController? {
    get {
      guard let controllers = viewControllers, controllers.indices.contains(selectedIndex) else {
        return nil
      }
      return controllers[selectedIndex]
    }
    set {
      if let newValue, let index = viewControllers?.firstIndex(where: { $0 === newValue }) {
        selectedIndex = index
      }
    }
  }

  /// Sets the tabs (UIKit's `setViewControllers(_:animated:)`; the change is not animated).
  open func setViewControllers(_ controllers: [ViewController]?, animated: Bool) {
    viewControllers = controllers
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    tabBar.backgroundColor = .secondarySystemBackground
    tabBar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    view.addSubview(tabBar)
    showSelected()
  }

  private func tabsDidChange(_ old: [ViewController]) {
    for child in old where !(viewControllers ?? []).contains(where: { $0 === child }) {
      child.view.removeFromSuperview()
      child.removeFromParent()
    }
    for child in viewControllers ?? [] where child.parent !== self { addChild(child) }
    if selectedIndex >= (viewControllers?.count ?? 0) { selectedIndex = 0 }
    if isViewLoaded { showSelected() }
  }

  /// Shows the selected child's view above the bar and rebuilds the bar's titles.
  private func showSelected() {
    for child in viewControllers ?? [] where child !== selectedViewController {
      if child.isViewLoaded { child.view.removeFromSuperview() }
    }
    if let selected = selectedViewController {
      selected.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.insertSubview(selected.view, belowSubview: tabBar)
    }
    for item in tabBar.subviews { item.removeFromSuperview() }
    for (index, child) in (viewControllers ?? []).enumerated() {
      let item = Button()
      item.setTitle(child.title ?? "Tab \(index + 1)", for: .normal)
      item.setTitleColor(index == selectedIndex ? .systemBlue : .secondaryLabel, for: .normal)
      item.addAction { [weak self] in self?.tabTapped(index) }
      item.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
      tabBar.addSubview(item)
    }
    layoutTabs()
  }

  /// A tap on a tab's title: the delegate may refuse it; once selected (or when it already
  /// was) the delegate hears of it.
  private func tabTapped(_ index: Int) {
    guard let controllers = viewControllers, controllers.indices.contains(index) else { return }
    let controller = controllers[index]
    if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
    selectedIndex = index
    delegate?.tabBarController(self, didSelect: controller)
  }

  private func layoutTabs() {
    let bounds = view.bounds
    let height = Self.tabBarHeightPoints + view.safeAreaInsets.bottom
    tabBar.frame = Rect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    selectedViewController?.view.frame = Rect(
      x: 0, y: 0, width: bounds.width, height: bounds.height - height)
    let items = tabBar.subviews
    guard !items.isEmpty else { return }
    let width = bounds.width / Double(items.count)
    for (index, item) in items.enumerated() {
      item.frame = Rect(
        x: Double(index) * width, y: 0, width: width, height: Self.tabBarHeightPoints)
    }
  }
}

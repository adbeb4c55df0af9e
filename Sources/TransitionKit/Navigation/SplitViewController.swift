import Foundation

/// A container of two controllers side by side, a primary column and a secondary one (UIKit's
/// classic `UISplitViewController`), as far as transition code meets one: `viewControllers`,
/// `isCollapsed`, a controller's `splitViewController`.
///
/// Expanded (a regular width), the primary controller's view fills a column of
/// `primaryColumnWidthPoints` on the left and the secondary's the rest. Collapsed (a compact
/// width: every iPhone held upright, as the lab's devices are), only one shows: the secondary,
/// as UIKit shows it when the delegate does not collapse it onto the primary, and
/// `viewControllers` holds only that one, as UIKit's does. There is no delegate, display mode
/// button or column animation.
@MainActor
open class SplitViewController: ViewController {
  /// The primary column's width when expanded, in points (UIKit's default column on an iPad).
  nonisolated public static let primaryColumnWidthPoints = 320.0

  private var columnControllers: [ViewController] = []

  /// The controllers of the columns: primary, then secondary. Collapsed, only the one shown.
  open var viewControllers: [ViewController] {
    get {
      guard isCollapsed, let shown = columnControllers.last else { return columnControllers }
      return [shown]
    }
    set {
      for child in columnControllers where !newValue.contains(where: { $0 === child }) {
        if child.isViewLoaded { child.view.removeFromSuperview() }
        child.removeFromParent()
      }
      columnControllers = newValue
      for child in newValue where child.parent !== self { addChild(child) }
      if isViewLoaded { showColumns() }
    }
  }

  /// Whether only one column shows: the width is compact (UIKit's `isCollapsed`).
  public var isCollapsed: Bool { traitCollection.horizontalSizeClass == .compact }

  /// The primary column's width, in points; the whole width when collapsed.
  public var primaryColumnWidth: Double {
    isCollapsed ? view.bounds.width : Swift.min(Self.primaryColumnWidthPoints, view.bounds.width)
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    showColumns()
  }

  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    showColumns()
  }

  /// Puts the columns' views in place for the current width.
  private func showColumns() {
    let bounds = view.bounds
    let shown: [ViewController] =
      isCollapsed ? Array(columnControllers.suffix(1)) : columnControllers
    for child in columnControllers where !shown.contains(where: { $0 === child }) {
      if child.isViewLoaded, child.view.superview === view { child.view.removeFromSuperview() }
    }
    var x = 0.0
    for (index, child) in shown.enumerated() {
      let isLast = index == shown.count - 1
      let width = isLast ? bounds.width - x : primaryColumnWidth
      let frame = Rect(x: x, y: 0, width: width, height: bounds.height)
      if child.view.superview !== view { view.addSubview(child.view) }
      if child.view.frame != frame { child.view.frame = frame }
      x += width
    }
  }
}

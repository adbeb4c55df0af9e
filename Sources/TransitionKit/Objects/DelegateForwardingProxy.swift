import Foundation

/// An object that stands as one delegate for several, passing each delegate message on to
/// every one of them: what an Objective-C proxy whose `forwardInvocation:` invokes the message
/// on each delegate that `respondsToSelector:` does (the `DelegateProxy` of PullToDismiss,
/// the `STDelegateProxy` of SwipeTransition, written in Objective-C beside their Swift).
///
/// There is no message forwarding here, so the proxy implements the delegate protocols whose
/// messages it passes on: `ScrollViewDelegate`, `TableViewDelegate` and
/// `NavigationControllerDelegate`. A subclass that adopts one of them with an empty body (what
/// the libraries write: `class ScrollViewDelegateProxy: DelegateProxy, UIScrollViewDelegate {}`)
/// adopts these implementations. A message that returns nothing goes to every delegate of the
/// protocol, in the order given; one that returns a value is answered, as an `NSInvocation`
/// invoked on each responder in turn keeps the last return value, by the last delegate that
/// implements it (for a navigation delegate's transition methods, the last whose
/// `implementedTransitionMethods` names it; for the others, which cannot say, the last that
/// adopts the protocol). The scene-file bridge makes an Objective-C class initialised with
/// `init(__delegates:)` (its `initWithDelegates:` refined for Swift) a subclass of this one.
///
/// The delegates are held weakly, as the proxies' `NSHashTable.weakObjectsHashTable` holds them.
@MainActor
open class DelegateForwardingProxy: NSObject {
  private struct WeakDelegate {
    weak var object: AnyObject?
  }

  private let weakDelegates: [WeakDelegate]

  /// A proxy for `delegates`, in the order their messages are passed on; what is not an object
  /// is left out, as the Objective-C proxies leave out what is not an `NSObject`.
  public init(__delegates delegates: [Any]) {
    weakDelegates = delegates.compactMap { delegate in
      guard type(of: delegate) is AnyClass else { return nil }
      return WeakDelegate(object: delegate as AnyObject)
    }
    super.init()
  }

  /// The delegates still alive, in order.
  public var delegates: [AnyObject] { weakDelegates.compactMap(\.object) }

  /// The delegates that adopt `Protocol`, in order.
  func delegates<Protocol>(of _: Protocol.Type) -> [Protocol] {
    delegates.compactMap { $0 as? Protocol }
  }
}

// MARK: - UIScrollViewDelegate

extension DelegateForwardingProxy {
  public func scrollViewDidScroll(_ scrollView: ScrollView) {
    for delegate in delegates(of: (any ScrollViewDelegate).self) {
      delegate.scrollViewDidScroll(scrollView)
    }
  }

  public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
    for delegate in delegates(of: (any ScrollViewDelegate).self) {
      delegate.scrollViewWillBeginDragging(scrollView)
    }
  }

  public func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: Point,
    targetContentOffset: UnsafeMutablePointer<Point>
  ) {
    for delegate in delegates(of: (any ScrollViewDelegate).self) {
      delegate.scrollViewWillEndDragging(
        scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
    }
  }

  public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
    for delegate in delegates(of: (any ScrollViewDelegate).self) {
      delegate.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
    }
  }

  public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
    for delegate in delegates(of: (any ScrollViewDelegate).self) {
      delegate.scrollViewDidEndDecelerating(scrollView)
    }
  }

  public func viewForZooming(in scrollView: ScrollView) -> View? {
    delegates(of: (any ScrollViewDelegate).self).last?.viewForZooming(in: scrollView)
  }

  public func scrollViewDidZoom(_ scrollView: ScrollView) {
    for delegate in delegates(of: (any ScrollViewDelegate).self) {
      delegate.scrollViewDidZoom(scrollView)
    }
  }

  public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {
    for delegate in delegates(of: (any ScrollViewDelegate).self) {
      delegate.scrollViewWillBeginZooming(scrollView, with: view)
    }
  }

  public func scrollViewDidEndZooming(
    _ scrollView: ScrollView, with view: View?, atScale scale: Double
  ) {
    for delegate in delegates(of: (any ScrollViewDelegate).self) {
      delegate.scrollViewDidEndZooming(scrollView, with: view, atScale: scale)
    }
  }
}

// MARK: - UITableViewDelegate

extension DelegateForwardingProxy {
  private var lastTableDelegate: (any TableViewDelegate)? {
    delegates(of: (any TableViewDelegate).self).last
  }

  public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
    lastTableDelegate?.tableView(tableView, heightForRowAt: indexPath) ?? tableView.rowHeight
  }

  public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    lastTableDelegate.map { $0.tableView(tableView, willSelectRowAt: indexPath) } ?? indexPath
  }

  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    for delegate in delegates(of: (any TableViewDelegate).self) {
      delegate.tableView(tableView, didSelectRowAt: indexPath)
    }
  }

  public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
    for delegate in delegates(of: (any TableViewDelegate).self) {
      delegate.tableView(tableView, didDeselectRowAt: indexPath)
    }
  }

  public func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {
    for delegate in delegates(of: (any TableViewDelegate).self) {
      delegate.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    }
  }

  public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
    -> TableViewCell.EditingStyle
  {
    lastTableDelegate?.tableView(tableView, editingStyleForRowAt: indexPath) ?? .delete
  }

  public func tableView(
    _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? {
    lastTableDelegate?.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath)
  }

  public func tableView(
    _ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool {
    lastTableDelegate?.tableView(tableView, shouldIndentWhileEditingRowAt: indexPath) ?? true
  }

  public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    lastTableDelegate?.tableView(tableView, viewForHeaderInSection: section)
  }

  public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
    lastTableDelegate?.tableView(tableView, heightForHeaderInSection: section)
      ?? TableView.automaticDimension
  }
}

// MARK: - UINavigationControllerDelegate

extension DelegateForwardingProxy {
  private var navigationDelegates: [any NavigationControllerDelegate] {
    delegates(of: (any NavigationControllerDelegate).self)
  }

  /// The transition methods any of the delegates implements: the proxy responds to a
  /// selector when one of its delegates does.
  public var implementedTransitionMethods: NavigationDelegateTransitionMethods {
    navigationDelegates.reduce([]) { $0.union($1.implementedTransitionMethods) }
  }

  public func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool
  ) {
    for delegate in navigationDelegates {
      delegate.navigationController(
        navigationController, willShow: viewController, animated: animated)
    }
  }

  public func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {
    for delegate in navigationDelegates {
      delegate.navigationController(
        navigationController, didShow: viewController, animated: animated)
    }
  }

  public func navigationController(
    _ navigationController: NavigationController,
    animationControllerFor operation: NavigationController.Operation,
    from fromVC: ViewController, to toVC: ViewController
  ) -> (any AnimatedTransitioning)? {
    navigationDelegates.last { $0.implementedTransitionMethods.contains(.animationController) }?
      .navigationController(
        navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
  }

  public func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animationController: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? {
    navigationDelegates.last { $0.implementedTransitionMethods.contains(.interactionController) }?
      .navigationController(navigationController, interactionControllerFor: animationController)
  }
}

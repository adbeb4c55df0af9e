import Foundation

/// The table view's messages to a forwarding proxy that adopts only the scroll view's protocol
/// (PullToDismiss's `ScrollViewDelegateProxy: DelegateProxy, UIScrollViewDelegate`, made a
/// table's delegate): on iOS its `forwardInvocation:` passes every message on, whatever the
/// proxy class adopts, so a row's selection still reaches the table's controller. Here the
/// table asks this stand-in, which passes them to the proxy's own implementations.
@MainActor
final class ProxyTableMessages: TableViewDelegate {
  let proxy: DelegateForwardingProxy

  init(proxy: DelegateForwardingProxy) { self.proxy = proxy }

  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
    proxy.tableView(tableView, heightForRowAt: indexPath)
  }

  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    proxy.tableView(tableView, willSelectRowAt: indexPath)
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    proxy.tableView(tableView, didSelectRowAt: indexPath)
  }

  func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
    proxy.tableView(tableView, didDeselectRowAt: indexPath)
  }

  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {
    proxy.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
  }

  func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
    -> TableViewCell.EditingStyle
  {
    proxy.tableView(tableView, editingStyleForRowAt: indexPath)
  }

  func tableView(
    _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? {
    proxy.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath)
  }

  func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
    -> Bool
  {
    proxy.tableView(tableView, shouldIndentWhileEditingRowAt: indexPath)
  }

  func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    proxy.tableView(tableView, viewForHeaderInSection: section)
  }

  func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
    proxy.tableView(tableView, heightForHeaderInSection: section)
  }
}

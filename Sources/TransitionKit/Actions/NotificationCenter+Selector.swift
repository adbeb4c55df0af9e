import Foundation

/// Foundation's `addObserver(_:selector:name:object:)`, which needs the Objective-C runtime,
/// with a `Selector` holding the method. The method is called with the notification on the
/// main thread, as it posts it (a post from another thread is not delivered); the observer is held weakly, and
/// `removeObserver(_:)` with it removes what it observes this way too.
extension NotificationCenter {
  @MainActor private static var selectorObservers: [ObjectIdentifier: [SelectorObservation]] = [:]

  @MainActor
  public func addObserver(
    _ observer: AnyObject, selector: Selector, name: Notification.Name?, object: Any?
  ) {
    let box = SelectorObservation(observer: observer, selector: selector)
    box.token = addObserver(forName: name, object: object, queue: nil) { [box] notification in
      // A scene posts on the main thread; a post from another is not delivered.
      guard Thread.isMainThread else { return }
      nonisolated(unsafe) let notification = notification
      MainActor.assumeIsolated { box.deliver(notification) }
    }
    Self.selectorObservers[ObjectIdentifier(observer), default: []].append(box)
  }

  /// Removes every observation of `observer`: those made with a selector and the others.
  @MainActor
  public func removeObserver(_ observer: AnyObject) {
    for observation in Self.selectorObservers.removeValue(forKey: ObjectIdentifier(observer)) ?? []
    {
      if let token = observation.token { removeObserver(token as Any) }
    }
    removeObserver(observer as Any)
  }
}

/// One selector observation: the observer, held weakly, and what to call on it.
private final class SelectorObservation: @unchecked Sendable {
  weak var observer: AnyObject?
  let selector: Selector
  var token: NSObjectProtocol?

  @MainActor init(observer: AnyObject, selector: Selector) {
    self.observer = observer
    self.selector = selector
  }

  @MainActor func deliver(_ notification: Notification) {
    guard let observer else { return }
    selector.perform(on: observer, sender: notification)
  }
}

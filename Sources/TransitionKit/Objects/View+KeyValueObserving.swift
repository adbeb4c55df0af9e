/// Views and layers are observed by key path: a view's `frame`, `bounds`, `center`,
/// `transform`, `alpha`, `backgroundColor`, `isHidden`, `clipsToBounds` and
/// `isUserInteractionEnabled`; a layer's `cornerRadius`, shadow, `opacity` and
/// `masksToBounds`; a scroll view's `contentOffset`, `contentSize`, `contentInset`,
/// `isTracking`, `isDragging` and `isDecelerating`; and any property of a subclass whose value
/// one of those changes. Model values are observed, as in UIKit: an animation reports its end
/// value when it starts, not each frame.
extension View: KeyValueObservingObject {
  public var keyValueObservers: KeyValueObservers {
    let extras = extrasForWriting
    if let observers = extras.observers { return observers }
    let made = KeyValueObservers()
    extras.observers = made
    return made
  }

  /// Tells the observers of the view and of its layer that one of its values was set.
  func didChangeObservedValue() {
    if let extras { extras.notifyObservers(of: self) }
  }
}

extension Layer: KeyValueObservingObject {
  public var keyValueObservers: KeyValueObservers {
    // A layer of no view keeps no observers: nothing tells them.
    guard let extras = view?.extrasForWriting else { return KeyValueObservers() }
    if let observers = extras.layerObservers { return observers }
    let made = KeyValueObservers()
    extras.layerObservers = made
    return made
  }
}

extension ViewExtras {
  /// Asks the view's and its layer's observations whether their values changed.
  func notifyObservers(of view: View) {
    observers?.notify(view)
    if let layerObservers { layerObservers.notify(view.layer) }
  }
}

/// Core Animation's `CADisplayLink(target:selector:)`: the selector is called with the link on
/// every frame of the window's clock once the link is added.
extension DisplayLink {
  /// A link that calls `selector` on `target` with the link on each frame; not added yet.
  /// The target is held weakly: once it is gone the link invalidates itself.
  public convenience init(target: AnyObject, selector: Selector) {
    final class Box { weak var link: DisplayLink? }
    let box = Box()
    self.init(target: target) { [weak target] _ in
      guard let target, let link = box.link else { return }
      selector.perform(on: target, sender: link)
    }
    box.link = self
  }
}

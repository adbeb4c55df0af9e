extension ViewController {
  /// The controller that presents what this one's `present(_:animated:completion:)` is given
  /// under `style` (UIKit: the presenting controller "could be the root view controller of the
  /// window, a parent view controller that is marked as defining the current context, or the
  /// last view controller that was presented onscreen", UIPresentationController.
  /// presentingViewController).
  ///
  /// Under `currentContext` and `overCurrentContext` it is the nearest controller, this one
  /// or an ancestor, whose `definesPresentationContext` is true; under the other styles, and
  /// when none defines a context, the root of the containment chain: the window's root
  /// controller or the presented controller the chain is in. A controller that is not a child
  /// presents itself.
  func presentationContext(for style: ModalPresentationStyle) -> ViewController {
    if style == .currentContext || style == .overCurrentContext {
      var candidate: ViewController? = self
      while let current = candidate {
        if current.definesPresentationContext { return current }
        candidate = current.parent
      }
    }
    var root = self
    while let parent = root.parent { root = parent }
    return root
  }
}

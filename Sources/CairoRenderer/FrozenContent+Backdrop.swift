import TransitionKit

extension FrozenContent {
  /// The fingerprint of what is drawn behind `stop` in `root`'s tree: every view drawn before
  /// it, in drawing order, with all its values (where the root goes is the caller's to
  /// compare); `nil` when `stop` is not in the tree, when layers are drawn in an order of their
  /// own (`zPosition`), or when something drawn before it may draw what values alone do not
  /// decide.
  @MainActor
  init?(of root: View, before stop: View) {
    guard !Layer.depthSortingInUse else { return nil }
    nodes = []
    depthSorting = false
    fontFamily = Renderer.fontFamily
    guard Self.collect(root, into: &nodes, depth: 0, stop: stop) == .stopped else { return nil }
  }
}

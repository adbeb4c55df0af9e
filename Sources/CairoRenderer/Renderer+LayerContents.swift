import CCairo
import TransitionKit

extension Renderer {
  /// A layer's `contents`: an image drawn into the bounds by `contentsGravity`.
  func drawContents(of layer: Layer, in cr: OpaquePointer, opacity: Double) {}
}

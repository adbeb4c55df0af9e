import TransitionKit

/// A picture kept for a layer from frame to frame: whose layer it is (gone once the layer is)
/// and the frame that last used it.
protocol LayerCacheEntry: AnyObject {
  var layer: Layer? { get }
  var lastUsedFrame: Int { get }
}

/// A view a kept picture was drawn from, held weakly: the picture is stale once it is gone.
struct WeakView {
  weak var view: View?

  var isAlive: Bool { view != nil }
}

extension Dictionary where Key == ObjectIdentifier, Value: LayerCacheEntry {
  /// Drops the entries whose layer is gone or that no frame used for more than `unusedFrames`,
  /// then the least recently used beyond `capacity`.
  mutating func prune(frame: Int, unusedFrames: Int, capacity: Int) {
    self = filter { _, entry in
      entry.layer != nil && frame - entry.lastUsedFrame <= unusedFrames
    }
    while count > capacity,
      let oldest = self.min(by: { $0.value.lastUsedFrame < $1.value.lastUsedFrame })
    {
      self[oldest.key] = nil
    }
  }
}

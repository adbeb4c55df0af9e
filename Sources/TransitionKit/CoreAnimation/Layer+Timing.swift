/// A layer's own time (`CAMediaTiming` on layers): each layer's time is its superlayer's,
/// minus its `beginTime`, times its `speed`, plus its `timeOffset`, from the engine's clock
/// (`CACurrentMediaTime()`) at the top. A layer with `speed` 0 is paused at `timeOffset`, and
/// so are its sublayers' animations; moving `timeOffset` then scrubs them.
extension Layer {
  /// The layer and its ancestors, from the topmost down.
  private var timingChain: [Layer] {
    var chain: [Layer] = []
    var layer: Layer? = self
    while let current = layer {
      chain.append(current)
      layer = current.superlayer ?? current.maskOwner
    }
    return chain.reversed()
  }

  /// The layer's time when the engine's clock reads `global`.
  func localTime(fromGlobal global: Double) -> Double {
    var time = global
    for layer in timingChain {
      time = (time - layer.beginTime) * Double(layer.speed) + layer.timeOffset
    }
    return time
  }

  /// The engine's clock time when the layer's time reads `local` (for a paused layer, the
  /// time of its ancestors' pause: any time maps there).
  func globalTime(fromLocal local: Double) -> Double {
    var time = local
    for layer in timingChain.reversed() {
      time =
        layer.speed != 0
        ? (time - layer.timeOffset) / Double(layer.speed) + layer.beginTime : layer.beginTime
    }
    return time
  }

  /// Converts a time from another layer's time (`nil`: the clock's) to this layer's
  /// (`convertTime(_:from:)`).
  public func convertTime(_ time: Double, from layer: Layer?) -> Double {
    localTime(fromGlobal: layer.map { $0.globalTime(fromLocal: time) } ?? time)
  }

  /// Converts a time from this layer's time to another layer's (`nil`: the clock's).
  public func convertTime(_ time: Double, to layer: Layer?) -> Double {
    let global = globalTime(fromLocal: time)
    return layer.map { $0.localTime(fromGlobal: global) } ?? global
  }

  /// Whether the layer's time stands still (it or an ancestor has `speed` 0).
  var isTimePaused: Bool { timingChain.contains { $0.speed == 0 } }
}

/// The scene time of the current engine's clock, in seconds (`CACurrentMediaTime()`): what a
/// `beginTime` is measured against. It moves only with the window's frame clock.
@MainActor
public func currentMediaTime() -> Double { AnimationEngine.current.now }

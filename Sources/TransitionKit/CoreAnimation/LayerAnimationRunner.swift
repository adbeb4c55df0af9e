/// A value an explicit animation or an animation block showed on a layer in one frame, for
/// traces: the layer's name, the key path, the value.
public struct LayerAnimationSample {
  public var layer: String
  public var keyPath: String
  public var value: AnimationValue
}

/// Something that happened to a layer animation, for traces.
public struct LayerAnimationEvent: Equatable, Sendable {
  public enum Kind: String, Sendable {
    /// An animation began (its delegate's `animationDidStart`).
    case start
    /// An animation stopped (`animationDidStop(_:finished:)`).
    case stop
    /// A transaction's completion block ran.
    case transactionCompletion = "transaction-completion"
  }

  public var kind: Kind
  public var layer: String?
  public var key: String?
  public var keyPath: String?
  public var finished: Bool?
  /// How deep the completed transaction was nested (0: the outermost or implicit one).
  public var depth: Int?
  public var time: Double
}

/// Runs the explicit animations of an engine's layers: on each frame, after the engine's
/// animators, each layer's animations are evaluated at its own time and their values shown;
/// then the delegates hear of starts and stops, in the order they happened, and the
/// transactions' completions run.
@MainActor
public final class LayerAnimationRunner {
  unowned let engine: AnimationEngine
  /// Layers with animations, in the order they first had one.
  private(set) var layers: [Layer] = []
  /// Delegate calls waiting for the end of the frame.
  private var pendingCalls: [(LayerAnimation, Bool?)] = []
  var anonymousCount = 0
  /// Whether samples are kept for a trace.
  public var recordsSamples = false
  /// The values shown since the last `drainSamples()`.
  public private(set) var samples: [LayerAnimationSample] = []
  /// What happened since the last `drainEvents()`.
  public private(set) var events: [LayerAnimationEvent] = []

  init(engine: AnimationEngine) { self.engine = engine }

  /// Whether any layer animation needs frames: one whose layer's time runs, or one following
  /// a running transition time line.
  public var isActive: Bool {
    layers.contains { layer in
      !layer.animationEntries.isEmpty
        && (!layer.isTimePaused
          || layer.animationEntries.contains { $0.binding?.timeline.isRunning == true })
    }
  }

  /// How many layers have animations now.
  public var animatedLayerCount: Int { layers.count }

  func register(_ layer: Layer) {
    if !layers.contains(where: { $0 === layer }) { layers.append(layer) }
  }

  /// Evaluates every layer's animations at the clock's time, then tells delegates and runs
  /// completions.
  func tick() {
    var index = 0
    while index < layers.count {
      evaluate(layers[index], bookkeeping: true)
      index += 1
    }
    layers.removeAll { $0.animationEntries.isEmpty }
    firePendingCalls()
    Transaction.runReadyCompletions()
  }

  /// The values and phases of one layer's animations at the clock's time, shown at once.
  /// Between frames (an animation added, a timing changed) only the values are shown: starts,
  /// ends and removals happen at the next frame, so a layer's timing set in several steps, as
  /// code resuming a paused layer does, is judged once it is all set.
  func evaluate(_ layer: Layer, bookkeeping: Bool = false) {
    let layerTime = layer.localTime(fromGlobal: engine.now)
    var frame = LayerFrame(layer: layer)
    var removed: [LayerAnimationEntry] = []
    for entry in layer.animationEntries {
      if bookkeeping, let binding = entry.binding, let end = binding.timeline.endPosition {
        if end == .start {
          removed.append(entry)
          continue
        }
        entry.clockOffset = binding.timeline.time + binding.offset - layerTime
        entry.binding = nil
      }
      let time = entry.parentTime(layerTime: layerTime)
      let phase = entry.animation.contribute(at: time, to: &frame, topLevel: true)
      guard bookkeeping else { continue }
      if phase != .before, !entry.started {
        entry.started = true
        pendingCalls.append((entry.animation, nil))
        note(.start, layer: layer, entry: entry)
      }
      if phase == .after, !entry.stopped {
        entry.stopped = true
        pendingCalls.append((entry.animation, true))
        note(.stop, layer: layer, entry: entry, finished: true)
        Transaction.animationEnded(for: entry.completions)
        entry.completions = []
        if entry.animation.isRemovedOnCompletion { removed.append(entry) }
      }
      if recordsSamples {
        for (keyPath, value) in entry.animation.samples(at: time, frame: frame) {
          samples.append(
            LayerAnimationSample(layer: layer.traceName, keyPath: keyPath, value: value))
        }
      }
    }
    for entry in removed {
      layer.animationEntries.removeAll { $0 === entry }
      if !entry.stopped { stop(entry, on: layer, finished: false) }
    }
    for (key, value) in frame.values { layer.setPresentationValue(value, forKey: key) }
    for key in layer.animatedKeys where frame.values[key] == nil {
      layer.syncPresentation(forKey: key)
    }
    // A key of `needsDisplay(forKey:)` that animates, or has just stopped, displays the layer
    // at this frame.
    let displays =
      layer.keysNeedDisplay(frame.values.keys) || layer.keysNeedDisplay(layer.animatedKeys)
    layer.animatedKeys = Set(frame.values.keys)
    if displays { layer.displayNow() }
    layer.presentedTransition = frame.transition
  }

  /// An entry leaves its layer before its end (replaced, removed, or its transition
  /// cancelled): its delegate hears `finished == false`, whether or not it had started.
  func stop(_ entry: LayerAnimationEntry, on layer: Layer, finished: Bool) {
    guard !entry.stopped else { return }
    entry.stopped = true
    pendingCalls.append((entry.animation, finished))
    note(.stop, layer: layer, entry: entry, finished: finished)
    Transaction.animationEnded(for: entry.completions)
    entry.completions = []
  }

  /// Lets the animations following `timeline` run on the clock from where they are (the
  /// timeline will not be driven).
  func releaseBinding(to timeline: AnimationTimeline) {
    for layer in layers {
      let layerTime = layer.localTime(fromGlobal: engine.now)
      for entry in layer.animationEntries where entry.binding?.timeline === timeline {
        entry.clockOffset = timeline.time + (entry.binding?.offset ?? 0) - layerTime
        entry.binding = nil
      }
    }
  }

  /// A layer's or an ancestor's timing changed: its animations and those below show the new
  /// time at once.
  func timingDidChange(of layer: Layer) {
    for animated in layers where layer.isAncestor(of: animated) { evaluate(animated) }
  }

  private func firePendingCalls() {
    while !pendingCalls.isEmpty {
      let calls = pendingCalls
      pendingCalls.removeAll()
      for (animation, finished) in calls {
        guard let delegate = animation.delegate else { continue }
        if let finished {
          delegate.animationDidStop(animation, finished: finished)
        } else {
          delegate.animationDidStart(animation)
        }
      }
    }
  }

  private func note(
    _ kind: LayerAnimationEvent.Kind, layer: Layer, entry: LayerAnimationEntry,
    finished: Bool? = nil
  ) {
    guard recordsSamples else { return }
    events.append(
      LayerAnimationEvent(
        kind: kind, layer: layer.traceName,
        key: entry.key.hasPrefix("\u{1}") ? nil : entry.key,
        keyPath: (entry.animation as? PropertyAnimation)?.keyPath, finished: finished,
        depth: nil, time: engine.now))
  }

  func noteTransactionCompletion(depth: Int) {
    guard recordsSamples else { return }
    events.append(
      LayerAnimationEvent(
        kind: .transactionCompletion, layer: nil, key: nil, keyPath: nil, finished: nil,
        depth: depth, time: engine.now))
  }

  /// A value an animator's layer track showed (for traces).
  func noteTrackSample(layer: Layer, key: String, value: AnimationValue) {
    guard recordsSamples else { return }
    samples.append(LayerAnimationSample(layer: layer.traceName, keyPath: key, value: value))
  }

  /// Takes the samples kept since the last call: the last value of each layer's key path,
  /// in the order each was first shown (a frame may show a value more than once, a scrub and
  /// then the frame itself).
  public func drainSamples() -> [LayerAnimationSample] {
    defer { samples.removeAll(keepingCapacity: true) }
    var order: [String] = []
    var last: [String: LayerAnimationSample] = [:]
    for sample in samples {
      let key = sample.layer + "\u{0}" + sample.keyPath
      if last[key] == nil { order.append(key) }
      last[key] = sample
    }
    return order.compactMap { last[$0] }
  }

  /// Takes the events kept since the last call.
  public func drainEvents() -> [LayerAnimationEvent] {
    defer { events.removeAll(keepingCapacity: true) }
    return events
  }
}

extension Layer {
  /// The layer's name in traces: its own name, its view's, else its kind.
  var traceName: String { name ?? view?.name ?? String(describing: type(of: self)) }
}

extension AnimationEngine {
  /// The engine's layer animations if any layer has had one (without making them).
  public var layerAnimationsIfMade: LayerAnimationRunner? { layerAnimationStorage }

  /// The engine's layer animations.
  public var layerAnimations: LayerAnimationRunner {
    if let runner = layerAnimationStorage { return runner }
    let runner = LayerAnimationRunner(engine: self)
    layerAnimationStorage = runner
    return runner
  }
}

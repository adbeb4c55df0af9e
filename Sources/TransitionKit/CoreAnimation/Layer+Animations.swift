/// One animation running on a layer: the copy added, the key it was added under, and its
/// bookkeeping.
@MainActor
final class LayerAnimationEntry {
  let key: String
  let animation: LayerAnimation
  /// The properties it sets.
  let keys: [String]
  var started = false
  var stopped = false
  /// The transaction completions waiting for it.
  var completions: [TransactionCompletion]
  /// The interactive transition's time line it was added on, and the difference between the
  /// layer's time and that time line's when it was added: it follows the time line (scrubbed
  /// with the transition) until the time line ends.
  var binding: (timeline: AnimationTimeline, offset: Double)?
  /// Added to the layer's time once the time line it followed has ended.
  var clockOffset = 0.0

  init(
    key: String, animation: LayerAnimation, completions: [TransactionCompletion],
    binding: (timeline: AnimationTimeline, offset: Double)?
  ) {
    self.key = key
    self.animation = animation
    keys = animation.animatedKeys
    self.completions = completions
    self.binding = binding
  }

  func animates(_ key: String) -> Bool { keys.contains(key) }

  /// The animation's parent time when the layer's time is `layerTime`.
  func parentTime(layerTime: Double) -> Double {
    if let binding { return binding.timeline.time + binding.offset }
    return layerTime + clockOffset
  }
}

/// Explicit animations on a layer (`add(_:forKey:)` and the rest).
extension Layer {
  private static let anonymousKeyPrefix = "\u{1}animation-"

  /// Adds a copy of `animation` under `key`, replacing the animation there (which stops,
  /// unfinished). It runs on the engine of the layer's window: from the layer's time now when
  /// its `beginTime` is 0, with the transaction's duration when its own is 0; added while an
  /// interactive transition builds its animations, it follows that transition's time line.
  public func add(_ animation: LayerAnimation, forKey key: String?) {
    guard let copy = animation.copy() as? LayerAnimation else { return }
    let engine = self.engine
    let runner = engine.layerAnimations
    if copy.duration <= 0 { copy.duration = Transaction.animationDuration() }
    if copy.timingFunction == nil {
      copy.timingFunction =
        Transaction.animationTimingFunction()
        ?? (copy.isImplicit ? MediaTimingFunction(name: .default) : nil)
    }
    let layerTime = localTime(fromGlobal: engine.now)
    var binding: (timeline: AnimationTimeline, offset: Double)?
    if let timeline = engine.timelineStack.last { binding = (timeline, layerTime - timeline.time) }
    if copy.beginTime == 0 { copy.beginTime = layerTime }
    copy.resolve(on: self)
    runner.anonymousCount += 1
    let entryKey = key ?? Self.anonymousKeyPrefix + String(runner.anonymousCount)
    if let index = animationEntries.firstIndex(where: { $0.key == entryKey }) {
      let old = animationEntries.remove(at: index)
      runner.stop(old, on: self, finished: false)
    }
    let entry = LayerAnimationEntry(
      key: entryKey, animation: copy, completions: Transaction.completionsForNewAnimation(),
      binding: binding)
    animationEntries.append(entry)
    if copy is LayerTransition || copy.animatedKeys.contains(where: { !Self.viewKeys.contains($0) })
    {
      usesLayerFeatures = true
    }
    runner.register(self)
    runner.evaluate(self)
  }

  /// The animation added under `key` (the copy that runs), if it is still on the layer.
  public func animation(forKey key: String) -> LayerAnimation? {
    animationEntries.first { $0.key == key }?.animation
  }

  /// The keys of the animations on the layer, in the order added; `nil` when there are none.
  public func animationKeys() -> [String]? {
    let keys = animationEntries.map(\.key).filter { !$0.hasPrefix(Self.anonymousKeyPrefix) }
    return keys.isEmpty ? nil : keys
  }

  /// Stops and removes the animation under `key` (its delegate hears `finished == false`).
  public func removeAnimation(forKey key: String) {
    guard let index = animationEntries.firstIndex(where: { $0.key == key }) else { return }
    let entry = animationEntries.remove(at: index)
    let runner = engine.layerAnimations
    runner.stop(entry, on: self, finished: false)
    runner.evaluate(self)
  }

  /// Stops and removes every animation on the layer.
  public func removeAllAnimations() {
    let entries = animationEntries
    animationEntries.removeAll()
    let runner = engine.layerAnimations
    for entry in entries { runner.stop(entry, on: self, finished: false) }
    runner.evaluate(self)
  }

  /// The keys a view keeps (its geometry and look), animated without layer features.
  static let viewKeys: Set<String> = [
    "position", "bounds", "opacity", "backgroundColor", "cornerRadius", "shadowColor",
    "shadowOpacity", "shadowOffset", "shadowRadius", "anchorPoint",
  ]

  /// A property's value under its explicit animations: the model value, or, while an
  /// animator (a view animation block) moves it, what that shows.
  func baseValue(forKey key: String) -> AnimationValue? {
    if trackedKeys[key] != nil { return presentationValue(forKey: key) }
    if let view, let property = AnimatableProperty(layerKey: key),
      view.animationOwners[property.rawValue] != nil
    {
      return presentationValue(forKey: key)
    }
    if key == "transform", let view, modelState.transform == nil,
      view.animationOwners[AnimatableProperty.transform.rawValue] != nil
    {
      return presentationValue(forKey: key)
    }
    return modelValue(forKey: key)
  }
}

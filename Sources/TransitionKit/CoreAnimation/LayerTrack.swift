/// A layer property moved by an animator: a change made inside a view animation block to a
/// property the view does not keep (its layer's 3-D `transform`, `borderWidth`, a shape
/// layer's `path`…), or any property changed inside `View.animateKeyframes`. Its values are
/// keyframes over the animator's progress, so it scrubs, reverses and follows an interactive
/// transition with the animator.
@MainActor
struct LayerTrack {
  let layer: Layer
  let key: String
  /// Values at fractions of the animator's progress, the first at 0 (where the track joined).
  var keyframes: [(time: Double, value: AnimationValue)]
  /// How the values are joined.
  var mode: CalculationMode
  /// The animator's progress when the track joined: it moves over the rest of the run.
  let base: Double
  /// For a change in a nested or delayed block: the part of the animator's time it moves in.
  let window: AnimationWindow?
  /// The value on screen when the track began, and the model value it leads to.
  let startValue: AnimationValue
  var endValue: AnimationValue

  init(
    layer: Layer, key: String, from: AnimationValue, to: AnimationValue, base: Double,
    window: AnimationWindow?
  ) {
    self.layer = layer
    self.key = key
    keyframes = [(0, from), (1, to)]
    mode = .linear
    self.base = base
    self.window = window
    startValue = from
    endValue = to
  }

  /// The value at the animator's progress `p` (and forward fraction of time `fraction`, for a
  /// windowed track).
  func value(progress p: Double, fraction: Double) -> AnimationValue {
    var q = p
    if let window {
      let span = window.end - window.start
      let u = span > 0 ? Swift.min(Swift.max((fraction - window.start) / span, 0), 1) : 1
      q = window.timing.cubicTimingParameters?.bezier.value(at: u) ?? u
    } else if base > 0 {
      q = base < 1 ? Swift.max((p - base) / (1 - base), 0) : 1
    }
    if keyframes.count == 2, mode == .linear {
      return keyframes[0].value.interpolated(to: keyframes[1].value, fraction: q)
    }
    let values = keyframes.map(\.value)
    let times = keyframes.map(\.time)
    return KeyframeAnimation.value(
      of: values, at: q, mode: mode, keyTimes: mode == .discrete ? times : times,
      timingFunctions: nil)
  }

  /// Shows the value at the animator's progress.
  func show(progress p: Double, fraction: Double) {
    let value = value(progress: p, fraction: fraction)
    layer.setPresentationValue(value, forKey: key)
    layer.engine.layerAnimations.noteTrackSample(layer: layer, key: key, value: value)
  }

  /// Aims the last keyframe at the layer's model value (the property was set again).
  mutating func retarget() {
    guard let model = layer.modelValue(forKey: key) else { return }
    endValue = model
    keyframes[keyframes.count - 1].value = model
  }

  /// Adds a keyframe of `View.animateKeyframes`: the value before holds until `start`, then
  /// moves to the model value by `start + duration` (fractions of the run). In discrete mode
  /// the new value shows from `start`.
  mutating func addKeyframe(start: Double, duration: Double, value: AnimationValue) {
    let end = Swift.min(Swift.max(start + duration, 0), 1)
    let begin = Swift.min(Swift.max(start, 0), end)
    keyframes.removeAll { $0.time > begin + 1e-12 && $0.time != 0 }
    let previous = keyframes.last?.value ?? startValue
    if mode == .discrete {
      if begin > (keyframes.last?.time ?? 0) {
        keyframes.append((begin, value))
      } else {
        keyframes[keyframes.count - 1].value = value
      }
    } else {
      if begin > (keyframes.last?.time ?? 0) + 1e-12 { keyframes.append((begin, previous)) }
      if end > (keyframes.last?.time ?? 0) {
        keyframes.append((end, value))
      } else {
        keyframes[keyframes.count - 1].value = value
      }
    }
    endValue = value
  }
}

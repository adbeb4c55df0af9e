import TransitionKit

/// Layer animations in the trace: what each explicit animation (and each animation block's
/// layer change) shows on every frame, and when animations start and stop and transactions
/// complete.
///
/// - `{"t":…,"kind":"layer-animation","layer":NAME,"key_path":"strokeEnd","value":V}` for each
///   frame an animation moves a layer property: `V` a number, or the list of a point's, size's,
///   rectangle's, colour's (red, green, blue, alpha) or transform's (m11 … m44) numbers, or a
///   path's points (x, y, … in order, control points included).
/// - `{"t":…,"kind":"layer-animation-event","event":"start"|"stop","layer":NAME,"key":KEY,
///   "key_path":…,"finished":…}` when an explicit animation starts or stops (what its delegate
///   hears), and `{"t":…,"kind":"layer-animation-event","event":"transaction-completion",
///   "depth":D}` when a transaction's completion block runs (`D` 0 for the outermost).
extension SceneSession {
  /// Starts keeping layer animation samples while a trace is written.
  func prepareLayerAnimationTrace() {
    guard traceSink != nil else { return }
    engine.layerAnimations.recordsSamples = true
  }

  /// Writes the frame's layer animation lines.
  func emitLayerAnimationLines() {
    guard traceSink != nil, engine.layerAnimationsIfMade != nil else { return }
    let runner = engine.layerAnimations
    for event in runner.drainEvents() {
      var fields: [(String, JSONValue)] = [("event", .string(event.kind.rawValue))]
      if let layer = event.layer { fields.append(("layer", .string(layer))) }
      if let key = event.key { fields.append(("key", .string(key))) }
      if let keyPath = event.keyPath { fields.append(("key_path", .string(keyPath))) }
      if let finished = event.finished { fields.append(("finished", .bool(finished))) }
      if let depth = event.depth { fields.append(("depth", .number(Double(depth)))) }
      emit("layer-animation-event", at: event.time, fields)
    }
    for sample in runner.drainSamples() {
      let numbers = sample.value.traceComponents
      let value: JSONValue =
        numbers.count == 1 && Self.isScalar(sample.value)
        ? .number(numbers[0]) : .array(numbers.map { .number($0) })
      emit(
        "layer-animation", at: engine.now,
        [("layer", .string(sample.layer)), ("key_path", .string(sample.keyPath)), ("value", value)])
    }
  }

  private static func isScalar(_ value: AnimationValue) -> Bool {
    switch value {
    case .number, .bool: true
    default: false
    }
  }
}

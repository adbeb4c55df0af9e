/// An animation of one layer property, named by its key path (`CAPropertyAnimation`).
@MainActor
open class PropertyAnimation: LayerAnimation {
  /// The property it animates: `"position"`, `"opacity"`, `"transform.rotation.y"`,
  /// `"strokeEnd"`, `"path"`…
  public var keyPath: String?
  /// Whether its values add to the property's value instead of replacing it.
  public var isAdditive = false
  /// Whether each repetition starts where the one before ended.
  public var isCumulative = false

  /// An animation of `path`.
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }

  override func copySettings(from other: LayerAnimation) {
    super.copySettings(from: other)
    guard let other = other as? PropertyAnimation else { return }
    keyPath = other.keyPath
    isAdditive = other.isAdditive
    isCumulative = other.isCumulative
  }

  /// The key path, read.
  var parsedKeyPath: LayerKeyPath? { keyPath.flatMap(LayerKeyPath.init) }

  override var animatedKeys: [String] { parsedKeyPath.map { [$0.base] } ?? [] }

  /// The value the animation shows at `progress` (after timing) in repetition `iteration`,
  /// given the part of the property's value its key path names before it; `nil` shows
  /// nothing. Subclasses give it.
  func value(progress: Double, moment: AnimationMoment, base: AnimationValue?) -> AnimationValue? {
    nil
  }

  override func contribute(at parentTime: Double, to frame: inout LayerFrame, topLevel: Bool)
    -> AnimationMoment.Phase
  {
    let moment = moment(at: parentTime)
    guard let path = parsedKeyPath, shows(moment, topLevel: topLevel),
      let whole = frame.base(path.base)
    else { return moment.phase }
    let part = path.extract(from: whole)
    guard var value = value(progress: progress(moment), moment: moment, base: part) else {
      return moment.phase
    }
    if isAdditive, let part { value = part.adding(value) }
    if let replaced = path.replace(in: whole, with: value) { frame.values[path.base] = replaced }
    return moment.phase
  }

  override func samples(at parentTime: Double, frame: LayerFrame) -> [(String, AnimationValue)] {
    guard let keyPath, let path = parsedKeyPath, let whole = frame.values[path.base],
      let part = path.extract(from: whole)
    else { return [] }
    return [(keyPath, part)]
  }

  /// Whether the animation shows a value at this moment: while active, and before or after by
  /// its fill mode (at the top level, after only when it stays on its layer).
  func shows(_ moment: AnimationMoment, topLevel: Bool) -> Bool {
    switch moment.phase {
    case .active: true
    case .before: fillsBackwards
    case .after: fillsForwards && !(topLevel && isRemovedOnCompletion)
    }
  }
}

/// An animation from one value to another (`CABasicAnimation`).
///
/// As Core Animation documents: with `fromValue` and `toValue` it goes between them; with
/// `fromValue` and `byValue` from there by that much; with `byValue` and `toValue` to there
/// from that much before; with only `fromValue`, from it to the property's value; with only
/// `toValue`, from the value on screen when it was added to it; with only `byValue`, from that
/// value by that much; with none, from the value on screen before the change that started it
/// (an implicit animation) to the property's value.
@MainActor
open class BasicAnimation: PropertyAnimation {
  public var fromValue: Any?
  public var toValue: Any?
  public var byValue: Any?
  /// The value on screen when the animation was added, for the forms that start from it.
  var startValue: AnimationValue?

  override func copySettings(from other: LayerAnimation) {
    super.copySettings(from: other)
    guard let other = other as? BasicAnimation else { return }
    fromValue = other.fromValue
    toValue = other.toValue
    byValue = other.byValue
    startValue = other.startValue
  }

  override func resolve(on layer: Layer) {
    guard let path = parsedKeyPath else { return }
    if let changing = layer.changing, changing.key == path.base, let old = changing.old {
      startValue = path.extract(from: old)
    } else if let shown = layer.presentationValue(forKey: path.base) {
      startValue = path.extract(from: shown)
    }
  }

  /// The two ends, given the property's value before the animation.
  func ends(base: AnimationValue?) -> (AnimationValue, AnimationValue)? {
    let like = base ?? startValue
    // An unset value is absent (not a nil path or colour).
    let from = fromValue.flatMap { AnimationValue($0, like: like) }
    let to = toValue.flatMap { AnimationValue($0, like: like) }
    let by = byValue.flatMap { AnimationValue($0, like: like) }
    switch (from, to, by) {
    case (let f?, let t?, _): return (f, t)
    case (let f?, nil, let b?): return (f, f.adding(b))
    case (nil, let t?, let b?): return (t.subtracting(b), t)
    case (let f?, nil, nil):
      guard let base else { return nil }
      return (f, base)
    case (nil, let t?, nil):
      guard let start = startValue ?? base else { return nil }
      return (start, t)
    case (nil, nil, let b?):
      guard let start = startValue ?? base else { return nil }
      return (start, start.adding(b))
    case (nil, nil, nil):
      guard let start = startValue, let base else { return nil }
      return (start, base)
    }
  }

  override func value(progress: Double, moment: AnimationMoment, base: AnimationValue?)
    -> AnimationValue?
  {
    guard let (from, to) = ends(base: base) else { return nil }
    var value = from.interpolated(to: to, fraction: progress)
    if isCumulative, moment.iteration > 0 {
      let step = to.subtracting(from)
      for _ in 0..<Swift.min(moment.iteration, 10_000) { value = value.adding(step) }
    }
    return value
  }
}

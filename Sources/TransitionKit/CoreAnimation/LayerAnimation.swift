import Foundation

/// Something that runs when a layer property changes (Core Animation's `CAAction`): an
/// animation adds itself to the layer; `NSNull()` does nothing.
@MainActor
public protocol LayerAction: AnyObject {
  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: LayerAction {
  /// Does nothing: the key has no action.
  nonisolated public func run(
    forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?
  ) {}
}

/// Told when an animation starts and stops (`CAAnimationDelegate`); both are optional.
@MainActor
public protocol AnimationDelegate: AnyObject {
  func animationDidStart(_ anim: LayerAnimation)
  /// `flag` is true when the animation ran to its end, false when it was removed first.
  func animationDidStop(_ anim: LayerAnimation, finished flag: Bool)
}

extension AnimationDelegate {
  public func animationDidStart(_ anim: LayerAnimation) {}
  public func animationDidStop(_ anim: LayerAnimation, finished flag: Bool) {}
}

/// Where an animation is at a moment of its parent's time (`CAMediaTiming`'s model).
struct AnimationMoment {
  enum Phase { case before, active, after }
  var phase: Phase
  /// Seconds into the current repetition's simple duration, after reversing: in [0, duration].
  var simpleTime: Double
  /// Which repetition (0 for the first).
  var iteration: Int
  /// The share of the simple duration, in [0, 1].
  var fraction: Double
}

/// An animation of a layer (`CAAnimation`): its timing (`CAMediaTiming`) and what happens at
/// its end. Added to a layer with `Layer.add(_:forKey:)`, which adds a copy: changing the
/// animation afterwards changes nothing on screen.
///
/// Time: the animation's own time is (parent time − `beginTime`) × `speed` + `timeOffset`,
/// where the parent is its layer (or its group). It is active for `duration` × (`repeatCount`,
/// at least 1), twice that with `autoreverses`, or for `repeatDuration`. Before and after,
/// `fillMode` says whether it shows its first and last values; at its end it is removed unless
/// `isRemovedOnCompletion` is false.
@MainActor
open class LayerAnimation: LayerAction {
  /// When it starts, in its layer's time (seconds); 0 when added means "now".
  public var beginTime = 0.0
  /// Seconds of one repetition; 0 when added takes the transaction's duration (0.25 s).
  public var duration = 0.0
  /// How fast its time runs against its layer's.
  public var speed: Float = 1
  public var timeOffset = 0.0
  /// How many times it plays (fractions allowed, `.infinity` for ever); 0 plays once.
  public var repeatCount: Float = 0
  /// For how long it repeats, in seconds, instead of a count.
  public var repeatDuration = 0.0
  /// Whether each repetition plays forward, then backward.
  public var autoreverses = false
  public var fillMode = FillMode.removed
  /// The pacing; `nil` is linear (an implicit animation's is the default curve).
  public var timingFunction: MediaTimingFunction?
  /// Whether it leaves its layer when it ends (default true).
  public var isRemovedOnCompletion = true
  /// Told when it starts and stops; held strongly, as Core Animation holds it.
  public var delegate: (any AnimationDelegate)?
  /// Made by a layer's default action (an implicit animation).
  var isImplicit = false

  public required init() {}

  /// A copy of the animation with all its settings.
  open func copy() -> Any {
    let copy = type(of: self).init()
    copy.copySettings(from: self)
    return copy
  }

  /// Copies the settings of `other` (subclasses add theirs).
  func copySettings(from other: LayerAnimation) {
    beginTime = other.beginTime
    duration = other.duration
    speed = other.speed
    timeOffset = other.timeOffset
    repeatCount = other.repeatCount
    repeatDuration = other.repeatDuration
    autoreverses = other.autoreverses
    fillMode = other.fillMode
    timingFunction = other.timingFunction
    isRemovedOnCompletion = other.isRemovedOnCompletion
    delegate = other.delegate
    isImplicit = other.isImplicit
  }

  /// Adds the animation to the layer whose property changed (`CAAction`).
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
    (anObject as? Layer)?.add(self, forKey: event)
  }

  /// The seconds it is active: one run (twice with `autoreverses`) times `repeatCount`, or
  /// `repeatDuration`.
  var activeDuration: Double {
    let cycle = Swift.max(duration, 0) * (autoreverses ? 2 : 1)
    if repeatDuration > 0 { return repeatDuration }
    let count = repeatCount > 0 ? Double(repeatCount) : 1
    return cycle * count
  }

  /// Whether it shows its first value before it begins.
  var fillsBackwards: Bool { fillMode == .backwards || fillMode == .both }
  /// Whether it shows its last value after it ends.
  var fillsForwards: Bool { fillMode == .forwards || fillMode == .both }

  /// Where the animation is at `parentTime` (its layer's or group's time, seconds).
  func moment(at parentTime: Double) -> AnimationMoment {
    let d = Swift.max(duration, 0)
    let cycle = d * (autoreverses ? 2 : 1)
    let active = activeDuration
    var t = (parentTime - beginTime) * Double(speed)
    if t < 0 { return AnimationMoment(phase: .before, simpleTime: 0, iteration: 0, fraction: 0) }
    if t >= active {
      return end(d: d, cycle: cycle, active: active)
    }
    if timeOffset != 0, active > 0, active.isFinite {
      t = (t + timeOffset).truncatingRemainder(dividingBy: active)
      if t < 0 { t += active }
    }
    guard cycle > 0 else {
      return AnimationMoment(phase: .active, simpleTime: d, iteration: 0, fraction: 1)
    }
    let iteration = Int((t / cycle).rounded(.down))
    var inCycle = t - Double(iteration) * cycle
    if autoreverses, inCycle > d { inCycle = 2 * d - inCycle }
    let simple = Swift.min(Swift.max(inCycle, 0), d)
    return AnimationMoment(
      phase: .active, simpleTime: simple, iteration: iteration, fraction: d > 0 ? simple / d : 1)
  }

  /// The moment at the end of the active time: the last repetition's end (its start again
  /// when it autoreverses a whole number of times).
  private func end(d: Double, cycle: Double, active: Double) -> AnimationMoment {
    guard cycle > 0, active.isFinite else {
      return AnimationMoment(phase: .after, simpleTime: d, iteration: 0, fraction: 1)
    }
    let repetitions = active / cycle
    let iteration = Swift.max(Int(repetitions.rounded(.up)) - 1, 0)
    var inCycle = active - Double(iteration) * cycle
    if autoreverses, inCycle > d { inCycle = 2 * d - inCycle }
    let simple = Swift.min(Swift.max(inCycle, 0), d)
    return AnimationMoment(
      phase: .after, simpleTime: simple, iteration: iteration, fraction: d > 0 ? simple / d : 1)
  }

  /// The share of change at a moment: the fraction of time through `timingFunction`.
  func progress(_ moment: AnimationMoment) -> Double {
    timingFunction?.value(at: moment.fraction) ?? moment.fraction
  }

  /// Adds what the animation shows at `parentTime` to `frame`; returns its phase. By default
  /// nothing (a property animation shows values).
  func contribute(at parentTime: Double, to frame: inout LayerFrame, topLevel: Bool)
    -> AnimationMoment.Phase
  {
    moment(at: parentTime).phase
  }

  /// Prepares a freshly added copy: values taken from the layer where none were given.
  func resolve(on layer: Layer) {}

  /// The key paths the animation sets (each property's name).
  var animatedKeys: [String] { [] }

  /// Trace samples of what the animation shows at `parentTime`: (key path, value).
  func samples(at parentTime: Double, frame: LayerFrame) -> [(String, AnimationValue)] { [] }
}

/// The values a layer's animations put on screen in one frame, by property name, over the
/// values the layer shows without them.
@MainActor
struct LayerFrame {
  unowned let layer: Layer
  var values: [String: AnimationValue] = [:]
  /// A transition's state, when one runs.
  var transition: LayerTransitionState?

  init(layer: Layer) { self.layer = layer }

  /// The value of a property before the animation at hand: what earlier animations gave, or
  /// what the layer shows without them.
  mutating func base(_ key: String) -> AnimationValue? {
    if let value = values[key] { return value }
    return layer.baseValue(forKey: key)
  }
}

/// Animations run together on one time line (`CAAnimationGroup`): each child's time is the
/// group's own time, and the group's `duration` cuts them. A child whose duration is 0 takes
/// the group's.
@MainActor
open class AnimationGroup: LayerAnimation {
  public var animations: [LayerAnimation]?

  override func copySettings(from other: LayerAnimation) {
    super.copySettings(from: other)
    guard let other = other as? AnimationGroup else { return }
    animations = other.animations?.compactMap { $0.copy() as? LayerAnimation }
  }

  override var animatedKeys: [String] { (animations ?? []).flatMap(\.animatedKeys) }

  override func resolve(on layer: Layer) {
    for child in animations ?? [] {
      if child.duration <= 0 { child.duration = duration }
      child.resolve(on: layer)
    }
  }

  override func contribute(at parentTime: Double, to frame: inout LayerFrame, topLevel: Bool)
    -> AnimationMoment.Phase
  {
    let moment = moment(at: parentTime)
    let shows: Bool
    switch moment.phase {
    case .active: shows = true
    case .before: shows = fillsBackwards
    case .after: shows = fillsForwards && !(topLevel && isRemovedOnCompletion)
    }
    guard shows else { return moment.phase }
    let local = groupTime(moment)
    for child in animations ?? [] {
      _ = child.contribute(at: local, to: &frame, topLevel: false)
    }
    return moment.phase
  }

  override func samples(at parentTime: Double, frame: LayerFrame) -> [(String, AnimationValue)] {
    let local = groupTime(moment(at: parentTime))
    return (animations ?? []).flatMap { $0.samples(at: local, frame: frame) }
  }

  /// The children's parent time: the group's time into its repetition, through its timing.
  private func groupTime(_ moment: AnimationMoment) -> Double {
    guard let timingFunction, duration > 0 else { return moment.simpleTime }
    return timingFunction.value(at: moment.fraction) * duration
  }
}

/// The kinds of `LayerTransition` (`CATransitionType`), with the ones UIKit's view transitions
/// use.
public struct TransitionType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The old picture fades out as the new one fades in.
  public static let fade = TransitionType(rawValue: "fade")
  /// The new picture slides in over the old one.
  public static let moveIn = TransitionType(rawValue: "moveIn")
  /// The new picture pushes the old one out.
  public static let push = TransitionType(rawValue: "push")
  /// The old picture slides away, uncovering the new one.
  public static let reveal = TransitionType(rawValue: "reveal")
  /// The layer turns over in 3-D, the old picture on its front and the new on its back
  /// (UIKit's `.transitionFlipFrom…`).
  public static let flip = TransitionType(rawValue: "oglFlip")
  /// The old picture is lifted from a corner like a page (UIKit's `.transitionCurlUp`); drawn
  /// as a fold (see the renderer).
  public static let curlUp = TransitionType(rawValue: "pageCurl")
  /// The page comes back down over the new picture (`.transitionCurlDown`).
  public static let curlDown = TransitionType(rawValue: "pageUnCurl")
}

/// The side a transition moves from (`CATransitionSubtype`).
public struct TransitionSubtype: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let fromLeft = TransitionSubtype(rawValue: "fromLeft")
  public static let fromRight = TransitionSubtype(rawValue: "fromRight")
  public static let fromTop = TransitionSubtype(rawValue: "fromTop")
  public static let fromBottom = TransitionSubtype(rawValue: "fromBottom")
}

/// A change of a layer's whole picture animated as one (`CATransition`): added to a layer
/// after (or while) its content changes, it shows the picture from before the change going
/// to the new one. The old picture is taken when the transition is added, from what is on
/// screen then.
@MainActor
open class LayerTransition: LayerAnimation {
  public var type = TransitionType.fade
  public var subtype: TransitionSubtype?
  /// Where in its course it starts and ends, in [0, 1].
  public var startProgress: Float = 0
  public var endProgress: Float = 1
  /// The picture from before, taken when added.
  var oldPicture: View?

  override func copySettings(from other: LayerAnimation) {
    super.copySettings(from: other)
    guard let other = other as? LayerTransition else { return }
    type = other.type
    subtype = other.subtype
    startProgress = other.startProgress
    endProgress = other.endProgress
    oldPicture = other.oldPicture
  }

  override func resolve(on layer: Layer) {
    if oldPicture == nil, let view = layer.view { oldPicture = view.frozenCopy() }
  }

  override func contribute(at parentTime: Double, to frame: inout LayerFrame, topLevel: Bool)
    -> AnimationMoment.Phase
  {
    let moment = moment(at: parentTime)
    let shows: Bool
    switch moment.phase {
    case .active: shows = true
    case .before: shows = fillsBackwards
    case .after: shows = fillsForwards && !(topLevel && isRemovedOnCompletion)
    }
    guard shows, let oldPicture else { return moment.phase }
    let a = Double(startProgress)
    let b = Double(endProgress)
    frame.transition = LayerTransitionState(
      type: type, subtype: subtype, progress: a + (b - a) * progress(moment), oldPicture: oldPicture
    )
    return moment.phase
  }

  override func samples(at parentTime: Double, frame: LayerFrame) -> [(String, AnimationValue)] {
    guard let transition = frame.transition else { return [] }
    return [("transition", .number(transition.progress))]
  }
}

/// What a layer shows of a transition in one frame: its kind, how far along, and the picture
/// from before.
public struct LayerTransitionState {
  public var type: TransitionType
  public var subtype: TransitionSubtype?
  /// From 0 (the old picture) to 1 (the new one).
  public var progress: Double
  /// A frozen copy of the view as it was, placed like the view's bounds.
  public var oldPicture: View
}

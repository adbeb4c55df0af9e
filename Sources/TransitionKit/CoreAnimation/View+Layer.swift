import Foundation

extension View: LayerDelegate {
  /// The view's layer if it has been made (`layer` makes it on first use).
  public var layerIfLoaded: Layer? { layerStorage }
}

/// The action a view gives its layer inside an animation block: the change joins the block's
/// animator (see `PropertyAnimator.captureLayerChange`).
@MainActor
final class ViewAnimationBlockAction: LayerAction {
  unowned let animator: PropertyAnimator

  init(animator: PropertyAnimator) { self.animator = animator }

  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
    guard let layer = anObject as? Layer else { return }
    animator.captureLayerChange(layer, key: event, old: layer.changing?.old)
  }
}

extension View {
  /// The layer keys a view animation block animates, as UIKit's does: geometry, transforms,
  /// opacity, colours, corners, borders and shadows. A shape layer's `path` and `strokeEnd` or a
  /// gradient's `colors` are not among them, as in UIKit, where a view that wants them animated
  /// returns an animation from `action(for:forKey:)`.
  static let blockAnimatedLayerKeys: Set<String> = [
    "position", "bounds", "anchorPoint", "anchorPointZ", "transform", "sublayerTransform",
    "opacity", "backgroundColor", "cornerRadius", "borderWidth", "borderColor", "shadowColor",
    "shadowOpacity", "shadowOffset", "shadowRadius", "shadowPath", "zPosition", "contentsRect",
    "backdrop",
  ]

  /// `action(for:forKey:)`'s default: the animation block's action inside one, for the keys
  /// UIKit animates there; `NSNull()` otherwise.
  public func defaultAction(for layer: Layer, forKey event: String) -> (any LayerAction)? {
    let engine = window?.engine ?? AnimationEngine.current
    if let frame = engine.captureStack.last, let animator = frame,
      Self.blockAnimatedLayerKeys.contains(event)
        || (animator.keyframeMode != nil && type(of: layer).isAnimatable(key: event))
    {
      return ViewAnimationBlockAction(animator: animator)
    }
    return NSNull()
  }

  /// The duration of the animation block being run, in seconds; 0 outside any (UIKit's
  /// `UIView.inheritedAnimationDuration`). A view's `action(for:forKey:)` gives its own
  /// animations this duration.
  public static var inheritedAnimationDuration: Double {
    guard let frame = AnimationEngine.current.captureStack.last, let animator = frame else {
      return 0
    }
    return animator.duration
  }

  /// Whether an animation block is being run now (UIKit's `UIView.areAnimationsEnabled` is
  /// about something else; this is what `action(for:forKey:)` overrides ask).
  public static var isInsideAnimationBlock: Bool {
    if let frame = AnimationEngine.current.captureStack.last, frame != nil { return true }
    return false
  }

  /// Copies the layer's own state into a frozen copy of the view (a snapshot): its 3-D
  /// transform, border, mask, corner shape and the layers added to it, as they are on screen.
  func copyLayerState(to copy: View) {
    guard let layer = layerStorage, layer.usesLayerFeatures else { return }
    let frozen = type(of: layer).init()
    frozen.copyValues(from: layer, presentation: true)
    frozen.view = copy
    frozen.delegate = copy
    frozen.ownModel = ViewValues(frame: .zero)
    frozen.ownPresentation = frozen.ownModel
    frozen.modelState.transform = layer.shownState.transform
    frozen.shownState = frozen.modelState
    frozen.mask = layer.mask.map { $0.frozenCopy() }
    copy.layerStorage = frozen
    if layer.sublayerStorage != nil {
      var list: [Layer] = []
      for sublayer in layer.orderedSublayers {
        if let sublayerView = sublayer.view, sublayerView.superview === self {
          if let index = subviews.firstIndex(where: { $0 === sublayerView }),
            index < copy.subviews.count
          {
            list.append(copy.subviews[index].layer)
          }
        } else {
          let child = sublayer.frozenCopy()
          child.ownSuperlayer = frozen
          list.append(child)
        }
      }
      frozen.sublayerStorage = list
    }
  }
}

extension Layer {
  /// A copy of a standalone layer tree as it is on screen now, with no animations.
  func frozenCopy() -> Layer {
    let copy = type(of: self).init()
    copy.copyValues(from: self, presentation: true)
    copy.mask = mask?.frozenCopy()
    if let view {
      let frozenView = view.frozenCopy()
      return frozenView.layer
    }
    var list: [Layer] = []
    for sublayer in orderedSublayers {
      let child = sublayer.frozenCopy()
      child.ownSuperlayer = copy
      list.append(child)
    }
    copy.sublayerStorage = list.isEmpty ? nil : list
    return copy
  }
}

import Foundation

/// Core Animation's own properties of a layer, beside the geometry and look a view keeps:
/// what is set (the model) and, in a second copy, what is on screen while animations run.
public struct LayerState {
  /// The layer's 3-D transform; `nil` while it is the view's affine transform (or, for a layer
  /// without a view, the identity).
  public var transform: Transform3D?
  public var sublayerTransform = Transform3D.identity
  public var zPosition = 0.0
  public var anchorPointZ = 0.0
  public var borderWidth = 0.0
  public var borderColor: Color? = .black
  public var shadowPath: Path?
  public var contents: AnyObject?
  /// The part of `contents` shown, in unit coordinates of the image.
  public var contentsRect = Rect(x: 0, y: 0, width: 1, height: 1)
}

/// What a layer's delegate (a view, for the layer it backs) is asked (Core Animation's
/// `CALayerDelegate`).
@MainActor
public protocol LayerDelegate: AnyObject {
  /// The action for a change of `event` (a property's key) on `layer`: `nil` to go on looking,
  /// `NSNull()` for none.
  func action(for layer: Layer, forKey event: String) -> (any LayerAction)?
}

extension LayerDelegate {
  public func action(for layer: Layer, forKey event: String) -> (any LayerAction)? { nil }
}

/// A rectangle that draws a background, a border, a shadow, contents and sublayers, in 3-D,
/// and animates (Core Animation's `CALayer`).
///
/// Every view has one (`view.layer`, of the view class's `layerClass`); it keeps the view's
/// geometry and look where the view does (`position` is the view's `center`, `opacity` its
/// `alpha`) and Core Animation's own properties itself. A layer made on its own (a *standalone*
/// layer) keeps everything itself, and a change to one of its animatable properties animates
/// implicitly over `Transaction.animationDuration()` (0.25 s) unless
/// `Transaction.setDisableActions(true)`; a view's own layer animates only inside an animation
/// block, as its view does. Explicit animations (`add(_:forKey:)`) run on the window's engine
/// and clock. Lengths are points, angles radians, times seconds.
@MainActor
open class Layer {
  /// The view this layer backs, if any.
  public internal(set) weak var view: View?
  /// Asked for the action of each change (a view, for its own layer).
  public weak var delegate: (any LayerDelegate)?
  /// A name for traces, tests and `sublayers` lookups.
  public var name: String?

  /// Geometry and look of a layer without a view (a view's own layer keeps them in the view).
  var ownModel = ViewValues(frame: .zero)
  var ownPresentation = ViewValues(frame: .zero)
  var ownHidden = false
  var ownMasksToBounds = false
  var modelState = LayerState()
  var shownState = LayerState()

  /// The layer's sublayers in drawing order, when it holds any a view does not give it: the
  /// layers of its view's subviews and its own sublayers, interleaved.
  var sublayerStorage: [Layer]?
  /// The layer this one is a standalone sublayer of.
  weak var ownSuperlayer: Layer?
  /// Whether any layer has been given a `zPosition`: until one has, no view's subviews need
  /// sorting by depth, and the renderer does not look.
  public internal(set) static var depthSortingInUse = false
  /// Where a view's layer being added through `insertSublayer` goes among the sublayers.
  var pendingPlacement: (layer: Layer, index: Int)?
  /// Whether the layer uses anything beyond what a plain view draws (a 3-D transform, a border,
  /// a mask, sublayers of its own, contents, a shape…): the renderer then takes the layer path.
  public internal(set) var usesLayerFeatures = false

  /// Corners that `cornerRadius` rounds (`maskedCorners`); all four by default.
  public var maskedCorners: RectCorner = .allCorners { didSet { usesLayerFeatures = true } }
  /// The shape of the rounded corners (`cornerCurve`); circular by default.
  public var cornerCurve: CornerCurve = .circular { didSet { usesLayerFeatures = true } }
  /// Whether the back of the layer shows when a 3-D transform turns it away (default true).
  public var isDoubleSided = true { didSet { usesLayerFeatures = true } }
  /// A layer whose alpha masks this one and its sublayers, in this layer's coordinates.
  public var mask: Layer? {
    didSet {
      oldValue?.maskOwner = nil
      mask?.maskOwner = self
      usesLayerFeatures = true
    }
  }
  weak var maskOwner: Layer?
  /// How `contents` fills the bounds (`contentsGravity`); stretched to fill by default.
  public var contentsGravity: ContentsGravity = .resize
  /// Pixels per point of `contents` (`contentsScale`).
  public var contentsScale = 1.0
  /// Whether the layer is cached as a picture (`shouldRasterize`): accepted and kept, but the
  /// renderer draws the same either way.
  public var shouldRasterize = false
  public var rasterizationScale = 1.0
  /// Whether a group's opacity applies to it as one picture (always so here).
  public var allowsGroupOpacity = true
  public var allowsEdgeAntialiasing = true
  public var needsDisplayOnBoundsChange = false
  /// Actions by key, asked after the delegate (`actions`); `NSNull()` turns a key's off.
  public var actions: [String: any LayerAction]?

  // MARK: Timing (CAMediaTiming), in the superlayer's time

  /// When the layer's own time starts, in its superlayer's time (seconds).
  public var beginTime = 0.0 { didSet { timingDidChange() } }
  /// How fast the layer's time runs against its superlayer's; 0 pauses it and its sublayers.
  public var speed = 1.0 { didSet { timingDidChange() } }
  /// Added to the layer's time: with `speed` 0, the moment it is paused at.
  public var timeOffset = 0.0 { didSet { timingDidChange() } }
  public var duration = 0.0
  public var repeatCount = 0.0
  public var repeatDuration = 0.0
  public var autoreverses = false
  public var fillMode = FillMode.removed

  /// The layer's explicit animations, in the order added.
  var animationEntries: [LayerAnimationEntry] = []
  /// Keys whose on-screen value an animator (a view animation block) moves now.
  var trackedKeys: [String: PropertyAnimator] = [:]
  /// Keys whose on-screen value the explicit animations set at the last frame.
  var animatedKeys: Set<String> = []
  /// The transition an explicit `LayerTransition` shows now, if any.
  public internal(set) var presentedTransition: LayerTransitionState?
  /// The key being changed and its value on screen before, while its action runs.
  var changing: (key: String, old: AnimationValue?)?
  /// The transaction flush during which the layer was made: a layer is not animated
  /// implicitly until it has been through one.
  let createdAtFlush: Int
  /// For a copy made by `presentation()`, the layer it shows.
  weak var modelLayerStorage: Layer?
  /// Values of keys that are not Core Animation's own (a subclass's `@NSManaged` properties,
  /// `setValue(_:forKey:)` with any key), as a `CALayer` keeps them: the model's.
  var dynamicValues: [String: AnimationValue] = [:]
  /// What is on screen of those keys.
  var shownDynamicValues: [String: AnimationValue] = [:]
  /// Whether `display()` is due (`setNeedsDisplay()`).
  var displayIsDue = false

  /// A standalone layer: no bounds, at the origin, opaque, with nothing to draw.
  public required init() {
    createdAtFlush = Transaction.flushCount
  }

  /// A copy of another layer's model values (what Core Animation calls to make a
  /// presentation copy of a layer subclass); `layer` that is not a `Layer` gives a plain one.
  public init(layer: Any) {
    createdAtFlush = Transaction.flushCount
    if let other = layer as? Layer { copyValues(from: other, presentation: false) }
  }

  /// The layer of `view`.
  init(view: View) {
    createdAtFlush = Transaction.flushCount
    self.view = view
    delegate = view
  }

  /// A layer for a view, of the view class's layer class.
  static func make(for view: View, class layerClass: AnyClass) -> Layer {
    let type = (layerClass as? Layer.Type) ?? Layer.self
    let layer = type.init()
    layer.view = view
    layer.delegate = view
    if type != Layer.self { layer.usesLayerFeatures = true }
    return layer
  }

  /// The model values of the layer's geometry and look: its view's, or its own.
  var geometry: ViewValues { view?.model ?? ownModel }
  /// What is on screen of the layer's geometry and look.
  var presentedGeometry: ViewValues { view?.presentation ?? ownPresentation }

  // MARK: Points subclasses extend

  /// The action for a change of `event` (a key): the delegate's, else `actions[event]`, else
  /// the class's `defaultAction(forKey:)`; `nil` for none.
  open func action(forKey event: String) -> (any LayerAction)? {
    if let delegate, let action = delegate.action(for: self, forKey: event) {
      return action is NSNull ? nil : action
    }
    if let action = actions?[event] { return action is NSNull ? nil : action }
    // Core Animation animates a layer only once it has been committed to a tree.
    guard Transaction.flushCount > createdAtFlush, superlayer != nil || maskOwner != nil else {
      return nil
    }
    return type(of: self).defaultAction(forKey: event)
  }

  /// The implicit animation of a key: a basic animation over the transaction's duration for
  /// an animatable key of a layer that has been on screen, `nil` otherwise.
  open class func defaultAction(forKey event: String) -> (any LayerAction)? {
    guard isAnimatable(key: event) else { return nil }
    let animation = BasicAnimation(keyPath: event)
    animation.isImplicit = true
    return animation
  }

  /// The position and size in the superlayer: the bounds around the anchor point, through an
  /// affine transform (the smallest upright rectangle holding them). Setting it sets
  /// `position` and the size of `bounds` so that it reads back as set (`FramePlacement`).
  /// Open, as `CALayer`'s is, so a subclass can watch it (`override var frame { didSet … }`).
  open var frame: Rect {
    get {
      var values = geometry
      values.transform = transform.affine
      return values.frame
    }
    set {
      if let view {
        view.frame = newValue
        return
      }
      let t = transform
      let placement = FramePlacement(
        frame: newValue, transform: t.isAffine ? t.affine : .identity, anchorPoint: anchorPoint)
      bounds = Rect(origin: bounds.origin, size: placement.size)
      position = placement.position
    }
  }

  /// Whether the layer must be displayed again when `key` changes (Core Animation's
  /// `needsDisplay(forKey:)`): a subclass returns true for its own animatable keys, and then
  /// `display()` runs after each change of the key and at each frame an animation of it shows.
  open class func needsDisplay(forKey key: String) -> Bool { false }

  /// Updates what the layer shows (Core Animation's `display()`), once it was marked with
  /// `setNeedsDisplay()` or a key of `needsDisplay(forKey:)` changed. A view's layer draws the
  /// view's `draw(_:)` into its `contents`, as UIKit's views are their layers' delegates
  /// (`View+Drawing.swift`); a subclass sets its own properties (a shape layer's `path`,
  /// `contents`). It runs on the layer itself with actions disabled; `presentation()` gives the
  /// values on screen.
  open func display() { view?.displayDrawnContent() }

  /// Every key a plain layer animates.
  static let animatableKeys: Set<String> = [
    "position", "bounds", "anchorPoint", "opacity", "backgroundColor", "cornerRadius",
    "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius", "transform",
    "sublayerTransform", "zPosition", "anchorPointZ", "borderWidth", "borderColor", "shadowPath",
    "contents", "contentsRect",
  ]

  /// Whether changes of `key` animate on this kind of layer.
  class func isAnimatable(key: String) -> Bool { animatableKeys.contains(key) }

  /// The model value of a property by name; `nil` for an unknown one.
  func modelValue(forKey key: String) -> AnimationValue? {
    ownValue(forKey: key, presentation: false)
  }

  /// What is on screen of a property by name; `nil` for an unknown one.
  func presentationValue(forKey key: String) -> AnimationValue? {
    ownValue(forKey: key, presentation: true)
  }

  /// Shows `value` for a property without changing its model value; false for an unknown
  /// property or a value of the wrong kind.
  @discardableResult
  func setPresentationValue(_ value: AnimationValue, forKey key: String) -> Bool {
    setOwnPresentationValue(value, forKey: key)
  }

  /// Sets a property's model value by name, as its setter does (its action runs); false for
  /// an unknown property or a value of the wrong kind.
  @discardableResult
  func setModelValue(_ value: AnimationValue, forKey key: String) -> Bool {
    setOwnModelValue(value, forKey: key)
  }

  /// Copies another layer's values into this one's model: its model values, or what it shows.
  func copyValues(from other: Layer, presentation: Bool) {
    copyOwnValues(from: other, presentation: presentation)
  }
}

/// How a layer's contents fill its bounds (`CALayerContentsGravity`).
public enum ContentsGravity: String, Sendable, Hashable {
  case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
  case resize, resizeAspect, resizeAspectFill
}

/// What an animation shows outside its active time (`CAMediaTimingFillMode`).
public enum FillMode: String, Sendable, Hashable {
  /// Nothing: the model value shows.
  case removed
  /// Its last value, after it ends (with `isRemovedOnCompletion` false).
  case forwards
  /// Its first value, before it begins.
  case backwards
  case both
}

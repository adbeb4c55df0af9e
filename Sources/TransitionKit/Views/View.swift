import Foundation

/// A rectangle on screen with a position, a transform, colours and subviews (UIKit's `UIView`).
///
/// Assigning a property changes the view's *model* value at once. Inside an animation block
/// (`View.animate`, a `PropertyAnimator`'s animations) the change also starts an animation from
/// the value on screen to the new model value; what is drawn are the *presentation* values,
/// which the animation engine updates on each frame. Outside an animation block an assignment
/// also ends any animation of that property and shows the new value at once.
///
/// A view is a responder, and so an `NSObject`, as in UIKit (`isEqual(_:)`, `hash`,
/// `isKind(of:)`; touches it does not handle go to its controller or superview).
@MainActor
open class View: Responder {
  /// What is on screen now (`presentation`). First, so that the values each frame writes and
  /// draws share the object's first cache lines. Internal, and never accessed across a call
  /// the optimiser cannot see into, so that it drops the run-time exclusivity checks on its
  /// accesses, which cost more than a frame's writes themselves (see `showComponents`).
  var presentationStorage: ViewValues
  var model: ViewValues
  /// What is on screen now: the model values, or where running animations have them.
  public internal(set) var presentation: ViewValues {
    get { presentationStorage }
    set { presentationStorage = newValue }
  }
  /// For each animatable property, the animator that animates it, if any.
  var animationOwners: [PropertyAnimator?]

  public internal(set) var subviews: [View] = [] {
    didSet { layerStorage?.subviewsDidChange() }
  }
  public internal(set) weak var superview: View?

  /// A hidden view and its subviews are neither drawn nor hit.
  public var isHidden = false {
    didSet {
      if isHidden != oldValue, layoutState != nil { hiddenDidChange() }
      if let extras { extras.notifyObservers(of: self) }
    }
  }
  /// Whether subviews are clipped to the bounds (and the rounded corners).
  public var clipsToBounds = false {
    didSet { if let extras { extras.notifyObservers(of: self) } }
  }
  /// Whether the view (and its subviews) can receive touches.
  public var isUserInteractionEnabled = true {
    didSet { if let extras { extras.notifyObservers(of: self) } }
  }
  /// How the view resizes when its superview's bounds change size.
  public var autoresizingMask: AutoresizingMask = []
  /// Whether subviews are resized by their autoresizing masks.
  public var autoresizesSubviews = true
  /// A number to find the view by.
  public var tag = 0
  /// A name for tests, traces and scripts (UIKit's `accessibilityIdentifier`).
  public var name: String?
  /// Matches this view with a view of the same identifier on the other screen of a
  /// transition, for a shared-element animator (Hero's `hero.id`, Compose's shared content
  /// key, SwiftUI's `matchedTransitionSource` id).
  public var sharedElementID: String?
  /// Insets added to the safe area this view inherits (UIKit keeps this on the view
  /// controller, `additionalSafeAreaInsets`, which sets this on its view).
  public var additionalSafeAreaInsets: EdgeInsets = .zero
  /// Set by a presentation controller that places the view itself (a sheet): the insets its
  /// view has whatever its frame, before `additionalSafeAreaInsets`.
  var safeAreaInsetsOverride: EdgeInsets?

  /// The gesture recognizers attached to this view, in the order they were added (UIKit's
  /// optional `gestureRecognizers` is in `View+GestureRecognizers.swift`).
  public internal(set) var attachedGestureRecognizers: [GestureRecognizer] = []

  /// The view's layer (UIKit's `layer`), made on first use, of the class's `layerClass`.
  public var layer: Layer {
    if let layerStorage { return layerStorage }
    let made = Layer.make(for: self, class: Self.layerClass)
    layerStorage = made
    return made
  }
  /// The layer once made.
  var layerStorage: Layer?

  /// The class of the layer the view's layer is (UIKit's `layerClass`): `Layer` unless a
  /// subclass says otherwise (`ShapeLayer.self`, `GradientLayer.self`).
  open class var layerClass: AnyClass { Layer.self }

  /// The action for a change of a layer property (UIKit's `action(for:forKey:)`, the view as
  /// its layer's delegate): inside an animation block, the block's animation for the
  /// properties UIKit animates there; outside, none (`NSNull()`). A subclass may return its
  /// own (a `BasicAnimation` for `path`, say).
  open func action(for layer: Layer, forKey event: String) -> (any LayerAction)? {
    defaultAction(for: layer, forKey: event)
  }

  /// Auto Layout's state, made the first time the view takes part (see Layout/).
  var layoutState: ViewLayoutState?

  /// What few views use (observers, touch handling, content mode, tint), kept apart so that a
  /// plain view stays small; made on first use.
  var extras: ViewExtras?

  /// A view at `frame` in its superview (UIKit's designated `init(frame:)`).
  public init(frame: Rect) {
    model = ViewValues(frame: frame)
    presentationStorage = model
    animationOwners = Array(repeating: nil, count: AnimatableProperty.count)
    super.init()
    View.awaitFirstDisplay(self)
  }

  /// A view with a zero frame: `init(frame: .zero)`, so that a subclass's override of
  /// `init(frame:)` runs, as UIKit's `UIView()` does.
  public convenience override init() {
    self.init(frame: .zero)
  }

  /// A view as an archive makes it (UIKit's `init?(coder:)`): nothing is archived here, so it
  /// is a view with a zero frame, and it hears `awakeFromNib()` before it first moves into a
  /// superview, as one loaded from a storyboard does.
  public required init?(coder: NSCoder) {
    model = ViewValues(frame: .zero)
    presentationStorage = model
    animationOwners = Array(repeating: nil, count: AnimatableProperty.count)
    super.init()
    extrasForWriting.needsAwakeFromNib = true
    View.awaitFirstDisplay(self)
  }

  /// Called once on a view made by `init?(coder:)`, before it first moves into a superview
  /// (UIKit calls it once an archive is loaded). The default does nothing.
  open func awakeFromNib() {}

  // MARK: Animatable properties

  /// The view's rectangle in its superview: the bounds through the transform (their bounding
  /// box). Setting it sets `center` and the size of `bounds` so that it reads back as set,
  /// under a transform too (see `FramePlacement`).
  public var frame: Rect {
    get { model.frame }
    set { setFrame(newValue) }
  }

  public var bounds: Rect {
    get { model.bounds }
    set {
      let oldSize = model.bounds.size
      update(.bounds) { $0.bounds = newValue }
      if layoutState != nil { layoutFrameDidChange() }
      if oldSize != newValue.size { boundsSizeDidChange(from: oldSize) }
    }
  }

  public var center: Point {
    get { model.center }
    set {
      update(.center) { $0.center = newValue }
      if layoutState != nil { layoutFrameDidChange() }
    }
  }

  public var transform: AffineTransform {
    get { model.transform }
    set {
      // A layer with a 3-D transform keeps it: the view's transform is its affine part.
      if let layerStorage, layerStorage.modelState.transform != nil {
        layerStorage.transform = Transform3D(newValue)
        return
      }
      update(.transform) { $0.transform = newValue }
    }
  }

  public var alpha: Double {
    get { model.alpha }
    set { update(.alpha) { $0.alpha = newValue } }
  }

  public var backgroundColor: Color? {
    get { model.backgroundColor }
    set { update(.backgroundColor) { $0.backgroundColor = newValue } }
  }

  /// The model values, as last assigned.
  public var modelValues: ViewValues { model }

  /// Changes one model value and lets the animation engine decide whether it animates.
  func update(_ property: AnimatableProperty, _ change: (inout ViewValues) -> Void) {
    change(&model)
    (window?.engine ?? AnimationEngine.current).modelDidChange(self, property)
    if let extras { extras.notifyObservers(of: self) }
  }

  /// Shows the model value of a property at once.
  func showModelValue(_ property: AnimatableProperty) {
    property.copy(from: model, to: &presentationStorage)
  }

  /// Shows animated components for a property.
  func showComponents(_ components: SIMD8<Double>, for property: AnimatableProperty) {
    if property == .transform {
      // Recomposing a transform calls the C library's sine and cosine, so it happens before
      // the access to the storage begins, not inside it.
      let transform = AnimatableProperty.transform(from: components)
      presentationStorage.transform = transform
    } else {
      property.writeExceptTransform(components, into: &presentationStorage)
    }
  }

  /// Sets a model value exactly as it is in `values`, and shows it, without animating or
  /// laying out (used when an animation ends and puts back the values it started from).
  func setModelAndPresentation(_ property: AnimatableProperty, from values: ViewValues) {
    property.copy(from: values, to: &model)
    property.copy(from: values, to: &presentationStorage)
  }

  // MARK: Hierarchy

  /// Adds a view on top of the other subviews, taking it from its old superview.
  public func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts a view at an index of `subviews` (clamped to the valid range).
  public func insertSubview(_ view: View, at index: Int) {
    guard view !== self, !isDescendant(of: view) else {
      AnimationEngine.current.warn(
        "view.cycle", "a view cannot be added inside itself or one of its own subviews")
      return
    }
    let oldSuperview = view.superview
    if let oldSuperview { oldSuperview.subviews.removeAll { $0 === view } }
    if view.extras?.needsAwakeFromNib == true {
      view.extras?.needsAwakeFromNib = false
      view.awakeFromNib()
    }
    subviews.insert(view, at: Swift.min(Swift.max(index, 0), subviews.count))
    view.superview = self
    if oldSuperview !== self {
      view.layoutHierarchyDidChange(from: oldSuperview)
      view.didMoveToSuperview()
    }
  }

  /// Inserts a view just above a sibling; adds it on top when the sibling is not a subview (as
  /// UIKit does, which animators rely on when the sibling lives elsewhere).
  public func insertSubview(_ view: View, aboveSubview sibling: View) {
    insertSubview(view, relativeTo: sibling, offset: 1)
  }

  /// Inserts a view just below a sibling; adds it on top when the sibling is not a subview.
  public func insertSubview(_ view: View, belowSubview sibling: View) {
    insertSubview(view, relativeTo: sibling, offset: 0)
  }

  private func insertSubview(_ view: View, relativeTo sibling: View, offset: Int) {
    if view === sibling { return }
    if view.superview === self, let index = subviews.firstIndex(where: { $0 === view }) {
      subviews.remove(at: index)
      guard let siblingIndex = subviews.firstIndex(where: { $0 === sibling }) else {
        subviews.append(view)
        return
      }
      subviews.insert(view, at: siblingIndex + offset)
      return
    }
    let index = subviews.firstIndex(where: { $0 === sibling }).map { $0 + offset } ?? subviews.count
    insertSubview(view, at: index)
  }

  /// Takes the view out of its superview. Animations keep running.
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.subviews.removeAll { $0 === self }
    superview = nil
    layoutHierarchyDidChange(from: parent)
    didMoveToSuperview()
  }

  /// Moves a subview above all its siblings.
  public func bringSubviewToFront(_ view: View) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.append(subviews.remove(at: index))
  }

  /// Moves a subview below all its siblings.
  public func sendSubviewToBack(_ view: View) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.insert(subviews.remove(at: index), at: 0)
  }

  /// Whether the view is `view` or inside it.
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The first view in this subtree, depth first, with the given tag.
  public func viewWithTag(_ tag: Int) -> View? {
    first { $0.tag == tag }
  }

  /// The first view in this subtree, depth first, with the given name.
  public func view(named name: String) -> View? {
    first { $0.name == name }
  }

  /// The first view in this subtree, depth first, for which `predicate` holds.
  public func first(where predicate: (View) -> Bool) -> View? {
    if predicate(self) { return self }
    for subview in subviews {
      if let found = subview.first(where: predicate) { return found }
    }
    return nil
  }

  /// The topmost ancestor (the view itself when it has no superview).
  public var root: View {
    var top = self
    while let parent = top.superview { top = parent }
    return top
  }

  /// Lays out subviews after the view's size changed and at layout passes. Subclasses
  /// override it; the default places the subviews that Auto Layout places at their solved
  /// frames (autoresizing has already run). An override calls `super.layoutSubviews()` for
  /// that.
  open func layoutSubviews() { layoutSubviewsFromConstraints() }

  /// Adds or updates constraints before a layout pass, after `setNeedsUpdateConstraints()`.
  /// An override ends with `super.updateConstraints()`.
  open func updateConstraints() {}

  /// The view's natural size, in points, for Auto Layout; `View.noIntrinsicMetric` (−1) on an
  /// axis without one (the default on both). Call `invalidateIntrinsicContentSize()` when it
  /// changes.
  open var intrinsicContentSize: Size {
    Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// The size that best fits `size`, in points (UIKit's `sizeThatFits(_:)`): the view's present
  /// size, unless a subclass sizes itself to its content (see `View+SizeToFit.swift`).
  open func sizeThatFits(_ size: Size) -> Size { bounds.size }

  /// Resizes the view to `sizeThatFits(_:)` its present size, keeping the frame's origin
  /// (UIKit's `sizeToFit()`); a subclass may override it (see `View+SizeToFit.swift`).
  open func sizeToFit() { resizeToFittingSize() }

  /// Draws the view's content into the current graphics context, `rect` being the part to
  /// draw in the view's bounds coordinates (UIKit's `draw(_:)`): a subclass overrides it; the
  /// default draws nothing. See `View+Drawing.swift` for when it runs.
  open func draw(_ rect: Rect) {}

  /// The deepest visible, interactive view under a point given in this view's coordinates, or
  /// `nil`. Uses the presentation values — what is on screen — so a view is grabbed where it
  /// is drawn, even while it moves. Hidden views, views with interaction disabled and views
  /// with alpha below 0.01 are skipped together with their subviews, and a point outside a
  /// view's bounds does not reach its subviews.
  open func hitTest(_ point: Point, with event: Event? = nil) -> View? {
    guard !isHidden, isUserInteractionEnabled, presentation.alpha >= 0.01 else { return nil }
    guard self.point(inside: point, with: event) else { return nil }
    // A view an animator that takes no touches animates is passed over (UIViewPropertyAnimator's
    // isUserInteractionEnabled).
    if animationOwners.contains(where: { $0?.isUserInteractionEnabled == false }) { return nil }
    for subview in subviews.reversed() {
      let toSubview = subview.presentation.transformToSuperview
      guard toSubview.determinant != 0 else { continue }
      if let hit = subview.hitTest(point.applying(toSubview.inverted()), with: event) {
        return hit
      }
    }
    return self
  }

  /// Whether a point in the view's coordinates is inside its presentation bounds.
  open func point(inside point: Point, with event: Event? = nil) -> Bool {
    presentation.bounds.contains(point)
  }

  /// The controller whose root view this is, or else the superview (UIKit's next responder).
  open override var next: Responder? { extras?.controller ?? superview }

  /// Asked before a recognizer attached to this view leaves `.possible` for `.began` or
  /// `.ended`: false makes it fail (UIKit's `gestureRecognizerShouldBegin(_:)` on a view).
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

  /// A new view of the same kind with the same content (text, titles), for snapshots.
  /// Geometry and colours are copied by the caller.
  func makeSnapshotCopy() -> View { View(frame: .zero) }

  /// Called after the view moved to another superview or out of one.
  open func didMoveToSuperview() {}
}

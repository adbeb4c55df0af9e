/// The state of a view that most views never use, kept out of `View`'s own storage so that
/// the values every frame reads stay together and a plain view stays small.
@MainActor
final class ViewExtras {
  /// Whether the view, made by `init?(coder:)`, still has to hear `awakeFromNib()`.
  var needsAwakeFromNib = false
  /// The controller whose root view this is: the view's next responder.
  weak var controller: ViewController?
  /// How the view's content fills its bounds.
  var contentMode = ContentMode.scaleToFill
  /// The view's own tint colour; `nil` inherits its superview's.
  var tintColor: Color?
  /// The key-value observations of the view and of its layer.
  var observers: KeyValueObservers?
  var layerObservers: KeyValueObservers?
  /// The part `setNeedsDisplay(_:)` asked to draw again since the last drawing.
  var dirtyRect: Rect?
  /// The bounds' size the view was last drawn at (`View+Drawing.swift`).
  var drawnSize: Size?
  /// Whether the layer's contents are the view's own drawing.
  var drewContent = false
  /// The view's accessibility label (`View+Accessibility.swift`).
  var accessibilityLabel: String?
  /// The view's motion effects (`View+MotionEffects.swift`).
  var motionEffects: [MotionEffect] = []
  /// Whether the view flips for a right-to-left language (`View+SemanticContent.swift`).
  var semanticContentAttribute = SemanticContentAttribute.unspecified
  /// Where a control puts its content across and down its bounds
  /// (`Control+ContentAlignment.swift`).
  var contentHorizontalAlignment = Control.ContentHorizontalAlignment.center
  var contentVerticalAlignment = Control.ContentVerticalAlignment.center
}

extension View {
  /// The view's extras, made now if it has none.
  var extrasForWriting: ViewExtras {
    if let extras { return extras }
    let made = ViewExtras()
    extras = made
    return made
  }
}

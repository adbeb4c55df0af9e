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

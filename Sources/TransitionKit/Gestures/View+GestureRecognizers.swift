// UIKit's `gestureRecognizers` on a view: optional, and settable.

extension View {
  /// The recognizers attached to the view, or nil when it has none (UIKit's
  /// `gestureRecognizers`, an optional array). Setting it detaches the recognizers not in the
  /// new list and attaches the others, in its order.
  public var gestureRecognizers: [GestureRecognizer]? {
    get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
    set {
      let wanted = newValue ?? []
      for recognizer in attachedGestureRecognizers
      where !wanted.contains(where: { $0 === recognizer }) {
        removeGestureRecognizer(recognizer)
      }
      for recognizer in wanted { addGestureRecognizer(recognizer) }
    }
  }
}

/// Ending text editing in a part of the screen (UIKit's `endEditing(_:)`), what a controller
/// calls before it goes away so that no field inside keeps the keyboard.
extension View {
  /// Makes the first responder inside the view (itself or a view under it) give up keyboard
  /// focus (UIKit's `endEditing(_:)`): true when none is left inside. With `force` false, a
  /// responder that refuses to resign keeps focus; with `force` true, it loses it anyway.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let focused = Responder.firstResponder as? View, focused.isDescendant(of: self) else {
      return true
    }
    if focused.resignFirstResponder(), Responder.firstResponder !== focused { return true }
    guard force else { return false }
    Responder.firstResponder = nil
    return true
  }
}

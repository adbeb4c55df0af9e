extension ViewController {
  /// Loads the view from the nib the controller was made with, when a scene registered what
  /// that nib makes (see `Nib`): its first top-level view becomes the controller's view, the
  /// outlets connected on the controller by the registration. Returns false when there is no
  /// nib name, or warns (`nib.unavailable`) and returns false when nobody registered it: the
  /// view is then an empty one and the outlets the nib connects stay `nil`.
  func loadViewFromItsNib() -> Bool {
    guard let nibName else { return false }
    guard let make = Nib.registered(nibName) else {
      Nib.warnUnavailable(
        nibName,
        what:
          "\(type(of: self))'s view is an empty view and the outlets the nib connects stay nil")
      return false
    }
    guard let loaded = make(self).lazy.compactMap({ $0 as? View }).first else { return false }
    view = loaded
    return true
  }
}

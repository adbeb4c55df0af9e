extension ViewController {
  /// Warns, when a controller made with a nib name loads the default view, that the nib
  /// cannot be loaded here (`nib.unavailable`): the view is empty and the outlets the nib
  /// would have connected stay `nil`.
  func warnAboutItsNib() {
    guard let nibName else { return }
    Nib.warnUnavailable(
      nibName,
      what: "\(type(of: self))'s view is an empty view and the outlets the nib connects stay nil")
  }
}

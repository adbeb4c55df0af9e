extension ViewController {
  /// Calls one of the appearance callbacks and reports it to `window`'s
  /// `appearanceHandler`, so that a trace can show the controllers' life cycle beside the
  /// transitions.
  func sendAppearance(
    _ callback: AppearanceEvent.Callback, animated: Bool, reportingTo window: Window?
  ) {
    switch callback {
    case .viewWillAppear: viewWillAppear(animated)
    case .viewDidAppear: viewDidAppear(animated)
    case .viewWillDisappear: viewWillDisappear(animated)
    case .viewDidDisappear: viewDidDisappear(animated)
    }
    window?.emit(
      AppearanceEvent(
        controller: title ?? String(describing: type(of: self)), callback: callback,
        animated: animated))
  }
}

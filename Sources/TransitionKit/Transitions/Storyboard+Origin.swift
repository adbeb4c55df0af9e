extension Storyboard {
  /// A controller made for this storyboard, marked as coming from it, with the controllers it
  /// holds when made (a navigation controller's root), as a storyboard's scenes all are: each
  /// answers `storyboard` with this one, so that `storyboard!.instantiateViewController(
  /// withIdentifier:)` in it finds the controllers registered beside it.
  func made(by make: @MainActor () -> ViewController) -> ViewController {
    let controller = make()
    mark(controller)
    return controller
  }

  private func mark(_ controller: ViewController) {
    if controller.storyboard == nil { controller.storyboard = self }
    for child in controller.children { mark(child) }
  }
}

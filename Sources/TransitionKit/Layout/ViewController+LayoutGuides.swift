extension ViewController {
  /// The old guide from the top of the controller's view down to its safe area (UIKit's
  /// `topLayoutGuide`, before safe areas): constrain below its `bottomAnchor`; its `length` is
  /// the status bar's height here.
  public var topLayoutGuide: LayoutGuide {
    let state = view.layoutStateMade
    if let guide = state.topLayoutGuide { return guide }
    let guide = LayoutGuide(role: .topLayout, identifier: "_UILayoutGuide-top")
    guide.owningView = view
    state.topLayoutGuide = guide
    return guide
  }

  /// The old guide from the controller's safe area down to the bottom of its view (UIKit's
  /// `bottomLayoutGuide`): constrain above its `topAnchor`; its `length` is the home
  /// indicator's inset here.
  public var bottomLayoutGuide: LayoutGuide {
    let state = view.layoutStateMade
    if let guide = state.bottomLayoutGuide { return guide }
    let guide = LayoutGuide(role: .bottomLayout, identifier: "_UILayoutGuide-bottom")
    guide.owningView = view
    state.bottomLayoutGuide = guide
    return guide
  }
}

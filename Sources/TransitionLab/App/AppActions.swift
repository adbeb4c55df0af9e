import CGtk

/// The app's actions on the application, made from `AppAction.allCases` with their keys
/// (`AppAction.shortcuts`); `render(_:)` is the one place their enablement and state follow
/// the window's state.
@MainActor
final class AppActions {
  private var installed: [AppAction: OpaquePointer] = [:]

  /// Adds every action to `application`, in the state `state` gives it, and binds its keys;
  /// `perform` gets each activation with its value (a target, or the state asked for).
  init(
    application: UnsafeMutablePointer<GtkApplication>, state: LabState,
    perform: @escaping @MainActor (AppAction, ActionValue?) -> Void
  ) {
    for action in AppAction.allCases {
      installed[action] = Actions.add(to: application, action.name, state: action.state(in: state))
      { value in perform(action, value) }
      // One the state does not govern starts disabled; its owner enables it.
      if !action.followsState, let pointer = installed[action] {
        Actions.setEnabled(pointer, false)
      }
    }
    for shortcut in Shortcuts.all {
      Actions.bind(shortcut.keys, to: shortcut.action, on: application)
    }
    render(state)
  }

  /// The GAction of `action` (to enable one the state does not govern, `followsState`).
  subscript(action: AppAction) -> OpaquePointer? { installed[action] }

  /// Draws every action's state and enablement from `state`; an action that already shows
  /// it is left alone.
  func render(_ state: LabState) {
    for action in AppAction.allCases {
      guard let pointer = installed[action] else { continue }
      if let value = action.state(in: state) { Actions.setState(pointer, value) }
      if action.followsState { Actions.setEnabled(pointer, action.isEnabled(in: state)) }
    }
  }
}

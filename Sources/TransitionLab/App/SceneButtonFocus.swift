import Scenes
import TransitionKit

/// Which of the scene's buttons drawn on the canvas has the keyboard focus: one of the
/// scene's named controls that is on screen now (`SceneSession.locate(control:)`), moved
/// with Tab and the arrow keys.
struct SceneButtonFocus: Equatable {
  /// The focused control's id, or nil when no button of the scene is on screen.
  private(set) var current: String?

  /// Keeps the focus on a button that is on screen: the current one while it is, else the
  /// first of `visible` (the scene's order), or none. Returns whether the focus changed.
  @discardableResult
  mutating func settle(among visible: [String]) -> Bool {
    let before = current
    if let current, visible.contains(current) { return false }
    current = visible.first
    return current != before
  }

  /// Moves to the next (`forward`) or previous button of `visible`. With `wrap` the move goes
  /// round (the arrow keys); without it a move past either end is refused and returns false,
  /// so Tab can leave the canvas for the next widget.
  mutating func move(forward: Bool, among visible: [String], wrap: Bool) -> Bool {
    guard !visible.isEmpty else { return false }
    guard let current, let index = visible.firstIndex(of: current) else {
      self.current = forward ? visible.first : visible.last
      return true
    }
    var next = index + (forward ? 1 : -1)
    if !visible.indices.contains(next) {
      guard wrap else { return false }
      next = (next + visible.count) % visible.count
    }
    self.current = visible[next]
    return true
  }
}

extension Lab {
  /// The scene's buttons that are on screen now and can be pressed, in the scene's order.
  var visibleControls: [ControlSpec] {
    session.descriptor.controls.filter { session.locate(control: $0.id) != nil }
  }

  /// Presses a scene button as a tap on it would: a tap script through the session, so it
  /// goes through the same recognizers and buttons as a click.
  func press(control id: String) {
    session.schedule(GestureScript.tap(id))
  }

  /// The modal's state in words: on screen, not on screen, or moving.
  var modalState: String {
    if session.window.activeTransition != nil { return "modal moving" }
    return session.isPresented ? "modal on screen" : "modal not on screen"
  }

  /// What a screen reader says for the canvas: the scene, the modal's state and the focused
  /// button, such as `Payment card scene, modal not on screen, button Present Modal`.
  func canvasLabel(focused: String?) -> String {
    var label = "\(session.descriptor.title) scene, \(modalState)"
    if let focused, let control = session.descriptor.controls.first(where: { $0.id == focused }) {
      label += ", button \(control.title)"
    } else {
      label += ", no button on screen"
    }
    return label
  }

  /// The canvas's accessible description: how to use it from the keyboard.
  static let canvasDescription =
    "The scene's screen. Tab or the arrow keys move between its buttons, Enter or Space "
    + "presses one; Ctrl+P presents the modal, Ctrl+D dismisses it, Ctrl+R replays the last drag."
}

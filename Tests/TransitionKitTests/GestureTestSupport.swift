import TestSupport
import TransitionKit
import XCTest

/// Records the state each time a recognizer's actions run.
@MainActor
final class ActionRecorder {
  private(set) var states: [GestureState] = []
  /// Extra work to do inside each action, after recording.
  var onAction: ((GestureRecognizer) -> Void)?

  init(_ recognizers: GestureRecognizer...) {
    for recognizer in recognizers { attach(recognizer) }
  }

  func attach(_ recognizer: GestureRecognizer) {
    recognizer.addAction { [weak self] sender in
      guard let self else { return }
      states.append(sender.state)
      onAction?(sender)
    }
  }
}

/// Every state change the window reports for its recognizers (including `.failed`, which runs
/// no actions), by recognizer name.
@MainActor
final class GestureStateLog {
  private(set) var states: [String: [GestureState]] = [:]

  init(_ window: Window) {
    window.traceHandler = { [weak self] _, event in
      guard let self else { return }
      if case .gesture(let name, let state, _, _) = event {
        states[name, default: []].append(state)
      }
    }
  }

  subscript(_ name: String) -> [GestureState] { states[name] ?? [] }
}

/// A window on the test's engine with one screen-sized background view.
@MainActor
func makeGestureWindow(
  _ engine: AnimationEngine, size: Size = Size(width: 400, height: 800)
) -> (Window, View) {
  let window = Window(screen: Screen(size: size), engine: engine)
  let background = View(frame: window.bounds)
  background.name = "background"
  background.autoresizingMask = .flexibleSize
  window.addSubview(background)
  return (window, background)
}

import TestSupport
import TransitionKit
import XCTest

/// Sends pointer events to a window. Timestamps default to the window's scene time, but can be
/// given explicitly, so that the events' own time and the clock can differ.
@MainActor
struct PointerScript {
  let window: Window
  var sequence = 0
  var device = PointerEvent.Device.touch

  func send(
    _ kind: PointerEvent.Kind, _ x: Double, _ y: Double, at time: Double? = nil,
    sequence: Int? = nil
  ) {
    window.send(
      PointerEvent(
        kind: kind, location: Point(x: x, y: y), timestamp: time ?? window.engine.now,
        device: device, sequence: sequence ?? self.sequence))
  }

  func down(_ x: Double, _ y: Double, at time: Double? = nil, sequence: Int? = nil) {
    send(.down, x, y, at: time, sequence: sequence)
  }

  func move(_ x: Double, _ y: Double, at time: Double? = nil, sequence: Int? = nil) {
    send(.move, x, y, at: time, sequence: sequence)
  }

  func up(_ x: Double, _ y: Double, at time: Double? = nil, sequence: Int? = nil) {
    send(.up, x, y, at: time, sequence: sequence)
  }

  func cancel(_ x: Double, _ y: Double, at time: Double? = nil, sequence: Int? = nil) {
    send(.cancel, x, y, at: time, sequence: sequence)
  }

  /// A press and release at one point, without moving.
  func tap(_ x: Double, _ y: Double) {
    down(x, y)
    up(x, y)
  }
}

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

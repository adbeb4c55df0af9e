import Scenes
import TransitionKit

/// What the canvas shows and drives: the devices of one scene on one clock. The single
/// canvas is a stage of one device (the lab's session); compare mode is a stage of two to
/// four (`Comparison`), and the blind test one of two whose values are hidden. The canvas
/// ticks, draws, hit-tests and feeds every stage the same way.
@MainActor
protocol Stage: AnyObject {
  /// The devices' sessions, left to right.
  var sessions: [SceneSession] { get }
  /// The clock every device runs on, advanced from the canvas's frame clock.
  var clock: ManualClock { get }
  /// Whether a device needs frames (an animation, a script).
  var needsFrames: Bool { get }
  /// Delivers one pointer event of a sequence pressed on device `device` (from 0), then ticks
  /// at once, so what it moved is drawn in this frame.
  func deliver(_ event: PointerEvent, pressedOn device: Int)
  /// Ticks every device at the clock's time.
  func tick()
  /// Presses the scene button `control` as a tap on it would, on every device that shows it.
  func press(control: String)
}

extension Lab: Stage {
  var sessions: [SceneSession] { [session] }
  var needsFrames: Bool { session.needsFrames }

  func deliver(_ event: PointerEvent, pressedOn _: Int) {
    session.send(event)
    session.tick()
  }

  func tick() {
    session.tick()
  }
}

extension Comparison: Stage {
  func press(control: String) {
    for session in sessions where session.locate(control: control) != nil {
      session.schedule(GestureScript.tap(control))
    }
  }

  func deliver(_ event: PointerEvent, pressedOn device: Int) {
    send(event, from: device)
  }
}

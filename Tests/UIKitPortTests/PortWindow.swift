import TestSupport
import UIKit
import XCTest

/// A ported tutorial's root controller in a window on the test's manual clock, with a finger
/// to touch it: the events carry the clock's time, and time moves only in 60 Hz frames.
@MainActor
final class PortWindow {
  let window: UIWindow
  let engine: AnimationEngine
  private var sequence = 0

  init(_ root: UIViewController, engine: AnimationEngine) {
    self.engine = engine
    window = UIWindow(screen: UIScreen(), engine: engine)
    window.rootViewController = root
    // The window lays out before its first frame, before any finger can reach it.
    window.layoutIfNeeded()
  }

  /// Moves the clock by `seconds` in 60 Hz frames, ticking the window each frame.
  func advance(_ seconds: Double) {
    let clock = engine.clock as! ManualClock
    for _ in 0..<Int((seconds * 60).rounded()) {
      clock.advance(by: 1.0 / 60)
      window.tick()
    }
  }

  /// Ticks until nothing animates and no transition is in flight (at most a minute).
  func settle() {
    var frames = 0
    while window.needsFrames, frames < 3600 {
      advance(1.0 / 60)
      frames += 1
    }
  }

  /// A finger pressed at `start`, moved in `steps` even steps over `duration` seconds to
  /// `end`, and lifted there.
  func drag(from start: CGPoint, to end: CGPoint, duration: Double = 0.3, steps: Int = 12) {
    sequence += 1
    send(.down, start)
    for step in 1...steps {
      advance(duration / Double(steps))
      let fraction = Double(step) / Double(steps)
      send(
        .move,
        CGPoint(
          x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction))
    }
    send(.up, end)
  }

  /// A press and a release at `point`, one frame apart.
  func tap(at point: CGPoint) {
    sequence += 1
    send(.down, point)
    advance(1.0 / 60)
    send(.up, point)
  }

  /// The transitions so far, in order.
  var transitions: [TransitionRecord] { window.transitionLog }

  private func send(_ kind: PointerEvent.Kind, _ point: CGPoint) {
    window.send(
      PointerEvent(
        kind: kind, location: point, timestamp: engine.now, device: .touch, sequence: sequence))
  }
}

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
  func advance(_ seconds: Double) { window.advanceFrames(seconds) }

  /// Ticks until nothing animates and no transition is in flight (at most a minute).
  func settle() { window.settleFrames() }

  /// A finger pressed at `start`, moved in `steps` even steps over `duration` seconds to
  /// `end`, and lifted there.
  func drag(from start: CGPoint, to end: CGPoint, duration: Double = 0.3, steps: Int = 12) {
    nextFinger().drag(from: start, to: end, duration: duration, steps: steps)
  }

  /// A press and a release at `point`, one frame apart.
  func tap(at point: CGPoint) { nextFinger().press(at: point) }

  /// The transitions so far, in order.
  var transitions: [TransitionRecord] { window.transitionLog }

  /// A touch of its own for the next gesture.
  private func nextFinger() -> PointerScript {
    sequence += 1
    var finger = PointerScript(window: window)
    finger.sequence = sequence
    return finger
  }
}

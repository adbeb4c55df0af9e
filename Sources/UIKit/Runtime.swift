// The Objective-C runtime's and Foundation's names for what TransitionKit does on the
// window's frame clock: timers, display links, bar button items.

/// Foundation's `Timer`, on the window's frame clock: `Timer.scheduledTimer(withTimeInterval:
/// repeats:block:)`, `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`,
/// `invalidate()`, `isValid`, `fire()`. Declared here, it takes the place of Foundation's in a
/// file that imports UIKit.
public typealias Timer = FrameTimer

/// Core Animation's `CADisplayLink`: `CADisplayLink(target:selector:)`,
/// `add(to: .main, forMode: .common)`, `timestamp`, `targetTimestamp`, `duration`,
/// `isPaused`, `invalidate()`.
public typealias CADisplayLink = DisplayLink

/// UIKit's `UIBarButtonItem`.
public typealias UIBarButtonItem = BarButtonItem

extension RunLoop {
  /// Starts `timer` on the current window's frame clock (the run loop and mode only say
  /// where on iOS).
  @MainActor public func add(_ timer: FrameTimer, forMode mode: RunLoop.Mode) {
    timer.schedule()
  }
}

extension DisplayLink {
  /// Starts the link on the current window's frame clock (`CADisplayLink.add(to:forMode:)`).
  public func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) { add() }

  /// Stops the link (`CADisplayLink.remove(from:forMode:)`).
  public func remove(from runLoop: RunLoop, forMode mode: RunLoop.Mode) { invalidate() }
}

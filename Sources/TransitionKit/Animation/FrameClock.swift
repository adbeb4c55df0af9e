/// The single source of time for animations: scene time in seconds.
///
/// Scene time only moves when the clock's owner moves it: the app from the display's frame
/// clock, tests, the command line and benchmarks by hand. Nothing here reads the wall clock.
@MainActor
public protocol FrameClock: AnyObject {
  /// Scene time, in seconds. Never decreases.
  var now: Double { get }
  /// How fast scene time runs against the owner's time: 1 is normal, 0.25 is slow motion.
  var timeScale: Double { get set }
}

/// A clock moved by its owner, either by steps of host time or to a host timestamp (such as a
/// display's frame time); each step is multiplied by `timeScale`, so slow motion is a change of
/// scale that never makes time jump.
@MainActor
public final class ManualClock: FrameClock {
  public private(set) var now: Double
  public var timeScale: Double {
    didSet {
      if !(timeScale.isFinite && timeScale >= 0) { timeScale = oldValue }
    }
  }
  private var lastHostTime: Double?

  public init(now: Double = 0, timeScale: Double = 1) {
    self.now = now
    self.timeScale = timeScale.isFinite && timeScale >= 0 ? timeScale : 1
  }

  /// Moves scene time forward by `seconds` of host time (times `timeScale`). Negative or
  /// non-finite steps are ignored.
  public func advance(by seconds: Double) {
    guard seconds.isFinite, seconds > 0 else { return }
    now += seconds * timeScale
  }

  /// Moves scene time to follow a host timestamp in seconds, such as a frame clock's frame
  /// time. The first call only sets the reference; a timestamp that goes backwards, or is not a
  /// finite number, is ignored.
  public func advance(toHostTime hostTime: Double) {
    guard hostTime.isFinite else { return }
    defer { if let last = lastHostTime { lastHostTime = Swift.max(last, hostTime) } }
    guard let last = lastHostTime else {
      lastHostTime = hostTime
      return
    }
    advance(by: hostTime - last)
  }

  /// Forgets the last host timestamp, so the next one only sets the reference again (use
  /// after an idle period, so that the idle time is not played at once).
  public func resetHostReference() { lastHostTime = nil }
}

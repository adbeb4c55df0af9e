/// A timer on the window's frame clock (what UIKit code calls `Timer`): it fires on the first
/// frame at or after each due time, in scene time, so slow motion slows it and tests step it
/// with their manual clock; nothing reads the wall clock.
///
/// Like Foundation's timer it fires at most once a frame and skips the firings a late frame
/// missed, keeps the schedule of its first due time, and holds its target (and block) until
/// it is invalidated; a timer that does not repeat invalidates itself after it fires.
@MainActor
public final class FrameTimer {
  /// Seconds between firings (0 for a timer that does not repeat).
  public let timeInterval: Double
  public let repeats: Bool
  /// What the timer was made with, for the code it calls (Foundation's `userInfo`).
  public let userInfo: Any?
  /// Accepted and ignored: the timer fires on the first frame after it is due.
  public var tolerance = 0.0
  /// The scene time of the next firing, in seconds; nil until the timer is scheduled.
  public private(set) var fireTime: Double?
  private var action: ((FrameTimer) -> Void)?
  private var link: DisplayLink?
  private var delay: Double

  /// A timer that runs `block` every `interval` seconds (once when `repeats` is false); not
  /// scheduled yet.
  public init(
    timeInterval interval: Double, repeats: Bool, userInfo: Any? = nil,
    block: @escaping (FrameTimer) -> Void
  ) {
    let interval = interval.isFinite ? Swift.max(interval, 0.0001) : 0.0001
    timeInterval = repeats ? interval : 0
    delay = interval
    self.repeats = repeats
    self.userInfo = userInfo
    action = block
  }

  /// A timer that calls `selector` on `target` with the timer; not scheduled yet.
  public convenience init(
    timeInterval interval: Double, target: AnyObject, selector: Selector, userInfo: Any?,
    repeats: Bool
  ) {
    self.init(timeInterval: interval, repeats: repeats, userInfo: userInfo) { timer in
      selector.perform(on: target, sender: timer)
    }
  }

  /// Whether the timer will still fire.
  public var isValid: Bool { action != nil }

  /// Starts the timer on `engine`'s clock (the current window's by default): it first fires
  /// `timeInterval` seconds from now.
  public func schedule(on engine: AnimationEngine = .current) {
    guard isValid, link == nil else { return }
    fireTime = engine.now + delay
    let link = DisplayLink(target: self) { [unowned self] time in self.tick(at: time) }
    self.link = link
    link.add(to: engine)
  }

  private func tick(at time: Double) {
    guard let due = fireTime, time >= due else { return }
    if repeats {
      let missed = ((time - due) / timeInterval).rounded(.down)
      fireTime = due + (missed + 1) * timeInterval
    }
    fire()
  }

  /// Fires now, without changing the schedule of a repeating timer; a timer that does not
  /// repeat is then invalidated.
  public func fire() {
    guard let action else { return }
    action(self)
    if !repeats { invalidate() }
  }

  /// Stops the timer for good and lets go of its target and block.
  public func invalidate() {
    action = nil
    link?.invalidate()
    link = nil
    fireTime = nil
  }

  /// Foundation's `scheduledTimer(withTimeInterval:repeats:block:)`: a timer already running.
  @discardableResult
  public static func scheduledTimer(
    withTimeInterval interval: Double, repeats: Bool, block: @escaping (FrameTimer) -> Void
  ) -> FrameTimer {
    let timer = FrameTimer(timeInterval: interval, repeats: repeats, block: block)
    timer.schedule()
    return timer
  }

  /// Foundation's `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`.
  @discardableResult
  public static func scheduledTimer(
    timeInterval interval: Double, target: AnyObject, selector: Selector, userInfo: Any?,
    repeats: Bool
  ) -> FrameTimer {
    let timer = FrameTimer(
      timeInterval: interval, target: target, selector: selector, userInfo: userInfo,
      repeats: repeats)
    timer.schedule()
    return timer
  }
}

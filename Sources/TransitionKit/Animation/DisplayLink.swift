/// Calls a closure on every frame of an engine, with the frame's time (Core Animation's
/// `CADisplayLink`): the way to drive motion that is computed in closed form from the clock,
/// such as a scroll view's deceleration or a sheet's settle spring.
///
/// While a link is added the engine reports that it animates, so frames keep coming.
@MainActor
public final class DisplayLink {
  private let action: (Double) -> Void
  private weak var engine: AnimationEngine?
  /// The object the link serves, held weakly: once it is gone the link invalidates itself
  /// (as `CADisplayLink` would keep firing for a target nobody else holds).
  private weak var target: AnyObject?

  /// A link that calls `action` with the scene time in seconds while `target` lives; not
  /// added yet.
  public init(target: AnyObject, action: @escaping (Double) -> Void) {
    self.target = target
    self.action = action
  }

  /// Whether the link is called on every frame.
  public var isActive: Bool { engine != nil }

  /// Whether the link skips frames for now (`CADisplayLink.isPaused`); a paused link does
  /// not keep the engine's frames coming.
  public var isPaused = false
  /// The scene time of the frame the link was last called for, in seconds
  /// (`CADisplayLink.timestamp`); 0 before the first.
  public private(set) var timestamp = 0.0
  /// The time from the frame before to the last one, in seconds (`CADisplayLink.duration`):
  /// a 60 Hz frame until two frames have passed.
  public private(set) var duration = DisplayLink.nominalFrameSeconds
  /// When the next frame is expected, in scene seconds (`targetTimestamp`).
  public var targetTimestamp: Double { timestamp + duration }
  /// Accepted for `CADisplayLink` code; the link is called on every frame of the window.
  public var preferredFramesPerSecond = 0
  /// The frame interval assumed before two frames were seen, in seconds.
  public static let nominalFrameSeconds = 1.0 / 60

  /// Starts calling the action on every tick of `engine` (the current one by default).
  public func add(to engine: AnimationEngine = .current) {
    guard self.engine == nil else { return }
    self.engine = engine
    engine.displayLinks.append(self)
  }

  /// Stops calling the action.
  public func invalidate() {
    engine?.displayLinks.removeAll { $0 === self }
    engine = nil
  }

  func fire(at time: Double) {
    guard target != nil else {
      invalidate()
      return
    }
    guard !isPaused else { return }
    if timestamp > 0, time > timestamp { duration = time - timestamp }
    timestamp = time
    action(time)
  }
}

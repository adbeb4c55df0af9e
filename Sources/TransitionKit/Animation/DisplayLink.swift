/// Calls a closure on every frame of an engine, with the frame's time (Core Animation's
/// `CADisplayLink`): the way to drive motion that is computed in closed form from the clock,
/// such as a scroll view's deceleration or a sheet's settle spring.
///
/// While a link is added the engine reports that it animates, so frames keep coming.
@MainActor
public final class DisplayLink {
  private let action: (Double) -> Void
  private weak var engine: AnimationEngine?

  /// A link that calls `action` with the scene time in seconds; not added yet.
  public init(action: @escaping (Double) -> Void) {
    self.action = action
  }

  /// Whether the link is called on every frame.
  public var isActive: Bool { engine != nil }

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

  func fire(at time: Double) { action(time) }
}

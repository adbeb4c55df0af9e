/// One pointer event, in the screen's coordinates (points), with the event's own timestamp.
public struct PointerEvent: Hashable, Sendable {
  public enum Kind: String, Sendable {
    case down
    case move
    case up
    /// The system took the sequence away (a cancelled touch, a lost grab).
    case cancel
  }

  public enum Device: String, Sendable, CaseIterable {
    case mouse
    case touch
    case pen
  }

  public var kind: Kind
  /// Where the pointer is, in screen points.
  public var location: Point
  /// When the event happened, in seconds (the event's own time, not when it was handled).
  public var timestamp: Double
  public var device: Device
  /// Identifies one press-to-release sequence (a touch); a mouse uses one sequence at a time.
  public var sequence: Int

  public init(
    kind: Kind, location: Point, timestamp: Double, device: Device = .mouse, sequence: Int = 0
  ) {
    self.kind = kind
    self.location = location
    self.timestamp = timestamp
    self.device = device
    self.sequence = sequence
  }
}

/// A misuse of the animation or transition API that UIKit would punish with an exception or
/// a silent hang. It is recorded, reported to whoever listens, and otherwise ignored.
public struct EngineWarning: Hashable, Sendable, CustomStringConvertible {
  /// A stable identifier, such as `animator.finish-not-stopped`.
  public let code: String
  /// A sentence for a person.
  public let message: String
  /// Scene time at which it happened, in seconds.
  public let time: Double

  public init(code: String, message: String, time: Double) {
    self.code = code
    self.message = message
    self.time = time
  }

  public var description: String { "\(code): \(message)" }
}

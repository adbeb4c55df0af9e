import Foundation

/// A haptic (UIKit's `UIFeedbackGenerator`). The simulated device has no motor: each feedback
/// is a `feedback` trace line of the window whose call runs now, and nothing more.
@MainActor
open class FeedbackGenerator: NSObject {
  public override init() {
    super.init()
  }

  /// Readies the motor, to lower the next feedback's latency: nothing to do here.
  public func prepare() {}

  /// Traces one feedback of this generator.
  func trace(_ generator: String, _ style: String) {
    Application.shared.keyWindow?.emit(.feedback(generator: generator, style: style))
  }
}

/// A tap felt as a collision (UIKit's `UIImpactFeedbackGenerator`).
@MainActor
public final class ImpactFeedbackGenerator: FeedbackGenerator {
  /// How heavy the impact feels (UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`).
  public enum FeedbackStyle: String, Sendable {
    case light
    case medium
    case heavy
    case soft
    case rigid
  }

  public let style: FeedbackStyle

  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }

  public convenience override init() {
    self.init(style: .medium)
  }

  public func impactOccurred() { trace("impact", style.rawValue) }

  /// An impact at an intensity in [0, 1], traced with it.
  public func impactOccurred(intensity: Double) {
    trace("impact", "\(style.rawValue) \(Swift.min(Swift.max(intensity, 0), 1))")
  }
}

/// The feedback of a task's outcome (UIKit's `UINotificationFeedbackGenerator`).
@MainActor
public final class NotificationFeedbackGenerator: FeedbackGenerator {
  /// The outcome (UIKit's `UINotificationFeedbackGenerator.FeedbackType`).
  public enum FeedbackType: String, Sendable {
    case success
    case warning
    case error
  }

  public func notificationOccurred(_ notificationType: FeedbackType) {
    trace("notification", notificationType.rawValue)
  }
}

/// The tick of a changing selection (UIKit's `UISelectionFeedbackGenerator`).
@MainActor
public final class SelectionFeedbackGenerator: FeedbackGenerator {
  public func selectionChanged() { trace("selection", "changed") }
}

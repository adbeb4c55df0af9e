/// The person's accessibility settings (UIKit's `UIAccessibility`), as the lab sets them.
@MainActor
public enum Accessibility {
  /// Whether the person asked for reduced motion: the lab's Reduce Motion for the window whose
  /// call runs now (UIKit's `UIAccessibility.isReduceMotionEnabled`).
  public static var isReduceMotionEnabled: Bool {
    Application.shared.keyWindow?.isReduceMotionEnabled ?? false
  }

  /// Whether a screen reader is running: never, for the simulated device.
  public static var isVoiceOverRunning: Bool { false }
  /// Whether cross-fades should replace slides: as Reduce Motion (UIKit's
  /// `prefersCrossFadeTransitions`, iOS 14).
  public static var prefersCrossFadeTransitions: Bool { isReduceMotionEnabled }
  /// Whether transparency is reduced: no.
  public static var isReduceTransparencyEnabled: Bool { false }
  /// Whether text is bold: no.
  public static var isBoldTextEnabled: Bool { false }
}

/// Animation blocks turned off and on for the whole app (UIKit's
/// `UIView.setAnimationsEnabled(_:)` and `areAnimationsEnabled`).
extension View {
  /// Whether `View.animate` blocks animate: true unless `setAnimationsEnabled(false)` turned
  /// them off (UIKit's `areAnimationsEnabled`).
  public static var areAnimationsEnabled: Bool { AnimationEngine.current.animationsEnabled }

  /// Turns animation blocks off or on. While they are off, the changes a `View.animate` block
  /// makes happen at once and its completion runs at the next frame with `true`, as inside
  /// `performWithoutAnimation(_:)`; animations already running go on.
  public static func setAnimationsEnabled(_ enabled: Bool) {
    AnimationEngine.current.animationsEnabled = enabled
  }
}

/// Whether a window is the app's key window (UIKit's `UIWindow.isKeyWindow`).
extension Window {
  /// True for the window `Application.shared.keyWindow` answers: the one whose events,
  /// frames or transition are handled now, or else the one made last.
  public var isKeyWindow: Bool { Application.shared.keyWindow === self }
}

/// A window the scene makes itself (UIKit's `UIWindow(frame:)`), as an app delegate does for
/// its `window` at launch, and what `makeKeyAndVisible()` means here.
///
/// On iOS an app shows the window it made key and visible. Here a scene is shown on the lab's
/// stage, one window per scene whose root is the scene's `rootViewController`: a window the
/// scene makes stays off the stage. It keeps the `rootViewController` given to it, so code that
/// reads `window?.rootViewController` (an app delegate finding its navigation controller) gets
/// it back, but the controller's view stays where the stage put it, and no appearance
/// callback runs for it. `makeKeyAndVisible()` on such a window shows nothing and leaves the
/// stage the key window; on the stage it changes nothing, the stage being key and visible.
extension Window {
  /// Shows the window and makes it key (UIKit's `makeKeyAndVisible()`); see above.
  public func makeKeyAndVisible() {
    guard !isOffStage else { return }
    isHidden = false
  }

  /// Makes the window key (UIKit's `makeKey()`); the stage is always the key window here.
  public func makeKey() {}
}

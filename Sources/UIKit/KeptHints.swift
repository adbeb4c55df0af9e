import Foundation

// Properties UIKit code sets that change nothing drawn here: kept per object and read back.

@MainActor private var hidesBottomBarKey: UInt8 = 0

extension UIViewController {
  /// Whether a tab bar controller's bar hides while this controller is pushed on a navigation
  /// controller inside it (UIKit's `hidesBottomBarWhenPushed`). Kept, but the tab bar here is a
  /// plain strip of titles that stays: the property builds and reads back, and hides nothing.
  public var hidesBottomBarWhenPushed: Bool {
    get { objc_getAssociatedObject(self, &hidesBottomBarKey) as? Bool ?? false }
    set {
      objc_setAssociatedObject(
        self, &hidesBottomBarKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
  }
}

@MainActor private var isOpaqueKey: UInt8 = 0

extension UIView {
  /// Whether the view says it is opaque (UIKit's `isOpaque`, "the default value of this
  /// property is true"): a hint the drawing system may use to skip what is behind; it changes
  /// nothing drawn, here as on iOS when the content really is opaque, so it is kept and read
  /// back.
  public var isOpaque: Bool {
    get { objc_getAssociatedObject(self, &isOpaqueKey) as? Bool ?? true }
    set {
      objc_setAssociatedObject(self, &isOpaqueKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
  }
}

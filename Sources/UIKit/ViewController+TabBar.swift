import Foundation

@MainActor private var hidesBottomBarKey: UInt8 = 0

extension UIViewController {
  /// Whether a tab bar controller's bar hides while this controller is pushed on a navigation
  /// controller inside it (UIKit's `hidesBottomBarWhenPushed`). Kept, but the tab bar here is a
  /// plain strip of titles that stays: the property builds and reads back, and hides nothing.
  public var hidesBottomBarWhenPushed: Bool {
    get { objc_getAssociatedObject(self, &hidesBottomBarKey) as? Bool ?? false }
    set {
      objc_setAssociatedObject(self, &hidesBottomBarKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
  }
}

import Foundation

// Classes looked up by name, as the Objective-C runtime finds them.

/// The Objective-C runtime's `objc_lookUpClass`, given a Swift string: what the bridge makes of
/// Foundation's `NSClassFromString(_:)` in a scene file. It knows the private UIKit classes
/// that libraries make by name and the lab gives, `_UICustomBlurEffect` (a blur set by key,
/// `CustomBlurEffect`), and asks Foundation for any other name.
public func objc_lookUpClass(_ name: String) -> AnyClass? {
  switch name {
  case "_UICustomBlurEffect": CustomBlurEffect.self
  default: NSClassFromString(name)
  }
}

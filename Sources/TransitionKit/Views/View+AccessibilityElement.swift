/// Whether a view is an element assistive technology reads (UIKit's `isAccessibilityElement`,
/// from the `UIAccessibility` informal protocol): "The default value for this property is
/// false unless the receiver is a standard UIKit control, in which case the value is true".
/// Here a label, a button and every control are elements by default; other views are not,
/// until set. Nothing reads it but code, as no screen reader reads a scene.
extension View {
  public var isAccessibilityElement: Bool {
    get {
      if let own = AssociatedObjects.value(of: self, key: Self.accessibilityElementKey) as? Bool {
        return own
      }
      return self is Label || self is Control
    }
    set {
      AssociatedObjects.set(
        newValue, of: self, key: Self.accessibilityElementKey, policy: .retainNonatomic)
    }
  }

  /// The key the element flag is kept under: the address of a static byte.
  private static var accessibilityElementKey: UnsafeRawPointer {
    UnsafeRawPointer(accessibilityElementKeyStorage)
  }
}

/// The byte whose address keys `isAccessibilityElement`.
nonisolated(unsafe) private let accessibilityElementKeyStorage = UnsafeMutablePointer<UInt8>
  .allocate(capacity: 1)

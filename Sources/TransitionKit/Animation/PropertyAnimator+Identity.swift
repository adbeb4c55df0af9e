/// A property animator is equal only to itself, and hashes by identity: UIKit's
/// `UIViewPropertyAnimator` is an `NSObject`, whose `isEqual(_:)` and `hash` are the object's
/// identity (objectivec/nsobjectprotocol/isequal(_:)), so code compares animators with `==`
/// (Touchwonders' Transition: `if animator == progressLayerAnimator.animator`) and keeps them
/// in sets.
extension PropertyAnimator: Hashable {
  nonisolated public static func == (lhs: PropertyAnimator, rhs: PropertyAnimator) -> Bool {
    lhs === rhs
  }

  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

import Foundation

/// What an observer registered with `addObserver(_:forKeyPath:options:context:)` is told in
/// (Foundation's `observeValue(forKeyPath:of:change:context:)` on `NSObject`, which Foundation
/// on Linux does not have): every responder, and a class of the person's own that subclasses
/// `NSObject` and implements the method (the scene bridge adopts this protocol for it).
@MainActor
public protocol KeyValueObserver: AnyObject {
  func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?)
}

extension Responder: KeyValueObserver {}

extension NSObject {
  /// What `super.observeValue(forKeyPath:of:change:context:)` does in a class that subclasses
  /// `NSObject` directly: nothing here (on iOS, `NSObject` raises for an observation the class
  /// did not register).
  public static func observeValueAsNSObjectDoes(
    forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {}
}

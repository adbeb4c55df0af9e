import Foundation

/// The keys of a change dictionary (Foundation's `NSKeyValueChangeKey`).
public struct KeyValueChangeKey: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let kindKey = KeyValueChangeKey(rawValue: "kind")
  public static let newKey = KeyValueChangeKey(rawValue: "new")
  public static let oldKey = KeyValueChangeKey(rawValue: "old")
  public static let indexesKey = KeyValueChangeKey(rawValue: "indexes")
  public static let notificationIsPriorKey = KeyValueChangeKey(rawValue: "notificationIsPrior")
}

/// Key-value observing by string key path, as older code does it
/// (`addObserver(_:forKeyPath:options:context:)`, then `observeValue(forKeyPath:of:change:
/// context:)` in the observer): the observer is told when the value at the key path, read by
/// key-value coding, changes. Only an observer that is a `KeyValueObserver` can be told: a
/// responder (a controller, a view), or a class of the person's own that subclasses `NSObject`
/// and implements `observeValue` (the scene bridge makes it adopt the protocol); another
/// observer is a warning, `kvo.observer-not-responder`.
extension View {
  /// Starts telling `observer` about changes of the value at `keyPath`.
  public func addObserver(
    _ observer: NSObject, forKeyPath keyPath: String, options: KeyValueObservingOptions = [],
    context: UnsafeMutableRawPointer?
  ) {
    addLegacyObserver(observer, forKeyPath: keyPath, options: options, context: context)
  }

  /// Stops telling `observer` about the value at `keyPath`.
  public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
    removeLegacyObserver(observer, forKeyPath: keyPath)
  }
}

extension Layer {
  /// Starts telling `observer` about changes of the value at `keyPath`.
  public func addObserver(
    _ observer: NSObject, forKeyPath keyPath: String, options: KeyValueObservingOptions = [],
    context: UnsafeMutableRawPointer?
  ) {
    addLegacyObserver(observer, forKeyPath: keyPath, options: options, context: context)
  }

  /// Stops telling `observer` about the value at `keyPath`.
  public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
    removeLegacyObserver(observer, forKeyPath: keyPath)
  }
}

extension KeyValueCoding.Coded where Self: KeyValueObservingObject {
  func addLegacyObserver(
    _ observer: NSObject, forKeyPath keyPath: String, options: KeyValueObservingOptions = [],
    context: UnsafeMutableRawPointer?
  ) {
    guard let responder = observer as? any KeyValueObserver else {
      AnimationEngine.current.warn(
        "kvo.observer-not-responder",
        "\(type(of: observer)) observes '\(keyPath)' but is not a controller or a view, so it "
          + "has no observeValue(forKeyPath:of:change:context:) to be told in; use "
          + "observe(\\.property) instead")
      return
    }
    let observation = KeyValueObservation()
    observation.legacyKey = LegacyObservationKey(
      observer: ObjectIdentifier(observer), keyPath: keyPath)
    var last = KeyValueCoding.value(forKeyPath: keyPath, of: self)
    keyValueObservers.add(observation) { [weak responder] object in
      guard let responder, let object = object as? Self else { return }
      let value = KeyValueCoding.value(forKeyPath: keyPath, of: object)
      guard !KeyValueObservers.isSameValue(last, value) else { return }
      var change: [KeyValueChangeKey: Any] = [.kindKey: 1]
      if options.contains(.old) { change[.oldKey] = last ?? NSNull() }
      if options.contains(.new) { change[.newKey] = value ?? NSNull() }
      last = value
      responder.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
    }
    keyValueObservers.legacy.append(observation)
    if options.contains(.initial) {
      var change: [KeyValueChangeKey: Any] = [.kindKey: 1]
      if options.contains(.new) { change[.newKey] = last ?? NSNull() }
      responder.observeValue(forKeyPath: keyPath, of: self, change: change, context: context)
    }
  }

  func removeLegacyObserver(_ observer: NSObject, forKeyPath keyPath: String) {
    let key = LegacyObservationKey(observer: ObjectIdentifier(observer), keyPath: keyPath)
    for observation in keyValueObservers.legacy where observation.legacyKey == key {
      observation.invalidate()
    }
    keyValueObservers.legacy.removeAll { !$0.isValid }
  }
}

/// Which observer watches which key path, for `removeObserver(_:forKeyPath:)`.
struct LegacyObservationKey: Hashable {
  let observer: ObjectIdentifier
  let keyPath: String
}

extension KeyValueObservers {
  /// Whether two values read by key-value coding are the same: equal when they are
  /// `Equatable` of one type, identical objects, or both absent.
  nonisolated static func isSameValue(_ a: Any?, _ b: Any?) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case (let a?, let b?):
      if let a = a as? any Equatable, isEqual(a, b) { return true }
      if type(of: a) is AnyClass, type(of: b) is AnyClass {
        return (a as AnyObject) === (b as AnyObject)
      }
      return false
    default: return false
    }
  }

  private nonisolated static func isEqual<T: Equatable>(_ a: T, _ b: Any) -> Bool {
    guard let b = b as? T else { return false }
    return a == b
  }
}

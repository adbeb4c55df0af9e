import Foundation

/// What a key-value observer is told (Foundation's `NSKeyValueObservingOptions`).
public struct KeyValueObservingOptions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The change carries the new value.
  public static let new = KeyValueObservingOptions(rawValue: 1 << 0)
  /// The change carries the old value.
  public static let old = KeyValueObservingOptions(rawValue: 1 << 1)
  /// The handler is called once at once, with the value then.
  public static let initial = KeyValueObservingOptions(rawValue: 1 << 2)
  /// The handler is also called with `isPrior` set, just before the change is reported.
  public static let prior = KeyValueObservingOptions(rawValue: 1 << 3)
}

/// One change a key-value observer hears (Foundation's `NSKeyValueObservedChange`).
public struct KeyValueObservedChange<Value> {
  /// The kind of change; a property set is always `.setting`.
  public enum Kind: UInt, Sendable {
    case setting = 1
    case insertion
    case removal
    case replacement
  }

  public let kind: Kind
  /// The value after the change, when the options asked for `.new` (or `.initial`).
  public let newValue: Value?
  /// The value before the change, when the options asked for `.old`.
  public let oldValue: Value?
  /// Whether this is the notice given before the change (`.prior`).
  public let isPrior: Bool
  /// The indexes of a collection change; `nil` for a property set.
  public let indexes: IndexSet?
}

/// Objects whose properties can be observed by key path (Foundation's `observe(_:options:
/// changeHandler:)` on `NSObject`), here views, their layers and scroll views.
///
/// A change is reported when a property is set and its value differs from the last one the
/// observer saw, at the moment of the set (a property computed from others, such as `frame`,
/// is reported when one of them changes it). Setting a property to the value it has reports
/// nothing, where Foundation reports every set; and a `.prior` notice comes just before its
/// change's report, after the value changed, carrying the old value.
@MainActor
public protocol KeyValueObservingObject: AnyObject {
  /// The observers of this object, made on first use.
  var keyValueObservers: KeyValueObservers { get }
}

extension KeyValueObservingObject {
  /// Calls `changeHandler` each time the value at `keyPath` changes, while the returned
  /// observation lives (it stops when the observation is released or invalidated).
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: KeyValueObservingOptions = [],
    changeHandler: @escaping @MainActor (Self, KeyValueObservedChange<Value>) -> Void
  ) -> KeyValueObservation {
    let observation = KeyValueObservation()
    var last = self[keyPath: keyPath]
    let check: @MainActor (AnyObject) -> Void = { [weak observation] object in
      guard let observation, observation.isValid, let object = object as? Self else { return }
      let value = object[keyPath: keyPath]
      guard !KeyValueObservers.isSame(last, value) else { return }
      let old = last
      last = value
      if options.contains(.prior) {
        changeHandler(
          object,
          KeyValueObservedChange(
            kind: .setting, newValue: nil, oldValue: options.contains(.old) ? old : nil,
            isPrior: true, indexes: nil))
      }
      changeHandler(
        object,
        KeyValueObservedChange(
          kind: .setting, newValue: options.contains(.new) ? value : nil,
          oldValue: options.contains(.old) ? old : nil, isPrior: false, indexes: nil))
    }
    keyValueObservers.add(observation, check: check)
    if options.contains(.initial) {
      changeHandler(
        self,
        KeyValueObservedChange(
          kind: .setting, newValue: options.contains(.new) ? last : nil, oldValue: nil,
          isPrior: false, indexes: nil))
    }
    return observation
  }
}

/// A running observation (Foundation's `NSKeyValueObservation`): keep it, or the observing
/// stops when it is released.
@MainActor
public final class KeyValueObservation: NSObject {
  /// Whether the handler is still called.
  public private(set) var isValid = true
  /// For an observation made by `addObserver(_:forKeyPath:options:context:)`: who watches what.
  var legacyKey: LegacyObservationKey?

  /// Stops the observation; the handler is not called again.
  public func invalidate() { isValid = false }
}

/// The observations of one object: each is asked, after a property of the object was set,
/// whether the value it watches changed.
@MainActor
public final class KeyValueObservers {
  private struct Entry {
    weak var observation: KeyValueObservation?
    let check: @MainActor (AnyObject) -> Void
  }

  private var entries: [Entry] = []
  /// The observations `addObserver(_:forKeyPath:options:context:)` made, which the object
  /// keeps (they have no token for the caller to keep).
  var legacy: [KeyValueObservation] = []
  /// Whether a notification is being delivered, so that a handler that sets a property of the
  /// same object does not recurse without end (its change is seen at the end of the round).
  private var isNotifying = false
  private var needsAnotherRound = false

  nonisolated init() {}

  /// Whether any observation is alive.
  var isEmpty: Bool { !entries.contains { $0.observation?.isValid == true } }

  func add(_ observation: KeyValueObservation, check: @escaping @MainActor (AnyObject) -> Void) {
    entries.removeAll { $0.observation?.isValid != true }
    entries.append(Entry(observation: observation, check: check))
  }

  /// Asks every live observation of `object` whether its value changed.
  func notify(_ object: AnyObject) {
    guard !entries.isEmpty else { return }
    if isNotifying {
      needsAnotherRound = true
      return
    }
    isNotifying = true
    defer { isNotifying = false }
    var rounds = 0
    repeat {
      needsAnotherRound = false
      rounds += 1
      for entry in entries where entry.observation?.isValid == true { entry.check(object) }
    } while needsAnotherRound && rounds < Self.maximumRounds
    entries.removeAll { $0.observation?.isValid != true }
  }

  /// How many times one set may go round handlers that set properties again.
  static let maximumRounds = 16

  /// Whether two values are the same: equal when they are `Equatable`, identical when they
  /// are objects, and otherwise taken to differ.
  nonisolated static func isSame<Value>(_ a: Value, _ b: Value) -> Bool {
    if let a = a as? any Equatable { return a.isEqual(to: b) }
    if Value.self is AnyObject.Type { return (a as AnyObject) === (b as AnyObject) }
    return false
  }
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

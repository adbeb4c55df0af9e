/// Values attached to an object under a key, as the Objective-C runtime's
/// `objc_setAssociatedObject` / `objc_getAssociatedObject` keep them: the idiom extensions use
/// for a stored property. A value lives as long as the object it is attached to; setting
/// `nil` removes it.
///
/// Values are held by the table, keyed by the object's identity and the key's address; an
/// entry whose object is gone is dropped (checked through a weak reference, so that a new
/// object at a reused address never sees an old value).
@MainActor
public enum AssociatedObjects {
  /// How the value is held (`objc_AssociationPolicy`): every policy keeps the value here;
  /// `assign` keeps it weakly when it is an object, as it is not retained on iOS.
  public enum Policy: Sendable {
    case assign, retainNonatomic, copyNonatomic, retain, copy
  }

  private struct Entry {
    weak var owner: AnyObject?
    var values: [UnsafeRawPointer: Value]
  }

  private enum Value {
    case strong(Any)
    case weak(WeakBox)
  }

  private final class WeakBox {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  private static var table: [ObjectIdentifier: Entry] = [:]

  /// The value attached to `object` under `key`, or `nil`.
  public static func value(of object: Any, key: UnsafeRawPointer) -> Any? {
    let owner = object as AnyObject
    let id = ObjectIdentifier(owner)
    guard let entry = table[id] else { return nil }
    guard entry.owner === owner else {
      table[id] = nil
      return nil
    }
    switch entry.values[key] {
    case .strong(let value): return value
    case .weak(let box): return box.object
    case nil: return nil
    }
  }

  /// Attaches `value` to `object` under `key` (`nil` removes what was there).
  public static func set(_ value: Any?, of object: Any, key: UnsafeRawPointer, policy: Policy) {
    let owner = object as AnyObject
    let id = ObjectIdentifier(owner)
    var entry =
      table[id].flatMap { $0.owner === owner ? $0 : nil } ?? Entry(owner: owner, values: [:])
    if let value {
      if policy == .assign, type(of: value) is AnyClass {
        entry.values[key] = .weak(WeakBox(value as AnyObject))
      } else {
        entry.values[key] = .strong(value)
      }
    } else {
      entry.values[key] = nil
    }
    table[id] = entry.values.isEmpty ? nil : entry
    pruneIfNeeded()
  }

  /// Removes every value attached to `object` (`objc_removeAssociatedObjects`).
  public static func removeAll(of object: Any) {
    table[ObjectIdentifier(object as AnyObject)] = nil
  }

  /// Drops the entries of objects that are gone, when the table has grown.
  private static func pruneIfNeeded() {
    guard table.count > prunedCount * 2 + 64 else { return }
    table = table.filter { $0.value.owner != nil }
    prunedCount = table.count
  }

  private static var prunedCount = 0
}

// The Objective-C runtime's functions that UIKit code calls: associated objects (stored
// properties in extensions) and method swizzling (looked up and named, never exchanged: see
// `RuntimeMethod`).

/// The runtime's `Method`.
public typealias Method = RuntimeMethod
/// The runtime's `IMP`.
public typealias IMP = RuntimeImplementation

/// The runtime's `objc_AssociationPolicy`, with its C spellings.
public typealias objc_AssociationPolicy = AssociatedObjects.Policy

extension AssociatedObjects.Policy {
  public static let OBJC_ASSOCIATION_ASSIGN = Self.assign
  public static let OBJC_ASSOCIATION_RETAIN_NONATOMIC = Self.retainNonatomic
  public static let OBJC_ASSOCIATION_COPY_NONATOMIC = Self.copyNonatomic
  public static let OBJC_ASSOCIATION_RETAIN = Self.retain
  public static let OBJC_ASSOCIATION_COPY = Self.copy
}

/// `objc_getAssociatedObject(_:_:)`.
@MainActor public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  AssociatedObjects.value(of: object, key: key)
}

/// `objc_setAssociatedObject(_:_:_:_:)`.
@MainActor public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
  AssociatedObjects.set(value, of: object, key: key, policy: policy)
}

/// `objc_removeAssociatedObjects(_:)`.
@MainActor public func objc_removeAssociatedObjects(_ object: Any) {
  AssociatedObjects.removeAll(of: object)
}

/// `class_getInstanceMethod(_:_:)`.
@MainActor public func class_getInstanceMethod(_ cls: AnyClass?, _ name: Selector) -> Method? {
  RuntimeMethod.instanceMethod(of: cls, name)
}

/// `method_exchangeImplementations(_:_:)`: ignored, with a warning naming the line.
@MainActor public func method_exchangeImplementations(
  _ m1: Method, _ m2: Method, file: String = #filePath, line: Int = #line
) {
  RuntimeMethod.exchangeImplementations(m1, m2, file: file, line: line)
}

/// `method_getImplementation(_:)`.
public func method_getImplementation(_ m: Method) -> IMP { IMP(method: m) }

/// `method_getTypeEncoding(_:)`: there are no type encodings here.
public func method_getTypeEncoding(_ m: Method) -> UnsafePointer<CChar>? { nil }

/// `class_addMethod(_:_:_:_:)`: nothing is added (returns false, so the usual swizzle goes
/// on to `method_exchangeImplementations`), with a warning naming the line.
@MainActor @discardableResult public func class_addMethod(
  _ cls: AnyClass?, _ name: Selector, _ imp: IMP, _ types: UnsafePointer<CChar>?,
  file: String = #filePath, line: Int = #line
) -> Bool {
  RuntimeMethod.unsupported(
    "class_addMethod", "\(name) is not added to \(cls.map { "\($0)" } ?? "nil")", file: file,
    line: line)
  return false
}

/// `class_replaceMethod(_:_:_:_:)`: nothing is replaced, with a warning naming the line.
@MainActor @discardableResult public func class_replaceMethod(
  _ cls: AnyClass?, _ name: Selector, _ imp: IMP, _ types: UnsafePointer<CChar>?,
  file: String = #filePath, line: Int = #line
) -> IMP? {
  RuntimeMethod.unsupported(
    "class_replaceMethod", "\(name) of \(cls.map { "\($0)" } ?? "nil") is not replaced",
    file: file, line: line)
  return nil
}

/// `method_setImplementation(_:_:)`: nothing is set, with a warning naming the line.
@MainActor @discardableResult public func method_setImplementation(
  _ m: Method, _ imp: IMP, file: String = #filePath, line: Int = #line
) -> IMP {
  RuntimeMethod.unsupported(
    "method_setImplementation", "\(m) keeps its implementation", file: file, line: line)
  return IMP(method: m)
}

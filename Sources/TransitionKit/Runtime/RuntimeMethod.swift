/// An instance method of a class, as the Objective-C runtime's `class_getInstanceMethod`
/// returns it (`Method`), for code that exchanges implementations (method swizzling).
///
/// There is no runtime here that dispatches methods by name: a Swift class's methods are
/// bound when the program is compiled. So a method can be looked up and named, but its
/// implementation cannot be exchanged with another's: `exchangeImplementations(_:_:)` leaves
/// both as they are and warns (`runtime.swizzling`) with the line that asked. Code that
/// swizzles to observe UIKit (a touch overlay on `sendEvent(_:)`, status-bar hooks on
/// `viewWillAppear(_:)`) keeps working without its hook; what the hook did must be written
/// as an override in a subclass (see docs/your-own-scene.md, "Porting UIKit code").
public struct RuntimeMethod: CustomStringConvertible, Sendable {
  /// The class the method was asked of.
  public let className: String
  /// The selector's description (the method's Swift type).
  public let selectorDescription: String

  public var description: String { "\(selectorDescription) of \(className)" }

  /// The method of `cls` the selector names (`class_getInstanceMethod`): always found, as a
  /// selector here holds the method itself; `nil` only when there is no class.
  @MainActor
  public static func instanceMethod(of cls: AnyClass?, _ selector: Selector) -> RuntimeMethod? {
    guard let cls else { return nil }
    return RuntimeMethod(className: "\(cls)", selectorDescription: selector.description)
  }

  /// Exchanging two methods' implementations (`method_exchangeImplementations`): ignored, with
  /// a warning that names the two methods and the person's line, once per line.
  @MainActor
  public static func exchangeImplementations(
    _ first: RuntimeMethod, _ second: RuntimeMethod, file: String, line: Int
  ) {
    unsupported(
      "method_exchangeImplementations",
      "the implementations of \(first) and \(second) are not exchanged", file: file, line: line)
  }

  /// Changing what a class does at run time (`class_addMethod`, `class_replaceMethod`,
  /// `method_setImplementation`): ignored, with the same warning.
  @MainActor
  public static func unsupported(_ call: String, _ what: String, file: String, line: Int) {
    let place = "\(file.split(separator: "/").last.map(String.init) ?? file):\(line)"
    guard warnedPlaces.insert(place).inserted else { return }
    AnimationEngine.current.warn(
      "runtime.swizzling",
      "\(place): \(call): \(what) (there is no Objective-C runtime here: Swift methods are "
        + "bound when the scene is compiled); the program goes on with each method doing "
        + "what its own body does. Write what the swizzled method added as an override in "
        + "a subclass")
  }

  /// The places already warned about, so that a swizzle run for every window or controller
  /// warns once.
  @MainActor private static var warnedPlaces: Set<String> = []
}

/// A method's implementation, as the Objective-C runtime's `IMP` names one: here only the
/// method it belongs to.
public struct RuntimeImplementation: Sendable {
  public let method: RuntimeMethod
  public init(method: RuntimeMethod) { self.method = method }
}

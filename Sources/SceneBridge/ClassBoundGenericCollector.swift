import SwiftSyntax

/// Finds, across every file of a scene, the generic types whose class-bound parameter the
/// scene fills with a protocol.
///
/// On iOS an `@objc` protocol's existential is a class, so `Weak<T: AnyObject>` holds a
/// `Weak<MotionAnimatorObserver>` and `DelegateProxy<DelegateType: NSObjectProtocol>` a
/// `DelegateProxy<UINavigationControllerDelegate>`. Here no protocol is `@objc`, and Swift
/// refuses the existential ("'Weak' requires that 'any MotionAnimatorObserver' be a class
/// type"; "type 'any UINavigationControllerDelegate' cannot conform to 'NSObjectProtocol'").
/// A parameter bound by `AnyObject`, `class` or `NSObjectProtocol` alone, which some
/// specialization of its type in the scene fills with a protocol (one the scene declares, or
/// one of UIKit's delegate and transitioning protocols), loses the bound; the bridge then holds
/// its `weak` properties with `WeakReference` (see `BridgeVisitor+ClassBoundGenerics.swift`).
final class ClassBoundGenericCollector: SyntaxVisitor {
  /// The bounds an `@objc` protocol's existential meets on iOS and no existential meets here.
  static let classBounds: Set<String> = ["AnyObject", "class", "NSObjectProtocol"]
  /// How the names of UIKit's protocols that a scene would put in such a type end.
  static let uikitProtocolSuffixes = [
    "Delegate", "DataSource", "Transitioning", "Coordinating", "Observer",
  ]

  /// The class-bound parameters of each generic type, by the type's name: their positions.
  private var boundParameters: [String: [(index: Int, name: String)]] = [:]
  /// The arguments each specialization gives, by the specialized type's name.
  private var specializations: [String: [[String]]] = [:]
  private var protocols: Set<String> = []

  /// The parameters that lose their class bound, by their type's name.
  var relaxedParameters: [String: Set<String>] {
    var result: [String: Set<String>] = [:]
    for (type, parameters) in boundParameters {
      for arguments in specializations[type] ?? [] {
        for parameter in parameters where parameter.index < arguments.count {
          if isProtocol(arguments[parameter.index]) {
            result[type, default: []].insert(parameter.name)
          }
        }
      }
    }
    return result
  }

  private func isProtocol(_ argument: String) -> Bool {
    var name = argument
    if name.hasPrefix("any ") { name.removeFirst(4) }
    if protocols.contains(name) { return true }
    return name.hasPrefix("UI") && Self.uikitProtocolSuffixes.contains { name.hasSuffix($0) }
  }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    protocols.insert(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    record(node.name.text, node.genericParameterClause)
    return .visitChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    record(node.name.text, node.genericParameterClause)
    return .visitChildren
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    if let clause = node.genericArgumentClause {
      specializations[node.name.text, default: []].append(
        clause.arguments.map { $0.argument.trimmedDescription })
    }
    return .visitChildren
  }

  override func visit(_ node: GenericSpecializationExprSyntax) -> SyntaxVisitorContinueKind {
    if let reference = node.expression.as(DeclReferenceExprSyntax.self) {
      specializations[reference.baseName.text, default: []].append(
        node.genericArgumentClause.arguments.map { $0.argument.trimmedDescription })
    }
    return .visitChildren
  }

  private func record(_ name: String, _ clause: GenericParameterClauseSyntax?) {
    guard let clause else { return }
    for (index, parameter) in clause.parameters.enumerated() {
      guard let bound = parameter.inheritedType?.trimmedDescription,
        Self.classBounds.contains(bound)
      else { continue }
      boundParameters[name, default: []].append((index: index, name: parameter.name.text))
    }
  }
}

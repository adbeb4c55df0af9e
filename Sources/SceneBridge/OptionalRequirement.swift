import SwiftSyntax

/// An `@objc optional` requirement of a protocol the scene declares.
struct OptionalRequirement: Sendable {
  var protocolName: String
  /// The method's or property's name, without arguments.
  var baseName: String
  /// The method's argument labels (`_` for none); nil for a property.
  var labels: [String]?
  /// Whether the result is neither `Void` nor optional: such a requirement returns an optional
  /// here, `nil` meaning "not implemented", and its implementations are changed to match.
  var needsOptionalResult: Bool
}

/// Finds the `@objc optional` requirements of every file of a scene, before any is rewritten.
final class OptionalRequirementCollector: SyntaxVisitor {
  private(set) var requirements: [String: [OptionalRequirement]] = [:]

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    for member in node.memberBlock.members {
      guard let requirement = Self.requirement(member.decl, in: node.name.text) else { continue }
      requirements[requirement.baseName, default: []].append(requirement)
    }
    return .skipChildren
  }

  static func isOptional(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains { $0.name.tokenKind == .keyword(.optional) }
  }

  static func requirement(_ decl: DeclSyntax, in protocolName: String) -> OptionalRequirement? {
    if let function = decl.as(FunctionDeclSyntax.self), isOptional(function.modifiers) {
      let result = function.signature.returnClause?.type
      return OptionalRequirement(
        protocolName: protocolName, baseName: function.name.text,
        labels: labels(function.signature),
        needsOptionalResult: result.map { !isVoidOrOptional($0) } ?? false)
    }
    if let variable = decl.as(VariableDeclSyntax.self), isOptional(variable.modifiers),
      let binding = variable.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    {
      let type = binding.typeAnnotation?.type
      return OptionalRequirement(
        protocolName: protocolName, baseName: name, labels: nil,
        needsOptionalResult: type.map { !isVoidOrOptional($0) } ?? false)
    }
    return nil
  }

  static func labels(_ signature: FunctionSignatureSyntax) -> [String] {
    signature.parameterClause.parameters.map { $0.firstName.text }
  }

  static func isVoidOrOptional(_ type: TypeSyntax) -> Bool {
    if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return true
    }
    let text = type.trimmedDescription
    return text == "Void" || text == "()" || text.hasPrefix("Optional<")
  }
}

import SwiftSyntax

/// Swift 2 called a closure with its parameters' labels (`onChange?(value: x)` for `var
/// onChange: ((_ value: Any) -> Void)?`); since Swift 3 a function type has no argument
/// labels and the call says "extraneous argument label 'value:' in call". In a type that
/// declares such a property, a call of it (`onChange(…)`, `onChange?(…)`, through `self.` or
/// not) loses its labels.
extension BridgeVisitor {
  func dropClosureCallLabels(in members: MemberBlockSyntax) {
    var closures: Set<String> = []
    for member in members.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let type = binding.typeAnnotation?.type, Self.isFunctionType(type)
        else { continue }
        closures.insert(name)
      }
    }
    guard !closures.isEmpty else { return }
    let finder = ClosureCallFinder(names: closures)
    finder.walk(members)
    for argument in finder.labelledArguments {
      guard let label = argument.label else { continue }
      edit(
        start: label.positionAfterSkippingLeadingTrivia.utf8Offset,
        end: argument.expression.positionAfterSkippingLeadingTrivia.utf8Offset, "",
        reason: "a closure is called without argument labels")
    }
  }

  /// Whether `type` is a function type, optional or not, in parentheses or not.
  static func isFunctionType(_ type: TypeSyntax) -> Bool {
    if type.is(FunctionTypeSyntax.self) { return true }
    if let optional = type.as(OptionalTypeSyntax.self) {
      return isFunctionType(optional.wrappedType)
    }
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return isFunctionType(unwrapped.wrappedType)
    }
    if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first, only.firstName == nil
    {
      return isFunctionType(only.type)
    }
    if let attributed = type.as(AttributedTypeSyntax.self) {
      return isFunctionType(attributed.baseType)
    }
    return false
  }
}

/// Finds the labelled arguments of calls of the named closure properties.
private final class ClosureCallFinder: SyntaxVisitor {
  let names: Set<String>
  private(set) var labelledArguments: [LabeledExprSyntax] = []

  init(names: Set<String>) {
    self.names = names
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    var callee = ExprSyntax(node.calledExpression)
    if let chained = callee.as(OptionalChainingExprSyntax.self) { callee = chained.expression }
    let name: String?
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else if let access = callee.as(MemberAccessExprSyntax.self),
      access.base?.trimmedDescription == "self"
    {
      name = access.declName.baseName.text
    } else {
      name = nil
    }
    if let name, names.contains(name) {
      labelledArguments += node.arguments.filter { $0.label != nil }
    }
    return .visitChildren
  }
}

import SwiftSyntax

/// A generic type whose class-bound parameter the scene fills with a protocol
/// (`ClassBoundGenericCollector`) loses the bound, `<T: AnyObject>` becoming `<T>`, and each
/// of its `weak var value: T?` becomes `@WeakReference var value: T?`, which holds the object
/// weakly as `weak` does (`weak` needs a class-bound type). On iOS the protocol is `@objc` and
/// its existential a class, so the code builds there as it is.
extension BridgeVisitor {
  func relaxClassBounds(
    _ name: String, _ clause: GenericParameterClauseSyntax?, _ members: MemberBlockSyntax
  ) {
    guard let clause, let relaxed = relaxedGenericParameters[name] else { return }
    for parameter in clause.parameters where relaxed.contains(parameter.name.text) {
      guard let bound = parameter.inheritedType else { continue }
      edit(
        start: parameter.name.endPositionBeforeTrailingTrivia.utf8Offset,
        end: bound.endPositionBeforeTrailingTrivia.utf8Offset, "",
        reason: "an @objc protocol's existential is a class on iOS; the class bound is dropped")
    }
    for member in members.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        let weak = variable.modifiers.first(where: { $0.name.tokenKind == .keyword(.weak) }),
        variable.bindings.count == 1, let type = variable.bindings.first?.typeAnnotation?.type,
        let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType,
        relaxed.contains(wrapped.trimmedDescription)
      else { continue }
      drop(weak, reason: "weak reference to a relaxed generic parameter")
      let start = variable.positionAfterSkippingLeadingTrivia.utf8Offset
      edit(
        start: start, end: start, "@WeakReference ",
        reason: "weak reference to a relaxed generic parameter")
    }
  }
}

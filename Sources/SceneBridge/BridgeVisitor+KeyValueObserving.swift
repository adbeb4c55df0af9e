import SwiftSyntax

/// A class that subclasses `NSObject` directly and overrides `observeValue(forKeyPath:of:change:
/// context:)` to hear `addObserver(_:forKeyPath:options:context:)`: Foundation on Linux has no
/// key-value observing, so its `NSObject` has no such method to override. The `override` is
/// dropped, the class adopts `KeyValueObserver` (what the lab's observed views and layers tell),
/// and a call of `super.observeValue(…)` in it goes to `NSObject`'s default, which does nothing
/// here (on iOS it raises for an observation the class did not register).
extension BridgeVisitor {
  func bridgeObserveValue(of node: ClassDeclSyntax) {
    guard let clause = node.inheritanceClause,
      let first = clause.inheritedTypes.first,
      ["NSObject", "Foundation.NSObject"].contains(first.type.trimmedDescription)
    else { return }
    let observers = node.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
      .filter { function in
        function.name.text == "observeValue"
          && function.signature.parameterClause.parameters.first?.firstName.text == "forKeyPath"
      }
    guard !observers.isEmpty else { return }
    for function in observers {
      for modifier in function.modifiers where modifier.name.tokenKind == .keyword(.override) {
        edit(
          start: modifier.positionAfterSkippingLeadingTrivia.utf8Offset,
          end: modifier.endPosition.utf8Offset, "",
          reason: "NSObject has no observeValue(forKeyPath:of:change:context:) to override here")
      }
      if let body = function.body {
        SuperObserveValueFinder(viewMode: .sourceAccurate).calls(in: body).forEach { member in
          edit(member, "NSObject.observeValueAsNSObjectDoes", reason: "NSObject's observeValue")
        }
      }
    }
    let last = clause.inheritedTypes.last!
    let end = last.type.endPositionBeforeTrailingTrivia.utf8Offset
    edit(
      start: end, end: end, ", KeyValueObserver",
      reason: "told of observed values by key path as NSObject is on iOS")
  }
}

/// Finds `super.observeValue` in a function body.
private final class SuperObserveValueFinder: SyntaxVisitor {
  private var found: [MemberAccessExprSyntax] = []

  func calls(in body: CodeBlockSyntax) -> [MemberAccessExprSyntax] {
    walk(body)
    return found
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if node.base?.is(SuperExprSyntax.self) == true, node.declName.baseName.text == "observeValue" {
      found.append(node)
    }
    return .visitChildren
  }
}

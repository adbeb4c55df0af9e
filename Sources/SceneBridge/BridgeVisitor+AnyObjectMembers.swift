import SwiftSyntax

/// A property read on a parameter typed `AnyObject` (`sender.center` in `@IBAction func
/// codeBtnTouched(_ sender: AnyObject)`) is Objective-C's dynamic member lookup on iOS; Swift
/// has none without that runtime. It becomes `AnyObjectMembers(sender).center`, which reads a
/// view's property and gives nil for anything else, an implicitly unwrapped optional as on iOS.
/// A method called on the parameter (`sender.setTitle(…)`) is left as written.
extension BridgeVisitor {
  static let anyObjectTypes: Set<String> = ["AnyObject", "AnyObject?", "AnyObject!"]

  /// The names of a function's parameters typed `AnyObject`, as its body uses them.
  func anyObjectParameters(_ signature: FunctionSignatureSyntax) -> Set<String> {
    Set(
      signature.parameterClause.parameters.compactMap { parameter in
        guard Self.anyObjectTypes.contains(parameter.type.trimmedDescription) else { return nil }
        return (parameter.secondName ?? parameter.firstName).text
      })
  }

  func bridgeAnyObjectMember(_ node: MemberAccessExprSyntax) {
    guard let base = node.base?.as(DeclReferenceExprSyntax.self),
      anyObjectParameterStack.last?.contains(base.baseName.text) == true,
      node.declName.argumentNames == nil
    else { return }
    if let call = node.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == node.id
    {
      return
    }
    edit(
      base, "AnyObjectMembers(\(source(base)))",
      reason: "a property read on AnyObject (Objective-C's dynamic member lookup)")
  }
}

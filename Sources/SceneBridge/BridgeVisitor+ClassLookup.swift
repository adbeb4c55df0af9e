import SwiftSyntax

/// A class looked up by its Objective-C name, which only the Objective-C runtime can find.
extension BridgeVisitor {
  /// `NSClassFromString("_UICustomBlurEffect")` → `objc_lookUpClass("_UICustomBlurEffect")`:
  /// the UIKit module's runtime lookup, which knows the private UIKit classes the lab gives and
  /// asks Foundation for any other name. Foundation's own function of that name would shadow
  /// nothing here: both are seen, and the call would be ambiguous.
  func rewriteClassLookup(_ node: FunctionCallExprSyntax) {
    guard let callee = node.calledExpression.as(DeclReferenceExprSyntax.self),
      callee.baseName.text == "NSClassFromString", node.arguments.count == 1
    else { return }
    edit(callee, "objc_lookUpClass", reason: "NSClassFromString → the runtime's class lookup")
  }
}

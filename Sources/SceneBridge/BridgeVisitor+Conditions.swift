import SwiftSyntax

/// A scene file is compiled as the iOS code it is: in `#if`, `os(iOS)` and `canImport(UIKit)`
/// are true and `os(Linux)` false; the imports of Apple's frameworks a transition uses import
/// the UIKit module, which carries their names.
extension BridgeVisitor {
  /// Modules whose names the UIKit module carries (or exports).
  static let bridgedModules: Set<String> = [
    "Foundation", "CoreGraphics", "QuartzCore", "CoreFoundation", "Darwin", "ObjectiveC",
    "UIKit", "CoreAnimation",
  ]

  func bridge(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    if let condition = node.condition { rewriteCondition(condition) }
    return .visitChildren
  }

  private func rewriteCondition(_ expression: ExprSyntax) {
    let calls = PlatformConditionCollector(viewMode: .sourceAccurate)
    calls.walk(expression)
    for call in calls.calls {
      guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
        let argument = call.arguments.first?.expression.trimmedDescription
      else { continue }
      let value: Bool? =
        switch (name, argument) {
        case ("os", "iOS"): true
        case ("os", "Linux"): false
        case ("canImport", let module) where module == "UIKit" || module.hasPrefix("UIKit."): true
        default: nil
        }
      if let value { edit(call, value ? "true" : "false", reason: "\(source(call)) on iOS") }
    }
  }

  func bridge(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    firstImportOffset = firstImportOffset ?? node.positionAfterSkippingLeadingTrivia.utf8Offset
    guard let module = node.path.first?.name.text else { return .skipChildren }
    if module == "UIKit" || module == "TransitionKit" { importsUIKit = true }
    guard Self.bridgedModules.contains(module) else {
      if let availableModules, !availableModules.contains(module) {
        edit(node, "", reason: "\(module) is compiled in the scene's own module")
      }
      return .skipChildren
    }
    if module == "UIKit", node.path.count == 1, node.importKindSpecifier == nil {
      return .skipChildren
    }
    importsUIKit = true
    let attributes = node.attributes.isEmpty ? "" : source(node.attributes) + " "
    edit(node, attributes + "import UIKit", reason: "\(source(node.path)) → the UIKit module")
    return .skipChildren
  }
}

/// The calls in a `#if` condition (`os(iOS)`, `canImport(UIKit)`), outermost only.
private final class PlatformConditionCollector: SyntaxVisitor {
  var calls: [FunctionCallExprSyntax] = []

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    calls.append(node)
    return .skipChildren
  }
}

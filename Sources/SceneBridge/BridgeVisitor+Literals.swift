import SwiftSyntax

/// Xcode's literals and key paths for the Objective-C runtime, as the values they stand for.
extension BridgeVisitor {
  /// `#keyPath(UIView.layer.cornerRadius)` → `"layer.cornerRadius"`: the key path's string,
  /// which key-value coding reads; a leading type name is not part of it.
  func rewriteKeyPath(_ node: MacroExpansionExprSyntax) {
    guard let argument = node.arguments.first else { return }
    var components = source(argument.expression).split(separator: ".").map(String.init)
    if components.count > 1, let first = components.first?.unicodeScalars.first,
      first.properties.isUppercase
    {
      components.removeFirst()
    }
    if components.first == "self" { components.removeFirst() }
    edit(node, "\"\(components.joined(separator: "."))\"", reason: "#keyPath → its string")
  }

  /// `#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)` → `UIColor(red: …)`.
  func rewriteColorLiteral(_ node: MacroExpansionExprSyntax) {
    edit(node, "UIColor(\(source(node.arguments)))", reason: "#colorLiteral → UIColor")
  }

  /// `#imageLiteral(resourceName: "card")` → `UIImage(named: "card")!`: what UIKit's
  /// literal initialiser does, a missing image stopping the program as it does there.
  func rewriteImageLiteral(_ node: MacroExpansionExprSyntax) {
    guard let argument = node.arguments.first else { return }
    edit(
      node, "UIImage(named: \(source(argument.expression)))!", reason: "#imageLiteral → UIImage")
  }
}

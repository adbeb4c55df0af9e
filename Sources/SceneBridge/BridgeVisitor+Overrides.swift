import SwiftSyntax

/// On iOS a class's extension may override the methods of UIKit's classes (`extension
/// CardViewController { override func viewWillAppear(_:) }`): they are Objective-C methods,
/// dispatched by name. Swift allows an override only in the class's own body, so an override
/// in an extension of a class declared in the same file moves to the end of that class's
/// body. The lines between the class and the extension move down by the moved lines; a
/// diagnostic is still said about the person's line and column.
extension BridgeVisitor {
  func moveOverrides(of node: ExtensionDeclSyntax) {
    let name = node.extendedType.trimmedDescription
    guard let closingBrace = classClosingBraces[name],
      closingBrace < node.positionAfterSkippingLeadingTrivia.utf8Offset
    else { return }
    for member in node.memberBlock.members {
      guard let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
        modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
        !isForwardingOverrideOfAnExtension(member.decl)
      else { continue }
      let start = member.position.utf8Offset
      let end = member.endPosition.utf8Offset
      let text = String(decoding: bytes[start..<end], as: UTF8.self)
      let anchor = member.positionAfterSkippingLeadingTrivia.utf8Offset
      edit(start: start, end: end, "", reason: "override moved into its class")
      add(
        SourceEdit(
          start: closingBrace, end: closingBrace, replacement: text + "\n", anchor: anchor,
          movedFrom: start, reason: "override from an extension"))
    }
  }
}

/// The offset of the closing brace of each class declared in a file, by name.
final class ClassBraceCollector: SyntaxVisitor {
  private(set) var closingBraces: [String: Int] = [:]

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    closingBraces[node.name.text] =
      node.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
    return .skipChildren
  }
}

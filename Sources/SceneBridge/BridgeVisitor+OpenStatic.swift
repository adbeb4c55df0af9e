import SwiftSyntax

/// Swift 3 and 4 accepted `open static` with a warning; today's Swift refuses it ("static
/// declarations are implicitly 'final'; use 'public' instead of 'open'"). A static member
/// cannot be overridden either way, so `open` becomes `public`, what the compiler asks for.
extension BridgeVisitor {
  func bridgeOpenStatic(_ node: DeclModifierSyntax) {
    guard node.name.tokenKind == .keyword(.open),
      let modifiers = node.parent?.as(DeclModifierListSyntax.self),
      modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
    else { return }
    edit(node.name, "public", reason: "a static member is final: open → public")
  }
}

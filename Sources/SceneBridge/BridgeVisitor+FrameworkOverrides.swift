import SwiftSyntax

/// On iOS an extension may override a member of a UIKit class itself (`extension UIWindow {
/// open override var layer: CALayer { … } }`): the Objective-C runtime then runs the
/// extension's implementation for every instance, in place of UIKit's. Swift cannot replace a
/// member of another module's class from an extension, and the code would not build. Such an
/// override (in an extension of a class whose name starts with `UI`, `CA` or `NS` and that the
/// file does not declare) is kept and compiled under another name, `<name>_overriddenInExtension`,
/// without `override` and with `open` made `public`; it is never called, UIKit's member stays
/// in place, and a `#warning` on the member's last line says so.
extension BridgeVisitor {
  /// The suffix an override of a framework class's member in an extension is renamed with.
  static let frameworkOverrideSuffix = "_overriddenInExtension"

  func renameFrameworkOverrides(of node: ExtensionDeclSyntax) {
    let name = node.extendedType.trimmedDescription
    guard ["UI", "CA", "NS"].contains(where: { name.hasPrefix($0) }),
      classClosingBraces[name] == nil
    else { return }
    for member in node.memberBlock.members {
      guard let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
        let overrideModifier = modifiers.first(where: {
          $0.name.tokenKind == .keyword(.override)
        }),
        let memberName = Self.overriddenName(member.decl)
      else { continue }
      // `#warning` must end its line: it goes after the member, on its last line.
      let end = member.decl.endPositionBeforeTrailingTrivia.utf8Offset
      add(
        SourceEdit(
          start: end, end: end,
          replacement: "; #warning(\"\(name).\(memberName.text) is overridden in an extension: "
            + "this implementation is never called here, \(name)'s own stays in place (Swift "
            + "cannot replace a member of another module's class from an extension); write the "
            + "override in a subclass\")",
          anchor: member.decl.positionAfterSkippingLeadingTrivia.utf8Offset,
          reason: "an override in an extension of a framework class"))
      edit(overrideModifier, "", reason: "override of a framework class's member in an extension")
      if let open = modifiers.first(where: { $0.name.text == "open" }) {
        edit(open, "public", reason: "open member of an extension")
      }
      edit(
        memberName, memberName.text + Self.frameworkOverrideSuffix,
        reason: "override of a framework class's member in an extension, renamed")
    }
  }

  /// The name token of an overriding property or method.
  private static func overriddenName(_ decl: DeclSyntax) -> TokenSyntax? {
    if let function = decl.as(FunctionDeclSyntax.self) { return function.name }
    if let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
      let pattern = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)
    {
      return pattern.identifier
    }
    return nil
  }
}

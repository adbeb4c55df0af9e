import SwiftSyntax

/// An `@objc` protocol that a UIKit class adopts in an extension with nothing in it
/// (`@objc protocol Scrollable { var superview: UIView! { get } }` and `extension
/// UIScrollView: Scrollable {}`) is met on iOS by the class's own properties, which the
/// Objective-C runtime matches by selector: `superview` is `UIView?` there, and the
/// requirement's `UIView!` is the same nullable pointer to Objective-C. Swift matches types
/// exactly ("candidate has non-matching type 'UIView?'"). In such a protocol a property
/// requirement of an implicitly unwrapped type becomes optional, what the framework's
/// property is; code that reads it through the protocol then unwraps it as an optional.
extension BridgeVisitor {
  func optionalizeImplicitlyUnwrappedRequirements(_ node: ProtocolDeclSyntax) {
    let isObjC = node.attributes.contains {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc"
    }
    guard isObjC, frameworkAdoptedProtocols.contains(node.name.text) else { return }
    for member in node.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings {
        guard let type = binding.typeAnnotation?.type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)
        else { continue }
        edit(
          type.exclamationMark, "?",
          reason: "a UIKit class meets this requirement with an optional property")
      }
    }
  }
}

/// Finds the protocols the scene's files make a UIKit class adopt in an extension: a class
/// whose name starts with `UI`, `CA` or `NS` and that no file of the scene declares.
final class FrameworkAdoptionCollector: SyntaxVisitor {
  private var declaredClasses: Set<String> = []
  private var adoptions: [(type: String, protocols: [String])] = []

  /// The protocols adopted by framework classes.
  var frameworkAdoptedProtocols: Set<String> {
    Set(
      adoptions.filter { adoption in
        ["UI", "CA", "NS"].contains { adoption.type.hasPrefix($0) }
          && !declaredClasses.contains(adoption.type)
      }.flatMap(\.protocols))
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    declaredClasses.insert(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    if let clause = node.inheritanceClause {
      adoptions.append(
        (
          type: node.extendedType.trimmedDescription,
          protocols: clause.inheritedTypes.map { $0.type.trimmedDescription }
        ))
    }
    return .visitChildren
  }
}

import SwiftSyntax

/// `UIColor` and `UIFont` are classes on iOS, so an extension gives them `convenience`
/// initializers (`convenience init(hex: Int)`, the most common extension of all); here they are
/// TransitionKit's `Color` and `Font`, structs, whose initializers take no such mark. The mark
/// is dropped; what the initializer does (`self.init(red:green:blue:alpha:)`) is the same.
extension BridgeVisitor {
  /// The UIKit classes that are structs here, in both spellings.
  static let valueTypeNames: Set<String> = [
    "UIColor", "CGColor", "UIFont", "Color", "Font", "UIKit.UIColor", "UIKit.UIFont",
  ]

  func dropConvenienceOfValueTypes(in node: ExtensionDeclSyntax) {
    guard Self.valueTypeNames.contains(node.extendedType.trimmedDescription) else { return }
    for member in node.memberBlock.members {
      guard let initializer = member.decl.as(InitializerDeclSyntax.self),
        let convenience = initializer.modifiers.first(where: {
          $0.name.tokenKind == .keyword(.convenience)
        })
      else { continue }
      edit(
        start: convenience.positionAfterSkippingLeadingTrivia.utf8Offset,
        end: convenience.endPosition.utf8Offset, "",
        reason: "UIColor and UIFont are structs here: no convenience initializers")
    }
  }
}

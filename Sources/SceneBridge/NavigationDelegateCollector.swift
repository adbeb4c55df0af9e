import SwiftSyntax

/// Finds, across every file of a scene, the navigation delegates that implement UIKit's
/// custom-transition methods, and where to say so.
///
/// UIKit learns from the Objective-C runtime whether a `UINavigationControllerDelegate`
/// implements `navigationController(_:animationControllerFor:from:to:)` or
/// `navigationController(_:interactionControllerFor:)`, and a delegate that does loses the
/// system swipe back on a page its animator brought. Swift cannot tell an implemented method
/// from the protocol's default, so TransitionKit reads the delegate's
/// `implementedTransitionMethods`; for a type that conforms (in its declaration or an
/// extension, in any file) and declares either method, the bridge declares it, once, in the
/// first body that declares one of the methods. A `UITabBarControllerDelegate` that declares
/// `tabBarController(_:animationControllerForTransitionFrom:to:)` or
/// `tabBarController(_:interactionControllerFor:)` declares `implementedTabTransitionMethods`
/// the same way (what `responds(to:)` answers for those methods).
final class NavigationDelegateCollector: SyntaxVisitor {
  /// The delegate protocols whose transition methods are declared this way: the navigation
  /// controller's and the tab bar controller's.
  enum Kind: CaseIterable {
    case navigation, tabBar

    /// The protocol's names, as iOS code and TransitionKit code write them.
    var protocolNames: Set<String> {
      switch self {
      case .navigation:
        [
          "UINavigationControllerDelegate", "UIKit.UINavigationControllerDelegate",
          "NavigationControllerDelegate", "TransitionKit.NavigationControllerDelegate",
        ]
      case .tabBar:
        [
          "UITabBarControllerDelegate", "UIKit.UITabBarControllerDelegate",
          "TabBarControllerDelegate", "TransitionKit.TabBarControllerDelegate",
        ]
      }
    }

    /// The requirement TransitionKit reads.
    var requirementName: String {
      switch self {
      case .navigation: "implementedTransitionMethods"
      case .tabBar: "implementedTabTransitionMethods"
      }
    }

    /// The methods' base name.
    var methodName: String {
      switch self {
      case .navigation: "navigationController"
      case .tabBar: "tabBarController"
      }
    }

    /// The animation controller method's labels.
    var animationLabels: [String] {
      switch self {
      case .navigation: ["_", "animationControllerFor", "from", "to"]
      case .tabBar: ["_", "animationControllerForTransitionFrom", "to"]
      }
    }
  }

  /// One body (a class's or an extension's) that declares a custom-transition method.
  struct Body {
    var file: Int
    /// Just after the body's opening brace, in UTF-8 bytes.
    var insertionOffset: Int
    /// The access of the method it declares (`public ` or none).
    var access: String
  }

  /// Per type: the methods its bodies declare, the first such body, and what it declares.
  private struct TypeRecord {
    var conforms = false
    var declaresRequirement = false
    var animation = false
    var interaction = false
    var firstBody: Body?
  }

  private var types: [String: [Kind: TypeRecord]] = [:]
  private var names: [String] = []
  /// The file being walked, by its index among the scene's files.
  var file = 0

  /// The declaration to insert per file: its offset, text and the method's offset it stands
  /// for, for each delegate type whose first declaring body is in that file.
  var insertions: [Int: [(offset: Int, text: String)]] {
    var result: [Int: [(offset: Int, text: String)]] = [:]
    for records in types.values {
      for kind in Kind.allCases {
        guard let record = records[kind], record.conforms, !record.declaresRequirement,
          let body = record.firstBody
        else { continue }
        let methods =
          (record.animation ? [".animationController"] : [])
          + (record.interaction ? [".interactionController"] : [])
        let text =
          " \(body.access)var \(kind.requirementName): NavigationDelegateTransitionMethods {"
          + " [\(methods.joined(separator: ", "))] };"
        result[body.file, default: []].append((offset: body.insertionOffset, text: text))
      }
    }
    return result
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    names.append(qualified(node.name.text))
    record(names.last!, node.inheritanceClause, node.memberBlock, whereClause: nil)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { names.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    names.append(node.extendedType.trimmedDescription)
    record(
      names.last!, node.inheritanceClause, node.memberBlock, whereClause: node.genericWhereClause)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { names.removeLast() }

  // Other nested types keep the names of what they hold apart.
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    names.append(qualified(node.name.text))
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { names.removeLast() }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    names.append(qualified(node.name.text))
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { names.removeLast() }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  // A type declared in a function body cannot be found by name from another body.
  override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  private func qualified(_ name: String) -> String {
    names.last.map { $0 + "." + name } ?? name
  }

  private func record(
    _ name: String, _ inheritance: InheritanceClauseSyntax?, _ members: MemberBlockSyntax,
    whereClause: GenericWhereClauseSyntax?
  ) {
    for kind in Kind.allCases {
      record(kind, name, inheritance, members, whereClause: whereClause)
    }
  }

  private func record(
    _ kind: Kind, _ name: String, _ inheritance: InheritanceClauseSyntax?,
    _ members: MemberBlockSyntax, whereClause: GenericWhereClauseSyntax?
  ) {
    var entry = types[name]?[kind] ?? TypeRecord()
    if let inheritance,
      inheritance.inheritedTypes.contains(where: {
        kind.protocolNames.contains($0.type.trimmedDescription)
      })
    {
      entry.conforms = true
    }
    for member in members.members {
      if let variable = member.decl.as(VariableDeclSyntax.self),
        variable.bindings.contains(where: {
          $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == kind.requirementName
        })
      {
        entry.declaresRequirement = true
      }
      guard let function = member.decl.as(FunctionDeclSyntax.self),
        function.name.text == kind.methodName
      else { continue }
      let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
      let isAnimation = labels == kind.animationLabels
      let isInteraction = labels == ["_", "interactionControllerFor"]
      guard isAnimation || isInteraction else { continue }
      entry.animation = entry.animation || isAnimation
      entry.interaction = entry.interaction || isInteraction
      // A constrained extension's members do not implement the requirement for every
      // instance: the declaration goes in an unconstrained body.
      if entry.firstBody == nil, whereClause == nil {
        let isPublic = function.modifiers.contains {
          ["public", "open"].contains($0.name.text)
        }
        entry.firstBody = Body(
          file: file,
          insertionOffset: members.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset,
          access: isPublic ? "public " : "")
      }
    }
    types[name, default: [:]][kind] = entry
  }
}

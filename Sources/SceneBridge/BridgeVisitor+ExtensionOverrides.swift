import SwiftSyntax

/// On iOS an `@objc` member a scene declares in an extension of a UIKit class
/// (`extension UIViewController { @objc var isHidden: Bool { … } }`) is an Objective-C method,
/// dispatched by name, and a subclass may override it. Swift outside Apple's platforms cannot
/// override a member of an extension. An override that only hands the call to `super`'s
/// member changes nothing, so it is dropped (its lines are kept, empty); any other such
/// override is left for the compiler to name.
extension BridgeVisitor {
  func dropForwardingOverrides(in members: MemberBlockItemListSyntax) {
    for member in members where isForwardingOverrideOfAnExtension(member.decl) {
      let start = member.decl.positionAfterSkippingLeadingTrivia.utf8Offset
      let end = member.decl.endPositionBeforeTrailingTrivia.utf8Offset
      let lines = bytes[start..<end].filter { $0 == 10 }.count
      edit(
        start: start, end: end, String(repeating: "\n", count: lines),
        reason: "an override that only calls super's member of an extension")
    }
  }

  /// Whether the declaration overrides an `@objc` member of an extension and only calls
  /// `super`'s.
  func isForwardingOverrideOfAnExtension(_ decl: DeclSyntax) -> Bool {
    guard !extensionObjectiveCMembers.isEmpty,
      let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
      modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
      let name = Self.forwardedName(decl)
    else { return false }
    return extensionObjectiveCMembers.contains(name)
  }

  /// The member's name when its body is one statement handing the call to `super`'s member of
  /// the same name with the same arguments.
  static func forwardedName(_ decl: DeclSyntax) -> String? {
    if let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
      let binding = variable.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let accessors = binding.accessorBlock?.accessors
    {
      let statements: CodeBlockItemListSyntax
      switch accessors {
      case .getter(let body): statements = body
      case .accessors(let list):
        guard list.count == 1, let getter = list.first,
          getter.accessorSpecifier.tokenKind == .keyword(.get), let body = getter.body
        else { return nil }
        statements = body.statements
      }
      guard statements.count == 1, let statement = statements.first else { return nil }
      let text = statement.item.trimmedDescription
      return text == "super.\(name)" || text == "return super.\(name)" ? name : nil
    }
    if let function = decl.as(FunctionDeclSyntax.self), let body = function.body,
      body.statements.count == 1, let statement = body.statements.first
    {
      let name = function.name.text
      var item = Syntax(statement.item)
      if let returned = item.as(ReturnStmtSyntax.self)?.expression { item = Syntax(returned) }
      guard let call = item.as(FunctionCallExprSyntax.self),
        call.calledExpression.trimmedDescription == "super.\(name)"
      else { return nil }
      let parameters = function.signature.parameterClause.parameters
      guard parameters.count == call.arguments.count else { return nil }
      for (parameter, argument) in zip(parameters, call.arguments) {
        let inner = (parameter.secondName ?? parameter.firstName).text
        let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
        guard argument.expression.trimmedDescription == inner, argument.label?.text == label
        else { return nil }
      }
      return name
    }
    return nil
  }
}

/// Finds, in every file of a scene before any is rewritten, the members declared `@objc` in
/// extensions of classes (`BridgeVisitor+ExtensionOverrides.swift`) and the protocols whose
/// `init()` requirement `NSObject` is said to meet (`BridgeVisitor+ObjectInitializer.swift`).
final class ObjectiveCExtensionCollector: SyntaxVisitor {
  private(set) var members: Set<String> = []
  /// The protocols a file makes `NSObject` adopt in an extension.
  private(set) var objectProtocols: Set<String> = []

  /// The protocols whose only requirements are `init()`.
  private var initializerOnlyProtocols: Set<String> = []
  /// The members of each protocol's plain extensions, as an `NSObject` extension declares them.
  private var protocolExtensionMembers: [String: [String]] = [:]

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    let members = node.memberBlock.members
    let onlyInit =
      !members.isEmpty
      && members.allSatisfy { member in
        guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { return false }
        return initializer.signature.parameterClause.parameters.isEmpty
          && initializer.optionalMark == nil
      }
    if onlyInit { initializerOnlyProtocols.insert(node.name.text) }
    return .skipChildren
  }

  /// The protocols `NSObject` adopts that require only `init()`, with their extensions'
  /// members.
  func objectInitializerProtocols() -> [String: [String]] {
    var found: [String: [String]] = [:]
    for name in objectProtocols.intersection(initializerOnlyProtocols) {
      found[name] = protocolExtensionMembers[name] ?? []
    }
    return found
  }

  /// A protocol extension's member as an extension of a class declares it: an initializer is
  /// a convenience one; a `mutating` method has no place in a class.
  private static func classMember(_ decl: DeclSyntax) -> String? {
    if let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
      modifiers.contains(where: { $0.name.tokenKind == .keyword(.mutating) })
    {
      return nil
    }
    let text = decl.trimmedDescription
    guard let initializer = decl.as(InitializerDeclSyntax.self) else { return text }
    let offset =
      initializer.initKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
      - decl.positionAfterSkippingLeadingTrivia.utf8Offset
    var bytes = Array(text.utf8)
    bytes.insert(contentsOf: Array("convenience ".utf8), at: offset)
    return String(decoding: bytes, as: UTF8.self)
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.genericWhereClause == nil, node.inheritanceClause == nil {
      let name = node.extendedType.trimmedDescription
      for member in node.memberBlock.members {
        if let text = Self.classMember(member.decl) {
          protocolExtensionMembers[name, default: []].append(text)
        }
      }
    }
    let isObjectiveC = node.attributes.contains { $0.trimmedDescription.hasPrefix("@objc") }
    if node.extendedType.trimmedDescription == "NSObject",
      let inherited = node.inheritanceClause?.inheritedTypes
    {
      for type in inherited { objectProtocols.insert(type.type.trimmedDescription) }
    }
    for member in node.memberBlock.members {
      guard let decl = member.decl.asProtocol(WithAttributesSyntax.self),
        isObjectiveC || decl.attributes.contains(where: { $0.trimmedDescription == "@objc" })
      else { continue }
      if let variable = member.decl.as(VariableDeclSyntax.self) {
        for binding in variable.bindings {
          if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            members.insert(name)
          }
        }
      } else if let function = member.decl.as(FunctionDeclSyntax.self) {
        members.insert(function.name.text)
      }
    }
    return .skipChildren
  }
}

import SwiftSyntax

/// `responds(to:)` is a method of `NSObject` on iOS, which a class overrides to answer for
/// others (a delegate proxy responds to what its delegates respond to). Here it is declared on
/// `NSObjectProtocol` and cannot be overridden: a class of the scene that overrides it, with no
/// class of the scene above it doing so, declares it instead (`override` dropped, a
/// `Selector?` parameter written `Selector!`, as `SelectorResponding` asks) and adopts
/// `SelectorResponding`, which the lab's
/// `responds(to:)` asks first; its `super.responds(to:)` becomes
/// `respondsByImplementation(to:)`, what `NSObject` answers.
///
/// `responds(to:)` asked of a value of a generic parameter that lost its class bound (see
/// `BridgeVisitor+ClassBoundGenerics.swift`) is asked of the value as an `NSObjectProtocol`:
/// `$0.responds(to: selector)` becomes `($0 as? any NSObjectProtocol)?.responds(to: selector)
/// == true`.
extension BridgeVisitor {
  func bridgeRespondsOverride(_ node: ClassDeclSyntax) {
    guard respondingClasses.contains(node.name.text) else { return }
    for member in node.memberBlock.members {
      guard let function = member.decl.as(FunctionDeclSyntax.self),
        RespondsOverrideCollector.isResponds(function)
      else { continue }
      if let override = function.modifiers.first(where: {
        $0.name.tokenKind == .keyword(.override)
      }) {
        drop(override, reason: "responds(to:) is declared, not overridden, here")
      }
      if let parameter = function.signature.parameterClause.parameters.first,
        let optional = parameter.type.as(OptionalTypeSyntax.self)
      {
        edit(
          optional.questionMark, "!",
          reason: "responds(to:) takes an implicitly unwrapped selector, as UIKit's does")
      }
      if let body = function.body {
        for call in SuperRespondsFinder.calls(in: body) {
          edit(
            call, "self.respondsByImplementation",
            reason: "NSObject's own answer to responds(to:)")
        }
      }
    }
    if let clause = node.inheritanceClause, let last = clause.inheritedTypes.last {
      let end = last.type.endPositionBeforeTrailingTrivia.utf8Offset
      edit(
        start: end, end: end, ", SelectorResponding",
        reason: "a class that answers responds(to:) itself")
    }
  }

  /// `x.responds(to: s)` inside a type whose generic parameter lost its class bound.
  func bridgeGenericResponds(_ node: FunctionCallExprSyntax) {
    guard insideRelaxedGenericType,
      let access = node.calledExpression.as(MemberAccessExprSyntax.self),
      access.declName.baseName.text == "responds",
      node.arguments.count == 1, node.arguments.first?.label?.text == "to",
      let base = access.base, !base.is(SuperExprSyntax.self),
      base.trimmedDescription != "self"
    else { return }
    edit(
      start: base.positionAfterSkippingLeadingTrivia.utf8Offset,
      end: base.endPositionBeforeTrailingTrivia.utf8Offset,
      "(\(source(base)) as? any NSObjectProtocol)?",
      reason: "responds(to:) asked of a generic value as an NSObjectProtocol")
    let end = node.endPositionBeforeTrailingTrivia.utf8Offset
    edit(start: end, end: end, " == true", reason: "responds(to:) of an optional object")
  }
}

/// Finds, across every file of a scene, the classes that override `responds(to:)` with no
/// class of the scene above them doing so.
final class RespondsOverrideCollector: SyntaxVisitor {
  private var superclasses: [String: String] = [:]
  private var declaring: Set<String> = []

  /// The classes that answer `responds(to:)` themselves first in their line.
  var respondingClasses: Set<String> {
    declaring.filter { name in
      var ancestor = superclasses[name]
      var seen: Set<String> = [name]
      while let current = ancestor, seen.insert(current).inserted {
        if declaring.contains(current) { return false }
        ancestor = superclasses[current]
      }
      return true
    }
  }

  static func isResponds(_ function: FunctionDeclSyntax) -> Bool {
    function.name.text == "responds"
      && function.signature.parameterClause.parameters.map(\.firstName.text) == ["to"]
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = node.name.text
    if let superclass = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription {
      superclasses[name] = superclass
    }
    let declares = node.memberBlock.members.contains { member in
      member.decl.as(FunctionDeclSyntax.self).map(Self.isResponds) ?? false
    }
    if declares { declaring.insert(name) }
    return .visitChildren
  }
}

/// Finds `super.responds` in a function body.
private final class SuperRespondsFinder: SyntaxVisitor {
  private var found: [MemberAccessExprSyntax] = []

  static func calls(in body: CodeBlockSyntax) -> [ExprSyntax] {
    let finder = SuperRespondsFinder(viewMode: .sourceAccurate)
    finder.walk(body)
    return finder.found.map { ExprSyntax($0) }
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if node.base?.is(SuperExprSyntax.self) == true, node.declName.baseName.text == "responds" {
      found.append(node)
    }
    return .visitChildren
  }
}

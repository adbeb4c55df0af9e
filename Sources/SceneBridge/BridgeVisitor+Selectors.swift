import SwiftSyntax

/// `#selector(…)` names a method for the Objective-C runtime to call by name. Here a
/// `Selector` holds the method itself: `#selector(handlePan(_:))` inside `CardViewController`
/// becomes `Selector(CardViewController.handlePan(_:))`, the unbound method, which the
/// target-action APIs call on their target. A selector written as a string (Swift 2's
/// `action: "handlePan:"`, `Selector("handlePan:")`) is read the same way.
extension BridgeVisitor {
  func bridge(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    switch node.macroName.text {
    case "selector": rewriteSelector(node)
    case "keyPath": rewriteKeyPath(node)
    case "colorLiteral": rewriteColorLiteral(node)
    case "imageLiteral": rewriteImageLiteral(node)
    default: return .visitChildren
    }
    return .skipChildren
  }

  private func rewriteSelector(_ node: MacroExpansionExprSyntax) {
    guard let argument = node.arguments.first, node.arguments.count == 1 else { return }
    if let label = argument.label?.text {
      // `#selector(getter: isOpen)`: the property's accessor, through its key path.
      guard label == "getter" || label == "setter",
        let property = methodReference(argument.expression)
      else { return }
      edit(
        node, "Selector(\(label): \\\(property))", reason: "#selector(\(label):) → a key path")
      return
    }
    guard let method = methodReference(argument.expression) else { return }
    // A method of several arguments is never a target-action callback: such a selector is
    // asked about (`responds(to:)`), by its name, of objects of other types.
    if let name = Self.multipleArgumentName(argument.expression) {
      edit(
        node, "Selector(\(method), name: \"\(name)\")",
        reason: "#selector of a method of several arguments → the named unbound method")
      return
    }
    edit(node, "Selector(\(method))", reason: "#selector → the unbound method")
  }

  /// `method(_:a:)`, the method's name without its type, when it names two arguments or more.
  static func multipleArgumentName(_ expression: ExprSyntax) -> String? {
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let inner = tuple.elements.first?.expression
    {
      return multipleArgumentName(inner)
    }
    let name: DeclReferenceExprSyntax?
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      name = reference
    } else {
      name = expression.as(MemberAccessExprSyntax.self)?.declName
    }
    guard let name, let arguments = name.argumentNames, arguments.arguments.count >= 2 else {
      return nil
    }
    return name.trimmedDescription.filter { !$0.isWhitespace }
  }

  /// `Type.method(labels:)` for the expression inside a `#selector`.
  func methodReference(_ expression: ExprSyntax) -> String? {
    let inner = expression.as(TupleExprSyntax.self).flatMap { tuple in
      tuple.elements.count == 1 ? tuple.elements.first?.expression : nil
    }
    if let inner { return methodReference(inner) }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return qualified(source(reference))
    }
    if let access = expression.as(MemberAccessExprSyntax.self) {
      let member = source(access.declName)
      guard let base = access.base else { return qualified(member) }
      let baseText = source(base)
      if baseText == "self" || baseText == "Self" { return qualified(member) }
      if let first = baseText.unicodeScalars.first, first.properties.isUppercase {
        return "\(baseText).\(member)"
      }
      // An instance: its dynamic type's method.
      return "type(of: \(baseText)).\(member)"
    }
    return nil
  }

  private func qualified(_ member: String) -> String {
    guard let type = enclosingTypeName else { return member }
    return "\(type).\(member)"
  }

  func bridge(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
    guard let label = node.label?.text, label == "action" || label == "selector",
      let literal = node.expression.as(StringLiteralExprSyntax.self),
      let name = literal.representedLiteralValue,
      let method = Self.swiftName(ofSelector: name)
    else { return .visitChildren }
    edit(
      node.expression, "Selector(\(qualified(method)))",
      reason: "selector string → the unbound method")
    return .skipChildren
  }

  func bridge(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self),
      callee.baseName.text == "Selector", node.arguments.count == 1,
      let argument = node.arguments.first, argument.label == nil,
      let literal = argument.expression.as(StringLiteralExprSyntax.self),
      let name = literal.representedLiteralValue,
      let method = Self.swiftName(ofSelector: name)
    {
      edit(
        literal, qualified(method), reason: "selector string → the unbound method")
      return .skipChildren
    }
    rewriteClassLookup(node)
    rewriteOptionalCall(node)
    return .visitChildren
  }

  /// The Swift name of an Objective-C selector string: `handlePan:` → `handlePan(_:)`,
  /// `animate:duration:` → `animate(_:duration:)`, `close` → `close`.
  static func swiftName(ofSelector selector: String) -> String? {
    let parts = selector.split(separator: ":", omittingEmptySubsequences: false)
    guard let base = parts.first, !base.isEmpty,
      base.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else { return nil }
    guard parts.count > 1 else { return String(base) }
    let labels = ["_"] + parts.dropFirst().dropLast().map(String.init)
    return "\(base)(\(labels.map { $0 + ":" }.joined()))"
  }
}

import SwiftSyntax

/// `@objc optional` requirements need the Objective-C runtime. Here each becomes a plain
/// requirement with a default implementation in an extension at the end of the file: an
/// empty body for a method without a result, `nil` otherwise. A result that is neither `Void`
/// nor optional becomes optional (`nil` is what `delegate?.method?()` gives on iOS when the
/// method is not implemented), and so do the implementations in the types that declare the
/// conformance; a property's becomes implicitly unwrapped, so the implementing type still reads
/// its own property as a value (`contentLength += …`). Call sites `delegate?.method?(…)` lose
/// the `?` after the method's name.
extension BridgeVisitor {
  /// UIKit's own optional requirements a scene may call through `?(…)`; here they have
  /// default implementations.
  static let uikitOptionalRequirements: Set<String> = [
    "animationEnded", "interruptibleAnimator", "animationController",
    "interactionControllerForPresentation", "interactionControllerForDismissal",
    "presentationController", "gestureRecognizerShouldBegin", "gestureRecognizer",
    "scrollViewDidScroll", "scrollViewWillBeginDragging", "scrollViewDidEndDragging",
    "scrollViewWillEndDragging", "scrollViewDidEndDecelerating", "navigationController",
    "navigationControllerSupportedInterfaceOrientations",
    "navigationControllerPreferredInterfaceOrientationForPresentation", "tabBarController",
    "tabBarControllerSupportedInterfaceOrientations",
    "tabBarControllerPreferredInterfaceOrientationForPresentation", "collectionView",
  ]

  func visitProtocol(_ node: ProtocolDeclSyntax) {
    let access = node.modifiers.first { modifier in
      ["public", "open", "internal", "fileprivate", "private", "package"].contains(
        modifier.name.text)
    }
    let prefix = access.map { ($0.name.text == "open" ? "public" : $0.name.text) + " " } ?? ""
    var defaults: [String] = []
    for member in node.memberBlock.members {
      guard
        let requirement = OptionalRequirementCollector.requirement(
          member.decl, in: node.name.text)
      else { continue }
      if let function = member.decl.as(FunctionDeclSyntax.self) {
        removeOptional(function.modifiers)
        var signature = source(function.signature)
        if requirement.needsOptionalResult, let result = function.signature.returnClause?.type {
          let optional = optionalType(result)
          edit(result, optional, reason: "optional requirement returns an optional")
          signature = source(function.signature.parameterClause)
          if let effects = function.signature.effectSpecifiers {
            signature += " " + source(effects)
          }
          signature += " -> " + optional
        }
        let generics = function.genericParameterClause.map(source) ?? ""
        let whereClause = function.genericWhereClause.map { " " + source($0) } ?? ""
        let isVoid =
          function.signature.returnClause.map {
            ["Void", "()"].contains($0.type.trimmedDescription)
          } ?? true
        defaults.append(
          "  \(prefix)func \(function.name.text)\(generics)\(signature)\(whereClause) { \(isVoid ? "" : "nil ")}"
        )
      } else if let variable = member.decl.as(VariableDeclSyntax.self),
        let binding = variable.bindings.first, let type = binding.typeAnnotation?.type
      {
        removeOptional(variable.modifiers)
        var typeText = source(type)
        if requirement.needsOptionalResult {
          typeText = implicitlyUnwrappedType(type)
          edit(type, typeText, reason: "optional requirement is optional")
        }
        defaults.append("  \(prefix)var \(requirement.baseName): \(typeText) { nil }")
      }
    }
    guard !defaults.isEmpty else { return }
    appended.append(
      (
        text: "extension \(node.name.text) {\n" + defaults.joined(separator: "\n") + "\n}\n",
        anchor: node.positionAfterSkippingLeadingTrivia.utf8Offset
      ))
  }

  private func removeOptional(_ modifiers: DeclModifierListSyntax) {
    for modifier in modifiers where modifier.name.tokenKind == .keyword(.optional) {
      drop(modifier, reason: "optional requirement gets a default implementation")
    }
  }

  /// `T!`: the type of an optional property requirement and its implementations. Read
  /// through the protocol it is an optional, as `delegate.contentLength` is on iOS (`if let`,
  /// `??`); read in the implementing type it is the value, as the type declared it
  /// (`contentLength += …`).
  func implicitlyUnwrappedType(_ type: TypeSyntax) -> String {
    let text = source(type)
    let isSimple =
      type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self)
      || type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self)
      || type.is(TupleTypeSyntax.self)
    return isSimple ? text + "!" : "(\(text))!"
  }

  func optionalType(_ type: TypeSyntax) -> String {
    let text = source(type)
    let isSimple =
      type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self)
      || type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self)
      || type.is(TupleTypeSyntax.self)
    return isSimple ? text + "?" : "(\(text))?"
  }

  /// In a type or extension that declares conformance to a protocol with optional
  /// requirements whose result became optional, the implementations' results become optional
  /// too, so they still implement the requirement.
  func adjustWitnesses(
    _ inheritance: InheritanceClauseSyntax?, _ members: MemberBlockSyntax
  ) {
    guard let inheritance else { return }
    let adopted = Set(inheritance.inheritedTypes.map { $0.type.trimmedDescription })
    for member in members.members {
      if let function = member.decl.as(FunctionDeclSyntax.self),
        let result = function.signature.returnClause?.type,
        optionalRequirements[function.name.text, default: []].contains(where: {
          $0.needsOptionalResult && adopted.contains($0.protocolName)
            && $0.labels == OptionalRequirementCollector.labels(function.signature)
        })
      {
        edit(result, optionalType(result), reason: "implements an optional requirement")
      }
      if let variable = member.decl.as(VariableDeclSyntax.self),
        let binding = variable.bindings.first,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let type = binding.typeAnnotation?.type,
        optionalRequirements[name, default: []].contains(where: {
          $0.needsOptionalResult && adopted.contains($0.protocolName) && $0.labels == nil
        })
      {
        edit(type, implicitlyUnwrappedType(type), reason: "implements an optional requirement")
      }
    }
  }

  /// `delegate?.cardDidMove?(card)` → `delegate?.cardDidMove(card)`, and the forced form
  /// `delegate.collectionView!(…)` → `delegate.collectionView(…)`.
  func rewriteOptionalCall(_ node: FunctionCallExprSyntax) {
    let called: ExprSyntax
    let mark: TokenSyntax
    if let chained = node.calledExpression.as(OptionalChainingExprSyntax.self) {
      called = chained.expression
      mark = chained.questionMark
    } else if let forced = node.calledExpression.as(ForceUnwrapExprSyntax.self) {
      called = forced.expression
      mark = forced.exclamationMark
    } else {
      return
    }
    let name: String?
    if let access = called.as(MemberAccessExprSyntax.self) {
      name = access.declName.baseName.text
    } else if let reference = called.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else {
      name = nil
    }
    guard let name,
      optionalRequirements[name] != nil || Self.uikitOptionalRequirements.contains(name)
    else { return }
    drop(mark, reason: "optional requirement called directly")
  }
}

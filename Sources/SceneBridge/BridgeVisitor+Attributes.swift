import SwiftSyntax

/// Attributes and modifiers that only the Objective-C runtime or Interface Builder reads: on
/// Linux `@objc` fails with "Objective-C interoperability is disabled", and the rest mean
/// nothing without a storyboard. They are dropped, with the spaces after them on their line.
extension BridgeVisitor {
  static let droppedAttributes: Set<String> = [
    "objc", "objcMembers", "nonobjc", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable",
    "IBSegueAction", "UIApplicationMain", "NSApplicationMain", "GKInspectable",
  ]

  func bridge(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
    let name = node.attributeName.trimmedDescription
    if name == "NSManaged" {
      bridgeManaged(node)
      return .skipChildren
    }
    guard Self.droppedAttributes.contains(name) else { return .visitChildren }
    drop(node, reason: "@\(name) dropped")
    return .skipChildren
  }

  func bridge(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
    if node.name.tokenKind == .keyword(.dynamic) {
      drop(node, reason: "dynamic dropped")
    }
    return .skipChildren
  }

  /// Removes `node` and the spaces that follow it on its line; a line left with nothing
  /// but its indentation loses that too (the line itself stays, so no line moves).
  func drop(_ node: some SyntaxProtocol, reason: String) {
    var start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = node.endPosition.utf8Offset
    var lineStart = start
    while lineStart > 0, bytes[lineStart - 1] == 32 || bytes[lineStart - 1] == 9 { lineStart -= 1 }
    let startsLine = lineStart == 0 || bytes[lineStart - 1] == 10
    let endsLine = end >= bytes.count || bytes[end] == 10 || bytes[end] == 13
    if startsLine, endsLine { start = lineStart }
    edit(start: start, end: end, "", reason: reason)
  }
}

/// An `@objc` protocol can only be adopted by classes, so its users write `weak var delegate:
/// SomeDelegate?`; with `@objc` dropped it would no longer be class-bound and `weak` would not
/// build. It inherits `AnyObject` instead, as a Swift protocol for classes does.
extension BridgeVisitor {
  func keepClassBound(_ node: ProtocolDeclSyntax) {
    let isObjC = node.attributes.contains {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc"
    }
    guard isObjC else { return }
    let classBound: Set<String> = ["AnyObject", "class", "NSObjectProtocol"]
    if let clause = node.inheritanceClause {
      guard
        !clause.inheritedTypes.contains(where: { classBound.contains($0.type.trimmedDescription) }),
        let first = clause.inheritedTypes.first
      else { return }
      let start = first.positionAfterSkippingLeadingTrivia.utf8Offset
      edit(start: start, end: start, "AnyObject, ", reason: "an @objc protocol is class-bound")
    } else {
      let end = (node.primaryAssociatedTypeClause.map { Syntax($0) } ?? Syntax(node.name))
        .endPositionBeforeTrailingTrivia.utf8Offset
      edit(start: end, end: end, ": AnyObject", reason: "an @objc protocol is class-bound")
    }
  }
}

/// A class's `deinit` is not isolated, so on its own it may not touch the main-actor views and
/// animators its class holds; on iOS, code in Swift 5 mode does so freely. Here it becomes
/// `isolated deinit` (Swift 6.2), which runs on the main actor.
extension BridgeVisitor {
  func bridge(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    let isolation = node.modifiers.contains { ["isolated", "nonisolated"].contains($0.name.text) }
    guard typeStack.last?.isIsolatedClass == true, !isolation else { return .visitChildren }
    let start = node.deinitKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
    edit(start: start, end: start, "isolated ", reason: "deinit runs on the main actor")
    return .visitChildren
  }
}

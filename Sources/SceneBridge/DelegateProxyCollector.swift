import SwiftSyntax

/// Finds, across every file of a scene, the Objective-C delegate proxies its Swift builds on,
/// and declares each as TransitionKit's `DelegateForwardingProxy`.
///
/// Libraries that hand one delegate slot to several objects (PullToDismiss's `DelegateProxy`,
/// SwipeTransition's `STDelegateProxy`) write the proxy in Objective-C, an `NSObject` whose
/// `initWithDelegates:` is refined for Swift and whose `forwardInvocation:` passes every
/// message on; their Swift subclasses it and calls `self.init(__delegates: delegates)`. Only
/// the scene's Swift files are compiled, so that class is missing. A class of the scene whose
/// initializer calls `init(__delegates:)` on a superclass no file of the scene declares is
/// such a subclass: the bridge declares the superclass, once, at the end of the file of the
/// first subclass, as `open class STDelegateProxy: DelegateForwardingProxy {}`.
final class DelegateProxyCollector: SyntaxVisitor {
  /// The names the scene's files declare (types and type aliases, at any depth).
  private var declared: Set<String> = []
  /// The superclasses called with `init(__delegates:)`, in the order met, with the file and
  /// the subclass's offset.
  private var proxies: [(name: String, file: Int, anchor: Int)] = []
  /// The file being walked, by its index among the scene's files.
  var file = 0

  /// The declaration to append per file: its text and the subclass it stands for.
  var insertions: [Int: [(text: String, anchor: Int)]] {
    var result: [Int: [(text: String, anchor: Int)]] = [:]
    var seen: Set<String> = []
    for proxy in proxies where !declared.contains(proxy.name) && seen.insert(proxy.name).inserted {
      result[proxy.file, default: []].append(
        (
          text: "open class \(proxy.name): DelegateForwardingProxy {}\n",
          anchor: proxy.anchor
        ))
    }
    return result
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    declared.insert(node.name.text)
    guard let superclass = node.inheritanceClause?.inheritedTypes.first?.type,
      callsDelegatesInitializer(node.memberBlock)
    else { return .visitChildren }
    let name: String
    if let identifier = superclass.as(IdentifierTypeSyntax.self) {
      name = identifier.name.text
    } else {
      name = superclass.trimmedDescription
    }
    proxies.append(
      (name: name, file: file, anchor: node.positionAfterSkippingLeadingTrivia.utf8Offset))
    return .visitChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    declared.insert(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    declared.insert(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    declared.insert(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    declared.insert(node.name.text)
    return .visitChildren
  }

  /// Whether an initializer of the body calls `self.init(__delegates:)`.
  private func callsDelegatesInitializer(_ body: MemberBlockSyntax) -> Bool {
    body.members.contains { member in
      guard let initializer = member.decl.as(InitializerDeclSyntax.self),
        let statements = initializer.body
      else { return false }
      let finder = DelegatesInitializerCall(viewMode: .sourceAccurate)
      finder.walk(statements)
      return finder.found
    }
  }
}

/// Finds a call `self.init(__delegates: …)`.
private final class DelegatesInitializerCall: SyntaxVisitor {
  private(set) var found = false

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.tokenKind == .keyword(.`init`),
      member.base?.trimmedDescription == "self",
      node.arguments.first?.label?.text == "__delegates"
    {
      found = true
    }
    return .visitChildren
  }
}

import SwiftSyntax

/// Walks one file and collects the bridge's edits. Each concern is in a file of its own:
/// `+Attributes` (Objective-C and Interface Builder attributes), `+Selectors`, `+Conditions`
/// (`#if` and imports), `+Literals` (`#keyPath`, colour and image literals),
/// `+OptionalRequirements`.
final class BridgeVisitor: SyntaxVisitor {
  let text: String
  let bytes: [UInt8]
  /// The optional requirements of every file of the scene, by base name.
  let optionalRequirements: [String: [OptionalRequirement]]
  private(set) var edits: [SourceEdit] = []
  /// The enclosing type declarations, outermost first, by the name code inside uses for them.
  var typeStack: [EnclosingType] = []
  /// Text to add at the end of the file (default implementations of optional requirements).
  var appended: [(text: String, anchor: Int)] = []
  /// Whether the file imports the UIKit module (or TransitionKit) itself.
  var importsUIKit = false
  var firstImportOffset: Int?

  struct EnclosingType {
    var name: String
    var isProtocolLike: Bool
    /// A class on the main actor (not marked `nonisolated`).
    var isIsolatedClass = false
  }

  /// The modules a scene can import, when known (see `SceneBridge.rewrite`).
  let availableModules: Set<String>?
  /// The names of the members every file of the scene declares `@objc` in an extension of a
  /// class (see `BridgeVisitor+ExtensionOverrides.swift`).
  var extensionObjectiveCMembers: Set<String> = []
  /// The scene's protocols that require only `init()` and that `NSObject` adopts, with the
  /// members of their extensions as an `NSObject` extension declares them (see
  /// `BridgeVisitor+ObjectInitializer.swift`).
  var objectInitializerProtocols: [String: [String]] = [:]
  /// Where each top-level class of the file ends (its closing brace), by name.
  var classClosingBraces: [String: Int] = [:]
  /// The scene's classes that inherit from a cell class, in any of its files.
  var sceneCellClasses: Set<String> = []
  /// The scene's classes that inherit from a layer class, in any of its files.
  var sceneLayerClasses: Set<String> = []
  /// The generic parameters that lose their class bound, by their type's name (see
  /// `BridgeVisitor+ClassBoundGenerics.swift`).
  var relaxedGenericParameters: [String: Set<String>] = [:]
  /// The protocols the scene makes a UIKit class adopt in an extension (see
  /// `BridgeVisitor+FrameworkAdoptions.swift`).
  var frameworkAdoptedProtocols: Set<String> = []
  /// The protocols the scene's extensions of `Double` adopt (see
  /// `BridgeVisitor+FloatingConformances.swift`).
  var doubleConformances: Set<String> = []
  /// The scene's classes that answer `responds(to:)` themselves (see
  /// `BridgeVisitor+RespondsOverrides.swift`).
  var respondingClasses: Set<String> = []
  /// Whether the walk is inside a generic type whose parameter lost its class bound.
  var insideRelaxedGenericType: Bool {
    typeStack.contains { type in
      relaxedGenericParameters[String(type.name.split(separator: ".").last ?? "")] != nil
    }
  }
  /// Per enclosing function, innermost last: its parameters typed `AnyObject` (see
  /// `BridgeVisitor+AnyObjectMembers.swift`).
  var anyObjectParameterStack: [Set<String>] = []

  init(
    text: String, optionalRequirements: [String: [OptionalRequirement]],
    availableModules: Set<String>? = nil
  ) {
    self.text = text
    self.availableModules = availableModules
    bytes = Array(text.utf8)
    self.optionalRequirements = optionalRequirements
    super.init(viewMode: .sourceAccurate)
  }

  func edit(_ node: some SyntaxProtocol, _ replacement: String, reason: String) {
    edits.append(
      SourceEdit(
        start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
        end: node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: replacement,
        reason: reason))
  }

  func edit(start: Int, end: Int, _ replacement: String, reason: String) {
    edits.append(SourceEdit(start: start, end: end, replacement: replacement, reason: reason))
  }

  func add(_ edit: SourceEdit) { edits.append(edit) }

  /// The node's text without its trivia.
  func source(_ node: some SyntaxProtocol) -> String { node.trimmedDescription }

  /// Adds what goes at the end of the file and the import a file without one needs.
  func finish(_ tree: SourceFileSyntax) {
    if !importsUIKit {
      // On the first line, before what is there, so no line moves.
      edits.append(
        SourceEdit(start: 0, end: 0, replacement: "import UIKit; ", reason: "import UIKit"))
    }
    guard !appended.isEmpty else { return }
    let end = bytes.count
    let newline = bytes.last == 10 ? "" : "\n"
    for (index, addition) in appended.enumerated() {
      edits.append(
        SourceEdit(
          start: end, end: end, replacement: (index == 0 ? newline : "") + addition.text,
          anchor: addition.anchor, reason: "default implementation"))
    }
  }

  // MARK: The concerns' nodes (overrides live in the class; their work in the extensions)

  override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind { bridge(node) }
  override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
    bridgeOpenStatic(node)
    return bridge(node)
  }
  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind { bridge(node) }
  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind { bridge(node) }
  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    bridge(node)
  }
  override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind { bridge(node) }
  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    bridgeGenericResponds(node)
    return bridge(node)
  }
  override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    bridge(node)
  }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    anyObjectParameterStack.append(anyObjectParameters(node.signature))
    return .visitChildren
  }
  override func visitPost(_ node: FunctionDeclSyntax) { anyObjectParameterStack.removeLast() }
  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    bridgeAnyObjectMember(node)
    return .visitChildren
  }

  // MARK: Enclosing types

  private func push(
    _ name: String, protocolLike: Bool = false, isolatedClass: Bool = false
  ) -> SyntaxVisitorContinueKind {
    let outer = typeStack.last.map { $0.name + "." } ?? ""
    typeStack.append(
      EnclosingType(
        name: outer + name, isProtocolLike: protocolLike, isIsolatedClass: isolatedClass))
    return .visitChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    adjustWitnesses(node.inheritanceClause, node.memberBlock)
    requireCellInitializers(of: node)
    requireLayerInitializer(of: node)
    addTableCellFrameInitializer(to: node)
    dropForwardingOverrides(in: node.memberBlock.members)
    bridgeObserveValue(of: node)
    relaxClassBounds(node.name.text, node.genericParameterClause, node.memberBlock)
    bridgeRespondsOverride(node)
    dropClosureCallLabels(in: node.memberBlock)
    let isolated = !node.modifiers.contains { $0.name.text == "nonisolated" }
    return push(node.name.text, isolatedClass: isolated)
  }
  override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    adjustWitnesses(node.inheritanceClause, node.memberBlock)
    relaxClassBounds(node.name.text, node.genericParameterClause, node.memberBlock)
    dropClosureCallLabels(in: node.memberBlock)
    return push(node.name.text)
  }
  override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    adjustWitnesses(node.inheritanceClause, node.memberBlock)
    return push(node.name.text)
  }
  override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    adjustWitnesses(node.inheritanceClause, node.memberBlock)
    return push(node.name.text)
  }
  override func visitPost(_ node: ActorDeclSyntax) { typeStack.removeLast() }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    visitProtocol(node)
    keepClassBound(node)
    optionalizeImplicitlyUnwrappedRequirements(node)
    typeStack.append(EnclosingType(name: "Self", isProtocolLike: true))
    return .visitChildren
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { typeStack.removeLast() }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    if dropRepeatedFloatingConformance(node) {
      typeStack.append(EnclosingType(name: "CGFloat", isProtocolLike: false))
      return .skipChildren
    }
    adjustWitnesses(node.inheritanceClause, node.memberBlock)
    moveOverrides(of: node)
    renameFrameworkOverrides(of: node)
    dropForwardingOverrides(in: node.memberBlock.members)
    adoptObjectInitializerProtocols(node)
    dropConvenienceOfValueTypes(in: node)
    let name = node.extendedType.trimmedDescription
    let isProtocol =
      optionalRequirements.values.joined().contains { $0.protocolName == name }
      || knownProtocolExtension(node)
    typeStack.append(EnclosingType(name: isProtocol ? "Self" : name, isProtocolLike: isProtocol))
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }

  /// A protocol extension with a `where Self: …` clause: `#selector` inside names `Self`.
  private func knownProtocolExtension(_ node: ExtensionDeclSyntax) -> Bool {
    guard let clause = node.genericWhereClause else { return false }
    return clause.requirements.contains { requirement in
      requirement.requirement.trimmedDescription.hasPrefix("Self")
    }
  }

  /// The name code inside the innermost type uses for it, `Self` in a protocol.
  var enclosingTypeName: String? { typeStack.last?.name }
}

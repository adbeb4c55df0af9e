import SwiftSyntax

/// `CGFloat` is `Double` here (see "Number types" in docs/your-own-scene.md), so a library
/// that makes both adopt its protocol (`extension Double: MotionAnimatableProperty { … }` and
/// `extension CGFloat: MotionAnimatableProperty { … }`, as MotionAnimation does) declares the
/// conformance twice ("redundant conformance of 'Double' to protocol"). The `CGFloat`
/// extension whose protocols a `Double` extension of the scene already adopts is dropped, its
/// lines kept empty: a `CGFloat` value uses the `Double` implementation, the same numbers.
extension BridgeVisitor {
  static let cgFloatNames: Set<String> = ["CGFloat", "CoreGraphics.CGFloat"]
  static let doubleNames: Set<String> = ["Double", "Swift.Double"]

  /// Drops the extension when it repeats a conformance; true when it did.
  func dropRepeatedFloatingConformance(_ node: ExtensionDeclSyntax) -> Bool {
    guard Self.cgFloatNames.contains(node.extendedType.trimmedDescription),
      let clause = node.inheritanceClause,
      clause.inheritedTypes.allSatisfy({
        doubleConformances.contains($0.type.trimmedDescription)
      })
    else { return false }
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = node.endPositionBeforeTrailingTrivia.utf8Offset
    let lines = bytes[start..<end].filter { $0 == 10 }.count
    edit(
      start: start, end: end, String(repeating: "\n", count: lines),
      reason: "CGFloat is Double here: the conformance is Double's")
    return true
  }
}

/// Finds the protocols the scene's extensions of `Double` adopt.
final class DoubleConformanceCollector: SyntaxVisitor {
  private(set) var protocols: Set<String> = []

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    if BridgeVisitor.doubleNames.contains(node.extendedType.trimmedDescription),
      let clause = node.inheritanceClause
    {
      protocols.formUnion(clause.inheritedTypes.map { $0.type.trimmedDescription })
    }
    return .skipChildren
  }
}

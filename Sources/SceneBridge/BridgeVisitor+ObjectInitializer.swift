import SwiftSyntax

/// On iOS `NSObject` may adopt a protocol that requires `init()` (`extension NSObject:
/// Initializable {}`): an initializer Objective-C declares meets such a requirement, and any
/// class answers it. Swift outside Apple's platforms asks for a `required` initializer, which
/// `NSObject` has not, and cannot make an object of a class given at run time without one. A
/// convenience initializer of `NSObject` can: it runs on the class being made. So `NSObject`
/// no longer adopts a scene protocol that requires only `init()`; the members of the
/// protocol's extensions become members of an extension of `NSObject`, its initializers
/// convenience ones, which give every object what the conformance gave it on iOS
/// (`UIView { $0.backgroundColor = .black }`, `recognizer.with { … }`). Classes that adopt
/// the protocol themselves keep it. Generic code over the protocol no longer takes an
/// `NSObject`.
extension BridgeVisitor {
  func adoptObjectInitializerProtocols(_ node: ExtensionDeclSyntax) {
    guard node.extendedType.trimmedDescription == "NSObject",
      let clause = node.inheritanceClause, !objectInitializerProtocols.isEmpty
    else { return }
    let inherited = clause.inheritedTypes.map { $0.type.trimmedDescription }
    let replaced = inherited.filter { objectInitializerProtocols[$0] != nil }
    guard !replaced.isEmpty else { return }
    let kept = inherited.filter { objectInitializerProtocols[$0] == nil }
    edit(
      clause, kept.isEmpty ? "" : ": " + kept.joined(separator: ", "),
      reason: "NSObject meets an init() requirement as Objective-C does")
    let members = replaced.flatMap { objectInitializerProtocols[$0] ?? [] }
    guard !members.isEmpty else { return }
    appended.append(
      (
        text: "extension NSObject {\n" + members.joined(separator: "\n") + "\n}\n",
        anchor: node.positionAfterSkippingLeadingTrivia.utf8Offset
      ))
  }
}

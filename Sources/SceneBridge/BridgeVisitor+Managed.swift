import SwiftSyntax

/// `@NSManaged var radius: CGFloat` in a `CALayer` subclass: the Objective-C runtime makes its
/// accessors, which keep the value under its key as the layer keeps any key (so it animates
/// by key and is copied into the presentation layer). Here the attribute is dropped and the
/// property gets those accessors, on its own line: `{ get { managedValue(forKey: "radius") }
/// set { setManagedValue(newValue, forKey: "radius") } }`.
extension BridgeVisitor {
  func bridgeManaged(_ node: AttributeSyntax) {
    guard let variable = node.parent?.parent?.as(VariableDeclSyntax.self),
      variable.bindings.count == 1, let binding = variable.bindings.first,
      binding.accessorBlock == nil, binding.initializer == nil,
      let annotation = binding.typeAnnotation,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    else {
      drop(node, reason: "@NSManaged dropped")
      return
    }
    drop(node, reason: "@NSManaged dropped")
    let end = annotation.endPositionBeforeTrailingTrivia.utf8Offset
    let key = "\"\(name)\""
    edit(
      start: end, end: end,
      " { get { managedValue(forKey: \(key)) } set { setManagedValue(newValue, forKey: \(key)) } }",
      reason: "@NSManaged property kept by key, as a layer keeps it")
  }
}

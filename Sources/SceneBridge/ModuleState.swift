import SwiftParser
import SwiftSyntax

extension SceneBridge {
  /// Whether the files keep state of their own at module level: a file-level or `static`
  /// (`class`) stored variable, or a file-level or `static` constant whose value is anything but
  /// a literal (`static let shared = Manager()` holds an object every session would share).
  /// The top-level `let scene` every scene file declares does not count: a descriptor is a
  /// value, and what its closures make each session makes anew.
  ///
  /// A library whose files keep none runs the same in every session, so sessions need no copy
  /// of it apart from the live one. Read from the texts the compiler builds (the bridge's
  /// output), since what the bridge adds is built too.
  public static func holdsModuleState(_ texts: [String]) -> Bool {
    texts.contains { text in
      let finder = ModuleStateFinder(viewMode: .sourceAccurate)
      finder.walk(Parser.parse(source: text))
      return finder.found
    }
  }
}

/// Finds the first declaration of module-level state in a file.
private final class ModuleStateFinder: SyntaxVisitor {
  private(set) var found = false

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard !found else { return .skipChildren }
    let atFileLevel = Self.isAtFileLevel(node)
    let isStatic = node.modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
    if atFileLevel || isStatic {
      let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
      found = node.bindings.contains {
        Self.keepsState($0, isLet: isLet, atFileLevel: atFileLevel)
      }
    }
    // A variable's initializer or accessors hold no declarations of module state.
    return .skipChildren
  }

  /// Whether no type, function or closure encloses `node` (an `#if` may).
  private static func isAtFileLevel(_ node: some SyntaxProtocol) -> Bool {
    var ancestor = node.parent
    while let current = ancestor {
      if current.is(MemberBlockSyntax.self) || current.is(CodeBlockSyntax.self)
        || current.is(ClosureExprSyntax.self) || current.is(AccessorBlockSyntax.self)
      {
        return false
      }
      ancestor = current.parent
    }
    return true
  }

  /// Whether one binding keeps state: a stored variable, or a constant of no literal value.
  private static func keepsState(
    _ binding: PatternBindingSyntax, isLet: Bool, atFileLevel: Bool
  ) -> Bool {
    if let accessors = binding.accessorBlock {
      // `{ … }` alone, or a `get` (with or without `set`), computes; `willSet`/`didSet` observe
      // a stored variable.
      switch accessors.accessors {
      case .getter: return false
      case .accessors(let list):
        return !list.contains { $0.accessorSpecifier.tokenKind == .keyword(.get) }
      }
    }
    guard isLet else { return true }
    if atFileLevel, binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "scene" {
      return false
    }
    guard let value = binding.initializer?.value else { return true }
    return !isLiteral(value)
  }

  /// A number, string (without interpolation), Boolean or `nil`, or a negated number.
  private static func isLiteral(_ value: ExprSyntax) -> Bool {
    if value.is(IntegerLiteralExprSyntax.self) || value.is(FloatLiteralExprSyntax.self)
      || value.is(BooleanLiteralExprSyntax.self) || value.is(NilLiteralExprSyntax.self)
    {
      return true
    }
    if let string = value.as(StringLiteralExprSyntax.self) {
      return !string.segments.contains { $0.is(ExpressionSegmentSyntax.self) }
    }
    if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
      return isLiteral(prefix.expression)
    }
    return false
  }
}

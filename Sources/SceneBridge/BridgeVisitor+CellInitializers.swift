import SwiftSyntax

/// A list makes the cells of a registered class through an initializer it knows — a
/// collection view's `init(frame:)`, a table's `init(style:reuseIdentifier:)` — which Swift
/// allows on a class given at run time only when that initializer is `required`. Objective-C
/// needs no such mark, so iOS code overrides them plainly; in a class that inherits from a
/// cell class, directly or through classes of the scene (a library's `ActionCell` under the
/// demo's `SpotifyCell`), such an override is marked `required` here, and `public` when the
/// class is open or public and the initializer says no access (Swift asks a required
/// initializer to be as visible as the class it can be subclassed from).
extension BridgeVisitor {
  /// The cell classes whose making initializers are required.
  static let cellClasses: Set<String> = [
    "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView", "TableViewCell",
    "CollectionViewCell", "CollectionReusableView",
  ]

  func requireCellInitializers(of node: ClassDeclSyntax) {
    guard let first = node.inheritanceClause?.inheritedTypes.first,
      Self.cellClasses.contains(first.type.trimmedDescription)
        || sceneCellClasses.contains(first.type.trimmedDescription)
    else { return }
    let isPublic = node.modifiers.contains {
      $0.name.tokenKind == .keyword(.open) || $0.name.tokenKind == .keyword(.public)
    }
    for member in node.memberBlock.members {
      guard let initializer = member.decl.as(InitializerDeclSyntax.self),
        !initializer.modifiers.contains(where: { $0.name.tokenKind == .keyword(.required) }),
        let overriding = initializer.modifiers.first(where: {
          $0.name.tokenKind == .keyword(.override)
        })
      else { continue }
      let labels = initializer.signature.parameterClause.parameters.map(\.firstName.text)
      guard labels == ["frame"] || labels == ["style", "reuseIdentifier"] else { continue }
      markRequired(
        initializer, overriding: overriding, inPublicClass: isPublic,
        reason: "a cell's making initializer is required")
    }
  }

  /// Puts `required` before an overriding initializer's `override`, and `public` too when its
  /// class is public and the initializer says no access of its own.
  private func markRequired(
    _ initializer: InitializerDeclSyntax, overriding: DeclModifierSyntax, inPublicClass: Bool,
    reason: String
  ) {
    let saysAccess = initializer.modifiers.contains { modifier in
      ["public", "open", "internal", "fileprivate", "private", "package"].contains(
        modifier.name.text)
    }
    let at = overriding.positionAfterSkippingLeadingTrivia.utf8Offset
    edit(
      start: at, end: at, (inPublicClass && !saysAccess ? "public " : "") + "required ",
      reason: reason)
  }
}

/// The classes of a scene that inherit from a cell class through other classes of the scene,
/// in any of its files.
final class CellClassCollector: SyntaxVisitor {
  private var superclasses: [String: String] = [:]

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    if let first = node.inheritanceClause?.inheritedTypes.first {
      superclasses[node.name.text] = first.type.trimmedDescription
    }
    return .visitChildren
  }

  /// The scene's classes whose chain of superclasses reaches a cell class of UIKit.
  var cellClasses: Set<String> { classes(reaching: BridgeVisitor.cellClasses) }

  /// The scene's classes whose chain of superclasses reaches a layer class of Core Animation.
  var layerClasses: Set<String> { classes(reaching: BridgeVisitor.layerClasses) }

  private func classes(reaching roots: Set<String>) -> Set<String> {
    var found: Set<String> = []
    for name in superclasses.keys {
      var current = name
      var seen: Set<String> = []
      while let superclass = superclasses[current], seen.insert(current).inserted {
        if roots.contains(superclass) {
          found.insert(name)
          break
        }
        current = superclass
      }
    }
    return found
  }
}

/// A table cell is a view, whose `init(frame:)` iOS code never has to write: a cell class with
/// initializers of its own (`init(style:reuseIdentifier:)`, `init?(coder:)`) still answers
/// `init(frame:)` through Objective-C. Here the lists make every reusable view with a
/// `required` `init(frame:)`, so such a class gets one that calls `super`'s, on the line of its
/// closing brace.
extension BridgeVisitor {
  /// The table cell classes a cell class may inherit from directly.
  static let tableCellClasses: Set<String> = ["UITableViewCell", "TableViewCell"]

  func addTableCellFrameInitializer(to node: ClassDeclSyntax) {
    guard let first = node.inheritanceClause?.inheritedTypes.first,
      Self.tableCellClasses.contains(first.type.trimmedDescription)
    else { return }
    let initializers = node.memberBlock.members.compactMap {
      $0.decl.as(InitializerDeclSyntax.self)
    }
    let designated = initializers.filter { initializer in
      !initializer.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) }
    }
    let hasFrame = initializers.contains { initializer in
      initializer.signature.parameterClause.parameters.map(\.firstName.text) == ["frame"]
    }
    guard !designated.isEmpty, !hasFrame else { return }
    let isPublic = node.modifiers.contains {
      $0.name.tokenKind == .keyword(.open) || $0.name.tokenKind == .keyword(.public)
    }
    let at = node.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
    edit(
      start: at, end: at,
      (isPublic ? "public " : "")
        + "required init(frame: CGRect) { super.init(frame: frame) } ",
      reason: "a table cell answers init(frame:)")
  }
}

/// A layer is made by its class (for `layerClass`, and each `presentation()` copy), which Swift
/// allows only through a `required` initializer; Objective-C's `init` needs no mark. In a class
/// that inherits from a layer class, directly or through classes of the scene, `override
/// init()` is marked `required` here (and `public` as a cell's is).
extension BridgeVisitor {
  /// Core Animation's layer classes, in UIKit's and TransitionKit's names.
  static let layerClasses: Set<String> = [
    "CALayer", "CAShapeLayer", "CAGradientLayer", "Layer", "ShapeLayer", "GradientLayer",
  ]

  func requireLayerInitializer(of node: ClassDeclSyntax) {
    guard let first = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
      Self.layerClasses.contains(first) || sceneLayerClasses.contains(first)
    else { return }
    let isPublic = node.modifiers.contains {
      $0.name.tokenKind == .keyword(.open) || $0.name.tokenKind == .keyword(.public)
    }
    for member in node.memberBlock.members {
      guard let initializer = member.decl.as(InitializerDeclSyntax.self),
        initializer.signature.parameterClause.parameters.isEmpty,
        initializer.optionalMark == nil,
        !initializer.modifiers.contains(where: { $0.name.tokenKind == .keyword(.required) }),
        let overriding = initializer.modifiers.first(where: {
          $0.name.tokenKind == .keyword(.override)
        })
      else { continue }
      markRequired(
        initializer, overriding: overriding, inPublicClass: isPublic,
        reason: "a layer's init() is required")
    }
  }
}

import SwiftParser
import SwiftSyntax

/// The scene-file bridge: before a scene file is compiled, rewrites what only the Objective-C
/// runtime or Xcode gives, so code pasted from an iOS app builds as its authors wrote it.
///
/// - `#selector(…)`, and an Objective-C selector string in an `action:` or `selector:`
///   argument, becomes `Selector(Type.method)`, the unbound method of the type it names (or of
///   the enclosing type);
/// - `@objc`, `@objcMembers`, `@nonobjc`, `dynamic`, `@IBOutlet`, `@IBAction`,
///   `@IBInspectable`, `@IBDesignable`, `@IBSegueAction`, `@UIApplicationMain` are dropped;
/// - `@objc optional` protocol requirements become requirements with default
///   implementations, and their `?(…)` call sites plain calls;
/// - `os(iOS)` and `canImport(UIKit)` are true in `#if`, `os(Linux)` false;
/// - `import Foundation`, `CoreGraphics`, `QuartzCore` and `UIKit.…` submodules import the
///   UIKit module, and a file with no UIKit import gets one, as a file of an iOS framework
///   target sees UIKit;
/// - an `override` in an extension of a class of the same file moves into the class's body;
///   one that only calls `super`'s member of an `@objc` extension is dropped;
/// - `NSObject` adopting a protocol of the scene that requires only `init()` gets the
///   protocol's extension members as its own (convenience initializers for its initializers);
/// - a table cell class with initializers of its own but no `init(frame:)` gets one;
/// - `deinit` in a class becomes `isolated deinit`, so it may touch the views and animators
///   of its main-actor class as on iOS;
/// - `#keyPath(Type.a.b)` becomes `"a.b"`; `#colorLiteral` and `#imageLiteral` become the
///   `UIColor(red:green:blue:alpha:)` and `UIImage(named:)!` they stand for;
/// - a `UINavigationControllerDelegate` that declares `navigationController(_:
///   animationControllerFor:from:to:)` or `navigationController(_:interactionControllerFor:)`
///   declares `implementedTransitionMethods` with them, what UIKit learns from the Objective-C
///   runtime (`NavigationDelegateCollector`);
/// - an Objective-C delegate proxy the Swift subclasses (`self.init(__delegates:)` on a
///   superclass no file declares) is declared as TransitionKit's `DelegateForwardingProxy`,
///   which passes each delegate message on to every delegate (`DelegateProxyCollector`);
/// - a generic type's parameter bound by `AnyObject`, `class` or `NSObjectProtocol` that the
///   scene fills with a protocol loses the bound, and its `weak` properties are held by
///   `WeakReference` (`ClassBoundGenericCollector`): an `@objc` protocol's existential is a
///   class on iOS and no existential is one here;
/// - an `@objc` protocol a UIKit class adopts in an extension has its implicitly unwrapped
///   property requirements made optional, as the class's properties are, which Objective-C
///   matches and Swift does not (`BridgeVisitor+FrameworkAdoptions.swift`);
/// - a class that overrides `responds(to:)` declares it and adopts `SelectorResponding`, and a
///   property read on a parameter typed `AnyObject` goes through `AnyObjectMembers`
///   (`BridgeVisitor+RespondsOverrides.swift`, `BridgeVisitor+AnyObjectMembers.swift`);
/// - Swift 2's labelled call of a closure property (`onChange?(value: x)`) loses its labels;
/// - Swift 3's `open static` becomes `public static`, and an `extension CGFloat` repeating
///   a conformance an `extension Double` declares is dropped (`CGFloat` is `Double` here);
/// - a `#selector` of a method of several arguments is named, so `responds(to:)` can answer
///   for an object of another type that implements it.
///
/// Every edit keeps the lines it touches where they were, so a diagnostic's line is the
/// person's; columns are mapped back through each file's `SourceMap`.
public enum SceneBridge {
  /// Changes when the rewrite does, so a scene library built by an older one is built again.
  public static let version = 9

  /// The line that makes the compiler name `path` and its lines in the diagnostics of the
  /// bridged text that follows it.
  public static func lineDirective(for path: String) -> String {
    let escaped = path.map { $0 == "\\" || $0 == "\"" ? "\\\($0)" : String($0) }.joined()
    return "#sourceLocation(file: \"\(escaped)\", line: 1)\n"
  }

  /// Rewrites the files of one scene together (a folder is one module: an optional
  /// requirement declared in one file changes its call sites in the others).
  ///
  /// With `availableModules`, an import of a module that is neither among them nor one the
  /// UIKit module stands for is dropped: a library brought as a folder is compiled in the
  /// scene's one module, so its demo's `import BubbleTransition` names nothing to import.
  public static func rewrite(
    _ files: [(path: String, text: String)], availableModules: Set<String>? = nil
  ) -> [BridgedFile] {
    let trees = files.map { (path: $0.path, text: $0.text, tree: Parser.parse(source: $0.text)) }
    /// `visitor` after walking every file's tree, in order.
    func walked<Visitor: SyntaxVisitor>(_ visitor: Visitor) -> Visitor {
      for file in trees { visitor.walk(file.tree) }
      return visitor
    }
    let collector = walked(OptionalRequirementCollector(viewMode: .sourceAccurate))
    let extensions = walked(ObjectiveCExtensionCollector(viewMode: .sourceAccurate))
    let objectProtocols = extensions.objectInitializerProtocols()
    let delegates = NavigationDelegateCollector(viewMode: .sourceAccurate)
    for (index, file) in trees.enumerated() {
      delegates.file = index
      delegates.walk(file.tree)
    }
    let declarations = delegates.insertions
    let proxies = DelegateProxyCollector(viewMode: .sourceAccurate)
    for (index, file) in trees.enumerated() {
      proxies.file = index
      proxies.walk(file.tree)
    }
    let proxyDeclarations = proxies.insertions
    let cells = walked(CellClassCollector(viewMode: .sourceAccurate))
    let cellClasses = cells.cellClasses
    let layerClasses = cells.layerClasses
    let generics = walked(ClassBoundGenericCollector(viewMode: .sourceAccurate))
    let relaxedGenericParameters = generics.relaxedParameters
    let adoptions = walked(FrameworkAdoptionCollector(viewMode: .sourceAccurate))
    let frameworkAdoptedProtocols = adoptions.frameworkAdoptedProtocols
    let responding = walked(RespondsOverrideCollector(viewMode: .sourceAccurate))
    let respondingClasses = responding.respondingClasses
    let doubles = walked(DoubleConformanceCollector(viewMode: .sourceAccurate))
    return trees.enumerated().map { index, file in
      let visitor = BridgeVisitor(
        text: file.text, optionalRequirements: collector.requirements,
        availableModules: availableModules)
      let braces = ClassBraceCollector(viewMode: .sourceAccurate)
      braces.walk(file.tree)
      visitor.classClosingBraces = braces.closingBraces
      visitor.sceneCellClasses = cellClasses
      visitor.sceneLayerClasses = layerClasses
      visitor.relaxedGenericParameters = relaxedGenericParameters
      visitor.frameworkAdoptedProtocols = frameworkAdoptedProtocols
      visitor.respondingClasses = respondingClasses
      visitor.doubleConformances = doubles.protocols
      visitor.extensionObjectiveCMembers = extensions.members
      visitor.objectInitializerProtocols = objectProtocols
      visitor.walk(file.tree)
      for declaration in declarations[index] ?? [] {
        visitor.add(
          SourceEdit(
            start: declaration.offset, end: declaration.offset, replacement: declaration.text,
            reason: "a navigation delegate says which transition methods it implements"))
      }
      visitor.appended += proxyDeclarations[index] ?? []
      visitor.finish(file.tree)
      return BridgedFile(path: file.path, original: file.text, edits: visitor.edits)
    }
  }

  /// Rewrites one file on its own.
  public static func rewrite(
    path: String, text: String, availableModules: Set<String>? = nil
  ) -> BridgedFile {
    rewrite([(path: path, text: text)], availableModules: availableModules)[0]
  }
}

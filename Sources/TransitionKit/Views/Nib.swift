import Foundation

/// An Interface Builder archive of views (UIKit's `UINib`).
///
/// Nib files are compiled by Xcode from `.xib` files and cannot be read here. What a nib would
/// make, a scene can register in code under the nib's name, as it registers a storyboard's
/// controllers: a closure that makes the nib's top-level views and connects the outlets on the
/// owner, as Interface Builder does.
///
/// ```swift
/// UINib.register(name: "PresentationViewController") { owner in
///   let controller = owner as! PresentationViewController
///   let view = UIView(frame: UIScreen.main.bounds)
///   controller.imageView = UIImageView(frame: CGRect(x: 20, y: 20, width: 120, height: 120))
///   view.addSubview(controller.imageView)
///   return [view]
/// }
/// ```
///
/// A nib nobody registered does not stop the scene: `instantiate(withOwner:options:)`
/// returns no objects and warns (`nib.unavailable`) with the nib's name and what to do, build
/// the views in code; a list that registers it for a reuse identifier gets a plain cell of its
/// kind, and a controller made with its name gets an empty view, with the same warning.
@MainActor
public final class Nib: NSObject {
  /// The name the nib was asked for by, without its extension.
  public let name: String
  /// The bundle it was to be found in (not looked in).
  public let bundle: Bundle?

  /// The nib named `name` in `bundle` (UIKit's `UINib(nibName:bundle:)`).
  public init(nibName name: String, bundle: Bundle?) {
    self.name = name
    self.bundle = bundle
    super.init()
  }

  /// A nib from archived data (UIKit's `UINib(data:bundle:)`): the data cannot be read here.
  public init(data: Data, bundle: Bundle?) {
    name = "(\(data.count) bytes of nib data)"
    self.bundle = bundle
    super.init()
  }

  /// Registers what the nib named `name` makes: `make` is given the owner (the object that
  /// loads the nib, `nil` for a list's cells) and returns the nib's top-level objects, each
  /// call making new ones. Registering a name again replaces it. The registration belongs to
  /// the session registering it (see `SceneRegistrations`).
  public static func register(name: String, make: @escaping @MainActor (_ owner: Any?) -> [Any]) {
    AnimationEngine.currentRegistrations.nibs[name] = make
  }

  /// Forgets every nib registered in the current session.
  public static func removeAllRegistrations() {
    AnimationEngine.currentRegistrations.nibs = [:]
  }

  /// What was registered under `name`, if anything.
  static func registered(_ name: String) -> (@MainActor (Any?) -> [Any])? {
    AnimationEngine.registered { $0.nibs[name] }
  }

  /// The objects at the top level of the nib (UIKit's `instantiate(withOwner:options:)`): what
  /// the scene registered under its name makes for `owner`, or none, with a warning that names
  /// the nib (`nib.unavailable`); the outlets it would have connected on `owner` stay `nil`.
  public func instantiate(withOwner owner: Any?, options: [Nib.OptionsKey: Any]? = nil)
    -> [Any]
  {
    if let make = Self.registered(name) { return make(owner) }
    Self.warnUnavailable(name, what: "instantiate(withOwner:options:) returned no views")
    return []
  }

  /// Keys of the options `instantiate(withOwner:options:)` takes (UIKit's `UINib.OptionsKey`).
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Objects outside the nib its placeholders stand for (UIKit's `.externalObjects`).
    public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
  }

  /// The sentence a nib nobody registered warns with: the nib's name, what happened, and what
  /// to write instead.
  static func unavailableMessage(_ name: String, what: String) -> String {
    "the nib '\(name)' cannot be loaded here (nib files are compiled by Xcode and there is "
      + "none outside it): \(what); build its views in code (in init(frame:), loadView() or "
      + "viewDidLoad()), or register what it makes with UINib.register(name: \"\(name)\")"
  }

  static func warnUnavailable(_ name: String, what: String) {
    AnimationEngine.current.warn("nib.unavailable", unavailableMessage(name, what: what))
  }
}

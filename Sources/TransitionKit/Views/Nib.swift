import Foundation

/// An Interface Builder archive of views (UIKit's `UINib`).
///
/// Nib files are compiled by Xcode from `.xib` files and cannot be read here, so a nib has a
/// name and nothing in it: `instantiate(withOwner:options:)` returns no objects and warns
/// (`nib.unavailable`) with the nib's name and what to do instead, build the views in code.
/// A list that registers a nib for a reuse identifier gets a plain cell of its kind for it,
/// with the same warning, and a controller made with a nib name gets an empty view.
@MainActor
public final class Nib: NSObject {
  /// The name the nib was asked for by, without its extension.
  public let name: String
  /// The bundle it was to be found in.
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

  /// The objects at the top level of the nib: none here, with a warning that names the nib
  /// (`nib.unavailable`). Outlets the nib would have connected on `owner` stay `nil`.
  public func instantiate(withOwner owner: Any?, options: [Nib.OptionsKey: Any]? = nil)
    -> [Any]
  {
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

  /// The sentence every use of a nib warns with: the nib's name, what happened, and what to
  /// write instead.
  static func unavailableMessage(_ name: String, what: String) -> String {
    "the nib '\(name)' cannot be loaded here (nib files are compiled by Xcode and there is "
      + "none outside it): \(what); build its views in code (in init(frame:), loadView() or "
      + "viewDidLoad()) and register cell classes with register(_:forCellReuseIdentifier:) "
      + "or register(_:forCellWithReuseIdentifier:)"
  }

  static func warnUnavailable(_ name: String, what: String) {
    AnimationEngine.current.warn("nib.unavailable", unavailableMessage(name, what: what))
  }
}

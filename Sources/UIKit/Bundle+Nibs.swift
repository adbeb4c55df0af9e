// Foundation's `Bundle` as UIKit extends it: `loadNibNamed(_:owner:options:)`.

extension Bundle {
  /// The top-level objects of the nib named `name`, loaded for `owner` (UIKit's
  /// `loadNibNamed(_:owner:options:)`): what the scene registered under that name with
  /// `UINib.register(name:)`, or none, with the warning `nib.unavailable` (see `Nib`).
  @MainActor public func loadNibNamed(
    _ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil
  ) -> [Any]? {
    UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
  }
}

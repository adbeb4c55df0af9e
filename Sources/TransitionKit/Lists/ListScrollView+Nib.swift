import Foundation

// Registering a nib for a reuse identifier (UIKit's `register(_:forCellReuseIdentifier:)` and
// its collection-view forms with a `UINib`): the class of the cell a registered nib makes is
// registered (the cell then builds its content in `init(frame:)`); a nib nobody registered
// makes a plain cell of the list's kind, with a warning that names it.

extension Nib {
  /// The class of the first object the registered nib makes when it is a `kind`, else `nil`
  /// (after a `nib.unavailable` warning when nothing is registered under the name).
  func registeredClass<Kind>(of kind: Kind.Type, for what: String) -> Kind.Type? {
    guard let make = Self.registered(name) else {
      Self.warnUnavailable(name, what: what)
      return nil
    }
    guard let first = make(nil).first as? Kind else { return nil }
    return type(of: first)
  }
}

extension TableView {
  /// Registers `nib` for `identifier`: the class of the cell it makes when a scene registered
  /// it (see `Nib`), else a plain `TableViewCell`, with a warning that names the nib.
  public func register(_ nib: Nib?, forCellReuseIdentifier identifier: String) {
    guard let nib else { return }
    let made = nib.registeredClass(
      of: TableViewCell.self, for: "cells for '\(identifier)' are plain table view cells")
    register(made ?? TableViewCell.self, forCellReuseIdentifier: identifier)
  }
}

extension CollectionView {
  /// Registers `nib` for `identifier`: the class of the cell it makes when a scene registered
  /// it (see `Nib`), else a plain `CollectionViewCell`, with a warning that names the nib.
  public func register(_ nib: Nib?, forCellWithReuseIdentifier identifier: String) {
    guard let nib else { return }
    let made = nib.registeredClass(
      of: CollectionViewCell.self,
      for: "cells for '\(identifier)' are plain collection view cells")
    register(made ?? CollectionViewCell.self, forCellWithReuseIdentifier: identifier)
  }

  /// Registers `nib` for supplementary views of `kind`: the class of the view it makes when a
  /// scene registered it, else a plain `CollectionReusableView`, with a warning.
  public func register(
    _ nib: Nib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
  ) {
    guard let nib else { return }
    let made = nib.registeredClass(
      of: CollectionReusableView.self,
      for: "supplementary views '\(identifier)' of kind \(kind) are plain views")
    register(
      made ?? CollectionReusableView.self, forSupplementaryViewOfKind: kind,
      withReuseIdentifier: identifier)
  }
}

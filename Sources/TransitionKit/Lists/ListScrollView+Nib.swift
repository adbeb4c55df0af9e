import Foundation

// Registering a nib for a reuse identifier (UIKit's `register(_:forCellReuseIdentifier:)` and
// its collection-view forms with a `UINib`): each new cell is what the registered nib makes,
// made anew for every cell (its content and outlets as the scene's registration builds them),
// as UIKit instantiates the nib for each; a nib nobody registered makes a plain cell of the
// list's kind, with a warning that names it.

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

extension Nib {
  /// What makes one new cell from the nib: the first object its registration makes.
  func cellMaker() -> @MainActor () -> CollectionReusableView? {
    let name = name
    return { Self.registered(name)?(nil).first as? CollectionReusableView }
  }
}

extension TableView {
  /// Registers `nib` for `identifier`: the class of the cell it makes when a scene registered
  /// it (see `Nib`), else a plain `TableViewCell`, with a warning that names the nib.
  public func register(_ nib: Nib?, forCellReuseIdentifier identifier: String) {
    guard let nib else { return }
    guard
      let made = nib.registeredClass(
        of: TableViewCell.self, for: "cells for '\(identifier)' are plain table view cells")
    else { return register(TableViewCell.self, forCellReuseIdentifier: identifier) }
    register(nibCell: nib.cellMaker(), class: made, identifier: identifier)
  }
}

extension CollectionView {
  /// Registers `nib` for `identifier`: the class of the cell it makes when a scene registered
  /// it (see `Nib`), else a plain `CollectionViewCell`, with a warning that names the nib.
  public func register(_ nib: Nib?, forCellWithReuseIdentifier identifier: String) {
    guard let nib else { return }
    guard
      let made = nib.registeredClass(
        of: CollectionViewCell.self,
        for: "cells for '\(identifier)' are plain collection view cells")
    else { return register(CollectionViewCell.self, forCellWithReuseIdentifier: identifier) }
    register(
      nibCell: nib.cellMaker(), class: made, identifier: identifier)
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

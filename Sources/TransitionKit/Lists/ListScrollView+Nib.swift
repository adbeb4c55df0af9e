import Foundation

// Registering a nib for a reuse identifier (UIKit's `register(_:forCellReuseIdentifier:)` and
// its collection-view forms with a `UINib`): there are no nibs here, so the identifier makes a
// plain cell of the list's kind, and the nib's name is given in a warning.

extension TableView {
  /// Registers `nib` for `identifier`: a plain `TableViewCell` is made for it, with a warning
  /// that names the nib (`nib.unavailable`); `nil` unregisters nothing.
  public func register(_ nib: Nib?, forCellReuseIdentifier identifier: String) {
    guard let nib else { return }
    Nib.warnUnavailable(
      nib.name, what: "cells for '\(identifier)' are plain table view cells")
    register(TableViewCell.self, forCellReuseIdentifier: identifier)
  }
}

extension CollectionView {
  /// Registers `nib` for `identifier`: a plain `CollectionViewCell` is made for it, with a
  /// warning that names the nib (`nib.unavailable`).
  public func register(_ nib: Nib?, forCellWithReuseIdentifier identifier: String) {
    guard let nib else { return }
    Nib.warnUnavailable(
      nib.name, what: "cells for '\(identifier)' are plain collection view cells")
    register(CollectionViewCell.self, forCellWithReuseIdentifier: identifier)
  }

  /// Registers `nib` for supplementary views of `kind`: a plain `CollectionReusableView` is
  /// made for them, with a warning that names the nib (`nib.unavailable`).
  public func register(
    _ nib: Nib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
  ) {
    guard let nib else { return }
    Nib.warnUnavailable(
      nib.name, what: "supplementary views '\(identifier)' of kind \(kind) are plain views")
    register(
      CollectionReusableView.self, forSupplementaryViewOfKind: kind,
      withReuseIdentifier: identifier)
  }
}

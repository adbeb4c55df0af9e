import Foundation

extension IndexPath {
  /// The path of a row of a table (UIKit's `IndexPath(row:section:)`).
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  /// The path of an item of a collection view (UIKit's `IndexPath(item:section:)`).
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
  /// The section: the path's first index.
  public var section: Int { count > 0 ? self[0] : 0 }
  /// The row of a table's path: its second index.
  public var row: Int { count > 1 ? self[1] : 0 }
  /// The item of a collection view's path: its second index.
  public var item: Int { count > 1 ? self[1] : 0 }
}

/// The lines between a table's rows (UIKit's `separatorStyle`, `separatorColor`,
/// `separatorInset`): the table here draws no separators, as if `separatorStyle` were
/// `.none`; the values are kept for code that sets and reads them.
extension TableView {
  public var separatorStyle: TableViewCell.SeparatorStyle {
    get { separatorValues.style }
    set { separatorValues.style = newValue }
  }

  public var separatorColor: Color? {
    get { separatorValues.color }
    set { separatorValues.color = newValue }
  }

  public var separatorInset: EdgeInsets {
    get { separatorValues.inset }
    set { separatorValues.inset = newValue }
  }

  private var separatorValues: TableSeparators {
    get {
      AssociatedObjects.value(of: self, key: UnsafeRawPointer(tableSeparatorsKey))
        as? TableSeparators ?? TableSeparators()
    }
    set {
      AssociatedObjects.set(
        newValue, of: self, key: UnsafeRawPointer(tableSeparatorsKey), policy: .retainNonatomic)
    }
  }
}

extension TableViewCell {
  /// How a table draws the lines between its rows (UIKit's
  /// `UITableViewCell.SeparatorStyle`).
  public enum SeparatorStyle: Int, Sendable {
    case none
    case singleLine
    case singleLineEtched
  }
}

/// What a table keeps of its separators.
private struct TableSeparators {
  var style = TableViewCell.SeparatorStyle.singleLine
  var color: Color? = Color(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.29)
  var inset = EdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
}

/// The byte whose address keys a table's separator values.
nonisolated(unsafe) private let tableSeparatorsKey = UnsafeMutablePointer<UInt8>.allocate(
  capacity: 1)

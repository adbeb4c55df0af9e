/// A table's section headers (UIKit's `tableView(_:viewForHeaderInSection:)` and
/// `tableView(_:heightForHeaderInSection:)`): the delegate's view sits above the section's
/// rows, its height the delegate's or, for `automaticDimension`, the view's own (what its
/// constraints fit at the table's width, else its frame's height, else 28 points, the plain
/// style's header). As in a plain-style table, a header floats: while its section scrolls
/// under the top edge it stays pinned there, until the section's end pushes it up.
struct TableSectionHeader {
  var section: Int
  var view: View
  /// The header's place in the content, above the rows.
  var frame: Rect
  /// Where the section's rows end, in content coordinates.
  var sectionEnd: Double
}

extension TableView {
  /// The plain style's header height when neither the delegate nor the view gives one, in
  /// points.
  static let defaultSectionHeaderHeightPoints = 28.0

  /// Asks the delegate for a section's header and records it at `y`; returns its height.
  func layOutHeader(ofSection section: Int, at y: Double, width: Double) -> Double {
    guard let delegate = tableDelegate,
      let view = delegate.tableView(self, viewForHeaderInSection: section)
    else { return 0 }
    var height = delegate.tableView(self, heightForHeaderInSection: section)
    if !(height.isFinite && height >= 0) {
      let fitting = view.systemLayoutSizeFitting(Size(width: width, height: 0)).height
      height =
        fitting > 0
        ? fitting
        : view.frame.height > 0 ? view.frame.height : Self.defaultSectionHeaderHeightPoints
    }
    sectionHeaders.append(
      TableSectionHeader(
        section: section, view: view, frame: Rect(x: 0, y: y, width: width, height: height),
        sectionEnd: y + height))
    return height
  }

  /// Records where the section whose header was laid out last ends.
  func endSection(at y: Double) {
    guard let last = sectionHeaders.indices.last else { return }
    sectionHeaders[last].sectionEnd = y
  }

  /// Places the headers for the bounds shown: pinned under the top edge (past the content
  /// inset) while their section scrolls by, above the rows; headers out of view, and those of
  /// an earlier layout, leave the table.
  func placeSectionHeaders(in shown: Rect) {
    let top = shown.minY + adjustedContentInset.top
    let current = Set(sectionHeaders.map { ObjectIdentifier($0.view) })
    for view in placedSectionHeaders where !current.contains(ObjectIdentifier(view)) {
      if view.superview === self { view.removeFromSuperview() }
    }
    placedSectionHeaders = []
    for header in sectionHeaders {
      var frame = header.frame
      frame.origin.y = Swift.min(Swift.max(frame.minY, top), header.sectionEnd - frame.height)
      guard Self.meet(frame, shown) else {
        if header.view.superview === self { header.view.removeFromSuperview() }
        continue
      }
      header.view.frame = frame
      if header.view.superview !== self || subviews.last !== header.view {
        addSubview(header.view)
      }
      placedSectionHeaders.append(header.view)
    }
  }
}

internal import Cassowary

extension LayoutEngine {
  /// An item's frame in the solution: in its superview's coordinates for a view, its owning
  /// view's for a guide.
  func solvedFrame(of record: ItemRecord) -> Rect {
    Rect(
      x: solver.value(of: record.minX), y: solver.value(of: record.minY),
      width: solver.value(of: record.width), height: solver.value(of: record.height))
  }

  func solvedFrame(of item: LayoutItem) -> Rect? {
    existingRecord(for: item).map(solvedFrame(of:))
  }

  /// Sets the solved frames of a view's subviews that Auto Layout places (those that do not
  /// translate their autoresizing masks): centre and bounds size, leaving the transform, as
  /// UIKit does. Only changed values are set, so only they animate inside an animation block.
  func applyFrames(ofSubviewsOf view: View) {
    prepare()
    settleWrappingLabels()
    for subview in view.subviews {
      guard let state = subview.layoutState, !state.translatesAutoresizingMaskIntoConstraints,
        let record = existingRecord(for: subview)
      else { continue }
      apply(solvedFrame(of: record), to: subview)
    }
  }

  func apply(_ frame: Rect, to view: View) {
    let (center, size) = Self.placement(of: frame)
    if view.model.center != center { view.center = center }
    if view.model.bounds.size != size {
      view.bounds = Rect(origin: view.model.bounds.origin, size: size)
    }
  }

  /// Asks the superview of every placed view whose solved frame differs from its frame to lay
  /// out, so that the layout pass reaches it.
  func markMovedViews() {
    for record in recordList {
      guard let view = record.view, let superview = view.superview,
        let state = view.layoutState, !state.translatesAutoresizingMaskIntoConstraints
      else { continue }
      let (center, size) = Self.placement(of: solvedFrame(of: record))
      if view.model.center != center || view.model.bounds.size != size {
        superview.setNeedsLayout()
      }
    }
  }

  /// The centre and bounds size a solved frame gives a view (a negative size is zero).
  static func placement(of frame: Rect) -> (center: Point, size: Size) {
    (
      Point(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2),
      Size(width: Swift.max(frame.width, 0), height: Swift.max(frame.height, 0))
    )
  }

  /// Whether the constraints fix an item's frame (UIKit's `hasAmbiguousLayout` is its
  /// negation).
  func isDetermined(_ item: LayoutItem) -> Bool {
    guard let record = existingRecord(for: item) else { return true }
    return solver.isDetermined(record.minX) && solver.isDetermined(record.minY)
      && solver.isDetermined(record.width) && solver.isDetermined(record.height)
  }
}

import Foundation

/// The scroll view a compositional section with an `orthogonalScrollingBehavior` keeps its
/// cells in (UIKit nests one the same way): as wide as the collection view, as tall as the
/// section's groups, its content the row of groups. It takes only drags more sideways than
/// up or down (those go on to the collection view), tiles its section's cells as it scrolls,
/// and comes to rest where the behaviour says: anywhere (`continuous`), on a group's leading
/// edge (`continuousGroupLeadingBoundary`), a page of its width on (`paging`), or a group on
/// (`groupPaging`, `groupPagingCentered`).
@MainActor
final class OrthogonalSectionScrollView: ScrollView, ScrollViewDelegate {
  var band: CollectionViewOrthogonalBand
  weak var collectionView: CollectionView?
  /// The offset when the drag began (a page or group moves at most one on from it).
  private var dragStartOffset = 0.0
  /// The release speed past which a page or group moves on, in points per millisecond
  /// (UIKit's velocity unit in `scrollViewWillEndDragging`).
  static let pagingFlickSpeedPointsPerMillisecond = 0.3

  init(band: CollectionViewOrthogonalBand, in collectionView: CollectionView) {
    self.band = band
    self.collectionView = collectionView
    super.init(frame: band.frame)
    name = "orthogonal-section-\(band.section)"
    contentInsetAdjustmentBehavior = .never
    showsHorizontalScrollIndicator = false
    showsVerticalScrollIndicator = false
    delegate = self
    update(band)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  func update(_ band: CollectionViewOrthogonalBand) {
    self.band = band
    frame = band.frame
    contentSize = Size(width: band.contentWidth, height: band.frame.height)
    let most = Swift.max(band.contentWidth - band.frame.width, 0)
    if contentOffset.x > most { contentOffset = Point(x: most, y: 0) }
  }

  override func contentOffsetDidChange() {
    collectionView?.tileOrthogonalSection()
  }

  /// Its own pan begins only on a drag more sideways than not; the collection view's pan
  /// (asked of this view too, as the touch is inside it) only on one that is not.
  override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    guard let pan = gestureRecognizer as? PanGestureRecognizer,
      pan === panGestureRecognizer || pan === collectionView?.panGestureRecognizer
    else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
    let moved = pan.translation(in: self)
    let sideways = abs(moved.x) > abs(moved.y)
    return pan === panGestureRecognizer ? sideways : !sideways
  }

  func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
    dragStartOffset = contentOffset.x
  }

  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
  ) {
    targetContentOffset.x = restingOffset(proposed: targetContentOffset.x, velocity: velocity.x)
    targetContentOffset.y = 0
  }

  /// The offsets a release may rest at, in order; nil when it may rest anywhere.
  var stops: [Double]? {
    let most = Swift.max(band.contentWidth - band.frame.width, 0)
    let leading = band.groupStarts.first ?? 0
    var offsets: [Double]
    switch band.behavior {
    case .none, .continuous:
      return nil
    case .paging:
      let page = Swift.max(band.frame.width, 1)
      offsets = stride(from: 0.0, through: most + page - 1e-9, by: page).map { $0 }
    case .continuousGroupLeadingBoundary, .groupPaging:
      offsets = band.groupStarts.map { $0 - leading }
    case .groupPagingCentered:
      offsets = band.groupStarts.map { $0 + band.groupWidth / 2 - band.frame.width / 2 }
    }
    offsets = offsets.map { Swift.min(Swift.max($0, 0), most) }
    return Array(Set(offsets)).sorted()
  }

  /// Where a release with the proposed resting offset and `velocity` (points per
  /// millisecond) comes to rest under the section's behaviour.
  func restingOffset(proposed: Double, velocity: Double) -> Double {
    guard let stops, !stops.isEmpty else { return proposed }
    func nearest(_ x: Double) -> Int {
      stops.indices.min { abs(stops[$0] - x) < abs(stops[$1] - x) } ?? 0
    }
    if band.behavior == .continuousGroupLeadingBoundary { return stops[nearest(proposed)] }
    // Paging: one stop on from where the drag began, in the flick's direction, or the
    // nearest to where the finger left it.
    let start = nearest(dragStartOffset)
    let speed = Self.pagingFlickSpeedPointsPerMillisecond
    let index: Int
    if velocity > speed {
      index = Swift.min(start + 1, stops.count - 1)
    } else if velocity < -speed {
      index = Swift.max(start - 1, 0)
    } else {
      index = Swift.min(Swift.max(nearest(contentOffset.x), start - 1), start + 1)
    }
    return stops[index]
  }
}

extension CollectionView {
  /// Keeps one scroll view per section that scrolls sideways, made or updated for the
  /// layout's bands; the others go.
  func reloadOrthogonal(_ bands: [CollectionViewOrthogonalBand]) {
    var kept: [Int: OrthogonalSectionScrollView] = [:]
    for band in bands {
      let scroller =
        orthogonalScrollers[band.section] ?? OrthogonalSectionScrollView(band: band, in: self)
      scroller.update(band)
      if scroller.superview !== self { insertSubview(scroller, at: 0) }
      kept[band.section] = scroller
    }
    for (section, scroller) in orthogonalScrollers where kept[section] == nil {
      scroller.removeFromSuperview()
    }
    orthogonalScrollers = kept
  }

  /// A section's row scrolled: its cells come and go as the grid's do.
  func tileOrthogonalSection() { tile() }

  /// How far the section's row of groups has scrolled sideways, in points (0 for a section
  /// that does not scroll sideways).
  public func orthogonalOffset(ofSection section: Int) -> Double {
    orthogonalScrollers[section]?.contentOffset.x ?? 0
  }

  /// Scrolls a sideways section's row to `offset` points, within its range.
  public func setOrthogonalOffset(_ offset: Double, ofSection section: Int, animated: Bool) {
    guard let scroller = orthogonalScrollers[section] else { return }
    let most = Swift.max(scroller.contentSize.width - scroller.bounds.width, 0)
    scroller.setContentOffset(
      Point(x: Swift.min(Swift.max(offset, 0), most), y: 0), animated: animated)
  }
}

import Foundation

/// The page controller's scroll view: where the pages sit, where a release comes to rest,
/// and what coming to rest tells the delegate.
extension PageViewController {
  /// The pages in order along the axis: the one before (if any), the current, the one after.
  var pages: [ViewController] { [before, current, after].compactMap { $0 } }

  /// The distance from one page's start to the next's, in points.
  var pageStride: Double {
    let size = view.bounds.size
    return (navigationOrientation == .horizontal ? size.width : size.height) + interPageSpacing
  }

  func slot(of page: ViewController) -> Int { pages.firstIndex { $0 === page } ?? 0 }

  func offset(ofSlot slot: Int) -> Point {
    let along = Double(slot) * pageStride
    return navigationOrientation == .horizontal ? Point(x: along, y: 0) : Point(x: 0, y: along)
  }

  /// Sizes the scroll view (its page plus the spacing along the axis), puts each page in its
  /// slot and rests the scroll view on the current page.
  func layoutPages() {
    guard isViewLoaded else { return }
    let size = view.bounds.size
    let horizontal = navigationOrientation == .horizontal
    pagingScrollView.frame = Rect(
      x: 0, y: 0, width: size.width + (horizontal ? interPageSpacing : 0),
      height: size.height + (horizontal ? 0 : interPageSpacing))
    let all = pages
    for (index, page) in all.enumerated() {
      page.view.frame = Rect(origin: offset(ofSlot: index), size: size)
    }
    let length = Double(all.count) * pageStride
    pagingScrollView.contentSize =
      horizontal
      ? Size(width: length, height: size.height) : Size(width: size.width, height: length)
    if let current { pagingScrollView.contentOffset = offset(ofSlot: slot(of: current)) }
  }

  /// The offset along the axis.
  private func along(_ point: Point) -> Double {
    navigationOrientation == .horizontal ? point.x : point.y
  }

  public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
    pending = nil
  }

  public func scrollViewDidScroll(_ scrollView: ScrollView) {
    guard scrollView.isDragging, let current, !isTurningProgrammatically else { return }
    let moved = along(scrollView.contentOffset) - along(offset(ofSlot: slot(of: current)))
    let incoming = moved > 0 ? after : moved < 0 ? before : nil
    guard let incoming, incoming !== pending else { return }
    pending = incoming
    delegate?.pageViewController(self, willTransitionTo: [incoming])
  }

  /// A release comes to rest on a whole page: the next one in the direction of a release
  /// faster than `turningSpeedPointsPerSecond`, else the nearest.
  public func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
  ) {
    guard let current else { return }
    let start = Double(slot(of: current))
    let position = along(scrollView.contentOffset) / pageStride
    let speed = along(velocity) * 1000
    var target = position.rounded()
    if speed > Self.turningSpeedPointsPerSecond {
      target = start + 1
    } else if speed < -Self.turningSpeedPointsPerSecond {
      target = start - 1
    }
    target = Swift.min(Swift.max(target, 0), Double(pages.count - 1))
    targetContentOffset = offset(ofSlot: Int(target))
  }

  public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
    if !decelerate { comeToRest() }
  }

  public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
    comeToRest()
  }

  /// The pages stopped: the page under the scroll view becomes the current one; a drag's
  /// delegate hears whether the turn completed, a programmatic turn's completion runs, and
  /// the data source is asked for the new page's neighbours.
  func comeToRest() {
    guard let shown = current else { return }
    let index = Int((along(pagingScrollView.contentOffset) / pageStride).rounded())
    let all = pages
    let resting = all[Swift.min(Swift.max(index, 0), all.count - 1)]
    let completed = resting !== shown
    show(resting, askingForNeighbours: false)
    if isTurningProgrammatically {
      isTurningProgrammatically = false
      let completion = turnCompletion
      turnCompletion = nil
      loadNeighbours()
      completion?(true)
      return
    }
    if pending != nil || completed {
      delegate?.pageViewController(
        self, didFinishAnimating: true, previousViewControllers: [shown],
        transitionCompleted: completed)
    }
    pending = nil
    loadNeighbours()
  }
}

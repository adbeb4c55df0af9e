import TestSupport
import TransitionKit
import XCTest

/// A grid of numbered squares for a zoom to come from: 60 items of 100 × 100 points.
@MainActor
final class ZoomSourceGrid: CollectionViewDataSource, CollectionViewDelegate {
  let collectionView: CollectionView

  init(in view: View) {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = Size(width: 100, height: 100)
    collectionView = CollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "square")
    collectionView.dataSource = self
    collectionView.delegate = self
    view.addSubview(collectionView)
    view.layoutIfNeeded()
  }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 60 }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "square", for: indexPath)
    cell.name = "square \(indexPath.item)"
    cell.layer.cornerRadius = 8
    return cell
  }
}

/// A zoom whose source is a collection view's cell, as a photo grid's is on iOS: the provider
/// asks `cellForItem(at:)`, which is nil once the item scrolled off and its cell was reused,
/// and the zoom then falls back on UIKit's centred square; a provider that kept the tapped cell
/// meets it reused for another item and zooms into it.
final class ZoomFromCollectionViewTests: XCTestCase {
  let first = IndexPath(item: 0, section: 0)

  @MainActor func rig(provider: @escaping (CollectionView) -> View?) -> (
    TransitionRig, ZoomSourceGrid, ViewController
  ) {
    let rig = TransitionRig(engine: AnimationEngine())
    let grid = ZoomSourceGrid(in: rig.root.view)
    rig.keep(grid)
    let detail = ViewController()
    detail.modalPresentationStyle = .fullScreen
    detail.preferredTransition = .zoom { [unowned grid] _ in provider(grid.collectionView) }
    rig.root.present(detail, animated: true)
    rig.settle()
    return (rig, grid, detail)
  }

  @MainActor func testAnItemScrolledOffHasNoCellAndTheZoomFallsBackOnTheCentredSquare() async {
    let (rig, grid, detail) = rig { [first] in $0.cellForItem(at: first) }
    let list = grid.collectionView
    let cell = try! XCTUnwrap(list.cellForItem(at: first))
    list.contentOffset = Point(x: 0, y: 1200)
    XCTAssertNil(list.cellForItem(at: first), "scrolled off: no cell")
    let reusedFor = try! XCTUnwrap(list.indexPath(for: cell), "the cell shows another item")
    XCTAssertNotEqual(reusedFor, first)
    XCTAssertEqual(cell.name, "square \(reusedFor.item)")

    var frames: [ZoomFrame] = []
    detail.zoomTransitionController!.frameHandler = { frames.append($0) }
    detail.dismiss(animated: true)
    rig.run(0.1)
    XCTAssertFalse(cell.isHidden, "the reused cell is not the zoom's: it stays shown")
    let morph = try! XCTUnwrap(rig.window.view(named: "zoom-morph"))
    XCTAssertLessThan(morph.alpha, 1, "without a source the detail fades as it shrinks")
    rig.settle()

    let square = Rect.centered(
      at: rig.window.bounds.center,
      size: Size(
        width: ZoomTransitionSpec().fallbackSourceViewWidth,
        height: ZoomTransitionSpec().fallbackSourceViewWidth))
    XCTAssertEqual(square.width, 44)
    XCTAssertGreaterThan(frames.count, 10)
    for frame in frames {
      XCTAssertFalse(frame.hasSource)
      XCTAssertEqual(frame.source, square)
    }
    let last = try! XCTUnwrap(frames.last).frame
    XCTAssertEqual(last.midX, square.midX, accuracy: 0.5)
    XCTAssertEqual(last.midY, square.midY, accuracy: 0.5)
    XCTAssertEqual(last.width, 44, accuracy: 0.5)
    XCTAssertNil(rig.root.presentedViewController)
    XCTAssertEqual(rig.transitionPhases.last, "complete dismiss true")
    XCTAssertFalse(cell.isHidden)
  }

  @MainActor func testTheItemScrolledBackZoomsIntoTheCellThatShowsItNow() async {
    let (rig, grid, detail) = rig { [first] in $0.cellForItem(at: first) }
    let list = grid.collectionView
    list.contentOffset = Point(x: 0, y: 1200)
    list.contentOffset = .zero
    let cell = try! XCTUnwrap(list.cellForItem(at: first))
    XCTAssertEqual(cell.name, "square 0")
    var frames: [ZoomFrame] = []
    detail.zoomTransitionController!.frameHandler = { frames.append($0) }
    detail.dismiss(animated: true)
    rig.run(0.1)
    XCTAssertTrue(cell.isHidden, "the source cell hides while the zoom flies into it")
    rig.settle()
    XCTAssertTrue(frames.allSatisfy(\.hasSource))
    let target = cell.convert(cell.bounds, to: nil)
    XCTAssertEqual(frames.last?.frame.minX ?? -1, target.minX, accuracy: 0.5)
    XCTAssertEqual(frames.last?.frame.minY ?? -1, target.minY, accuracy: 0.5)
    XCTAssertEqual(frames.last?.frame.width ?? -1, target.width, accuracy: 0.5)
    XCTAssertFalse(cell.isHidden)
  }

  /// A provider that returns the cell it was first given, not the item's cell now, meets it
  /// reused for another item and zooms into that one, as the stale-cell reports on iOS show.
  @MainActor func testAKeptCellReusedForAnotherItemIsWhereTheZoomGoes() async {
    var kept: View?
    let (rig, grid, detail) = rig { [first] list in
      if kept == nil { kept = list.cellForItem(at: first) }
      return kept
    }
    let list = grid.collectionView
    list.contentOffset = Point(x: 0, y: 1200)
    let cell = try! XCTUnwrap(kept as? CollectionViewCell)
    let other = try! XCTUnwrap(list.indexPath(for: cell))
    XCTAssertNotEqual(other, first)
    var frames: [ZoomFrame] = []
    detail.zoomTransitionController!.frameHandler = { frames.append($0) }
    detail.dismiss(animated: true)
    rig.settle()
    XCTAssertTrue(frames.allSatisfy(\.hasSource))
    let target = cell.convert(cell.bounds, to: nil)
    XCTAssertEqual(frames.last?.frame.minY ?? -1, target.minY, accuracy: 0.5)
    XCTAssertEqual(frames.last?.frame.minX ?? -1, target.minX, accuracy: 0.5)
  }
}

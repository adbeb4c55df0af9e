import Foundation
import TestSupport
import TransitionKit
import XCTest

/// A section header with a title label.
@MainActor
final class TitleHeader: CollectionReusableView {
  let title = Label(frame: .zero)
  private(set) var reuses = 0

  required init(frame: Rect) {
    super.init(frame: frame)
    title.autoresizingMask = .flexibleSize
    addSubview(title)
  }

  required init?(coder: NSCoder) { return nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    title.frame = bounds
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }
}

/// Sections of numbered items with a header and a footer each.
@MainActor
final class SectionedItems: CollectionViewDataSource, CollectionViewDelegate {
  let sections: Int
  let items: Int
  private(set) var selected: [IndexPath] = []
  init(sections: Int, items: Int) {
    self.sections = sections
    self.items = items
  }
  func numberOfSections(in collectionView: CollectionView) -> Int { sections }
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { items }
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    cell.name = "item \(indexPath.section).\(indexPath.item)"
    return cell
  }
  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    selected.append(indexPath)
  }
  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView {
    let header = kind == CollectionView.elementKindSectionHeader
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: header ? "header" : "footer", for: indexPath)
    (view as? TitleHeader)?.title.text = "\(header ? "Section" : "End of") \(indexPath.section)"
    return view
  }
}

/// Headers and footers of a flow layout, reused as they scroll; a horizontal flow layout.
final class CollectionViewSupplementaryTests: EngineTestCase {
  @MainActor func grid(
    _ source: SectionedItems, layout: CollectionViewFlowLayout, in rig: TransitionRig
  ) -> CollectionView {
    let grid = CollectionView(frame: rig.root.view.bounds, collectionViewLayout: layout)
    grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "item")
    grid.register(
      TitleHeader.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
      withReuseIdentifier: "header")
    grid.register(
      TitleHeader.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter,
      withReuseIdentifier: "footer")
    grid.dataSource = source
    grid.delegate = source
    rig.root.view.addSubview(grid)
    rig.root.view.layoutIfNeeded()
    return grid
  }

  @MainActor func testHeadersAndFootersFrameEachSectionAndAreReusedAsTheyScroll() async {
    let rig = TransitionRig(engine: engine)
    let layout = CollectionViewFlowLayout()
    layout.itemSize = Size(width: 100, height: 100)
    layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    layout.headerReferenceSize = Size(width: 0, height: 40)
    layout.footerReferenceSize = Size(width: 0, height: 20)
    let source = SectionedItems(sections: 6, items: 30)
    let list = grid(source, layout: layout, in: rig)
    let header = CollectionView.elementKindSectionHeader
    let footer = CollectionView.elementKindSectionFooter
    let first = IndexPath(item: 0, section: 0)
    // 3 items a row in 370 points (gaps of 35), 10 rows: 1090 points of items.
    XCTAssertEqual(
      list.frameForSupplementaryElement(ofKind: header, at: first),
      Rect(x: 0, y: 0, width: 390, height: 40))
    XCTAssertEqual(list.frameForItem(at: first), Rect(x: 10, y: 50, width: 100, height: 100))
    XCTAssertEqual(list.frameForItem(at: IndexPath(item: 1, section: 0)).minX, 145)
    XCTAssertEqual(list.frameForSupplementaryElement(ofKind: footer, at: first)?.minY, 1150)
    XCTAssertEqual(
      list.frameForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 1))?.minY,
      1170)
    XCTAssertEqual(list.frameForItem(at: IndexPath(item: 0, section: 1)).minY, 1220)
    XCTAssertEqual(list.contentSize.height, 6 * 1170)

    let top = try! XCTUnwrap(
      list.supplementaryView(forElementKind: header, at: first) as? TitleHeader)
    XCTAssertEqual(top.title.text, "Section 0")
    XCTAssertEqual(top.frame, Rect(x: 0, y: 0, width: 390, height: 40))
    XCTAssertNil(list.supplementaryView(forElementKind: footer, at: first), "off screen")
    XCTAssertEqual(list.indexPathsForVisibleSupplementaryElements(ofKind: header), [first])

    // Scrolled to section 3: the first header left and is the one section 3's header reuses.
    list.contentOffset = Point(x: 0, y: 3 * 1170 - 10)
    XCTAssertNil(list.supplementaryView(forElementKind: header, at: first))
    let third = IndexPath(item: 0, section: 3)
    let shown = try! XCTUnwrap(list.supplementaryView(forElementKind: header, at: third))
    XCTAssertTrue(shown === top, "the header scrolled off is reused")
    XCTAssertEqual(top.title.text, "Section 3")
    XCTAssertEqual(top.reuses, 1)
    XCTAssertTrue(top.superview === list)
    XCTAssertNotNil(
      list.supplementaryView(forElementKind: footer, at: IndexPath(item: 0, section: 2)))
    XCTAssertLessThanOrEqual(list.supplementaryViewsMade, 3)
    // Scrolling to an item puts it under its header.
    list.scrollToItem(at: IndexPath(item: 0, section: 5), at: .top, animated: false)
    XCTAssertEqual(list.contentOffset.y, 5 * 1170 + 50)
  }

  /// A collection view sized after it was made (a layout pass ran before it had data) still
  /// reads its data once it gets a data source.
  @MainActor func testADataSourceSetAfterALayoutPassIsRead() async {
    let rig = TransitionRig(engine: engine)
    let list = CollectionView(frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
    list.frame = rig.root.view.bounds
    list.layoutIfNeeded()
    list.register(CollectionViewCell.self, forCellWithReuseIdentifier: "item")
    let source = SectionedItems(sections: 1, items: 10)
    list.dataSource = source
    rig.root.view.addSubview(list)
    rig.window.layoutIfNeeded()
    XCTAssertEqual(list.indexPathsForVisibleItems.count, 10)
  }

  @MainActor func testADataSourceWithoutSupplementaryViewsGetsEmptyOnesAndAWarning() async {
    final class Plain: CollectionViewDataSource {
      func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int
      { 4 }
      func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
      { collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath) }
    }
    let rig = TransitionRig(engine: engine)
    let layout = CollectionViewFlowLayout()
    layout.headerReferenceSize = Size(width: 0, height: 30)
    let list = CollectionView(frame: rig.root.view.bounds, collectionViewLayout: layout)
    list.register(CollectionViewCell.self, forCellWithReuseIdentifier: "item")
    let source = Plain()
    list.dataSource = source
    rig.root.view.addSubview(list)
    rig.root.view.layoutIfNeeded()
    let view = list.supplementaryView(
      forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    XCTAssertEqual(view?.frame.height, 30)
    XCTAssertTrue(rig.warningCodes.contains("list.no-supplementary"))
    XCTAssertEqual(list.frameForItem(at: IndexPath(item: 0, section: 0)).minY, 30)
  }

  @MainActor func testAHorizontalFlowLayoutFillsColumnsAndScrollsSideways() async {
    let rig = TransitionRig(engine: engine)
    let layout = CollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = Size(width: 100, height: 100)
    layout.headerReferenceSize = Size(width: 30, height: 0)
    let source = SectionedItems(sections: 1, items: 40)
    let list = grid(source, layout: layout, in: rig)
    let height = list.bounds.height
    // Columns of as many items as fit the height, the leftover shared between their gaps.
    let perColumn = Int((height + 10) / 110)
    let gap = (height - Double(perColumn) * 100) / Double(perColumn - 1)
    XCTAssertEqual(
      list.frameForSupplementaryElement(
        ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)),
      Rect(x: 0, y: 0, width: 30, height: height))
    XCTAssertEqual(list.frameForItem(at: IndexPath(item: 0, section: 0)).origin, Point(x: 30, y: 0))
    XCTAssertEqual(
      list.frameForItem(at: IndexPath(item: 1, section: 0)).minY, 100 + gap, accuracy: 1e-9)
    XCTAssertEqual(
      list.frameForItem(at: IndexPath(item: perColumn, section: 0)).origin, Point(x: 140, y: 0))
    let columns = (40 + perColumn - 1) / perColumn
    XCTAssertEqual(list.contentSize.width, 30 + Double(columns) * 110 - 10)
    XCTAssertEqual(list.contentSize.height, height)
    XCTAssertFalse(list.alwaysBounceVertical)

    list.scrollToItem(at: IndexPath(item: 39, section: 0), at: .bottom, animated: false)
    XCTAssertEqual(list.contentOffset.x, list.contentSize.width - list.bounds.width)
    XCTAssertEqual(list.contentOffset.y, 0)
    XCTAssertNil(list.cellForItem(at: IndexPath(item: 0, section: 0)))
    XCTAssertNotNil(list.cellForItem(at: IndexPath(item: 39, section: 0)))
    // A drag to the left scrolls it back toward its start.
    let before = list.contentOffset.x
    let pointer = PointerScript(window: rig.window)
    pointer.down(100, 400)
    for step in 1...12 {
      rig.step(1.0 / 60)
      pointer.move(100 + Double(step) * 15, 400)
    }
    XCTAssertLessThan(list.contentOffset.x, before - 100)
    XCTAssertEqual(list.contentOffset.y, 0)
    pointer.up(280, 400)
    rig.settle()
    XCTAssertGreaterThanOrEqual(list.contentOffset.x, 0)
  }
}

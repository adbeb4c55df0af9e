import Foundation
import TestSupport
import TransitionKit
import XCTest

/// UIKit's compositional layout: sizes as fractions of their container, absolute or
/// estimated; groups across and down, nested; spacing fixed and flexible; insets; headers and
/// footers; sections whose groups scroll sideways and rest by their behaviour; lists.
final class CompositionalLayoutTests: EngineTestCase {
  @MainActor func collection(
    _ layout: CollectionViewLayout, sections: Int = 1, items: Int, in rig: TransitionRig
  ) -> (CollectionView, SectionedItems) {
    let source = SectionedItems(sections: sections, items: items)
    let list = CollectionView(frame: rig.root.view.bounds, collectionViewLayout: layout)
    list.register(CollectionViewCell.self, forCellWithReuseIdentifier: "item")
    for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
      list.register(
        TitleHeader.self, forSupplementaryViewOfKind: kind,
        withReuseIdentifier: kind == CollectionView.elementKindSectionHeader ? "header" : "footer")
    }
    list.dataSource = source
    list.delegate = source
    rig.root.view.addSubview(list)
    rig.root.view.layoutIfNeeded()
    return (list, source)
  }

  func assertRect(
    _ a: Rect, _ b: Rect, _ message: String = "", file: StaticString = #filePath,
    line: UInt = #line
  ) {
    for (x, y) in [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)] {
      XCTAssertEqual(x, y, accuracy: 1e-6, "\(message): \(a) vs \(b)", file: file, line: line)
    }
  }

  @MainActor func testAGridOfThirdsWithInsetsSpacingHeadersAndFooters() async {
    let rig = TransitionRig(engine: engine)
    let item = CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
    item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
      subitems: [item])
    let section = CollectionLayoutSection(group: group)
    section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    section.interGroupSpacing = 5
    section.boundarySupplementaryItems = [
      CollectionLayoutBoundarySupplementaryItem(
        layoutSize: CollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
        elementKind: CollectionView.elementKindSectionHeader, alignment: .top),
      CollectionLayoutBoundarySupplementaryItem(
        layoutSize: CollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .estimated(20)),
        elementKind: CollectionView.elementKindSectionFooter, alignment: .bottom),
    ]
    let (list, _) = collection(
      CollectionViewCompositionalLayout(section: section), sections: 2, items: 7, in: rig)
    let side = 370.0 / 3
    let top = 30.0 + 10
    assertRect(
      list.frameForSupplementaryElement(
        ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))!,
      Rect(x: 10, y: 0, width: 370, height: 30))
    assertRect(
      list.frameForItem(at: IndexPath(item: 0, section: 0)),
      Rect(x: 12, y: top + 2, width: side - 4, height: side - 4))
    assertRect(
      list.frameForItem(at: IndexPath(item: 2, section: 0)),
      Rect(x: 10 + 2 * side + 2, y: top + 2, width: side - 4, height: side - 4))
    assertRect(
      list.frameForItem(at: IndexPath(item: 3, section: 0)),
      Rect(x: 12, y: top + side + 5 + 2, width: side - 4, height: side - 4))
    // Seven items: three groups, the last holding one.
    let itemsEnd = top + 3 * side + 2 * 5
    assertRect(
      list.frameForSupplementaryElement(
        ofKind: CollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))!,
      Rect(x: 10, y: itemsEnd + 10, width: 370, height: 20))
    let sectionHeight = itemsEnd + 10 + 20
    XCTAssertEqual(
      list.frameForItem(at: IndexPath(item: 0, section: 1)).minY, sectionHeight + top + 2,
      accuracy: 1e-6)
    XCTAssertEqual(list.contentSize.height, 2 * sectionHeight, accuracy: 1e-6)
    let header = list.supplementaryView(
      forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    XCTAssertEqual((header as? TitleHeader)?.title.text, "Section 0")
    XCTAssertEqual(list.cellForItem(at: IndexPath(item: 4, section: 0))?.name, "item 0.4")
  }

  @MainActor func testCountedFixedAndFlexibleSpacingAndNestedGroups() async {
    let rig = TransitionRig(engine: engine)
    let counted = CollectionLayoutGroup.horizontal(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
      repeatingSubitem: CollectionLayoutItem(
        layoutSize: CollectionLayoutSize(
          widthDimension: .absolute(10), heightDimension: .fractionalHeight(1))), count: 3)
    counted.interItemSpacing = .fixed(15)
    let flexible = CollectionLayoutGroup.horizontal(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
      subitems: [
        CollectionLayoutItem(
          layoutSize: CollectionLayoutSize(
            widthDimension: .absolute(100), heightDimension: .absolute(100)))
      ])
    flexible.interItemSpacing = .flexible(10)
    let small = CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
    let column = CollectionLayoutGroup.vertical(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)),
      subitems: [small, small])
    let big = CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(2.0 / 3), heightDimension: .fractionalHeight(1)))
    let nested = CollectionLayoutGroup.horizontal(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(240)),
      subitems: [big, column])
    var configuration = CompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 8
    let groups = [counted, flexible, nested]
    let layout = CollectionViewCompositionalLayout(
      sectionProvider: { index, environment in
        XCTAssertEqual(environment.container.effectiveContentSize.width, 390)
        return CollectionLayoutSection(group: groups[index])
      }, configuration: configuration)
    let (list, _) = collection(layout, sections: 3, items: 3, in: rig)
    let third = (390.0 - 30) / 3
    for index in 0..<3 {
      assertRect(
        list.frameForItem(at: IndexPath(item: index, section: 0)),
        Rect(x: Double(index) * (third + 15), y: 0, width: third, height: 100), "counted")
    }
    // Three 100-point items fit 390 with at least 10 between: 45 each.
    for index in 0..<3 {
      assertRect(
        list.frameForItem(at: IndexPath(item: index, section: 1)),
        Rect(x: Double(index) * 145, y: 108, width: 100, height: 100), "flexible")
    }
    assertRect(
      list.frameForItem(at: IndexPath(item: 0, section: 2)),
      Rect(x: 0, y: 216, width: 260, height: 240), "big")
    assertRect(
      list.frameForItem(at: IndexPath(item: 1, section: 2)),
      Rect(x: 260, y: 216, width: 130, height: 120), "top of the column")
    assertRect(
      list.frameForItem(at: IndexPath(item: 2, section: 2)),
      Rect(x: 260, y: 336, width: 130, height: 120), "bottom of the column")
    XCTAssertEqual(list.contentSize.height, 456, accuracy: 1e-6)
  }

  @MainActor func orthogonalRig(_ behavior: CollectionLayoutOrthogonalScrollingBehavior) -> (
    TransitionRig, CollectionView, SectionedItems
  ) {
    let rig = TransitionRig(engine: engine)
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)),
      subitems: [
        CollectionLayoutItem(
          layoutSize: CollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
      ])
    let section = CollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = behavior
    section.interGroupSpacing = 10
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    let (list, source) = collection(
      CollectionViewCompositionalLayout(section: section), sections: 8, items: 10, in: rig)
    return (rig, list, source)
  }

  @MainActor func testASectionThatScrollsSidewaysReusesItsCellsAndRestsOnAGroup() async {
    let (rig, list, source) = orthogonalRig(.groupPaging)
    let width = 0.8 * (390 - 32)
    assertRect(
      list.frameForItem(at: IndexPath(item: 1, section: 0)),
      Rect(x: 16 + width + 10, y: 0, width: width, height: 200))
    XCTAssertEqual(list.contentSize.height, 1600)
    XCTAssertEqual(list.contentSize.width, 390, "the collection view itself scrolls down only")
    let row = try! XCTUnwrap(rig.window.view(named: "orthogonal-section-0") as? ScrollView)
    XCTAssertEqual(row.contentSize.width, 32 + 10 * width + 90, accuracy: 1e-6)
    XCTAssertNotNil(list.cellForItem(at: IndexPath(item: 1, section: 0)))
    XCTAssertNil(list.cellForItem(at: IndexPath(item: 2, section: 0)), "past the row's edge")
    let first = try! XCTUnwrap(list.cellForItem(at: IndexPath(item: 0, section: 0)))
    XCTAssertTrue(first.superview === row, "the row holds its cells")

    list.setOrthogonalOffset(3 * (width + 10), ofSection: 0, animated: false)
    XCTAssertNil(list.cellForItem(at: IndexPath(item: 0, section: 0)))
    XCTAssertNotNil(list.cellForItem(at: IndexPath(item: 3, section: 0)))
    XCTAssertEqual(list.orthogonalOffset(ofSection: 1), 0, "other sections stay")
    XCTAssertNotNil(list.cellForItem(at: IndexPath(item: 0, section: 1)))
    XCTAssertTrue(list.visibleCells.contains { $0 === first }, "a cell scrolled off is reused")

    // A tap on the row selects the item under it where the row has scrolled to.
    let pointer = PointerScript(window: rig.window)
    pointer.tap(100, 100)
    XCTAssertEqual(source.selected, [IndexPath(item: 3, section: 0)])

    // A flick to the left comes to rest one group on.
    list.setOrthogonalOffset(0, ofSection: 0, animated: false)
    pointer.down(300, 100)
    for step in 1...6 {
      rig.step(1.0 / 60)
      pointer.move(300 - Double(step) * 20, 100)
    }
    pointer.up(180, 100)
    rig.settle()
    XCTAssertEqual(list.orthogonalOffset(ofSection: 0), width + 10, accuracy: 0.5)
    XCTAssertEqual(list.contentOffset.y, 0, accuracy: 0.5)

    // A drag up on the row scrolls the collection view, not the row.
    pointer.down(200, 150)
    for step in 1...10 {
      rig.step(1.0 / 60)
      pointer.move(200, 150 - Double(step) * 20)
    }
    XCTAssertGreaterThan(list.contentOffset.y, 100)
    XCTAssertEqual(list.orthogonalOffset(ofSection: 0), width + 10, accuracy: 0.5)
    pointer.up(200, -50)
    rig.settle()
  }

  @MainActor func testPagingRestsOnPagesAndContinuousLeadingBoundaryOnGroups() async {
    let (paging, pagingList, _) = orthogonalRig(.paging)
    let pointer = PointerScript(window: paging.window)
    pointer.down(300, 100)
    for step in 1...6 {
      paging.step(1.0 / 60)
      pointer.move(300 - Double(step) * 20, 100)
    }
    pointer.up(180, 100)
    paging.settle()
    XCTAssertEqual(pagingList.orthogonalOffset(ofSection: 0), 390, accuracy: 0.5)

    let (_, list, _) = orthogonalRig(.continuousGroupLeadingBoundary)
    let row = try! XCTUnwrap(list.subviews.first { $0.name == "orthogonal-section-0" })
    let scroller = try! XCTUnwrap(row as? ScrollView)
    let width = 0.8 * (390 - 32)
    var target = Point(x: 2.4 * (width + 10), y: 0)
    scroller.delegate?.scrollViewWillEndDragging(
      scroller, withVelocity: Point(x: 1, y: 0), targetContentOffset: &target)
    XCTAssertEqual(target.x, 2 * (width + 10), accuracy: 1e-6)
  }

  @MainActor func testAListLaysRowsOutAsTheAppearanceSays() async {
    let rig = TransitionRig(engine: engine)
    var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    let (list, _) = collection(
      CollectionViewCompositionalLayout.list(using: configuration), sections: 2, items: 3, in: rig)
    assertRect(
      list.frameForSupplementaryElement(
        ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))!,
      Rect(x: 20, y: 0, width: 350, height: 44))
    assertRect(
      list.frameForItem(at: IndexPath(item: 0, section: 0)),
      Rect(x: 20, y: 44 + 35, width: 350, height: 44))
    assertRect(
      list.frameForItem(at: IndexPath(item: 2, section: 0)),
      Rect(x: 20, y: 44 + 35 + 88, width: 350, height: 44))
    XCTAssertEqual(
      list.frameForItem(at: IndexPath(item: 0, section: 1)).minY, 2 * 44 + 2 * 35 + 132)

    let plain = TransitionRig(engine: engine)
    let (rows, _) = collection(
      CollectionViewCompositionalLayout.list(
        using: CollectionLayoutListConfiguration(appearance: .plain)), items: 30, in: plain)
    assertRect(
      rows.frameForItem(at: IndexPath(item: 3, section: 0)),
      Rect(x: 0, y: 132, width: 390, height: 44))
  }
}

import TestSupport
import XCTest

@testable import TransitionKit

/// What real UIKit transitions copied from public repositories call, beyond the common
/// surface: a swipe recognizer, table section headers, a cell's selection methods, a label's
/// default font, a window's event dispatch, popovers on a phone, class-level key-value coding
/// of the application, and a scroll view's content touches.
final class CorpusSurfaceTests: EngineTestCase {
  @MainActor private func window(root: ViewController) -> Window {
    let window = Window(screen: Screen(), engine: engine)
    window.rootViewController = root
    return window
  }

  @MainActor func testASwipeIsRecognizedOnceFarEnoughInAPermittedDirection() async {
    let window = window(root: ViewController())
    let swipe = SwipeGestureRecognizer()
    swipe.direction = [.left, .up]
    window.rootViewController!.view.addGestureRecognizer(swipe)
    var swipes = 0
    swipe.addAction { _ in swipes += 1 }
    let pointer = PointerScript(window: window)
    pointer.drag(from: Point(x: 300, y: 400), to: Point(x: 100, y: 410), duration: 0.2)
    XCTAssertEqual(swipes, 1, "200 points left in 0.2 s")
    pointer.drag(from: Point(x: 100, y: 400), to: Point(x: 300, y: 400), duration: 0.2)
    XCTAssertEqual(swipes, 1, "right is not permitted")
    pointer.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 300), duration: 0.2)
    XCTAssertEqual(swipes, 2, "up is")
    pointer.drag(from: Point(x: 300, y: 400), to: Point(x: 100, y: 400), duration: 4)
    XCTAssertEqual(swipes, 2, "too slow: 50 points took longer than half a second")
    pointer.drag(from: Point(x: 300, y: 400), to: Point(x: 200, y: 300), duration: 0.2)
    XCTAssertEqual(swipes, 2, "diagonal: as far across as along")
  }

  @MainActor func testASectionHeaderSitsAboveItsRowsAndFloatsWhileItsSectionScrolls() async {
    let root = ViewController()
    let window = window(root: root)
    let rows = HeaderRows()
    let table = TableView(frame: root.view.bounds)
    table.contentInsetAdjustmentBehavior = .never
    table.register(TableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = rows
    table.delegate = rows
    root.view.addSubview(table)
    window.layoutIfNeeded()
    let first = rows.headers[0]
    let second = rows.headers[1]
    XCTAssertEqual(first.frame, Rect(x: 0, y: 0, width: table.bounds.width, height: 40))
    XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 40)
    XCTAssertNil(second.superview, "below the screen, not in the table yet")
    table.contentOffset = Point(x: 0, y: 300)
    XCTAssertEqual(second.frame.minY, 40 + 20 * 44, "after the first section's 20 rows")
    XCTAssertEqual(second.frame.height, 28, "no height given and no constraints: the plain style's")
    XCTAssertEqual(first.frame.minY, 300, "pinned to the top edge while its section scrolls by")
    XCTAssertTrue(first.superview === table, "above the rows")
    table.contentOffset = Point(x: 0, y: 40 + 20 * 44 - 10)
    XCTAssertEqual(first.frame.maxY, 40 + 20 * 44, "pushed up by the end of its section")
    table.contentOffset = Point(x: 0, y: 40 + 20 * 44 + 100)
    XCTAssertNil(first.superview, "out of view, it leaves the table")
    XCTAssertEqual(second.frame.minY, 40 + 20 * 44 + 100)
  }

  @MainActor func testEachCellOfARegisteredNibIsWhatTheNibMakes() async {
    defer { Nib.removeAllRegistrations() }
    Nib.register(name: "Card") { _ in
      let cell = NibCell(frame: Rect(x: 0, y: 0, width: 100, height: 100))
      let title = Label()
      cell.contentView.addSubview(title)
      cell.title = title
      return [cell]
    }
    let list = CollectionView(
      frame: Rect(x: 0, y: 0, width: 320, height: 480),
      collectionViewLayout: CollectionViewFlowLayout())
    list.register(Nib(nibName: "Card", bundle: nil), forCellWithReuseIdentifier: "card")
    let first = list.dequeueReusableCell(
      withReuseIdentifier: "card", for: IndexPath(item: 0, section: 0))
    let second = list.dequeueReusableCell(
      withReuseIdentifier: "card", for: IndexPath(item: 1, section: 0))
    let titles = [first, second].compactMap { ($0 as? NibCell)?.title }
    XCTAssertEqual(titles.count, 2, "each cell has the nib's content and its outlet connected")
    XCTAssertFalse(titles[0] === titles[1], "the nib is made anew for each cell")
    XCTAssertEqual(first.reuseIdentifier, "card")
    XCTAssertEqual(warningCodes, [])
  }

  @MainActor func testALayoutAskedForInsideAViewsOwnLayoutDoesNotReenterIt() async {
    let outer = MeasuringView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    outer.addSubview(View(frame: Rect(x: 0, y: 0, width: 50, height: 50)))
    outer.setNeedsLayout()
    outer.layoutIfNeeded()
    XCTAssertGreaterThan(outer.layouts, 0)
    XCTAssertEqual(outer.deepest, 1, "never laid out from inside its own layout")
  }

  @MainActor func testTheTableSelectsACellThroughItsSetSelectedMethod() async {
    let cell = RecordingCell(style: .default, reuseIdentifier: nil)
    cell.isSelected = true
    cell.isHighlighted = true
    XCTAssertEqual(cell.calls, ["selected true", "highlighted true"])
    XCTAssertTrue(cell.isSelected)
    cell.setSelected(false, animated: true)
    XCTAssertFalse(cell.isSelected)
  }

  @MainActor func testALabelsFontSetToNilIsTheSystemFontAt17Points() async {
    let label = Label()
    label.font = Font(size: 30)
    label.font = Font(name: "Lato-Bold", size: 14)
    XCTAssertEqual(label.font.size, 17, "an unknown font is nil, and nil is the default font")
    XCTAssertEqual(label.font, .body)
  }

  @MainActor func testAWindowSubclassSeesEveryTouchEventAfterItsDelivery() async {
    let window = RecordingWindow(screen: Screen(), engine: engine)
    window.rootViewController = ViewController()
    let tap = TapGestureRecognizer()
    window.rootViewController!.view.addGestureRecognizer(tap)
    var tapped = false
    tap.addAction { _ in tapped = true }
    PointerScript(window: window).drag(
      from: Point(x: 100, y: 100), to: Point(x: 100, y: 104), duration: 0.05, steps: 2)
    XCTAssertEqual(window.phases, [.began, .moved, .moved, .ended])
    XCTAssertTrue(tapped, "the touches were still delivered")
  }

  @MainActor func testAPopoverIsPresentedFullScreenOnAPhone() async {
    let root = ViewController()
    let window = window(root: root)
    let popover = ViewController()
    popover.modalPresentationStyle = .popover
    XCTAssertNil(popover.popoverPresentationController)
    root.present(popover, animated: false)
    window.layoutIfNeeded()
    XCTAssertTrue(root.presentedViewController === popover)
    XCTAssertEqual(popover.view.frame, window.bounds)
    XCTAssertEqual(ModalPresentationStyle.popover.resolved, .fullScreen)
  }

  @MainActor func testTheApplicationClassAnswersItsSharedInstanceByKey() async {
    XCTAssertTrue(
      Application.value(forKeyPath: "sharedApplication") as? Application === Application.shared)
    XCTAssertTrue(Application.value(forKey: "shared") as? Application === Application.shared)
    XCTAssertNil(Application.value(forKey: "delegate"))
    XCTAssertEqual(warningCodes, ["kvc.unknown-key"])
  }

  @MainActor func testScrollIndicatorInsetsSetBothAndCancellingContentTouchesIsThePans() async {
    let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    scroll.scrollIndicatorInsets = EdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
    XCTAssertEqual(scroll.verticalScrollIndicatorInsets.top, 10)
    XCTAssertEqual(scroll.horizontalScrollIndicatorInsets.bottom, 5)
    XCTAssertTrue(scroll.delaysContentTouches)
    scroll.delaysContentTouches = false
    XCTAssertFalse(scroll.delaysContentTouches)
    XCTAssertTrue(scroll.canCancelContentTouches)
    scroll.canCancelContentTouches = false
    XCTAssertFalse(scroll.panGestureRecognizer.cancelsTouchesInView)
  }
}

/// Two sections of 20 rows; the first header 40 points high, the second sized by the table.
@MainActor
private final class HeaderRows: NSObject, TableViewDataSource, TableViewDelegate {
  let headers = [View(), View()]
  func numberOfSections(in tableView: TableView) -> Int { 2 }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 20 }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { 44 }
  func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    headers[section]
  }
  func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
    section == 0 ? 40 : TableView.automaticDimension
  }
}

/// A view that asks for layout again and lays a subview out from inside its own layout, as a
/// presentation controller measuring its presented list does.
private final class MeasuringView: View {
  var layouts = 0
  var depth = 0
  var deepest = 0

  override func layoutSubviews() {
    depth += 1
    deepest = max(deepest, depth)
    defer { depth -= 1 }
    super.layoutSubviews()
    layouts += 1
    guard layouts < 20 else { return }
    setNeedsLayout()
    subviews.first?.layoutIfNeeded()
  }
}

private final class NibCell: CollectionViewCell {
  var title: Label?
}

private final class RecordingCell: TableViewCell {
  var calls: [String] = []
  override func setSelected(_ selected: Bool, animated: Bool) {
    super.setSelected(selected, animated: animated)
    calls.append("selected \(selected)")
  }
  override func setHighlighted(_ highlighted: Bool, animated: Bool) {
    super.setHighlighted(highlighted, animated: animated)
    calls.append("highlighted \(highlighted)")
  }
}

private final class RecordingWindow: Window {
  var phases: [Touch.Phase] = []
  override func sendEvent(_ event: Event) {
    super.sendEvent(event)
    phases.append(contentsOf: event.allTouches?.map(\.phase) ?? [])
  }
}

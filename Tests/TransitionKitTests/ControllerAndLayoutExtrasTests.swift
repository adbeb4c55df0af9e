import TestSupport
import TransitionKit
import XCTest

/// `viewIfLoaded`, `viewSafeAreaInsetsDidChange()`, `edgesForExtendedLayout`, and a
/// collection layout's `invalidateLayout()`.
final class ControllerAndLayoutExtrasTests: EngineTestCase {
  final class Watcher: ViewController {
    var insetChanges: [EdgeInsets] = []
    override func viewSafeAreaInsetsDidChange() { insetChanges.append(view.safeAreaInsets) }
  }

  @MainActor func testViewIfLoadedDoesNotLoadTheView() async {
    let controller = ViewController()
    XCTAssertNil(controller.viewIfLoaded)
    XCTAssertFalse(controller.isViewLoaded, "asking did not load it")
    let view = controller.view
    XCTAssertTrue(controller.viewIfLoaded === view)
  }

  @MainActor func testTheControllerHearsOfItsSafeAreaWhenItChanges() async {
    let window = Window(screen: Screen(size: Size(width: 400, height: 800)), engine: engine)
    let watcher = Watcher()
    window.rootViewController = watcher
    XCTAssertEqual(watcher.insetChanges.count, 0, "nothing until the view lays out")
    watcher.view.setNeedsLayout()
    window.layoutIfNeeded()
    let top = window.safeAreaInsets.top
    XCTAssertGreaterThan(top, 0, "the simulated device has a status bar")
    XCTAssertEqual(watcher.insetChanges.map(\.top), [top])
    watcher.view.setNeedsLayout()
    window.layoutIfNeeded()
    XCTAssertEqual(watcher.insetChanges.count, 1, "a layout without a change says nothing")
    watcher.additionalSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    watcher.view.setNeedsLayout()
    window.layoutIfNeeded()
    XCTAssertEqual(watcher.insetChanges.map(\.top), [top, top + 20])
  }

  @MainActor func testEdgesForExtendedLayoutDefaultsToAllAndPagesStayBelowTheOpaqueBar() async {
    let (window, _) = makeGestureWindow(engine)
    let page = ViewController()
    XCTAssertEqual(page.edgesForExtendedLayout, .all)
    let navigation = NavigationController(rootViewController: page)
    window.rootViewController = navigation
    window.layoutIfNeeded()
    let below = navigation.navigationBar.frame.maxY
    XCTAssertEqual(page.view.convert(Point.zero, to: nil).y, below)
    page.edgesForExtendedLayout = []
    XCTAssertEqual(page.edgesForExtendedLayout, [])
    XCTAssertEqual(page.view.convert(Point.zero, to: nil).y, below)
  }

  /// A layout whose item width a test changes.
  final class Strip: CollectionViewLayout {
    var width = 100.0
    override func itemFrames(in collectionView: CollectionView) -> (
      frames: [(path: IndexPath, frame: Rect)], contentSize: Size
    ) {
      let frames = (0..<3).map {
        (
          IndexPath(item: $0, section: 0),
          Rect(x: Double($0) * width, y: 0, width: width, height: 50)
        )
      }
      return (frames, Size(width: width * 3, height: 50))
    }
  }

  final class Three: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 3 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
      -> CollectionViewCell
    { collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) }
  }

  @MainActor func testInvalidatingTheLayoutMovesTheCellsItPlacesAnewKeepingThem() async {
    let (window, background) = makeGestureWindow(engine)
    let layout = Strip()
    let grid = CollectionView(
      frame: Rect(x: 0, y: 0, width: 400, height: 400), collectionViewLayout: layout)
    XCTAssertTrue(layout.collectionView === grid)
    grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let source = Three()
    grid.dataSource = source
    background.addSubview(grid)
    window.layoutIfNeeded()
    let second = grid.cellForItem(at: IndexPath(item: 1, section: 0))
    XCTAssertEqual(second?.frame.minX, 100)
    layout.width = 120
    XCTAssertEqual(second?.frame.minX, 100, "nothing moves until the layout is invalidated")
    layout.invalidateLayout()
    XCTAssertEqual(second?.frame.minX, 100, "the layout is asked again at the next pass")
    window.layoutIfNeeded()
    XCTAssertTrue(grid.cellForItem(at: IndexPath(item: 1, section: 0)) === second)
    XCTAssertEqual(second?.frame.minX, 120)
    XCTAssertEqual(grid.contentSize.width, 360)
  }
}

/// Appearance callbacks forwarded to the children added with `addChild(_:)`.
final class ChildAppearanceForwardingTests: EngineTestCase {
  final class Child: ViewController {
    var heard: [String] = []
    override func viewWillAppear(_ animated: Bool) { heard.append("will appear") }
    override func viewDidAppear(_ animated: Bool) { heard.append("did appear") }
  }

  @MainActor func testAChildWhoseViewIsShownHearsItsParentsAppearance() async {
    let window = Window(screen: Screen(size: Size(width: 400, height: 800)), engine: engine)
    let parent = ViewController()
    let shown = Child()
    let offstage = Child()
    parent.addChild(shown)
    parent.view.addSubview(shown.view)
    shown.didMove(toParent: parent)
    parent.addChild(offstage)
    offstage.didMove(toParent: parent)
    window.rootViewController = parent
    XCTAssertEqual(shown.heard, ["will appear", "did appear"])
    XCTAssertEqual(offstage.heard, [], "a child whose view is not in the parent's hears nothing")
  }
}

import TestSupport
import TransitionKit
import XCTest

/// The scroll-style page controller: pages side by side with the spacing, the data source
/// asked for the neighbours of the page shown, a drag that turns or springs back with the
/// delegate told, and an animated `setViewControllers`.
final class PageViewControllerTests: EngineTestCase {
  final class Page: ViewController {
    let number: Int
    var appearances: [String] = []
    init(_ number: Int) {
      self.number = number
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidAppear(_ animated: Bool) { appearances.append("did appear") }
    override func viewDidDisappear(_ animated: Bool) { appearances.append("did disappear") }
  }

  /// Pages 0 to 2; records what it is asked and told.
  final class Book: PageViewControllerDataSource, PageViewControllerDelegate {
    var log: [String] = []
    func pageViewController(
      _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
    ) -> ViewController? {
      let number = (viewController as! Page).number
      log.append("before \(number)")
      return number > 0 ? Page(number - 1) : nil
    }
    func pageViewController(
      _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
    ) -> ViewController? {
      let number = (viewController as! Page).number
      log.append("after \(number)")
      return number < 2 ? Page(number + 1) : nil
    }
    func pageViewController(
      _ pageViewController: PageViewController,
      willTransitionTo pendingViewControllers: [ViewController]
    ) {
      log.append("will \(pendingViewControllers.map { ($0 as! Page).number })")
    }
    func pageViewController(
      _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
      previousViewControllers: [ViewController], transitionCompleted completed: Bool
    ) {
      let shown = (pageViewController.viewControllers?.first as? Page)?.number ?? -1
      log.append(
        "finished \(previousViewControllers.map { ($0 as! Page).number }) completed \(completed) showing \(shown)"
      )
    }
  }

  @MainActor private func rig() -> (Window, PageViewController, Book, Page) {
    let window = Window(screen: Screen(size: Size(width: 400, height: 800)), engine: engine)
    let pages = PageViewController(
      transitionStyle: .scroll, navigationOrientation: .horizontal,
      options: [.interPageSpacing: 10])
    let book = Book()
    pages.dataSource = book
    pages.delegate = book
    let first = Page(0)
    pages.setViewControllers([first], direction: .forward, animated: false)
    window.rootViewController = pages
    window.layoutIfNeeded()
    return (window, pages, book, first)
  }

  private func number(_ pages: PageViewController) -> Int? {
    MainActor.assumeIsolated { (pages.viewControllers?.first as? Page)?.number }
  }

  @MainActor func testThePageShownSitsBesideItsNeighboursWithTheSpacing() async {
    let (_, pages, book, first) = rig()
    XCTAssertTrue(pages.viewControllers?.first === first)
    XCTAssertEqual(book.log, ["before 0", "after 0"])
    XCTAssertTrue(pages.children.contains { $0 === first })
    XCTAssertEqual(pages.children.count, 2, "the first page and the one after it")
    let next = pages.children.first { $0 !== first }!
    XCTAssertEqual(first.view.frame, Rect(x: 0, y: 0, width: 400, height: 800))
    XCTAssertEqual(next.view.frame.minX, 410, "a page and the spacing further")
    XCTAssertEqual(pages.pagingScrollView.contentOffset, .zero)
    XCTAssertEqual(first.appearances, ["did appear"])
  }

  @MainActor func testADragPastHalfWayTurnsThePageAndTellsTheDelegate() async {
    let (window, pages, book, first) = rig()
    book.log = []
    PointerScript(window: window).drag(
      from: Point(x: 300, y: 400), to: Point(x: 50, y: 400), duration: 1, steps: 20)
    run(for: 2)
    XCTAssertEqual(number(pages), 1)
    XCTAssertEqual(
      book.log, ["will [1]", "finished [0] completed true showing 1", "before 1", "after 1"])
    XCTAssertEqual(pages.pagingScrollView.contentOffset.x, 410, "resting on the middle page")
    XCTAssertEqual(pages.viewControllers?.first?.view.frame.minX, 410)
    XCTAssertEqual(first.appearances, ["did appear", "did disappear"])
  }

  @MainActor func testAShortSlowDragSpringsBackWithoutTurning() async {
    let (window, pages, book, _) = rig()
    book.log = []
    PointerScript(window: window).drag(
      from: Point(x: 300, y: 400), to: Point(x: 240, y: 400), duration: 1, steps: 20)
    run(for: 2)
    XCTAssertEqual(number(pages), 0)
    XCTAssertEqual(
      book.log, ["will [1]", "finished [0] completed false showing 0", "before 0", "after 0"])
    XCTAssertEqual(pages.pagingScrollView.contentOffset.x, 0)
  }

  @MainActor func testAQuickFlickTurnsThoughItIsShort() async {
    let (window, pages, _, _) = rig()
    PointerScript(window: window).drag(
      from: Point(x: 300, y: 400), to: Point(x: 220, y: 400), duration: 0.1, steps: 6)
    run(for: 2)
    XCTAssertEqual(number(pages), 1)
  }

  @MainActor func testAnAnimatedSetScrollsToThePageThenCompletesWithoutTheDelegate() async {
    let (_, pages, book, first) = rig()
    book.log = []
    var completions: [Bool] = []
    let target = Page(2)
    pages.setViewControllers([target], direction: .forward, animated: true) {
      completions.append($0)
    }
    XCTAssertTrue(pages.viewControllers?.first === first, "the turn has not happened yet")
    run(for: 0.05)
    XCTAssertGreaterThan(pages.pagingScrollView.contentOffset.x, 0)
    run(for: 3)
    XCTAssertTrue(pages.viewControllers?.first === target)
    XCTAssertEqual(completions, [true])
    XCTAssertEqual(book.log, ["before 2", "after 2"], "the delegate hears only of drags")
  }
}

import Foundation
import TestSupport
import TransitionKit
import XCTest

/// A controller's view loads as UIKit's does: the first read of `view` calls `loadView()` and
/// then `viewDidLoad()`, once; reading `view` inside either returns the view being loaded and
/// loads nothing again, even when the first read comes from inside a `lazy` property's
/// initialiser that `viewDidLoad()` reads as well.
final class ViewLoadingTests: EngineTestCase {
  /// A controller that reads its view inside `loadView()` and `viewDidLoad()`, and keeps a
  /// container in a `lazy` property whose initialiser reads `self.view` (as a drawer library
  /// does).
  @MainActor final class DrawerLikeController: ViewController {
    var loads = 0
    var didLoads = 0
    var viewSeenInViewDidLoad: View?
    var containersMade: [View] = []

    lazy var container: View = {
      let container = View(frame: self.view.frame)
      containersMade.append(container)
      return container
    }()

    override func loadView() {
      loads += 1
      super.loadView()
      view.backgroundColor = .white
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      didLoads += 1
      viewSeenInViewDidLoad = view
      view.addSubview(container)
    }
  }

  @MainActor func testTheViewLoadsOnceAndReadingItInsideViewDidLoadDoesNotLoadAgain() async {
    let controller = DrawerLikeController()
    XCTAssertFalse(controller.isViewLoaded)
    let view = controller.view
    _ = controller.view
    controller.loadViewIfNeeded()
    XCTAssertEqual(controller.loads, 1)
    XCTAssertEqual(controller.didLoads, 1)
    XCTAssertTrue(controller.viewSeenInViewDidLoad === view)
    XCTAssertEqual(controller.containersMade.count, 1)
    XCTAssertTrue(controller.container.superview === view)
  }

  /// The first read of the `lazy` container loads the view, whose `viewDidLoad()` reads the
  /// container again while its initialiser is still running: Swift runs the initialiser a
  /// second time and, when the first run ends, stores the first run's container over the
  /// second's. The view still loads once; the container kept is not the one `viewDidLoad()`
  /// added — what a library whose setter reads such a property before the view loads gets on
  /// iOS as well.
  @MainActor func testALazyPropertyThatLoadsTheViewIsMadeTwiceAndTheViewLoadsOnce() async {
    let controller = DrawerLikeController()
    let container = controller.container
    XCTAssertEqual(controller.loads, 1)
    XCTAssertEqual(controller.didLoads, 1)
    XCTAssertEqual(controller.containersMade.count, 2)
    // The inner run finished first; the outer run's container is the one stored.
    XCTAssertTrue(container === controller.containersMade[1])
    XCTAssertTrue(controller.containersMade[0].superview === controller.view)
    XCTAssertNil(container.superview)
  }
}

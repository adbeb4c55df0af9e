import TestSupport
import TransitionKit
import XCTest

/// The bar during a zoom push and pop under the classic slide: a zoom slides no page, so the
/// titles follow the zoom's own progress (how far the card has grown from the cell to full,
/// or shrunk back), not the zoomed page's place inside the card.
final class NavigationZoomBarTests: XCTestCase {
  @MainActor func testTheClassicBarFollowsTheZoomsOwnProgress() async throws {
    let list = ViewController()
    list.title = "List"
    let navigation = NavigationController(rootViewController: list)
    navigation.swipeStyle = .uikitClassic
    let rig = TransitionRig(engine: AnimationEngine(), root: navigation)
    let cell = View(frame: Rect(x: 10, y: 20, width: 90, height: 90))
    list.view.addSubview(cell)
    let detail = ViewController()
    detail.title = "Detail"
    detail.preferredTransition = .zoom { _ in cell }
    let cellWidth = cell.frame.width
    let full = navigation.transitionView.bounds.width
    var samples: [(zoom: Double, bar: Double)] = []
    func sample(going in: Bool) throws {
      let frame = try XCTUnwrap(detail.zoomTransitionController?.currentFrame)
      let grown = (frame.frame.width - cellWidth) / (full - cellWidth)
      let bar = try XCTUnwrap(navigation.navigationBar.crossFadeProgress)
      samples.append((`in` ? grown : 1 - grown, bar))
    }
    navigation.pushViewController(detail, animated: true)
    for _ in 0..<12 {
      rig.step(1.0 / 60)
      try sample(going: true)
    }
    rig.settle()
    XCTAssertEqual(navigation.navigationBar.titleLabel.text, "Detail")
    navigation.popViewController(animated: true)
    for _ in 0..<12 {
      rig.step(1.0 / 60)
      try sample(going: false)
    }
    rig.settle()
    XCTAssertEqual(navigation.navigationBar.titleLabel.text, "List")
    // The bar is where the card is, within a frame's lag, all the way.
    XCTAssertTrue(samples.contains { $0.zoom > 0.2 && $0.zoom < 0.8 }, "mid-flight samples")
    for (zoom, bar) in samples {
      XCTAssertEqual(bar, zoom, accuracy: 0.12, "the bar at \(bar) where the zoom is at \(zoom)")
    }
  }
}

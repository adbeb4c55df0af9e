import TransitionKit
import XCTest

@testable import TransitionLab

/// The accessible proxies and the focus ring follow the stage's structure, never its frames:
/// no walk of the scene's buttons on a frame, a redraw or a layout that changed nothing.
final class StructureWatchTests: XCTestCase {
  private let devices = [
    PlacedDevice(
      layout: CanvasLayout(
        mode: .fit, canvas: Size(width: 800, height: 600), screen: Screen.defaultSize),
      offset: .zero)
  ]

  func testNoFollowOverManyFramesWithNoChange() {
    var watch = StructureWatch()
    watch.laidOut(devices)
    XCTAssertTrue(watch.shouldFollow(busy: false), "the first layout")
    for _ in 0..<600 {
      watch.laidOut(devices)
      XCTAssertFalse(watch.shouldFollow(busy: false))
    }
    XCTAssertEqual(watch.follows, 1, "ten seconds of frames that changed nothing")
  }

  func testATransitionFollowsOnceWhenItComesToRest() {
    var watch = StructureWatch()
    _ = watch.shouldFollow(busy: false)
    for _ in 0..<40 {
      watch.changed()
      XCTAssertFalse(watch.shouldFollow(busy: true), "the buttons move with the scene")
    }
    watch.changed()
    XCTAssertTrue(watch.shouldFollow(busy: false), "the last frame")
    XCTAssertFalse(watch.shouldFollow(busy: false))
    XCTAssertEqual(watch.follows, 2)
  }

  func testANewLayoutFollowsAndTheSameDoesNot() {
    var watch = StructureWatch()
    watch.laidOut(devices)
    _ = watch.shouldFollow(busy: false)
    var moved = devices
    moved[0].offset = Point(x: 10, y: 0)
    watch.laidOut(moved)
    XCTAssertTrue(watch.shouldFollow(busy: false))
    watch.laidOut(moved)
    XCTAssertFalse(watch.shouldFollow(busy: false))
  }
}

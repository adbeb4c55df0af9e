import Scenes
import TestSupport
import TransitionKit
import XCTest

final class DragDownSceneTests: XCTestCase {
  @MainActor func testSmallDragSnapsBack() async throws {
    let session = SceneSession(descriptor: DragDownScene.descriptor)
    session.presentWithoutAnimation()
    var lines: [String] = []
    session.traceSink = { lines.append($0.encoded) }
    session.replay(.drag(from: Point(x: 195, y: 300), to: Point(x: 195, y: 400), duration: 0.3))
    print(lines.joined(separator: "\n"))
    print(session.summary().encoded)
    XCTAssertTrue(session.isPresented)
  }

  @MainActor func testLongDragDismisses() async throws {
    let session = SceneSession(descriptor: DragDownScene.descriptor)
    session.presentWithoutAnimation()
    session.replay(.drag(from: Point(x: 195, y: 300), to: Point(x: 195, y: 700), duration: 0.3))
    print(session.summary().encoded)
    XCTAssertFalse(session.isPresented)
  }
}

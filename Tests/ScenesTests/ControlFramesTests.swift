import Scenes
import TransitionKit
import XCTest

/// The frames of a scene's controls found in one walk are the ones found a control at a time,
/// on every scene at rest, with its modal up, and a few frames after a tap.
final class ControlFramesTests: XCTestCase {
  @MainActor func testOneWalkFindsWhatEachControlsWalkFinds() async {
    var compared = 0
    for descriptor in SceneCatalog.all {
      for presented in [false, true] {
        let harness = SceneHarness(descriptor, presented: presented)
        for moment in 0..<2 {
          if moment == 1 {
            // A tap in the middle (a photo, a row, a button) and a few frames after it.
            harness.deliver(.down, 195, 420)
            harness.deliver(.up, 195, 420)
            harness.advance(0.1)
          }
          let ids = descriptor.controls.map(\.id)
          let together = harness.session.frames(ofControls: ids)
          for id in ids {
            XCTAssertEqual(
              together[id], harness.session.frame(ofControl: id),
              "\(descriptor.id) \(id), presented \(presented), moment \(moment)")
            if together[id] != nil { compared += 1 }
          }
          let found = ids.filter { harness.session.frame(ofControl: $0) != nil }
          XCTAssertEqual(together.count, Set(found).count)
        }
      }
    }
    XCTAssertGreaterThan(compared, 10, "controls on screen were compared")
  }
}

import Scenes
import TransitionKit
import XCTest

/// The frames of a scene's controls found in one walk are where a tap reaches each control, and
/// a control left out is one no tap reaches, on every scene at rest, with its modal up, and a
/// few frames after a tap.
final class ControlFramesTests: XCTestCase {
  @MainActor func testOneWalkFindsEachControlWhereATapReachesIt() async {
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
          for (id, frame) in together {
            // A tap at the found frame's centre lands on that control, as a tap on it does.
            let hit = harness.session.window.hitTest(frame.center)
            let chain = sequence(first: hit, next: { $0?.superview }).compactMap { $0 }
            XCTAssertTrue(
              chain.contains { $0.name == id },
              "\(descriptor.id) \(id), presented \(presented), moment \(moment)")
            compared += 1
          }
          for id in ids where together[id] == nil {
            // A control left out has no view of that name whose centre a tap would reach.
            let reachable = harness.session.window.first { view in
              guard view.name == id, view.isVisibleOnScreen else { return false }
              let center = view.convertToRootOnScreen(view.presentation.bounds.center)
              return harness.session.window.hitTest(center)?.isDescendant(of: view) == true
            }
            XCTAssertNil(reachable, "\(descriptor.id) \(id) was left out")
          }
        }
      }
    }
    XCTAssertGreaterThan(compared, 10, "controls on screen were compared")
  }
}

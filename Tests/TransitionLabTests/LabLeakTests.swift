import AllocationCounter
import Scenes
import TestSupport
import TransitionKit
import XCTest

@testable import TransitionLab

/// What the window's model keeps as a person goes from scene to scene and edits: a scene
/// switched away from leaves nothing of its session, the values a compare mode let go take
/// their undo history with them, and rounds of every scene keep the heap flat.
final class LabLeakTests: XCTestCase {
  /// Presents the scene shown with its own gesture and lets it play out.
  @MainActor private func presentAndSettle(_ lab: Lab) {
    lab.send(.present)
    lab.session.advanceFrames(1.5)
  }

  @MainActor func testASceneSwitchedAwayFromLeavesNothingOfItsSession() async {
    let ids = SceneCatalog.all.map(\.id)
    let lab = Lab(descriptor: SceneCatalog.all[0])
    for id in ids.dropFirst() + [ids[0]] {
      let leftovers = SessionLeftovers()
      leftovers.watch(lab.session)
      let left = lab.session.descriptor.id
      presentAndSettle(lab)
      lab.send(.selectScene(id))
      // The scene's values stay, by design: the lab keeps them for the whole run.
      XCTAssertEqual(
        leftovers.alive.filter { $0 != "the parameters" }, [], "\(left), switched to \(id)")
    }
  }

  /// Rounds through every scene, each presented once: after two rounds have made what is
  /// made once (each scene's values, caches), five more keep no more blocks. Each visit's
  /// session used to leave an observer on the scene's values for the rest of the run.
  @MainActor func testRoundsOfEverySceneKeepNoMemory() async {
    let ids = SceneCatalog.all.map(\.id)
    let lab = Lab(descriptor: SceneCatalog.all[0])
    func round() {
      for id in ids.dropFirst() + [ids[0]] {
        presentAndSettle(lab)
        lab.send(.selectScene(id))
      }
    }
    round()
    round()
    let before = live_allocation_count()
    for _ in 0..<5 { round() }
    let kept = live_allocation_count() - before
    XCTAssertLessThan(kept, 30, "blocks kept over 5 rounds of \(ids.count) scenes")
  }

  /// A compared device's values, edited in the panel, are let go with compare mode, and
  /// their undo history with them.
  @MainActor func testAComparedDevicesValuesGoWithTheirHistory() async {
    let lab = Lab(descriptor: DragDownScene.descriptor)
    weak var edited: ParameterStore?
    do {
      lab.send(.setWorkspace(.compare))
      lab.send(.selectDevice(1))
      lab.send(.setParameter(ParameterID.threshold, .number(0.5), coalescing: false))
      XCTAssertEqual(lab.state.undoTitle, "Threshold")
      edited = lab.comparison?.stores[1]
      lab.send(.setWorkspace(.single))
    }
    XCTAssertNil(edited, "the device's values are gone")
    lab.refresh()
    XCTAssertNil(lab.state.undoTitle, "the scene's own values have nothing to undo")
    lab.send(.setParameter(ParameterID.threshold, .number(0.4), coalescing: false))
    lab.send(.undo)
    XCTAssertEqual(lab.parameters.threshold, 0.3, "the scene's history is its own")
  }
}

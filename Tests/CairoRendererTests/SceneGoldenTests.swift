import CairoRenderer
import Scenes
import TestSupport
import TransitionKit
import XCTest

/// Key frames of the scenes against their golden images (`__Goldens__/scene-…`), at 1× and
/// 2×: every scene's root screen; for the three seed scenes, whose modal comes and goes in a
/// transition, the modal just presented, the interactive dismissal held half way (and the
/// edge-pan's a tenth of the way, since its spring has hidden the modal by half way), and the
/// card's presentation three quarters of the way, its dimming partway. (The sheet presents and
/// dismisses in transitions that take no time and moves on its own settles: the filmstrip and
/// pixel-probe tests look at it.) Run with `RECORD_GOLDENS=1` to record new references after an
/// intended change.
final class SceneGoldenTests: XCTestCase {
  /// The scenes whose modal a transition presents and an interactive transition dismisses.
  static let scenes = ["drag-down", "edge-pan", "card"]

  @MainActor func check(
    _ session: SceneSession, named name: String, scales: [Double] = [1, 2],
    appearance: Appearance = .light, file: StaticString = #filePath, line: UInt = #line
  ) {
    for scale in scales {
      assertGolden(
        session.window, size: SceneStages.screen, scale: scale, appearance: appearance,
        named: "scene-\(name)", file: file, line: line)
    }
  }

  @MainActor func testRootScreens() async {
    for id in SceneCatalog.all.map(\.id) {
      check(SceneStages.root(id), named: "\(id)-root")
    }
  }

  @MainActor func testPresentedModals() async {
    for id in Self.scenes {
      let session = SceneStages.presented(id)
      XCTAssertTrue(session.isPresented, id)
      XCTAssertNil(session.window.activeTransition, id)
      check(session, named: "\(id)-presented")
    }
  }

  @MainActor func testInteractiveDismissalsHalfWay() async {
    for id in Self.scenes {
      let session = SceneStages.dismissing(id, progress: 0.5)
      let percent = try? XCTUnwrap(SceneStages.percent(session), "\(id): no transition in flight")
      XCTAssertEqual(percent ?? -1, 0.5, accuracy: 1e-6, id)
      check(session, named: "\(id)-dismiss-half")
    }
  }

  @MainActor func testEdgePanDismissalATenthOfTheWay() async {
    let session = SceneStages.dismissing("edge-pan", progress: 0.1)
    XCTAssertEqual(SceneStages.percent(session) ?? -1, 0.1, accuracy: 1e-6)
    check(session, named: "edge-pan-dismiss-tenth")
  }

  @MainActor func testCardPresentationWithTheDimmingPartway() async {
    let session = SceneStages.presenting("card", at: 0.3)
    XCTAssertNotNil(session.window.activeTransition)
    check(session, named: "card-presenting-3q")
  }

  @MainActor func testDarkAppearance() async {
    check(SceneStages.root("edge-pan"), named: "edge-pan-root-dark", scales: [2], appearance: .dark)
    check(
      SceneStages.presented("drag-down"), named: "drag-down-presented-dark", scales: [1],
      appearance: .dark)
  }
}

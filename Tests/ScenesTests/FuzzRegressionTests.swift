import Foundation
import Scenes
import TransitionKit
import XCTest

/// The failing cases the fuzzer found, each shrunk to its smallest script (as
/// `transition-lab fuzz` writes it) and kept here: each failed before its fix, and every
/// transition must now complete exactly once with no view left behind.
final class FuzzRegressionTests: XCTestCase {
  /// Runs a shrunk case and checks that it breaks no invariant.
  @MainActor private func assertPasses(
    _ scene: String, start: FuzzCase.Start = .root, set assignments: [String] = [],
    _ events: String, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let script = try GestureScript.parse(Data("{\"events\":[\(events)]}".utf8))
    let fuzzCase = FuzzCase(sceneID: scene, start: start, assignments: assignments, script: script)
    let outcome = FuzzRunner.run(fuzzCase)
    XCTAssertEqual(outcome.failures, [], file: file, line: line)
    XCTAssertGreaterThan(
      outcome.transitions, 0, "the case starts a transition", file: file, line: line)
  }

  /// A tap on a row pushes; a second press at once catches the push with the edge swipe,
  /// which begins a pop from 99.9 % (where the pushed page still is) and is released at
  /// once. The pop rule pops at the speed left for the pop (0.001); the velocity-gate release
  /// rule turns it into a cancel, which ran back at that speed for 350 s.
  @MainActor func testAPushCaughtAtOnceAndCancelledByTheReleaseRuleGoesBack() async throws {
    try assertPasses(
      "navigation", set: ["release-rule=velocity-gate"],
      """
      {"t":0,"type":"down","x":10,"y":500},
      {"t":0,"type":"up","x":360,"y":520},
      {"t":0,"type":"down","x":10,"y":710},
      {"t":0,"type":"move","x":40,"y":710},
      {"t":0.1,"type":"up","x":-20,"y":540}
      """)
  }

  /// A drag that flings the revealed screen away within one frame: the dismissal completes
  /// before the pan ends, the pan never reports its end, and the interactor's started flag
  /// stayed set; the next Close then got an interaction controller nothing drove (cancelled
  /// after a second, the screen left up).
  @MainActor func testADismissalThatEndsBeforeItsPanLeavesCloseNonInteractive() async throws {
    try assertPasses(
      "reveal", start: .presented,
      """
      {"t":0,"type":"down","x":240,"y":770},
      {"t":0,"type":"move","x":158,"y":1571},
      {"t":0,"type":"move","x":153,"y":1624},
      {"t":0.01,"type":"up","x":153,"y":1624},
      {"t":0.01,"type":"tap","target":"reveal"},
      {"t":0.66,"type":"tap","target":"close"}
      """)
  }

  /// Close, then a drag on the grid while the photo zooms out under a slow spring (a 2-s
  /// response): the grid scrolls 450 points, the zoom follows the cell there and needs
  /// longer than the window expected when it started; the window ended it as never
  /// completed.
  @MainActor func testAGridScrolledUnderASlowZoomOutIsFollowedToTheEnd() async throws {
    try assertPasses(
      "zoom", start: .presented, set: ["response=2"],
      """
      {"t":0,"type":"tap","target":"close"},
      {"t":1.3,"type":"down","x":40,"y":640},
      {"t":2.7,"type":"move","x":0,"y":1100},
      {"t":2.7,"type":"move","x":0,"y":1120}
      """)
  }

  /// The same with the seed's spring: a drag released on the grid while the photo zooms out.
  @MainActor func testAGridScrolledUnderTheZoomOutIsFollowedToTheEnd() async throws {
    try assertPasses(
      "zoom", start: .presented,
      """
      {"t":0,"type":"tap","target":"close"},
      {"t":0.22,"type":"down","x":150,"y":360},
      {"t":0.22,"type":"move","x":150,"y":390},
      {"t":0.51,"type":"move","x":90,"y":580},
      {"t":0.92,"type":"up","x":180,"y":740}
      """)
  }

  /// Started presented under a custom presentation with the source overlay on: the
  /// unanimated zoom reported its frame, which put up the overlay, but not its end, which
  /// takes it down; it stayed in the window.
  @MainActor func testTheOverlayOfAnUnanimatedZoomGoes() async throws {
    let outcome = FuzzRunner.run(
      FuzzCase(
        sceneID: "zoom", start: .presented,
        assignments: ["presentation-style=custom", "overlay=on"], script: GestureScript(events: []))
    )
    XCTAssertEqual(outcome.failures, [])
  }

  /// A press catches the zoom in and is held until the case ends, where it is cancelled:
  /// the photo springs back on the slowest spring the parameters allow (a 2-s response at a
  /// completion speed of 0.1, damping ratio 0.05), for over two minutes; it completes.
  @MainActor func testTheSlowestSpringBackCompletes() async throws {
    try assertPasses(
      "zoom", set: ["completion-speed=0.1", "response=2", "damping=0.05"],
      """
      {"t":0,"type":"tap","target":"photo-14"},
      {"t":0.6,"type":"down","x":340,"y":390}
      """)
  }

  /// A content swipe begins and the same finger presses again without lifting, on the list
  /// under large titles: the first press is cancelled and the pop goes back; the new press
  /// landed on the list's scroll view, whose pan the window let catch the pop, which nothing
  /// then drove (cancelled a second later by the watchdog).
  @MainActor func testASwipePressedAgainWithoutLiftingOverALargeTitleList() async throws {
    try assertPasses(
      "navigation", start: .presented, set: ["large-titles=on"],
      """
      {"t":0,"type":"down","x":200,"y":100},
      {"t":0,"type":"move","x":280,"y":90},
      {"t":0,"type":"move","x":440,"y":60},
      {"t":0,"type":"down","x":190,"y":510}
      """)
  }

  /// A finger pressed on the presented photo and moved 11 pt is cancelled when the case
  /// settles (the window loses the pointer), under the classic zoom with a stiff, overdamped
  /// spring and a fast completion.
  @MainActor func testAClassicZoomDragCancelledAtOnceEnds() async throws {
    try assertPasses(
      "zoom", start: .presented,
      set: ["completion-speed=4.4", "style=uikit-classic", "response=0.1", "damping=1.7"],
      """
      {"t":0,"type":"down","x":270,"y":489},
      {"t":0,"type":"move","x":273,"y":500}
      """)
  }

  /// The same with the scene's own edge pan driving the pop (the swipe-back fix and a custom
  /// animator): a second finger on the large-title list while the first one's pop is held.
  @MainActor func testASecondPressOnALargeTitleListWhileTheSwipeBackFixDrivesThePop()
    async throws
  {
    try assertPasses(
      "navigation", start: .presented,
      set: ["animator=custom", "swipe-back-fix=on", "large-titles=on", "completion-velocity=on"],
      """
      {"t":0,"type":"down","x":9.4,"y":487.6},
      {"t":0,"type":"move","x":18.8,"y":472.6},
      {"t":0,"type":"move","x":56.4,"y":412.6},
      {"t":0,"type":"down","x":36.9,"y":168.2}
      """)
  }
}

import MotionExport
import Scenes
import XCTest

@testable import TransitionLab

/// The inspector's plot, marker and preview ask the scene for its motion as Export… and
/// `transition-lab export` do: made again only for values not asked of before, the declared
/// part at once and a sheet after the frame.
final class SceneMotionCacheTests: XCTestCase {
  @MainActor func testTheInspectorsMotionIsTheExportsForEveryScene() async {
    for descriptor in SceneCatalog.all {
      let lab = Lab(descriptor: descriptor)
      let motion = lab.motion(of: lab.parameters)
      XCTAssertEqual(
        motion, SceneExport.spec(of: descriptor, values: lab.parameters), descriptor.id)
      XCTAssertEqual(motion.navigation != nil, descriptor.id == NavigationScene.id, descriptor.id)
      XCTAssertEqual(motion.zoom != nil, descriptor.id == ZoomScene.id, descriptor.id)
      XCTAssertEqual(motion.sheet != nil, descriptor.id == SheetScene.id, descriptor.id)
      XCTAssertFalse(lab.session.isPresented, "\(descriptor.id): the stage was not touched")
    }
  }

  @MainActor func testASessionIsMadeOnlyWhenTheValuesChange() async {
    let lab = Lab(descriptor: DragDownScene.descriptor)
    let first = lab.motion(of: lab.parameters)
    for _ in 0..<60 { XCTAssertEqual(lab.motion(of: lab.parameters), first) }
    XCTAssertEqual(lab.motions.madeCount, 1, "a frame's marker asks the same values again")
    lab.send(.setParameter(ParameterID.duration, .number(1.2)))
    XCTAssertEqual(lab.motion(of: lab.parameters).duration, 1.2)
    XCTAssertEqual(lab.motions.madeCount, 2)
  }

  /// The navigation scene says which animator plays the pop: UIKit's 0.35 s under the system
  /// animator whatever `duration` says, the custom one's own under `custom`.
  @MainActor func testTheNavigationSceneSaysWhichDurationPlaysThePop() async {
    let lab = Lab(descriptor: NavigationScene.descriptor)
    lab.send(.setParameter(ParameterID.duration, .number(0.6)))
    XCTAssertEqual(lab.motion(of: lab.parameters).navigation?.duration, 0.35)
    lab.send(.setParameter(NavigationScene.Key.animator, .choice("custom")))
    XCTAssertEqual(lab.motion(of: lab.parameters).navigation?.duration, 0.6)
  }

  /// After a change, every scene's motion is the export's at once, but the sheet's, which
  /// is the export's once the idle turn after the frame has built it.
  @MainActor func testAChangedValueGivesTheExportsMotionWithoutPresentingOnTheFrame() async {
    for descriptor in SceneCatalog.all {
      let lab = Lab(descriptor: descriptor)
      var idle: [@MainActor () -> Void] = []
      lab.motions.scheduleIdle = { idle.append($0) }
      var settled = 0
      lab.motions.onSettled = { settled += 1 }
      _ = lab.motion(of: lab.parameters)
      lab.send(.setParameter(ParameterID.duration, .number(0.85)))
      let motion = lab.motion(of: lab.parameters)
      let exported = SceneExport.spec(of: descriptor, values: lab.parameters)
      XCTAssertEqual(motion.duration, 0.85, descriptor.id)
      let waits = descriptor.id == SheetScene.id
      XCTAssertEqual(idle.count, waits ? 1 : 0, "\(descriptor.id): only a sheet waits")
      XCTAssertEqual(
        lab.motions.isCurrent(descriptor, values: lab.parameters), !waits, descriptor.id)
      if waits {
        XCTAssertNotNil(motion.sheet, "the last sheet stands meanwhile")
        XCTAssertEqual(lab.motion(of: lab.parameters), motion, "asked again: not made again")
        for work in idle { work() }
        XCTAssertEqual(settled, 1)
      }
      XCTAssertEqual(lab.motion(of: lab.parameters), exported, descriptor.id)
      XCTAssertFalse(lab.session.isPresented, "\(descriptor.id): the stage was not touched")
    }
  }

  /// Values asked before (an undo, a value set back) are found again, not made again.
  @MainActor func testValuesAskedBeforeAreNotMadeAgain() async {
    let lab = Lab(descriptor: EdgePanScene.descriptor)
    let seed = lab.motion(of: lab.parameters)
    lab.send(.setParameter(ParameterID.duration, .number(1.1)))
    _ = lab.motion(of: lab.parameters)
    XCTAssertEqual(lab.motions.madeCount, 2)
    lab.send(.undo)
    XCTAssertEqual(lab.motion(of: lab.parameters), seed)
    lab.send(.redo)
    XCTAssertEqual(lab.motion(of: lab.parameters).duration, 1.1)
    XCTAssertEqual(lab.motions.madeCount, 2, "both were asked before")
  }
}

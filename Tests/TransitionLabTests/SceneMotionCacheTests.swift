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

  /// Every compare mode and blind test opened asks with stores of its own; once they are
  /// gone, the cache holds nothing for them, however many came and went (it kept the last
  /// values of each for good, and a new store at a gone one's address took them over).
  @MainActor func testStoresThatAreGoneAreForgotten() async throws {
    for descriptor in [DragDownScene.descriptor, SheetScene.descriptor] {
      let lab = Lab(descriptor: descriptor)
      lab.motions.scheduleIdle = { _ in }
      _ = lab.motion(of: lab.parameters)
      var opened: [ParameterStore] = []
      for round in 0..<120 {
        for index in 0..<2 {
          let store = descriptor.makeParameters()
          try store.set(ParameterID.duration, .number(0.4 + 0.1 * Double((round + index) % 3)))
          _ = lab.motion(of: store)
          opened.append(store)
        }
      }
      XCTAssertEqual(lab.motions.rememberedStoreCount, 241, "\(descriptor.id): all alive")
      opened.removeAll()
      _ = lab.motion(of: descriptor.makeParameters())
      XCTAssertEqual(
        lab.motions.rememberedStoreCount, 2, "\(descriptor.id): the lab's and the last one")
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

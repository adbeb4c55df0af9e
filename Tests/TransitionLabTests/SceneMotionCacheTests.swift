import MotionExport
import Scenes
import XCTest

@testable import TransitionLab

/// The inspector's plot, marker and preview ask the scene for its motion as Export… and
/// `transition-lab export` do: a session of the scene, made again only when the values change.
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
}

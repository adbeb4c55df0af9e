import Scenes
import TestSupport
import TransitionKit
import XCTest

/// What the runtime installs around a scene follows what the scene declares, and a scene that
/// declares nothing (as one written from a tutorial alone) gets UIKit's behaviour.
final class SceneRuntimeTests: XCTestCase {
  /// A scene with only the required members.
  @MainActor final class PlainScene: SceneInstance {
    let root = ViewController()
    var rootViewController: ViewController { root }
    func presentWithoutAnimation() {}
    func script(for action: SceneAction, screen: Size) -> GestureScript { .tap("open") }
  }

  @MainActor func testASceneThatDeclaresNothingGetsTheDefaults() async {
    let descriptor = SceneDescriptor(
      id: "plain", title: "Plain", summary: "", source: "", parameters: [], controls: [],
      make: { _ in PlainScene() })
    let session = SceneSession(descriptor: descriptor)
    XCTAssertNil(ReleaseDrag.geometry(for: session))
    XCTAssertEqual(session.scene.thresholdComparison, .strict)
    XCTAssertNil(session.scene.animationTiming(parameters: session.parameters))
    XCTAssertFalse(session.window.vendsInterruptibleAnimators)
    XCTAssertNil(session.window.catchGeometry?(PanGestureRecognizer()))
  }

  @MainActor func testTheBuiltInScenesDeclareTheirDrags() async throws {
    let screen = Screen.defaultSize
    for descriptor in SceneCatalog.all {
      let session = SceneSession(descriptor: descriptor)
      session.presentWithoutAnimation()
      let geometry = try XCTUnwrap(ReleaseDrag.geometry(for: session), descriptor.id)
      let along = abs(geometry.axis.dx) + abs(geometry.axis.dy)
      XCTAssertEqual(along, 1, descriptor.id)
      XCTAssertGreaterThan(geometry.distance, 0, descriptor.id)
      XCTAssertTrue(
        (0...screen.width).contains(geometry.press.x)
          && (0...screen.height).contains(geometry.press.y), descriptor.id)
    }
  }

  @MainActor func testInterruptibleFollowsTheParameterLive() async throws {
    let harness = SceneHarness(SceneCatalog.all[0])
    XCTAssertFalse(harness.session.window.vendsInterruptibleAnimators)
    try harness.session.parameters.set(ParameterID.interruptible, .toggle(true))
    XCTAssertTrue(harness.session.window.vendsInterruptibleAnimators)
    try harness.session.parameters.set(ParameterID.interruptible, .toggle(false))
    try harness.session.parameters.set("completion-velocity", .toggle(true))
    XCTAssertTrue(harness.session.window.vendsInterruptibleAnimators)
  }
}

import Scenes
import TestSupport
import TransitionKit
import XCTest

@testable import TransitionLab

/// A scene file saved and swapped in leaves nothing of the version before: what that
/// version registered for its storyboards (closures holding its controllers) goes with its
/// session, and the new version finds only its own.
final class SceneFileReloadLeakTests: XCTestCase {
  /// The controller the last version made and registered as its storyboard's initial one.
  @MainActor private enum Registered {
    static weak var last: ViewController?
  }

  /// A version of a scene file: the drag-down scene, titled `title`, registering a
  /// controller of its own under the storyboard "Main", as a ported scene does.
  private func version(_ title: String) -> SceneDescriptor {
    SceneDescriptor(
      id: "my-modal", title: title, summary: "", source: "",
      parameters: DragDownScene.descriptor.parameters,
      controls: DragDownScene.descriptor.controls,
      make: { store in
        let scene = DragDownScene.descriptor.instantiate(parameters: store)
        let registered = ViewController()
        registered.title = title
        Registered.last = registered
        Storyboard.register(name: "Main", initial: { registered })
        return scene
      })
  }

  @MainActor func testAReloadFreesWhatTheVersionBeforeRegistered() async throws {
    let lab = Lab(descriptor: version("first"))
    lab.send(.present)
    lab.session.advanceFrames(1.5)
    weak var first = Registered.last
    XCTAssertNotNil(first)
    lab.reloadScene(version("second"))
    lab.session.advanceFrames(1.5)
    XCTAssertNil(first, "the first version's controller is freed")
    let made = lab.session.run {
      Storyboard(name: "Main", bundle: nil).instantiateInitialViewController()
    }
    XCTAssertEqual(made?.title, "second")
  }
}

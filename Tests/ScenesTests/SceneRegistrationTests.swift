import Scenes
import TestSupport
import TransitionKit
import XCTest

/// What a scene registers for its storyboards and nibs belongs to its session: it goes when
/// the session goes, with the controllers its closures hold, and two sessions side by side
/// each find their own.
final class SceneRegistrationTests: XCTestCase {
  /// A scene that registers, as a ported scene does in its initializer, a storyboard whose
  /// initial controller is one it made (`kept`, holding an animator and so the session's
  /// engine) and a nib that connects the root's outlet.
  @MainActor final class RegisteringScene: SceneInstance {
    /// A controller that keeps the animator it ran, as ported controllers often do.
    final class Kept: ViewController {
      var animator: PropertyAnimator?
    }

    let root = ViewController()
    let kept = Kept()
    var rootViewController: ViewController { root }

    init() {
      kept.animator = PropertyAnimator(duration: 0.3, curve: .easeInOut)
      let kept = kept
      let root = root
      Storyboard.register(name: "Main", initial: { kept })
      Storyboard.register(name: "Main", identifier: "detail") { kept }
      Nib.register(name: "Card") { _ in [root.view as Any] }
    }

    func presentWithoutAnimation() {}
    func script(for action: SceneAction, screen: Size) -> GestureScript { .tap("open") }
  }

  private let descriptor = SceneDescriptor(
    id: "registering", title: "Registering", summary: "", source: "", parameters: [],
    controls: [], make: { _ in RegisteringScene() })

  @MainActor func testASessionLetGoTakesItsRegistrationsAndWhatTheyHoldWithIt() async {
    weak var kept: ViewController?
    weak var root: ViewController?
    do {
      let session = SceneSession(descriptor: descriptor)
      let scene = session.scene as? RegisteringScene
      kept = scene?.kept
      root = scene?.root
      let made = session.run {
        Storyboard(name: "Main", bundle: nil).instantiateInitialViewController()
      }
      XCTAssertTrue(made === kept, "the session finds what it registered")
      session.settle()
    }
    XCTAssertNil(kept, "the storyboard's closure no longer holds the controller")
    XCTAssertNil(root, "the nib's closure no longer holds the root")
    XCTAssertEqual(
      Nib(nibName: "Card", bundle: nil).instantiate(withOwner: nil).count, 0,
      "nothing registered outside the session")
  }

  @MainActor func testTwoSessionsSideBySideEachFindTheirOwn() async {
    let first = SceneSession(descriptor: descriptor)
    let second = SceneSession(descriptor: descriptor)
    let firstMade = first.run {
      Storyboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "detail")
    }
    let secondMade = second.run {
      Storyboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "detail")
    }
    XCTAssertTrue(firstMade === (first.scene as? RegisteringScene)?.kept)
    XCTAssertTrue(secondMade === (second.scene as? RegisteringScene)?.kept)
  }
}

import Scenes
import TransitionKit
import XCTest

/// A session's typed events: any number of observers hear the same events in order, each
/// until its token goes, and a session without observers publishes nothing.
final class SessionEventsTests: XCTestCase {
  @MainActor func testEveryObserverHearsAPresentAndADismissUntilItsTokenGoes() async throws {
    let session = SceneSession(descriptor: try XCTUnwrap(SceneCatalog.scene(id: "drag-down")))
    var first: [SessionEvent] = []
    var second: [SessionEvent] = []
    let firstToken = session.events.observe { event, _ in first.append(event) }
    var secondToken: ObservationToken? = session.events.observe { event, _ in
      second.append(event)
    }
    let screen = session.window.screen.bounds.size
    session.replay(session.scene.script(for: .present, screen: screen))
    session.settle()
    XCTAssertEqual(
      first,
      [
        .transitionBegan(.present, interactive: false), .presented(true),
        .transitionEnded(.present, interactive: false, completed: true),
      ])
    XCTAssertEqual(second, first, "every observer hears the same")
    secondToken = nil
    XCTAssertNil(secondToken)
    session.replay(session.scene.script(for: .dismiss, screen: screen))
    session.settle()
    XCTAssertEqual(
      Array(first.dropFirst(3)),
      [
        .transitionBegan(.dismiss, interactive: false),
        .transitionEnded(.dismiss, interactive: false, completed: true), .presented(false),
      ])
    XCTAssertEqual(second.count, 3, "nothing after its token went")
    withExtendedLifetime(firstToken) {}
  }
}

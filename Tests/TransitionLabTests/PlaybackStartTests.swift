import XCTest

@testable import TransitionLab

/// `filmstrip` and `compare` take a `--start` beside `--transition` when it names the start the
/// transition has anyway, as scripts that always pass `--start root` do.
final class PlaybackStartTests: XCTestCase {
  func testAStartThatAgreesWithTheTransitionIsAcceptedAndAnotherIsNot() throws {
    XCTAssertNoThrow(try ScenePlayback.validate(transition: .present, gesture: nil, start: .root))
    XCTAssertNoThrow(
      try ScenePlayback.validate(transition: .dismiss, gesture: nil, start: .presented))
    XCTAssertNoThrow(try ScenePlayback.validate(transition: .present, gesture: nil, start: nil))
    XCTAssertThrowsError(
      try ScenePlayback.validate(transition: .present, gesture: nil, start: .presented)
    ) { error in
      XCTAssertEqual(
        "\(error)", "--start goes with --gesture; --transition present starts from root")
    }
    XCTAssertThrowsError(
      try ScenePlayback.validate(transition: .dismiss, gesture: nil, start: .root))
  }
}

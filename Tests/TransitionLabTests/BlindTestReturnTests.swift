import Scenes
import XCTest

@testable import TransitionLab

/// The blind test closes back to the mode it was opened from.
final class BlindTestReturnTests: XCTestCase {
  @MainActor func testClosingTheBlindTestReturnsToCompareModeWhenItCameFromThere() async {
    let start = LabState(sceneID: "drag-down")
    let fromCompare = start.applying(.setWorkspace(.compare)).applying(.setWorkspace(.blindTest))
    XCTAssertEqual(fromCompare.workspace.mode, .blindTest)
    XCTAssertEqual(fromCompare.applying(.closeBlindTest).workspace.mode, .compare)
    let fromSingle = start.applying(.setWorkspace(.blindTest))
    XCTAssertEqual(fromSingle.applying(.closeBlindTest).workspace, .single)
    XCTAssertEqual(start.applying(.closeBlindTest), start, "nothing to close outside the test")
    XCTAssertEqual(
      fromCompare.applying(.setWorkspace(.blindTest)).applying(.closeBlindTest).workspace.mode,
      .compare, "opening it again does not forget where it came from")
  }
}

import AllocationCounter
import TransitionKit
import XCTest

@testable import Scenes

/// A held drag is recorded (for Replay last drag) as it goes; recording a move appends to the
/// recording in place, so a move costs the same however long the drag has been held.
final class DragRecordingAllocationTests: XCTestCase {
  @MainActor func testRecordingAMoveDoesNotCopyTheDragSoFar() async {
    let session = SceneSession(descriptor: DragDownScene.descriptor)
    func event(_ kind: PointerEvent.Kind, _ step: Int) -> PointerEvent {
      PointerEvent(
        kind: kind, location: Point(x: 195, y: 300 + Double(step % 200)),
        timestamp: Double(step) / 60, device: .mouse, sequence: 1)
    }
    session.record(event(.down, 0))
    let before = allocation_count()
    for step in 1...600 { session.record(event(.move, step)) }
    let allocations = allocation_count() - before
    // The array grows by doubling: about ten times for 600 events.
    XCTAssertLessThan(allocations, 40, "allocations recording 600 moves")
    session.record(event(.up, 601))
    XCTAssertEqual(session.lastRecording?.events.count, 602)
    XCTAssertNil(session.recording)
  }
}

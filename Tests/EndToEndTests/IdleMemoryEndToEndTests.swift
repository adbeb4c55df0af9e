import Foundation
import XCTest

/// The `idle` line says what the window holds when the canvas comes to rest: the C heap in use
/// and free, and the canvas renderer's caches, so a soak can tell memory kept by the window
/// from memory the allocator holds.
final class IdleMemoryEndToEndTests: XCTestCase {
  func testTheIdleLineCarriesTheHeapAndTheRenderersCaches() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "drag-down", "--start", "presented"])
    try app.waitForColour(SceneColour.green, at: ScenePoint(x: 60, y: 650), "the modal")
    // A dismissal runs frames; the line comes when they stop.
    let start = app.lines().count
    try app.key("ctrl+d")
    let end = try app.waitForTransitionEnd(from: start, "the dismissal")
    let idle = try app.waitForLine("the canvas at rest", from: end) {
      $0["kind"] as? String == "idle"
    }.line
    let inUse = try XCTUnwrap(idle["heap_in_use_kb"] as? Double, "\(idle)")
    // A GTK window with a scene on it holds megabytes of the heap.
    XCTAssertGreaterThan(inUse, 1024, "\(idle)")
    for field in ["heap_free_kb", "heap_mapped_kb", "heap_arena_kb"] {
      XCTAssertGreaterThanOrEqual(try XCTUnwrap(idle[field] as? Double, field), 0, field)
    }
    XCTAssertGreaterThanOrEqual(try XCTUnwrap(idle["heap_arena_kb"] as? Double), inUse)
    // The scene's labels are drawn: their layouts are kept, painted from their outlines'
    // masks, and no glyph is shown under the window's scale.
    XCTAssertGreaterThan(try XCTUnwrap(idle["text_layouts"] as? Double), 0, "\(idle)")
    XCTAssertGreaterThan(try XCTUnwrap(idle["text_outlines"] as? Double), 0, "\(idle)")
    XCTAssertGreaterThan(try XCTUnwrap(idle["text_masks"] as? Double), 0, "\(idle)")
    XCTAssertEqual(try XCTUnwrap(idle["text_straight_transforms"] as? Double), 0, "\(idle)")
    for field in [
      "text_masks", "text_mask_kb", "text_straight_transforms", "snapshots", "shadows",
    ] {
      XCTAssertGreaterThanOrEqual(try XCTUnwrap(idle[field] as? Double, field), 0, field)
    }
    XCTAssertNotNil(idle["state_follows"] as? Double, "the line keeps its fields")
  }
}

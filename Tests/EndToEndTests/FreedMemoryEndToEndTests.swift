import XCTest

/// The window gives the allocator's free pages back to the system once it is still: after
/// compare mode opened and closed (a device's drawing and panes built and let go), a `memory`
/// line reports the free heap it found and gave back.
final class FreedMemoryEndToEndTests: XCTestCase {
  func testFreedMemoryIsGivenBackOnceTheWindowIsStill() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "drag-down"])
    for _ in 0..<3 {
      let before = app.lines().count
      try app.key("ctrl+k")
      try app.waitForLine("compare mode", from: before) {
        $0["kind"] as? String == "mode" && $0["mode"] as? String == "compare"
      }
      try app.key("ctrl+k")
      try app.waitForLine("back to one device", from: before) {
        $0["kind"] as? String == "mode" && $0["mode"] as? String == "single"
      }
    }
    let (_, line) = try app.waitForLine("free memory given back") {
      $0["kind"] as? String == "memory" && $0["event"] as? String == "trimmed"
    }
    let free = try XCTUnwrap(line["free_kb"] as? Double, "\(line)")
    XCTAssertGreaterThan(free, 2048, "given back only past 2 MiB free: \(line)")
    XCTAssertGreaterThanOrEqual(try XCTUnwrap(line["ms"] as? Double), 0)
  }
}

import CairoRenderer
import Foundation
import TestSupport
import XCTest

/// docs/examples/edit-list.swift: a table view controller in a scene file, edited as on iOS —
/// the bar's Edit button puts the table in editing mode, a row's minus shows its Delete
/// button, Delete removes the row, and a tap on a row while editing opens nothing.
final class EditListSceneFileTests: SceneFolderTestCase {
  override class var folderPrefix: String { "edit-list" }

  private var file: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("docs/examples/edit-list.swift").path
  }

  /// A gesture file of taps on named controls at the given times.
  private func taps(_ name: String, _ targets: [(Double, String)]) throws -> String {
    let events = targets.map { #"{"t":\#($0.0),"type":"tap","target":"\#($0.1)"}"# }
    let path = directory.appendingPathComponent("\(name).json").path
    try #"{"events":[\#(events.joined(separator: ","))]}"#.write(
      toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  private func render(_ gesture: String, _ name: String) throws -> RenderedImage {
    let output = directory.appendingPathComponent("\(name).png").path
    let result = try TransitionLabProcess.run(
      [
        "render", "--scene-file", file, "--start", "root", "--gesture", gesture, "--scale", "1",
        "--output", output,
      ], environment: environment)
    XCTAssertEqual(result.status, 0, result.standardError)
    return try RenderedImage(contentsOfPNG: output)
  }

  /// Pixels in a region that are the system red (the Delete button, the minus).
  private func redPixels(_ image: RenderedImage, x: Range<Int>, y: Range<Int>) -> Int {
    var count = 0
    for row in y {
      for column in x {
        let pixel = image.pixel(x: column, y: row)
        if pixel.red > 220, pixel.green < 110, pixel.blue < 110 { count += 1 }
      }
    }
    return count
  }

  func testEditMinusAndDeleteRemoveARowAndEditingOpensNothing() throws {
    // Rows of 44 points under a bar that ends 91 points down; ten messages.
    let rows = 91..<(91 + 10 * 44)
    let tenth = (91 + 9 * 44)..<(91 + 10 * 44)
    let before = try render(try taps("edit", [(0, "right-bar-button")]), "edit")
    XCTAssertGreaterThan(redPixels(before, x: 0..<40, y: rows), 500, "a minus on every row")
    XCTAssertGreaterThan(darkPixels(before, x: 40..<300, y: tenth), 20, "ten rows")
    XCTAssertEqual(redPixels(before, x: 300..<390, y: rows), 0, "no Delete yet")

    let confirming = try render(
      try taps("minus", [(0, "right-bar-button"), (0.5, "delete-control")]), "minus")
    XCTAssertGreaterThan(
      redPixels(confirming, x: 320..<390, y: rows), 1000, "the minus shows a Delete button")

    let deleted = try render(
      try taps(
        "delete", [(0, "right-bar-button"), (0.5, "delete-control"), (1, "delete-confirmation")]),
      "delete")
    XCTAssertEqual(redPixels(deleted, x: 300..<390, y: rows), 0, "the Delete button is gone")
    XCTAssertEqual(darkPixels(deleted, x: 0..<390, y: tenth), 0, "nine rows are left")
    XCTAssertGreaterThan(redPixels(deleted, x: 0..<40, y: rows), 500, "still editing")

    // A tap on a message opens it, but not while the table is editing.
    func replay(_ gesture: String) throws -> [String: Any] {
      let result = try TransitionLabProcess.run(
        ["replay", "--scene-file", file, "--start", "root", "--gesture", gesture],
        environment: environment)
      XCTAssertEqual(result.status, 0, result.standardError)
      return try XCTUnwrap(
        JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    }
    func presents(_ summary: [String: Any]) -> Bool {
      let transitions = summary["transitions"] as? [[String: Any]] ?? []
      return transitions.contains {
        $0["kind"] as? String == "present" && $0["completed"] as? Bool == true
      }
    }
    let opened = try replay(try taps("open", [(0, "message-0")]))
    XCTAssertTrue(presents(opened), "\(opened)")
    let editing = try replay(try taps("edit-open", [(0, "right-bar-button"), (0.5, "message-0")]))
    XCTAssertFalse(presents(editing), "\(editing)")
    XCTAssertEqual(editing["warnings"] as? Int, 0)
    let done = try replay(
      try taps("done-open", [(0, "right-bar-button"), (0.5, "right-bar-button"), (1, "message-0")]))
    XCTAssertTrue(presents(done), "Done leaves editing: \(done)")
  }
}

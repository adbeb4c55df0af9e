import CairoRenderer
import Foundation
import TestSupport
import XCTest

/// `transition-lab compare`, run as a user runs it.
///
/// A picture of V variants, N frames each, of W × H points at scale S is V rows stacked, each a
/// 34-point heading band over a filmstrip of the same size `filmstrip` makes: frames at
/// x = 12 + i·(W + 12), y = 12 below the band, all times S in pixels.
final class CompareCommandTests: XCTestCase {
  static let gap = 12
  static let band = 34
  static let filmBand = 30

  /// Pixel geometry of a picture with frames of `width` × `height` points at scale `scale`.
  struct Geometry {
    let frames: Int
    let width: Int
    let height: Int
    let scale: Int

    var stripWidth: Int { frames * width * scale + (frames + 1) * gap * scale }
    var stripHeight: Int { gap * scale + height * scale + filmBand * scale + gap * scale / 2 }
    var rowHeight: Int { band * scale + stripHeight }

    /// The pixels of frame `column` in row `row`.
    func frame(row: Int, column: Int) -> (x: Range<Int>, y: Range<Int>) {
      let left = gap * scale + column * (width * scale + gap * scale)
      let top = row * rowHeight + band * scale + gap * scale
      return (left..<(left + width * scale), top..<(top + height * scale))
    }
  }

  /// Whether two regions of the same size hold the same pixels.
  func samePixels(
    _ image: RenderedImage, _ a: (x: Range<Int>, y: Range<Int>), _ b: (x: Range<Int>, y: Range<Int>)
  ) -> Bool {
    for (rowA, rowB) in zip(a.y, b.y) {
      for (columnA, columnB) in zip(a.x, b.x)
      where image.word(x: columnA, y: rowA) != image.word(x: columnB, y: rowB) {
        return false
      }
    }
    return true
  }

  func testIdenticalVariantsGiveIdenticalRows() throws {
    let folder = try OutputFolder()
    let output = folder.path("same.png")
    // 0.8 is the edge-pan seed's damping: the second variant is the seed's values spelled out.
    let image = try runWritingImage(
      [
        "compare", "--scene", "edge-pan", "--transition", "present", "--variant", "",
        "--variant", "damping=0.8", "--frames", "4", "--size", "130x280", "--output", output,
      ], to: output)
    let geometry = Geometry(frames: 4, width: 130, height: 280, scale: 1)
    XCTAssertEqual(image.width, geometry.stripWidth)
    XCTAssertEqual(image.height, 2 * geometry.rowHeight)
    let rowHeight = geometry.rowHeight
    let band = Self.band
    XCTAssertTrue(
      samePixels(
        image, (0..<image.width, band..<rowHeight),
        (0..<image.width, (rowHeight + band)..<(2 * rowHeight))),
      "both rows' strips are the same picture")
    // The rows are not blank: the transition moves from the first frame to the last.
    XCTAssertFalse(
      samePixels(image, geometry.frame(row: 0, column: 0), geometry.frame(row: 0, column: 3)))
  }

  func testDifferingVariantsDifferMidTransitionOnly() throws {
    let folder = try OutputFolder()
    let output = folder.path("damping.png")
    let image = try runWritingImage(
      [
        "compare", "--scene", "edge-pan", "--transition", "present", "--variant", "damping=0.3",
        "--variant", "damping=1", "--frames", "5", "--size", "130x280", "--output", output,
      ], to: output)
    let geometry = Geometry(frames: 5, width: 130, height: 280, scale: 1)
    XCTAssertEqual(image.height, 2 * geometry.rowHeight)
    // Both springs start from the same place at the same time, and both settle within the
    // same duration: the first and last columns agree, the ones between do not.
    XCTAssertTrue(
      samePixels(image, geometry.frame(row: 0, column: 0), geometry.frame(row: 1, column: 0)))
    XCTAssertTrue(
      samePixels(image, geometry.frame(row: 0, column: 4), geometry.frame(row: 1, column: 4)))
    for column in 1...2 {
      XCTAssertFalse(
        samePixels(
          image, geometry.frame(row: 0, column: column), geometry.frame(row: 1, column: column)),
        "column \(column) differs")
    }
    let headings = (0..<2).map { row in
      darkPixels(
        image, x: 0..<image.width,
        y: (row * geometry.rowHeight)..<(row * geometry.rowHeight + Self.band))
    }
    XCTAssertTrue(headings.allSatisfy { $0 > 40 }, "each row has a heading: \(headings)")
  }

  /// The sheet's flick to the large detent settles outside any transition: filmed under two
  /// dampings, the rows start alike, the springs part on the way (the underdamped one
  /// overshoots), every column differs from the one before, and a script that moves nothing
  /// is refused.
  func testTheSheetsSettleIsCompared() throws {
    let folder = try OutputFolder()
    let output = folder.path("sheet.png")
    let image = try runWritingImage(
      [
        "compare", "--scene", "sheet", "--gesture", SampleGestures.path("sheet-flick-up"),
        "--variant", "", "--variant", "damping=0.3", "--frames", "4", "--output", output,
      ], to: output)
    let geometry = Geometry(frames: 4, width: 390, height: 844, scale: 1)
    XCTAssertEqual(image.height, 2 * geometry.rowHeight)
    XCTAssertTrue(
      samePixels(image, geometry.frame(row: 0, column: 0), geometry.frame(row: 1, column: 0)))
    XCTAssertFalse(
      samePixels(image, geometry.frame(row: 0, column: 1), geometry.frame(row: 1, column: 1)))
    for row in 0..<2 {
      for column in 1..<4 {
        XCTAssertFalse(
          samePixels(
            image, geometry.frame(row: row, column: column - 1),
            geometry.frame(row: row, column: column)), "row \(row), column \(column)")
      }
    }
    let still = folder.path("still.json")
    try #"{"events":[{"t":0,"type":"down","x":30,"y":780},{"t":0.1,"type":"up","x":30,"y":780}]}"#
      .write(toFile: still, atomically: true, encoding: .utf8)
    try FileManager.default.removeItem(atPath: output)
    try assertRefused(
      [
        "compare", "--scene", "sheet", "--gesture", still, "--variant", "", "--variant",
        "damping=0.3", "--output", output,
      ], mentioning: "nothing to compare", leaving: folder, except: ["still.json"])
  }

  func testGestureRowsShareTheirTimesAcrossOutcomes() throws {
    let folder = try OutputFolder()
    let output = folder.path("threshold.png")
    // The short drag dismisses at a low threshold and snaps back at a high one.
    let image = try runWritingImage(
      [
        "compare", "--scene", "drag-down", "--gesture", SampleGestures.path("long-drag"),
        "--variant", "threshold=0.05", "--variant", "threshold=0.95", "--frames", "3",
        "--size", "390x844", "--scale", "0.5", "--output", output,
      ], to: output)
    // At scale 0.5: a 17-pixel heading, then a 6-pixel gap, the 422-pixel frame, the 15-pixel
    // label band and half a gap.
    let rowHeight = 17 + 6 + 422 + 15 + 3
    XCTAssertEqual(image.height, 2 * rowHeight)
    XCTAssertEqual(image.width, 3 * 195 + 4 * 6)
    // At the end one modal is gone and the other is back: the last column differs.
    let left = 6 + 2 * (195 + 6)
    let last = (0..<2).map { row in
      (x: left..<(left + 195), y: (row * rowHeight + 23)..<(row * rowHeight + 23 + 422))
    }
    XCTAssertFalse(samePixels(image, last[0], last[1]))
  }

  func testJSONSummariesEqualSeparateReplays() throws {
    let cases: [(scene: String, gesture: String, variants: [String])] = [
      ("drag-down", "long-drag", ["", "threshold=0.9,duration=1", "timing=spring,damping=0.4"]),
      ("drag-down", "short-drag", ["threshold=0.05", "threshold=0.5"]),
      ("edge-pan", "edge-swipe", ["damping=0.3", "distance=400", "", "threshold=0.9"]),
      ("card", "tap-present", ["duration=0.2", "dimming=0.1"]),
    ]
    for (scene, gesture, variants) in cases {
      let start = gesture.hasPrefix("tap-present") ? "root" : "presented"
      let path = SampleGestures.path(gesture)
      let result = try TransitionLabProcess.run(
        ["compare", "--scene", scene, "--gesture", path, "--start", start, "--json"]
          + variants.flatMap { ["--variant", $0] })
      XCTAssertEqual(result.status, 0, result.standardError)
      XCTAssertEqual(result.outputLines.count, 1)
      var replays: [String] = []
      for variant in variants {
        let sets =
          variant.isEmpty ? [] : variant.split(separator: ",").flatMap { ["--set", String($0)] }
        let replay = try TransitionLabProcess.run(
          ["replay", "--scene", scene, "--gesture", path, "--start", start] + sets)
        XCTAssertEqual(replay.status, 0, replay.standardError)
        replays.append(try XCTUnwrap(replay.outputLines.first))
      }
      let line = try XCTUnwrap(result.outputLines.first)
      XCTAssertTrue(line.hasPrefix("{\"scene\":\"\(scene)\",\"variants\":["), line)
      var rest = Substring(line)
      for replay in replays {
        let piece = ",\"summary\":" + replay + "}"
        let range = try XCTUnwrap(
          rest.range(of: piece), "\(scene) \(gesture): \(replay) in \(line)")
        rest = rest[range.upperBound...]
      }
      let object = try XCTUnwrap(
        JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      let entries = try XCTUnwrap(object["variants"] as? [[String: Any]])
      XCTAssertEqual(entries.count, variants.count)
      for (entry, variant) in zip(entries, variants) {
        let sets = try XCTUnwrap(entry["sets"] as? [String: Any])
        let names = variant.split(separator: ",").map { String($0.prefix { $0 != "=" }) }
        XCTAssertEqual(Set(sets.keys), Set(names), variant)
      }
    }
  }

  func testTransitionJSONMatchesTheReplayOfTheScenesOwnGesture() throws {
    // The dismiss gesture of card is a drag from the modal on screen; its summary under two
    // durations must show the second one's dismissal taking twice as long after release.
    let result = try TransitionLabProcess.run(
      [
        "compare", "--scene", "card", "--transition", "dismiss", "--variant", "duration=0.2",
        "--variant", "duration=0.4", "--json",
      ])
    XCTAssertEqual(result.status, 0, result.standardError)
    let object = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    let entries = try XCTUnwrap(object["variants"] as? [[String: Any]])
    let transitions = try entries.map { entry -> [String: Any] in
      let summary = try XCTUnwrap(entry["summary"] as? [String: Any])
      return try XCTUnwrap((summary["transitions"] as? [[String: Any]])?.first)
    }
    XCTAssertEqual(transitions.map { $0["kind"] as? String }, ["dismiss", "dismiss"])
    XCTAssertEqual(transitions.map { $0["completed"] as? Bool }, [true, true])
  }

  func testBadInputIsOneLineAndStatusTwo() throws {
    let folder = try OutputFolder()
    let output = folder.path("out.png")
    let base = ["compare", "--scene", "edge-pan", "--transition", "present"]
    let cases: [([String], String)] = [
      (base + ["--variant", "", "--output", output], "2 to 4"),
      (base + Array(repeating: ["--variant", ""], count: 5).flatMap { $0 } + ["--json"], "got 5"),
      (base + ["--variant", "damping=9", "--variant", "", "--json"], "--variant 1"),
      (base + ["--variant", "", "--variant", "dampin=0.5", "--json"], "dampin"),
      (base + ["--variant", "", "--variant", "damping=nan", "--json"], "--variant 2"),
      (base + ["--variant", "damping=0.5,", "--variant", "", "--json"], "empty"),
      (base + ["--variant", "damping=0.5,damping=0.6", "--variant", "", "--json"], "--variant 1"),
      (base + ["--variant", "", "--variant", ""], "--output"),
      (base + ["--variant", "", "--variant", "", "--json", "--output", output], "either"),
      (base + ["--variant", "", "--variant", "", "--start", "presented", "--json"], "--start"),
      (base + ["--variant", "", "--variant", "", "--frames", "1", "--json"], "--frames"),
      (base + ["--variant", "", "--variant", "", "--size", "200x400", "--json"], "--size"),
      (
        [
          "compare", "--scene", "nope", "--transition", "present", "--variant", "", "--variant", "",
          "--json",
        ], "nope"
      ),
      (
        [
          "compare", "--scene", "card", "--gesture", folder.path("missing.json"), "--variant", "",
          "--variant", "", "--json",
        ], "missing.json"
      ),
      (
        [
          "compare", "--scene", "card", "--gesture", SampleGestures.path("tap-close"),
          "--variant", "", "--variant", "", "--output", output,
        ], "close"
      ),
    ]
    for (arguments, fragment) in cases {
      try assertRefused(arguments, mentioning: fragment, leaving: folder)
    }
  }
}

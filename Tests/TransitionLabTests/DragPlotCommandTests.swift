import CairoRenderer
import Foundation
import XCTest

/// `transition-lab drag-plot`, run as a user runs it.
final class DragPlotCommandTests: XCTestCase {
  func json(_ arguments: [String]) throws -> [String: Any] {
    let result = try TransitionLabProcess.run(["drag-plot", "--json"] + arguments)
    XCTAssertEqual(result.status, 0, result.standardError)
    XCTAssertEqual(result.outputLines.count, 1)
    return try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
  }

  /// The long drag: pressed at y = 300, moved 400 points down in 0.3 s at 1333 pt/s, lifted at
  /// 0.3 s. Drag-down's progress at the release is what its handler gave last, (700 − 310) /
  /// 844 (the pan begins after its 10-point slop); the threshold rule dismisses.
  func testTheLongDragsReleaseIsWhatReplayReports() throws {
    let object = try json(["--scene", "drag-down", "--gesture", SampleGestures.path("long-drag")])
    XCTAssertEqual(object["scene"] as? String, "drag-down")
    let release = try XCTUnwrap(object["release"] as? [String: Any])
    XCTAssertEqual(release["time"] as? Double ?? .nan, 0.3, accuracy: 1e-9)
    XCTAssertEqual(release["progress"] as? Double ?? .nan, 390.0 / 844, accuracy: 1e-5)
    XCTAssertEqual(release["velocity"] as? Double ?? .nan, 1333.52, accuracy: 0.01)
    XCTAssertEqual(release["rule"] as? String, "threshold")
    XCTAssertEqual(release["estimator"] as? String, "uikit")
    XCTAssertEqual(release["threshold"] as? Double, 0.3)
    XCTAssertEqual(release["finishes"] as? Bool, true)
    XCTAssertEqual(release["outcome"] as? String, "dismiss")
    XCTAssertEqual(object["fingers"] as? Double, 14)
    // replay reads the same release.
    let replay = try TransitionLabProcess.run(
      ["replay", "--scene", "drag-down", "--gesture", SampleGestures.path("long-drag")])
    let summary = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(replay.standardOutput.utf8)) as? [String: Any])
    let transition = try XCTUnwrap((summary["transitions"] as? [[String: Any]])?.first)
    let replayed = try XCTUnwrap(transition["release"] as? [String: Any])
    XCTAssertEqual(replayed["progress"] as? Double, release["progress"] as? Double)
    XCTAssertEqual(replayed["velocity"] as? Double, release["velocity"] as? Double)
  }

  func testTheProjectionRulesLandingIsPrinted() throws {
    let object = try json(
      [
        "--scene", "drag-down", "--gesture", SampleGestures.path("short-drag"), "--set",
        "release-rule=projection",
      ])
    let release = try XCTUnwrap(object["release"] as? [String: Any])
    let progress = try XCTUnwrap(release["progress"] as? Double)
    let velocity = try XCTUnwrap(release["velocity"] as? Double)
    // (v / 1000) · 0.998 / 0.002 points, over 844.
    let expected = progress + velocity / 1000 * 0.998 / 0.002 / 844
    XCTAssertEqual(release["projected"] as? Double ?? .nan, expected, accuracy: 1e-5)
    XCTAssertEqual(release["projection_is_rules"] as? Bool, true)
  }

  func testThePictureIsWrittenAsPNGAndSVG() throws {
    let folder = try OutputFolder()
    let png = folder.path("drag.png")
    let run = try TransitionLabProcess.run(
      [
        "drag-plot", "--scene", "sheet", "--gesture", SampleGestures.path("sheet-flick-down"),
        "--output", png, "--json",
      ])
    XCTAssertEqual(run.status, 0, run.standardError)
    XCTAssertTrue(run.standardOutput.contains(#""outcome":"dismissed""#), run.standardOutput)
    let image = try RenderedImage(contentsOfPNG: png)
    XCTAssertEqual(image.width, 640)
    XCTAssertEqual(image.height, 480)
    let svg = folder.path("drag.svg")
    let result = try TransitionLabProcess.run(
      [
        "drag-plot", "--scene", "card", "--gesture", SampleGestures.path("short-drag"),
        "--output", svg,
      ])
    XCTAssertEqual(result.status, 0, result.standardError)
    XCTAssertTrue(result.standardOutput.contains("snap back"), result.standardOutput)
    XCTAssertTrue(try String(contentsOfFile: svg, encoding: .utf8).contains("<svg"))
  }

  func testAGestureWithoutADragIsRefused() throws {
    let folder = try OutputFolder()
    try assertRefused(
      [
        "drag-plot", "--scene", "drag-down", "--gesture", SampleGestures.path("tap-close"),
        "--output", folder.path("x.png"),
      ], mentioning: "no press and drag", leaving: folder)
    try assertRefused(
      [
        "drag-plot", "--scene", "drag-down", "--start", "root", "--gesture",
        SampleGestures.path("long-drag"), "--output", folder.path("x.png"),
      ],
      mentioning: "drove no interactive transition", leaving: folder)
  }
}

import CairoRenderer
import Foundation
import XCTest

/// `transition-lab release-map`, and the `release` field `replay` reports, run as a user runs
/// them.
final class ReleaseMapCommandTests: XCTestCase {
  /// The map's rows, as (progress, velocity, completed).
  func map(_ arguments: [String]) throws -> [(p: Double, v: Double, completed: Bool)] {
    let result = try TransitionLabProcess.run(["release-map", "--csv"] + arguments)
    XCTAssertEqual(result.status, 0, result.standardError)
    XCTAssertEqual(result.outputLines.first, "progress,velocity,completed")
    return result.outputLines.dropFirst().map { line in
      let fields = line.split(separator: ",")
      return (Double(fields[0]) ?? .nan, Double(fields[1]) ?? .nan, fields[2] == "true")
    }
  }

  /// A vertical drag of its own, unlike the map's: pressed at y = 251, the pan begins 10
  /// points lower (its hysteresis, so it reads zero there), moves slowly, then runs at `velocity` for its last 0.2 s (longer than the
  /// 150 ms window) and lifts `progress` · 844 points below where the pan began.
  func dragScript(progress: Double, velocity: Double) throws -> String {
    let begin = 261.0
    let end = begin + progress * 844
    let flickStart = end - velocity * 0.2
    var events = [
      #"{"t":0,"type":"down","x":195,"y":251}"#, #"{"t":0.02,"type":"move","x":195,"y":261}"#,
    ]
    for step in 1...10 {
      let y = begin + (flickStart - begin) * Double(step) / 10
      events.append(#"{"t":\#(0.02 + 0.04 * Double(step)),"type":"move","x":195,"y":\#(y)}"#)
    }
    for step in 1...20 {
      let y = flickStart + (end - flickStart) * Double(step) / 20
      events.append(#"{"t":\#(0.42 + 0.01 * Double(step)),"type":"move","x":195,"y":\#(y)}"#)
    }
    events.append(#"{"t":0.62,"type":"up","x":195,"y":\#(end)}"#)
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "release-\(UUID().uuidString).json")
    try #"{"events":[\#(events.joined(separator: ","))]}"#.write(
      to: url, atomically: true, encoding: .utf8)
    addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url.path
  }

  func testTheMapMatchesReplaysOfOtherDragsWithTheSameRelease() throws {
    let settings = ["--set", "release-preset=uikit-fluid"]
    let rows = try map(
      ["--scene", "drag-down", "--velocity-range", "-1500:1500", "--steps", "5"] + settings)
    XCTAssertEqual(rows.count, 25)
    XCTAssertEqual(Set(rows.map(\.p)), [0, 0.25, 0.5, 0.75, 1])
    XCTAssertEqual(Set(rows.map(\.v)), [-1500, -750, 0, 750, 1500])
    for row in rows where row.p > 0 && row.p < 1 && !(row.p == 0.5 && row.v == 0) {
      let result = try TransitionLabProcess.run(
        [
          "replay", "--scene", "drag-down", "--gesture",
          try dragScript(progress: row.p, velocity: row.v),
        ]
          + settings)
      XCTAssertEqual(result.status, 0, result.standardError)
      let summary = try XCTUnwrap(
        JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
      let transitions = try XCTUnwrap(summary["transitions"] as? [[String: Any]])
      let dismissal = try XCTUnwrap(transitions.first { $0["interactive"] as? Bool == true })
      let label = "(\(row.p), \(row.v))"
      XCTAssertEqual(dismissal["completed"] as? Bool, row.completed, label)
      let release = try XCTUnwrap(dismissal["release"] as? [String: Any], label)
      XCTAssertEqual(release["rule"] as? String, "projection")
      XCTAssertEqual(try XCTUnwrap(release["progress"] as? Double), row.p, accuracy: 1e-5, label)
      XCTAssertEqual(try XCTUnwrap(release["velocity"] as? Double), row.v, accuracy: 1e-3, label)
      // UIKit's normal rate: 1000 pt/s travels on 499 points.
      let projected = row.p + row.v / 1000 * 499 / 844
      XCTAssertEqual(try XCTUnwrap(release["projected"] as? Double), projected, accuracy: 1e-4)
    }
  }

  func testThePNGHasTheOutcomeColoursWhereTheRuleSaysSo() throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "release-map-\(UUID().uuidString).png")
    addTeardownBlock { try? FileManager.default.removeItem(at: output) }
    let result = try TransitionLabProcess.run(
      ["release-map", "--scene", "card", "--steps", "11", "--output", output.path])
    XCTAssertEqual(result.status, 0, result.standardError)
    let image = try RenderedImage(contentsOfPNG: output.path)
    XCTAssertEqual(image.width, 560)
    XCTAssertEqual(image.height, 440)
    // The card's seed: a release past 0.2 dismisses, whatever the speed. Bottom-left (0,
    // −2000) snaps back, top-right (1, 2000) and bottom-right (1, −2000) dismiss.
    let area = (x: 72.0, y: 40.0, width: 468.0, height: 344.0)
    func cell(_ column: Int, _ row: Int) -> RGBA8 {
      let x = area.x + (Double(column) + 0.5) / 11 * area.width
      let y = area.y + area.height - (Double(row) + 0.5) / 11 * area.height
      return image.pixel(x: Int(x), y: Int(y))
    }
    func isDismiss(_ pixel: RGBA8) -> Bool { pixel.green > 150 && pixel.red < 120 }
    func isSnapBack(_ pixel: RGBA8) -> Bool { pixel.red > 200 && pixel.green < 150 }
    XCTAssertTrue(isSnapBack(cell(0, 0)), "\(cell(0, 0))")
    XCTAssertTrue(isSnapBack(cell(1, 10)), "\(cell(1, 10))")
    XCTAssertTrue(isDismiss(cell(10, 10)), "\(cell(10, 10))")
    XCTAssertTrue(isDismiss(cell(9, 0)), "\(cell(9, 0))")
  }

  /// The sheet's map: which place each release reaches. A slow release goes to the nearest
  /// detent, a fast flick up from anywhere reaches the large detent and a fast flick down
  /// dismisses; the CSV names the place, and the picture colours the three of them.
  func testTheSheetsMapShowsTheDetentEachReleaseReaches() throws {
    let result = try TransitionLabProcess.run(
      ["release-map", "--scene", "sheet", "--csv", "--steps", "5"])
    XCTAssertEqual(result.status, 0, result.standardError)
    XCTAssertEqual(result.outputLines.first, "progress,velocity,completed,outcome")
    var outcomes: [String: String] = [:]
    for line in result.outputLines.dropFirst() {
      let fields = line.split(separator: ",").map(String.init)
      XCTAssertEqual(fields.count, 4, line)
      XCTAssertEqual(fields[2] == "true", fields[3] == "dismissed", line)
      outcomes["\(fields[0]) \(fields[1])"] = fields[3]
    }
    XCTAssertEqual(outcomes.count, 25)
    XCTAssertEqual(Set(outcomes.values), ["large", "medium", "dismissed"])
    // Progress 0 is the large detent's top, 1 the bottom of the screen; medium is at 0.42.
    XCTAssertEqual(outcomes["0 0"], "large")
    XCTAssertEqual(outcomes["0.5 0"], "medium")
    XCTAssertEqual(outcomes["1 0"], "dismissed")
    // As on a phone (deceleration 0.99), a 2000 pt/s flick up projects 198 points: from
    // three quarters down it reaches medium, not large.
    XCTAssertEqual(outcomes["0.75 -2000"], "medium")
    XCTAssertEqual(outcomes["0.25 2000"], "dismissed")

    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "release-map-sheet-\(UUID().uuidString).png")
    addTeardownBlock { try? FileManager.default.removeItem(at: output) }
    let picture = try TransitionLabProcess.run(
      ["release-map", "--scene", "sheet", "--steps", "5", "--output", output.path])
    XCTAssertEqual(picture.status, 0, picture.standardError)
    let image = try RenderedImage(contentsOfPNG: output.path)
    let area = (x: 72.0, y: 40.0, width: 468.0, height: 344.0)
    func cell(_ column: Int, _ row: Int) -> RGBA8 {
      let x = area.x + (Double(column) + 0.3) / 5 * area.width
      let y = area.y + area.height - (Double(row) + 0.3) / 5 * area.height
      return image.pixel(x: Int(x), y: Int(y))
    }
    // Large (purple) bottom left, medium (blue) in the middle at rest, dismissed (green) top.
    let large = cell(0, 2)
    let medium = cell(2, 2)
    let dismissed = cell(4, 4)
    XCTAssertTrue(large.blue > 180 && large.red > 120 && large.green < 140, "\(large)")
    XCTAssertTrue(medium.blue > 180 && medium.red < 110, "\(medium)")
    XCTAssertTrue(dismissed.green > 150 && dismissed.red < 120, "\(dismissed)")
    XCTAssertEqual(
      Set([large, medium, dismissed].map { [$0.red, $0.green, $0.blue] }).count, 3, "three colours")
  }

  func testBadInputIsOneLineAndStatusTwo() throws {
    let cases: [[String]] = [
      ["--scene", "drag-down", "--steps", "1", "--csv"],
      ["--scene", "drag-down", "--steps", "many", "--csv"],
      ["--scene", "drag-down", "--velocity-range", "5:1", "--csv"],
      ["--scene", "drag-down", "--velocity-range", "-100", "--csv"],
      ["--scene", "drag-down", "--velocity-range", "nan:4", "--csv"],
      ["--scene", "drag-down"],
      ["--scene", "drag-down", "--csv", "--output", "/tmp/x.png"],
      ["--scene", "nowhere", "--csv"],
      ["--scene", "drag-down", "--set", "release-rule=fast", "--csv"],
      ["--scene", "drag-down", "--output", "/no/such/folder/map.png"],
    ]
    for arguments in cases {
      let result = try TransitionLabProcess.run(["release-map"] + arguments)
      XCTAssertEqual(result.status, 2, "\(arguments)")
      XCTAssertEqual(result.errorLines.count, 1, "\(arguments): \(result.standardError)")
      XCTAssertTrue(result.standardOutput.isEmpty, "\(arguments)")
    }
  }
}

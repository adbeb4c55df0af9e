import Foundation
import XCTest

/// `transition-lab bench`: that it runs and reports every figure. The figures themselves are
/// times and are never asserted.
final class BenchCommandTests: XCTestCase {
  /// `--scene ID` benches that scene only: no stress case, card comparison or memory run.
  func testOneSceneIsBenchedAlone() throws {
    let result = try TransitionLabProcess.run([
      "bench", "--scene", "card", "--frames", "10", "--json",
    ])
    XCTAssertEqual(result.status, 0, result.standardError)
    let object = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    let scenes = try XCTUnwrap(object["scenes"] as? [[String: Any]])
    XCTAssertEqual(scenes.map { $0["scene"] as? String }, ["card"])
    for key in ["stress", "stress_one_animation", "card_vs_cairo", "memory"] {
      XCTAssertNil(object[key], key)
    }
    let table = try TransitionLabProcess.run(["bench", "--scene", "card", "--frames", "10"])
    XCTAssertFalse(table.standardOutput.contains("stress"), table.standardOutput)
  }

  func testJSONHasEveryFigure() throws {
    let result = try TransitionLabProcess.run([
      "bench", "--scene", "all", "--frames", "10", "--json",
    ])
    XCTAssertEqual(result.status, 0, result.standardError)
    XCTAssertEqual(result.outputLines.count, 1, "one JSON object on one line")
    let object = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    XCTAssertNotNil(object["build"] as? String)
    XCTAssertEqual(object["frames"] as? Int, 10)

    let scenes = try XCTUnwrap(object["scenes"] as? [[String: Any]])
    XCTAssertTrue(scenes.contains { $0["scene"] as? String == "card" })
    let card = try XCTUnwrap(scenes.first { $0["scene"] as? String == "card" })
    XCTAssertEqual(card["frames"] as? Int, 10)
    for (key, fields) in [("render_ms", ["p50", "p95", "p99"]), ("engine_us", ["p50", "p95"])] {
      let figures = try XCTUnwrap(card[key] as? [String: Double], key)
      for field in fields {
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(figures[field], "\(key).\(field)"), 0)
      }
    }
    XCTAssertGreaterThan(card["peak_rss_kib"] as? Int ?? 0, 0)

    for (key, animations) in [("stress", 10_000), ("stress_one_animation", 1)] {
      let stress = try XCTUnwrap(object[key] as? [String: Any], key)
      XCTAssertEqual(stress["views"] as? Int, 10_000, key)
      XCTAssertEqual(stress["animations"] as? Int, animations, key)
      XCTAssertNotNil((stress["tick_ms"] as? [String: Double])?["p95"], key)
    }

    let comparison = try XCTUnwrap(object["card_vs_cairo"] as? [String: Any])
    XCTAssertEqual(comparison["size"] as? [Int], [1920, 1080])
    XCTAssertNotNil((comparison["renderer_ms"] as? [String: Double])?["p95"])
    XCTAssertNotNil((comparison["cairo_ms"] as? [String: Double])?["p95"])
    XCTAssertNotNil(comparison["ratio_p95"] as? Double)
    XCTAssertEqual(comparison["budget"] as? Double, 1.5)

    let memory = try XCTUnwrap(object["memory"] as? [String: Any])
    XCTAssertGreaterThanOrEqual(memory["transitions"] as? Int ?? 0, 1_000)
    XCTAssertGreaterThan(memory["rss_before_kib"] as? Int ?? 0, 0)
    XCTAssertGreaterThan(memory["rss_after_kib"] as? Int ?? 0, 0)
    XCTAssertNotNil(object["zoom_grid"] as? [String: Any])
  }

  /// `--grid-only`: the zoom grid scrolled, whose cells are reused as they leave the view —
  /// far fewer made than shown, for 36 photos as for 1,000.
  func testTheZoomGridCaseScrollsAndReusesCells() throws {
    let result = try TransitionLabProcess.run(["bench", "--grid-only", "--frames", "60", "--json"])
    XCTAssertEqual(result.status, 0, result.standardError)
    let object = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    XCTAssertEqual(object["step_points"] as? Double, 40)
    for (key, items) in [("grid", 36), ("large", 1000)] {
      let entry = try XCTUnwrap(object[key] as? [String: Any], key)
      XCTAssertEqual(entry["items"] as? Int, items, key)
      let made = try XCTUnwrap(entry["cells_made"] as? Int, key)
      let shown = try XCTUnwrap(entry["cells_shown"] as? Int, key)
      XCTAssertGreaterThan(made, 0, key)
      XCTAssertGreaterThan(shown, made, "\(key): cells scrolled in were reused")
      XCTAssertNotNil((entry["layout_us"] as? [String: Double])?["p95"], key)
      XCTAssertNotNil((entry["reload_us"] as? [String: Double])?["p95"], key)
    }
    XCTAssertNotNil(((object["grid"] as? [String: Any])?["draw_ms"] as? [String: Double])?["p95"])
    let table = try TransitionLabProcess.run(["bench", "--grid-only", "--frames", "10"])
    XCTAssertTrue(table.standardOutput.contains("1000 photos"), table.standardOutput)
  }

  func testBadInput() throws {
    for arguments in [
      ["bench", "--scene", "nope"], ["bench", "--frames", "5"], ["bench", "--frames", "many"],
      ["bench", "--size", "0x0"], ["bench", "--size", "9000x10"],
    ] {
      let result = try TransitionLabProcess.run(arguments)
      XCTAssertEqual(result.status, 2, "\(arguments): \(result.standardError)")
      XCTAssertEqual(result.errorLines.count, 1, "\(arguments): \(result.standardError)")
      XCTAssertTrue(result.standardError.hasPrefix("error: "), result.standardError)
      XCTAssertEqual(result.standardOutput, "")
    }
  }
}

import CairoRenderer
import Foundation
import TransitionKit
import XCTest

@testable import TransitionLab

/// The guides over the phone: drawn where the scene's numbers put them when asked for,
/// absent otherwise; kept in the window's state and in the settings file.
final class GuidesTests: XCTestCase {
  /// The guides' ink: a pink of more red than green by far.
  func isThreshold(_ p: RGBA8) -> Bool {
    Int(p.red) > 180 && Int(p.green) < 120 && Int(p.blue) > 90
  }

  /// Drag-down's threshold of 0.3 is 0.3 × 844 points below the modal's top edge at rest
  /// (the top of the screen): the line is there with --guides threshold and nowhere without.
  func testTheThresholdLineIsAtTheThresholdsY() throws {
    let folder = try OutputFolder()
    let plain = folder.path("plain.png")
    let guided = folder.path("guided.png")
    let moved = folder.path("moved.png")
    let base = ["render", "--scene", "drag-down", "--start", "presented"]
    let without = try runWritingImage(base + ["--output", plain], to: plain)
    let with = try runWritingImage(
      base + ["--guides", "threshold", "--output", guided], to: guided)
    let other = try runWritingImage(
      base + ["--guides", "threshold", "--set", "threshold=0.6", "--output", moved], to: moved)
    func inked(_ image: RenderedImage, y: Int) -> Int {
      (0..<390).filter { isThreshold(image.pixel(x: $0, y: y)) }.count
    }
    let y = Int((0.3 * 844).rounded())
    XCTAssertGreaterThan(inked(with, y: y), 150, "a dashed line across at y = \(y)")
    XCTAssertEqual(inked(without, y: y), 0, "no guides without --guides")
    XCTAssertEqual(inked(with, y: y + 20), 0, "only at the threshold")
    XCTAssertGreaterThan(inked(other, y: Int((0.6 * 844).rounded())), 150, "it follows the value")
    XCTAssertEqual(inked(other, y: y), 0)
  }

  func testAFilmstripLeavesGuidesOutUnlessAsked() throws {
    let folder = try OutputFolder()
    let plain = folder.path("plain.png")
    let guided = folder.path("guided.png")
    let base = [
      "filmstrip", "--scene", "drag-down", "--gesture", SampleGestures.path("long-drag"),
      "--frames", "2",
    ]
    let without = try runWritingImage(base + ["--output", plain], to: plain)
    let with = try runWritingImage(base + ["--guides", "all", "--output", guided], to: guided)
    let count = { (image: RenderedImage) in
      (0..<image.height).reduce(0) { sum, y in
        sum
          + (0..<image.width).filter { $0 % 3 == 0 && self.isThreshold(image.pixel(x: $0, y: y)) }
          .count
      }
    }
    XCTAssertEqual(count(without), 0)
    XCTAssertGreaterThan(count(with), 50)
    let refused = try TransitionLabProcess.run(base + ["--guides", "grid", "--output", plain])
    XCTAssertEqual(refused.status, 2)
    XCTAssertTrue(refused.standardError.contains("unknown guide 'grid'"), refused.standardError)
  }

  @MainActor func testTheStateKeepsEachGuidesSwitch() async {
    var state = LabState(sceneID: "drag-down")
    XCTAssertEqual(state.guides, [], "no guides by default")
    state = state.applying(.setGuide(.threshold, true)).applying(.setGuide(.detents, true))
    XCTAssertEqual(state.guides, [.threshold, .detents])
    state = state.applying(.setGuide(.threshold, false))
    XCTAssertEqual(state.guides, [.detents])
  }

  func testTheSettingsFileKeepsTheGuides() throws {
    var settings = LabSettings()
    settings.guides = [.landing, .safeAreas]
    let text = settings.encoded()
    XCTAssertTrue(text.contains(#""guides": ["landing", "safe-areas"]"#), text)
    let read = try LabSettings.parse(Data(text.utf8))
    XCTAssertEqual(read.guides, [.landing, .safeAreas])
    XCTAssertThrowsError(
      try LabSettings.parse(Data(#"{"version":1,"scenes":{},"guides":["grid"]}"#.utf8)))
    XCTAssertFalse(LabSettings().encoded().contains("guides"), "none kept, none written")
  }
}

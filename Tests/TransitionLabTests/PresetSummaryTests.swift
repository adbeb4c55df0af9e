import Scenes
import XCTest

@testable import TransitionLab

/// A preset's row names what the preset changes from the defaults.
final class PresetSummaryTests: XCTestCase {
  @MainActor private var specs: [ParameterSpec] {
    DragDownScene.descriptor.makeParameters().specs
  }

  @MainActor private func preset(_ values: [(String, ParameterValue)]) -> UserPreset {
    let held = Dictionary(uniqueKeysWithValues: values)
    return UserPreset(
      name: "Late release", scene: "drag-down",
      values: specs.map { ParameterAssignment($0.id, held[$0.id] ?? $0.seedDefault) })
  }

  @MainActor func testTheLineNamesTheChangedValuesInThePanelsOrder() async {
    let line = PresetSummary.line(
      preset([("threshold", .number(0.5)), ("duration", .number(1.2))]), specs: specs,
      wording: .tutorial)
    XCTAssertEqual(line, "Duration 1.2 s · Threshold 0.5 fraction")
  }

  @MainActor func testAPresetOfTheDefaultsSaysSo() async {
    XCTAssertEqual(
      PresetSummary.line(preset([]), specs: specs, wording: .tutorial), "The tutorial's values")
    XCTAssertEqual(
      PresetSummary.line(preset([]), specs: specs, wording: .sceneFile), "The defaults")
  }

  @MainActor func testManyChangesAreCounted() async {
    let line = PresetSummary.line(
      preset([
        ("duration", .number(1.2)), ("threshold", .number(0.5)), ("timing", .choice("linear")),
        ("damping", .number(0.5)), ("completion-speed", .number(2)),
      ]), specs: specs, wording: .tutorial)
    XCTAssertTrue(line.hasSuffix(" · 2 more"), line)
    XCTAssertTrue(line.hasPrefix("Duration 1.2 s · Threshold 0.5 fraction · Timing linear"), line)
  }
}

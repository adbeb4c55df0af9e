import XCTest

@testable import TransitionLab

/// The bench's engine budget line says which scenes are over it, and why that may be.
final class BenchVerdictTests: XCTestCase {
  private func scene(_ id: String, engineP95: Double) -> SceneBench.Result {
    let engine = Percentiles([engineP95])
    let render = Percentiles([1])
    return SceneBench.Result(
      scene: id, frames: 10, render: render, engine: engine, transitions: 1, peakResidentKiB: 1)
  }

  func testScenesOverTheBudgetAreNamedWithTheBuild() {
    let scenes = [scene("drag-down", engineP95: 170.7), scene("card", engineP95: 20)]
    XCTAssertEqual(
      BenchReport.budgetVerdict(scenes, build: "debug"), "; over budget: drag-down (a debug build)")
    XCTAssertEqual(BenchReport.budgetVerdict(scenes, build: "release"), "; over budget: drag-down")
  }

  func testAllWithinTheBudgetSaysSo() {
    XCTAssertEqual(
      BenchReport.budgetVerdict([scene("card", engineP95: 20)], build: "release"),
      "; every scene within it")
  }
}

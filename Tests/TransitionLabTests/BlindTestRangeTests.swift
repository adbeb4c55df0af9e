import XCTest

@testable import TransitionLab

/// A first blind test of a parameter compares values near the one in use.
final class BlindTestRangeTests: XCTestCase {
  func testTheFirstRangeIsTheCurrentValueHalvedToDoubled() {
    XCTAssertEqual(BlindTestRange.first(range: 0.05...5, step: 0.05, current: 0.5), 0.25...1.0)
    XCTAssertEqual(BlindTestRange.first(range: 0...1, step: 0.05, current: 0.3), 0.15...0.6)
  }

  func testTheFirstRangeStaysWithinTheParameterAndOnItsGrid() {
    let damping = BlindTestRange.first(range: 0.05...2, step: 0.05, current: 0.8)
    XCTAssertEqual(damping, 0.4...1.6)
    let capped = BlindTestRange.first(range: 0...1, step: 0.05, current: 0.7)
    XCTAssertEqual(capped, 0.35...1.0)
    let snapped = BlindTestRange.first(range: 0.05...5, step: 0.05, current: 0.33)
    XCTAssertEqual(snapped.lowerBound, 0.15, accuracy: 1e-9)
    XCTAssertEqual(snapped.upperBound, 0.65, accuracy: 1e-9)
  }

  func testAValueAtOrNearZeroOffersTheWholeRange() {
    XCTAssertEqual(BlindTestRange.first(range: 0...1, step: 0.05, current: 0), 0...1)
    XCTAssertEqual(BlindTestRange.first(range: 0...1, step: 0.05, current: 0.05), 0...1)
  }
}

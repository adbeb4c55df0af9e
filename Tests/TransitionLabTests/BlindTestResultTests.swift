import Scenes
import TransitionKit
import XCTest

@testable import TransitionLab

/// The blind test's result card and the parameters it offers, without GTK.
final class BlindTestResultTests: XCTestCase {
  private let damping = ParameterSpec.damping(0.8, summary: "")

  func testAResultCardGivesTheValueWithItsUnitTheSpreadAndTheTrials() {
    var staircase = PreferenceStaircase(
      range: 0.05...2, resolution: 0.05, maximumTrials: 20, flip: { false })
    // Up, then down (a reversal), then up (another): the estimate averages the turns.
    for side in [PreferenceStaircase.Side.right, .left, .right, .left] { staircase.choose(side) }
    staircase.stop()
    let result = BlindTestResult(spec: damping, staircase: staircase)
    XCTAssertEqual(result.parameter, ParameterID.damping)
    XCTAssertEqual(result.title, "Preferred damping")
    XCTAssertEqual(result.value, staircase.estimate.value)
    XCTAssertEqual(result.valueText, DisplayNumber.format(result.value, step: 0.05) + " ratio")
    XCTAssertTrue(result.spreadText.hasPrefix("± "), result.spreadText)
    XCTAssertTrue(result.spreadText.hasSuffix(" ratio"), result.spreadText)
    XCTAssertLessThanOrEqual(result.spreadText.count, "± 0.123 ratio".count)
    XCTAssertEqual(result.trialsText, "stopped after 4 trials")
  }

  func testOneTrialIsSingularAndHasNoSpreadYet() {
    var staircase = PreferenceStaircase(
      range: 0.05...2, resolution: 0.05, maximumTrials: 1, flip: { false })
    staircase.choose(.left)
    let result = BlindTestResult(spec: damping, staircase: staircase)
    XCTAssertEqual(result.trialsText, "after 1 trial")
    XCTAssertFalse(result.spreadText.contains("±"), "one direction of picks has no spread")
    XCTAssertEqual(result.valueText, "0.55 ratio")
  }

  @MainActor func testOnlyParametersThatChangeTheMotionAreOffered() async throws {
    let store = DragDownScene.descriptor.makeParameters()
    var offered = BlindTestResult.candidates(in: store).map(\.id)
    XCTAssertFalse(offered.contains(ParameterID.damping), "ease-in-out has no damping")
    XCTAssertFalse(offered.contains(ReleaseParameterID.decelerationRate))
    XCTAssertFalse(offered.contains(ReleaseParameterID.velocityThreshold))
    XCTAssertFalse(offered.contains(ReleaseParameterID.velocityWindow))
    XCTAssertTrue(offered.contains(ParameterID.duration))
    XCTAssertFalse(offered.contains(ParameterID.timing), "numbers only")
    try store.set(ParameterID.timing, .choice("spring"))
    try store.set(ReleaseParameterID.rule, .choice("velocity-gate"))
    try store.set(ReleaseParameterID.estimator, .choice("recent"))
    offered = BlindTestResult.candidates(in: store).map(\.id)
    XCTAssertTrue(offered.contains(ParameterID.damping))
    XCTAssertTrue(offered.contains(ReleaseParameterID.velocityThreshold))
    XCTAssertTrue(offered.contains(ReleaseParameterID.velocityWindow))
    XCTAssertFalse(offered.contains(ReleaseParameterID.decelerationRate))
  }

  func testNumbersAreRoundedAsAPersonWouldTypeThem() {
    XCTAssertEqual(DisplayNumber.format(0.9125104317581896, step: 0.05), "0.91")
    XCTAssertEqual(DisplayNumber.format(0.9125104317581896), "0.913")
    XCTAssertEqual(DisplayNumber.format(0.30000000000000004), "0.3")
    XCTAssertEqual(DisplayNumber.format(25.367174), "25.4")
    XCTAssertEqual(DisplayNumber.format(1250, step: 10), "1250")
    XCTAssertEqual(DisplayNumber.format(0.998, step: 0.0001), "0.998")
    XCTAssertEqual(DisplayNumber.format(-0.0004), "-0.0004")
    XCTAssertEqual(DisplayNumber.format(0), "0")
    XCTAssertEqual(DisplayNumber.format(2), "2")
    XCTAssertEqual(DisplayNumber.decimals(of: 0.05), 2)
    XCTAssertEqual(DisplayNumber.decimals(of: 0.0001), 4)
    XCTAssertEqual(DisplayNumber.decimals(of: 10), 0)
    let duration = ParameterSpec.duration(0.6, summary: "")
    XCTAssertEqual(DisplayNumber.describe(duration, .number(0.9125104317581896)), "Duration 0.91 s")
    XCTAssertEqual(DisplayNumber.describe(ParameterSpec.timing, .choice("spring")), "Timing spring")
  }
}

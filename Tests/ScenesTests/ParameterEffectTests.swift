import Scenes
import TransitionKit
import XCTest

/// Which parameters change the motion under the current values.
final class ParameterEffectTests: XCTestCase {
  @MainActor private func effective(_ store: ParameterStore) -> Set<String> {
    Set(store.specs.filter { $0.isEffective(in: store) }.map(\.id))
  }

  @MainActor func testDampingMattersOnlyForASpring() async throws {
    let store = DragDownScene.descriptor.makeParameters()
    let damping = try store.spec(ParameterID.damping)
    XCTAssertFalse(damping.isEffective(in: store), "the seed's ease-in-out has no damping")
    XCTAssertNotNil(damping.inertReason(in: store))
    try store.set(ParameterID.timing, .choice("spring"))
    XCTAssertTrue(damping.isEffective(in: store))
    XCTAssertNil(damping.inertReason(in: store))
    try store.set(ParameterID.timing, .choice("ease-in-out"))
    try store.set(ReleaseParameterID.completionVelocity, .toggle(true))
    XCTAssertTrue(damping.isEffective(in: store), "completion velocity starts a spring")
  }

  @MainActor func testAScenesWithoutATimingChoiceAlwaysSprings() async throws {
    for descriptor in [EdgePanScene.descriptor, SheetScene.descriptor] {
      let store = descriptor.makeParameters()
      XCTAssertTrue(try store.spec(ParameterID.damping).isEffective(in: store), descriptor.id)
    }
  }

  @MainActor func testReleaseParametersMatterOnlyUnderARuleThatReadsThem() async throws {
    let store = CardScene.descriptor.makeParameters()
    try store.set(ReleaseParameterID.rule, .choice("threshold"))
    var inert = Set(store.specs.map(\.id)).subtracting(effective(store))
    XCTAssertTrue(
      inert.isSuperset(of: [
        ReleaseParameterID.decelerationRate, ReleaseParameterID.velocityThreshold,
        ReleaseParameterID.estimator, ReleaseParameterID.velocityWindow,
      ]), "\(inert)")
    try store.set(ReleaseParameterID.rule, .choice("projection"))
    inert = Set(store.specs.map(\.id)).subtracting(effective(store))
    XCTAssertFalse(inert.contains(ReleaseParameterID.decelerationRate))
    XCTAssertTrue(inert.contains(ReleaseParameterID.velocityThreshold))
    XCTAssertTrue(
      inert.contains(ReleaseParameterID.velocityWindow), "UIKit's blend, the default, has none")
    try store.set(ReleaseParameterID.estimator, .choice("recent"))
    XCTAssertTrue(
      try store.spec(ReleaseParameterID.velocityWindow).isEffective(in: store),
      "the recent estimator reads the window")
    try store.set(ReleaseParameterID.estimator, .choice("average"))
    XCTAssertFalse(
      try store.spec(ReleaseParameterID.velocityWindow).isEffective(in: store),
      "the average estimator has no window")
    try store.set(ReleaseParameterID.rule, .choice("velocity-gate"))
    XCTAssertTrue(try store.spec(ReleaseParameterID.velocityThreshold).isEffective(in: store))
    XCTAssertFalse(try store.spec(ReleaseParameterID.decelerationRate).isEffective(in: store))
  }

  @MainActor func testTheSheetsOwnReleaseParametersFollowItsRule() async throws {
    let store = SheetScene.descriptor.makeParameters()
    XCTAssertTrue(
      try store.spec(ReleaseParameterID.decelerationRate).isEffective(in: store),
      "the sheet's projection rule")
    XCTAssertFalse(try store.spec(ReleaseParameterID.velocityThreshold).isEffective(in: store))
  }

  @MainActor func testEveryOtherParameterAlwaysMatters() async throws {
    let store = DragDownScene.descriptor.makeParameters()
    for id in [ParameterID.duration, ParameterID.threshold, ParameterID.completionSpeed] {
      XCTAssertTrue(try store.spec(id).isEffective(in: store), id)
    }
  }
}

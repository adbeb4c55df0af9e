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

  /// Navigation: the custom animator's values (duration, parallax, dimming, the swipe-back
  /// fix) act only with the custom animator, damping only with completion velocity, and the
  /// threshold only under a release rule other than the threshold's (the pop rule decides).
  @MainActor func testNavigationDimsWhatTheSystemAnimatorAndThePopRuleDoNotRead() async throws {
    let store = NavigationScene.descriptor.makeParameters()
    let custom: Set<String> = [
      ParameterID.duration, NavigationScene.Key.parallax, NavigationScene.Key.dimming,
      NavigationScene.Key.swipeBackFix,
    ]
    XCTAssertTrue(effective(store).isDisjoint(with: custom), "\(effective(store))")
    XCTAssertFalse(effective(store).contains(ParameterID.damping))
    XCTAssertFalse(effective(store).contains(ParameterID.threshold))
    XCTAssertTrue(effective(store).contains(NavigationScene.Key.popRule))
    try store.set(NavigationScene.Key.animator, .choice("custom"))
    try store.set(ReleaseParameterID.completionVelocity, .toggle(true))
    try store.set(ReleaseParameterID.rule, .choice("projection"))
    XCTAssertTrue(effective(store).isSuperset(of: custom))
    XCTAssertTrue(effective(store).contains(ParameterID.damping))
    XCTAssertTrue(effective(store).contains(ParameterID.threshold))
  }

  /// Zoom: the zoom's spec acts only when the zoom is the transition, the duration only for
  /// the cross-dissolve.
  @MainActor func testZoomDimsWhatTheChosenTransitionDoesNotRead() async throws {
    let store = ZoomScene.descriptor.makeParameters()
    let spec: Set<String> = [
      ZoomScene.Key.response, ParameterID.damping, ZoomScene.Key.minimumScale,
      ZoomScene.Key.dismissThreshold, ZoomScene.Key.scaleThreshold, ZoomScene.Key.dimming,
      ZoomScene.Key.trackingResponse,
    ]
    XCTAssertTrue(effective(store).isSuperset(of: spec))
    XCTAssertFalse(effective(store).contains(ParameterID.duration))
    XCTAssertFalse(effective(store).contains(ParameterID.threshold))
    try store.set(ZoomScene.Key.transition, .choice("cross-dissolve"))
    XCTAssertTrue(effective(store).isDisjoint(with: spec))
    XCTAssertTrue(effective(store).contains(ParameterID.duration))
    let duration = try store.spec(ParameterID.duration)
    try store.set(ZoomScene.Key.transition, .choice("hero"))
    XCTAssertEqual(
      duration.inertReason(in: store),
      "Used only by the cross-dissolve: choose cross-dissolve under Transition.")
  }
}

import TestSupport
import TransitionKit
import XCTest

/// Springs inside animators: a damping ratio and a duration fix the spring; a physical spring
/// brings its own duration.
final class SpringTimingTests: EngineTestCase {
  @MainActor func testDurationSpringSettlesExactlyAtTheDuration() async {
    for zeta in [0.2, 0.5, 0.9, 0.999_999, 1.0, 1.000_001, 1.1, 1.5] {
      for v0 in [-5.0, 0.0, 5.0] {
        for duration in [0.3, 1.0, 2.5, 5.0] {
          let spring = DampedSpring.settling(
            dampingRatio: zeta, initialVelocity: v0, within: duration)
          let label = "ζ = \(zeta), v₀ = \(v0), D = \(duration)"
          assertClose(spring.dampingRatio, zeta, tolerance: 1e-9, label)
          // Bisected to the duration…
          assertClose(
            spring.settlingDuration(initialVelocity: v0), duration, tolerance: duration * 1e-6,
            label)
          // …so it is in the band from there on…
          for step in 0...300 {
            let t = duration * (1 + Double(step) / 100)
            XCTAssertLessThanOrEqual(
              abs(spring.value(at: t, initialVelocity: v0) - 1), DampedSpring.settlingEpsilon,
              "\(label), t = \(t)")
          }
          // …and not settled long before it.
          let lateMiss = stride(from: 0.7 * duration, to: duration, by: duration / 2000)
            .map { abs(spring.value(at: $0, initialVelocity: v0) - 1) }.max()!
          XCTAssertGreaterThan(lateMiss, DampedSpring.settlingEpsilon, label)
        }
      }
    }
  }

  @MainActor func testSpringParametersForms() async {
    let ratio = SpringTimingParameters(dampingRatio: 0.6, initialVelocity: Vector(dx: 2, dy: 3))
    XCTAssertEqual(ratio.timingCurveType, .spring)
    XCTAssertNil(ratio.cubicTimingParameters)
    XCTAssertEqual(ratio.dampingRatio, 0.6)
    XCTAssertEqual(ratio.initialVelocity, Vector(dx: 2, dy: 3))
    XCTAssertEqual(ratio.effectiveDuration(forRequested: 0.7), 0.7)
    XCTAssertEqual(
      ratio.spring(forDuration: 0.7, initialVelocity: 2),
      DampedSpring.settling(dampingRatio: 0.6, initialVelocity: 2, within: 0.7))

    let physical = SpringTimingParameters(mass: 2, stiffness: 300, damping: 20)
    let spring = DampedSpring(mass: 2, stiffness: 300, damping: 20)
    assertClose(physical.dampingRatio, spring.dampingRatio, tolerance: 1e-12)
    XCTAssertEqual(physical.effectiveDuration(forRequested: 0.1), spring.settlingDuration())
    XCTAssertEqual(physical.spring(forDuration: 0.1, initialVelocity: 0), spring)

    // UISpringTimingParameters.init(): "sets the damping ratio to 4.56", no initial velocity.
    XCTAssertEqual(SpringTimingParameters().dampingRatio, 4.56)
    XCTAssertEqual(SpringTimingParameters().initialVelocity, .zero)
  }

  @MainActor func testAnimatorWithDampingRatioKeepsItsDuration() async {
    let animator = PropertyAnimator(
      duration: 0.8, timingParameters: SpringTimingParameters(dampingRatio: 0.4))
    XCTAssertEqual(animator.duration, 0.8)
    let convenience = PropertyAnimator(duration: 0.6, dampingRatio: 0.7)
    XCTAssertEqual(convenience.duration, 0.6)
    XCTAssertEqual(convenience.timingParameters.springTimingParameters?.dampingRatio, 0.7)
  }

  @MainActor func testPhysicalSpringTakesItsOwnSettlingTimeAsTheDuration() async {
    let physical = SpringTimingParameters(mass: 1, stiffness: 200, damping: 10)
    let settle = DampedSpring(mass: 1, stiffness: 200, damping: 10).settlingDuration()
    let animator = PropertyAnimator(duration: 0.25, timingParameters: physical)
    XCTAssertEqual(animator.duration, settle)
    XCTAssertNotEqual(animator.duration, 0.25)

    // With a different velocity per axis, the slower axis decides.
    let moving = SpringTimingParameters(
      mass: 1, stiffness: 200, damping: 10, initialVelocity: Vector(dx: 0, dy: -5))
    let spring = DampedSpring(mass: 1, stiffness: 200, damping: 10)
    XCTAssertEqual(
      PropertyAnimator(duration: 1, timingParameters: moving).duration,
      max(spring.settlingDuration(initialVelocity: 0), spring.settlingDuration(initialVelocity: -5))
    )
  }

  @MainActor func testAnimatorFollowsTheDurationSpringAndEndsOnTarget() async {
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let animator = PropertyAnimator(
      duration: 0.6, timingParameters: SpringTimingParameters(dampingRatio: 0.3))
    animator.addAnimations { view.center = Point(x: 105, y: 5) }
    var ended: AnimatingPosition?
    animator.addCompletion { ended = $0 }
    animator.startAnimation()

    let spring = DampedSpring.settling(dampingRatio: 0.3, within: 0.6)
    var elapsed = 0.0
    for dt in [0.05, 0.07, 0.1, 0.13, 0.2] {
      step(dt)
      elapsed += dt
      assertClose(
        view.presentation.center.x, 5 + 100 * spring.value(at: elapsed), tolerance: 1e-9,
        "t = \(elapsed)")
    }
    XCTAssertNil(ended)
    step(0.1)
    XCTAssertEqual(ended, .end)
    XCTAssertEqual(view.presentation.center, Point(x: 105, y: 5))
    XCTAssertEqual(view.center, Point(x: 105, y: 5))
  }

  @MainActor func testARatioThatIsNoFiniteNumberRunsCriticallyDamped() async {
    for ratio in [Double.nan, .infinity, -.infinity] {
      XCTAssertEqual(SpringTimingParameters(dampingRatio: ratio).dampingRatio, 1, "\(ratio)")
    }
    XCTAssertEqual(
      SpringTimingParameters(dampingRatio: -3).dampingRatio, DampedSpring.minimumDampingRatio)

    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let animator = PropertyAnimator(
      duration: 0.6, timingParameters: SpringTimingParameters(dampingRatio: .nan))
    animator.addAnimations { view.center = Point(x: 105, y: 5) }
    animator.startAnimation()
    let critical = DampedSpring.settling(dampingRatio: 1, within: 0.6)
    step(0.2)
    assertClose(view.presentation.center.x, 5 + 100 * critical.value(at: 0.2), tolerance: 1e-9)
    step(0.5)
    XCTAssertEqual(view.presentation.center, Point(x: 105, y: 5))
  }

  @MainActor func testEachAxisFollowsItsOwnVelocity() async {
    let view = View(frame: Rect(x: -5, y: -5, width: 10, height: 10))
    let timing = SpringTimingParameters(dampingRatio: 1, initialVelocity: Vector(dx: 5, dy: 0))
    let animator = PropertyAnimator(duration: 1, timingParameters: timing)
    animator.addAnimations {
      view.center = Point(x: 100, y: 100)
      view.alpha = 0
    }
    animator.startAnimation()
    step(0.2)
    let sx = DampedSpring.settling(dampingRatio: 1, initialVelocity: 5, within: 1)
    let sy = DampedSpring.settling(dampingRatio: 1, initialVelocity: 0, within: 1)
    assertClose(view.presentation.center.x, 100 * sx.value(at: 0.2, initialVelocity: 5))
    assertClose(view.presentation.center.y, 100 * sy.value(at: 0.2))
    // Single-valued properties follow the horizontal velocity.
    assertClose(view.presentation.alpha, 1 - sx.value(at: 0.2, initialVelocity: 5))
    XCTAssertGreaterThan(view.presentation.center.x, view.presentation.center.y)
  }
}

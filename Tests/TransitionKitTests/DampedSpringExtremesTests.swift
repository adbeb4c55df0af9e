import Foundation
import TestSupport
import TransitionKit
import XCTest

/// The closed form where the textbook formulas lose their digits or overflow: heavy damping and
/// enormous times.
final class DampedSpringExtremesTests: EngineTestCase {
  /// With ζ ≫ 1 the motion is one slow exponential, x = 1 − e^(−ω₀t / 2ζ), up to relative
  /// terms of order 1/ζ². Its rate −α + ω_o, taken literally, cancels ζ² worth of digits
  /// (all of them from ζ = 10⁸ on).
  @MainActor func testHeavyDampingKeepsTheSlowRate() async {
    for zeta in [1e5, 1e6, 1e8] {
      let spring = DampedSpring(dampingRatio: zeta, stiffness: 100)
      let rate = spring.naturalFrequency / (2 * zeta)
      for tau in [0.1, 0.5, 1, 2, 5] {
        let t = tau / rate
        let label = "ζ = \(zeta), t = \(t)"
        assertClose(spring.value(at: t), 1 - exp(-tau), tolerance: 1e-9, label)
        assertClose(spring.velocity(at: t), rate * exp(-tau), tolerance: rate * 1e-8, label)
      }
    }
  }

  /// A spring whose damping ratio fixes its shape must settle within the duration it is given,
  /// however heavily damped.
  @MainActor func testHeavilyDampedDurationSpringsSettleWithinTheirDuration() async {
    for zeta in [1e4, 1e6] {
      for duration in [0.001, 0.6, 30] {
        let spring = DampedSpring.settling(dampingRatio: zeta, within: duration)
        XCTAssertLessThanOrEqual(
          abs(spring.value(at: duration) - 1), DampedSpring.settlingEpsilon,
          "ζ = \(zeta), duration \(duration)")
      }
    }
  }

  /// Long after it settled a damped spring is at its target and at rest, even where ω_d·t
  /// overflows.
  @MainActor func testEnormousTimesGiveTheTarget() async {
    for zeta in [0.2, 0.5, 1, 1.5] {
      for v0 in [-5.0, 5] {
        let spring = DampedSpring(dampingRatio: zeta, stiffness: 1000)
        for t in [1e6, 1e300, .greatestFiniteMagnitude] {
          let label = "ζ = \(zeta), v₀ = \(v0), t = \(t)"
          XCTAssertEqual(spring.value(at: t, initialVelocity: v0), 1, label)
          XCTAssertEqual(spring.velocity(at: t, initialVelocity: v0), 0, label)
        }
      }
    }
  }
}

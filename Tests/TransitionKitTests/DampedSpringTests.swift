import Foundation
import TestSupport
import TransitionKit
import XCTest

/// The closed-form spring against a numerical integration of its differential equation.
final class DampedSpringTests: EngineTestCase {
  private let dampingRatios = [
    0.2, 0.5, 0.8, 0.99, 0.999_999, 1.0, 1.000_001, 1.01, 1.2, 1.5,
  ]
  private let stiffnesses = [100.0, 370.0, 1000.0]
  private let velocities = [-5.0, 0.0, 5.0]

  @MainActor func testClosedFormMatchesRungeKutta() async {
    let times = [0.01, 0.05, 0.1, 0.2, 0.35, 0.5, 0.8, 1.2]
    for zeta in dampingRatios {
      for k in stiffnesses {
        for v0 in velocities {
          let spring = DampedSpring(dampingRatio: zeta, stiffness: k)
          let reference = integrate(
            mass: spring.mass, stiffness: k, damping: spring.damping, v0: v0, at: times)
          for (t, state) in zip(times, reference) {
            let label = "ζ = \(zeta), k = \(k), v₀ = \(v0), t = \(t)"
            assertClose(spring.value(at: t, initialVelocity: v0), state.x, tolerance: 1e-6, label)
            assertClose(
              spring.velocity(at: t, initialVelocity: v0), state.v, tolerance: 1e-5, label)
          }
        }
      }
    }
  }

  @MainActor func testHeavierMassMatchesRungeKutta() async {
    let spring = DampedSpring(mass: 2.5, stiffness: 600, damping: 30)
    let times = [0.03, 0.15, 0.4, 0.9]
    let reference = integrate(
      mass: 2.5, stiffness: 600, damping: 30, v0: -3, at: times)
    for (t, state) in zip(times, reference) {
      assertClose(spring.value(at: t, initialVelocity: -3), state.x, tolerance: 1e-6, "t = \(t)")
      assertClose(spring.velocity(at: t, initialVelocity: -3), state.v, tolerance: 1e-5)
    }
  }

  @MainActor func testStartsAtZeroWithTheGivenVelocity() async {
    for zeta in dampingRatios {
      for v0 in velocities {
        let spring = DampedSpring(dampingRatio: zeta, stiffness: 400)
        assertClose(spring.value(at: 0, initialVelocity: v0), 0, tolerance: 1e-12)
        assertClose(spring.velocity(at: 0, initialVelocity: v0), v0, tolerance: 1e-9)
      }
    }
  }

  @MainActor func testParameters() async {
    let spring = DampedSpring(dampingRatio: 0.5, stiffness: 400, mass: 4)
    assertClose(spring.naturalFrequency, 10, tolerance: 1e-12)
    assertClose(spring.dampingRatio, 0.5, tolerance: 1e-12)
    assertClose(spring.damping, 40, tolerance: 1e-12)
  }

  @MainActor func testUnderDampedOvershootsAndOverDampedDoesNot() async {
    let bouncy = DampedSpring(dampingRatio: 0.2, stiffness: 300)
    let heavy = DampedSpring(dampingRatio: 1.5, stiffness: 300)
    let critical = DampedSpring(dampingRatio: 1, stiffness: 300)
    let times = stride(from: 0.0, through: 2.0, by: 0.002)
    XCTAssertGreaterThan(times.map { bouncy.value(at: $0) }.max()!, 1.4)
    XCTAssertLessThanOrEqual(times.map { heavy.value(at: $0) }.max()!, 1)
    XCTAssertLessThanOrEqual(times.map { critical.value(at: $0) }.max()!, 1)
  }

  @MainActor func testSettlingDurationIsWhereTheMotionStaysInTheBand() async {
    for zeta in dampingRatios {
      for v0 in velocities {
        let spring = DampedSpring(dampingRatio: zeta, stiffness: 200)
        let settle = spring.settlingDuration(initialVelocity: v0)
        XCTAssertGreaterThan(settle, 0)
        XCTAssertLessThan(settle, DampedSpring.maximumSettlingDuration)
        for step in 0...400 {
          let t = settle * (1 + Double(step) / 100)
          XCTAssertLessThanOrEqual(
            abs(spring.value(at: t, initialVelocity: v0) - 1), DampedSpring.settlingEpsilon,
            "ζ = \(zeta), v₀ = \(v0), t = \(t)")
        }
      }
    }
  }

  @MainActor func testSettlingTimeIsContinuousAcrossCriticalDamping() async {
    for v0 in velocities {
      let critical = DampedSpring(dampingRatio: 1, stiffness: 100).settlingDuration(
        initialVelocity: v0)
      for zeta in [0.999_999, 1.000_001] {
        let near = DampedSpring(dampingRatio: zeta, stiffness: 100).settlingDuration(
          initialVelocity: v0)
        assertClose(near, critical, tolerance: critical * 1e-4, "ζ = \(zeta), v₀ = \(v0)")
      }
    }
  }

  @MainActor func testSlowSpringsKeepTheirOwnSettlingTime() async {
    // ω₀ = 0.2 rad/s settles (critically damped, from rest) after about 46 s: within the
    // 60 s cap, so that is what it takes.
    let spring = DampedSpring(dampingRatio: 1, stiffness: 0.04)
    let settle = spring.settlingDuration()
    XCTAssertGreaterThan(settle, 40)
    XCTAssertLessThan(settle, 50)
    XCTAssertGreaterThan(abs(spring.value(at: settle - 0.01) - 1), DampedSpring.settlingEpsilon)
    XCTAssertLessThanOrEqual(abs(spring.value(at: settle) - 1), DampedSpring.settlingEpsilon)
  }

  @MainActor func testAnUndampedSpringStopsAtTheLongestSettlingTime() async {
    let spring = DampedSpring(mass: 1, stiffness: 100, damping: 0)
    XCTAssertEqual(spring.settlingDuration(), DampedSpring.maximumSettlingDuration)
    XCTAssertEqual(
      SpringTimingParameters(dampingRatio: 0).dampingRatio, DampedSpring.minimumDampingRatio)
  }

  /// Runge–Kutta (4th order) on m·x″ + c·x′ + k·(x − 1) = 0 with x(0) = 0, x′(0) = v0, with a
  /// step of 0.1 ms; returns x and x′ at each of the (increasing) times.
  private func integrate(
    mass m: Double, stiffness k: Double, damping c: Double, v0: Double, at times: [Double]
  ) -> [(x: Double, v: Double)] {
    func acceleration(_ x: Double, _ v: Double) -> Double { (-c * v - k * (x - 1)) / m }
    var x = 0.0
    var v = v0
    var t = 0.0
    var result: [(x: Double, v: Double)] = []
    let h = 1e-4
    for target in times {
      let steps = Int(((target - t) / h).rounded())
      let dt = (target - t) / Double(steps)
      for _ in 0..<steps {
        let k1x = v
        let k1v = acceleration(x, v)
        let k2x = v + dt / 2 * k1v
        let k2v = acceleration(x + dt / 2 * k1x, v + dt / 2 * k1v)
        let k3x = v + dt / 2 * k2v
        let k3v = acceleration(x + dt / 2 * k2x, v + dt / 2 * k2v)
        let k4x = v + dt * k3v
        let k4v = acceleration(x + dt * k3x, v + dt * k3v)
        x += dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
      }
      t = target
      result.append((x, v))
    }
    return result
  }
}

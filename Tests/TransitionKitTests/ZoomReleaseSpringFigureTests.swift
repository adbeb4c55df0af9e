import Foundation
import TestSupport
import XCTest

@testable import TransitionKit

/// The springs a zoom runs on after a release, against the closed form of a damped spring and
/// the measured figures: a spring back covers 70 % of its way in 0.1 s (ω 22.5, ζ 0.9), a
/// landing 51 % and 93 % in 0.1 and 0.2 s (ω 15, ζ 0.75).
final class ZoomReleaseSpringFigureTests: XCTestCase {
  /// The share of the way an underdamped spring from rest covers in `t` seconds.
  private func closedForm(response: Double, dampingRatio: Double, at t: Double) -> Double {
    let omega = 2 * Double.pi / response
    let damped = omega * (1 - dampingRatio * dampingRatio).squareRoot()
    let decay = exp(-dampingRatio * omega * t)
    return 1 - decay * (cos(damped * t) + dampingRatio * omega / damped * sin(damped * t))
  }

  /// The share the zoom's own stepped spring covers in `t` seconds of 60-Hz frames.
  private func stepped(response: Double, dampingRatio: Double, at t: Double) -> Double {
    var spring = ZoomSpring([0])
    let frames = Int((t * 60).rounded())
    for _ in 0..<frames {
      spring.step(toward: [1], dt: 1.0 / 60, response: response, dampingRatio: dampingRatio)
    }
    return spring.values[0]
  }

  @MainActor func testTheSpringBackCovers70PercentIn100Milliseconds() async throws {
    let spec = ZoomTransitionSpec.uikit
    let response = try XCTUnwrap(spec.cancelResponse)
    assertClose(response, 2 * Double.pi / 22.5, tolerance: 1e-12)
    XCTAssertEqual(spec.cancelDampingRatio, 0.9)
    let exact = closedForm(response: response, dampingRatio: 0.9, at: 0.1)
    assertClose(exact, 0.70, tolerance: 0.005)
    assertClose(
      stepped(response: response, dampingRatio: spec.cancelDampingRatio, at: 0.1), exact,
      tolerance: 0.01)
  }

  @MainActor func testTheLandingCovers51And93PercentIn100And200Milliseconds() async throws {
    let spec = ZoomTransitionSpec.uikit
    let response = try XCTUnwrap(spec.landingResponse)
    assertClose(response, 2 * Double.pi / 15, tolerance: 1e-12)
    XCTAssertEqual(spec.landingDampingRatio, 0.75)
    for (t, measured) in [(0.1, 0.51), (0.2, 0.93)] {
      let exact = closedForm(response: response, dampingRatio: 0.75, at: t)
      assertClose(exact, measured, tolerance: 0.01)
      // The semi-implicit Euler steps (480 a second) lead the exact curve by about a point
      // at 0.1 s (0.525 against 0.514).
      assertClose(
        stepped(response: response, dampingRatio: spec.landingDampingRatio, at: t), exact,
        tolerance: 0.015)
    }
  }
}

import Foundation
import TestSupport
import TransitionKit
import XCTest

/// `SpringForms` against Apple's published examples and the published mappings, written out
/// here from their sources rather than taken from the implementation.
final class SpringFormsTests: XCTestCase {
  /// Apple's `Spring` page: `Spring(duration: 0.5, bounce: 0.3)` has (mass, stiffness,
  /// damping) = (1.0, 157.9, 17.6).
  func testSwiftUIDurationAndBounceExample() throws {
    let forms = try SpringForms(duration: 0.5, bounce: 0.3)
    XCTAssertEqual(forms.mass, 1)
    assertClose(forms.stiffness, 157.9, tolerance: 0.05)
    assertClose(forms.damping, 17.6, tolerance: 0.05)
    // Flutter's withDurationAndBounce: k = 4π²m/d², c = 2ζ√(km) with ζ = 1 − bounce.
    let k = 4 * Double.pi * Double.pi / (0.5 * 0.5)
    assertClose(forms.stiffness, k, tolerance: 1e-9)
    assertClose(forms.damping, 2 * 0.7 * k.squareRoot(), tolerance: 1e-9)
    assertClose(forms.dampingRatio, 0.7, tolerance: 1e-12)
    assertClose(forms.response, 0.5, tolerance: 1e-12)
  }

  /// Apple's `Spring` page: `Spring(mass: 1, stiffness: 100, damping: 10)` has duration 0.63
  /// and bounce 0.5.
  func testSwiftUIPhysicalExample() throws {
    let forms = try SpringForms(mass: 1, stiffness: 100, damping: 10)
    assertClose(forms.perceptualDuration, 0.63, tolerance: 0.005)
    assertClose(forms.bounce, 0.5, tolerance: 1e-12)
    assertClose(forms.response, 2 * Double.pi / 10, tolerance: 1e-12)
  }

  /// Negative bounce is over-damped: ζ = 1 / (1 + bounce), and bounce reads back as 1/ζ − 1.
  func testNegativeBounceIsOverDamped() throws {
    let forms = try SpringForms(duration: 0.4, bounce: -0.5)
    assertClose(forms.dampingRatio, 2, tolerance: 1e-12)
    assertClose(forms.bounce, -0.5, tolerance: 1e-12)
    XCTAssertEqual(forms.overshoot, 0)
    XCTAssertNil(forms.peakTime)
  }

  /// FloatingPanel's (dampingRatio 0.8, frequencyResponse 0.25): k = (2π / 0.25)² ≈ 631.7,
  /// c = 4π·0.8 / 0.25 ≈ 40.2.
  func testResponseForm() throws {
    let forms = try SpringForms(dampingRatio: 0.8, response: 0.25)
    assertClose(forms.stiffness, 631.7, tolerance: 0.05)
    assertClose(forms.damping, 40.2, tolerance: 0.05)
    assertClose(forms.perceptualDuration, 0.25, tolerance: 1e-12)
    assertClose(forms.bounce, 0.2, tolerance: 1e-12)
  }

  /// UIKit's animator form settles exactly within its duration, and its value is within the
  /// band from then on (sampled), not before.
  func testAnimatorFormSettlesWithinItsDuration() throws {
    for (ratio, velocity) in [(0.8, 0.0), (0.8, 1.0), (0.3, -2.0), (1.5, 4.0)] {
      let forms = try SpringForms(
        dampingRatio: ratio, settlingDuration: 0.6, initialVelocity: velocity)
      XCTAssertEqual(forms.mass, 1)
      assertClose(forms.dampingRatio, ratio, tolerance: 1e-9)
      assertClose(forms.settlingTime, 0.6, tolerance: 1e-9)
      let spring = forms.spring
      for index in 0...600 {
        let t = 0.6 + Double(index) * 0.01
        let offset = abs(spring.value(at: t, initialVelocity: velocity) - 1)
        XCTAssertLessThanOrEqual(offset, SpringForms.settlingBand, "ζ \(ratio), t \(t)")
      }
    }
  }

  /// Every other form gives back the same spring (mass-normalised: only k/m and c/m shape the
  /// motion), from each form, for under-, critically and over-damped springs.
  func testRoundTripsBetweenEveryPairOfForms() throws {
    let starts: [SpringForms] = [
      try SpringForms(duration: 0.5, bounce: 0.3),
      try SpringForms(duration: 0.8, bounce: 0),
      try SpringForms(dampingRatio: 1.6, response: 0.3),
      try SpringForms(mass: 2, stiffness: 300, damping: 20),
      try SpringForms(dampingRatio: 0.8, settlingDuration: 0.6),
    ]
    for start in starts {
      let rebuilt: [(String, SpringForms)] = [
        (
          "duration-bounce",
          try SpringForms(duration: start.perceptualDuration, bounce: start.bounce)
        ),
        (
          "ratio-response",
          try SpringForms(dampingRatio: start.dampingRatio, response: start.response)
        ),
        (
          "physical",
          try SpringForms(mass: start.mass, stiffness: start.stiffness, damping: start.damping)
        ),
        (
          "animator",
          try SpringForms(dampingRatio: start.dampingRatio, settlingDuration: start.settlingTime)
        ),
      ]
      for (name, forms) in rebuilt {
        let message = "\(name) from \(start)"
        assertRelative(forms.stiffness / forms.mass, start.stiffness / start.mass, message)
        assertRelative(forms.damping / forms.mass, start.damping / start.mass, message)
        assertRelative(forms.settlingTime, start.settlingTime, message)
        assertClose(forms.overshoot, start.overshoot, tolerance: 1e-9, message)
      }
    }
  }

  /// Overshoot and peak time from rest against a dense search of the closed form's maximum.
  func testOvershootFromRestIsTheClosedFormsMaximum() throws {
    for ratio in [0.1, 0.3, 0.7, 0.95] {
      let forms = try SpringForms(dampingRatio: ratio, response: 0.5)
      let peak = Self.firstMaximum(forms, velocity: 0)
      assertClose(forms.overshoot, peak.value - 1, tolerance: 1e-6, "ζ \(ratio)")
      assertClose(try XCTUnwrap(forms.peakTime), peak.time, tolerance: 1e-4, "ζ \(ratio)")
      // The published step-response formulas.
      let root = (1 - ratio * ratio).squareRoot()
      assertClose(forms.overshoot, exp(-ratio * Double.pi / root), tolerance: 1e-12)
      assertClose(
        try XCTUnwrap(forms.peakTime), Double.pi / (forms.naturalFrequency * root),
        tolerance: 1e-12)
    }
  }

  /// With an initial velocity the peak is found numerically; an over-damped spring thrown
  /// hard enough passes the target too. Checked against a Runge–Kutta integration.
  func testOvershootWithVelocityMatchesIntegration() throws {
    let cases: [(Double, Double, Double)] = [(100, 10, 20), (100, 10, -15), (100, 30, 40)]
    for (k, c, v) in cases {
      let forms = try SpringForms(mass: 1, stiffness: k, damping: c, initialVelocity: v)
      let peak = Self.integratedFirstMaximum(k: k, c: c, v: v)
      assertClose(forms.overshoot, peak.value - 1, tolerance: 1e-5, "k \(k) c \(c) v \(v)")
      assertClose(try XCTUnwrap(forms.peakTime), peak.time, tolerance: 2e-4)
    }
    // ζ = 1.5 with v = 20: the slow mode's coefficient stays negative, so no overshoot.
    let gentle = try SpringForms(mass: 1, stiffness: 100, damping: 30, initialVelocity: 20)
    XCTAssertEqual(gentle.overshoot, 0)
    XCTAssertNil(gentle.peakTime)
  }

  func testInvalidInputsAreRefusedWithTheirName() {
    func error(_ make: () throws(SpringFormError) -> SpringForms) -> SpringFormError? {
      do {
        _ = try make()
        return nil
      } catch { return error }
    }
    let cases: [(SpringFormError?, SpringFormError.Parameter)] = [
      (error { () throws(SpringFormError) in try SpringForms(duration: 0.5, bounce: 1) }, .bounce),
      (error { () throws(SpringFormError) in try SpringForms(duration: 0.5, bounce: -1) }, .bounce),
      (error { () throws(SpringFormError) in try SpringForms(duration: -1, bounce: 0) }, .duration),
      (
        error { () throws(SpringFormError) in try SpringForms(mass: 0, stiffness: 1, damping: 1) },
        .mass
      ),
      (
        error { () throws(SpringFormError) in
          try SpringForms(mass: 1, stiffness: .infinity, damping: 1)
        }, .stiffness
      ),
      (
        error { () throws(SpringFormError) in try SpringForms(dampingRatio: 0, response: 1) },
        .dampingRatio
      ),
      (
        error { () throws(SpringFormError) in
          try SpringForms(dampingRatio: 0.5, settlingDuration: 61)
        }, .duration
      ),
    ]
    for (found, parameter) in cases {
      let described = found?.description ?? "no error"
      XCTAssertTrue(described.hasPrefix(parameter.rawValue + " must be"), described)
    }
    let nan = error { () throws(SpringFormError) in try SpringForms(duration: .nan, bounce: 0) }
    XCTAssertEqual(nan?.description, "duration must be a finite number, got nan")
    let huge = error { () throws(SpringFormError) in try SpringForms(duration: 1e-200, bounce: 0) }
    if case .unsolvable = huge {
    } else {
      XCTFail("expected an unsolvable spring, got \(String(describing: huge))")
    }
  }

  // MARK: - Independent references

  private func assertRelative(
    _ actual: Double, _ expected: Double, _ message: String, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    assertClose(actual, expected, tolerance: 1e-7 * abs(expected), message, file: file, line: line)
  }

  /// The first local maximum of the closed form, by stepping 10 µs at a time.
  static func firstMaximum(_ forms: SpringForms, velocity: Double) -> (time: Double, value: Double)
  {
    let spring = forms.spring
    let step = 1e-5
    var t = step
    while spring.value(at: t + step, initialVelocity: velocity)
      >= spring.value(at: t, initialVelocity: velocity)
    {
      t += step
    }
    return (t, spring.value(at: t, initialVelocity: velocity))
  }

  /// The first maximum above 1 of m·x″ + c·x′ + k·(x − 1) = 0 (m = 1), x(0) = 0, x′(0) = v,
  /// integrated with classical Runge–Kutta at 10 µs steps.
  static func integratedFirstMaximum(k: Double, c: Double, v: Double) -> (
    time: Double, value: Double
  ) {
    func accel(_ x: Double, _ u: Double) -> Double { -k * (x - 1) - c * u }
    var x = 0.0
    var u = v
    var t = 0.0
    let h = 1e-5
    var best = (time: 0.0, value: -Double.infinity)
    while t < 3 {
      let k1x = u
      let k1u = accel(x, u)
      let k2x = u + h / 2 * k1u
      let k2u = accel(x + h / 2 * k1x, u + h / 2 * k1u)
      let k3x = u + h / 2 * k2u
      let k3u = accel(x + h / 2 * k2x, u + h / 2 * k2u)
      let k4x = u + h * k3u
      let k4u = accel(x + h * k3x, u + h * k3u)
      let previousU = u
      x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
      u += h / 6 * (k1u + 2 * k2u + 2 * k3u + k4u)
      t += h
      if previousU > 0, u <= 0, x > 1 { return (t, x) }
      best = x > best.value ? (t, x) : best
    }
    return best
  }
}

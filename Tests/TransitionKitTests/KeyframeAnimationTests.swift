import Foundation
import TestSupport
import TransitionKit
import XCTest

/// Keyframe and spring animations: values at key times in each calculation mode, along a path,
/// and a spring against its closed form.
final class KeyframeAnimationTests: EngineTestCase {
  /// The roots of the layers made: a layer holds its superlayer weakly, as in Core Animation.
  nonisolated(unsafe) var roots: [Layer] = []

  /// A layer in a tree that has been through a frame (so it animates implicitly).
  @MainActor func makeLayer() -> Layer {
    let root = Layer()
    roots.append(root)
    let layer = Layer()
    root.addSublayer(layer)
    step(1.0 / 60)
    return layer
  }

  /// The layer's `position.x` on screen `t` seconds after `animation` was added.
  @MainActor func samples(_ animation: LayerAnimation, at times: [Double]) -> [Double] {
    let layer = makeLayer()
    layer.add(animation, forKey: "k")
    var elapsed = 0.0
    var result: [Double] = []
    for t in times {
      if t > elapsed { step(t - elapsed) }
      elapsed = t
      result.append(layer.presentationGeometry.center.x)
    }
    return result
  }

  @MainActor func keyframes(_ mode: CalculationMode) -> KeyframeAnimation {
    let animation = KeyframeAnimation(keyPath: "position.x")
    animation.values = [0, 100, 50, 250]
    animation.keyTimes = [0, 0.2, 0.6, 1]
    animation.duration = 1
    animation.calculationMode = mode
    return animation
  }

  @MainActor func testLinearReachesEachValueAtItsKeyTimeAndMovesStraightBetween() async {
    let x = samples(keyframes(.linear), at: [0.2, 0.4, 0.6, 0.8, 0.999])
    assertClose(x[0], 100, tolerance: 1e-9)
    assertClose(x[1], 75, tolerance: 1e-9)
    assertClose(x[2], 50, tolerance: 1e-9)
    assertClose(x[3], 150, tolerance: 1e-9)
    assertClose(x[4], 249.5, tolerance: 1e-6)
  }

  @MainActor func testDiscreteHoldsEachValueUntilTheNextKeyTime() async {
    let animation = keyframes(.discrete)
    animation.values = [0, 100, 50]
    animation.keyTimes = [0, 0.2, 0.6, 1]
    let x = samples(animation, at: [0.1, 0.2, 0.59, 0.6, 0.99])
    XCTAssertEqual(x, [0, 100, 100, 50, 50])
  }

  @MainActor func testPacedIgnoresKeyTimesAndKeepsAnEvenSpeed() async {
    // Distances 100, 50, 200: 350 in all, so 100 is reached at 100/350 of the time.
    let x = samples(keyframes(.paced), at: [100.0 / 350, 150.0 / 350, 0.5])
    assertClose(x[0], 100, tolerance: 1e-9)
    assertClose(x[1], 50, tolerance: 1e-9)
    assertClose(x[2], 50 + (0.5 - 150.0 / 350) * 350, tolerance: 1e-9)
  }

  @MainActor func testCubicPassesThroughTheValuesAtTheirKeyTimesAndCurvesBetween() async {
    let x = samples(keyframes(.cubic), at: [0.2, 0.6])
    assertClose(x[0], 100, tolerance: 1e-9)
    assertClose(x[1], 50, tolerance: 1e-9)
    let middle = samples(keyframes(.cubic), at: [0.4])[0]
    // The spline leaves the straight line between 100 and 50 on its way.
    XCTAssertNotEqual(middle, 75, accuracy: 0.5)
    // Catmull–Rom at the middle of the span, tangents scaled for the uneven key times:
    // m1 = (50 − 0)/2 · 2·0.4/(0.2 + 0.4), m2 = (250 − 100)/2 · 2·0.4/(0.4 + 0.4).
    let m1 = 25.0 * 0.8 / 0.6
    let m2 = 75.0 * 0.8 / 0.8
    let expected = 0.5 * 100 + 0.125 * m1 + 0.5 * 50 - 0.125 * m2
    assertClose(middle, expected, tolerance: 1e-9)
  }

  @MainActor func testTimingFunctionsPaceEachSpan() async {
    let animation = keyframes(.linear)
    animation.timingFunctions = [
      MediaTimingFunction(name: .easeIn), MediaTimingFunction(name: .linear),
      MediaTimingFunction(name: .linear),
    ]
    let x = samples(animation, at: [0.1])
    let eased = MediaTimingFunction(name: .easeIn).value(at: 0.5)
    assertClose(x[0], 100 * eased, tolerance: 1e-9)
  }

  @MainActor func testAPathAnimationMovesAlongThePathAndTurnsWithIt() async {
    let path = MutablePath()
    path.move(to: Point(x: 0, y: 0))
    path.addLine(to: Point(x: 100, y: 0))
    path.addLine(to: Point(x: 100, y: 300))
    let animation = KeyframeAnimation(keyPath: "position")
    animation.path = path
    animation.duration = 1
    animation.calculationMode = .paced
    animation.rotationMode = .rotateAuto
    let layer = makeLayer()
    layer.add(animation, forKey: "along")
    step(0.5)
    // Paced: half of the 400 points is 100 down the second line.
    assertClose(layer.presentationGeometry.center, Point(x: 100, y: 100), tolerance: 1e-9)
    assertClose(
      layer.presentedTransform.affine, AffineTransform(rotationAngle: .pi / 2), tolerance: 1e-9)
  }

  @MainActor func testASpringAnimationFollowsTheClosedForm() async {
    let spring = SpringAnimation(keyPath: "position.x")
    spring.fromValue = 0
    spring.toValue = 200
    spring.mass = 1
    spring.stiffness = 100
    spring.damping = 10
    spring.initialVelocity = 2
    spring.duration = spring.settlingDuration
    let times = [0.05, 0.1, 0.2, 0.35, 0.5, 0.8, 1.2]
    let x = samples(spring, at: times)
    // x(t) = 1 + e^(−ζω t)(−cos ω_d t + (v0 − ζω)/ω_d · sin ω_d t), ω = 10, ζ = 0.5.
    let omega = 10.0
    let zeta = 0.5
    let omegaD = omega * (1 - zeta * zeta).squareRoot()
    for (t, value) in zip(times, x) {
      let unit =
        1 + exp(-zeta * omega * t)
        * (-cos(omegaD * t) + (2 - zeta * omega) / omegaD * sin(omegaD * t))
      assertClose(value, 200 * unit, tolerance: 1e-9, "t = \(t)")
    }
  }

  @MainActor func testThePerceptualSpringHasSwiftUIsStiffnessAndDamping() async {
    let spring = SpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
    assertClose(spring.stiffness, pow(2 * .pi / 0.5, 2), tolerance: 1e-9)
    assertClose(spring.damping, 2 * 0.7 * (2 * .pi / 0.5), tolerance: 1e-9)
    assertClose(spring.perceptualDuration, 0.5, tolerance: 1e-12)
    assertClose(spring.bounce, 0.3, tolerance: 1e-12)
    assertClose(spring.duration, spring.settlingDuration, tolerance: 1e-12)
  }

  @MainActor func testApplesSettlingExamplesComeOutNearTheirFigures() async {
    let loose = SpringAnimation()
    loose.damping = 5
    XCTAssertEqual(loose.settlingDuration, 2.85, accuracy: 0.1)
    let tight = SpringAnimation()
    tight.damping = 15
    XCTAssertEqual(tight.settlingDuration, 1.0, accuracy: 0.05)
  }
}

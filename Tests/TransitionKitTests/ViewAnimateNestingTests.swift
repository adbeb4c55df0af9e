import TestSupport
import TransitionKit
import XCTest

/// Nested blocks and animations that take over a property from another.
final class ViewAnimateNestingTests: EngineTestCase {
  @MainActor private func makeView() -> View {
    View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
  }

  @MainActor func testInnerBlockInheritsDurationAndCurve() async {
    let outer = makeView()
    let inner = makeView()
    var completions: [String] = []
    View.animate(
      withDuration: 2, delay: 0, options: .curveLinear,
      animations: {
        outer.alpha = 0
        View.animate(
          withDuration: 0.5, delay: 0, options: .curveEaseIn,
          animations: { inner.alpha = 0 }, completion: { _ in completions.append("inner") })
      }, completion: { _ in completions.append("outer") })
    step(1)
    // Two seconds, linear, like the outer block.
    XCTAssertEqual(outer.presentation.alpha, 0.5)
    XCTAssertEqual(inner.presentation.alpha, 0.5)
    step(1)
    XCTAssertEqual(inner.presentation.alpha, 0)
    // Each block keeps its own completion.
    XCTAssertEqual(completions.sorted(), ["inner", "outer"])
  }

  @MainActor func testOverrideInheritedDuration() async {
    let inner = makeView()
    View.animate(withDuration: 2, delay: 0, options: .curveLinear) {
      View.animate(
        withDuration: 0.5, delay: 0, options: [.overrideInheritedDuration, .curveEaseIn]
      ) {
        inner.alpha = 0
      }
    }
    step(0.25)
    // Its own half second, still the outer block's linear curve.
    XCTAssertEqual(inner.presentation.alpha, 0.5)
    step(0.25)
    XCTAssertEqual(inner.presentation.alpha, 0)
  }

  @MainActor func testOverrideInheritedCurve() async {
    let inner = makeView()
    View.animate(withDuration: 2, delay: 0, options: .curveLinear) {
      View.animate(withDuration: 0.5, delay: 0, options: [.overrideInheritedCurve, .curveEaseIn]) {
        inner.alpha = 0
      }
    }
    step(1)
    // The outer block's two seconds, with its own ease-in.
    assertClose(inner.presentation.alpha, 1 - AnimationCurve.easeIn.bezier.value(at: 0.5))
  }

  @MainActor func testOverridingBoth() async {
    let inner = makeView()
    View.animate(withDuration: 2, delay: 0, options: .curveLinear) {
      View.animate(
        withDuration: 0.5, delay: 0,
        options: [.overrideInheritedCurve, .overrideInheritedDuration, .curveEaseOut]
      ) {
        inner.alpha = 0
      }
    }
    step(0.25)
    assertClose(inner.presentation.alpha, 1 - AnimationCurve.easeOut.bezier.value(at: 0.5))
  }

  @MainActor func testASecondAnimationAddsItsChangeToTheRunningOne() async {
    let view = makeView()
    var first: Bool?
    var second: Bool?
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: { view.center = Point(x: 150, y: 50) }, completion: { first = $0 })
    step(0.5)
    XCTAssertEqual(view.presentation.center.x, 100)

    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: { view.center = Point(x: 300, y: 50) }, completion: { second = $0 })
    // No jump: the new animation starts where the old one had the view.
    XCTAssertEqual(view.presentation.center.x, 100)
    XCTAssertEqual(view.center.x, 300)
    step(0.5)
    // Additive (UIKit since iOS 8): model + each animation's remaining offset,
    // 300 + (50 − 150)(1 − 1) + (150 − 300)(1 − 0.5).
    assertClose(view.presentation.center.x, 225)
    // The first animation ran to its own end.
    XCTAssertEqual(first, true)
    XCTAssertNil(second)
    step(0.5)
    XCTAssertEqual(view.presentation.center.x, 300)
    XCTAssertEqual(second, true)
  }

  @MainActor func testRetargetingOnePropertyLeavesTheOthersRunning() async {
    let view = makeView()
    var first: Bool?
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        view.alpha = 0
        view.center = Point(x: 150, y: 50)
      }, completion: { first = $0 })
    step(0.5)
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.alpha = 1 }
    step(0.25)
    assertClose(view.presentation.center.x, 125)
    // Both alpha animations run: 1 + (1 − 0)(1 − 0.75) + (0 − 1)(1 − 0.25).
    assertClose(view.presentation.alpha, 0.5)
    step(0.25)
    XCTAssertEqual(view.presentation.center.x, 150)
    assertClose(view.presentation.alpha, 0.5)
    XCTAssertEqual(first, true)
    step(0.5)
    XCTAssertEqual(view.presentation.alpha, 1)
  }

  @MainActor func testAssigningTwiceInOneBlockAnimatesToTheLastValue() async {
    let view = makeView()
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      view.alpha = 0.2
      view.alpha = 0
    }
    step(0.5)
    XCTAssertEqual(view.presentation.alpha, 0.5)
    step(0.5)
    XCTAssertEqual(view.presentation.alpha, 0)
  }

  @MainActor func testASecondTransformAnimationAddsItsTurn() async {
    let view = makeView()
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      view.transform = AffineTransform(rotationAngle: .pi / 2)
    }
    step(0.5)
    assertClose(
      view.presentation.transform, AffineTransform(rotationAngle: .pi / 4), tolerance: 1e-12)
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      view.transform = .identity
    }
    step(0.5)
    // The first turn is done; half of the second one, back by π/2, is left: π/2 − π/4.
    assertClose(
      view.presentation.transform, AffineTransform(rotationAngle: .pi / 4), tolerance: 1e-12)
    step(0.5)
    XCTAssertEqual(view.presentation.transform, .identity)
  }
}

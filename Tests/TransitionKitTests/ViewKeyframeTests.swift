import Foundation
import TestSupport
import TransitionKit
import XCTest

/// `View.animateKeyframes`, view transitions, visual effects, and layer animations scrubbed by
/// an interactive transition's time line.
final class ViewKeyframeTests: EngineTestCase {
  @MainActor func testKeyframesHoldUntilTheirStartAndArriveAtTheirEnd() async {
    let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    View.animateKeyframes(
      withDuration: 1, delay: 0,
      options: KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)
    ) {
      View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
        view.center = Point(x: 150, y: 50)
      }
      View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) {
        view.center = Point(x: 150, y: 250)
      }
    }
    XCTAssertEqual(view.center, Point(x: 150, y: 250), "the model is the last keyframe's")
    step(0.25)
    assertClose(view.presentation.center, Point(x: 100, y: 50), tolerance: 1e-9)
    step(0.25)
    assertClose(view.presentation.center, Point(x: 150, y: 50), tolerance: 1e-9)
    step(0.125)
    assertClose(view.presentation.center, Point(x: 150, y: 150), tolerance: 1e-9)
    step(0.2)
    assertClose(view.presentation.center, Point(x: 150, y: 250), tolerance: 1e-9)
    step(0.2)
    XCTAssertFalse(engine.isAnimating)
  }

  @MainActor func testKeyframesFollowTheEaseInOutCurveUnlessTold() async {
    let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    View.animateKeyframes(withDuration: 1, delay: 0, options: []) {
      View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
        view.center = Point(x: 150, y: 50)
      }
    }
    step(0.25)
    let eased = AnimationCurve.easeInOut.bezier.value(at: 0.25)
    XCTAssertEqual(view.presentation.center.x, 50 + 100 * eased, accuracy: 1e-9)
  }

  @MainActor func testDiscreteKeyframesShowEachValueFromItsStart() async {
    let view = View(frame: .zero)
    View.animateKeyframes(
      withDuration: 1, delay: 0,
      options: [
        .calculationModeDiscrete,
        KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue),
      ]
    ) {
      View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
    }
    step(0.4)
    XCTAssertEqual(view.presentation.alpha, 1)
    step(0.2)
    XCTAssertEqual(view.presentation.alpha, 0)
  }

  @MainActor func testKeyframesTurnALayerInThreeDimensions() async {
    let card = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    View.animateKeyframes(
      withDuration: 1, delay: 0,
      options: KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)
    ) {
      View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
        card.layer.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
      }
      View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
        card.layer.transform = .identity
      }
    }
    step(0.25)
    let quarter = Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0)
    XCTAssert(
      zip(card.layer.presentedTransform.entries, quarter.entries).allSatisfy { abs($0 - $1) < 1e-9 }
    )
    step(0.8)
    XCTAssertEqual(card.layer.presentedTransform, .identity)
  }

  @MainActor func testAnExplicitAnimationAddedOnATimeLineIsScrubbedWithIt() async {
    let root = Layer()
    let layer = Layer()
    root.addSublayer(layer)
    step(1.0 / 60)
    let timeline = AnimationTimeline(duration: 1, engine: engine)
    timeline.bind {
      let stroke = BasicAnimation(keyPath: "position.x")
      stroke.fromValue = 0
      stroke.toValue = 100
      stroke.duration = 1
      layer.add(stroke, forKey: "scrubbed")
    }
    step(0.5)
    XCTAssertEqual(layer.presentationGeometry.center.x, 0, accuracy: 1e-9, "held while not driven")
    timeline.seek(to: 0.3)
    step(1.0 / 60)
    XCTAssertEqual(layer.presentationGeometry.center.x, 30, accuracy: 1e-9)
    timeline.run(toward: .start, over: 0.1)
    step(0.2)
    XCTAssertNil(layer.animation(forKey: "scrubbed"), "a cancelled transition takes its animations")
  }

  @MainActor func testAFlipTransitionShowsTheOldPictureThenTheNewContent() async {
    let container = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let front = View(frame: container.bounds)
    front.backgroundColor = .red
    container.addSubview(front)
    step(1.0 / 60)
    var finished: Bool?
    View.transition(
      with: container, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
      animations: { front.backgroundColor = .blue }, completion: { finished = $0 })
    XCTAssertEqual(front.backgroundColor, .blue)
    step(0.25)
    let state = container.layer.presentedTransition
    XCTAssertEqual(state?.type, .flip)
    XCTAssertEqual(state?.progress ?? -1, 0.25, accuracy: 1e-9)
    XCTAssertEqual(state?.oldPicture.subviews.first?.backgroundColor, .red)
    step(0.8)
    XCTAssertNil(container.layer.presentedTransition)
    XCTAssertEqual(finished, true)
  }

  @MainActor func testTransitionFromSwapsTheViewsInTheirSuperview() async {
    let container = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let from = View(frame: container.bounds)
    let to = View(frame: container.bounds)
    container.addSubview(from)
    View.transition(from: from, to: to, duration: 0.5, options: .transitionCrossDissolve)
    XCTAssertNil(from.superview)
    XCTAssertTrue(to.superview === container)
    XCTAssertEqual(container.layer.presentedTransition?.type, .fade)
  }

  @MainActor func testABlurFadesInWithItsAnimationBlockAndCanBeScrubbed() async {
    let effectView = VisualEffectView(effect: nil)
    effectView.frame = Rect(x: 0, y: 0, width: 100, height: 100)
    XCTAssertFalse(effectView.backdropLayer.presentationBackdrop.blursOrTints)
    let animator = PropertyAnimator(duration: 1, curve: .linear) {
      effectView.effect = BlurEffect(style: .light)
    }
    animator.fractionComplete = 0.5
    XCTAssertEqual(effectView.backdropLayer.presentationBackdrop.blurRadius, 15, accuracy: 1e-9)
    XCTAssertEqual(
      effectView.backdropLayer.presentationBackdrop.tint?.light.alpha ?? 0, 0.15, accuracy: 1e-9)
    XCTAssertEqual(
      effectView.backdropLayer.presentationBackdrop.tint?.light.red ?? 0, 1, accuracy: 1e-9)
    animator.startAnimation()
    step(0.6)
    XCTAssertEqual(effectView.backdropLayer.presentationBackdrop.blurRadius, 30)
    XCTAssertEqual(effectView.contentView.frame, effectView.bounds)
  }
}

import Foundation
import TestSupport
import TransitionKit
import XCTest

/// Explicit animations on layers, on a manual clock.
final class LayerAnimationTests: EngineTestCase {
  @MainActor final class Recorder: AnimationDelegate {
    var log: [String] = []
    let name: String
    init(_ name: String, log: [String] = []) { self.name = name }
    func animationDidStart(_ anim: LayerAnimation) { log.append("\(name) start") }
    func animationDidStop(_ anim: LayerAnimation, finished flag: Bool) {
      log.append("\(name) stop \(flag)")
    }
  }

  /// The roots of the layers made: a layer holds its superlayer weakly, as in Core Animation.
  nonisolated(unsafe) var roots: [Layer] = []

  /// A layer in a tree that has been through a frame (so it animates implicitly).
  @MainActor func makeLayer() -> Layer {
    let root = Layer()
    roots.append(root)
    let layer = Layer()
    root.addSublayer(layer)
    layer.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
    step(1.0 / 60)
    return layer
  }

  @MainActor func testABasicAnimationRunsFromItsStartValueToItsEndAndIsRemoved() async {
    let layer = makeLayer()
    let animation = BasicAnimation(keyPath: "opacity")
    animation.fromValue = 0
    animation.toValue = 1
    animation.duration = 1
    layer.add(animation, forKey: "fade")
    XCTAssertEqual(layer.presentationGeometry.alpha, 0, accuracy: 1e-9)
    step(0.25)
    XCTAssertEqual(layer.presentationGeometry.alpha, 0.25, accuracy: 1e-9)
    XCTAssertNotNil(layer.animation(forKey: "fade"))
    step(0.8)
    XCTAssertNil(layer.animation(forKey: "fade"))
    XCTAssertEqual(layer.presentationGeometry.alpha, 1, "the model value shows again")
    XCTAssertFalse(engine.isAnimating)
  }

  @MainActor func testChangingTheAnimationAfterAddingItChangesNothing() async {
    let layer = makeLayer()
    let animation = BasicAnimation(keyPath: "position.x")
    animation.fromValue = 0
    animation.toValue = 100
    animation.duration = 1
    layer.add(animation, forKey: nil)
    animation.toValue = 1000
    step(0.5)
    XCTAssertEqual(layer.presentationGeometry.center.x, 50, accuracy: 1e-9)
  }

  @MainActor func testFillForwardsAndNotRemovedHoldsTheEndValue() async {
    let layer = makeLayer()
    let animation = BasicAnimation(keyPath: "strokeEnd")
    let shape = ShapeLayer()
    layer.addSublayer(shape)
    step(1.0 / 60)
    animation.fromValue = 0
    animation.toValue = 0.5
    animation.duration = 0.5
    animation.fillMode = .forwards
    animation.isRemovedOnCompletion = false
    shape.add(animation, forKey: "draw")
    step(1)
    XCTAssertEqual(shape.presentationShape.strokeEnd, 0.5, accuracy: 1e-9)
    XCTAssertEqual(shape.strokeEnd, 1, "the model is unchanged")
    XCTAssertNotNil(shape.animation(forKey: "draw"))
    shape.removeAnimation(forKey: "draw")
    XCTAssertEqual(shape.presentationShape.strokeEnd, 1)
  }

  @MainActor func testABeginTimeInTheFutureWaitsAndFillsBackwardsWhenAsked() async {
    let layer = makeLayer()
    let animation = BasicAnimation(keyPath: "opacity")
    animation.fromValue = 0.2
    animation.toValue = 1
    animation.duration = 1
    animation.beginTime = currentMediaTime() + 0.5
    layer.add(animation, forKey: "later")
    step(0.25)
    XCTAssertEqual(layer.presentationGeometry.alpha, 1, "not started and not filling backwards")
    let filled = BasicAnimation(keyPath: "opacity")
    filled.fromValue = 0.2
    filled.toValue = 1
    filled.duration = 1
    filled.beginTime = currentMediaTime() + 0.5
    filled.fillMode = .backwards
    layer.add(filled, forKey: "later")
    step(0.25)
    XCTAssertEqual(layer.presentationGeometry.alpha, 0.2, accuracy: 1e-9)
    step(0.5)
    XCTAssertEqual(layer.presentationGeometry.alpha, 0.2 + 0.8 * 0.25, accuracy: 1e-9)
  }

  @MainActor func testAutoreversesAndRepeatCountPlayForwardBackAndAgain() async {
    let layer = makeLayer()
    let animation = BasicAnimation(keyPath: "position.y")
    animation.fromValue = 0
    animation.toValue = 100
    animation.duration = 1
    animation.autoreverses = true
    animation.repeatCount = 2
    layer.add(animation, forKey: "bob")
    step(0.5)
    XCTAssertEqual(layer.presentationGeometry.center.y, 50, accuracy: 1e-9)
    step(1)
    XCTAssertEqual(layer.presentationGeometry.center.y, 50, accuracy: 1e-9, "on the way back")
    step(0.75)
    XCTAssertEqual(layer.presentationGeometry.center.y, 25, accuracy: 1e-9, "second time forward")
    step(2)
    XCTAssertNil(layer.animation(forKey: "bob"))
  }

  @MainActor func testAPausedLayerHoldsItsAnimationsAndTimeOffsetScrubsThem() async {
    let layer = makeLayer()
    let animation = BasicAnimation(keyPath: "position.x")
    animation.fromValue = 0
    animation.toValue = 200
    animation.duration = 2
    layer.add(animation, forKey: "slide")
    step(0.5)
    XCTAssertEqual(layer.presentationGeometry.center.x, 50, accuracy: 1e-9)
    let pausedTime = layer.convertTime(currentMediaTime(), from: nil)
    layer.speed = 0
    layer.timeOffset = pausedTime
    step(1)
    XCTAssertEqual(layer.presentationGeometry.center.x, 50, accuracy: 1e-9, "paused")
    XCTAssertFalse(engine.isAnimating, "a paused layer needs no frames")
    layer.timeOffset = pausedTime + 0.5
    XCTAssertEqual(layer.presentationGeometry.center.x, 100, accuracy: 1e-9, "scrubbed at once")
    step(1.0 / 60)
    XCTAssertEqual(layer.presentationGeometry.center.x, 100, accuracy: 1e-9)
    // Resuming as Apple's technical Q&A 1673 does: the layer's time goes on from where it was.
    let resumeFrom = layer.timeOffset
    layer.speed = 1
    layer.timeOffset = 0
    layer.beginTime = 0
    layer.beginTime = layer.convertTime(currentMediaTime(), from: nil) - resumeFrom
    XCTAssertEqual(layer.presentationGeometry.center.x, 100, accuracy: 1e-9)
    step(0.5)
    XCTAssertEqual(layer.presentationGeometry.center.x, 150, accuracy: 1e-9)
  }

  @MainActor func testTheDelegateHearsStartAndStopAndARemovedAnimationIsUnfinished() async {
    let layer = makeLayer()
    let recorder = Recorder("a")
    let animation = BasicAnimation(keyPath: "opacity")
    animation.toValue = 0
    animation.duration = 0.5
    animation.delegate = recorder
    layer.add(animation, forKey: "x")
    XCTAssertEqual(recorder.log, [], "delegates hear at the next frame")
    step(0.1)
    XCTAssertEqual(recorder.log, ["a start"])
    step(0.5)
    XCTAssertEqual(recorder.log, ["a start", "a stop true"])
    let second = Recorder("b")
    animation.delegate = second
    layer.add(animation, forKey: "x")
    step(0.1)
    layer.add(animation, forKey: "x")
    step(0.1)
    XCTAssertEqual(second.log.prefix(2), ["b start", "b stop false"])
  }

  @MainActor func testAnAdditiveAnimationAddsToTheModelValue() async {
    let layer = makeLayer()
    Transaction.begin()
    Transaction.setDisableActions(true)
    layer.position = Point(x: 100, y: 100)
    Transaction.commit()
    let shake = KeyframeAnimation(keyPath: "position.x")
    shake.values = [0, 10, -10, 0]
    shake.isAdditive = true
    shake.duration = 0.3
    layer.add(shake, forKey: "shake")
    step(0.1)
    XCTAssertEqual(layer.presentationGeometry.center.x, 110, accuracy: 1e-9)
  }

  @MainActor func testTheTransactionsDurationIsTheDefaultDuration() async {
    let layer = makeLayer()
    let animation = BasicAnimation(keyPath: "opacity")
    animation.fromValue = 0
    animation.toValue = 1
    layer.add(animation, forKey: "default")
    XCTAssertEqual(layer.animation(forKey: "default")?.duration, 0.25)
  }

  @MainActor func testAGroupRunsItsChildrenOnItsTime() async {
    let layer = makeLayer()
    let move = BasicAnimation(keyPath: "position.x")
    move.fromValue = 0
    move.toValue = 100
    let fade = BasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0
    fade.beginTime = 0.5
    fade.duration = 0.5
    let group = AnimationGroup()
    group.animations = [move, fade]
    group.duration = 1
    layer.add(group, forKey: "both")
    step(0.25)
    XCTAssertEqual(layer.presentationGeometry.center.x, 25, accuracy: 1e-9)
    XCTAssertEqual(layer.presentationGeometry.alpha, 1, accuracy: 1e-9)
    step(0.5)
    XCTAssertEqual(layer.presentationGeometry.center.x, 75, accuracy: 1e-9)
    XCTAssertEqual(layer.presentationGeometry.alpha, 0.5, accuracy: 1e-9)
  }

  @MainActor func testATransformRotationKeyPathTurnsPastHalfATurnKeepingThePerspective() async {
    let layer = makeLayer()
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    layer.transform = perspective
    let flip = BasicAnimation(keyPath: "transform.rotation.y")
    flip.fromValue = 0
    flip.toValue = Double.pi
    flip.duration = 1
    layer.add(flip, forKey: "flip")
    step(0.75)
    let expected = Transform3D(rotationAngle: 0.75 * .pi, x: 0, y: 1, z: 0).concatenating(
      perspective)
    XCTAssert(
      zip(layer.presentedTransform.entries, expected.entries).allSatisfy { abs($0 - $1) < 1e-9 })
  }
}

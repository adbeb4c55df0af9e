import Foundation
import TestSupport
import TransitionKit
import XCTest

/// Implicit animations, actions and transactions.
final class LayerActionTests: EngineTestCase {
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

  /// A view whose shape layer's path animates with the block it changes in, as UIKit code
  /// does it: an action for `path` from `action(for:forKey:)`.
  final class PathView: View {
    override class var layerClass: AnyClass { ShapeLayer.self }
    var shape: ShapeLayer { layer as! ShapeLayer }

    override func action(for layer: Layer, forKey event: String) -> (any LayerAction)? {
      if event == "path", View.inheritedAnimationDuration > 0 {
        let animation = BasicAnimation(keyPath: event)
        animation.fromValue = layer.presentation()?.value(forKey: event)
        animation.duration = View.inheritedAnimationDuration
        return animation
      }
      return super.action(for: layer, forKey: event)
    }
  }

  @MainActor func testAStandaloneLayerAnimatesImplicitlyOverAQuarterSecond() async {
    let layer = makeLayer()
    layer.opacity = 0
    XCTAssertEqual(layer.opacity, 0, "the model changes at once")
    XCTAssertEqual(layer.presentationGeometry.alpha, 1, accuracy: 1e-9)
    step(0.125)
    let eased = MediaTimingFunction(name: .default).value(at: 0.5)
    XCTAssertEqual(layer.presentationGeometry.alpha, 1 - eased, accuracy: 1e-9)
    step(0.2)
    XCTAssertEqual(layer.presentationGeometry.alpha, 0)
  }

  @MainActor func testDisabledActionsAndNewLayersChangeAtOnce() async {
    let layer = makeLayer()
    Transaction.begin()
    Transaction.setDisableActions(true)
    layer.opacity = 0.3
    Transaction.commit()
    XCTAssertEqual(layer.presentationGeometry.alpha, 0.3)
    let fresh = Layer()
    layer.addSublayer(fresh)
    fresh.opacity = 0.5
    XCTAssertEqual(fresh.presentationGeometry.alpha, 0.5, "not yet committed: no animation")
  }

  @MainActor func testATransactionsDurationAndTimingApplyToItsImplicitAnimations() async {
    let layer = makeLayer()
    Transaction.begin()
    Transaction.setAnimationDuration(1)
    Transaction.setAnimationTimingFunction(MediaTimingFunction(name: .linear))
    layer.position = Point(x: 100, y: 0)
    Transaction.commit()
    step(0.5)
    XCTAssertEqual(layer.presentationGeometry.center.x, 50, accuracy: 1e-9)
  }

  @MainActor func testAViewsOwnLayerDoesNotAnimateOutsideABlock() async {
    let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    step(1.0 / 60)
    view.layer.borderWidth = 4
    XCTAssertEqual(view.layer.presentationState.borderWidth, 4)
    XCTAssertFalse(engine.isAnimating)
  }

  @MainActor func testABlockAnimatesAViewLayersThreeDTransformAndBorder() async {
    let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      view.layer.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
      view.layer.borderWidth = 10
    }
    step(0.5)
    let expected = Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0)
    XCTAssert(
      zip(view.layer.presentedTransform.entries, expected.entries).allSatisfy {
        abs($0 - $1) < 1e-9
      })
    XCTAssertEqual(view.layer.presentationState.borderWidth, 5, accuracy: 1e-9)
    step(0.6)
    XCTAssertEqual(view.layer.presentationState.borderWidth, 10)
    XCTAssertFalse(engine.isAnimating)
  }

  @MainActor func testAShapeLayersPathDoesNotAnimateInABlockUnlessTheViewGivesAnAction() async {
    final class PlainShapeView: View {
      override class var layerClass: AnyClass { ShapeLayer.self }
    }
    let small = Path(ellipseIn: Rect(x: 45, y: 45, width: 10, height: 10))
    let large = Path(ellipseIn: Rect(x: 0, y: 0, width: 100, height: 100))
    let plain = PlainShapeView(frame: .zero)
    (plain.layer as! ShapeLayer).path = small
    let animated = PathView(frame: .zero)
    animated.shape.path = small
    step(1.0 / 60)
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      (plain.layer as! ShapeLayer).path = large
      animated.shape.path = large
    }
    step(0.5)
    XCTAssertEqual((plain.layer as! ShapeLayer).presentationShape.path, large)
    let bounds = animated.shape.presentationShape.path?.boundingBoxOfPath ?? .zero
    assertClose(bounds, Rect(x: 22.5, y: 22.5, width: 55, height: 55), tolerance: 1e-9)
  }

  @MainActor func testNestedTransactionsCompleteInnerFirstAfterTheirAnimations() async {
    let layer = makeLayer()
    var log: [String] = []
    final class Stop: AnimationDelegate {
      let action: () -> Void
      init(_ action: @escaping () -> Void) { self.action = action }
      func animationDidStop(_ anim: LayerAnimation, finished flag: Bool) { action() }
    }
    Transaction.begin()
    Transaction.setCompletionBlock { log.append("outer") }
    Transaction.begin()
    Transaction.setCompletionBlock { log.append("inner") }
    let fade = BasicAnimation(keyPath: "opacity")
    fade.toValue = 0
    fade.duration = 0.5
    fade.delegate = Stop { log.append("fade stopped") }
    layer.add(fade, forKey: "fade")
    Transaction.commit()
    let move = BasicAnimation(keyPath: "position.x")
    move.toValue = 100
    move.duration = 0.3
    layer.add(move, forKey: "move")
    Transaction.commit()
    Transaction.begin()
    Transaction.setCompletionBlock { log.append("empty") }
    Transaction.commit()
    XCTAssertEqual(log, ["empty"], "a transaction with no animations completes on commit")
    step(0.4)
    XCTAssertEqual(log, ["empty"], "the outer one waits for the inner one's animation too")
    step(0.2)
    XCTAssertEqual(log, ["empty", "fade stopped", "inner", "outer"])
  }

  @MainActor func testAnImplicitTransactionsCompletionRunsAfterItsAnimations() async {
    let layer = makeLayer()
    var done = false
    Transaction.setCompletionBlock { done = true }
    layer.opacity = 0
    step(1.0 / 60)
    XCTAssertFalse(done)
    step(0.3)
    XCTAssertTrue(done)
  }

  @MainActor func testAKeyValueKeyPathSetsThePartItNames() async {
    let layer = Layer()
    layer.setValue(3.0, forKeyPath: "transform.scale")
    XCTAssertEqual(layer.transform.affine, AffineTransform(scaleX: 3, y: 3))
    layer.setValue(40, forKeyPath: "position.x")
    XCTAssertEqual(layer.position.x, 40)
    XCTAssertEqual(layer.value(forKeyPath: "position.x") as? Double, 40)
  }
}

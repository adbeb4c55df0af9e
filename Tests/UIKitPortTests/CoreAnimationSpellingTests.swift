import TestSupport
import UIKit
import XCTest

/// A view whose shape layer's path follows the animation block it is changed in, the way iOS
/// code does it.
private final class RingView: UIView {
  override class var layerClass: AnyClass { CAShapeLayer.self }
  var ring: CAShapeLayer { layer as! CAShapeLayer }

  override func action(for layer: CALayer, forKey event: String) -> CAAction? {
    if event == "path", UIView.inheritedAnimationDuration > 0 {
      let animation = CABasicAnimation(keyPath: event)
      animation.fromValue = layer.presentation()?.value(forKeyPath: event)
      animation.duration = UIView.inheritedAnimationDuration
      animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
      return animation
    }
    return super.action(for: layer, forKey: event)
  }
}

/// A shape layer that redraws its path when its frame is set, as a rounded-corner layer of a
/// card deck does.
private final class CornerLayer: CAShapeLayer {
  var framesSeen = 0

  override var frame: CGRect {
    didSet {
      framesSeen += 1
      path =
        UIBezierPath(
          arcCenter: CGPoint(x: bounds.maxX, y: bounds.maxY), radius: bounds.width,
          startAngle: .pi, endAngle: .pi * 3 / 2, clockwise: true
        ).cgPath
    }
  }
}

/// Transition code written against QuartzCore builds through `import UIKit` and behaves as on
/// iOS: a perspective flip with keyframes, a stroke drawn on, a circular reveal, a transaction's
/// completion, a paused layer scrubbed, a blur faded in.
final class CoreAnimationSpellingTests: EngineTestCase {
  @MainActor func testAFlipWrittenAsOnIOS() async {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    var perspective = CATransform3DIdentity
    perspective.m34 = -1.0 / 500
    container.layer.sublayerTransform = perspective
    let card = UIView(frame: container.bounds)
    container.addSubview(card)
    UIView.animateKeyframes(
      withDuration: 0.6, delay: 0,
      options: UIView.KeyframeAnimationOptions(
        rawValue: UIView.AnimationOptions.curveLinear.rawValue)
    ) {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
        card.layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
      }
      UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
        card.layer.transform = CATransform3DIdentity
      }
    }
    step(0.15)
    let quarter = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
    XCTAssert(
      zip(card.layer.presentedTransform.entries, quarter.entries).allSatisfy { abs($0 - $1) < 1e-9 }
    )
    step(0.5)
    XCTAssertTrue(CATransform3DIsIdentity(card.layer.presentedTransform))
  }

  @MainActor func testAStrokeDrawnOnAndACircularReveal() async {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let stroke = CAShapeLayer()
    stroke.path = UIBezierPath(ovalIn: view.bounds.insetBy(dx: 10, dy: 10)).cgPath
    stroke.strokeColor = UIColor.systemBlue.cgColor
    stroke.fillColor = UIColor.clear.cgColor
    stroke.lineWidth = 4
    stroke.lineCap = .round
    view.layer.addSublayer(stroke)
    let draw = CABasicAnimation(keyPath: "strokeEnd")
    draw.fromValue = 0
    draw.toValue = 1
    draw.duration = 1
    stroke.add(draw, forKey: "draw")
    let mask = CAShapeLayer()
    let small = UIBezierPath(ovalIn: CGRect(x: 95, y: 95, width: 10, height: 10)).cgPath
    let large = UIBezierPath(ovalIn: CGRect(x: -40, y: -40, width: 280, height: 280)).cgPath
    mask.path = large
    view.layer.mask = mask
    let reveal = CABasicAnimation(keyPath: "path")
    reveal.fromValue = small
    reveal.toValue = large
    reveal.duration = 1
    mask.add(reveal, forKey: "reveal")
    step(0.5)
    XCTAssertEqual(stroke.presentationShape.strokeEnd, 0.5, accuracy: 1e-9)
    XCTAssertEqual(mask.presentationShape.path?.boundingBox.width ?? 0, 145, accuracy: 1e-9)
  }

  @MainActor func testAPathAnimatedFromTheViewsAction() async {
    let ring = RingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    ring.ring.path = UIBezierPath(ovalIn: CGRect(x: 45, y: 45, width: 10, height: 10)).cgPath
    step(1.0 / 60)
    UIView.animate(withDuration: 1) {
      ring.ring.path = UIBezierPath(ovalIn: ring.bounds).cgPath
    }
    step(0.5)
    XCTAssertEqual(
      ring.ring.presentationShape.path?.boundingBoxOfPath.width ?? 0, 55, accuracy: 1e-9)
  }

  @MainActor func testATransactionsCompletionAndAPausedLayer() async {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    var completed = false
    CATransaction.begin()
    CATransaction.setCompletionBlock { completed = true }
    let slide = CABasicAnimation(keyPath: "position.x")
    slide.fromValue = 0
    slide.toValue = 100
    slide.duration = 1
    slide.beginTime = CACurrentMediaTime()
    view.layer.add(slide, forKey: "slide")
    CATransaction.commit()
    step(0.25)
    let paused = view.layer.convertTime(CACurrentMediaTime(), from: nil)
    view.layer.speed = 0
    view.layer.timeOffset = paused
    step(2)
    XCTAssertFalse(completed)
    view.layer.timeOffset = paused + 0.5
    step(1.0 / 60)
    XCTAssertEqual(view.layer.presentation()?.position.x ?? 0, 75, accuracy: 1e-9)
    view.layer.speed = 1
    view.layer.timeOffset = 0
    view.layer.beginTime = 0
    view.layer.beginTime = view.layer.convertTime(CACurrentMediaTime(), from: nil) - paused - 0.5
    step(0.5)
    XCTAssertTrue(completed)
  }

  @MainActor func testABlurFadesIn() async {
    let blur = UIVisualEffectView(effect: nil)
    blur.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    UIView.animate(withDuration: 0.4) { blur.effect = UIBlurEffect(style: .dark) }
    step(0.5)
    XCTAssertEqual(blur.backdropLayer.presentationBackdrop.blurRadius, 20)
    XCTAssertTrue(
      UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light)).blurEffect.style == .light)
  }

  @MainActor func testALayerSubclassWatchesItsFrame() async {
    let corner = CornerLayer()
    corner.frame = CGRect(x: 10, y: 20, width: 16, height: 16)
    XCTAssertEqual(corner.framesSeen, 1)
    XCTAssertEqual(corner.frame, CGRect(x: 10, y: 20, width: 16, height: 16))
    XCTAssertEqual(corner.position, CGPoint(x: 18, y: 28))
    let box = corner.path?.boundingBoxOfPath
    XCTAssertEqual(box?.maxX ?? 0, 16, accuracy: 1e-9)
    XCTAssertEqual(box?.maxY ?? 0, 16, accuracy: 1e-9)
  }
}

import Foundation
import XCTest

/// A scene of one's own whose dismissal is written with Core Animation as on iOS, through
/// `import UIKit` alone: built by `--scene-file`, replayed, and read back through the trace.
final class CoreAnimationSceneFileTests: SceneFolderTestCase {
  override class var folderPrefix: String { "ca-scene" }

  /// The dismissal animator, as an iOS app writes it: the modal turned away under a
  /// perspective, a ring stroked on, a spring, keyframes in the cubic mode, a blur, and the
  /// transition completed from the transaction's completion block.
  static let animator = """
    class DismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
      let duration: TimeInterval

      init(duration: TimeInterval) {
        self.duration = duration
      }

      func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
      {
        duration
      }

      func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
          let toVC = transitionContext.viewController(forKey: .to)
        else { return }
        let container = transitionContext.containerView
        container.insertSubview(toVC.view, belowSubview: fromVC.view)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        container.layer.sublayerTransform = perspective
        fromVC.view.layer.isDoubleSided = false
        fromVC.view.layer.cornerCurve = .continuous

        let ring = CAShapeLayer()
        ring.name = "ring"
        ring.path = UIBezierPath(ovalIn: CGRect(x: 100, y: 300, width: 190, height: 190)).cgPath
        ring.strokeColor = UIColor.systemBlue.cgColor
        ring.fillColor = UIColor.clear.cgColor
        ring.lineWidth = 6
        ring.lineCap = .round
        ring.strokeEnd = 1
        toVC.view.layer.addSublayer(ring)

        let badge = CALayer()
        badge.name = "badge"
        badge.frame = CGRect(x: 20, y: 60, width: 40, height: 40)
        badge.backgroundColor = UIColor.systemRed.cgColor
        toVC.view.layer.addSublayer(badge)

        let blur = UIVisualEffectView(effect: nil)
        blur.frame = toVC.view.bounds
        toVC.view.addSubview(blur)

        CATransaction.begin()
        CATransaction.setCompletionBlock {
          ring.removeFromSuperlayer()
          blur.removeFromSuperview()
          transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = duration
        ring.add(draw, forKey: "draw")

        let pop = CASpringAnimation(perceptualDuration: duration, bounce: 0.3)
        pop.keyPath = "transform.scale"
        pop.fromValue = 0.5
        pop.toValue = 1
        pop.duration = duration
        badge.add(pop, forKey: "pop")

        let wobble = CAKeyframeAnimation(keyPath: "position.x")
        wobble.values = [40, 80, 40]
        wobble.keyTimes = [0, 0.5, 1]
        wobble.calculationMode = .cubic
        wobble.duration = duration
        wobble.beginTime = CACurrentMediaTime()
        let group = CAAnimationGroup()
        group.animations = [wobble]
        group.duration = duration
        badge.add(group, forKey: "wobble")
        CATransaction.commit()

        UIView.animateKeyframes(withDuration: duration, delay: 0, options: [.calculationModeCubic]) {
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
            fromVC.view.layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
            blur.effect = UIBlurEffect(style: .systemThinMaterial)
          }
        }
      }
    }

    """

  func testAnAnimatorWrittenWithCoreAnimationBuildsAndItsLayersAnimateInTheTrace() throws {
    let made = try TransitionLabProcess.run(
      ["new-scene", "ca-modal", "--dir", directory.path], environment: environment)
    XCTAssertEqual(made.status, 0, made.standardError)
    let file = try XCTUnwrap(made.outputLines.first)
    var text = try String(contentsOfFile: file, encoding: .utf8)
    let start = try XCTUnwrap(
      text.range(of: "class DismissAnimator"), "the template ends with its dismissal animator")
    text.replaceSubrange(start.lowerBound..<text.endIndex, with: Self.animator)
    try text.write(toFile: file, atomically: true, encoding: .utf8)

    let trace = directory.appendingPathComponent("trace.jsonl").path
    let tap = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("data/gestures/tap-close.json").path
    let result = try TransitionLabProcess.run(
      ["replay", "--scene-file", file, "--gesture", tap, "--trace", trace],
      environment: environment)
    XCTAssertEqual(result.status, 0, result.standardError)
    XCTAssertTrue(
      result.standardOutput.contains("\"presented\":false"),
      "the transaction's completion completes the dismissal: \(result.standardOutput)")

    let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").compactMap
    {
      try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
    let strokes = lines.filter {
      $0["kind"] as? String == "layer-animation" && $0["layer"] as? String == "ring"
        && $0["key_path"] as? String == "strokeEnd"
    }.compactMap { $0["value"] as? Double }
    XCTAssertGreaterThan(strokes.count, 10, "the ring is stroked on over many frames")
    XCTAssertEqual(strokes, strokes.sorted(), "strokeEnd only grows")
    XCTAssertLessThan(strokes.first ?? 1, 0.1)
    XCTAssertGreaterThan(strokes.last ?? 0, 0.9)
    let badge = Set(
      lines.filter {
        $0["kind"] as? String == "layer-animation" && $0["layer"] as? String == "badge"
      }
      .compactMap { $0["key_path"] as? String })
    XCTAssertTrue(badge.contains("transform.scale"), "the spring scales the badge: \(badge)")
    XCTAssertTrue(badge.contains("position.x"), "the keyframes move it: \(badge)")
    let events = lines.filter { $0["kind"] as? String == "layer-animation-event" }
    let completion = try XCTUnwrap(
      events.firstIndex { $0["event"] as? String == "transaction-completion" })
    let stops = events.indices.filter { events[$0]["event"] as? String == "stop" }
    XCTAssertEqual(stops.count, 3, "draw, pop and wobble each stop once")
    XCTAssertTrue(stops.allSatisfy { $0 < completion }, "the delegates hear first")
  }
}

import Foundation
import TransitionKit

/// Reveals the new screen through a circle that grows from the button until it covers the
/// screen (or, dismissing, shrinks back into the button): a shape layer set as the screen's
/// layer's mask, its `path` animated by a basic animation between two circles, and the
/// transition completed from the animation's delegate when it stops.
@MainActor
final class RevealAnimator: AnimatedTransitioning, AnimationDelegate {
  let parameters: ParameterStore
  let presenting: Bool
  /// The button's frame in the window: where the circle starts and ends.
  let buttonFrame: Rect
  private weak var transitionContext: TransitionContext?
  private weak var revealedView: View?

  init(parameters: ParameterStore, presenting: Bool, buttonFrame: Rect) {
    self.parameters = parameters
    self.presenting = presenting
    self.buttonFrame = buttonFrame
  }

  func transitionDuration(using transitionContext: TransitionContext?) -> Double {
    parameters.duration
  }

  func animateTransition(using transitionContext: TransitionContext) {
    self.transitionContext = transitionContext
    let containerView = transitionContext.containerView
    guard
      let revealed = presenting
        ? transitionContext.view(forKey: .to) : transitionContext.view(forKey: .from)
    else {
      transitionContext.completeTransition(false)
      return
    }
    revealedView = revealed
    if presenting { containerView.addSubview(revealed) }

    let small = BezierPath(ovalIn: buttonFrame)
    let center = Point(x: buttonFrame.midX, y: buttonFrame.midY)
    let bounds = containerView.bounds
    let corners = [
      Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
      Point(x: bounds.minX, y: bounds.maxY), Point(x: bounds.maxX, y: bounds.maxY),
    ]
    let radius = corners.map { $0.distance(to: center) }.max() ?? 0
    let large = BezierPath(
      ovalIn: Rect.centered(at: center, size: Size(width: 2 * radius, height: 2 * radius)))

    let maskLayer = ShapeLayer()
    maskLayer.name = "reveal-mask"
    maskLayer.frame = revealed.bounds
    maskLayer.path = (presenting ? large : small).cgPath
    revealed.layer.mask = maskLayer

    let duration = transitionDuration(using: transitionContext)
    let animation: BasicAnimation
    if parameters.timingChoice == .spring {
      // A spring of the scene's damping ratio that settles within the duration.
      let spring = DampedSpring.settling(
        dampingRatio: parameters.dampingRatio, initialVelocity: 0, within: duration)
      let springAnimation = SpringAnimation(keyPath: "path")
      springAnimation.mass = spring.mass
      springAnimation.stiffness = spring.stiffness
      springAnimation.damping = spring.damping
      animation = springAnimation
    } else {
      animation = BasicAnimation(keyPath: "path")
      animation.timingFunction = MediaTimingFunction(bezier: parameters.revealCurve, name: nil)
    }
    animation.fromValue = (presenting ? small : large).cgPath
    animation.toValue = (presenting ? large : small).cgPath
    animation.duration = duration
    animation.delegate = self
    maskLayer.add(animation, forKey: "path")
  }

  func animationDidStop(_ anim: LayerAnimation, finished flag: Bool) {
    guard let transitionContext else { return }
    // Done or taken back, the screen shows whole again (a dismissal that finished leaves).
    revealedView?.layer.mask = nil
    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
  }
}

extension ParameterStore {
  /// The reveal's curve for the timing choices that are curves.
  @MainActor var revealCurve: UnitBezier {
    switch timingChoice {
    case .linear: AnimationCurve.linear.bezier
    case .bezier:
      UnitBezier(
        x1: bezierControlPoints.x1, y1: bezierControlPoints.y1, x2: bezierControlPoints.x2,
        y2: bezierControlPoints.y2)
    default: AnimationCurve.easeInOut.bezier
    }
  }
}

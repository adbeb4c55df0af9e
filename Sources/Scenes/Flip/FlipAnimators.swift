import Foundation
import TransitionKit

/// The 3-D helpers the flip's animators share: a turn about the vertical axis, and the
/// perspective the container gives its sublayers.
enum FlipAnimationHelper {
  /// A turn of `angle` radians about the y axis.
  static func yRotation(_ angle: Double) -> Transform3D {
    Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
  }

  /// Gives the container's sublayers a perspective: a viewer `distance` points in front of it
  /// (m34 = −1 / distance).
  @MainActor static func perspectiveTransform(for containerView: View, distance: Double) {
    var transform = Transform3D.identity
    transform.m34 = -1 / Swift.max(distance, 1)
    containerView.layer.sublayerTransform = transform
  }
}

/// Turns the card over to become the next screen: the card turns edge-on, a picture of the
/// next screen, the size of the card, turns in from its back, then grows to fill the screen —
/// three keyframes under a perspective on the container.
@MainActor
final class FlipPresentAnimator: AnimatedTransitioning {
  let parameters: ParameterStore
  /// The card's frame in the window, where the picture of the next screen starts.
  let originFrame: Rect

  init(parameters: ParameterStore, originFrame: Rect) {
    self.parameters = parameters
    self.originFrame = originFrame
  }

  func transitionDuration(using transitionContext: TransitionContext?) -> Double {
    parameters.duration
  }

  func animateTransition(using transitionContext: TransitionContext) {
    guard let fromVC = transitionContext.viewController(forKey: .from),
      let toVC = transitionContext.viewController(forKey: .to),
      let snapshot = toVC.view.snapshotView(afterScreenUpdates: true)
    else {
      transitionContext.completeTransition(false)
      return
    }
    let containerView = transitionContext.containerView
    let finalFrame = transitionContext.finalFrame(for: toVC)
    let card = fromVC.view.view(named: "card")
    snapshot.frame = originFrame
    snapshot.layer.cornerRadius = FlipScene.cardCornerRadius
    snapshot.layer.masksToBounds = true
    snapshot.name = "flip-snapshot"
    containerView.addSubview(toVC.view)
    containerView.addSubview(snapshot)
    toVC.view.isHidden = true
    FlipAnimationHelper.perspectiveTransform(
      for: containerView, distance: parameters.number(FlipScene.Key.perspective))
    snapshot.layer.transform = FlipAnimationHelper.yRotation(.pi / 2)
    let duration = transitionDuration(using: transitionContext)
    View.animateKeyframes(
      withDuration: duration, delay: 0, options: parameters.keyframeOptions,
      animations: {
        View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1.0 / 3) {
          card?.layer.transform = FlipAnimationHelper.yRotation(-.pi / 2)
        }
        View.addKeyframe(withRelativeStartTime: 1.0 / 3, relativeDuration: 1.0 / 3) {
          snapshot.layer.transform = FlipAnimationHelper.yRotation(0)
        }
        View.addKeyframe(withRelativeStartTime: 2.0 / 3, relativeDuration: 1.0 / 3) {
          snapshot.frame = finalFrame
          snapshot.layer.cornerRadius = 0
        }
      },
      completion: { _ in
        toVC.view.isHidden = false
        snapshot.removeFromSuperview()
        card?.layer.transform = Transform3D.identity
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}

/// The presentation backwards: the next screen shrinks to the card's size, turns edge-on, and
/// the card turns back in from behind it. Driven by the swipe from the screen's left edge.
@MainActor
final class FlipDismissAnimator: AnimatedTransitioning {
  let parameters: ParameterStore
  /// The card's frame in the window, where the screen shrinks to.
  let destinationFrame: Rect
  let interactionController: FlipSwipeInteractionController?

  init(
    parameters: ParameterStore, destinationFrame: Rect,
    interactionController: FlipSwipeInteractionController?
  ) {
    self.parameters = parameters
    self.destinationFrame = destinationFrame
    self.interactionController = interactionController
  }

  func transitionDuration(using transitionContext: TransitionContext?) -> Double {
    parameters.duration
  }

  func animateTransition(using transitionContext: TransitionContext) {
    guard let fromVC = transitionContext.viewController(forKey: .from),
      let toVC = transitionContext.viewController(forKey: .to),
      let snapshot = fromVC.view.snapshotView(afterScreenUpdates: false)
    else {
      transitionContext.completeTransition(false)
      return
    }
    snapshot.layer.cornerRadius = FlipScene.cardCornerRadius
    snapshot.layer.masksToBounds = true
    snapshot.name = "flip-snapshot"
    let containerView = transitionContext.containerView
    containerView.insertSubview(toVC.view, at: 0)
    containerView.addSubview(snapshot)
    fromVC.view.isHidden = true
    let card = toVC.view.view(named: "card")
    FlipAnimationHelper.perspectiveTransform(
      for: containerView, distance: parameters.number(FlipScene.Key.perspective))
    card?.layer.transform = FlipAnimationHelper.yRotation(-.pi / 2)
    let duration = transitionDuration(using: transitionContext)
    View.animateKeyframes(
      withDuration: duration, delay: 0, options: parameters.keyframeOptions,
      animations: {
        View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1.0 / 3) {
          snapshot.frame = self.destinationFrame
          snapshot.layer.cornerRadius = FlipScene.cardCornerRadius
        }
        View.addKeyframe(withRelativeStartTime: 1.0 / 3, relativeDuration: 1.0 / 3) {
          snapshot.layer.transform = FlipAnimationHelper.yRotation(.pi / 2)
        }
        View.addKeyframe(withRelativeStartTime: 2.0 / 3, relativeDuration: 1.0 / 3) {
          card?.layer.transform = FlipAnimationHelper.yRotation(0)
        }
      },
      completion: { _ in
        fromVC.view.isHidden = false
        snapshot.removeFromSuperview()
        if transitionContext.transitionWasCancelled {
          toVC.view.removeFromSuperview()
        }
        card?.layer.transform = Transform3D.identity
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}

extension ParameterStore {
  /// The keyframe options the flip's parameters choose: the calculation mode, over UIKit's
  /// default ease-in-out run (the tutorial passes `.calculationModeCubic` alone).
  @MainActor var keyframeOptions: KeyframeAnimationOptions {
    switch choice(FlipScene.Key.calculationMode) {
    case "linear": .calculationModeLinear
    case "discrete": .calculationModeDiscrete
    case "paced": .calculationModePaced
    case "cubic-paced": .calculationModeCubicPaced
    default: .calculationModeCubic
    }
  }
}

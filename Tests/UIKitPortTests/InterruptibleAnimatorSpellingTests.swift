import TestSupport
import UIKit
import XCTest

/// An animator written as Apple's interruptible-transition sample code writes one: it vends
/// one property animator per transition from `interruptibleAnimator(using:)`, with UIKit's
/// signature, and starts it from `animateTransition(using:)`.
@MainActor
private final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  private var animator: UIViewImplicitlyAnimating?
  private(set) var vended = 0

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    return 0.3
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    interruptibleAnimator(using: transitionContext).startAnimation()
  }

  func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
    -> UIViewImplicitlyAnimating
  {
    if let animator = animator { return animator }
    let toView = transitionContext.view(forKey: .to)!
    toView.alpha = 0
    transitionContext.containerView.addSubview(toView)
    let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { toView.alpha = 1 }
    animator.addCompletion { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
    self.animator = animator
    vended += 1
    return animator
  }
}

/// Hands out the fade, and an interaction controller when asked to.
@MainActor
private final class FadeDelegate: NSObject, UIViewControllerTransitioningDelegate {
  let fade = FadeAnimator()
  let interactor = UIPercentDrivenInteractiveTransition()
  var interactive = false

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    return fade
  }

  func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  {
    return interactive ? interactor : nil
  }
}

/// `interruptibleAnimator(using:)` written with UIKit's signature is the one TransitionKit
/// calls: an interactive presentation scrubs the animator it vends.
final class InterruptibleAnimatorSpellingTests: EngineTestCase {
  @MainActor func testUIKitsSignatureIsTheAnimatorAnInteractiveTransitionDrives() async {
    let root = UIViewController()
    let port = PortWindow(root, engine: engine)
    let modal = UIViewController()
    let delegate = FadeDelegate()
    delegate.interactive = true
    modal.transitioningDelegate = delegate
    root.present(modal, animated: true)
    XCTAssertEqual(delegate.fade.vended, 1)
    delegate.interactor.update(0.5)
    port.advance(1.0 / 60)
    XCTAssertGreaterThan(modal.view.presentation.alpha, 0)
    XCTAssertLessThan(modal.view.presentation.alpha, 1)
    delegate.interactor.finish()
    port.settle()
    XCTAssertIdentical(root.presentedViewController, modal)
    XCTAssertEqual(modal.view.presentation.alpha, 1)
    XCTAssertEqual(delegate.fade.vended, 1)
  }

  @MainActor func testWithoutAnInteractionControllerTheAnimatorStartsIt() async {
    let root = UIViewController()
    let port = PortWindow(root, engine: engine)
    let modal = UIViewController()
    let delegate = FadeDelegate()
    modal.transitioningDelegate = delegate
    root.present(modal, animated: true)
    port.settle()
    XCTAssertIdentical(root.presentedViewController, modal)
    XCTAssertEqual(modal.view.presentation.alpha, 1)
    XCTAssertEqual(port.transitions.last?.completed, true)
  }
}

import Foundation
import TestSupport
import TransitionKit
import XCTest

/// A controller that makes itself its own transitioning delegate once its view loads, as the
/// edge-pan tutorial's modal does.
@MainActor
final class SelfDelegatingController: ViewController, TransitioningDelegate {
  let log: EventLog
  let animator = ClosureAnimator.slide(duration: 0.3)

  init(log: EventLog) {
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    log.add("self.viewDidLoad")
    transitioningDelegate = self
  }

  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any AnimatedTransitioning)? {
    log.add("self.animator(presented:)")
    return animator
  }

  func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
    log.add("self.animator(dismissed:)")
    return animator
  }

  func interactionControllerForPresentation(using animator: any AnimatedTransitioning)
    -> (any InteractiveTransitioning)?
  {
    log.add("self.interactionForPresentation")
    return nil
  }
}

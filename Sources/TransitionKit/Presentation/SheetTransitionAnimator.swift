/// Puts the sheet in its container (the presentation) or takes it out (the dismissal). The
/// presentation slides the sheet up on its settle spring and completes when the slide ends,
/// so the appearance callbacks come at the end of the motion, as UIKit's, and presses wait
/// for it; a dismissal that finds the sheet on screen slides it down first.
@MainActor
final class SheetTransitionAnimator: AnimatedTransitioning {
  let sheet: SheetPresentationController

  init(sheet: SheetPresentationController) { self.sheet = sheet }

  func transitionDuration(using transitionContext: TransitionContext?) -> Double {
    sheet.settleDuration
  }

  func animateTransition(using transitionContext: TransitionContext) {
    let container = transitionContext.containerView
    switch transitionContext.kind {
    case .present:
      guard let presented = transitionContext.viewController(forKey: .to),
        let presenting = transitionContext.viewController(forKey: .from)
      else { return }
      sheet.install(in: container, presented: presented.view, presenting: presenting.view)
      guard transitionContext.isAnimated, let target = sheet.restTop(of: sheet.selected) else {
        if let target = sheet.restTop(of: sheet.selected) { sheet.move(to: target) }
        transitionContext.completeTransition(true)
        return
      }
      sheet.settle(to: target, velocity: 0) { [sheet] in sheet.finishPresentation() }
      if sheet.isSettling {
        sheet.pendingPresentation = { transitionContext.completeTransition(true) }
      } else {
        transitionContext.completeTransition(true)
      }
    case .dismiss:
      let height = sheet.containerHeight
      let done = { [sheet] in
        sheet.uninstall()
        transitionContext.completeTransition(true)
      }
      if sheet.top < height - 1e-6, transitionContext.isAnimated {
        sheet.settle(to: height, velocity: 0, completion: done)
      } else {
        sheet.stopSettling()
        done()
      }
    case .push, .pop:
      // A sheet is never pushed or popped: the views stay as they are.
      transitionContext.completeTransition(true)
    }
  }
}

/// Plays the sheet's presentation and dismissal; the sheet puts its views into the container
/// when the presentation begins and takes them out when the dismissal ends. The presentation
/// slides the sheet up on its settle spring and completes when the slide ends,
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
      // The sheet put its views into the container when the presentation began.
      if sheet.container !== container, let presented = transitionContext.view(forKey: .to),
        let presenting = transitionContext.viewController(forKey: .from)?.view
      {
        sheet.install(in: container, presented: presented, presenting: presenting)
      }
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
      // The sheet takes its views out when the dismissal ends.
      let done = { transitionContext.completeTransition(true) }
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

import TestSupport
import TransitionKit
import XCTest

/// The most common idiom of iOS code: change a constraint, then `layoutIfNeeded()` inside an
/// animation block, and the frames it changes animate — in a block, in a property animator, in
/// a transition's animator, and under a percent-driven interaction scrubbed, finished and
/// cancelled.
final class ConstraintAnimationTests: EngineTestCase {
  /// A screen with a card constrained to its bottom edge, off screen until `cardBottom` is 0.
  @MainActor final class SheetController: ViewController {
    let card = View()
    let handle = View()
    var cardBottom: LayoutConstraint!
    static let cardHeight = 300.0

    override func viewDidLoad() {
      super.viewDidLoad()
      card.translatesAutoresizingMaskIntoConstraints = false
      handle.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(card)
      card.addSubview(handle)
      cardBottom = card.bottomAnchor.constraint(
        equalTo: view.bottomAnchor, constant: Self.cardHeight)
      LayoutConstraint.activate([
        card.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        card.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        card.heightAnchor.constraint(equalToConstant: Self.cardHeight),
        cardBottom,
        handle.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
        handle.centerXAnchor.constraint(equalTo: card.centerXAnchor),
        handle.widthAnchor.constraint(equalToConstant: 40),
        handle.heightAnchor.constraint(equalToConstant: 5),
      ])
    }
  }

  @MainActor private func column() -> (View, View, View, LayoutConstraint) {
    let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let box = View()
    let still = View()
    for view in [box, still] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    let top = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)
    LayoutConstraint.activate([
      top, box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.widthAnchor.constraint(equalToConstant: 50),
      box.heightAnchor.constraint(equalToConstant: 50),
      still.topAnchor.constraint(equalTo: root.topAnchor),
      still.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      still.widthAnchor.constraint(equalToConstant: 10),
      still.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    return (root, box, still, top)
  }

  @MainActor func testLayoutIfNeededInAnAnimationBlockAnimatesWhatMoved() async {
    let (root, box, still, top) = column()
    top.constant = 500
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear, animations: { root.layoutIfNeeded() })
    XCTAssertEqual(box.frame.minY, 500, "the model value is the new frame at once")
    XCTAssertEqual(box.presentation.center.y, 125, "what is drawn starts where it was")
    step(0.5)
    XCTAssertEqual(box.presentation.center.y, 325, accuracy: 1e-9)
    XCTAssertEqual(
      still.presentation, still.modelValues, "a view that did not move does not animate")
    step(0.5)
    XCTAssertEqual(box.presentation.center.y, 525, accuracy: 1e-9)
    XCTAssertFalse(engine.isAnimating)
  }

  @MainActor func testWithoutLayoutIfNeededTheBlockDoesNotAnimateTheConstraint() async {
    let window = Window(screen: Screen(size: Size(width: 390, height: 844)), engine: engine)
    let (root, box, _, top) = column()
    window.addSubview(root)
    window.tick()
    View.animate(withDuration: 1) { top.constant = 400 }
    window.tick()
    XCTAssertEqual(box.presentation.center.y, 425, "laid out at the next frame, not animated")
  }

  @MainActor func testAPropertyAnimatorScrubsAConstraintChange() async {
    let (root, box, _, top) = column()
    top.constant = 300
    let animator = PropertyAnimator(duration: 1, curve: .linear) { root.layoutIfNeeded() }
    animator.pauseAnimation()
    animator.fractionComplete = 0.25
    XCTAssertEqual(box.presentation.center.y, 175, accuracy: 1e-9)
    animator.fractionComplete = 0.75
    XCTAssertEqual(box.presentation.center.y, 275, accuracy: 1e-9)
    animator.isReversed = true
    animator.startAnimation()
    run(for: 1)
    XCTAssertEqual(box.presentation.center.y, 125, accuracy: 1e-9)
  }

  @MainActor private func sheetRig(
    presentation: Bool
  ) -> (TransitionRig, SheetController, ScriptedDelegate, PercentDrivenInteractiveTransition) {
    let rig = TransitionRig(engine: engine)
    let sheet = SheetController()
    sheet.modalPresentationStyle = .overFullScreen
    let delegate = ScriptedDelegate()
    sheet.transitioningDelegate = delegate
    rig.keep(delegate)
    let interactor = PercentDrivenInteractiveTransition()
    let present = ClosureAnimator(duration: 1) { animator, context in
      let presented = context.viewController(forKey: .to) as! SheetController
      let container = context.containerView
      container.addSubview(presented.view)
      presented.view.frame = context.finalFrame(for: presented)
      presented.view.layoutIfNeeded()
      presented.cardBottom.constant = 0
      View.animate(
        withDuration: animator.duration, delay: 0, options: .curveLinear,
        animations: { container.layoutIfNeeded() },
        completion: { _ in animator.complete(context) })
    }
    let dismiss = ClosureAnimator(duration: 1) { animator, context in
      let presented = context.viewController(forKey: .from) as! SheetController
      presented.cardBottom.constant = SheetController.cardHeight
      View.animate(
        withDuration: animator.duration, delay: 0, options: .curveLinear,
        animations: { presented.view.layoutIfNeeded() },
        completion: { _ in animator.complete(context) })
    }
    delegate.presentAnimator = present
    delegate.dismissAnimator = dismiss
    rig.keep(present)
    rig.keep(dismiss)
    if !presentation { delegate.dismissInteractor = interactor }
    return (rig, sheet, delegate, interactor)
  }

  @MainActor func testAConstraintAnimatesInsideATransition() async {
    let (rig, sheet, _, _) = sheetRig(presentation: true)
    rig.root.present(sheet, animated: true)
    // The card starts below the screen (top at 844) and rises to rest on the bottom (544).
    XCTAssertEqual(sheet.card.presentation.center.y, 844 + 150, accuracy: 1e-9)
    XCTAssertEqual(sheet.card.frame.minY, 544)
    rig.step(0.5)
    XCTAssertEqual(sheet.card.presentation.center.y, 694 + 150, accuracy: 1e-9)
    XCTAssertTrue(rig.run(until: { rig.window.activeTransition == nil }))
    XCTAssertEqual(sheet.card.presentation.center.y, 694, accuracy: 1e-9)
    XCTAssertEqual(sheet.handle.frame, Rect(x: 175, y: 8, width: 40, height: 5))
    XCTAssertTrue(rig.root.presentedViewController === sheet)
  }

  @MainActor private func presentedSheet() -> (
    TransitionRig, SheetController, PercentDrivenInteractiveTransition
  ) {
    let (rig, sheet, _, interactor) = sheetRig(presentation: false)
    rig.root.present(sheet, animated: true)
    XCTAssertTrue(rig.run(until: { rig.window.activeTransition == nil }))
    PointerScript(window: rig.window).down(195, 700)
    rig.root.dismiss(animated: true)
    return (rig, sheet, interactor)
  }

  @MainActor func testAConstraintAnimationIsScrubbedByAPercentDrivenInteraction() async {
    let (rig, sheet, interactor) = presentedSheet()
    XCTAssertEqual(sheet.card.presentation.center.y, 694, accuracy: 1e-9, "nothing moves yet")
    for p in [0.25, 0.8, 0.1, 0.5] {
      interactor.update(p)
      XCTAssertEqual(sheet.card.presentation.center.y, 694 + 300 * p, accuracy: 1e-9, "p = \(p)")
      rig.step(0.3)
      XCTAssertEqual(sheet.card.presentation.center.y, 694 + 300 * p, accuracy: 1e-9, "p = \(p)")
    }
  }

  @MainActor func testAScrubbedConstraintAnimationFinishes() async {
    let (rig, sheet, interactor) = presentedSheet()
    interactor.update(0.4)
    PointerScript(window: rig.window).up(195, 700)
    interactor.finish()
    XCTAssertTrue(rig.run(until: { rig.window.activeTransition == nil }))
    XCTAssertNil(rig.root.presentedViewController)
    XCTAssertEqual(sheet.card.presentation.center.y, 994, accuracy: 1e-9)
    XCTAssertEqual(sheet.card.frame.minY, 844)
  }

  @MainActor func testACancelledConstraintAnimationGoesBack() async {
    let (rig, sheet, interactor) = presentedSheet()
    interactor.update(0.6)
    PointerScript(window: rig.window).up(195, 700)
    interactor.cancel()
    XCTAssertTrue(rig.run(until: { rig.window.activeTransition == nil }))
    XCTAssertTrue(rig.root.presentedViewController === sheet)
    XCTAssertEqual(sheet.card.presentation.center.y, 694, accuracy: 1e-9)
    XCTAssertEqual(sheet.card.frame.minY, 544, "the frames are put back, as UIKit puts them back")
    // As in UIKit, the constant stays where the animator set it: the next layout of the card's
    // superview places the card by it, unless the app puts the constant back.
    XCTAssertEqual(sheet.cardBottom.constant, SheetController.cardHeight)
    sheet.cardBottom.constant = 0
    rig.step(1.0 / 60)
    XCTAssertEqual(sheet.card.frame.minY, 544)
  }
}

import TestSupport
import TransitionKit
import XCTest

@MainActor
private final class Card: NSObject {
  var shown = 0
  func title() -> String { "card" }
  func show() { shown += 1 }
}

/// `responds(to:)` and selectors of methods that return a value, as code written for the
/// Objective-C runtime asks before calling an optional method.
final class RespondsToTests: EngineTestCase {
  @MainActor func testAnObjectRespondsToTheMethodsOfItsType() async {
    let card = Card()
    XCTAssertTrue(card.responds(to: Selector(Card.title)))
    XCTAssertTrue(card.responds(to: Selector(Card.show)))
    XCTAssertFalse(NSObject().responds(to: Selector(Card.title)))
    XCTAssertFalse(card.responds(to: nil))
    XCTAssertTrue(Selector(Card.title).perform(on: card, sender: nil), "the result is discarded")
  }

  @MainActor func testATransitionContextRespondsToItsOwnMethods() async {
    let root = ViewController()
    let window = Window(screen: Screen(size: Screen.defaultSize), engine: engine)
    window.rootViewController = root
    var answered: Bool?
    let probe = RespondsProbe { context in
      answered = context.responds(to: Selector(TransitionContext.view(forKey:)))
    }
    let modal = ViewController()
    modal.transitioningDelegate = probe
    modal.modalPresentationStyle = .custom
    root.present(modal, animated: true)
    engine.settle()
    XCTAssertEqual(answered, true)
    XCTAssertFalse(
      root.responds(to: Selector(TransitionContext.view(forKey:))), "a controller is no context")
  }
}

/// Presents with an animator that asks the context what it responds to, then completes.
@MainActor
private final class RespondsProbe: NSObject, TransitioningDelegate, AnimatedTransitioning {
  let ask: (TransitionContext) -> Void
  init(ask: @escaping (TransitionContext) -> Void) { self.ask = ask }

  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any AnimatedTransitioning)? { self }

  func transitionDuration(using transitionContext: TransitionContext?) -> Double { 0.1 }

  func animateTransition(using transitionContext: TransitionContext) {
    ask(transitionContext)
    if let to = transitionContext.view(forKey: .to) {
      transitionContext.containerView.addSubview(to)
    }
    transitionContext.completeTransition(true)
  }
}

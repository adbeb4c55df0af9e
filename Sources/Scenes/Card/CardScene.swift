import TransitionKit

/// "Leveraging Interactive Custom View Controller Transitions": a Payments screen whose blue
/// "Present Modal" button slides a semi-screen card with a black QR square up over a snapshot
/// of the screen, with a dimming overlay; a vertical pan dismisses it.
public enum CardScene {
  public static let id = "card"

  enum Key {
    static let dimming = "dimming"
    static let cardHeight = "card-height"
  }

  public static let descriptor = SceneDescriptor(
    id: id, title: "Payment card",
    summary:
      "A Payments screen with a blue Present Modal button. The card, a white sheet with a black "
      + "QR square, slides up over a snapshot of the screen while a black overlay fades in to "
      + "60 %. Dragging the card down dismisses it once the drag passes a fifth of the screen. "
      + "The presentation style is currentContext, as the tutorial insists: UIKit puts the "
      + "Payments screen back after the dismissal. Forget it and iOS 13's default, automatic "
      + "(a page sheet), keeps the screen in place instead, so the dismiss animator's insertion "
      + "of it into the container makes it vanish with the container — try "
      + "presentation-style=automatic.",
    source: "Ibotta engineering, Leveraging Interactive Custom View Controller Transitions",
    parameters: [
      .duration(0.4, summary: "Length of the presentation and the dismissal."),
      .threshold(
        0.2, summary: "Share of the screen height the drag must pass for the release to dismiss."),
      .timing,
      .damping(
        0.8,
        summary: "Damping ratio of the spring, when timing is spring (1 settles without overshoot)."
      ),
      .completionSpeed,
      .interruptible,
      .presentationStyle(
        .currentContext,
        summary:
          "The tutorial's currentContext: UIKit puts the Payments screen back after the "
          + "dismissal (as under fullScreen). automatic (iOS 13's default, a page sheet), "
          + "overFullScreen and custom keep it in place, so the animator's insertion of it into "
          + "the container makes it vanish when the card goes: the tutorial's warning."),
      ParameterSpec(
        id: Key.dimming, title: "Dimming", unit: "alpha",
        kind: .number(range: 0...1, step: 0.05), seedDefault: .number(0.6),
        summary: "Opacity of the black overlay behind the card."),
      ParameterSpec(
        id: Key.cardHeight, title: "Card height", unit: "fraction",
        kind: .number(range: 0.3...1, step: 0.05), seedDefault: .number(0.65),
        summary: "Share of the screen the card covers, from the bottom."),
    ] + ParameterSpec.releaseParameters,
    controls: [ControlSpec(id: "present", title: "Present Modal")],
    make: { parameters in CardSceneInstance(parameters: parameters) })
}

@MainActor
final class CardSceneInstance: SceneInstance {
  let root: PaymentsViewController

  init(parameters: ParameterStore) {
    root = PaymentsViewController(parameters: parameters)
  }

  var rootViewController: ViewController { root }

  /// Puts the card up without its animation. An unanimated presentation does not run the
  /// tutorial's animator, so the screen it ends on is set here as the animator leaves it: a
  /// snapshot of the Payments screen and the dimming overlay below the card. Without them the
  /// card would sit on a bright screen, and the dimming would jump in at the first drag.
  func presentWithoutAnimation() {
    root.presentModal(animated: false) { [root] in
      guard let card = root.presentedViewController?.view, let container = card.superview else {
        return
      }
      // Under `custom` the tutorial's animator ran (UIKit runs it even unanimated) and has
      // put them there already.
      guard container.view(named: "dimming") == nil else { return }
      if let snapshot = root.view.snapshotView(afterScreenUpdates: false) {
        snapshot.name = "origin-snapshot"
        container.insertSubview(snapshot, belowSubview: card)
      }
      let dimming = View(frame: container.bounds)
      dimming.autoresizingMask = .flexibleSize
      dimming.name = "dimming"
      dimming.backgroundColor = Color.black.withAlphaComponent(
        root.parameters.number(CardScene.Key.dimming))
      container.insertSubview(dimming, belowSubview: card)
    }
  }

  func script(for action: SceneAction, screen: Size) -> GestureScript {
    switch action {
    case .present:
      return .tap("present")
    case .dismiss:
      let x = screen.width / 2
      let y = screen.height * 0.6
      return .drag(
        from: Point(x: x, y: y), to: Point(x: x, y: y + screen.height * 0.4), duration: 0.35,
        steps: 14)
    }
  }

  /// The pan's progress is the drag down over the card controller's height, which is the
  /// screen's.
  func releaseGeometry(screen: Size) -> ReleaseDrag.Geometry? {
    ReleaseDrag.Geometry(
      press: Point(x: screen.width / 2, y: screen.height * 0.3), axis: Vector(dx: 0, dy: 1),
      screenPointsPerProgress: screen.height, unitsPerScreenPoint: 1)
  }
}

/// The tutorial's coordinator: a percent-driven transition with the two flags the pan sets.
@MainActor
final class CardPresentationCoordinator: PercentDrivenInteractiveTransition {
  var hasStartedInteraction = false
  var shouldFinishTransition = false
}

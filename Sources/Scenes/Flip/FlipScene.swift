import TransitionKit

/// "Card flip": a card turns over in 3-D to become the next screen, and back. Written as the
/// custom-transition tutorials write it in UIKit: a picture of the next screen on the card's
/// back, three keyframes (`View.animateKeyframes`) turning each layer a quarter turn about its
/// vertical middle under a perspective set on the container's `sublayerTransform`, and a
/// percent-driven interaction controller on a pan from the screen's left edge.
public enum FlipScene {
  public static let id = "flip"
  /// The card's corner radius, in points.
  static let cardCornerRadius = 18.0

  enum Key {
    static let perspective = "perspective"
    static let calculationMode = "calculation-mode"
    static let distance = ParameterID.distance
  }

  /// The card's frame on a screen of `size`: centred, as wide as the screen allows up to 320
  /// points, in a payment card's proportions.
  static func cardFrame(in size: Size) -> Rect {
    let width = Swift.min(320, Swift.max(size.width - 48, 40))
    return Rect(x: (size.width - width) / 2, y: 160, width: width, height: (width * 0.63).rounded())
  }

  public static let descriptor = SceneDescriptor(
    id: id, title: "Card flip",
    summary:
      "A card on a grey screen. A tap turns it over: the card turns edge-on, the next screen, "
      + "card-sized, turns in on its back, then grows to fill the screen — three keyframes of "
      + "0.2 s under a perspective of 500 points set on the container layer's "
      + "sublayerTransform. A swipe from the left screen edge turns it back interactively: "
      + "progress is the swipe over 200 points, and a release at or past half way finishes.",
    source: "UIKit custom view-controller transitions, the card-flip idiom",
    parameters: [
      .duration(0.6, summary: "Length of the flip, all three keyframes together."),
      .threshold(0.5, summary: "Progress at or past which a release turns the card back."),
      .damping(
        0.8,
        summary:
          "Damping ratio of the spring the keyframes run along, when timing is spring (1 "
          + "settles without overshoot)."),
      .timing,
      ParameterSpec(
        id: Key.perspective, title: "Perspective", unit: "pt",
        kind: .number(range: 100...5000, step: 50), seedDefault: .number(500),
        summary:
          "How far the viewer is from the screen: the container's sublayerTransform has "
          + "m34 = −1 / this. Nearer makes the turning card's near edge larger."),
      ParameterSpec(
        id: Key.calculationMode, title: "Keyframes",
        kind: .choice(["cubic", "linear", "discrete", "paced", "cubic-paced"]),
        seedDefault: .choice("cubic"),
        summary:
          "How the keyframes are joined (UIView.KeyframeAnimationOptions' calculation mode), "
          + "over UIKit's default ease-in-out run."),
      ParameterSpec(
        id: Key.distance, title: "Swipe distance", unit: "pt",
        kind: .number(range: 50...800, step: 10), seedDefault: .number(200),
        summary: "How far the swipe from the edge must travel for the turn back to reach 100 %."),
      .completionSpeed,
      .presentationStyle(
        .fullScreen,
        summary:
          "fullScreen: UIKit takes the card's screen out while the next one is up and the "
          + "dismissal's animator puts it back in the container."),
    ] + ParameterSpec.releaseParameters,
    controls: [ControlSpec(id: "flip", title: "Flip")],
    make: { parameters in FlipSceneInstance(parameters: parameters) })
}

@MainActor
final class FlipSceneInstance: SceneInstance {
  let root: FlipCardsViewController
  let parameters: ParameterStore

  init(parameters: ParameterStore) {
    self.parameters = parameters
    root = FlipCardsViewController(parameters: parameters)
  }

  var rootViewController: ViewController { root }

  func presentWithoutAnimation() {
    root.showDetail(animated: false)
  }

  func script(for action: SceneAction, screen: Size) -> GestureScript {
    switch action {
    case .present:
      return .tap("flip")
    case .dismiss:
      let y = screen.height / 2
      return .drag(
        from: Point(x: 4, y: y), to: Point(x: Swift.min(screen.width * 0.8, 320), y: y),
        duration: 0.35, steps: 14)
    }
  }

  /// The swipe's progress is its distance over `distance` screen points.
  func releaseGeometry(screen: Size) -> ReleaseDrag.Geometry? {
    let distance = parameters.number(FlipScene.Key.distance)
    return ReleaseDrag.Geometry(
      press: Point(x: 2, y: screen.height / 2), axis: Vector(dx: 1, dy: 0),
      screenPointsPerProgress: distance, unitsPerScreenPoint: 1, distance: distance,
      beginMovement: ScreenEdgePanGestureRecognizer.defaultEdgeHysteresis)
  }

  /// A release at half way finishes (`progress >= threshold`).
  var thresholdComparison: ThresholdComparison { .atOrAbove }
}

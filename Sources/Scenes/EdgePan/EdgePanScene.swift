import TransitionKit

/// "Implementing a custom modal presentation transition" and "Making an interactive dismissal
/// transition": a contacts list under a navigation bar; "Show Modal" presents a bright blue
/// modal that grows into place on a spring; a pan from the left edge of the screen dismisses
/// it interactively. The modal is its own transitioning delegate.
public enum EdgePanScene {
  public static let id = "edge-pan"

  /// Parameter names of this scene.
  enum Key {
    static let distance = ParameterID.distance
    static let startScale = "start-scale"
    static let startOffset = "start-offset"
    static let velocity = "initial-velocity"
  }

  public static let descriptor = SceneDescriptor(
    id: id, title: "Swipe from the edge",
    summary:
      "A contacts list under a navigation bar. Show Modal presents a bright blue modal that "
      + "grows from 60 % scale, 200 points higher and transparent, on a spring. Swiping from the "
      + "left edge of the screen dismisses it interactively: progress is the swipe's distance "
      + "over 200 points, measured in the modal's own view, and a release below half way "
      + "cancels. The hide animation has already set that view's scale to 0.6, so, as on iOS, "
      + "progress runs 1/0.6 times the finger: an 80-point swipe dismisses.",
    source: "Mastering iOS development (Packt), custom modal transitions",
    parameters: [
      .duration(0.6, summary: "Length of the show and hide animations."),
      .threshold(0.5, summary: "Progress below which a release cancels the dismissal."),
      .damping(0.8, summary: "Damping ratio of the spring that shows and hides the modal."),
      ParameterSpec(
        id: Key.velocity, title: "Initial velocity", unit: "1/s",
        kind: .number(range: -10...10, step: 0.1), seedDefault: .number(1),
        summary: "The spring's initial velocity, in distances per second (the tutorial's dx of 1)."),
      ParameterSpec(
        id: Key.distance, title: "Swipe distance", unit: "pt",
        kind: .number(range: 50...800, step: 10), seedDefault: .number(200),
        summary: "How far the swipe must travel for the dismissal to reach 100 %."),
      ParameterSpec(
        id: Key.startScale, title: "Start scale", unit: "×",
        kind: .number(range: 0.05...1.5, step: 0.05), seedDefault: .number(0.6),
        summary: "Scale the modal grows from when shown and shrinks to when hidden."),
      ParameterSpec(
        id: Key.startOffset, title: "Start offset", unit: "pt",
        kind: .number(range: -800...800, step: 10), seedDefault: .number(-200),
        summary: "Vertical offset the modal comes from when shown and goes to when hidden."),
      .completionSpeed,
      .interruptible,
      .presentationStyle(
        .fullScreen,
        summary:
          "How the modal shares the screen with the contacts. The tutorial was written when "
          + "fullScreen was the default: UIKit takes the contacts out while the modal is up and "
          + "puts them back after the dismissal. Under the styles that keep them "
          + "(overFullScreen, custom, automatic) the hide animator, which adds them to the "
          + "container, loses them: the screen goes black."),
    ] + ParameterSpec.releaseParameters,
    controls: [ControlSpec(id: "show-modal", title: "Show Modal")],
    make: { parameters in EdgePanSceneInstance(parameters: parameters) })
}

@MainActor
final class EdgePanSceneInstance: SceneInstance {
  let root: ContactsViewController

  let parameters: ParameterStore

  init(parameters: ParameterStore) {
    self.parameters = parameters
    root = ContactsViewController(parameters: parameters)
  }

  var rootViewController: ViewController { root }

  func presentWithoutAnimation() {
    root.showModal(animated: false)
  }

  func script(for action: SceneAction, screen: Size) -> GestureScript {
    switch action {
    case .present:
      return .tap("show-modal")
    case .dismiss:
      let y = screen.height / 2
      return .drag(
        from: Point(x: 4, y: y), to: Point(x: Swift.min(screen.width * 0.8, 320), y: y),
        duration: 0.35, steps: 14)
    }
  }

  /// The swipe's progress is its distance over `distance` points in the modal's view, which
  /// the hide animation has scaled by `start-scale`: a screen point is 1 / scale of its
  /// points.
  func releaseGeometry(screen: Size) -> ReleaseDrag.Geometry? {
    let scale = parameters.number(EdgePanScene.Key.startScale)
    let distance = parameters.number(EdgePanScene.Key.distance)
    return ReleaseDrag.Geometry(
      press: Point(x: 2, y: screen.height / 2), axis: Vector(dx: 1, dy: 0),
      screenPointsPerProgress: distance * scale, unitsPerScreenPoint: 1 / scale,
      distance: distance, beginMovement: ScreenEdgePanGestureRecognizer.defaultEdgeHysteresis)
  }

  /// The tutorial cancels when `animationProgress < 0.5`: half way finishes.
  var thresholdComparison: ThresholdComparison { .atOrAbove }

  /// The hide animation's spring, as the parameters ask for it now.
  func animationTiming(parameters: ParameterStore) -> (any TimingCurveProvider)? {
    SpringTimingParameters(
      dampingRatio: parameters.dampingRatio,
      initialVelocity: Vector(dx: parameters.number(EdgePanScene.Key.velocity), dy: 0))
  }
}

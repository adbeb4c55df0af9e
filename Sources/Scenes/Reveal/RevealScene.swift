import Foundation
import TransitionKit

/// "Circular reveal": a round button on a list reveals a new screen through a circle that
/// grows from it, a shape layer masking the new screen, its path animated between two
/// circles; a drag down, or Close, shrinks the circle back into the button, the drag scrubbing
/// the mask's animation as a percent-driven transition scrubs any layer animation.
public enum RevealScene {
  public static let id = "reveal"

  enum Key {
    /// The button's diameter: where the circle starts, in points.
    static let startDiameter = "start-diameter"
  }

  /// The button's frame on a screen of `size`: at the bottom right, clear of the home
  /// indicator.
  static func buttonFrame(in size: Size, diameter: Double) -> Rect {
    Rect(
      x: size.width - 24 - diameter, y: size.height - 58 - diameter, width: diameter,
      height: diameter)
  }

  public static let descriptor = SceneDescriptor(
    id: id, title: "Circular reveal",
    summary:
      "A list with a round orange button at the bottom right. A tap reveals the next screen "
      + "through a circle that grows from the button until it covers the screen: a "
      + "CAShapeLayer set as the screen's layer's mask, its path animated between two circles "
      + "with a CABasicAnimation whose delegate completes the transition. Dragging the screen "
      + "down shrinks the circle back into the button as you drag — the percent-driven "
      + "transition scrubs the mask's animation — and a release past 30 % of the screen "
      + "finishes.",
    source: "UIKit custom view-controller transitions, the circular-reveal idiom",
    parameters: [
      .duration(0.5, summary: "Length of the reveal and of its reverse."),
      .threshold(0.3, summary: "Share of the screen height the drag must pass to dismiss."),
      .damping(
        0.8,
        summary:
          "Damping ratio of the circle's spring (a CASpringAnimation that settles within the "
          + "duration), when timing is spring."),
      .timing,
      ParameterSpec(
        id: Key.startDiameter, title: "Start circle", unit: "pt",
        kind: .number(range: 24...160, step: 4), seedDefault: .number(64),
        summary: "The button's diameter: the circle the reveal grows from and shrinks back to."),
      .completionSpeed,
      .presentationStyle(
        .overFullScreen,
        summary:
          "overFullScreen keeps the list in the window under the circle, as a reveal needs; "
          + "fullScreen takes it out once the screen is revealed."),
    ] + ParameterSpec.releaseParameters,
    controls: [
      ControlSpec(id: "reveal", title: "Reveal"), ControlSpec(id: "close", title: "Close"),
    ],
    make: { parameters in RevealSceneInstance(parameters: parameters) })
}

@MainActor
final class RevealSceneInstance: SceneInstance {
  let root: RevealListViewController

  init(parameters: ParameterStore) {
    root = RevealListViewController(parameters: parameters)
  }

  var rootViewController: ViewController { root }

  func presentWithoutAnimation() {
    root.reveal(animated: false)
  }

  func script(for action: SceneAction, screen: Size) -> GestureScript {
    switch action {
    case .present:
      return .tap("reveal")
    case .dismiss:
      let x = screen.width / 2
      let y = screen.height * 0.3
      return .drag(
        from: Point(x: x, y: y), to: Point(x: x, y: y + screen.height * 0.5), duration: 0.35,
        steps: 14)
    }
  }

  /// The drag's progress is its distance down over the screen's height.
  func releaseGeometry(screen: Size) -> ReleaseDrag.Geometry? {
    ReleaseDrag.Geometry(
      press: Point(x: screen.width / 2, y: screen.height * 0.3), axis: Vector(dx: 0, dy: 1),
      screenPointsPerProgress: screen.height, unitsPerScreenPoint: 1)
  }
}

/// The list with the button.
@MainActor
final class RevealListViewController: ViewController {
  let parameters: ParameterStore
  let interactor = RevealInteractor()

  required init?(coder: NSCoder) { nil }

  init(parameters: ParameterStore) {
    self.parameters = parameters
    super.init(nibName: nil, bundle: nil)
    title = "Places"
    parameters.bind(ParameterID.completionSpeed, to: interactor) { $0.completionSpeed = $1 }
  }

  static let places = [
    "Lisbon", "Kyoto", "Valparaíso", "Tbilisi", "Hobart", "Essaouira", "Bergen", "Oaxaca",
    "Trieste", "Luang Prabang", "Tromsø", "Cusco",
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let width = view.bounds.width
    let title = Label(
      frame: Rect(x: 20, y: 56, width: width - 40, height: 40), text: "Places",
      font: .systemFont(ofSize: 32, weight: .bold))
    title.autoresizingMask = [.flexibleWidth]
    view.addSubview(title)
    for (index, place) in Self.places.enumerated() {
      let row = Label(
        frame: Rect(x: 20, y: 112 + Double(index) * 52, width: width - 40, height: 52),
        text: place, font: .systemFont(ofSize: 17))
      row.autoresizingMask = [.flexibleWidth]
      view.addSubview(row)
    }
    let diameter = parameters.number(RevealScene.Key.startDiameter)
    let button = Button(frame: RevealScene.buttonFrame(in: view.bounds.size, diameter: diameter))
    button.name = "reveal"
    button.backgroundColor = .revealOrange
    button.layer.cornerRadius = diameter / 2
    button.setTitle("+", for: .normal)
    button.titleFont = .systemFont(ofSize: 34, weight: .light)
    button.setTitleColor(.white, for: .normal)
    button.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
    button.addAction { [weak self] in self?.reveal(animated: true) }
    view.addSubview(button)
  }

  /// The button's frame in the window.
  var buttonFrame: Rect {
    guard let button = view.view(named: "reveal") else {
      return RevealScene.buttonFrame(
        in: view.bounds.size, diameter: parameters.number(RevealScene.Key.startDiameter))
    }
    return button.convert(button.bounds, to: nil)
  }

  func reveal(animated: Bool) {
    guard presentedViewController == nil else { return }
    let next = RevealDetailViewController(interactor: interactor)
    next.transitioningDelegate = self
    next.modalPresentationStyle = parameters.presentationStyle
    present(next, animated: animated)
  }
}

extension RevealListViewController: TransitioningDelegate {
  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any AnimatedTransitioning)? {
    RevealAnimator(parameters: parameters, presenting: true, buttonFrame: buttonFrame)
  }

  func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
    RevealAnimator(parameters: parameters, presenting: false, buttonFrame: buttonFrame)
  }

  func interactionControllerForDismissal(using animator: any AnimatedTransitioning)
    -> (any InteractiveTransitioning)?
  {
    interactor.hasStarted ? interactor : nil
  }
}

/// The interaction controller, with the flags its pan sets.
@MainActor
final class RevealInteractor: PercentDrivenInteractiveTransition {
  var hasStarted = false
  var shouldFinish = false
}

/// The screen revealed: a place's card, Close, and a pan that drags it away.
@MainActor
final class RevealDetailViewController: ViewController {
  let interactor: RevealInteractor

  required init?(coder: NSCoder) { nil }

  init(interactor: RevealInteractor) {
    self.interactor = interactor
    super.init(nibName: nil, bundle: nil)
    title = "Lisbon"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .revealOrange
    let bounds = view.bounds
    let heading = Label(
      frame: Rect(x: 24, y: 140, width: bounds.width - 48, height: 44), text: "Lisbon",
      font: .systemFont(ofSize: 34, weight: .bold), color: .white, alignment: .center)
    heading.autoresizingMask = [.flexibleWidth]
    view.addSubview(heading)
    let hint = Label(
      frame: Rect(x: 24, y: bounds.midY - 20, width: bounds.width - 48, height: 40),
      text: "Drag down to close", font: .systemFont(ofSize: 17, weight: .medium),
      color: .white.withAlphaComponent(0.85), alignment: .center)
    hint.autoresizingMask = [.flexibleWidth, .flexibleTopMargin, .flexibleBottomMargin]
    view.addSubview(hint)
    let close = Button.system(
      title: "Close", name: "close", frame: Rect(x: 8, y: 52, width: 88, height: 44))
    close.setTitleColor(.white, for: .normal)
    close.addAction { [weak self] in self?.dismiss(animated: true) }
    view.addSubview(close)
    view.addGestureRecognizer(
      PanGestureRecognizer(target: self, action: RevealDetailViewController.handleGesture(_:)))
  }

  func handleGesture(_ sender: PanGestureRecognizer) {
    let percentThreshold = parameters?.threshold ?? 0.3
    let translation = sender.translation(in: view)
    let verticalMovement = translation.y / view.bounds.height
    let progress = Swift.min(Swift.max(verticalMovement, 0), 1)
    switch sender.state {
    case .began:
      interactor.hasStarted = true
      dismiss(animated: true)
    case .changed:
      interactor.shouldFinish = progress > percentThreshold
      interactor.update(progress)
    case .cancelled:
      interactor.hasStarted = false
      interactor.cancel()
    case .ended:
      interactor.hasStarted = false
      if interactor.shouldFinish { interactor.finish() } else { interactor.cancel() }
    default:
      break
    }
  }

  /// Gone from the screen, this screen's pan drives nothing any more: a dismissal that ended
  /// before its pan did (flung away within a frame) leaves no started flag behind for the
  /// next Close to find.
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    interactor.hasStarted = false
    interactor.shouldFinish = false
  }

  /// The scene's values, through the list that presented this screen.
  private var parameters: ParameterStore? {
    (presentingViewController as? RevealListViewController)?.parameters
  }
}

extension Color {
  /// The button and the revealed screen.
  static let revealOrange = Color(red: 1, green: 0.45, blue: 0.2)
}

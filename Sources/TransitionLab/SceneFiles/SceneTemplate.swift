/// The scene `transition-lab new-scene NAME` writes without `--from`: a full-screen modal that
/// a drag down dismisses, written as its UIKit code would be, with two of its numbers as
/// parameters the lab tunes.
enum SceneTemplate {
  /// The file's text for a scene with the given id and title.
  static func text(id: String, title: String) -> String {
    """
    // \(title): a transition scene for Transition Lab, written as UIKit code is.
    //
    //   transition-lab --scene-file \(id).swift     opens it in the window; every save reloads it
    //   transition-lab replay --scene-file \(id).swift --gesture data/gestures/long-drag.json
    //
    // The lab finds the scene by the top-level `let scene`. See docs/your-own-scene.md.

    import Scenes
    import UIKit

    let scene = SceneDescriptor(
      id: "\(id)", title: "\(title)",
      summary: "A full-screen modal over a root screen; a drag down past the threshold dismisses it.",
      source: "\(id).swift",
      parameters: [
        ParameterSpec(
          id: "duration", title: "Duration", unit: "s", kind: .number(range: 0.1...2, step: 0.05),
          seedDefault: .number(0.6), summary: "Length of the dismissal animation."),
        ParameterSpec(
          id: "threshold", title: "Threshold", kind: .number(range: 0.05...0.95, step: 0.05),
          seedDefault: .number(0.3),
          summary: "Share of the screen height the drag must pass for the release to dismiss."),
      ],
      controls: [
        ControlSpec(id: "open", title: "Open Modal"), ControlSpec(id: "close", title: "Close"),
      ],
      make: { parameters in ModalScene(parameters: parameters) })

    /// The scene in the lab: the controller it shows, and the taps that present and dismiss.
    final class ModalScene: SceneInstance {
      let root: RootViewController

      init(parameters: ParameterStore) {
        root = RootViewController(parameters: parameters)
      }

      var rootViewController: UIViewController { root }

      func presentWithoutAnimation() {
        root.openModal(animated: false)
      }

      func script(for action: SceneAction, screen: CGSize) -> GestureScript {
        switch action {
        case .present: .tap("open")
        case .dismiss: .tap("close")
        }
      }
    }

    /// The drag that dismisses, for `transition-lab release-map`: down from the middle of the
    /// screen, progress 1 a screen's height down.
    extension ModalScene: ReleaseRestPlaces {
      func releaseGeometry(screen: CGSize) -> ReleaseDrag.Geometry? {
        guard root.presentedViewController != nil else { return nil }
        return ReleaseDrag.Geometry(
          press: CGPoint(x: screen.width / 2, y: screen.height / 3), axis: CGVector(dx: 0, dy: 1),
          screenPointsPerProgress: screen.height, unitsPerScreenPoint: 1)
      }

      func restPlaces(screen: CGSize) -> [ReleaseRestPlace] {
        [
          ReleaseRestPlace(name: "presented", progress: 0),
          ReleaseRestPlace(name: "dismissed", progress: 1, dismisses: true),
        ]
      }

      var currentRestPlace: String? { root.presentedViewController == nil ? "dismissed" : "presented" }
      var positionTitle: String { "share of the screen height" }
    }

    class RootViewController: UIViewController {
      let parameters: ParameterStore
      let interactor = Interactor()

      init(parameters: ParameterStore) {
        self.parameters = parameters
        super.init(nibName: nil, bundle: nil)
      }

      required init?(coder: NSCoder) {
        return nil
      }

      override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let open = UIButton(type: .system)
        open.setTitle("Open Modal", for: .normal)
        open.accessibilityIdentifier = "open"
        open.frame = CGRect(
          x: view.bounds.midX - 100, y: view.bounds.midY - 22, width: 200, height: 44)
        open.autoresizingMask = [
          .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin,
        ]
        open.addAction(
          UIAction { [unowned self] _ in self.openModal(animated: true) }, for: .touchUpInside)
        view.addSubview(open)
      }

      func openModal(animated: Bool) {
        let modal = ModalViewController(threshold: parameters.number("threshold"))
        modal.transitioningDelegate = self
        modal.interactor = interactor
        modal.modalPresentationStyle = .fullScreen
        present(modal, animated: animated)
      }
    }

    extension RootViewController: UIViewControllerTransitioningDelegate {
      func animationController(forDismissed dismissed: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
      {
        DismissAnimator(duration: parameters.number("duration"))
      }

      func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
      {
        interactor.hasStarted ? interactor : nil
      }
    }

    class Interactor: UIPercentDrivenInteractiveTransition {
      var hasStarted = false
      var shouldFinish = false
    }

    class ModalViewController: UIViewController {
      let threshold: CGFloat
      var interactor: Interactor? = nil

      init(threshold: CGFloat) {
        self.threshold = threshold
        super.init(nibName: nil, bundle: nil)
      }

      required init?(coder: NSCoder) {
        return nil
      }

      override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGreen
        let close = UIButton(type: .custom)
        close.setTitle("Close", for: .normal)
        close.accessibilityIdentifier = "close"
        close.frame = CGRect(
          x: view.bounds.midX - 80, y: view.bounds.midY - 22, width: 160, height: 44)
        close.autoresizingMask = [
          .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin,
        ]
        close.addAction(
          UIAction { [unowned self] _ in self.dismiss(animated: true) }, for: .touchUpInside)
        view.addSubview(close)
        view.addGestureRecognizer(
          UIPanGestureRecognizer(target: self, action: ModalViewController.handleGesture(_:)))
      }

      func handleGesture(_ sender: UIPanGestureRecognizer) {
        let translation = sender.translation(in: view)
        let progress = min(max(translation.y / view.bounds.height, 0), 1)
        guard let interactor else { return }
        switch sender.state {
        case .began:
          interactor.hasStarted = true
          dismiss(animated: true, completion: nil)
        case .changed:
          interactor.shouldFinish = progress > threshold
          interactor.update(progress)
        case .cancelled:
          interactor.hasStarted = false
          interactor.cancel()
        case .ended:
          interactor.hasStarted = false
          interactor.shouldFinish ? interactor.finish() : interactor.cancel()
        default:
          break
        }
      }
    }

    class DismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
      let duration: TimeInterval

      init(duration: TimeInterval) {
        self.duration = duration
      }

      func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
      {
        duration
      }

      func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
          let toVC = transitionContext.viewController(forKey: .to)
        else { return }
        transitionContext.containerView.insertSubview(toVC.view, belowSubview: fromVC.view)
        let screenBounds = UIScreen.main.bounds
        let finalFrame = CGRect(
          origin: CGPoint(x: 0, y: screenBounds.height), size: screenBounds.size)
        UIView.animate(
          withDuration: transitionDuration(using: transitionContext),
          animations: { fromVC.view.frame = finalFrame },
          completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
          })
      }
    }

    """
  }

  /// The files of the scene `new-scene NAME --folder` writes, by name: the template split in
  /// two, `Scene.swift` with the descriptor and what the lab asks of the scene, and
  /// `Transition.swift` with the controllers and the animator, as a library brought in a
  /// folder is (its files beside, or in folders under, the descriptor).
  static func folderFiles(id: String, title: String) -> [(name: String, text: String)] {
    let whole = text(id: id, title: title)
    guard let split = whole.range(of: "class RootViewController: UIViewController {") else {
      return [("Scene.swift", whole)]
    }
    let header = """
      // \(title): a scene for Transition Lab brought as a folder, as a library is.
      //
      //   transition-lab --scene-file \(id)          opens it in the window; every save reloads it
      //   transition-lab port \(id)                  shows what the lab rewrites in its code
      //
      // Every .swift file in this folder and the folders under it is compiled into the scene:
      // copy a library's files here as they are, and make `Scene.swift` show the controller
      // its demo starts with. See docs/your-own-scene.md, "Porting UIKit code".

      """
    let scene = header + whole[whole.range(of: "import Scenes")!.lowerBound..<split.lowerBound]
    let transition =
      "// The transition of \(title): its controllers and animator.\n\nimport Scenes\nimport UIKit\n\n"
      + whole[split.lowerBound...]
    return [("Scene.swift", String(scene)), ("Transition.swift", transition)]
  }
}

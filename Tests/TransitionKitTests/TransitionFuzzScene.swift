import Foundation
import TestSupport
import TransitionKit
import XCTest

/// The tutorials' interactor: a percent-driven transition with two flags.
@MainActor
final class FuzzInteractor: PercentDrivenInteractiveTransition {
  var hasStarted = false
  var shouldFinish = false
}

/// The root screen: an Open button; it is the modals' transitioning delegate.
@MainActor
final class FuzzRootController: ViewController, TransitioningDelegate {
  enum PresentVariant: CaseIterable { case system, dimming }
  enum DismissVariant: CaseIterable { case tutorial, slide, system }

  let interactor = FuzzInteractor()
  var style = ModalPresentationStyle.overFullScreen
  var presentVariant = PresentVariant.system
  var dismissVariant = DismissVariant.tutorial
  var duration = 0.6
  var threshold = 0.3
  /// Every view the scene made, with a label.
  var created: [(label: String, view: View)] = []
  var animators: [ClosureAnimator] = []
  var modals: [FuzzModalController] = []
  private(set) var openButton: Button!

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    created.append(("root", view))
    let open = Button(frame: Rect(x: 95, y: 400, width: 200, height: 44))
    open.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin]
    open.setTitle("Open Modal", for: .normal)
    open.addAction { [unowned self] in openModal(animated: true) }
    view.addSubview(open)
    created.append(("open", open))
    openButton = open
  }

  func openModal(animated: Bool) {
    let modal = FuzzModalController(root: self, index: modals.count)
    modal.transitioningDelegate = self
    modal.interactor = interactor
    modal.modalPresentationStyle = style
    modals.append(modal)
    present(modal, animated: animated)
  }

  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any AnimatedTransitioning)? {
    switch presentVariant {
    case .system: return nil
    case .dimming:
      let modal = presented as! FuzzModalController
      let animator = ClosureAnimator(duration: duration) { [unowned self] animator, context in
        let to = context.viewController(forKey: .to)!
        let container = context.containerView
        let dimming = View(frame: container.bounds)
        dimming.autoresizingMask = .flexibleSize
        dimming.backgroundColor = .black
        dimming.alpha = 0
        created.append(("dimming \(modal.index)", dimming))
        modal.dimming = dimming
        container.addSubview(dimming)
        container.addSubview(to.view)
        let finalFrame = context.finalFrame(for: to)
        to.view.frame = finalFrame.offsetBy(dx: 0, dy: finalFrame.height)
        View.animate(
          withDuration: animator.duration,
          animations: {
            to.view.frame = finalFrame
            dimming.alpha = 0.6
          },
          completion: { _ in animator.complete(context) })
      }
      animators.append(animator)
      return animator
    }
  }

  func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
    var variant = dismissVariant
    // Under a style that keeps the root in place, the tutorial's animator (written for
    // fullScreen) makes the root vanish, as on iOS; that is tested on its own, not here.
    if variant == .tutorial, !dismissed.modalPresentationStyle.removesPresentingView {
      variant = .slide
    }
    switch variant {
    case .system: return nil
    case .tutorial, .slide:
      let inserts = variant == .tutorial
      let animator = ClosureAnimator(duration: duration) { animator, context in
        let from = context.viewController(forKey: .from)!
        let to = context.viewController(forKey: .to)!
        let container = context.containerView
        if inserts { container.insertSubview(to.view, belowSubview: from.view) }
        let bounds = Screen.main.bounds
        let finalFrame = Rect(origin: Point(x: 0, y: bounds.height), size: bounds.size)
        View.animate(
          withDuration: animator.duration,
          animations: { from.view.frame = finalFrame },
          completion: { _ in animator.complete(context) })
      }
      animators.append(animator)
      return animator
    }
  }

  func interactionControllerForDismissal(using animator: any AnimatedTransitioning)
    -> (any InteractiveTransitioning)?
  {
    interactor.hasStarted ? interactor : nil
  }
}

/// The modal: a Close button, a pan driving the interactor as the drag-down tutorial does,
/// and a coach mark that slides and fades each time it appears.
@MainActor
final class FuzzModalController: ViewController {
  unowned let root: FuzzRootController
  let index: Int
  var interactor: FuzzInteractor?
  weak var dimming: View?
  private(set) var closeButton: Button!
  private(set) var pan: PanGestureRecognizer!

  init(root: FuzzRootController, index: Int) {
    self.root = root
    self.index = index
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .green
    root.created.append(("modal \(index)", view))
    let close = Button(frame: Rect(x: 115, y: 400, width: 160, height: 44))
    close.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin]
    close.addAction { [unowned self] in dismiss(animated: true) }
    view.addSubview(close)
    root.created.append(("close \(index)", close))
    closeButton = close
    pan = PanGestureRecognizer(target: self, action: FuzzModalController.handleGesture)
    view.addGestureRecognizer(pan)
  }

  func handleGesture(_ sender: PanGestureRecognizer) {
    let translation = sender.translation(in: view)
    let verticalMovement = translation.y / view.bounds.height
    let progress = min(max(verticalMovement, 0.0), 1.0)
    guard let interactor else { return }
    switch sender.state {
    case .began:
      interactor.hasStarted = true
      dismiss(animated: true)
    case .changed:
      interactor.shouldFinish = progress > root.threshold
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

  override func viewDidAppear(_ animated: Bool) {
    let circle = View(frame: Rect(x: view.bounds.width / 2, y: 100, width: 30, height: 30))
    circle.backgroundColor = .white
    circle.isUserInteractionEnabled = false
    root.created.append(("coach \(index)", circle))
    view.addSubview(circle)
    View.animate(
      withDuration: 0.5, delay: 0.25, options: [],
      animations: {
        circle.frame.origin.y += 200
        circle.alpha = 0
      },
      completion: { _ in circle.removeFromSuperview() })
  }
}

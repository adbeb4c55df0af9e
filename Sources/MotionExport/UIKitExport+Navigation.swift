import Scenes
import TransitionKit

extension UIKitExport {
  /// The navigation stack as UIKit writes it: a `UINavigationControllerDelegate` that hands
  /// out the lab's push and pop animator and, while a swipe drives a pop, a
  /// `UIPercentDrivenInteractiveTransition` subclass driven by the delegate's own edge pan (and
  /// content pan), so that the swipe back UIKit turns off under a custom animator is kept.
  func navigationCode(_ navigation: NavigationSpec) -> String {
    let n = ExportNumber.text
    var lines = navigation.summaryLines(format: .uikit).map { "// " + $0 }
    lines += [
      "// UIKit turns its own swipe back off once a delegate returns an animator "
        + "(_shouldUseBuiltinInteractionController); the edge pan below brings it back, the "
        + "usual fix."
    ]
    if !navigation.usesCustomAnimator {
      lines.append(
        "// The lab's animator is UIKit's own here: the animator below redoes its parallax so "
          + "that the swipe back can carry the pop rule (with no delegate animator the swipe is "
          + "UIKit's, and its rule cannot be set).")
    } else if !navigation.swipeBackFix {
      lines.append(
        "// swipe-back-fix is off in the lab, which shows the swipe lost; the export keeps it.")
    }
    lines += [
      "import UIKit",
      "",
      "enum TransitionLabNavigationMotion {",
      "  /// The push's and pop's duration, in seconds.",
      "  static let duration: TimeInterval = \(n(navigation.duration))",
      "  /// The share of the width the covered page moves toward the leading edge.",
      "  static let parallax: CGFloat = \(n(navigation.parallax))",
      "  /// The black dimming's opacity over the covered page.",
      "  static let dimming: CGFloat = \(n(navigation.dimming))",
      "  static let completionSpeed: CGFloat = \(n(navigation.completionSpeed))",
      "",
      "  /// Whether a swipe released at `progress` (0…1), at `velocity` points per second "
        + "toward",
      "  /// the back (and `acceleration` progress per second squared, with `samples` samples), "
        + "pops",
      "  /// on a screen `width` points wide. Pop rule: \(navigation.popRule).",
      "  static func shouldPop(progress: CGFloat, velocity: CGFloat, acceleration: CGFloat, "
        + "samples: Int, width: CGFloat) -> Bool {",
    ]
    lines += Self.popRuleBody(navigation, indent: "    ")
    lines += [
      "  }",
      "}",
      "",
    ]
    lines += navigationDelegate(navigation) + [""] + navigationAnimator + [""]
    lines += swipeBack(navigation)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The pop rule's body in Swift, from `progress`, `velocity` (points per second),
  /// `acceleration`, `samples` and `width`.
  static func popRuleBody(_ navigation: NavigationSpec, indent: String) -> [String] {
    let n = ExportNumber.text
    let body: [String]
    switch navigation.popRule {
    case "uikit-legacy":
      body = ["// UIKit's legacy procedure.", "return velocity >= 0"]
    case "libadwaita", "flutter-cupertino":
      let gate =
        navigation.popRule == "libadwaita"
        ? "\(n(NavigationPopRule.libadwaitaVelocityThreshold))"
        : "width"
      let source =
        navigation.popRule == "libadwaita"
        ? "libadwaita's swipe tracker: 0.3 px/ms, else 50 %."
        : "Flutter's CupertinoPageRoute: a fling of one width per second, else 50 %."
      body = [
        "// \(source)",
        "if velocity != 0 && abs(velocity) >= \(gate) { return velocity > 0 }",
        "return progress > \(n(NavigationPopRule.positionalThreshold))",
      ]
    default:
      body = [
        "// UIKit's augmented rule: project over the duration, against min(187.5 / width, 0.5).",
        "let threshold = min(187.5 / max(width, 1), 0.5)",
        "let v = velocity / max(width, 1)",
        "guard samples >= 3 else { return v > 0 }",
        "let t = CGFloat(duration)",
        "return progress + v * t + 0.5 * acceleration * t * t > threshold",
      ]
    }
    return body.map { indent + $0 }
  }

  private func navigationDelegate(_ navigation: NavigationSpec) -> [String] {
    [
      "/// The navigation controller's delegate: the lab's animator for every push and pop, and the",
      "/// swipe back's interaction controller while it drives one.",
      "final class TransitionLabNavigationDelegate: NSObject, UINavigationControllerDelegate {",
      "  let swipeBack = TransitionLabSwipeBack()",
      "",
      "  /// Makes this the delegate of `navigationController` and adds the swipe back to it.",
      "  func install(on navigationController: UINavigationController) {",
      "    navigationController.delegate = self",
      "    swipeBack.attach(to: navigationController, edge: \(navigation.usesEdge), "
        + "content: \(navigation.usesContent))",
      "  }",
      "",
      "  func navigationController(_ navigationController: UINavigationController, "
        + "animationControllerFor operation: UINavigationController.Operation, "
        + "from fromVC: UIViewController, to toVC: UIViewController) "
        + "-> UIViewControllerAnimatedTransitioning? {",
      "    operation == .none ? nil : TransitionLabNavigationAnimator(operation: operation)",
      "  }",
      "",
      "  func navigationController(_ navigationController: UINavigationController, "
        + "interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) "
        + "-> UIViewControllerInteractiveTransitioning? {",
      "    swipeBack.isSwiping ? swipeBack : nil",
      "  }",
      "}",
    ]
  }

  private var navigationAnimator: [String] {
    [
      "/// The push and pop: the arriving page slides in from the trailing edge over the covered",
      "/// page, which moves `parallax` of the width toward the leading edge under the dimming; a",
      "/// pop plays it backwards. Linear, so the page stays under the finger while a swipe drives it.",
      "final class TransitionLabNavigationAnimator: NSObject, UIViewControllerAnimatedTransitioning {",
      "  let operation: UINavigationController.Operation",
      "",
      "  init(operation: UINavigationController.Operation) {",
      "    self.operation = operation",
      "  }",
      "",
      "  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) "
        + "-> TimeInterval {",
      "    TransitionLabNavigationMotion.duration",
      "  }",
      "",
      "  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {",
      "    guard let fromView = transitionContext.view(forKey: .from),",
      "      let toView = transitionContext.view(forKey: .to) else { return }",
      "    let container = transitionContext.containerView",
      "    let bounds = container.bounds",
      "    let covered = bounds.width * TransitionLabNavigationMotion.parallax",
      "    let dimming = UIView(frame: bounds)",
      "    dimming.backgroundColor = .black",
      "    dimming.isUserInteractionEnabled = false",
      "    let moving = operation == .push ? toView : fromView",
      "    moving.layer.shadowColor = UIColor.black.cgColor",
      "    moving.layer.shadowOpacity = 0.2",
      "    moving.layer.shadowRadius = 8",
      "    let animations: () -> Void",
      "    if operation == .pop {",
      "      toView.frame = bounds.offsetBy(dx: -covered, dy: 0)",
      "      container.insertSubview(toView, belowSubview: fromView)",
      "      dimming.alpha = TransitionLabNavigationMotion.dimming",
      "      container.insertSubview(dimming, aboveSubview: toView)",
      "      animations = {",
      "        fromView.frame = bounds.offsetBy(dx: bounds.width, dy: 0)",
      "        toView.frame = bounds",
      "        dimming.alpha = 0",
      "      }",
      "    } else {",
      "      toView.frame = bounds.offsetBy(dx: bounds.width, dy: 0)",
      "      dimming.alpha = 0",
      "      container.addSubview(dimming)",
      "      container.addSubview(toView)",
      "      animations = {",
      "        toView.frame = bounds",
      "        fromView.frame = bounds.offsetBy(dx: -covered, dy: 0)",
      "        dimming.alpha = TransitionLabNavigationMotion.dimming",
      "      }",
      "    }",
      "    UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, "
        + "options: [.curveLinear], animations: animations) { _ in",
      "      dimming.removeFromSuperview()",
      "      fromView.frame = bounds",
      "      moving.layer.shadowOpacity = 0",
      "      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)",
      "    }",
      "  }",
      "}",
    ]
  }

  private func swipeBack(_ navigation: NavigationSpec) -> [String] {
    [
      "/// The swipe back: an edge pan of its own (and a pan anywhere in the content, which "
        + "waits for",
      "/// the edge pan to fail) pops through this percent-driven interaction controller and "
        + "decides",
      "/// the release with the lab's pop rule.",
      "final class TransitionLabSwipeBack: UIPercentDrivenInteractiveTransition, "
        + "UIGestureRecognizerDelegate {",
      "  private(set) var isSwiping = false",
      "  private weak var navigationController: UINavigationController?",
      "  private var lastProgress: CGFloat = 0",
      "  private var lastTime: TimeInterval = 0",
      "  private var velocities: [CGFloat] = []",
      "  private var velocity: CGFloat = 0",
      "  private var acceleration: CGFloat = 0",
      "  private var samples = 0",
      "",
      "  func attach(to navigationController: UINavigationController, edge: Bool, content: Bool) {",
      "    self.navigationController = navigationController",
      "    completionSpeed = TransitionLabNavigationMotion.completionSpeed",
      "    completionCurve = .linear",
      "    let edgePan = UIScreenEdgePanGestureRecognizer(target: self, action: "
        + "#selector(handle(_:)))",
      "    edgePan.edges = .left",
      "    if edge {",
      "      navigationController.view.addGestureRecognizer(edgePan)",
      "    }",
      "    if content {",
      "      let contentPan = UIPanGestureRecognizer(target: self, action: #selector(handle(_:)))",
      "      contentPan.delegate = self",
      "      if edge {",
      "        contentPan.require(toFail: edgePan)",
      "      }",
      "      navigationController.view.addGestureRecognizer(contentPan)",
      "    }",
      "  }",
      "",
      "  /// A pan anywhere begins only toward the back, and more sideways than up or down.",
      "  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {",
      "    guard let pan = gestureRecognizer as? UIPanGestureRecognizer,",
      "      let navigationController, navigationController.viewControllers.count > 1 "
        + "else { return false }",
      "    let moved = pan.translation(in: navigationController.view)",
      "    return moved.x > abs(moved.y)",
      "  }",
      "",
      "  @objc func handle(_ pan: UIPanGestureRecognizer) {",
      "    guard let navigationController else { return }",
      "    let width = max(navigationController.view.bounds.width, 1)",
      "    let progress = min(max(pan.translation(in: navigationController.view).x / width, 0), "
        + "\(ExportNumber.text(NavigationPopDecision.maximumTrackedProgress)))",
      "    let now = CACurrentMediaTime()",
      "    switch pan.state {",
      "    case .began:",
      "      guard navigationController.viewControllers.count > 1 else { return }",
      "      isSwiping = true",
      "      velocities = []",
      "      velocity = 0",
      "      acceleration = 0",
      "      samples = 1",
      "      lastProgress = progress",
      "      lastTime = now",
      "      navigationController.popViewController(animated: true)",
      "      update(progress)",
      "    case .changed:",
      "      guard isSwiping else { return }",
      "      sample(progress, at: now)",
      "      update(progress)",
      "    case .ended:",
      "      guard isSwiping else { return }",
      "      isSwiping = false",
      "      sample(progress, at: now)",
      "      let pops = TransitionLabNavigationMotion.shouldPop(progress: progress, velocity: "
        + "pan.velocity(in: navigationController.view).x, acceleration: acceleration, "
        + "samples: samples, width: width)",
      "      if pops { finish() } else { cancel() }",
      "    case .cancelled, .failed:",
      "      guard isSwiping else { return }",
      "      isSwiping = false",
      "      cancel()",
      "    default:",
      "      break",
      "    }",
      "  }",
      "",
      "  /// UIKit's sampling: every 10 ms (1 ms once the progress moved), the velocity the mean",
      "  /// of the last three, the acceleration its change per second clamped to ±5 a step.",
      "  private func sample(_ progress: CGFloat, at time: TimeInterval) {",
      "    let elapsed = CGFloat(time - lastTime)",
      "    guard elapsed >= 0.01 || (elapsed > 0.001 && progress != lastProgress) else { return }",
      "    velocities.append((progress - lastProgress) / elapsed)",
      "    if velocities.count > 3 { velocities.removeFirst() }",
      "    let mean = velocities.reduce(0, +) / CGFloat(velocities.count)",
      "    if velocities.count > 1 { acceleration = min(max((mean - velocity) / elapsed, -5), 5) }",
      "    velocity = mean",
      "    lastProgress = progress",
      "    lastTime = time",
      "    samples += 1",
      "  }",
      "}",
    ]
  }
}

import TransitionKit

/// The motion as UIKit Swift: the timing parameters and animator, the release decision, and
/// the pan handler the tutorials write, driving a `UIPercentDrivenInteractiveTransition`.
struct UIKitExport {
  let spec: MotionSpec

  var code: String {
    var lines = spec.summaryLines(format: .uikit).map { "// " + $0 }
    lines += ["import UIKit", ""]
    lines += motion
    lines += [""] + interactor + [""] + handler
    return lines.joined(separator: "\n") + "\n"
  }

  private var n: (Double) -> String { ExportNumber.text }

  private var timingExpression: String {
    switch spec.timing {
    case .bezier(let b, _):
      return "UICubicTimingParameters(controlPoint1: CGPoint(x: \(n(b.x1)), y: \(n(b.y1))), "
        + "controlPoint2: CGPoint(x: \(n(b.x2)), y: \(n(b.y2))))"
    case .spring(let ratio, let velocity):
      return "UISpringTimingParameters(dampingRatio: \(n(ratio)), "
        + "initialVelocity: CGVector(dx: \(n(velocity)), dy: 0))"
    }
  }

  private var motion: [String] {
    var lines = [
      "enum TransitionLabMotion {",
      "  /// The transition's duration, in seconds.",
      "  static let duration: TimeInterval = \(n(spec.duration))",
      "  /// Progress a slow release must pass to finish.",
      "  static let threshold: CGFloat = \(n(spec.threshold))",
      "  static let completionSpeed: CGFloat = \(n(spec.completionSpeed))",
      "",
      "  /// The animator the transition's animations run in.",
      "  static func makeAnimator() -> UIViewPropertyAnimator {",
      "    UIViewPropertyAnimator(duration: duration, timingParameters: \(timingExpression))",
      "  }",
      "",
      "  /// Whether a release at `progress`, moving at `velocity` points per second toward the",
      "  /// end, finishes the transition; `distance` is the points progress 1 stands for.",
      "  static func shouldFinish(progress: CGFloat, velocity: CGFloat, distance: CGFloat) "
        + "-> Bool {",
    ]
    lines += spec.swiftShouldFinishBody(
      projectionNote:
        "UIScrollView's deceleration, as \"Designing Fluid Interfaces\" projects it.")
    lines.append("  }")
    if spec.release.completionVelocity, let forms = spec.springForms ?? completionForms {
      lines += [
        "",
        "  /// The completion's timing, starting at the release velocity: `velocity` points per",
        "  /// second over the `remaining` points to go.",
      ]
      if spec.springForms == nil {
        lines.append(
          "  /// A curve cannot start at a velocity, so this is a critically damped spring.")
      }
      lines += [
        "  static func completionTiming(velocity: CGFloat, remaining: CGFloat) "
          + "-> UITimingCurveProvider {",
        "    let relative = remaining != 0 ? velocity / remaining : 0",
        "    return UISpringTimingParameters(dampingRatio: \(ExportNumber.code(forms.dampingRatio)), "
          + "initialVelocity: CGVector(dx: relative, dy: relative))",
        "  }",
      ]
    }
    lines.append("}")
    return lines
  }

  /// A critically damped spring for a completion with velocity when the timing is a curve.
  private var completionForms: SpringForms? {
    try? SpringForms(dampingRatio: 1, settlingDuration: spec.duration)
  }

  private var interactor: [String] {
    [
      "/// The tutorials' interactor: a percent-driven transition with the two flags the pan sets.",
      "final class Interactor: UIPercentDrivenInteractiveTransition {",
      "  var hasStarted = false",
      "  var shouldFinish = false",
      "}",
    ]
  }

  private var handler: [String] {
    let recognizer: String
    let axis: String
    let distance: String
    switch spec.gesture {
    case .verticalPan:
      recognizer = "UIPanGestureRecognizer"
      axis = "y"
      distance = "view.bounds.height"
    case .leftEdgePan(let points):
      recognizer = "UIScreenEdgePanGestureRecognizer"
      axis = "x"
      distance = n(points)
    }
    var lines = [
      "/// The pan handler, in a view controller that owns `interactor`. A "
        + "\(recognizer) on the view",
      "/// calls it\(recognizer == "UIScreenEdgePanGestureRecognizer" ? " (edges = .left)" : "").",
      "final class InteractiveDismissal: NSObject {",
      "  weak var viewController: UIViewController?",
      "  let interactor = Interactor()",
    ]
    if spec.release.velocityEstimator == "average" {
      lines.append("  private var beganAt: CFTimeInterval = 0")
    }
    lines += [
      "",
      "  @objc func handleGesture(_ sender: \(recognizer)) {",
      "    guard let viewController, let view = viewController.view else { return }",
      "    let distance: CGFloat = \(distance)",
      "    let translation = sender.translation(in: view).\(axis)",
      "    let progress = min(max(translation / distance, 0), 1)",
      "    switch sender.state {",
      "    case .began:",
      "      interactor.hasStarted = true",
      "      interactor.completionSpeed = TransitionLabMotion.completionSpeed",
    ]
    if spec.release.velocityEstimator == "average" {
      lines.append("      beganAt = CACurrentMediaTime()")
    }
    lines += [
      "      viewController.dismiss(animated: true)",
      "    case .changed:",
      "      interactor.shouldFinish = progress \(spec.thresholdOperator) "
        + "TransitionLabMotion.threshold",
      "      interactor.update(progress)",
      "    case .ended:",
      "      interactor.hasStarted = false",
    ]
    lines += velocityLines(axis: axis)
    lines += [
      "      interactor.shouldFinish = TransitionLabMotion.shouldFinish(",
      "        progress: progress, velocity: velocity, distance: distance)",
    ]
    if spec.release.completionVelocity {
      lines += [
        "      let remaining = interactor.shouldFinish ? (1 - progress) * distance : "
          + "-progress * distance",
        "      interactor.timingCurve = TransitionLabMotion.completionTiming(",
        "        velocity: velocity, remaining: remaining)",
      ]
    }
    lines += [
      "      interactor.shouldFinish ? interactor.finish() : interactor.cancel()",
      "    case .cancelled:",
      "      interactor.hasStarted = false",
      "      interactor.cancel()",
      "    default:",
      "      break",
      "    }",
      "  }",
      "}",
    ]
    return lines
  }

  private func velocityLines(axis: String) -> [String] {
    switch spec.release.velocityEstimator {
    case "average":
      return [
        "      // The average over the whole drag; UIKit's velocity(in:) only looks at the last",
        "      // events.",
        "      let elapsed = CACurrentMediaTime() - beganAt",
        "      let velocity = elapsed > 0 ? translation / CGFloat(elapsed) : 0",
      ]
    case "uikit":
      return [
        "      // velocity(in:) is UIKit's own estimate, which the lab's uikit estimator follows",
        "      // (0.2 × the last move's velocity + 0.8 × the one before).",
        "      let velocity = sender.velocity(in: view).\(axis)",
      ]
    case "recent":
      let window = spec.release.velocityWindow.map { "\(n($0)) s" } ?? "its window"
      return [
        "      // velocity(in:) estimates from the last events over a window UIKit does not",
        "      // document or let you set; the lab's recent estimator looks at \(window).",
        "      let velocity = sender.velocity(in: view).\(axis)",
      ]
    case .some(let kind):
      return [
        "      // velocity(in:) estimates from the last events in a way UIKit does not document;",
        "      // the lab's \(kind) estimator reads the drag its own way.",
        "      let velocity = sender.velocity(in: view).\(axis)",
      ]
    case nil:
      return ["      let velocity = sender.velocity(in: view).\(axis)"]
    }
  }
}

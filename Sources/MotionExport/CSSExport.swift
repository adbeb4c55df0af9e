import TransitionKit

/// The motion as CSS: a `transition` whose timing function is the scene's curve — a
/// `cubic-bezier()` as it is, a spring flattened into `linear()` stops within 0.5 % of it.
struct CSSExport {
  let spec: MotionSpec

  var n: (Double) -> String { ExportNumber.text }

  /// The scene's curve as stops, for a spring; nil for a Bézier, which CSS has exactly.
  var easing: LinearEasing? {
    guard case .spring = spec.timing else { return nil }
    return LinearEasing(sampling: spec.progress(atFraction:))
  }

  /// The timing function, and what the comment says of it.
  var timingFunction: (function: String, comment: String) {
    switch spec.timing {
    case .bezier(let b, _):
      return (
        "cubic-bezier(\(n(b.x1)), \(n(b.y1)), \(n(b.x2)), \(n(b.y2)))",
        "CSS has the curve exactly."
      )
    case .spring:
      let easing = easing ?? LinearEasing(sampling: { $0 })
      return (
        easing.css,
        "The spring is flattened into \(easing.stops.count) linear() stops, at most "
          + "\(MotionSpec.percent(easing.maximumError)) of the distance off the spring's curve "
          + "(measured at \(LinearEasing.measureIntervals + 1) points)."
      )
    }
  }

  var code: String {
    var comments = spec.summaryLines(format: .css)
    let (function, comment) = timingFunction
    comments.append(comment)
    if let error = spec.velocityFreeError {
      comments.append(
        "A fixed curve cannot take a velocity: this one bakes in the scene's initial velocity. "
          + "The app hands each release its own; from rest the same spring would differ from "
          + "this curve by up to \(MotionSpec.percent(error)) of the distance.")
    }
    comments.append(
      "CSS has no gesture: the drag, its threshold and the release rule need script. A "
        + "completion from progress p runs this curve over (1 − p) × "
        + "\(n(spec.duration)) s / \(n(spec.completionSpeed)); CSS restarts the curve from rest, "
        + "so its start does not match the drag's speed.")
    var lines = ["/*"] + comments.map { " * " + $0 } + [" */"]
    lines += [
      ":root {",
      "  --transition-lab-duration: \(n(spec.duration))s;",
      "  --transition-lab-easing: \(function);",
      "}",
      "",
      ".transition-lab-sheet {",
      "  transition: transform var(--transition-lab-duration) var(--transition-lab-easing);",
      "}",
    ]
    return lines.joined(separator: "\n") + "\n"
  }
}

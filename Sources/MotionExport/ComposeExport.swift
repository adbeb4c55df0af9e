import TransitionKit

/// The motion as Jetpack Compose Kotlin: the `AnimationSpec` (`spring(dampingRatio,
/// stiffness)` or `tween` with `CubicBezierEasing`), the release decision, and a draggable
/// whose `onDragStopped` settles with it.
struct ComposeExport {
  let spec: MotionSpec

  var n: (Double) -> String { ExportNumber.text }

  /// A Kotlin Float literal.
  func float(_ value: Double) -> String { ExportNumber.code(value) + "f" }

  var code: String {
    var lines = spec.summaryLines(format: .compose).map { "// " + $0 }
    lines += [
      "",
      "import androidx.compose.animation.core.Animatable",
      "import androidx.compose.animation.core.AnimationSpec",
      "import androidx.compose.animation.core.CubicBezierEasing",
      "import androidx.compose.animation.core.spring",
      "import androidx.compose.animation.core.tween",
      "import androidx.compose.foundation.gestures.Orientation",
      "import androidx.compose.foundation.gestures.draggable",
      "import androidx.compose.foundation.gestures.rememberDraggableState",
      "import androidx.compose.runtime.Composable",
      "import androidx.compose.runtime.rememberCoroutineScope",
      "import androidx.compose.ui.Modifier",
      "import kotlin.math.abs",
      "import kotlinx.coroutines.launch",
      "",
    ]
    lines += motion + [""] + modifier
    return lines.joined(separator: "\n") + "\n"
  }

  private var motion: [String] {
    var lines = ["object TransitionLabMotion {"]
    lines += [
      "    const val DURATION_MILLIS = \(Int((spec.duration * 1000).rounded()))",
      "    /** Progress a slow release must pass to finish (SheetState's positionalThreshold). */",
      "    const val THRESHOLD = \(float(spec.threshold))",
      "    const val COMPLETION_SPEED = \(float(spec.completionSpeed))",
      "",
      "    /** The completion's spec; a completion speed s runs the same motion s times faster. */",
      "    fun completionSpec(remaining: Float): AnimationSpec<Float> =",
    ]
    switch spec.timing {
    case .spring(_, let velocity):
      let forms = spec.springForms
      lines += [
        "        // UIKit's damping ratio in \(n(spec.duration)) s: mass 1 (Compose's) and the "
          + "stiffness that settles then.",
        "        spring(",
        "            dampingRatio = \(float(forms?.dampingRatio ?? 1)),",
        "            stiffness = \(float(forms?.stiffness ?? 100)) * COMPLETION_SPEED * "
          + "COMPLETION_SPEED,",
        "        )",
      ]
      if velocity != 0 {
        lines.insert(
          "        // spring() takes no velocity: pass it to animateTo (initialVelocity, here "
            + "\(n(velocity)) × the distance per second).", at: lines.count - 5)
      }
    case .bezier(let b, _):
      lines += [
        "        tween(",
        "            durationMillis = (DURATION_MILLIS * remaining / COMPLETION_SPEED).toInt(),",
        "            easing = CubicBezierEasing(\(float(b.x1)), \(float(b.y1)), \(float(b.x2)), "
          + "\(float(b.y2))),",
        "        )",
      ]
    }
    let op = spec.thresholdOperator
    lines += [
      "",
      "    /** Whether a release at [progress], moving at [velocity] px/s toward the end, "
        + "finishes; [distance] is the px progress 1 stands for. */",
      "    fun shouldFinish(progress: Float, velocity: Float, distance: Float): Boolean {",
    ]
    switch spec.rule {
    case .threshold:
      lines.append("        return progress \(op) THRESHOLD")
    case .projection(let rate):
      lines += [
        "        // Compose's sheets have no projection; this is UIKit's, written out.",
        "        val rate = \(float(rate))",
        "        val travel = (velocity / 1000f) * rate / (1f - rate)",
        "        if (distance <= 0f) return progress \(op) THRESHOLD",
        "        return progress + travel / distance \(op) THRESHOLD",
      ]
    case .gate(let speed):
      lines += [
        "        // SheetState's velocityThreshold (\(n(speed)) pt/s here; convert to px).",
        "        if (abs(velocity) >= \(float(speed))) return velocity > 0f",
        "        return progress \(op) THRESHOLD",
      ]
    case .materialHide(let speed, let rate):
      lines += [
        "        // Material's BottomSheetBehavior.shouldHide, with UIKit's projection.",
        "        val rate = \(float(rate))",
        "        val travel = (velocity / 1000f) * rate / (1f - rate)",
        "        val projected = if (distance > 0f) progress + travel / distance else progress",
        "        return velocity >= 0f && progress >= 0f && projected > THRESHOLD &&",
        "            (velocity > \(float(speed)) || progress > THRESHOLD)",
      ]
    }
    lines += ["    }", "}"]
    lines += anchoredNote
    return lines
  }

  /// The same release in Material's sheets (`AnchoredDraggableState`, `SheetState`), whose
  /// defaults are 56 dp and 125 dp/s.
  private var anchoredNote: [String] {
    let velocity: String
    switch spec.rule {
    case .gate(let speed), .materialHide(let speed, _):
      velocity = "\(ExportNumber.code(speed)).dp.toPx()"
    case .threshold: velocity = "Float.POSITIVE_INFINITY /* velocity ignored */"
    case .projection:
      velocity = "Float.POSITIVE_INFINITY /* no projection there: use shouldFinish above */"
    }
    return [
      "",
      "// In a Material sheet (AnchoredDraggableState / SheetState) the same release is",
      "//   positionalThreshold = { totalDistance -> totalDistance * TransitionLabMotion.THRESHOLD }",
      "//   velocityThreshold = { \(velocity) }",
      "// (Material's defaults are 56 dp and 125 dp/s.)",
    ]
  }

  private var modifier: [String] {
    let vertical = spec.gesture == .verticalPan
    let orientation = vertical ? "Orientation.Vertical" : "Orientation.Horizontal"
    let distanceWords: String
    switch spec.gesture {
    case .verticalPan: distanceWords = "the sheet's height in px"
    case .leftEdgePan(let points): distanceWords = "\(n(points)) dp in px"
    }
    var velocityArgument = "0f"
    if spec.release.completionVelocity {
      velocityArgument = "if (distance > 0f) velocity / distance else 0f"
    } else if case .spring(_, let v) = spec.timing, v != 0 {
      velocityArgument = "\(float(v)) * (target - progress.value)"
    }
    var lines = [
      "/** Drags [progress] (0 presented, 1 dismissed) over [distance] (\(distanceWords)). */",
      "@Composable",
      "fun Modifier.transitionLabDismissal(",
      "    progress: Animatable<Float, *>,",
      "    distance: Float,",
      "    onDismissed: () -> Unit,",
      "): Modifier {",
      "    val scope = rememberCoroutineScope()",
      "    val state = rememberDraggableState { delta ->",
      "        if (distance > 0f) {",
      "            scope.launch { progress.snapTo((progress.value + delta / distance)"
        + ".coerceIn(0f, 1f)) }",
      "        }",
      "    }",
      "    return draggable(",
      "        state = state,",
      "        orientation = \(orientation),",
      "        onDragStopped = { velocity ->",
      "            val finish = TransitionLabMotion.shouldFinish(progress.value, velocity, distance)",
      "            val target = if (finish) 1f else 0f",
      "            val remaining = abs(target - progress.value)",
      "            progress.animateTo(",
      "                target,",
      "                TransitionLabMotion.completionSpec(remaining),",
      "                initialVelocity = \(velocityArgument),",
      "            )",
      "            if (finish) onDismissed()",
      "        },",
      "    )",
      "}",
    ]
    if spec.release.velocityEstimator != nil {
      lines.insert(
        "// The velocity onDragStopped gets is Compose's VelocityTracker estimate; the lab's "
          + "estimator cannot be chosen.", at: 0)
    }
    if case .leftEdgePan = spec.gesture {
      lines.insert(
        "// Compose has no screen-edge gesture: start the drag only near the left edge.", at: 0)
    }
    return lines
  }
}

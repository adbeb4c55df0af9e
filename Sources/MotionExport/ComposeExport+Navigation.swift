import Scenes
import TransitionKit

extension ComposeExport {
  /// The navigation stack as Jetpack Compose writes it: a `NavHost` whose enter, exit, pop
  /// enter and pop exit transitions slide the pages with the lab's duration and parallax,
  /// and which the system's predictive back drives, with the pop rule as a function for a
  /// swipe of one's own.
  func navigationCode(_ navigation: NavigationSpec) -> String {
    let n = ExportNumber.code
    let millis = Int((navigation.duration * 1000).rounded())
    var lines = navigation.summaryLines(format: .compose).map { "// " + $0 }
    lines += [
      "// Predictive back (Android 14+, android:enableOnBackInvokedCallback=\"true\", Navigation "
        + "Compose 2.8+): the back swipe from either edge seeks popEnterTransition and "
        + "popExitTransition with its progress, and the system commits the back on release "
        + "unless the swipe came back; that rule cannot be set, so the \(navigation.popRule) pop "
        + "rule below serves a swipe of your own. The system's swipe has no content-wide form.",
      "// NavHost's transitions cannot draw over the covered page, so the lab's dimming of "
        + "\(ExportNumber.text(navigation.dimming)) is not applied; nor can they shade the moving "
        + "page's edge.",
      "import androidx.compose.animation.AnimatedContentTransitionScope.SlideDirection",
      "import androidx.compose.animation.core.LinearEasing",
      "import androidx.compose.animation.core.tween",
      "import androidx.compose.foundation.layout.Column",
      "import androidx.compose.material3.Button",
      "import androidx.compose.material3.Text",
      "import androidx.compose.runtime.Composable",
      "import androidx.compose.ui.unit.IntOffset",
      "import androidx.navigation.NavHostController",
      "import androidx.navigation.compose.NavHost",
      "import androidx.navigation.compose.composable",
      "import androidx.navigation.compose.rememberNavController",
      "import kotlin.math.abs",
      "import kotlin.math.min",
      "",
      "object TransitionLabNavigationMotion {",
      "    const val DURATION_MILLIS = \(millis)",
      "    /** The share of the width the covered page moves toward the start. */",
      "    const val PARALLAX = \(n(navigation.parallax))f",
      "    /** The black dimming over the covered page (not expressible in NavHost). */",
      "    const val DIMMING = \(n(navigation.dimming))f",
      "    const val COMPLETION_SPEED = \(n(navigation.completionSpeed))f",
      "",
      "    /**",
      "     * Whether a swipe released at [progress] (0..1), at [velocity] px/s toward the back",
      "     * (and [acceleration] progress/s², with [samples] samples), pops on a screen [width]",
      "     * px wide. Pop rule: \(navigation.popRule).",
      "     */",
      "    fun shouldPop(progress: Float, velocity: Float, acceleration: Float, samples: Int, "
        + "width: Float): Boolean {",
    ]
    lines += Self.popRuleBody(navigation)
    lines += [
      "    }",
      "}",
      "",
      "@Composable",
      "fun TransitionLabNavigation(navController: NavHostController = rememberNavController()) {",
      "    val spec = tween<IntOffset>(TransitionLabNavigationMotion.DURATION_MILLIS, "
        + "easing = LinearEasing)",
      "    val covered = { full: Int -> (full * TransitionLabNavigationMotion.PARALLAX).toInt() }",
      "    NavHost(",
      "        navController = navController,",
      "        startDestination = \"list\",",
      "        enterTransition = { slideIntoContainer(SlideDirection.Start, spec) },",
      "        exitTransition = { slideOutOfContainer(SlideDirection.Start, spec, covered) },",
      "        popEnterTransition = { slideIntoContainer(SlideDirection.End, spec, covered) },",
      "        popExitTransition = { slideOutOfContainer(SlideDirection.End, spec) },",
      "    ) {",
      "        composable(\"list\") {",
      "            Column {",
      "                for (row in 1..20) {",
      "                    Button(onClick = { navController.navigate(\"detail/$row\") }) "
        + "{ Text(\"Item $row\") }",
      "                }",
      "            }",
      "        }",
      "        composable(\"detail/{row}\") { entry ->",
      "            val row = entry.arguments?.getString(\"row\") ?: \"\"",
      "            Column {",
      "                Text(\"Item $row\")",
      "                Button(onClick = { navController.navigate(\"detail/${row}00\") }) "
        + "{ Text(\"Show More\") }",
      "                Button(onClick = { navController.popBackStack() }) { Text(\"Back\") }",
      "            }",
      "        }",
      "    }",
      "}",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The pop rule's body in Kotlin.
  static func popRuleBody(_ navigation: NavigationSpec) -> [String] {
    let body: [String]
    switch navigation.popRule {
    case "uikit-legacy":
      body = ["// UIKit's legacy procedure.", "return velocity >= 0f"]
    case "libadwaita", "flutter-cupertino":
      let gate =
        navigation.popRule == "libadwaita"
        ? ExportNumber.code(NavigationPopRule.libadwaitaVelocityThreshold) + "f" : "width"
      body = [
        navigation.popRule == "libadwaita"
          ? "// libadwaita's swipe tracker: 0.3 px/ms, else 50 %."
          : "// Flutter's CupertinoPageRoute: a fling of one width per second, else 50 %.",
        "if (velocity != 0f && abs(velocity) >= \(gate)) return velocity > 0f",
        "return progress > \(ExportNumber.code(NavigationPopRule.positionalThreshold))f",
      ]
    default:
      body = [
        "// UIKit's augmented rule: project over the duration, against min(187.5 / width, 0.5).",
        "val threshold = min(187.5f / maxOf(width, 1f), 0.5f)",
        "val v = velocity / maxOf(width, 1f)",
        "if (samples < 3) return v > 0f",
        "val t = DURATION_MILLIS / 1000f",
        "return progress + v * t + 0.5f * acceleration * t * t > threshold",
      ]
    }
    return body.map { "        " + $0 }
  }
}

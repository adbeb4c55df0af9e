import Scenes
import TransitionKit

extension LibadwaitaExport {
  /// The navigation stack as libadwaita C. `AdwNavigationView` arrived in libadwaita 1.4;
  /// Debian's 1.2 has none, so it is written behind a version check and cannot be compiled
  /// here, followed by 1.2's nearest, an `AdwLeaflet` that cannot unfold and navigates back
  /// with a swipe. The lab's pop rule is a function for a swipe of one's own.
  func navigationCode(_ navigation: NavigationSpec) -> String {
    var comments = navigation.summaryLines(format: .libadwaita)
    comments += [
      "AdwNavigationView arrived in libadwaita 1.4: Debian's 1.2 has none, so the 1.4 code "
        + "below sits behind ADW_CHECK_VERSION (1, 4, 0) and cannot be compiled against 1.2; "
        + "under 1.2 the AdwLeaflet after it takes its place.",
      "Neither lets code set the motion: the page moves on libadwaita's spring (damping ratio "
        + "1, mass 1, stiffness 1000, about 0.29 s), the covered page does not move and its "
        + "shade is the theme's 7 %, so the lab's \(n(navigation.duration)) s, "
        + "\(n(navigation.parallax)) parallax and \(n(navigation.dimming)) dimming are not "
        + "applied.",
      "Their swipe back starts anywhere in the view with touch (no edge band, no mouse) and "
        + "decides by libadwaita's own rule (0.3 px/ms, else 50 %)"
        + (navigation.popRule == "libadwaita"
          ? ", which is the chosen pop rule."
          : ": the \(navigation.popRule) pop rule cannot be set on it, and "
            + "transition_lab_should_pop below serves a swipe of your own."),
    ]
    var lines = ["/*"] + comments.map { " * " + $0 } + [" */"]
    lines += ["", "#include <adwaita.h>", "#include <math.h>", ""]
    lines += [
      "#define TRANSITION_LAB_DURATION \(decimal(navigation.duration))",
      "#define TRANSITION_LAB_PARALLAX \(decimal(navigation.parallax))",
      "#define TRANSITION_LAB_DIMMING \(decimal(navigation.dimming))",
      "",
    ]
    lines += popRule(navigation) + [""] + navigationView + [""] + leaflet
    return lines.joined(separator: "\n") + "\n"
  }

  /// `transition_lab_should_pop`, the pop rule in C.
  private func popRule(_ navigation: NavigationSpec) -> [String] {
    var lines = [
      "/* Whether a swipe released at progress (0..1), at velocity px/s toward the back (and",
      " * acceleration progress/s^2, with samples samples), pops on a view width px wide.",
      " * Pop rule: \(navigation.popRule). */",
      "gboolean",
      "transition_lab_should_pop (double progress,",
      "                           double velocity,",
      "                           double acceleration,",
      "                           int    samples,",
      "                           double width)",
      "{",
    ]
    switch navigation.popRule {
    case "uikit-legacy":
      lines += [
        "  (void) progress;", "  (void) acceleration;", "  (void) samples;", "  (void) width;",
        "  /* UIKit's legacy procedure. */", "  return velocity >= 0;",
      ]
    case "libadwaita", "flutter-cupertino":
      let gate =
        navigation.popRule == "libadwaita"
        ? decimal(NavigationPopRule.libadwaitaVelocityThreshold) : "width"
      lines += [
        "  (void) acceleration;", "  (void) samples;",
      ]
      if navigation.popRule == "libadwaita" { lines.append("  (void) width;") }
      lines += [
        navigation.popRule == "libadwaita"
          ? "  /* libadwaita's swipe tracker: 0.3 px/ms, else 50 %. */"
          : "  /* Flutter's CupertinoPageRoute: a fling of one width per second, else 50 %. */",
        "  if (velocity != 0 && fabs (velocity) >= \(gate))",
        "    return velocity > 0;",
        "  return progress > \(decimal(NavigationPopRule.positionalThreshold));",
      ]
    default:
      lines += [
        "  /* UIKit's augmented rule: project over the duration, against",
        "   * min (187.5 / width, 0.5). */",
        "  double threshold = fmin (187.5 / fmax (width, 1), 0.5);",
        "  double v = velocity / fmax (width, 1);",
        "  double t = TRANSITION_LAB_DURATION;",
        "",
        "  if (samples < 3)",
        "    return v > 0;",
        "  return progress + v * t + 0.5 * acceleration * t * t > threshold;",
      ]
    }
    return lines + ["}"]
  }

  private var navigationView: [String] {
    [
      "#if ADW_CHECK_VERSION (1, 4, 0)",
      "/* libadwaita 1.4 and later: AdwNavigationView, with its back button in an",
      " * AdwHeaderBar in each page, Escape, Alt+Left and the back mouse button. */",
      "GtkWidget *",
      "transition_lab_navigation_new (GtkWidget  *list,",
      "                               const char *title)",
      "{",
      "  AdwNavigationView *view = ADW_NAVIGATION_VIEW (adw_navigation_view_new ());",
      "  AdwNavigationPage *root = adw_navigation_page_new (list, title);",
      "",
      "  adw_navigation_page_set_tag (root, \"list\");",
      "  adw_navigation_view_add (view, root);",
      "  adw_navigation_view_set_animate_transitions (view, TRUE);",
      "  adw_navigation_view_set_pop_on_escape (view, TRUE);",
      "  return GTK_WIDGET (view);",
      "}",
      "",
      "void",
      "transition_lab_navigation_push (GtkWidget  *view,",
      "                                GtkWidget  *child,",
      "                                const char *title)",
      "{",
      "  adw_navigation_view_push (ADW_NAVIGATION_VIEW (view),",
      "                            adw_navigation_page_new (child, title));",
      "}",
      "",
      "void",
      "transition_lab_navigation_pop (GtkWidget *view)",
      "{",
      "  adw_navigation_view_pop (ADW_NAVIGATION_VIEW (view));",
      "}",
    ]
  }

  private var leaflet: [String] {
    [
      "#else",
      "/* libadwaita 1.2: a folded AdwLeaflet whose pages slide over each other on",
      " * libadwaita's spring, swiped back from anywhere by touch. A page navigated away from",
      " * stays in the leaflet: remove it once the transition ends to keep a stack. */",
      "GtkWidget *",
      "transition_lab_navigation_new (GtkWidget  *list,",
      "                               const char *title)",
      "{",
      "  AdwLeaflet *leaflet = ADW_LEAFLET (adw_leaflet_new ());",
      "  AdwSpringParams *spring = adw_spring_params_new (1, 1, 1000);",
      "",
      "  adw_leaflet_page_set_name (adw_leaflet_append (leaflet, list), title);",
      "  adw_leaflet_set_can_unfold (leaflet, FALSE);",
      "  adw_leaflet_set_can_navigate_back (leaflet, TRUE);",
      "  adw_leaflet_set_transition_type (leaflet, ADW_LEAFLET_TRANSITION_TYPE_OVER);",
      "  adw_leaflet_set_child_transition_params (leaflet, spring);",
      "  adw_spring_params_unref (spring);",
      "  return GTK_WIDGET (leaflet);",
      "}",
      "",
      "void",
      "transition_lab_navigation_push (GtkWidget  *view,",
      "                                GtkWidget  *child,",
      "                                const char *title)",
      "{",
      "  AdwLeaflet *leaflet = ADW_LEAFLET (view);",
      "",
      "  adw_leaflet_page_set_name (adw_leaflet_append (leaflet, child), title);",
      "  adw_leaflet_set_visible_child (leaflet, child);",
      "}",
      "",
      "void",
      "transition_lab_navigation_pop (GtkWidget *view)",
      "{",
      "  adw_leaflet_navigate (ADW_LEAFLET (view), ADW_NAVIGATION_DIRECTION_BACK);",
      "}",
      "#endif",
    ]
  }
}

import TransitionKit

/// The motion as libadwaita C: an `AdwSpringAnimation` (or an `AdwTimedAnimation` for a
/// curve) driving the transition's progress, and GTK drag and swipe gestures that move it and
/// decide the release.
struct LibadwaitaExport {
  let spec: MotionSpec

  var n: (Double) -> String { ExportNumber.text }

  var code: String {
    var lines = ["/*"] + spec.summaryLines(format: .libadwaita).map { " * " + $0 } + [" */"]
    lines += ["", "#include <adwaita.h>", "#include <math.h>", ""]
    lines += constants + [""] + state + [""] + animation + [""] + rule + [""] + gestures
    return lines.joined(separator: "\n") + "\n"
  }

  private var constants: [String] {
    var lines = [
      "/* The transition's duration, threshold and completion speed. */",
      "#define TRANSITION_LAB_DURATION_MS \(Int((spec.duration * 1000).rounded()))",
      "#define TRANSITION_LAB_THRESHOLD \(decimal(spec.threshold))",
      "#define TRANSITION_LAB_COMPLETION_SPEED \(decimal(spec.completionSpeed))",
    ]
    if let forms = spec.springForms {
      lines += [
        "/* UIKit's damping ratio \(n(forms.dampingRatio)) in \(n(spec.duration)) s: mass 1 and the "
          + "stiffness that settles then. */",
        "#define TRANSITION_LAB_DAMPING_RATIO \(decimal(forms.dampingRatio))",
        "#define TRANSITION_LAB_STIFFNESS \(decimal(forms.stiffness))",
        "#define TRANSITION_LAB_INITIAL_VELOCITY \(decimal(forms.initialVelocity))",
      ]
    }
    if case .leftEdgePan(let distance) = spec.gesture {
      lines.append("#define TRANSITION_LAB_DISTANCE \(decimal(distance))")
    }
    return lines
  }

  /// A C double literal.
  func decimal(_ value: Double) -> String {
    let text = ExportNumber.code(value)
    return text.contains(".") ? text : text + ".0"
  }

  private var state: [String] {
    [
      "/* The sheet's state: its progress from presented (0) to dismissed (1). Lay the sheet",
      " * out at progress × the distance in its size_allocate. */",
      "typedef struct {",
      "  GtkWidget *widget;",
      "  double progress;",
      "  AdwAnimation *animation;",
      "} TransitionLabDismissal;",
      "",
      "static void",
      "transition_lab_set_progress (double value,",
      "                             gpointer user_data)",
      "{",
      "  TransitionLabDismissal *self = user_data;",
      "",
      "  self->progress = value;",
      "  gtk_widget_queue_allocate (self->widget);",
      "}",
    ]
  }

  private var animation: [String] {
    var lines = [
      "/* The completion from the current progress to `to`; `velocity` is in progress per",
      " * second. A completion speed s runs the same curve s times faster. */",
      "static AdwAnimation *",
      "transition_lab_animation_new (TransitionLabDismissal *self,",
      "                              double to,",
      "                              double velocity)",
      "{",
      "  AdwAnimationTarget *target =",
      "    adw_callback_animation_target_new (transition_lab_set_progress, self, NULL);",
    ]
    switch spec.timing {
    case .spring:
      lines += [
        "  double speed = TRANSITION_LAB_COMPLETION_SPEED;",
        "  /* Stiffness × s² with the same ratio is the same spring s times faster. */",
        "  AdwSpringParams *params = adw_spring_params_new (TRANSITION_LAB_DAMPING_RATIO, 1.0,",
        "                                                   TRANSITION_LAB_STIFFNESS * speed "
          + "* speed);",
        "  AdwAnimation *animation = adw_spring_animation_new (self->widget, self->progress, to,",
        "                                                      params, target);",
        "",
        "  adw_spring_params_unref (params);",
        "  adw_spring_animation_set_initial_velocity (ADW_SPRING_ANIMATION (animation), velocity);",
        "  return animation;",
        "}",
      ]
    case .bezier(let bezier, _):
      let nearest = AdwEasingFit.nearest(to: bezier)
      let words =
        "libadwaita before 1.7 has no Bézier easing: \(nearest.easing.rawValue) is the nearest, "
        + "at most \(MotionSpec.percent(nearest.error)) of the distance off the curve."
      lines += [
        "  double remaining = fabs (to - self->progress);",
        "  guint duration = (guint) (TRANSITION_LAB_DURATION_MS * remaining / "
          + "TRANSITION_LAB_COMPLETION_SPEED);",
        "  AdwAnimation *animation = adw_timed_animation_new (self->widget, self->progress, to,",
        "                                                     duration, target);",
        "",
        "  (void) velocity; /* A timed animation starts from rest. */",
      ]
      if let exact = AdwEasingFit.exact(for: bezier) {
        lines += [
          "#if ADW_CHECK_VERSION (1, 7, 0)",
          "  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (animation), \(exact));",
          "#else",
          "  /* \(words) */",
          "  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (animation), "
            + "\(nearest.easing.rawValue));",
          "#endif",
        ]
      } else {
        lines += [
          "  /* \(words) */",
          "  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (animation), "
            + "\(nearest.easing.rawValue));",
        ]
      }
      lines += ["  return animation;", "}"]
    }
    return lines
  }

  private var rule: [String] {
    let op = spec.thresholdOperator
    var lines = [
      "/* Whether a release at `progress`, moving at `velocity` pixels per second toward the",
      " * end, finishes; `distance` is the pixels progress 1 stands for. AdwSwipeTracker has its",
      " * own release rule; this one is the lab's, written out. */",
      "static gboolean",
      "transition_lab_should_finish (double progress,",
      "                              double velocity,",
      "                              double distance)",
      "{",
    ]
    switch spec.rule {
    case .threshold:
      lines += ["  (void) velocity;", "  (void) distance;"]
      lines.append("  return progress \(op) TRANSITION_LAB_THRESHOLD;")
    case .projection(let rate):
      lines += [
        "  double rate = \(decimal(rate));",
        "  double travel = (velocity / 1000.0) * rate / (1.0 - rate);",
        "",
        "  if (distance <= 0)",
        "    return progress \(op) TRANSITION_LAB_THRESHOLD;",
        "  return progress + travel / distance \(op) TRANSITION_LAB_THRESHOLD;",
      ]
    case .gate(let speed):
      lines += [
        "  (void) distance;",
        "  if (fabs (velocity) >= \(decimal(speed)))",
        "    return velocity > 0;",
        "  return progress \(op) TRANSITION_LAB_THRESHOLD;",
      ]
    case .materialHide(let speed, let rate):
      lines += [
        "  /* Material's BottomSheetBehavior.shouldHide, with UIKit's projection. */",
        "  double rate = \(decimal(rate));",
        "  double travel = (velocity / 1000.0) * rate / (1.0 - rate);",
        "  double projected = distance > 0 ? progress + travel / distance : progress;",
        "",
        "  return velocity >= 0 && progress >= 0 && projected > TRANSITION_LAB_THRESHOLD",
        "         && (velocity > \(decimal(speed)) || progress > TRANSITION_LAB_THRESHOLD);",
      ]
    }
    lines.append("}")
    return lines
  }

  private var gestures: [String] {
    let vertical = spec.gesture == .verticalPan
    let offset = vertical ? "offset_y" : "offset_x"
    let velocity = vertical ? "velocity_y" : "velocity_x"
    let distance =
      vertical ? "(double) gtk_widget_get_height (self->widget)" : "TRANSITION_LAB_DISTANCE"
    var lines = [
      "static void",
      "transition_lab_drag_update (GtkGestureDrag *gesture,",
      "                            double offset_x,",
      "                            double offset_y,",
      "                            gpointer user_data)",
      "{",
      "  TransitionLabDismissal *self = user_data;",
      "  double distance = \(distance);",
      "",
      "  (void) gesture;",
      "  (void) \(vertical ? "offset_x" : "offset_y");",
      "  if (distance > 0)",
      "    transition_lab_set_progress (CLAMP (\(offset) / distance, 0.0, 1.0), self);",
      "}",
      "",
      "/* GtkGestureSwipe reports the release velocity, from the last events. */",
      "static void",
      "transition_lab_swipe (GtkGestureSwipe *gesture,",
      "                      double velocity_x,",
      "                      double velocity_y,",
      "                      gpointer user_data)",
      "{",
      "  TransitionLabDismissal *self = user_data;",
      "  double distance = \(distance);",
      "  gboolean finish = transition_lab_should_finish (self->progress, \(velocity), distance);",
      "  double to = finish ? 1.0 : 0.0;",
    ]
    if spec.release.completionVelocity {
      lines.append("  double velocity = distance > 0 ? \(velocity) / distance : 0.0;")
    } else if case .spring(_, let v) = spec.timing, v != 0 {
      lines.append(
        "  double velocity = TRANSITION_LAB_INITIAL_VELOCITY * (to - self->progress);")
    } else {
      lines.append("  double velocity = 0.0;")
    }
    lines += [
      "",
      "  (void) gesture;",
      "  (void) \(vertical ? "velocity_x" : "velocity_y");",
      "  g_clear_object (&self->animation);",
      "  self->animation = transition_lab_animation_new (self, to, velocity);",
      "  adw_animation_play (self->animation);",
      "}",
      "",
      "void",
      "transition_lab_dismissal_attach (TransitionLabDismissal *self)",
      "{",
      "  GtkGesture *drag = gtk_gesture_drag_new ();",
      "  GtkGesture *swipe = gtk_gesture_swipe_new ();",
      "",
      "  g_signal_connect (drag, \"drag-update\", G_CALLBACK (transition_lab_drag_update), self);",
      "  g_signal_connect (swipe, \"swipe\", G_CALLBACK (transition_lab_swipe), self);",
      "  gtk_gesture_group (drag, swipe);",
      "  gtk_widget_add_controller (self->widget, GTK_EVENT_CONTROLLER (drag));",
      "  gtk_widget_add_controller (self->widget, GTK_EVENT_CONTROLLER (swipe));",
      "}",
    ]
    if case .leftEdgePan = spec.gesture {
      lines.insert(
        "/* GTK has no screen-edge gesture: start the drag only near the left edge. */",
        at: lines.count - 12)
    }
    if let estimator = spec.release.velocityEstimator {
      lines.insert(
        "/* The lab's \(estimator) velocity estimator cannot be chosen here; GtkGestureSwipe "
          + "estimates from its recent events. */", at: 16)
    }
    return lines
  }
}

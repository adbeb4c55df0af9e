import TransitionKit

extension LibadwaitaExport {
  /// The sheet as libadwaita C. libadwaita 1.2 has no bottom sheet (`AdwBottomSheet` arrived
  /// in 1.6, and rests only open or closed): what 1.6 would take is written behind a version
  /// check, then a sheet of one's own for 1.2 — its top edge settles at each detent on an
  /// `AdwSpringAnimation`, a drag moves it and the release picks the detent by the scene's rule.
  func sheetCode(_ sheet: SheetSpec) -> String {
    var comments = spec.summaryLines(format: .libadwaita)
    comments += [
      "libadwaita 1.2 has no bottom sheet: AdwBottomSheet arrived in 1.6, and even there it "
        + "rests only open (at its natural height) or closed, with no detents, no undimmed "
        + "detent and its own release and spring. What 1.6 would take is below, behind a "
        + "version check; then a sheet of your own for 1.2 that rests at every detent.",
      "GtkGestureSwipe estimates the release velocity from its own recent events; the lab's "
        + "estimator cannot be chosen. The \(sheet.rubberBand) rubber band past the end "
        + "detents is left to you (the drag below clamps).",
    ]
    var lines = ["/*"] + comments.map { " * " + $0 } + [" */"]
    lines += ["", "#include <adwaita.h>", "#include <math.h>", ""]
    lines += sheetConstants(sheet) + [""] + bottomSheet(sheet) + [""] + sheetState(sheet)
    lines += [""] + sheetRule(sheet) + [""] + sheetGestures
    return lines.joined(separator: "\n") + "\n"
  }

  private func sheetConstants(_ sheet: SheetSpec) -> [String] {
    let forms = spec.springForms
    var lines = [
      "/* The settle spring (UIKit's damping ratio in \(n(sheet.settleDuration)) s: mass 1 and "
        + "the stiffness that settles then), the release's threshold, and the large detent's "
        + "inset from the top, in px. */",
      "#define TRANSITION_LAB_SHEET_DAMPING_RATIO "
        + decimal(forms?.dampingRatio ?? sheet.settleDampingRatio),
      "#define TRANSITION_LAB_SHEET_STIFFNESS \(decimal(forms?.stiffness ?? 100))",
      "#define TRANSITION_LAB_SHEET_THRESHOLD \(decimal(sheet.positionalThreshold))",
      "#define TRANSITION_LAB_SHEET_TOP_INSET \(decimal(SheetDetent.largeTopInset))",
      "#define TRANSITION_LAB_SHEET_MAX_RESTS \(sheet.detents.count + 1)",
    ]
    if let rate = sheet.decelerationRate {
      lines.append("#define TRANSITION_LAB_SHEET_DECELERATION_RATE \(decimal(rate))")
    }
    if let speed = sheet.velocityThreshold {
      lines.append("#define TRANSITION_LAB_SHEET_VELOCITY_GATE \(decimal(speed))")
    }
    return lines
  }

  private func bottomSheet(_ sheet: SheetSpec) -> [String] {
    [
      "#if ADW_CHECK_VERSION (1, 6, 0)",
      "/* libadwaita 1.6 and later: AdwBottomSheet, open at its natural height or closed. */",
      "GtkWidget *",
      "transition_lab_bottom_sheet_new (GtkWidget *content,",
      "                                 GtkWidget *sheet)",
      "{",
      "  AdwBottomSheet *bottom_sheet = ADW_BOTTOM_SHEET (adw_bottom_sheet_new ());",
      "",
      "  adw_bottom_sheet_set_content (bottom_sheet, content);",
      "  adw_bottom_sheet_set_sheet (bottom_sheet, sheet);",
      "  adw_bottom_sheet_set_show_drag_handle (bottom_sheet, "
        + "\(sheet.grabberVisible ? "TRUE" : "FALSE"));",
      "  adw_bottom_sheet_set_can_close (bottom_sheet, \(sheet.dismissAllowed ? "TRUE" : "FALSE"));",
      "  adw_bottom_sheet_set_modal (bottom_sheet, "
        + "\(sheet.largestUndimmed == nil ? "TRUE" : "FALSE"));",
      "  adw_bottom_sheet_set_open (bottom_sheet, TRUE);",
      "  return GTK_WIDGET (bottom_sheet);",
      "}",
      "#endif",
    ]
  }

  private func sheetState(_ sheet: SheetSpec) -> [String] {
    var lines = [
      "/* A sheet of your own: its top edge, in px from the container's top. Lay the sheet out",
      " * at `top` in the container's size_allocate. */",
      "typedef struct {",
      "  GtkWidget *widget;",
      "  double top;",
      "  double start_top;",
      "  AdwAnimation *settle;",
      "} TransitionLabSheet;",
      "",
      "/* The top edges the sheet rests at in a container `height` px high, from the largest",
      " * detent down (\(sheet.ascending.reversed().map(\.identifier).joined(separator: ", "))"
        + "\(sheet.dismissAllowed ? ", then dismissed" : "")); returns how many. */",
      "int",
      "transition_lab_sheet_rest_tops (double height,",
      "                                double *tops)",
      "{",
      "  double large = height - TRANSITION_LAB_SHEET_TOP_INSET;",
      "  int count = 0;",
      "",
      "  (void) large;",
    ]
    for detent in sheet.ascending.reversed() {
      let value: String
      switch detent.identifier {
      case "large": value = "large"
      case "medium": value = "height / 2.0"
      default: value = "large * \(decimal(detent.fraction))"
      }
      lines.append("  tops[count++] = height - \(value); /* \(detent.identifier) */")
    }
    if sheet.dismissAllowed { lines.append("  tops[count++] = height; /* dismissed */") }
    lines += [
      "  return count;",
      "}",
      "",
      "static void",
      "transition_lab_sheet_set_top (double value,",
      "                              gpointer user_data)",
      "{",
      "  TransitionLabSheet *self = user_data;",
      "",
      "  self->top = value;",
      "  gtk_widget_queue_allocate (self->widget);",
      "}",
      "",
      "/* Settles the top edge at `target`, starting at `velocity` px per second. */",
      "void",
      "transition_lab_sheet_settle (TransitionLabSheet *self,",
      "                             double target,",
      "                             double velocity)",
      "{",
      "  AdwAnimationTarget *animation_target =",
      "    adw_callback_animation_target_new (transition_lab_sheet_set_top, self, NULL);",
      "  AdwSpringParams *params = adw_spring_params_new (TRANSITION_LAB_SHEET_DAMPING_RATIO, 1.0,",
      "                                                   TRANSITION_LAB_SHEET_STIFFNESS);",
      "",
      "  g_clear_object (&self->settle);",
      "  self->settle = adw_spring_animation_new (self->widget, self->top, target, params,",
      "                                           animation_target);",
      "  adw_spring_params_unref (params);",
      "  adw_spring_animation_set_initial_velocity (ADW_SPRING_ANIMATION (self->settle), velocity);",
      "  adw_animation_play (self->settle);",
      "}",
    ]
    return lines
  }

  private func sheetRule(_ sheet: SheetSpec) -> [String] {
    var lines = [
      "/* Where a release at `top`, moving at `velocity` px per second (down positive), rests:",
      " * between two rest positions it goes on to the one it moves toward once past the",
      " * threshold of the way, and back otherwise (\(sheet.rule) rule). */",
      "double",
      "transition_lab_sheet_target (double top,",
      "                             double start_top,",
      "                             double velocity,",
      "                             double height)",
      "{",
      "  double tops[TRANSITION_LAB_SHEET_MAX_RESTS];",
      "  int count = transition_lab_sheet_rest_tops (height, tops);",
      "  double position = top;",
      "  int upper = 0;",
      "",
    ]
    if sheet.decelerationRate != nil {
      lines += [
        "  /* Project the release as UIScrollView decelerates. */",
        "  position += (velocity / 1000.0) * TRANSITION_LAB_SHEET_DECELERATION_RATE /",
        "              (1.0 - TRANSITION_LAB_SHEET_DECELERATION_RATE);",
      ]
    } else if sheet.velocityThreshold != nil {
      lines += [
        "  if (velocity != 0 && fabs (velocity) >= TRANSITION_LAB_SHEET_VELOCITY_GATE) {",
        "    double from = CLAMP (position, tops[0], tops[count - 1]);",
        "    int i;",
        "",
        "    if (velocity > 0) {",
        "      for (i = 0; i < count; i++)",
        "        if (tops[i] > from)",
        "          return tops[i];",
        "      return tops[count - 1];",
        "    }",
        "    for (i = count - 1; i >= 0; i--)",
        "      if (tops[i] < from)",
        "        return tops[i];",
        "    return tops[0];",
        "  }",
      ]
    } else {
      lines.append("  (void) velocity;")
    }
    lines += [
      "  while (upper < count && tops[upper] < position)",
      "    upper++;",
      "  if (upper == count)",
      "    return tops[count - 1];",
      "  if (upper == 0 || tops[upper] == position)",
      "    return tops[upper];",
      "  if (position > start_top)",
      "    return (position - tops[upper - 1]) / (tops[upper] - tops[upper - 1]) >",
      "           TRANSITION_LAB_SHEET_THRESHOLD ? tops[upper] : tops[upper - 1];",
      "  if (position < start_top)",
      "    return (tops[upper] - position) / (tops[upper] - tops[upper - 1]) >",
      "           TRANSITION_LAB_SHEET_THRESHOLD ? tops[upper - 1] : tops[upper];",
      "  return position - tops[upper - 1] <= tops[upper] - position ? tops[upper - 1] : "
        + "tops[upper];",
      "}",
    ]
    return lines
  }

  private var sheetGestures: [String] {
    [
      "static void",
      "transition_lab_sheet_drag_begin (GtkGestureDrag *gesture,",
      "                                 double start_x,",
      "                                 double start_y,",
      "                                 gpointer user_data)",
      "{",
      "  TransitionLabSheet *self = user_data;",
      "",
      "  (void) gesture;",
      "  (void) start_x;",
      "  (void) start_y;",
      "  if (self->settle)",
      "    adw_animation_pause (self->settle);",
      "  self->start_top = self->top;",
      "}",
      "",
      "static void",
      "transition_lab_sheet_drag_update (GtkGestureDrag *gesture,",
      "                                  double offset_x,",
      "                                  double offset_y,",
      "                                  gpointer user_data)",
      "{",
      "  TransitionLabSheet *self = user_data;",
      "  double height = (double) gtk_widget_get_height (self->widget);",
      "",
      "  (void) gesture;",
      "  (void) offset_x;",
      "  transition_lab_sheet_set_top (CLAMP (self->start_top + offset_y,",
      "                                       TRANSITION_LAB_SHEET_TOP_INSET, height), self);",
      "}",
      "",
      "/* GtkGestureSwipe reports the release velocity. */",
      "static void",
      "transition_lab_sheet_swipe (GtkGestureSwipe *gesture,",
      "                            double velocity_x,",
      "                            double velocity_y,",
      "                            gpointer user_data)",
      "{",
      "  TransitionLabSheet *self = user_data;",
      "  double height = (double) gtk_widget_get_height (self->widget);",
      "",
      "  (void) gesture;",
      "  (void) velocity_x;",
      "  transition_lab_sheet_settle (self, transition_lab_sheet_target (self->top, "
        + "self->start_top,",
      "                                                                  velocity_y, height),",
      "                               velocity_y);",
      "}",
      "",
      "void",
      "transition_lab_sheet_attach (TransitionLabSheet *self)",
      "{",
      "  GtkGesture *drag = gtk_gesture_drag_new ();",
      "  GtkGesture *swipe = gtk_gesture_swipe_new ();",
      "",
      "  g_signal_connect (drag, \"drag-begin\", G_CALLBACK (transition_lab_sheet_drag_begin), "
        + "self);",
      "  g_signal_connect (drag, \"drag-update\", G_CALLBACK (transition_lab_sheet_drag_update), "
        + "self);",
      "  g_signal_connect (swipe, \"swipe\", G_CALLBACK (transition_lab_sheet_swipe), self);",
      "  gtk_gesture_group (drag, swipe);",
      "  gtk_widget_add_controller (self->widget, GTK_EVENT_CONTROLLER (drag));",
      "  gtk_widget_add_controller (self->widget, GTK_EVENT_CONTROLLER (swipe));",
      "}",
    ]
  }
}

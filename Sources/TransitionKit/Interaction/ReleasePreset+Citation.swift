extension ReleasePreset {
  /// Where each of the preset's constants comes from (repository, file and line at the
  /// snapshot read), how it was converted, and where the system does something these
  /// parameters cannot say. Shown in the parameter summary.
  public var citation: String {
    switch self {
    case .seed:
      """
      The tutorials' rule: release past `threshold` dismisses, before it snaps back, whatever \
      the speed (seeds 000/001 and 003: `shouldFinish = progress > percentThreshold`; seed \
      004: `progress < 0.5` cancels). Velocity over the last 150 ms of events (libadwaita's \
      window; UIKit's is not published). Deceleration 0.998 (UIKit's normal rate) and \
      300 pt/s (PanModal's and libadwaita's gate) are used only if the rule is changed.
      """
    case .uikitFluid:
      """
      "Designing Fluid Interfaces", WWDC 2018 (developer.apple.com/videos/play/wwdc2018/803, \
      slide 176): project the release with the scroll view's deceleration, \
      (v / 1000) · r / (1 − r) points, r = UIScrollView.DecelerationRate.normal = 0.998, and \
      go to the rest position nearest the projection (threshold 0.5); the spring that \
      follows starts at the finger's velocity. UIKit's pan velocity window is not \
      published; 150 ms is this app's choice.
      """
    case .panModal:
      """
      slackhq/PanModal @76ab89f, PanModal/Controller/PanModalPresentationController.swift: \
      L41 snapMovementSensitivity = 0.7, L638–640 a release faster than \
      1000 · (1 − 0.7) = 300 pt/s decides by direction (up → long form, down → dismiss), \
      L535 a slower one goes to the nearest of {off-screen, short form, long form} \
      (threshold 0.5). PanModal/Animator/PanModalAnimator.swift L34 \
      initialSpringVelocity: 0 (completion velocity off). Velocity from \
      UIPanGestureRecognizer (window not published; 150 ms here).
      """
    case .vaul:
      """
      emilkowalski/vaul @3e97aac: src/constants.ts L6 VELOCITY_THRESHOLD = 0.4 px/ms = \
      400 pt/s, L8 CLOSE_THRESHOLD = 0.25 of the drawer's visible height; src/index.tsx \
      L269 dragStartTime set when the pointer goes down, L613–615 velocity = \
      |distMoved| / timeTaken from press to release (the average estimator), L645 faster \
      than the gate closes, L655 otherwise closes when dragged ≥ 25 %; a drag that ended \
      above its start resets. The close is a fixed 0.5 s cubic-bezier(0.32, 0.72, 0, 1) \
      (constants.ts TRANSITIONS): completion velocity off.
      """
    case .libadwaita:
      """
      GNOME/libadwaita @c68992bd, src/adw-swipe-tracker.c: L18 EVENT_HISTORY_THRESHOLD_MS \
      150 (velocity over the last 150 ms of events), L21 VELOCITY_THRESHOLD_TOUCH 0.3 px/ms \
      = 300 pt/s, L23 DECELERATION_TOUCH 0.998; get_end_progress (L441–492): slower than the \
      gate goes to the closest snap point (threshold 0.5), faster projects and \
      find_point_for_projection always moves at least one snap point in the direction of \
      the flick, which with a sheet's two points (open, closed) is the velocity gate. The \
      tracker projects in progress units as if the distance were 1000 px (slope \
      r / (1 − r) / 1000 applied to px/ms), so it is not reproduced as a projection. \
      src/adw-bottom-sheet.c L1096 hands the velocity to the spring (completion velocity on).
      """
    case .material:
      """
      material-components/material-components-android @ac7e18efe, \
      lib/java/com/google/android/material/bottomsheet/BottomSheetBehavior.java: L226 \
      DEFAULT_SIGNIFICANT_VEL_THRESHOLD = 500 px/s (taken as 500 pt/s), L2149–2150 hide when \
      moving down faster than that or releasedLow, i.e. past the middle (threshold 0.5); \
      L230 HIDE_FRICTION 0.1 s, a linear projection top + v · 0.1 s (L1796), which is a \
      deceleration rate of 100/101 ≈ 0.9901, which must carry the release past the \
      middle before it may hide (shouldHide, L1784–1797, HIDE_THRESHOLD 0.5, the sheet's \
      height standing for the peek of a modal sheet): the material-hide rule. Any upward \
      release (L2123) expands. L2044 settleCapturedViewAt: the velocity only sets the \
      settle's duration (completion velocity off). Android fits a quadratic to 100 ms of \
      events (VelocityTracker.h HORIZON), cut at a 40-ms gap.
      """
    case .compose:
      """
      androidx/androidx @eff559cc, compose/material3/.../SheetDefaults.kt: \
      BottomSheetDefaults.PositionalThreshold = 56.dp, VelocityThreshold = 125.dp (per \
      second), dp taken as points; 56 dp is a distance from the start, not a fraction, kept \
      as such and divided by the scene's distance. material3/internal/AnchoredDraggable.kt \
      computeTarget: a release at least 125 dp/s toward the next anchor goes there, \
      otherwise it goes on once 56 dp past the current anchor (a fast flick back decides by \
      position there, not by direction as here). SheetState.animateTo starts from \
      anchoredDraggableState.lastVelocity (completion velocity on). Velocity over 100 ms \
      (ui/.../VelocityTracker.kt HorizonMilliseconds).
      """
    case .floatingPanel:
      """
      scenee/FloatingPanel @7efcc76: Sources/Behavior.swift L72–73 momentumProjectionRate = \
      UIScrollView.DecelerationRate.normal (0.998), L76–77 redirectionalProgress = 0.5; \
      Sources/Core.swift L1049–1053 project = (v / 1000) · r / (1 − r), L1104–1106 the \
      target is the next state once the projection is more than 0.5 of the segment across; \
      L801 startAttraction(to:with: velocity) (completion velocity on). Its removal test, \
      velocity ÷ distance to hidden ≥ 5.5 s⁻¹ (Behavior.swift L84, Core.swift L774–782), \
      is relative, not in pt/s, and is not reproduced; the velocity threshold is unused.
      """
    }
  }
}

import TransitionKit

/// "Photo grid zoom": a scrolling grid of photos whose cells open a detail that grows out of
/// the cell (iOS 18's zoom transition, or a shared-element flight under Hero's, Compose's or
/// Material's timing, or a crossfade), pages between photos, and goes back into the cell of
/// the photo it shows, by its close button, a drag down, a drag from the leading edge or a
/// pinch in, any of which can catch a zoom in flight.
public enum ZoomScene {
  public static let id = "zoom"

  /// The values of UIKit's zoom (its spec) act only while the zoom is the transition chosen.
  static let zoomOnly = ParameterEffect(
    .choice(Key.transition, in: [TransitionChoice.zoom.rawValue], ifAbsent: false),
    reason: "Used only by UIKit's zoom: choose zoom under Transition.")

  /// The duration acts only on the cross-dissolve.
  static let crossDissolveOnly = ParameterEffect(
    .choice(Key.transition, in: [TransitionChoice.crossDissolve.rawValue], ifAbsent: false),
    reason: "Used only by the cross-dissolve: choose cross-dissolve under Transition.")

  /// The scene's own parameters.
  public enum Key {
    public static let transition = "transition"
    public static let minimumScale = "minimum-scale"
    public static let dismissThreshold = "dismiss-threshold"
    public static let scaleThreshold = "scale-threshold"
    public static let dimming = "dimming"
    public static let response = "response"
    public static let trackingResponse = "tracking-response"
    public static let overlay = "overlay"
    public static let style = "style"
    public static let detail = "detail"
    public static let followPage = "follow-page"
  }

  /// Which zoom plays: iOS 26's as measured, or the classic one this lab had before.
  public enum Style: String, CaseIterable, Sendable {
    /// iOS 26: the eased shrink (0.67 per height toward 0.37), the soft follow, a pinch
    /// capped at 1.0 and released by the fingers' ratio below 0.5, a critically damped
    /// spring of ω 19.
    case uikit
    /// The classic zoom: a linear shrink to 0.5 at half the height, the pressed point under
    /// the finger, a pinch up to 1.25 released by its projected scale, a 0.45-s spring of 0.9.
    case uikitClassic = "uikit-classic"

    var spec: ZoomTransitionSpec { self == .uikit ? .uikit : .classic }
  }

  /// Which transition opens and closes a photo.
  public enum TransitionChoice: String, CaseIterable, Sendable {
    case zoom
    case hero
    case compose
    case material
    case crossDissolve = "cross-dissolve"

    var sharedTiming: SharedElementTiming? {
      switch self {
      case .hero: .hero
      case .compose: .compose
      case .material: .material
      case .zoom, .crossDissolve: nil
      }
    }
  }

  static let defaults = ZoomTransitionSpec()

  public static let descriptor = SceneDescriptor(
    id: id, title: "Photo grid zoom",
    summary:
      "A grid of 36 photos. A tap zooms the photo into its detail (iOS 18's "
      + "preferredTransition = .zoom); the detail pages left and right; Close, a drag down, a "
      + "drag from the leading edge or a pinch in zooms it back into the cell of the photo it "
      + "shows, wherever the grid has scrolled. A drag shrinks the photo toward the minimum "
      + "scale and trails the finger through a spring; a pinch turns it with the fingers; a "
      + "drag begun during a zoom in takes it over (under uikit-classic a press catches it). "
      + "The same pair of screens can fly under Hero's, Compose's or Material's "
      + "shared-element timing, or crossfade.",
    source:
      "UIKit's zoom transition (iOS 18) and its dismiss interaction; Hero, Compose "
      + "sharedBounds and Material's container transform",
    parameters: [
      .duration(
        ViewController.Transition.crossDissolveDuration,
        summary:
          "Length of the cross-dissolve (.crossDissolve). The zoom follows its spring and "
          + "the shared elements their own timings."
      ).effective(ZoomScene.crossDissolveOnly),
      .presentationStyle(
        .fullScreen,
        summary:
          "How the detail is presented: fullScreen, as a zoom covers the screen (the grid "
          + "leaves the window until the zoom back begins); overFullScreen keeps it there."),
      .completionSpeed,
      ParameterSpec(
        id: Key.transition, title: "Transition",
        kind: .choice(TransitionChoice.allCases.map(\.rawValue)),
        seedDefault: .choice(TransitionChoice.zoom.rawValue),
        summary:
          "zoom: UIKit's .zoom, interactive and catchable. hero: Hero's flight, 0.208 s + "
          + "distance / 3000 s on its standard curve. compose: sharedBounds' spring, stiffness "
          + "400, damping 1. material: the container transform, 500 ms in, 400 ms back, "
          + "emphasized easing, 32 % scrim. cross-dissolve: .crossDissolve.",
        group: .scene),
      ParameterSpec(
        id: Key.style, title: "UIKit era",
        kind: .choice(Style.allCases.map(\.rawValue)),
        seedDefault: .choice(Style.uikit.rawValue),
        summary:
          "uikit: iOS 26 as measured frame by frame (a third-party measurement): the drag "
          + "shrinks the photo by 0.67 per height, easing past 0.39 H toward 0.37; the photo "
          + "falls behind a drag down and follows sideways on a rubber band; a pinch never "
          + "grows it past 1.0 and dismisses when the fingers close below half; a critically "
          + "damped spring of ω 19. uikit-classic: a linear shrink to 0.5 at half the height, "
          + "the pressed point under the finger, a pinch up to 1.25 released by its projected "
          + "scale, a 0.45-s spring of 0.9 (minimum scale, response and damping left at their "
          + "defaults take the classic values).",
        group: .scene),
      ParameterSpec(
        id: Key.detail, title: "Detail", kind: .choice(["photo", "scrolling"]),
        seedDefault: .choice("photo"),
        summary:
          "photo: the photo alone on black. scrolling: the photo at the top of a page that "
          + "scrolls; a drag down that begins on the page scrolled away from its top scrolls "
          + "it back and over-scrolls there, never handing over to the dismissal, and one "
          + "that begins at the top dismisses, as iOS 26 was measured to do.",
        group: .scene),
      ParameterSpec(
        id: Key.minimumScale, title: "Minimum scale", unit: "×",
        kind: .number(range: 0.1...1, step: 0.01),
        seedDefault: .number(defaults.minimumScale),
        summary:
          "The scale a drag shrinks the photo toward (UIKit's minScale; its value was not "
          + "recovered: 0.37 is the measured asymptote of iOS 26's shrink).",
        group: .scene,
        effect: ZoomScene.zoomOnly),
      ParameterSpec(
        id: Key.dismissThreshold, title: "Dismiss threshold", unit: "pt",
        kind: .number(range: 0...600, step: 5),
        seedDefault: .number(defaults.dismissThreshold),
        summary:
          "A release dismisses when its translation + 0.099 s × velocity passes this "
          + "(UIKit's dismissThreshold; value not recovered, 100 pt is the lab's choice).",
        group: .scene,
        effect: ZoomScene.zoomOnly),
      ParameterSpec(
        id: Key.scaleThreshold, title: "Scale threshold", unit: "×",
        kind: .number(range: 0...1, step: 0.05),
        seedDefault: .number(defaults.scaleDismissThreshold),
        summary:
          "A release (or a pinch's projected scale) below this scale dismisses (UIKit's "
          + "scaleDismissThreshold; value not recovered, 0.8 is the lab's choice).",
        group: .scene,
        effect: ZoomScene.zoomOnly),
      ParameterSpec(
        id: Key.dimming, title: "Dimming", unit: "alpha",
        kind: .number(range: 0...1, step: 0.05), seedDefault: .number(defaults.dimmingOpacity),
        summary: "Black behind the zoomed photo at full zoom (_UIZoomTransitionSpec 0.15).",
        group: .scene,
        effect: ZoomScene.zoomOnly),
      ParameterSpec(
        id: Key.response, title: "Spring response", unit: "s",
        kind: .number(range: 0.1...2, step: 0.05), seedDefault: .number(defaults.response),
        summary:
          "Period of the zoom's spring (UIKit's values were not recovered; 0.33 s is ω 19, "
          + "the measured fit of iOS 26's).",
        group: .timing,
        effect: ZoomScene.zoomOnly),
      .damping(
        defaults.dampingRatio,
        summary: "Damping ratio of the zoom's spring (1, the measured fit of iOS 26's)."
      ).effective(ZoomScene.zoomOnly),
      ParameterSpec(
        id: Key.trackingResponse, title: "Tracking response", unit: "s",
        kind: .number(range: 0.02...1, step: 0.01),
        seedDefault: .number(defaults.trackingResponse),
        summary:
          "Period of the critically damped spring the dragged photo follows the finger "
          + "through, so it trails slightly (UIKit's trackingResponse; value not recovered).",
        group: .timing,
        effect: ZoomScene.zoomOnly),
      ParameterSpec(
        id: ParameterID.interruptible, title: "Interruptible", kind: .toggle,
        seedDefault: .toggle(true),
        summary:
          "uikit: a drag begun while the photo zooms takes it over on its first movement, "
          + "a still press does not stop it (UIKit's hysteresis is 0 while a zoom runs). "
          + "uikit-classic: a press catches it where it is. Off: presses wait for the zoom "
          + "to end."),
      ParameterSpec(
        id: Key.followPage, title: "Grid follows the page", kind: .toggle,
        seedDefault: .toggle(true),
        summary:
          "On: paging the detail scrolls the grid just enough to show the photo's cell, as "
          + "Photos does, so the zoom back lands in it. Off: the grid stays where it was; a "
          + "photo paged to off screen has no cell (the grid reused it for another photo), the "
          + "source view provider returns nil, and the zoom shrinks and fades into a 44-point "
          + "square in the middle of the screen, UIKit's fallback.",
        group: .scene, affectsRelease: false),
      ParameterSpec(
        id: Key.overlay, title: "Source overlay", kind: .toggle, seedDefault: .toggle(false),
        summary:
          "While a zoom runs, outline the source cell's frame now (yellow), where it maps in "
          + "the detail (cyan: the photo) and the morphing frame (magenta).",
        group: .scene, affectsRelease: false),
      .threshold(
        0.25,
        summary:
          "Share of the drag's distance (half the height) a release must pass under the "
          + "release rules other than threshold; under threshold the zoom's own rule decides."
      ).effectiveUnderReleaseRulesOtherThanThreshold(),
    ] + ParameterSpec.releaseParameters,
    controls: (1...ZoomPhotos.count).map {
      ControlSpec(id: ZoomPhotos.id($0), title: "Photo \($0)")
    }
      + [
        ControlSpec(id: "close", title: "Close"),
        ControlSpec(id: "next-photo", title: "Next photo"),
        ControlSpec(id: "previous-photo", title: "Previous photo"),
      ],
    make: { parameters in ZoomSceneInstance(parameters: parameters) })
}

extension ParameterStore {
  var zoomTransition: ZoomScene.TransitionChoice {
    ZoomScene.TransitionChoice(rawValue: choice(ZoomScene.Key.transition)) ?? .zoom
  }

  var zoomStyle: ZoomScene.Style {
    ZoomScene.Style(rawValue: choice(ZoomScene.Key.style)) ?? .uikit
  }

  /// The zoom's numbers as the parameters set them now: the era's, with each slider's value
  /// where it was moved from its default.
  var zoomSpec: ZoomTransitionSpec {
    var spec = zoomStyle.spec
    let defaults = ZoomScene.defaults
    func moved(_ id: String, _ standard: Double) -> Double? {
      let value = number(id)
      return value == standard ? nil : value
    }
    spec.minimumScale =
      moved(ZoomScene.Key.minimumScale, defaults.minimumScale) ?? spec.minimumScale
    spec.dismissThreshold = number(ZoomScene.Key.dismissThreshold)
    spec.scaleDismissThreshold = number(ZoomScene.Key.scaleThreshold)
    spec.dimmingOpacity = number(ZoomScene.Key.dimming)
    spec.response = moved(ZoomScene.Key.response, defaults.response) ?? spec.response
    spec.dampingRatio = dampingRatio == defaults.dampingRatio ? spec.dampingRatio : dampingRatio
    spec.trackingResponse = number(ZoomScene.Key.trackingResponse)
    spec.isInterruptible = isOn(ParameterID.interruptible)
    spec.completionSpeed = number(ParameterID.completionSpeed)
    return spec
  }
}

/// A transitioning delegate that flies the shared photo under one timing.
@MainActor
final class SharedElementDelegate: TransitioningDelegate {
  let animator: SharedElementTransitionAnimator
  init(timing: SharedElementTiming) { animator = SharedElementTransitionAnimator(timing: timing) }
  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any AnimatedTransitioning)? { animator }
  func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
    animator
  }
}

/// The scene alive: the grid, the detail on screen, and the record of which photo each
/// transition zoomed from or into.
@MainActor
final class ZoomSceneInstance: SceneInstance, SceneReporting {
  let parameters: ParameterStore
  let grid = ZoomGridViewController()
  /// The detail on screen, held by its presentation, not here, so that a dismissed detail is
  /// freed.
  private(set) weak var detail: ZoomDetailViewController?
  private var sharedDelegate: SharedElementDelegate?
  /// (scene time, kind, photo) of each transition begun.
  private var sources: [(time: Double, kind: TransitionKind, id: String)] = []
  /// The zoom's (or flight's) frame since the last trace line: every frame it moves, the last
  /// (settled) one included.
  private(set) var pendingFrame: ZoomFrame?

  init(parameters: ParameterStore) {
    self.parameters = parameters
    grid.onOpen = { [weak self] index in self?.open(index, animated: true) }
    parameters.observe(owner: self) { scene, _, _ in scene.applySpec() }
  }

  var rootViewController: ViewController { grid }

  private var now: Double { grid.view.window?.engine.now ?? AnimationEngine.current.now }

  /// Opens a photo's detail with the chosen transition.
  func open(_ index: Int, animated: Bool) {
    guard grid.presentedViewController == nil, grid.view.window?.activeTransition == nil else {
      return
    }
    let detail = ZoomDetailViewController(index: index)
    detail.scrolls = parameters.choice(ZoomScene.Key.detail) == "scrolling"
    detail.modalPresentationStyle = parameters.presentationStyle
    let choice = parameters.zoomTransition
    switch choice {
    case .zoom:
      let options = ZoomOptions()
      options.spec = parameters.zoomSpec
      options.alignmentRectProvider = { [weak detail] _ in detail?.photoFrame }
      detail.preferredTransition = .zoom(options: options) { [weak self] context in
        guard let self,
          let shown = context.zoomedViewController as? ZoomDetailViewController
        else { return nil }
        return self.grid.cell(shown.index)
      }
      detail.zoomTransitionController?.frameHandler = { [weak self] frame in
        self?.pendingFrame = frame
        self?.showOverlay(frame)
      }
      detail.zoomTransitionController?.endHandler = { [weak self] in self?.hideOverlay() }
    case .crossDissolve:
      detail.preferredTransition = .crossDissolve(duration: parameters.duration)
    case .hero, .compose, .material:
      let delegate = SharedElementDelegate(timing: choice.sharedTiming!)
      delegate.animator.frameHandler = { [weak self] flights in
        guard let self, let flight = flights.first else { return }
        let presenting = self.grid.view.window?.activeTransition?.kind != .dismiss
        self.pendingFrame = ZoomFrame(
          frame: flight.frame, source: presenting ? flight.from : flight.to,
          cornerRadius: flight.cornerRadius, alignment: presenting ? flight.to : flight.from,
          isZoomingIn: presenting, isTracking: false)
      }
      sharedDelegate = delegate
      detail.transitioningDelegate = delegate
    }
    detail.onPage = { [weak self] page in
      guard let self, self.parameters.isOn(ZoomScene.Key.followPage) else { return }
      self.grid.scrollToVisible(page)
    }
    detail.onWillDisappear = { [weak self, unowned detail] in
      guard let self else { return }
      self.sources.append((self.now, .dismiss, ZoomPhotos.id(detail.index)))
    }
    self.detail = detail
    sources.append((now, .present, ZoomPhotos.id(index)))
    grid.present(detail, animated: animated)
  }

  let overlay = ZoomOverlayView(frame: .zero)

  /// Outlines the zoom's frames over everything, when the switch is on.
  func showOverlay(_ frame: ZoomFrame) {
    guard parameters.isOn(ZoomScene.Key.overlay),
      let window = grid.view.window ?? detail?.view.window
    else {
      hideOverlay()
      return
    }
    if overlay.superview !== window {
      overlay.frame = window.bounds
      window.addSubview(overlay)
    } else if window.subviews.last !== overlay {
      window.bringSubviewToFront(overlay)
    }
    overlay.show(frame)
  }

  func hideOverlay() {
    overlay.removeFromSuperview()
  }

  /// The zoom's numbers follow the parameters, also mid-flight.
  func applySpec() {
    detail?.zoomTransitionController?.options.spec = parameters.zoomSpec
  }

  /// The zoom controller of the detail, when it zooms.
  var zoomController: ZoomTransitionController? { detail?.zoomTransitionController }

  /// The shared-element animator, when the detail flies under one.
  var sharedAnimator: SharedElementTransitionAnimator? { sharedDelegate?.animator }

  /// Photo 1's detail (`--start presented`).
  func presentWithoutAnimation() {
    open(1, animated: false)
  }

  func script(for action: SceneAction, screen: Size) -> GestureScript {
    switch action {
    case .present: .tap(ZoomPhotos.id(1))
    case .dismiss: .tap("close")
    }
  }

  /// The drag down from the middle of the photo; progress 1 is half the screen's height.
  func releaseGeometry(screen: Size) -> ReleaseDrag.Geometry? {
    ReleaseDrag.Geometry(
      press: Point(x: screen.width / 2, y: screen.height / 2), axis: Vector(dx: 0, dy: 1),
      screenPointsPerProgress: parameters.zoomSpec.distanceFactor * screen.height,
      unitsPerScreenPoint: 1)
  }

  /// Under the `threshold` rule the zoom's own: the scale at the progress below the scale
  /// threshold, or the translation + 0.099 s × velocity past the dismiss threshold.
  func releaseFinishes(
    _ finishes: Bool, progress: Double, velocity: Double, geometry: ReleaseDrag.Geometry
  ) -> Bool? {
    finishes
  }

  func animationTiming(parameters: ParameterStore) -> (any TimingCurveProvider)? { nil }

  // MARK: SceneReporting

  func summaryFields() -> [(String, JSONValue)] {
    let shown: JSONValue =
      grid.presentedViewController != nil
      ? detail.map { .string(ZoomPhotos.id($0.index)) } ?? .null
      : .null
    return [
      ("photo", shown),
      ("scroll", .number(grid.scrollView.contentOffset.y)),
    ]
  }

  func transitionFields(_ record: TransitionRecord) -> [(String, JSONValue)] {
    guard
      let found = sources.last(where: {
        abs($0.time - record.start) < 1e-9 && $0.kind == record.kind
      })
    else { return [] }
    return [("source", .string(found.id))]
  }

  /// While a zoom moves: its frame, the source cell's frame and the corner radius, in window
  /// points, `fallback: true` while it has no source cell on screen (the square it falls
  /// back on is then the `source`), and `rotation` (radians, clockwise) while a pinch has
  /// turned the card, `frame` being the card before the turn; while a shared element flies, its snapshot's frame, the
  /// grid cell's and its corner radius.
  func traceLines() -> [(kind: String, fields: [(String, JSONValue)])] {
    func rect(_ r: Rect) -> JSONValue {
      .array([.number(r.minX), .number(r.minY), .number(r.width), .number(r.height)])
    }
    guard let frame = pendingFrame else { return [] }
    pendingFrame = nil
    var fields: [(String, JSONValue)] = [
      ("frame", rect(frame.frame)), ("source", rect(frame.source)),
      ("corner", .number(frame.cornerRadius)),
    ]
    if !frame.hasSource { fields.append(("fallback", .bool(true))) }
    if abs(frame.rotation) > 1e-9 { fields.append(("rotation", .number(frame.rotation))) }
    return [("zoom", fields)]
  }
}

import TransitionKit

/// "Push and swipe back": a list in a navigation controller whose rows push a detail, a
/// detail that pushes one more, and the swipe back from the leading edge, with UIKit's
/// parallax or a delegate's own slide, and the pop rules of UIKit, libadwaita and Flutter to
/// compare on the same swipe.
public enum NavigationScene {
  public static let id = "navigation"

  /// The delegate's own animator is chosen: its duration, parallax and dimming act, and the
  /// swipe-back fix drives it.
  static let customAnimatorOnly = ParameterEffect(
    .choice(Key.animator, in: [AnimatorChoice.custom.rawValue], ifAbsent: false),
    reason: "Used only by the custom animator: choose custom under Animator.")

  /// The scene's own parameters.
  public enum Key {
    public static let animator = "animator"
    public static let swipeBackFix = "swipe-back-fix"
    public static let popGesture = "pop-gesture"
    public static let popRule = "pop-rule"
    public static let parallax = "parallax"
    public static let dimming = "dimming"
    public static let style = "style"
    public static let largeTitles = "large-titles"
  }

  /// Which era of UIKit's navigation plays wherever the two differ: the push and pop, and
  /// how a released swipe settles.
  public enum Style: String, CaseIterable, Sendable {
    /// iOS 26: the push and pop start at full speed and settle by 0.45 s; a released swipe
    /// lands on one spring (ω 22, ζ 0.85) from the finger's speed.
    case uikit
    /// iOS 7–18: 0.35 s ease-in-out; a released swipe runs the rest at UIKit's completion
    /// speed on the same curve.
    case uikitClassic = "uikit-classic"
  }

  /// Whose animator plays the push and pop.
  public enum AnimatorChoice: String, CaseIterable, Sendable {
    /// The system's parallax (`NavigationParallaxTransitionAnimator`): the delegate returns
    /// none.
    case system
    /// The delegate's own slide, which turns the system swipe back off as UIKit does.
    case custom
  }

  /// Which swipes pop.
  public enum PopGesture: String, CaseIterable, Sendable {
    /// From the leading edge (`interactivePopGestureRecognizer`).
    case edge
    /// Anywhere in the content (`interactiveContentPopGestureRecognizer`, iOS 26).
    case content
    /// Both, as iOS 26 has them.
    case both

    var usesEdge: Bool { self != .content }
    var usesContent: Bool { self != .edge }
  }

  public static let descriptor = SceneDescriptor(
    id: id, title: "Push and swipe back",
    summary:
      "A list in a navigation controller. A row pushes its detail with UIKit's parallax; Show "
      + "More pushes one more; the bar's back button pops, and so does a swipe from the "
      + "leading edge, which follows the finger and pops or snaps back on release. The "
      + "delegate's own slide animator turns the system swipe off, as UIKit does, unless the "
      + "swipe-back fix drives it from an edge pan. The pop rule compares UIKit's projection "
      + "with its legacy rule, libadwaita's and Flutter's on the same swipe.",
    source: "UIKit's UINavigationController, and the swipe-back fix for custom animators",
    parameters: [
      ParameterSpec(
        id: Key.animator, title: "Animator",
        kind: .choice(AnimatorChoice.allCases.map(\.rawValue)),
        seedDefault: .choice(AnimatorChoice.system.rawValue),
        summary:
          "system: UIKit's parallax push and pop, the delegate returning no animator. custom: "
          + "the delegate's own slide, which turns the system swipe back off (UIKit's "
          + "_shouldUseBuiltinInteractionController).",
        group: .scene),
      ParameterSpec(
        id: Key.swipeBackFix, title: "Swipe-back fix", kind: .toggle, seedDefault: .toggle(false),
        summary:
          "With the custom animator: an edge pan of the scene's own drives the delegate's pop "
          + "through a percent-driven interaction controller, the usual fix for the lost "
          + "swipe. No effect with the system animator.",
        group: .scene,
        effect: NavigationScene.customAnimatorOnly),
      ParameterSpec(
        id: Key.popGesture, title: "Pop gesture",
        kind: .choice(PopGesture.allCases.map(\.rawValue)),
        seedDefault: .choice(PopGesture.both.rawValue),
        summary:
          "Under the UIKit pop rules: edge: the swipe from the leading edge only (before iOS "
          + "26). content: the swipe anywhere in the content only. both: iOS 26, where the "
          + "content swipe takes what the edge swipe does not. The libadwaita and "
          + "flutter-cupertino rules bring their own swipe (anywhere; a 20-point edge band).",
        group: .scene),
      ParameterSpec(
        id: Key.style, title: "UIKit era",
        kind: .choice(Style.allCases.map(\.rawValue)),
        seedDefault: .choice(Style.uikit.rawValue),
        summary:
          "uikit: iOS 26, the push and pop starting at full speed (τ 60 ms, settled by 0.45 "
          + "s) and a released swipe landing on one spring (ω 22, ζ 0.85) from the finger's "
          + "speed. uikit-classic: iOS 7–18, 0.35 s ease-in-out and a released swipe "
          + "finishing at UIKit's completion speed on the same curve.",
        group: .scene),
      ParameterSpec(
        id: Key.largeTitles, title: "Large titles", kind: .toggle, seedDefault: .toggle(false),
        summary:
          "The bar's large titles (prefersLargeTitles), as Settings and Mail show them: the "
          + "list scrolls under a 52-point title strip that collapses as it scrolls, and a "
          + "push shrinks the large title into the back button (the details keep the "
          + "standard title, largeTitleDisplayMode never).",
        group: .scene),
      ParameterSpec(
        id: Key.popRule, title: "Pop rule",
        kind: .choice(NavigationPopRule.allCases.map(\.rawValue)),
        seedDefault: .choice(NavigationPopRule.uikit.rawValue),
        summary:
          "uikit: the progress projected over the duration with velocity and acceleration, "
          + "against min(187.5 pt / width, 0.5) (a decompiled UIKitCore of iOS 26.1). "
          + "uikit-measured: p + 0.12 s · v / width > 0.5, the boundary a third-party "
          + "frame-by-frame measurement of iOS 26's native stack found (unconfirmed). "
          + "uikit-legacy: pops iff the velocity is not negative. libadwaita: a release at "
          + "0.3 px/ms or faster decides by its direction, else past 50 %. flutter-cupertino: "
          + "a fling of one width per second decides by its direction, else past 50 %. Each "
          + "brings its platform's swipe: libadwaita begins anywhere after 16 points, keeps "
          + "the covered page still and settles on a spring (stiffness 1000, ratio 1); "
          + "flutter-cupertino begins within 20 points of the edge, moves the covered page a "
          + "third and settles on fastLinearToSlowEaseIn.",
        group: .scene),
      .duration(
        0.35,  // NavigationParallaxTransitionAnimator.duration
        summary:
          "Length of the custom animator's push and pop (the system's is UIKit's 0.35 s)."
      ).effective(NavigationScene.customAnimatorOnly),
      ParameterSpec(
        id: Key.parallax, title: "Parallax", unit: "fraction",
        kind: .number(range: 0...1, step: 0.05),
        seedDefault: .number(0.3),  // 1 − NavigationParallaxTransitionAnimator.parallaxOffsetFraction
        summary:
          "Share of the width the covered page moves toward the leading edge under the custom "
          + "animator (the system's moves 30 %).",
        group: .scene,
        effect: NavigationScene.customAnimatorOnly),
      ParameterSpec(
        id: Key.dimming, title: "Dimming", unit: "alpha",
        kind: .number(range: 0...1, step: 0.05),
        seedDefault: .number(0.1),  // NavigationParallaxTransitionAnimator.dimmingAlpha
        summary:
          "How dark the covered page gets under the custom animator (the system's 10 % is "
          + "UIKit's: _UIParallaxDimmingView's default black at 0.1).",
        group: .scene,
        effect: NavigationScene.customAnimatorOnly),
      .damping(
        1,
        summary:
          "Damping ratio of the completion's spring when completion-velocity is on (1 settles "
          + "without overshoot)."
      ).effective(
        ParameterEffect(
          .on(ReleaseParameterID.completionVelocity),
          reason: "Shapes only the completion's spring: turn on Completion velocity.")),
      .completionSpeed,
      .threshold(
        NavigationPopRule.positionalThreshold,
        summary:
          "Share of the width a release must pass under the release rules other than "
          + "threshold; the pop rules carry their own."
      ).effectiveUnderReleaseRulesOtherThanThreshold(),
    ] + ParameterSpec.releaseParameters,
    controls: [
      ControlSpec(id: "row-1", title: "Item 1"), ControlSpec(id: "next", title: "Show More"),
      ControlSpec(id: "back", title: "Back"),
    ],
    make: { parameters in NavigationSceneInstance(parameters: parameters) })
}

extension ParameterStore {
  var navigationAnimator: NavigationScene.AnimatorChoice {
    NavigationScene.AnimatorChoice(rawValue: choice(NavigationScene.Key.animator)) ?? .system
  }
  var navigationPopGesture: NavigationScene.PopGesture {
    NavigationScene.PopGesture(rawValue: choice(NavigationScene.Key.popGesture)) ?? .both
  }
  var navigationStyle: NavigationScene.Style {
    NavigationScene.Style(rawValue: choice(NavigationScene.Key.style)) ?? .uikit
  }
  var navigationPopRule: NavigationPopRule {
    NavigationPopRule(rawValue: choice(NavigationScene.Key.popRule)) ?? .uikit
  }
}

/// The scene alive: the navigation controller, its delegate and the fix's swipe.
@MainActor
final class NavigationSceneInstance: SceneInstance, SceneReporting, NavigationControllerDelegate {
  let parameters: ParameterStore
  let list = NavigationListViewController()
  let navigation: NavigationController
  let swipeBack: SwipeBackInteractor
  let edgeSwipe = ScreenEdgePanGestureRecognizer()
  let contentSwipe = PanGestureRecognizer()

  init(parameters: ParameterStore) {
    self.parameters = parameters
    navigation = NavigationController(rootViewController: list)
    navigation.title = "navigation"
    swipeBack = SwipeBackInteractor(navigation: navigation, parameters: parameters)
    navigation.delegate = self
    edgeSwipe.edges = .left
    edgeSwipe.name = "swipe-back-fix.edge"
    contentSwipe.name = "swipe-back-fix.content"
    for pan in [edgeSwipe, contentSwipe] {
      pan.addTarget(swipeBack, action: SwipeBackInteractor.handleSwipe)
      navigation.view.addGestureRecognizer(pan)
    }
    applyGestures()
    parameters.observe(owner: self) { scene, _, _ in scene.applyGestures() }
  }

  var rootViewController: ViewController { navigation }

  /// Turns on the swipes the parameters ask for: the system's (which stand down by
  /// themselves under the delegate's animator), or the fix's under `custom`.
  ///
  /// The pop rule brings its platform's whole swipe (`NavigationPopRule.swipeStyle`): under
  /// `uikit`, `uikit-measured` and `uikit-legacy`, `pop-gesture` chooses the edge swipe (13-point band), the
  /// content swipe or both; `libadwaita` has no edge band, one swipe anywhere in the page
  /// with its swipe tracker's begin rule; `flutter-cupertino` has only the swipe from its
  /// 20-point band. Those two ignore `pop-gesture`.
  func applyGestures() {
    let gesture = parameters.navigationPopGesture
    let rule = parameters.navigationPopRule
    let edge = navigation.interactivePopGestureRecognizer
    let style = rule.swipeStyle(classic: parameters.navigationStyle == .uikitClassic)
    if navigation.swipeStyle != style { navigation.swipeStyle = style }
    switch rule {
    case .uikit, .uikitMeasured, .uikitLegacy:
      edge.isEnabled = gesture.usesEdge
      edge.edgeZone = ScreenEdgePanGestureRecognizer.defaultEdgeZone
      navigation.interactiveContentPopGestureRecognizer?.isEnabled = gesture.usesContent
      if rule == .uikitMeasured {
        navigation.popDecider = { [weak self] swipe, progress in
          self?.popRuleDecides(swipe, progress: progress) ?? true
        }
      } else {
        navigation.popDecider = nil
      }
    case .libadwaita, .flutterCupertino:
      edge.isEnabled = rule == .flutterCupertino
      edge.edgeZone = NavigationSwipeStyle.flutterEdgeWidth
      navigation.interactiveContentPopGestureRecognizer?.isEnabled = rule == .libadwaita
      navigation.popDecider = { [weak self] swipe, progress in
        self?.popRuleDecides(swipe, progress: progress) ?? true
      }
    }
    let large = parameters.isOn(NavigationScene.Key.largeTitles)
    if navigation.navigationBar.prefersLargeTitles != large {
      list.showsLargeTitleList = large
      navigation.navigationBar.prefersLargeTitles = large
    }
    let fix =
      parameters.navigationAnimator == .custom && parameters.isOn(NavigationScene.Key.swipeBackFix)
    edgeSwipe.isEnabled = fix && gesture.usesEdge
    contentSwipe.isEnabled = fix && gesture.usesContent
  }

  /// The pop rule's decision on a swipe released at `progress`, with the velocity the
  /// release reports (the pan's, by the scene's estimator), as the release rule sees it.
  func popRuleDecides(_ swipe: PanGestureRecognizer, progress: Double) -> Bool {
    let velocity = swipe.velocity(
      in: swipe.view, using: parameters.releaseSettings.velocityEstimator
    ).x
    let width = navigation.view.window?.screen.bounds.width ?? navigation.view.bounds.width
    return parameters.navigationPopRule.pops(progress: progress, velocity: velocity, width: width)
      ?? true
  }

  /// One detail pushed (`--start presented`). Under `custom` the delegate's animator pushes
  /// it, run to its end before the script starts, so the page is one that animator brought:
  /// the system swipe is off on it, as on iOS.
  func presentWithoutAnimation() {
    list.showDetail(row: 1, animated: parameters.navigationAnimator == .custom)
  }

  func script(for action: SceneAction, screen: Size) -> GestureScript {
    switch action {
    case .present: .tap("row-1")
    case .dismiss: .tap("back")
    }
  }

  /// The swipe back: a press near the leading edge, to the right, one width for progress 1.
  func releaseGeometry(screen: Size) -> ReleaseDrag.Geometry? {
    ReleaseDrag.Geometry(
      press: Point(x: 4, y: screen.height / 2), axis: Vector(dx: 1, dy: 0),
      screenPointsPerProgress: screen.width, unitsPerScreenPoint: 1,
      beginMovement: beginMovement)
  }

  /// The movement toward the back that begins the swipe under the pop rule's begin rule.
  var beginMovement: Double {
    switch parameters.navigationPopRule.swipeStyle.beginRule {
    case .uikitCone: ScreenEdgePanGestureRecognizer.defaultEdgeHysteresis
    case .dragDistance(let distance): distance
    // Flutter's drag begins past its slop.
    case .horizontalSlop(let slop): slop + 1
    }
  }

  func releaseFinishes(
    _ finishes: Bool, progress: Double, velocity: Double, geometry: ReleaseDrag.Geometry
  ) -> Bool? {
    parameters.navigationPopRule.pops(
      progress: progress, velocity: velocity, width: geometry.distance)
  }

  func animationTiming(parameters: ParameterStore) -> (any TimingCurveProvider)? { nil }

  // MARK: NavigationControllerDelegate

  /// Both methods, as the seed's delegate implements them on iOS: after a push of the custom
  /// animator the system swipe is off and the fix's swipe drives the pop.
  var implementedTransitionMethods: NavigationDelegateTransitionMethods { .all }

  func navigationController(
    _ navigationController: NavigationController,
    animationControllerFor operation: NavigationController.Operation,
    from fromVC: ViewController, to toVC: ViewController
  ) -> (any AnimatedTransitioning)? {
    guard parameters.navigationAnimator == .custom else { return nil }
    return SlideAnimator(operation: operation, parameters: parameters)
  }

  func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animationController: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? {
    swipeBack.isSwiping ? swipeBack : nil
  }

  // MARK: SceneReporting

  /// The stack's ids, root first.
  var stackIDs: [String] { navigation.viewControllers.map { $0.title ?? "" } }

  func summaryFields() -> [(String, JSONValue)] {
    [("stack", .array(stackIDs.map { .string($0) }))]
  }

  /// While a push or pop moves, its progress, read from the page that slides: the arriving
  /// one of a push, the leaving one of a pop.
  func traceLines() -> [(kind: String, fields: [(String, JSONValue)])] {
    guard let context = navigation.view.window?.activeTransition, context.kind.isNavigation,
      let moving = context.view(forKey: context.kind == .push ? .to : .from)
    else { return [] }
    let width = max(context.containerView.bounds.width, 1)
    let offset = moving.presentation.frame.minX / width
    let progress = min(max(context.kind == .push ? 1 - offset : offset, 0), 1)
    return [
      (
        "navigation",
        [
          ("progress", .number(progress)),
          ("top", .string(navigation.topViewController?.title ?? "")),
        ]
      )
    ]
  }
}

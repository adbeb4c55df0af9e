import Foundation
import TestSupport
import TransitionKit
import XCTest

/// What side-menu libraries call around their presentations: motion effects for parallax, the
/// tab bar and split view containers a controller is in, the window scene's status bar, the
/// optional `gestureRecognizers` and `interactivePopGestureRecognizer`, a controller's layout
/// callbacks and a `transitioningDelegate` a subclass answers itself.
final class MenuLibraryIdiomTests: EngineTestCase {
  @MainActor func testAnInterpolatingEffectMapsTheViewerOffsetOntoItsRange() async {
    let horizontal = InterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
    horizontal.minimumRelativeValue = -10.0
    horizontal.maximumRelativeValue = 10.0
    func value(_ effect: MotionEffect, _ x: Double, _ y: Double) -> Double? {
      effect.keyPathsAndRelativeValues(forViewerOffset: Offset(horizontal: x, vertical: y))?[
        "center.x"] as? Double
    }
    XCTAssertEqual(value(horizontal, -1, 0), -10)
    XCTAssertEqual(value(horizontal, 0, 0), 0)
    XCTAssertEqual(value(horizontal, 0.5, 0), 5)
    XCTAssertEqual(value(horizontal, 1, 0.8), 10, "the vertical tilt does not count")
    XCTAssertEqual(value(horizontal, 3, 0), 10, "the offset stays within -1…1")
    let vertical = InterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongVerticalAxis)
    vertical.minimumRelativeValue = 0
    vertical.maximumRelativeValue = 8
    XCTAssertEqual(value(vertical, 1, -1), 0)
    vertical.maximumRelativeValue = "far"
    XCTAssertNil(value(vertical, 0, 0), "a value that is not a number gives nothing")
  }

  @MainActor func testAGroupMergesItsEffectsAndAViewKeepsThemWithoutMoving() async {
    let window = Window(screen: Screen(size: Size(width: 390, height: 844)), engine: engine)
    let view = View(frame: Rect(x: 20, y: 40, width: 100, height: 100))
    window.addSubview(view)
    let x = InterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
    x.minimumRelativeValue = -12.0
    x.maximumRelativeValue = 12.0
    let y = InterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
    y.minimumRelativeValue = -6.0
    y.maximumRelativeValue = 6.0
    let group = MotionEffectGroup()
    group.motionEffects = [x, y]
    let values = group.keyPathsAndRelativeValues(
      forViewerOffset: Offset(horizontal: 1, vertical: -1))
    XCTAssertEqual(values?["center.x"] as? Double, 12)
    XCTAssertEqual(values?["center.y"] as? Double, -6)
    XCTAssertTrue(view.motionEffects.isEmpty)
    view.addMotionEffect(group)
    view.addMotionEffect(group)
    XCTAssertEqual(view.motionEffects.count, 1, "an effect is added once")
    run(for: 0.5)
    XCTAssertEqual(view.frame, Rect(x: 20, y: 40, width: 100, height: 100))
    XCTAssertEqual(
      view.layer.presentation()?.frame ?? view.frame, view.frame, "no device motion moves it")
    view.motionEffects.removeAll()
    XCTAssertTrue(view.motionEffects.isEmpty)
    view.addMotionEffect(x)
    view.removeMotionEffect(x)
    XCTAssertTrue(view.motionEffects.isEmpty)
  }

  @MainActor func testTheTabBarAndSplitViewControllersAreTheNearestSuchAncestors() async {
    let leaf = ViewController()
    let navigation = NavigationController(rootViewController: leaf)
    let tabs = TabBarController()
    tabs.viewControllers = [navigation]
    XCTAssertTrue(leaf.tabBarController === tabs)
    XCTAssertTrue(navigation.tabBarController === tabs)
    XCTAssertNil(tabs.tabBarController, "a container is not its own ancestor")
    XCTAssertNil(leaf.splitViewController)
    let split = SplitViewController()
    split.viewControllers = [ViewController(), tabs]
    XCTAssertTrue(leaf.splitViewController === split)
    XCTAssertNil(ViewController().tabBarController)
  }

  @MainActor func testACollapsedSplitViewShowsTheSecondaryAndListsOnlyIt() async {
    let window = Window(screen: Screen(size: Size(width: 390, height: 844)), engine: engine)
    let primary = ViewController()
    let secondary = ViewController()
    let split = SplitViewController()
    split.viewControllers = [primary, secondary]
    window.rootViewController = split
    run(for: 0.1)
    XCTAssertTrue(split.isCollapsed, "a phone's width is compact")
    XCTAssertEqual(split.viewControllers.count, 1)
    XCTAssertTrue(split.viewControllers.first === secondary)
    XCTAssertTrue(secondary.view.superview === split.view)
    XCTAssertEqual(secondary.view.frame, split.view.bounds)
    XCTAssertNil(primary.isViewLoaded ? primary.view.superview : nil)
    XCTAssertTrue(primary.parent === split, "both stay its children")
  }

  @MainActor func testTheWindowScenesStatusBarManagerReadsItsWindowsStatusBar() async {
    let window = Window(screen: Screen(size: Size(width: 390, height: 844)), engine: engine)
    let scene = try? XCTUnwrap(window.windowScene)
    XCTAssertTrue(window.windowScene === scene, "the same scene each time")
    XCTAssertTrue(scene?.windows.first === window)
    let manager = scene?.statusBarManager
    XCTAssertEqual(
      manager?.statusBarFrame,
      Rect(x: 0, y: 0, width: 390, height: window.screen.statusBarHeight))
    XCTAssertGreaterThan(manager?.statusBarFrame.height ?? 0, 0)
    final class Hiding: ViewController {
      override var prefersStatusBarHidden: Bool { true }
    }
    window.rootViewController = Hiding()
    run(for: 0.1)
    XCTAssertEqual(manager?.isStatusBarHidden, true)
    XCTAssertEqual(manager?.statusBarFrame, .zero, "zero while hidden")
  }

  @MainActor func testGestureRecognizersIsNilWithoutAnyAndCanBeSet() async {
    let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    XCTAssertNil(view.gestureRecognizers)
    let tap = TapGestureRecognizer()
    let pan = PanGestureRecognizer()
    view.addGestureRecognizer(tap)
    XCTAssertEqual(view.gestureRecognizers?.count, 1)
    XCTAssertTrue(view.gestureRecognizers?.first(where: { $0 is TapGestureRecognizer }) === tap)
    view.gestureRecognizers = [pan]
    XCTAssertNil(tap.view, "a recognizer left out is detached")
    XCTAssertTrue(pan.view === view)
    view.gestureRecognizers = nil
    XCTAssertNil(view.gestureRecognizers)
    XCTAssertNil(pan.view)
    let navigation = NavigationController(rootViewController: ViewController())
    navigation.interactivePopGestureRecognizer?.isEnabled = false
    XCTAssertEqual(navigation.edgePopGestureRecognizer.isEnabled, false)
  }

  @MainActor func testAControllerHearsItsViewsLayoutBeforeAndAfter() async {
    final class Recording: ViewController {
      var heard: [String] = []
      override func viewWillLayoutSubviews() { heard.append("will") }
      override func viewDidLayoutSubviews() { heard.append("did") }
      override func loadView() {
        let view = RecordingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        view.layingOut = { [unowned self] in self.heard.append("layoutSubviews") }
        self.view = view
      }
    }
    final class RecordingView: View {
      var layingOut: () -> Void = {}
      override func layoutSubviews() {
        super.layoutSubviews()
        layingOut()
      }
    }
    let controller = Recording()
    controller.view.setNeedsLayout()
    controller.view.layoutIfNeeded()
    XCTAssertEqual(controller.heard, ["will", "layoutSubviews", "did"])
  }

  @MainActor func testATransitioningDelegateASubclassAnswersIsTheOnePresentAsks() async {
    final class Asked: NSObject, TransitioningDelegate {
      var asked = 0
      func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
      ) -> (any AnimatedTransitioning)? {
        asked += 1
        return nil
      }
    }
    final class Answering: ViewController {
      let own = Asked()
      override var transitioningDelegate: (any TransitioningDelegate)? {
        get { own }
        set {}
      }
    }
    let window = Window(screen: Screen(size: Size(width: 390, height: 844)), engine: engine)
    let root = ViewController()
    window.rootViewController = root
    let presented = Answering()
    presented.modalPresentationStyle = .overFullScreen
    presented.transitioningDelegate = nil
    root.present(presented, animated: true)
    run(for: 1)
    XCTAssertEqual(presented.own.asked, 1)
    XCTAssertTrue(root.presentedViewController === presented)
  }

  @MainActor func testATransformSetAsideAndPutBackLeavesATransitionsAnimationAsItWas() async {
    let window = Window(screen: Screen(size: Size(width: 390, height: 844)), engine: engine)
    let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    let timeline = AnimationTimeline(duration: 1, engine: engine)
    timeline.bind {
      View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
        view.transform = AffineTransform(translationX: 100, y: 0)
      }
    }
    timeline.seek(to: 0.5)
    // What a pan handler does to read its translation without the view's transform.
    let kept = view.transform
    view.transform = .identity
    view.transform = kept
    timeline.seek(to: 0.5)
    let shown = view.layer.presentation()?.affineTransform().tx
    XCTAssertEqual(shown ?? -1, 50, accuracy: 0.001, "the transition's animation is still there")
    timeline.seek(to: 0.25)
    XCTAssertEqual(view.layer.presentation()?.affineTransform().tx ?? -1, 25, accuracy: 0.001)
  }

  @MainActor func testAContainerWithRecognizersOfItsOwnTakesTheTouchesBesideThePresentedView()
    async
  {
    let window = Window(screen: Screen(size: Size(width: 390, height: 844)), engine: engine)
    let root = ViewController()
    window.rootViewController = root
    let menu = ViewController()
    menu.modalPresentationStyle = .overFullScreen
    root.present(menu, animated: false)
    run(for: 0.1)
    // A menu's width, as a library sets it.
    menu.view.frame = Rect(x: 0, y: 0, width: 240, height: 844)
    let beside = Point(x: 350, y: 400)
    let container = try? XCTUnwrap(menu.view.superview)
    XCTAssertTrue(window.hitTest(beside, with: nil) === root.view, "none of its own: it passes")
    container?.addGestureRecognizer(TapGestureRecognizer())
    XCTAssertTrue(window.hitTest(beside, with: nil) === container)
    XCTAssertTrue(window.hitTest(Point(x: 100, y: 400), with: nil) === menu.view)
  }
}

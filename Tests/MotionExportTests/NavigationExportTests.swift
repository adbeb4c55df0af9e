import MotionExport
import Scenes
import TestSupport
import TransitionKit
import XCTest

/// The navigation scene is exported as each target's navigation stack: the chosen duration,
/// parallax, dimming and pop rule carried into the code, the swipe back kept in UIKit through
/// a percent-driven interaction controller, and a comment for what a target cannot express.
final class NavigationExportTests: XCTestCase {
  @MainActor private func spec(_ assignments: [String] = []) throws -> MotionSpec {
    try ExportSyntaxTests.spec(NavigationScene.descriptor, assignments)
  }

  @MainActor private func code(_ format: ExportFormat, _ assignments: [String] = []) throws
    -> String
  {
    MotionExporter.code(for: try spec(assignments), format: format)
  }

  /// Every pop rule under each gesture setting, with the custom animator and the system one.
  static let variants: [[String]] = [
    [],
    ["animator=custom", "swipe-back-fix=on", "pop-rule=uikit-legacy", "pop-gesture=edge"],
    ["animator=custom", "pop-rule=libadwaita", "pop-gesture=content", "duration=0.5"],
    ["pop-rule=flutter-cupertino", "pop-gesture=both"],
  ]

  @MainActor func testTheSpecReadsTheScenesValues() async throws {
    let seed = try XCTUnwrap(try spec().navigation)
    XCTAssertEqual(seed.animator, "system")
    XCTAssertEqual(seed.popRule, "uikit")
    XCTAssertEqual(seed.popGesture, "both")
    assertClose(seed.duration, 0.35, tolerance: 1e-12)
    assertClose(seed.parallax, 0.3, tolerance: 1e-12)
    assertClose(seed.width, 390, tolerance: 1e-12)
    assertClose(seed.uikitThreshold, 187.5 / 390, tolerance: 1e-12)

    let custom = try XCTUnwrap(
      try spec([
        "animator=custom", "duration=0.6", "parallax=0.2", "dimming=0.25",
        "pop-rule=flutter-cupertino", "pop-gesture=edge", "completion-speed=1.5",
      ]).navigation)
    XCTAssertEqual(custom.animator, "custom")
    XCTAssertEqual(custom.popRule, "flutter-cupertino")
    XCTAssertEqual(custom.popGesture, "edge")
    assertClose(custom.duration, 0.6, tolerance: 1e-12)
    assertClose(custom.parallax, 0.2, tolerance: 1e-12)
    assertClose(custom.dimming, 0.25, tolerance: 1e-12)
    assertClose(custom.completionSpeed, 1.5, tolerance: 1e-12)
    XCTAssertEqual(custom.gateSpeed, 390, "Flutter's fling is one width per second")

    // The system animator is UIKit's whatever the custom one's values say.
    let system = try XCTUnwrap(try spec(["duration=0.6", "parallax=0.2"]).navigation)
    assertClose(system.duration, 0.35, tolerance: 1e-12)
    assertClose(system.parallax, 0.3, tolerance: 1e-12)
  }

  /// Only the navigation scene's spec has a navigation stack.
  @MainActor func testOtherScenesHaveNoNavigation() async throws {
    for descriptor in SceneCatalog.all {
      let spec = MotionSpec(session: SceneSession(descriptor: descriptor))
      XCTAssertEqual(spec.navigation != nil, descriptor.id == NavigationScene.id, descriptor.id)
      // The values alone say nothing of a navigation stack: only the scene does.
      XCTAssertNil(MotionSpec(parameters: descriptor.makeParameters()).navigation, descriptor.id)
    }
  }

  @MainActor func testUIKitKeepsTheSwipeBackAndCarriesTheValues() async throws {
    let code = try code(
      .uikit,
      ["animator=custom", "duration=0.5", "parallax=0.25", "dimming=0.2", "completion-speed=2"])
    for line in [
      "final class TransitionLabNavigationDelegate: NSObject, UINavigationControllerDelegate {",
      "animationControllerFor operation: UINavigationController.Operation",
      "interactionControllerFor animationController: UIViewControllerAnimatedTransitioning",
      "swipeBack.isSwiping ? swipeBack : nil",
      "final class TransitionLabNavigationAnimator: NSObject, "
        + "UIViewControllerAnimatedTransitioning {",
      "final class TransitionLabSwipeBack: UIPercentDrivenInteractiveTransition",
      "UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handle(_:)))",
      "edgePan.edges = .left", "contentPan.require(toFail: edgePan)",
      "navigationController.popViewController(animated: true)",
      "if pops { finish() } else { cancel() }",
      "static let duration: TimeInterval = 0.5", "static let parallax: CGFloat = 0.25",
      "static let dimming: CGFloat = 0.2", "static let completionSpeed: CGFloat = 2",
      "options: [.curveLinear]",
    ] {
      XCTAssertTrue(code.contains(line), "\(line) in\n\(code)")
    }
    XCTAssertTrue(code.contains("turns its own swipe back off"), "why the fix is there")
    XCTAssertTrue(code.contains("the export keeps it"), "the lab's fix is off: said")
    XCTAssertTrue(code.contains("edge: true, content: true"), "both swipes, as pop-gesture both")
    let edgeOnly = try self.code(.uikit, ["pop-gesture=edge", "swipe-back-fix=on"])
    XCTAssertTrue(edgeOnly.contains("edge: true, content: false"), edgeOnly)
    XCTAssertTrue(edgeOnly.contains("redoes its parallax"), "the system animator, said")
    XCTAssertFalse(edgeOnly.contains("the export keeps it"))
    let contentOnly = try self.code(.uikit, ["pop-gesture=content"])
    XCTAssertTrue(contentOnly.contains("edge: false, content: true"), contentOnly)
  }

  /// Each pop rule is written as that rule's own decision, with its numbers.
  @MainActor func testEachPopRuleIsWrittenOut() async throws {
    let uikit = try code(.uikit)
    XCTAssertTrue(uikit.contains("let threshold = min(187.5 / max(width, 1), 0.5)"), uikit)
    XCTAssertTrue(uikit.contains("return progress + v * t + 0.5 * acceleration * t * t > "))
    XCTAssertTrue(uikit.contains("guard samples >= 3 else { return v > 0 }"))
    XCTAssertTrue(uikit.contains("0.4808"), "the threshold at 390 pt, in the comment")

    let legacy = try code(.uikit, ["pop-rule=uikit-legacy"])
    XCTAssertTrue(legacy.contains("return velocity >= 0"), legacy)
    XCTAssertFalse(legacy.contains("187.5 / max"), "no projection in the legacy rule")

    let adwaita = try code(.uikit, ["pop-rule=libadwaita"])
    XCTAssertTrue(adwaita.contains("if velocity != 0 && abs(velocity) >= 300 "), adwaita)
    XCTAssertTrue(adwaita.contains("return progress > 0.5"))

    let flutter = try code(.compose, ["pop-rule=flutter-cupertino"])
    XCTAssertTrue(flutter.contains("if (velocity != 0f && abs(velocity) >= width) "), flutter)
    XCTAssertTrue(flutter.contains("return progress > 0.5f"))

    let c = try code(.libadwaita, ["pop-rule=uikit-legacy"])
    XCTAssertTrue(c.contains("  return velocity >= 0;"), c)
  }

  @MainActor func testSwiftUISaysWhatNavigationStackCannotExpress() async throws {
    let code = try code(.swiftui, ["animator=custom", "duration=0.6", "pop-rule=libadwaita"])
    XCTAssertTrue(code.contains("NavigationStack(path: $path) {"), code)
    XCTAssertTrue(code.contains(".navigationDestination(for: Int.self) { row in"))
    XCTAssertTrue(code.contains("What NavigationStack cannot express"))
    XCTAssertTrue(code.contains("the lab's 0.6 s"), code)
    XCTAssertTrue(code.contains("so the libadwaita rule is not applied"), code)
    XCTAssertTrue(code.contains("static let duration: Double = 0.6"))
  }

  @MainActor func testComposeWritesNavHostTransitionsAndPredictiveBack() async throws {
    let code = try code(.compose, ["animator=custom", "duration=0.45", "parallax=0.4"])
    for line in [
      "const val DURATION_MILLIS = 450", "const val PARALLAX = 0.4f",
      "enterTransition = { slideIntoContainer(SlideDirection.Start, spec) }",
      "exitTransition = { slideOutOfContainer(SlideDirection.Start, spec, covered) }",
      "popEnterTransition = { slideIntoContainer(SlideDirection.End, spec, covered) }",
      "popExitTransition = { slideOutOfContainer(SlideDirection.End, spec) }",
      "easing = LinearEasing", "Predictive back", "navController.popBackStack()",
    ] {
      XCTAssertTrue(code.contains(line), "\(line) in\n\(code)")
    }
    XCTAssertTrue(Structure.isBalanced(code))
  }

  @MainActor func testLibadwaitaWritesNavigationViewAndSays12LacksIt() async throws {
    let code = try code(.libadwaita, ["animator=custom", "parallax=0.2", "pop-rule=uikit"])
    for line in [
      "#if ADW_CHECK_VERSION (1, 4, 0)",
      "AdwNavigationView *view = ADW_NAVIGATION_VIEW (adw_navigation_view_new ());",
      "adw_navigation_view_push (ADW_NAVIGATION_VIEW (view),",
      "adw_navigation_view_pop (ADW_NAVIGATION_VIEW (view));",
      "cannot be compiled against 1.2", "#define TRANSITION_LAB_PARALLAX 0.2",
      "the uikit pop rule cannot be set on it",
      "adw_leaflet_navigate (ADW_LEAFLET (view), ADW_NAVIGATION_DIRECTION_BACK);",
    ] {
      XCTAssertTrue(code.contains(line), "\(line) in\n\(code)")
    }
    let own = try self.code(.libadwaita, ["pop-rule=libadwaita"])
    XCTAssertTrue(own.contains("which is the chosen pop rule"), own)
  }

  /// Every variant parses (Swift) or compiles against the libadwaita here (C: the 1.2 branch,
  /// the 1.4 one being behind its version check).
  @MainActor func testEveryVariantParsesAndCompiles() async throws {
    for assignments in Self.variants {
      let spec = try spec(assignments)
      try ExternalTools.assertSwiftParses(MotionExporter.code(for: spec, format: .uikit))
      try ExternalTools.assertSwiftParses(MotionExporter.code(for: spec, format: .swiftui))
      try ExternalTools.assertCompilesAgainstLibadwaita(
        MotionExporter.code(for: spec, format: .libadwaita))
      XCTAssertTrue(Structure.isBalanced(MotionExporter.code(for: spec, format: .compose)))
    }
  }
}

import Foundation
import Scenes
import TransitionKit
import XCTest

/// Each pop rule brings its platform's whole swipe: where it may begin, what the covered
/// page does while the finger drags, and how the release settles; and a finger that rests
/// before it lifts reads as still, for the decision and the reported release alike.
final class NavigationPresetTests: XCTestCase {
  static let rules = ["uikit", "uikit-legacy", "libadwaita", "flutter-cupertino"]
  static let y = 422.0

  /// A swipe toward the back from `x`: `distance` points in `steps` 1/60-s moves, then,
  /// after `hold` seconds still, the release.
  func swipe(from x: Double, distance: Double, steps: Int = 12, hold: Double = 0)
    -> GestureScript
  {
    let frame = 1.0 / 60
    var events = [GestureScript.Event(t: 0, type: .down, location: Point(x: x, y: Self.y))]
    for step in 1...steps {
      let point = Point(x: x + distance * Double(step) / Double(steps), y: Self.y)
      events.append(GestureScript.Event(t: Double(step) * frame, type: .move, location: point))
    }
    events.append(
      GestureScript.Event(
        t: Double(steps) * frame + hold, type: .up, location: Point(x: x + distance, y: Self.y)))
    return GestureScript(events: events)
  }

  @MainActor func harness(_ rule: String, _ more: [String] = []) -> SceneHarness {
    SceneHarness(NavigationScene.descriptor, set: ["pop-rule=\(rule)"] + more)
  }

  /// The list under the detail: the page a swipe back uncovers.
  @MainActor func listView(_ harness: SceneHarness) -> View? {
    (harness.root as? NavigationController)?.viewControllers.first?.view
  }

  /// A long swipe from the middle of the content pops where the rule lets a swipe begin
  /// anywhere (UIKit's content swipe of iOS 26, libadwaita's swipe tracker) and not under
  /// Flutter, whose swipe begins only in its 20-point band.
  @MainActor func testASwipeFromMidContentBeginsWhereThePresetAllows() async {
    for (rule, begins) in [
      ("uikit", true), ("uikit-legacy", true), ("libadwaita", true),
      ("flutter-cupertino", false),
    ] {
      let harness = harness(rule)
      harness.play(swipe(from: 180, distance: 200))
      let pops = harness.transitions.filter { $0.kind == .pop }
      XCTAssertEqual(!pops.isEmpty, begins, rule)
      if begins { XCTAssertEqual(pops.last?.completed, true, rule) }
      let stack = (harness.root as? NavigationController)?.viewControllers.count
      XCTAssertEqual(stack, begins ? 1 : 2, rule)
    }
    // With the content swipe off, UIKit's edge swipe ignores the middle of the content too;
    // libadwaita's swipe has no edge band and ignores `pop-gesture`.
    let edgeOnly = harness("uikit", ["pop-gesture=edge"])
    edgeOnly.play(swipe(from: 180, distance: 200))
    XCTAssertFalse(edgeOnly.transitions.contains { $0.kind == .pop })
    let adwaitaEdge = harness("libadwaita", ["pop-gesture=edge"])
    adwaitaEdge.play(swipe(from: 180, distance: 200))
    XCTAssertEqual(adwaitaEdge.transitions.last?.kind, .pop)
  }

  /// Flutter's band is 20 points: a swipe pressed 15 points from the edge pops, one pressed
  /// at 30 does not begin. UIKit's edge swipe alone has a 13-point band: 15 is outside it.
  @MainActor func testFlutterBeginsWithin20PointsOfTheEdgeOnly() async {
    for (x, begins) in [(15.0, true), (30.0, false)] {
      let harness = harness("flutter-cupertino")
      harness.play(swipe(from: x, distance: 250))
      XCTAssertEqual(harness.transitions.contains { $0.kind == .pop }, begins, "x \(x)")
      XCTAssertEqual(
        (harness.root as? NavigationController)?.viewControllers.count, begins ? 1 : 2, "x \(x)")
    }
    let uikitEdge = harness("uikit", ["pop-gesture=edge"])
    uikitEdge.play(swipe(from: 15, distance: 250))
    XCTAssertFalse(uikitEdge.transitions.contains { $0.kind == .pop })
  }

  /// libadwaita's swipe tracker denies a drag whose first movement is nearer the vertical,
  /// and begins only 16 points from the press.
  @MainActor func testLibadwaitaBeginsByItsSwipeTrackersRule() async {
    let vertical = harness("libadwaita")
    vertical.deliver(.down, 180, Self.y)
    vertical.advance(1.0 / 60)
    vertical.deliver(.move, 181, Self.y + 4)
    for step in 1...10 {
      vertical.advance(1.0 / 60)
      vertical.deliver(.move, 181 + Double(step) * 20, Self.y + 4)
    }
    vertical.advance(1.0 / 60)
    vertical.deliver(.up, 381, Self.y + 4)
    vertical.settle()
    XCTAssertFalse(vertical.transitions.contains { $0.kind == .pop })

    let short = harness("libadwaita")
    short.deliver(.down, 180, Self.y)
    short.advance(1.0 / 60)
    short.deliver(.move, 195, Self.y)
    XCTAssertNil(short.window.activeTransition, "15 points do not begin it")
    short.advance(1.0 / 60)
    short.deliver(.move, 197, Self.y)
    XCTAssertEqual(short.window.activeTransition?.kind, .pop, "17 points do")
  }

  /// Half way through a swipe the covered list sits 30 % of the width × what is left
  /// toward the leading edge under UIKit, a third under Flutter, and does not move under
  /// libadwaita.
  @MainActor func testTheCoveredPageMovesOnlyWhereThePresetMovesIt() async throws {
    for (rule, share) in [
      ("uikit", 0.3), ("uikit-legacy", 0.3), ("libadwaita", 0.0),
      ("flutter-cupertino", 1.0 / 3),
    ] {
      let harness = harness(rule)
      let width = harness.window.bounds.width
      harness.deliver(.down, 4, Self.y)
      var x = 4.0
      for _ in 1...20 {
        harness.advance(1.0 / 60)
        x += 12
        harness.deliver(.move, x, Self.y)
      }
      harness.advance(1.0 / 60)
      let context = try XCTUnwrap(harness.window.activeTransition, rule)
      XCTAssertEqual(context.kind, .pop, rule)
      let progress = context.percentComplete
      XCTAssertGreaterThan(progress, 0.3, rule)
      let list = try XCTUnwrap(listView(harness), rule)
      let expected = -share * width * (1 - progress)
      XCTAssertEqual(list.presentation.frame.minX, expected, accuracy: 1.5, rule)
      if rule == "libadwaita" { XCTAssertEqual(list.presentation.frame.minX, 0, rule) }
    }
  }

  /// The settle after the release, per preset: Flutter's runs 800 ms × the share left to
  /// pop on `fastLinearToSlowEaseIn` (fast at first), libadwaita's is its spring's own
  /// settling time, UIKit's classic is the rest at UIKit's completion speed on the default
  /// curve (`NavigationFluidTests` and `NavigationReplayTests` pin iOS 26's spring).
  @MainActor func testTheSettleAfterTheReleaseFollowsThePreset() async throws {
    // 240 points over 12 frames, 12 points a step (720 pt/s): every rule pops.
    var settles: [String: (seconds: Double, progress: Double, earlyShare: Double)] = [:]
    for rule in Self.rules {
      let harness = harness(rule, ["style=uikit-classic"])
      var progressAt: [(t: Double, p: Double)] = []
      harness.session.traceSink = { line in
        guard case .object(let fields) = line,
          fields.first(where: { $0.0 == "kind" })?.1 == .string("navigation"),
          case .number(let t)? = fields.first(where: { $0.0 == "t" })?.1,
          case .number(let p)? = fields.first(where: { $0.0 == "progress" })?.1
        else { return }
        progressAt.append((t, p))
      }
      harness.play(swipe(from: 4, distance: 240))
      let pop = try XCTUnwrap(harness.transitions.last, rule)
      XCTAssertEqual(pop.completed, true, rule)
      let release = try XCTUnwrap(harness.session.releases.last, rule)
      let end = try XCTUnwrap(pop.end, rule)
      let seconds = end - release.time
      // The share of the way left covered a quarter of the settle in.
      let quarter = release.time + seconds / 4
      let at = progressAt.last { $0.t <= quarter + 1e-9 }?.p ?? release.progress
      let early = (at - release.progress) / (1 - release.progress)
      settles[rule] = (seconds, release.progress, early)
    }
    let frame = 1.0 / 60
    let flutter = try XCTUnwrap(settles["flutter-cupertino"])
    XCTAssertEqual(
      flutter.seconds,
      NavigationSwipeStyle.flutterSettleDuration(progress: flutter.progress, pops: true),
      accuracy: 2 * frame)
    XCTAssertGreaterThan(flutter.earlyShare, 0.6, "fastLinearToSlowEaseIn covers most early")

    let adwaita = try XCTUnwrap(settles["libadwaita"])
    // ζ 1, stiffness 1000: ω = √1000 ≈ 31.6/s; settles in a few tenths of a second
    // whatever the progress left, not in proportion to it.
    XCTAssertGreaterThan(adwaita.seconds, 0.15)
    XCTAssertLessThan(adwaita.seconds, 0.4)
    let uikit = try XCTUnwrap(settles["uikit"])
    // UIKit: max(1 − p, T·|v|) of the 0.35 s: at most the share left of it.
    XCTAssertLessThanOrEqual(uikit.seconds, (1 - uikit.progress) * 0.35 + 2 * frame)
    XCTAssertLessThan(uikit.earlyShare, flutter.earlyShare)
    XCTAssertGreaterThan(abs(flutter.seconds - uikit.seconds), 0.1)
  }

  /// Under Flutter a page that stays returns over min(800 ms × the share swiped, 300 ms).
  @MainActor func testFlutterSettlesASlowShortSwipeBackOverItsStayDuration() async throws {
    let harness = harness("flutter-cupertino")
    // 120 points in 40 frames: 180 pt/s, below one width a second; p ≈ 0.26 < 0.5.
    harness.play(swipe(from: 4, distance: 120, steps: 40))
    let pop = try XCTUnwrap(harness.transitions.last)
    XCTAssertEqual(pop.completed, false)
    let release = try XCTUnwrap(harness.session.releases.last)
    let seconds = try XCTUnwrap(pop.end) - release.time
    XCTAssertEqual(
      seconds, NavigationSwipeStyle.flutterSettleDuration(progress: release.progress, pops: false),
      accuracy: 2.0 / 60)
  }

  /// A fast swipe to 30 % pops when it lifts at once; held still 200 ms before lifting it
  /// reads as still: the reported velocity is about zero and the swipe stays, under UIKit's
  /// projection and under libadwaita's gate alike.
  @MainActor func testAFingerHeldStillBeforeLiftingReadsAsStill() async throws {
    for rule in ["uikit", "libadwaita"] {
      let moving = harness(rule)
      moving.play(swipe(from: 4, distance: 130, steps: 6))
      XCTAssertEqual(moving.transitions.last?.completed, true, "\(rule) lifted moving")
      let fast = try XCTUnwrap(moving.session.releases.last)
      XCTAssertGreaterThan(fast.velocity, 500, rule)

      let held = harness(rule)
      held.play(swipe(from: 4, distance: 130, steps: 6, hold: 0.2))
      let pop = try XCTUnwrap(held.transitions.last, rule)
      XCTAssertEqual(pop.kind, .pop, rule)
      XCTAssertEqual(pop.completed, false, "\(rule) held still")
      let release = try XCTUnwrap(held.session.releases.last, rule)
      XCTAssertEqual(release.velocity, 0, accuracy: 1, rule)
      XCTAssertFalse(release.finishes, rule)
      XCTAssertEqual((held.root as? NavigationController)?.viewControllers.count, 2, rule)
    }
  }

  /// UIKit's own decision reads a rest too: its samples' velocity becomes zero.
  func testARestZeroesThePopDecisionsVelocity() {
    var decision = NavigationPopDecision()
    for step in 0...6 { decision.add(progress: Double(step) * 0.05, at: Double(step) / 60) }
    XCTAssertGreaterThan(decision.velocity, 2)
    XCTAssertTrue(decision.shouldPop(width: 390, duration: 0.35))
    decision.rest(until: 6.0 / 60 + 0.2)
    XCTAssertEqual(decision.velocity, 0)
    XCTAssertEqual(decision.acceleration, 0)
    XCTAssertFalse(decision.shouldPop(width: 390, duration: 0.35), "0.3 < 0.48 at rest")
  }
}

import Foundation
import Scenes
import TransitionKit
import XCTest

/// The `navigation` scene replayed through its sample swipes: the stack and the release
/// under each pop rule and swipe, the appearance callbacks in the trace, and the delegate's
/// own animator with and without the swipe-back fix.
final class NavigationSceneTests: XCTestCase {
  static let gestures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("data/gestures")

  func sample(_ name: String) throws -> GestureScript {
    try GestureScript.load(path: Self.gestures.appendingPathComponent("\(name).json").path)
  }

  /// Replays a sample on the scene started with one detail pushed; returns the summary's
  /// fields and the trace lines.
  @MainActor func replay(_ name: String, set assignments: [String] = []) throws
    -> (summary: [(String, JSONValue)], trace: [JSONValue])
  {
    let harness = SceneHarness(NavigationScene.descriptor, set: assignments)
    var trace: [JSONValue] = []
    harness.session.traceSink = { trace.append($0) }
    harness.play(try sample(name))
    guard case .object(let fields) = harness.session.summary() else {
      XCTFail("the summary is an object")
      return ([], trace)
    }
    return (fields, trace)
  }

  func field(_ fields: [(String, JSONValue)], _ name: String) -> JSONValue? {
    fields.first { $0.0 == name }?.1
  }

  func stack(_ summary: [(String, JSONValue)]) -> [String] {
    guard case .array(let ids)? = field(summary, "stack") else { return [] }
    return ids.compactMap { if case .string(let id) = $0 { id } else { nil } }
  }

  /// The one pop of a replay: whether it was interactive and completed, and the progress
  /// of its release.
  func pop(_ summary: [(String, JSONValue)]) -> (
    interactive: Bool?, completed: Bool?, releasedAt: Double?
  )? {
    guard case .array(let transitions)? = field(summary, "transitions") else { return nil }
    for case .object(let record) in transitions where field(record, "kind") == .string("pop") {
      var releasedAt: Double?
      if case .object(let release)? = field(record, "release"),
        case .number(let value)? = field(release, "progress")
      {
        releasedAt = value
      }
      var interactive: Bool?
      if case .bool(let value)? = field(record, "interactive") { interactive = value }
      var completed: Bool?
      if case .bool(let value)? = field(record, "completed") { completed = value }
      return (interactive, completed, releasedAt)
    }
    return nil
  }

  @MainActor func testItIsListedAfterTheOtherScenes() async {
    XCTAssertEqual(SceneCatalog.all.map(\.id).prefix(5).last, "navigation")
    XCTAssertEqual(SceneCatalog.all.count, 8)
  }

  @MainActor func testATapOnARowPushesADetailAndTheStackSaysSo() async throws {
    let harness = SceneHarness(NavigationScene.descriptor, presented: false)
    var trace: [JSONValue] = []
    harness.session.traceSink = { trace.append($0) }
    harness.play(try sample("tap-row"))
    guard case .object(let summary) = harness.session.summary() else { return XCTFail() }
    XCTAssertEqual(stack(summary), ["list", "detail-1"])
    let kinds = harness.transitions.map(\.kind)
    XCTAssertEqual(kinds, [.push])
    XCTAssertEqual(harness.transitions.first?.completed, true)
    XCTAssertEqual(harness.transitions.first?.interactive, false)
    let progress = trace.compactMap { line -> Double? in
      guard case .object(let fields) = line, field(fields, "kind") == .string("navigation"),
        case .number(let p)? = field(fields, "progress")
      else { return nil }
      return p
    }
    XCTAssertGreaterThan(progress.count, 5, "a navigation line on every frame the push moves")
    XCTAssertEqual(progress, progress.sorted(), "the push only moves forward")
  }

  @MainActor func testTheStartPresentedHasOneDetailPushed() async {
    let harness = SceneHarness(NavigationScene.descriptor)
    guard case .object(let summary) = harness.session.summary() else { return XCTFail() }
    XCTAssertEqual(stack(summary), ["list", "detail-1"])
    XCTAssertTrue(harness.transitions.isEmpty)
  }

  /// A slow half swipe, a short flick and a flick back, under each pop rule, from the edge.
  @MainActor func testEachPopRuleOnTheSampleSwipes() async throws {
    // (rule, script) → pops
    let expected: [(String, String, Bool)] = [
      ("uikit", "swipe-back", true), ("uikit", "short-swipe-back", true),
      ("uikit", "flick-back", false),
      ("uikit-legacy", "swipe-back", true), ("uikit-legacy", "short-swipe-back", true),
      ("uikit-legacy", "flick-back", false),
      ("libadwaita", "swipe-back", true), ("libadwaita", "short-swipe-back", true),
      ("libadwaita", "flick-back", false),
      ("flutter-cupertino", "swipe-back", true), ("flutter-cupertino", "short-swipe-back", true),
      ("flutter-cupertino", "flick-back", false),
    ]
    for (rule, script, pops) in expected {
      let (summary, _) = try replay(script, set: ["pop-rule=\(rule)"])
      let popped = try XCTUnwrap(pop(summary), "\(rule) \(script)")
      XCTAssertEqual(popped.interactive, true, "\(rule) \(script)")
      XCTAssertEqual(popped.completed, pops, "\(rule) \(script)")
      XCTAssertNotNil(popped.releasedAt, "\(rule) \(script): the release is reported")
      XCTAssertEqual(stack(summary), pops ? ["list"] : ["list", "detail-1"], "\(rule) \(script)")
    }
  }

  /// The rules part where a slow swipe stops short of half: UIKit's projection and
  /// libadwaita's 50 % cancel, the legacy rule pops on a velocity that is not negative.
  @MainActor func testASlowShortSwipeSeparatesTheRules() async throws {
    let script = GestureScript(
      events: [GestureScript.Event(t: 0, type: .down, location: Point(x: 4, y: 422))]
        + (1...20).map {
          GestureScript.Event(
            t: Double($0) * 0.05, type: .move, location: Point(x: 4 + Double($0) * 4, y: 422))
        }
        + [
          GestureScript.Event(t: 1.3, type: .up, location: Point(x: 84, y: 422))
        ])
    for (rule, pops) in [
      ("uikit", false), ("uikit-legacy", true), ("libadwaita", false),
      ("flutter-cupertino", false),
    ] {
      let harness = SceneHarness(NavigationScene.descriptor, set: ["pop-rule=\(rule)"])
      harness.play(script)
      XCTAssertEqual(harness.transitions.last?.kind, .pop, rule)
      XCTAssertEqual(harness.transitions.last?.completed, pops, rule)
    }
  }

  /// The content swipe takes a swipe away from the edge, and, without the edge swipe, one
  /// at the edge too; `edge` alone ignores a swipe away from the edge.
  @MainActor func testThePopGestureChoosesTheSwipes() async throws {
    let middle = try sample("swipe-back").events.map { event -> GestureScript.Event in
      var moved = event
      if let location = event.location {
        moved.location = Point(x: location.x + 100, y: location.y)
      }
      return moved
    }
    for (gesture, fromEdge, fromMiddle) in [
      ("edge", true, false), ("content", true, true), ("both", true, true),
    ] {
      let edge = SceneHarness(NavigationScene.descriptor, set: ["pop-gesture=\(gesture)"])
      edge.play(try sample("swipe-back"))
      XCTAssertEqual(edge.transitions.contains { $0.kind == .pop }, fromEdge, "\(gesture) edge")
      let content = SceneHarness(NavigationScene.descriptor, set: ["pop-gesture=\(gesture)"])
      content.play(GestureScript(events: middle))
      XCTAssertEqual(
        content.transitions.contains { $0.kind == .pop }, fromMiddle, "\(gesture) middle")
    }
  }

  /// A completed swipe back and a cancelled one, in UIKit's order, in the trace.
  @MainActor func testTheTraceListsTheAppearanceCallbacksInUIKitsOrder() async throws {
    func callbacks(_ trace: [JSONValue]) -> [String] {
      trace.compactMap { line in
        guard case .object(let fields) = line, field(fields, "kind") == .string("appearance"),
          case .string(let vc)? = field(fields, "vc"),
          case .string(let callback)? = field(fields, "callback")
        else { return nil }
        return "\(vc).\(callback)"
      }
    }
    let (_, popped) = try replay("swipe-back")
    XCTAssertEqual(
      callbacks(popped),
      [
        "detail-1.viewWillDisappear", "list.viewWillAppear", "detail-1.viewDidDisappear",
        "list.viewDidAppear",
      ])
    let (_, cancelled) = try replay("flick-back")
    XCTAssertEqual(
      callbacks(cancelled),
      [
        "detail-1.viewWillDisappear", "list.viewWillAppear", "list.viewWillDisappear",
        "list.viewDidDisappear", "detail-1.viewWillAppear", "detail-1.viewDidAppear",
      ])
    let tops = popped.compactMap { line -> String? in
      guard case .object(let fields) = line, field(fields, "kind") == .string("navigation"),
        case .string(let top)? = field(fields, "top")
      else { return nil }
      return top
    }
    XCTAssertFalse(tops.isEmpty)
    XCTAssertEqual(Set(tops), ["list"], "the stack's top from the pop's beginning")
  }

  /// The delegate's own animator turns the system swipe off; the fix's edge pan brings it
  /// back, driving the delegate's animator.
  @MainActor func testTheCustomAnimatorLosesTheSwipeUnlessTheFixIsOn() async throws {
    let (without, _) = try replay("swipe-back", set: ["animator=custom"])
    XCTAssertNil(pop(without), "no pop: the system swipe stands down")
    XCTAssertEqual(stack(without), ["list", "detail-1"])
    let (with, _) = try replay("swipe-back", set: ["animator=custom", "swipe-back-fix=on"])
    let popped = try XCTUnwrap(pop(with))
    XCTAssertEqual(popped.interactive, true)
    XCTAssertEqual(popped.completed, true)
    XCTAssertNotNil(popped.releasedAt)
    XCTAssertEqual(stack(with), ["list"])
    let (flickedBack, _) = try replay(
      "flick-back", set: ["animator=custom", "swipe-back-fix=on"])
    XCTAssertEqual(pop(flickedBack)?.completed, false)
    XCTAssertEqual(stack(flickedBack), ["list", "detail-1"])
  }

  /// Each pop rule's numbers, on a 390-point screen.
  func testThePopRulesNumbers() {
    let width = 390.0
    XCTAssertNil(NavigationPopRule.uikit.pops(progress: 0.9, velocity: 500, width: width))
    XCTAssertEqual(
      NavigationPopRule.uikitLegacy.pops(progress: 0.1, velocity: 0, width: width), true)
    XCTAssertEqual(
      NavigationPopRule.uikitLegacy.pops(progress: 0.9, velocity: -1, width: width), false)
    // libadwaita: 0.3 px/ms decides by direction, a slower release by half the width.
    XCTAssertEqual(
      NavigationPopRule.libadwaita.pops(progress: 0.1, velocity: 300, width: width), true)
    XCTAssertEqual(
      NavigationPopRule.libadwaita.pops(progress: 0.9, velocity: -300, width: width), false)
    XCTAssertEqual(
      NavigationPopRule.libadwaita.pops(progress: 0.49, velocity: 299, width: width), false)
    XCTAssertEqual(
      NavigationPopRule.libadwaita.pops(progress: 0.51, velocity: -299, width: width), true)
    // Flutter: one width per second.
    XCTAssertEqual(
      NavigationPopRule.flutterCupertino.pops(progress: 0.1, velocity: 389, width: width), false)
    XCTAssertEqual(
      NavigationPopRule.flutterCupertino.pops(progress: 0.1, velocity: 390, width: width), true)
    XCTAssertEqual(
      NavigationPopRule.flutterCupertino.pops(progress: 0.9, velocity: -390, width: width), false)
  }

  /// The trace's navigation lines follow the fix's swipe under the custom animator too.
  @MainActor func testTheNavigationLinesFollowTheFixsSwipe() async throws {
    let (_, trace) = try replay("swipe-back", set: ["animator=custom", "swipe-back-fix=on"])
    let progress = trace.compactMap { line -> Double? in
      guard case .object(let fields) = line, field(fields, "kind") == .string("navigation"),
        case .number(let p)? = field(fields, "progress")
      else { return nil }
      return p
    }
    XCTAssertGreaterThan(progress.count, 10)
    XCTAssertGreaterThan(progress.max() ?? 0, 0.98, "the pop runs to its end")
    XCTAssertLessThan(progress.first ?? 1, 0.1, "the page starts under the finger")
  }

  /// The back button pops with the delegate's animator, not interactively.
  @MainActor func testTheBackButtonPops() async throws {
    for animator in ["system", "custom"] {
      let harness = SceneHarness(NavigationScene.descriptor, set: ["animator=\(animator)"])
      harness.play(.tap("back"))
      XCTAssertEqual(harness.transitions.map(\.kind), [.pop], animator)
      XCTAssertEqual(harness.transitions.first?.interactive, false, animator)
      XCTAssertEqual(harness.transitions.first?.completed, true, animator)
      XCTAssertEqual(harness.warningCodes, [], animator)
    }
  }
}

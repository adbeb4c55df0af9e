import Foundation
import Scenes
import TransitionKit
import XCTest

/// The release map of `navigation` is the chosen pop rule's, over progress × velocity: made
/// from replayed swipes back, so its regions differ between two pop rules as the rules say,
/// and it names the rule and draws its edges.
final class NavigationReleaseMapTests: XCTestCase {
  /// 9 × 9: progress 0, 0.125 … 1, velocity −900, −675 … 900 points per second.
  @MainActor private func map(_ rule: String, _ more: [String] = []) throws -> ReleaseMap {
    try ReleaseMap.make(
      scene: NavigationScene.descriptor, assignments: ["pop-rule=\(rule)"] + more,
      velocityRange: -900...900, steps: 9)
  }

  /// Points away from a rule's edges: not at progress 0 (no swipe begins) or 1, and not on a
  /// velocity that an estimate could put on either side of a gate or of 0.
  private func inner(_ map: ReleaseMap, avoiding progresses: [Double] = [], velocities: [Double])
    -> [ReleaseMap.Point]
  {
    map.points.filter { point in
      point.progress > 0 && point.progress < 1
        && !progresses.contains { abs($0 - point.progress) < 0.07 }
        && !velocities.contains { abs($0 - point.velocity) < 100 }
    }
  }

  /// uikit-legacy pops for every velocity that is not negative and cancels every one that is,
  /// whatever the progress; libadwaita decides by its 0.3 px/ms gate, else past 50 %.
  @MainActor func testLegacyAndLibadwaitaMapsDifferAsTheirRulesSay() async throws {
    let legacy = try map("uikit-legacy")
    let adwaita = try map("libadwaita")
    for point in inner(legacy, velocities: []) where point.velocity != 0 {
      XCTAssertEqual(
        point.completed, point.velocity > 0,
        "uikit-legacy at (\(point.progress), \(point.velocity))")
    }
    for point in inner(adwaita, avoiding: [0.5], velocities: [300, -300]) {
      let expected = abs(point.velocity) >= 300 ? point.velocity > 0 : point.progress > 0.5
      XCTAssertEqual(
        point.completed, expected, "libadwaita at (\(point.progress), \(point.velocity))")
    }
    // Where they differ: a slow swipe back past half way toward the edge (v −225) pops under
    // libadwaita and not under legacy; a slow short one forward (v 225, p 0.25) the other way.
    let slowBack = try XCTUnwrap(
      legacy.points.firstIndex { $0.progress == 0.75 && $0.velocity == -225 })
    XCTAssertFalse(legacy.points[slowBack].completed)
    XCTAssertTrue(adwaita.points[slowBack].completed)
    let slowShort = try XCTUnwrap(
      legacy.points.firstIndex { $0.progress == 0.25 && $0.velocity == 225 })
    XCTAssertTrue(legacy.points[slowShort].completed)
    XCTAssertFalse(adwaita.points[slowShort].completed)
  }

  /// Flutter's gate is one width per second (390 pt/s here), UIKit's projection moves the
  /// edge with the velocity: the same slow release at 0.375 and 450 pt/s pops under both,
  /// and at 0.375 and 225 pt/s pops under uikit (0.375 + 225 / 390 · 0.35 > 0.48) only.
  @MainActor func testFlutterAndUIKitMapsDifferAsTheirRulesSay() async throws {
    let flutter = try map("flutter-cupertino")
    let uikit = try map("uikit")
    for point in inner(flutter, avoiding: [0.5], velocities: [390, -390]) {
      let expected = abs(point.velocity) >= 390 ? point.velocity > 0 : point.progress > 0.5
      XCTAssertEqual(point.completed, expected, "flutter at (\(point.progress), \(point.velocity))")
    }
    let threshold = NavigationPopDecision.threshold(width: 390)
    for point in uikit.points where point.progress > 0 && point.progress < 1 {
      let projected = point.progress + point.velocity / 390 * 0.35
      // Away from the projection's edge (the drag's acceleration moves it a little).
      guard abs(projected - threshold) > 0.1 else { continue }
      XCTAssertEqual(
        point.completed, projected > threshold, "uikit at (\(point.progress), \(point.velocity))")
    }
    let index = try XCTUnwrap(
      uikit.points.firstIndex { $0.progress == 0.375 && $0.velocity == 225 })
    XCTAssertTrue(uikit.points[index].completed)
    XCTAssertFalse(flutter.points[index].completed)
  }

  /// The map names the pop rule, draws its threshold and edges, and gives way to a release
  /// rule chosen by hand.
  @MainActor func testTheMapNamesAndDrawsThePopRule() async throws {
    let adwaita = try map("libadwaita")
    XCTAssertTrue(adwaita.caption.contains("pop-rule libadwaita"), adwaita.caption)
    XCTAssertEqual(adwaita.threshold, 0.5)
    XCTAssertEqual(adwaita.ruleEdges.map(\.from.1).sorted(), [-300, 300])

    let uikit = try map("uikit")
    XCTAssertTrue(uikit.caption.contains("pop-rule uikit"), uikit.caption)
    XCTAssertEqual(uikit.threshold, 187.5 / 390, accuracy: 1e-12)
    let edge = try XCTUnwrap(uikit.ruleEdges.first)
    // The projection's line crosses velocity 0 at the threshold.
    let (p0, v0) = edge.from
    let (p1, v1) = edge.to
    XCTAssertEqual(p0 + (p1 - p0) * (0 - v0) / (v1 - v0), 187.5 / 390, accuracy: 1e-9)

    let legacy = try map("uikit-legacy")
    XCTAssertEqual(legacy.ruleEdges.map(\.from.1), [0])

    let handChosen = try map("libadwaita", ["release-rule=projection"])
    XCTAssertNil(handChosen.ownRule)
    XCTAssertFalse(handChosen.caption.contains("pop-rule"), handChosen.caption)
  }

  /// The legend speaks the scene's words: a swipe back stays or pops, under its own pop
  /// rule or a release rule; other scenes keep "snap back" and "dismiss".
  @MainActor func testTheMapNamesItsOutcomesStayAndPop() async throws {
    XCTAssertEqual(try map("uikit").outcomeWords, ["stay", "pop"])
    XCTAssertEqual(try map("uikit", ["release-rule=projection"]).outcomeWords, ["stay", "pop"])
    let card = try ReleaseMap.make(scene: CardScene.descriptor, steps: 3)
    XCTAssertNil(card.outcomeWords)
  }

  /// Where an edge, a segment in (progress, velocity), reaches `velocity`.
  private func progress(
    of edge: (from: (Double, Double), to: (Double, Double)), at velocity: Double
  ) -> Double {
    let ((p0, v0), (p1, v1)) = (edge.from, edge.to)
    return p0 + (p1 - p0) * (velocity - v0) / (v1 - v0)
  }

  /// Both of iOS 26's pop boundaries are drawn under either rule: the chosen one solid, the
  /// other dotted. The measured one, p + 0.12 s · v / W > 0.5, crosses velocity 0 at 0.5
  /// and a release of one width a second at 0.38; the decompiled one crosses 0 at
  /// 187.5 / W and one width a second at 0.35 s sooner. Under `uikit-measured` the replayed
  /// swipes decide by the measured one.
  @MainActor func testBothIOS26BoundariesAreDrawnTheChosenOneSolid() async throws {
    let code = 187.5 / 390
    let uikit = try map("uikit")
    XCTAssertEqual(uikit.ruleEdges.count, 1)
    XCTAssertEqual(progress(of: try XCTUnwrap(uikit.ruleEdges.first), at: 0), code, accuracy: 1e-9)
    XCTAssertEqual(uikit.comparedEdges.count, 1, "the measured boundary beside it")
    let dotted = try XCTUnwrap(uikit.comparedEdges.first)
    XCTAssertEqual(progress(of: dotted, at: 0), 0.5, accuracy: 1e-9)
    XCTAssertEqual(progress(of: dotted, at: 390), 0.38, accuracy: 1e-9)
    XCTAssertTrue(
      uikit.caption.contains("dotted: p + 0.12·v/W against 0.5 (measured"), uikit.caption)

    let measured = try map("uikit-measured")
    XCTAssertEqual(measured.threshold, 0.5)
    XCTAssertEqual(measured.ruleEdges.count, 1)
    let solid = try XCTUnwrap(measured.ruleEdges.first)
    XCTAssertEqual(progress(of: solid, at: 0), 0.5, accuracy: 1e-9)
    XCTAssertEqual(progress(of: solid, at: 390), 0.38, accuracy: 1e-9)
    let other = try XCTUnwrap(measured.comparedEdges.first)
    XCTAssertEqual(progress(of: other, at: 0), code, accuracy: 1e-9)
    XCTAssertEqual(progress(of: other, at: 390), code - 0.35, accuracy: 1e-9)
    XCTAssertTrue(measured.caption.contains("dotted: p + v·T against 0.481"), measured.caption)
    var decided = 0
    for point in measured.points where point.progress > 0 && point.progress < 1 {
      let projected = point.progress + 0.12 * point.velocity / 390
      guard abs(projected - 0.5) > 0.1 else { continue }
      decided += 1
      XCTAssertEqual(
        point.completed, projected > 0.5, "measured at (\(point.progress), \(point.velocity))")
    }
    XCTAssertGreaterThan(decided, 30)
    // Where the two disagree: a slow 0.375 at 225 pt/s pops under the decompiled rule
    // (0.375 + 0.2 > 0.481) and stays under the measured one (0.375 + 0.07 < 0.5).
    let slow = try XCTUnwrap(uikit.points.firstIndex { $0.progress == 0.375 && $0.velocity == 225 })
    XCTAssertTrue(uikit.points[slow].completed)
    XCTAssertFalse(measured.points[slow].completed)
    // Other rules compare nothing.
    XCTAssertTrue(try map("libadwaita").comparedEdges.isEmpty)
  }
}

import Foundation
import Scenes
import TransitionKit
import XCTest

/// The release map of the sheet: the scene tells the drag and its rest places, each drag
/// really releases the sheet at the grid's position and velocity, and the map names the
/// detent each release reaches.
final class SheetReleaseMapTests: XCTestCase {
  @MainActor private func session(_ assignments: [String] = []) throws -> SceneSession {
    let parameters = SheetScene.descriptor.makeParameters()
    try parameters.apply(assignments: assignments)
    let session = SceneSession(descriptor: SheetScene.descriptor, parameters: parameters)
    session.presentWithoutAnimation()
    return session
  }

  /// The places, from the large detent's top (0) to the bottom of the screen (1).
  @MainActor func testTheSceneGivesItsRestPlaces() async throws {
    // The session is kept: the scene's views live in its window.
    let live = try session()
    let places = try XCTUnwrap(live.scene as? any ReleaseRestPlaces)
    let rests = places.restPlaces(screen: Screen.defaultSize)
    XCTAssertEqual(rests.map(\.name), ["large", "medium", "dismissed"])
    XCTAssertEqual(rests.map(\.dismisses), [false, false, true])
    XCTAssertEqual(rests[0].progress, 0, accuracy: 1e-9)
    XCTAssertEqual(rests[1].progress, (388.32 - 57) / 787.0, accuracy: 1e-6)
    XCTAssertEqual(rests[2].progress, 1, accuracy: 1e-9)
    XCTAssertEqual(places.currentRestPlace, "medium")
    // A sheet that refuses dismissal has no dismissed place.
    let refusing = try XCTUnwrap(
      try session(["dismiss-allowed=off"]).scene as? any ReleaseRestPlaces)
    XCTAssertEqual(
      refusing.restPlaces(screen: Screen.defaultSize).map(\.name), ["large", "medium"])
  }

  /// A slow drag moves the sheet's top edge to the grid's position: released and held there
  /// with no velocity, the sheet settles at the detent nearest that position's side.
  @MainActor func testTheDragReleasesTheSheetWhereTheGridSays() async throws {
    let session = try session()
    let geometry = try XCTUnwrap(ReleaseDrag.geometry(for: session))
    XCTAssertEqual(geometry.startProgress, (388.32 - 57) / 787.0, accuracy: 1e-6)
    var topAtRelease: Double?
    let script = ReleaseDrag.script(geometry: geometry, progress: 0.2, velocity: 0, window: 0.15)
    let release = try XCTUnwrap(script.events.last).t
    session.replay(script) { time in
      if topAtRelease == nil, time >= release, let sheet = Self.sheet(of: session) {
        topAtRelease = sheet.top
      }
    }
    // 0.2 of 787 points below the large detent's top, within a settle frame's move.
    XCTAssertEqual(try XCTUnwrap(topAtRelease), 57 + 0.2 * 787, accuracy: 2)
  }

  @MainActor private static func sheet(of session: SceneSession) -> SheetPresentationController? {
    session.window.rootViewController?.presentedViewController?.sheetPresentationController
  }

  /// The map has all three places, each where the release rule puts it away from its edges.
  @MainActor func testTheMapNamesTheDetentEachReleaseReaches() async throws {
    let map = try ReleaseMap.make(
      scene: SheetScene.descriptor, velocityRange: -1600...1600, steps: 5)
    XCTAssertEqual(map.outcomes, ["large", "medium", "dismissed"])
    XCTAssertEqual(map.dismissalOutcome, 2)
    XCTAssertEqual(map.restProgresses.count, 3)
    let places = Dictionary(
      map.points.map { ("\($0.progress) \($0.velocity)", $0.outcome) },
      uniquingKeysWith: { a, _ in a })
    XCTAssertEqual(Set(places.values), ["large", "medium", "dismissed"])
    XCTAssertEqual(places["0.0 0.0"], "large")
    XCTAssertEqual(places["0.5 0.0"], "medium")
    XCTAssertEqual(places["1.0 0.0"], "dismissed")
    XCTAssertEqual(places["0.5 -1600.0"], "large", "a flick up")
    XCTAssertEqual(places["0.5 1600.0"], "dismissed", "a flick down")
    for point in map.points {
      XCTAssertEqual(point.completed, point.outcome == "dismissed")
    }
    XCTAssertTrue(map.csv.hasPrefix("progress,velocity,completed,outcome\n"))
    XCTAssertTrue(map.ruleEdges.isEmpty, "the places are drawn instead of one edge")
  }

  /// The dismissal maps keep their two outcomes and their CSV.
  @MainActor func testDismissalMapsKeepTwoOutcomes() async throws {
    for descriptor in SceneCatalog.all where descriptor.id != SheetScene.id {
      let map = try ReleaseMap.make(scene: descriptor, steps: 2)
      XCTAssertEqual(map.outcomes, ["snap back", "dismiss"], descriptor.id)
      XCTAssertTrue(map.restProgresses.isEmpty, descriptor.id)
      XCTAssertTrue(map.csv.hasPrefix("progress,velocity,completed\n"), descriptor.id)
    }
  }
}

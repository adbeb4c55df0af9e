import XCTest

@testable import TransitionLab

/// Finding 11: warnings per scene, grouped with a count, the app's own with every scene's.
final class WarningDigestTests: XCTestCase {
  func testRepeatsAreCountedOnceAndMoveToTheTop() {
    var digest = WarningDigest()
    digest.add("A", scene: "drag-down")
    digest.add("B", scene: "drag-down")
    digest.add("A", scene: "drag-down")
    XCTAssertEqual(
      digest.shown(for: "drag-down"),
      [.init(message: "A", count: 2), .init(message: "B", count: 1)])
    XCTAssertEqual(digest.total(for: "drag-down"), 3)
    XCTAssertEqual(WarningDigest.line(digest.shown(for: "drag-down")[0]), "A (2 times)")
    XCTAssertEqual(WarningDigest.heading(count: 1), "1 warning")
    XCTAssertEqual(WarningDigest.heading(count: 3), "3 warnings")
  }

  func testAScenesWarningsStayWithItAndTheAppsOwnShowEverywhere() {
    var digest = WarningDigest()
    digest.add("edge-pan scale", scene: "edge-pan")
    digest.add("settings moved aside", scene: nil)
    XCTAssertEqual(digest.shown(for: "drag-down").map(\.message), ["settings moved aside"])
    XCTAssertEqual(
      digest.shown(for: "edge-pan").map(\.message), ["edge-pan scale", "settings moved aside"])
    digest.clear(scene: "edge-pan")
    XCTAssertTrue(digest.shown(for: "edge-pan").isEmpty)
    XCTAssertTrue(digest.shown(for: "drag-down").isEmpty, "the app's own went with the clear")
  }

  func testTheListKeepsItsNewestEntries() {
    var digest = WarningDigest()
    for index in 0..<(WarningDigest.limit + 5) { digest.add("w\(index)", scene: "card") }
    let shown = digest.shown(for: "card")
    XCTAssertEqual(shown.count, WarningDigest.limit)
    XCTAssertEqual(shown.first?.message, "w\(WarningDigest.limit + 4)")
  }
}

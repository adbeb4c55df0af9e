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
      [.init(message: "A", count: 2, detail: "A"), .init(message: "B", count: 1, detail: "B")])
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

final class WarningWordsTests: XCTestCase {
  func testAWarningAPersonCausesIsSaidAsWhatTheyDidAndKeepsTheLibrarysMessageAsDetail() {
    let message = "present(_:animated:) was ignored: another transition is still in flight"
    let plain = WarningWords.plain(code: "transition.in-flight", message: message)
    XCTAssertTrue(plain.hasPrefix("You asked for a transition"), plain)
    XCTAssertFalse(plain.contains("present(_:animated:)"), "no API names in plain words")
    var digest = WarningDigest()
    digest.add(plain, detail: message, scene: "card")
    XCTAssertEqual(digest.shown(for: "card").first?.detail, message)
  }

  func testTheSameActionWithDifferentNumbersIsOneLineWithACount() {
    var digest = WarningDigest()
    for effect in ["its scale there is 0.6", "its scale there is 0.7"] {
      let message =
        "the pan is measured in a view whose transform the transition animates: \(effect)"
      digest.add(
        WarningWords.plain(code: "gesture.translation-in-animated-view", message: message),
        detail: message, scene: "edge-pan")
    }
    let shown = digest.shown(for: "edge-pan")
    XCTAssertEqual(shown.count, 1)
    XCTAssertEqual(shown.first?.count, 2)
    XCTAssertTrue(shown.first?.detail.hasSuffix("0.7") == true, "the latest detail")
    XCTAssertTrue(WarningDigest.line(shown[0]).hasPrefix("The swipe is measured"))
  }

  func testAWarningWithoutPlainWordsKeepsItsMessageCapitalised() {
    XCTAssertEqual(
      WarningWords.plain(code: "view.unknown-code", message: "a view cannot be added"),
      "A view cannot be added")
  }
}

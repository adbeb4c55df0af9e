import XCTest

@testable import TransitionLab

/// The timeline's marks: a label that would print over the one before it is joined to it, and
/// every tick stays.
final class TimelineMarksTests: XCTestCase {
  @MainActor func testCloseMarksShareOneLabelAndKeepBothTicks() async {
    let marks = Timeline.labelledMarks(
      [(40, "release"), (43, "end")], lastFrame: 45, widthPixels: 400)
    XCTAssertEqual(marks.map(\.0), [40, 43])
    XCTAssertEqual(marks.map(\.1), ["release · end", nil])
  }

  @MainActor func testMarksFarApartKeepTheirOwnLabels() async {
    let marks = Timeline.labelledMarks(
      [(60, "end"), (10, "release")], lastFrame: 60, widthPixels: 400)
    XCTAssertEqual(marks.map(\.0), [10, 60])
    XCTAssertEqual(marks.map(\.1), ["release", "end"])
  }

  @MainActor func testANarrowSliderJoinsWhatAWideOneKeepsApart() async {
    let input = [(30, "release"), (40, "end")]
    XCTAssertEqual(
      Timeline.labelledMarks(input, lastFrame: 60, widthPixels: 1000).map(\.1), ["release", "end"])
    XCTAssertEqual(
      Timeline.labelledMarks(input, lastFrame: 60, widthPixels: 200).map(\.1),
      ["release · end", nil])
  }
}

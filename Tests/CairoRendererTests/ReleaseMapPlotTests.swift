import CairoRenderer
import TransitionKit
import XCTest

/// The release map's drawing: cells in the outcome colours where the data puts them, the
/// threshold and the rule's edges in ink, the dot where the last release was.
final class ReleaseMapPlotTests: XCTestCase {
  /// A 2 × 2 map: only the top-right cell (progress 1, velocity 100) dismisses.
  let plot = ReleaseMapPlot(
    progresses: [0, 1], velocities: [-100, 100], completed: [[false, false], [false, true]],
    threshold: 0.5, edges: [.init(from: (-1, 50), to: (2, 50))], title: "test",
    dot: (progress: 0.25, velocity: -75))
  let size = Size(width: 300, height: 260)

  func isDark(_ pixel: RGBA8) -> Bool { pixel.red < 90 && pixel.green < 90 && pixel.blue < 90 }

  @MainActor func testCellsLinesAndDot() async throws {
    let image = try plot.image(size: size)
    func at(_ p: Double, _ v: Double) -> RGBA8 {
      let point = plot.location(progress: p, velocity: v, in: size)
      return image.pixel(x: Int(point.x), y: Int(point.y))
    }
    let dismiss = at(0.9, 90)
    XCTAssertGreaterThan(dismiss.green, dismiss.red, "\(dismiss)")
    let snapBack = at(0.1, 90)
    XCTAssertGreaterThan(snapBack.red, snapBack.green, "\(snapBack)")
    XCTAssertTrue(isDark(at(0.25, -75)), "the dot")
    // The threshold runs down the middle, dashed: some of its pixels are ink.
    let x = Int(plot.location(progress: 0.5, velocity: 0, in: size).x)
    let area = ReleaseMapPlot.plotArea(in: size)
    let inked = (Int(area.minY)..<Int(area.maxY)).filter { isDark(image.pixel(x: x, y: $0)) }
    XCTAssertGreaterThan(inked.count, Int(area.height) / 3)
    XCTAssertLessThan(inked.count, Int(area.height), "dashed, not solid")
    // The edge at v = 50 is a solid line across, clipped to the plot.
    let y = Int(plot.location(progress: 0, velocity: 50, in: size).y)
    let row = (Int(area.minX) + 2..<Int(area.maxX) - 2).filter {
      isDark(image.pixel(x: $0, y: y))
    }
    XCTAssertGreaterThan(row.count, Int(area.width) - 8)
    XCTAssertFalse(isDark(image.pixel(x: Int(area.minX) - 10, y: y)), "clipped")
  }

  func testLocationsSpanHalfACellBeyondTheValues() {
    let area = ReleaseMapPlot.plotArea(in: size)
    let low = plot.location(progress: -0.5, velocity: -200, in: size)
    XCTAssertEqual(low.x, area.minX, accuracy: 1e-9)
    XCTAssertEqual(low.y, area.maxY, accuracy: 1e-9)
    let high = plot.location(progress: 1.5, velocity: 200, in: size)
    XCTAssertEqual(high.x, area.maxX, accuracy: 1e-9)
    XCTAssertEqual(high.y, area.minY, accuracy: 1e-9)
  }

  /// A map of three rest places: each cell in its place's colour, the dismissal green, the
  /// places marked by dashed lines and no threshold line.
  @MainActor func testPlacesHaveTheirOwnColours() async throws {
    let places = ReleaseMapPlot(
      progresses: [0, 0.5, 1], velocities: [0],
      outcomes: ReleaseMapPlot.places(
        ["large", "medium", "dismissed"], dismissal: 2), cells: [[0, 1, 2]], threshold: nil,
      markers: [0.4], edges: [], title: "places", positionTitle: "top")
    let image = try places.image(size: size)
    func at(_ p: Double) -> RGBA8 {
      let point = places.location(progress: p, velocity: 0, in: size)
      return image.pixel(x: Int(point.x), y: Int(point.y) + 20)
    }
    let colours = [at(0), at(0.5), at(1)]
    XCTAssertEqual(Set(colours.map { [$0.red, $0.green, $0.blue] }).count, 3, "\(colours)")
    XCTAssertGreaterThan(colours[2].green, colours[2].red, "dismissed is the dismissal's green")
    XCTAssertGreaterThan(colours[1].blue, colours[1].red, "medium is blue")
    // The marker crosses the medium (blue) cells dashed: ink darkens their blue.
    let x = Int(places.location(progress: 0.4, velocity: 0, in: size).x)
    let area = ReleaseMapPlot.plotArea(in: size)
    let inked = (Int(area.minY)..<Int(area.maxY)).filter { image.pixel(x: x, y: $0).blue < 150 }
    XCTAssertGreaterThan(inked.count, Int(area.height) / 3, "the marker is drawn")
    XCTAssertLessThan(inked.count, Int(area.height), "dashed")
  }
}

extension ReleaseMapPlotTests {
  /// Another rule's edge is drawn dotted beside the rule's solid one.
  @MainActor func testAComparedEdgeIsDottedBesideTheSolidOne() async throws {
    var both = plot
    both.comparedEdges = [.init(from: (-1, -50), to: (2, -50))]
    let image = try both.image(size: size)
    let area = both.plotArea(in: size)
    func inked(at velocity: Double) -> Int {
      let y = Int(both.location(progress: 0, velocity: velocity, in: size).y)
      return (Int(area.minX) + 2..<Int(area.maxX) - 2).filter {
        isDark(image.pixel(x: $0, y: y))
      }.count
    }
    XCTAssertGreaterThan(inked(at: 50), Int(area.width) - 8, "the rule's edge is solid")
    let dotted = inked(at: -50)
    XCTAssertGreaterThan(dotted, Int(area.width) / 8, "the compared edge is drawn")
    XCTAssertLessThan(dotted, Int(area.width) * 2 / 3, "dotted, not solid")
  }

  /// A title longer than the canvas is wide wraps onto more lines, each within the canvas,
  /// every word kept, and the plot moves down to make room; inked pixels reach the second
  /// line. In the window's narrow panel it takes at most three lines, the last cut with "…".
  @MainActor func testALongTitleWrapsWithinTheCanvas() async throws {
    var long = plot
    long.title =
      "navigation: pop-rule uikit (p + v·T against 0.481, T 0.35 s; dotted: p + 0.12·v/W "
      + "against 0.5 (measured, unconfirmed)), uikit"
    let wide = ReleaseMapPlot.defaultSize
    let lines = long.titleLines(in: wide)
    XCTAssertEqual(lines.count, 2, "\(lines)")
    XCTAssertEqual(lines.joined(separator: " "), long.title)
    XCTAssertEqual(long.plotArea(in: wide).minY, ReleaseMapPlot.plotArea(in: wide).minY + 16)
    XCTAssertEqual(plot.titleLines(in: wide), ["test"])
    let image = try long.image(size: wide)
    // Nothing is drawn past the canvas's right margin in the title's band, and the second
    // line is inked.
    let band = 0..<Int(long.plotArea(in: wide).minY) - 4
    let margin = Int(wide.width) - 10..<Int(wide.width)
    XCTAssertFalse(band.contains { y in margin.contains { isDark(image.pixel(x: $0, y: y)) } })
    let second = 26..<38
    XCTAssertTrue(second.contains { y in (16..<300).contains { isDark(image.pixel(x: $0, y: y)) } })
    let panel = Size(width: 300, height: 250)
    let narrow = long.titleLines(in: panel)
    XCTAssertLessThanOrEqual(narrow.count, 3)
    XCTAssertGreaterThan(narrow.count, 1)
    var many = long
    many.title = Array(repeating: long.title, count: 3).joined(separator: " ")
    let cut = many.titleLines(in: panel)
    XCTAssertEqual(cut.count, 3)
    XCTAssertTrue(cut.last?.hasSuffix("…") ?? false, "\(cut)")
  }
}

import CairoRenderer
import Foundation
import TransitionKit
import XCTest

/// The drag plot's drawing: the release marker, the threshold and the cursor where the plot's
/// layout puts them, and the paths in their colours.
final class DragPlotTests: XCTestCase {
  /// A drag down at 1 progress per second for 0.4 s, released at 0.4 moving at 500 pt/s,
  /// with the view trailing at half the finger's progress.
  let record: DragRecord = {
    let fingers = (0...8).map { i -> DragRecord.FingerSample in
      let t = Double(i) * 0.05
      return .init(
        time: t, location: Point(x: 100, y: 200 + t * 500), progress: t,
        velocities: [500, 400, 500, 450], isRelease: i == 8)
    }
    let view = (0...36).map { i in
      DragRecord.ViewSample(time: Double(i) / 60, progress: Double(i) / 72)
    }
    let release = DragRecord.Release(
      time: 0.4, progress: 0.4, velocity: 500, estimator: .uikit, rule: .projection,
      threshold: 0.3, velocityThreshold: nil, projected: 0.9, projectionIsRules: true,
      finishes: true, outcome: "dismiss")
    return DragRecord(
      fingers: fingers, view: view, release: release, distance: 500, startProgress: 0)
  }()
  let size = Size(width: 640, height: 480)

  func isDark(_ p: RGBA8) -> Bool { p.red < 90 && p.green < 90 && p.blue < 90 }

  @MainActor func testTheReleaseMarkerThresholdAndCursorAreWhereTheLayoutSays() async throws {
    let plot = DragPlot(record: record, title: "test", cursor: 0.6)
    let image = try plot.image(size: size)
    let layout = plot.layout(in: size)
    // The release dot, in the outcome's green.
    let dot = layout.point(time: 0.4, progress: 0.4)
    let green = image.pixel(x: Int(dot.x), y: Int(dot.y))
    XCTAssertGreaterThan(Int(green.green), Int(green.red) + 40, "\(green)")
    // The projected landing, a purple diamond at progress 0.9 just right of the release.
    let landing = layout.point(time: 0.4, progress: 0.9)
    let diamond = (Int(landing.x)...Int(landing.x) + 24).map {
      image.pixel(x: $0, y: Int(landing.y))
    }
    XCTAssertTrue(
      diamond.contains { $0.blue > 150 && $0.red > 100 && $0.green < 110 }, "\(diamond)")
    // The threshold, a dashed line across at 0.3: ink on part of its row, between the paths.
    let y = Int(layout.point(time: 0, progress: 0.3).y)
    let row = (Int(layout.positionPanel.minX) + 2..<Int(layout.positionPanel.maxX) - 2)
    let inked = row.filter { isDark(image.pixel(x: $0, y: y)) }
    XCTAssertGreaterThan(inked.count, row.count / 4)
    XCTAssertLessThan(inked.count, row.count, "dashed, not solid")
    // The cursor at 0.6 s: a line down the velocity panel, absent without a cursor.
    let cursorX = Int(layout.point(time: 0.6, velocity: 0).x)
    let middle = Int(layout.velocityPanel.midY) - 12
    func darkest(_ image: RenderedImage) -> Int {
      (cursorX - 1...cursorX + 1).map { Int(image.pixel(x: $0, y: middle).red) }.min() ?? 255
    }
    XCTAssertLessThan(darkest(image), 170)
    let bare = try DragPlot(record: record, title: "test").image(size: size)
    XCTAssertGreaterThan(darkest(bare), 240)
  }

  @MainActor func testThePathsAreWhereTheirSamplesAre() async throws {
    let plot = DragPlot(record: record, title: "test")
    let image = try plot.image(size: size)
    let layout = plot.layout(in: size)
    let finger = layout.point(time: 0.175, progress: 0.175)
    let blue = image.pixel(x: Int(finger.x), y: Int(finger.y))
    XCTAssertGreaterThan(Int(blue.blue), Int(blue.red) + 60, "the finger's path: \(blue)")
    let view = layout.point(time: 0.5, progress: 0.5 * 60 / 72)
    let orange = image.pixel(x: Int(view.x), y: Int(view.y))
    XCTAssertGreaterThan(Int(orange.red), Int(orange.blue) + 60, "the view's path: \(orange)")
    XCTAssertEqual(layout.time.lowerBound, 0)
    XCTAssertGreaterThanOrEqual(layout.time.upperBound, 0.6)
    XCTAssertTrue(plot.readout.contains("0.40 s"), plot.readout)
    XCTAssertTrue(plot.readout.contains("dismiss"), plot.readout)
  }

  @MainActor func testTheSVGIsWritten() async throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "drag-\(UUID().uuidString).svg"
    ).path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try DragPlot(record: record, title: "test").writeSVG(to: path)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    XCTAssertTrue(text.contains("<svg"), String(text.prefix(200)))
  }
}

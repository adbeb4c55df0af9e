import Foundation
import Scenes
import TransitionKit
import XCTest

/// The `zoom` scene's grid is a collection view that reuses its cells: a photo scrolled off
/// while its detail is open has no cell, its cell shows another photo, and the zoom back falls
/// back as UIKit's does, shrinking and fading into a 44-point square in the middle of the
/// screen (`fallback: true` on its trace lines).
final class ZoomReusedCellTests: XCTestCase {
  typealias Run = ZoomSceneTests.Run

  /// The fallback square: 44 points, centred on the screen (390 × 844).
  static let square = Rect(x: 195 - 22, y: 422 - 22, width: 44, height: 44)

  struct Line {
    var frame: Rect
    var source: Rect
    var fallback: Bool
  }

  @MainActor func lines(_ run: Run) -> [Line] {
    run.trace.compactMap { line in
      guard case .object(let fields) = line,
        ZoomSceneTests.field(fields, "kind") == .string("zoom"),
        let frame = ZoomSceneTests.rect(ZoomSceneTests.field(fields, "frame")),
        let source = ZoomSceneTests.rect(ZoomSceneTests.field(fields, "source"))
      else { return nil }
      let fallback = ZoomSceneTests.field(fields, "fallback") == .bool(true)
      return Line(frame: frame, source: source, fallback: fallback)
    }
  }

  func assertFallsBack(
    _ out: [Line], file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertGreaterThan(out.count, 10, file: file, line: line)
    for zoom in out {
      XCTAssertTrue(
        zoom.fallback, "every line of the zoom back says it fell back", file: file, line: line)
      XCTAssertEqual(zoom.source, Self.square, file: file, line: line)
    }
    let last = out.last?.frame ?? .zero
    XCTAssertEqual(last.midX, 195, accuracy: 0.5, file: file, line: line)
    XCTAssertEqual(last.midY, 422, accuracy: 0.5, file: file, line: line)
    XCTAssertEqual(last.width, 44, accuracy: 0.5, file: file, line: line)
  }

  @MainActor func testTheGridScrolledUntilTheSourceCellIsReusedThenCloseFallsBack() async {
    let run = Run()
    let grid = run.harness.root.view.view(named: "grid") as! CollectionView
    let cell = run.harness.root.view.view(named: "photo-1")!
    run.play(.tap("photo-1"))
    XCTAssertTrue(run.isPresented)
    let zoomIn = lines(run)
    XCTAssertFalse(zoomIn.isEmpty)
    XCTAssertTrue(zoomIn.allSatisfy { !$0.fallback }, "the zoom in comes from the cell")

    // The detail covers the grid; the grid scrolls to its end meanwhile.
    grid.contentOffset = Point(x: 0, y: 700)
    XCTAssertNil(grid.cellForItem(at: IndexPath(item: 0, section: 0)))
    XCTAssertTrue(cell.superview != nil, "the cell is in the grid again")
    XCTAssertNotEqual(cell.name, "photo-1", "reused for another photo")
    XCTAssertNil(run.harness.root.view.view(named: "photo-1"), "photo 1 has no cell")

    run.play(.tap("close"))
    XCTAssertFalse(run.isPresented)
    assertFallsBack(Array(lines(run).dropFirst(zoomIn.count)))
    XCTAssertFalse(cell.isHidden, "the cell of another photo is never hidden by the zoom")
    XCTAssertEqual(run.transitions.map(\.source), ["photo-1", "photo-1"])
    XCTAssertEqual(run.transitions.map(\.completed), [true, true])
    XCTAssertEqual(ZoomSceneTests.field(run.summary, "scroll"), .number(700))
  }

  /// With the grid left where it was, paging far in the detail leaves the photo off screen.
  @MainActor func testPagingFarWithoutTheGridFollowingFallsBack() async {
    let run = Run(presented: true, set: ["follow-page=false"])
    var events: [GestureScript.Event] = []
    for i in 0..<23 {
      events.append(GestureScript.Event(t: Double(i) * 0.05, type: .tap, target: "next-photo"))
    }
    run.play(GestureScript(events: events))
    XCTAssertEqual(ZoomSceneTests.field(run.summary, "photo"), .string("photo-24"))
    XCTAssertEqual(ZoomSceneTests.field(run.summary, "scroll"), .number(0))
    let before = lines(run).count
    run.play(.tap("close"))
    XCTAssertFalse(run.isPresented)
    assertFallsBack(Array(lines(run).dropFirst(before)))
    XCTAssertEqual(run.transitions.last?.source, "photo-24")
  }

  /// Scrolled away and back, photo 1 has a cell again (whichever one the grid gave it), and the
  /// zoom goes back into it.
  @MainActor func testTheGridScrolledBackGivesThePhotoACellAndTheZoomLandsInIt() async {
    let run = Run()
    let grid = run.harness.root.view.view(named: "grid") as! CollectionView
    run.play(.tap("photo-1"))
    grid.contentOffset = Point(x: 0, y: 700)
    grid.contentOffset = .zero
    let before = lines(run).count
    run.play(.tap("close"))
    let out = Array(lines(run).dropFirst(before))
    XCTAssertTrue(out.allSatisfy { !$0.fallback })
    let cell = run.cell(1)
    XCTAssertEqual(out.last?.frame.minY ?? -1, cell.minY, accuracy: 0.5)
    XCTAssertEqual(out.last?.frame.width ?? -1, cell.width, accuracy: 0.5)
  }
}

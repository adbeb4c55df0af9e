import CairoRenderer
import Foundation
import Scenes
import TransitionKit

/// The zoom scene's photo grid scrolled, frame by frame: the collection view that reuses its
/// cells as they leave the view. Each frame moves the grid 40 points (2,400 points per
/// second at 60 Hz, a brisk flick), from the top to the bottom and back, and lays the window
/// out, which brings the cells that come into view out of the reuse queue; then the
/// renderer draws the frame. The same flow layout with 1,000 photos shows how the per-frame
/// cost grows with the number of items.
@MainActor
enum ZoomGridBench {
  struct Case {
    /// The grid's items.
    let items: Int
    /// Microseconds per frame: the offset moved and the cells tiled (taken from and put back
    /// in the reuse queue).
    let scroll: Percentiles
    /// Milliseconds per frame to draw the window (the grid case only; nil for the larger one).
    let draw: Percentiles?
    /// Microseconds to read the data again and make the cells in view (`reloadData()`).
    let reload: Percentiles
    /// Cells the grid has made (from its first layout to the run's end), and the cells that
    /// came into view over the run: the rest were reused.
    let cellsMade: Int
    let cellsShown: Int
  }

  struct Result {
    let grid: Case
    let large: Case
  }

  /// How far the grid moves per frame, in points.
  nonisolated static let stepPoints = 40.0
  /// Items in the larger grid.
  nonisolated static let largeItems = 1000

  static func run(frames: Int) throws -> Result {
    guard let zoom = SceneCatalog.scene(id: "zoom") else {
      throw UsageError("bench: the catalog has no zoom scene")
    }
    let session = SceneSession(descriptor: zoom, screenSize: Screen.defaultSize)
    session.window.layoutIfNeeded()
    guard let grid = session.window.view(named: "grid") as? CollectionView else {
      throw UsageError("bench: the zoom scene has no collection view named grid")
    }
    let gridCase = measure(
      grid, in: session.window, frames: frames, items: grid.numberOfItems(inSection: 0),
      drawing: true)
    let large = LargeGrid(copying: grid, items: largeItems)
    session.window.rootViewController?.view.addSubview(large.view)
    grid.isHidden = true
    let largeCase = measure(
      large.view, in: session.window, frames: frames, items: largeItems, drawing: false)
    return Result(grid: gridCase, large: largeCase)
  }

  /// Scrolls `list` down and up, a step a frame, timing the layout and (when `drawing`) the
  /// drawing of each frame.
  private static func measure(
    _ list: CollectionView, in window: Window, frames: Int, items: Int, drawing: Bool
  ) -> Case {
    let canvas = drawing ? try? OffscreenCanvas(size: window.bounds.size, scale: 1) : nil
    let renderer = Renderer(appearance: .light, scale: 1)
    list.setContentOffset(list.minimumContentOffset, animated: false)
    window.layoutIfNeeded()
    var shown = 0
    var direction = 1.0
    var scrollTimes: [Double] = []
    var drawTimes: [Double] = []
    for _ in 0..<frames {
      let low = list.minimumContentOffset.y
      let high = list.maximumContentOffset.y
      var y = list.contentOffset.y + direction * stepPoints
      if y >= high || y <= low {
        y = Swift.min(Swift.max(y, low), high)
        direction = -direction
      }
      let before = Set(list.indexPathsForVisibleItems)
      let start = Stopwatch.now()
      list.contentOffset = Point(x: list.contentOffset.x, y: y)
      window.layoutIfNeeded()
      scrollTimes.append(Stopwatch.elapsed(start, Stopwatch.now(), per: 1e3))
      shown += Set(list.indexPathsForVisibleItems).subtracting(before).count
      if let canvas {
        let drawStart = Stopwatch.now()
        canvas.draw(window, with: renderer)
        drawTimes.append(Stopwatch.elapsed(drawStart, Stopwatch.now(), per: 1e6))
      }
    }
    let made = list.cellsMade
    var reloads: [Double] = []
    for _ in 0..<Swift.min(frames, 200) {
      let start = Stopwatch.now()
      list.reloadData()
      reloads.append(Stopwatch.elapsed(start, Stopwatch.now(), per: 1e3))
    }
    return Case(
      items: items, scroll: Percentiles(scrollTimes),
      draw: drawing ? Percentiles(drawTimes) : nil, reload: Percentiles(reloads),
      cellsMade: made, cellsShown: shown)
  }

  /// The lines of `bench`'s table.
  nonisolated static func lines(_ result: Result) -> [String] {
    var lines = [
      "zoom grid scrolled \(Int(stepPoints)) points a frame, top to bottom and back "
        + "(layout and cell reuse per frame):"
    ]
    for entry in [result.grid, result.large] {
      lines.append(
        String(
          format: "  %4d photos: layout p50 %.1f µs  p95 %.1f µs  |  reload p50 %.1f µs  "
            + "|  %d cells made for %d shown",
          entry.items, entry.scroll.p50, entry.scroll.p95, entry.reload.p50, entry.cellsMade,
          entry.cellsShown))
      if let draw = entry.draw {
        lines.append(
          String(format: "              draw   p50 %.2f ms  p95 %.2f ms", draw.p50, draw.p95))
      }
    }
    return lines
  }

  /// The figures as JSON (`zoom_grid` in `bench --json`).
  nonisolated static func json(_ result: Result) -> JSONValue {
    func percentiles(_ p: Percentiles) -> JSONValue {
      .object([("p50", .number(p.p50)), ("p95", .number(p.p95)), ("max", .number(p.max))])
    }
    func entry(_ c: Case) -> JSONValue {
      var fields: [(String, JSONValue)] = [
        ("items", .number(Double(c.items))),
        ("layout_us", percentiles(c.scroll)),
        ("reload_us", percentiles(c.reload)),
        ("cells_made", .number(Double(c.cellsMade))),
        ("cells_shown", .number(Double(c.cellsShown))),
      ]
      if let draw = c.draw { fields.append(("draw_ms", percentiles(draw))) }
      return .object(fields)
    }
    return .object([
      ("step_points", .number(stepPoints)), ("grid", entry(result.grid)),
      ("large", entry(result.large)),
    ])
  }
}

/// A grid of `items` plain cells with the zoom grid's frame and flow layout.
@MainActor
private final class LargeGrid: CollectionViewDataSource {
  let view: CollectionView
  let items: Int

  init(copying grid: CollectionView, items: Int) {
    self.items = items
    let layout = CollectionViewFlowLayout()
    if let flow = grid.collectionViewLayout as? CollectionViewFlowLayout {
      layout.itemSize = flow.itemSize
      layout.minimumInteritemSpacing = flow.minimumInteritemSpacing
      layout.minimumLineSpacing = flow.minimumLineSpacing
    }
    view = CollectionView(frame: grid.frame, collectionViewLayout: layout)
    view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "photo")
    view.dataSource = self
  }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { items }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    let shade = Double(indexPath.item % 36) / 36
    cell.backgroundColor = Color(
      red: 0.4 + 0.5 * shade, green: 0.6, blue: 0.9 - 0.5 * shade, alpha: 1)
    return cell
  }
}

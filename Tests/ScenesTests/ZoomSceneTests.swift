import Foundation
import Scenes
import TransitionKit
import XCTest

/// The `zoom` scene replayed: every `zoom` trace line compared with the photo cell's frame
/// (taps in a scrolled grid, slow and fast drags down, a release that springs back, grabs mid
/// zoom in and mid zoom out, a page to another photo), the `source` of each transition, the
/// pinch, and the shared-element timings.
final class ZoomSceneTests: XCTestCase {
  static let gestures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("data/gestures")

  func sample(_ name: String) throws -> GestureScript {
    try GestureScript.load(path: Self.gestures.appendingPathComponent("\(name).json").path)
  }

  struct ZoomLine {
    var t: Double
    var frame: Rect
    var source: Rect
    var corner: Double
  }

  /// A scene session with its trace collected.
  @MainActor final class Run {
    let harness: SceneHarness
    var trace: [JSONValue] = []

    init(presented: Bool = false, set assignments: [String] = []) {
      harness = SceneHarness(ZoomScene.descriptor, presented: presented, set: assignments)
      harness.session.traceSink = { [unowned self] in self.trace.append($0) }
    }

    var window: Window { harness.window }

    /// The photo cell's frame now, in window points.
    func cell(_ index: Int) -> Rect {
      // The grid's view fills the window (and is out of it while the detail covers it).
      let view = harness.root.view.view(named: "photo-\(index)")!
      return view.convert(view.bounds, to: nil)
    }

    var zoomLines: [ZoomLine] {
      trace.compactMap { line in
        guard case .object(let fields) = line, field(fields, "kind") == .string("zoom"),
          case .number(let t)? = field(fields, "t"),
          let frame = rect(field(fields, "frame")), let source = rect(field(fields, "source")),
          case .number(let corner)? = field(fields, "corner")
        else { return nil }
        return ZoomLine(t: t, frame: frame, source: source, corner: corner)
      }
    }

    var summary: [(String, JSONValue)] {
      guard case .object(let fields) = harness.session.summary() else { return [] }
      return fields
    }

    /// The transitions of the summary: kind, completed, interactive, source.
    var transitions: [(kind: String, completed: Bool?, interactive: Bool?, source: String?)] {
      guard case .array(let list)? = field(summary, "transitions") else { return [] }
      return list.compactMap { item in
        guard case .object(let record) = item, case .string(let kind)? = field(record, "kind")
        else { return nil }
        var completed: Bool?
        if case .bool(let value)? = field(record, "completed") { completed = value }
        var interactive: Bool?
        if case .bool(let value)? = field(record, "interactive") { interactive = value }
        var source: String?
        if case .string(let value)? = field(record, "source") { source = value }
        return (kind, completed, interactive, source)
      }
    }

    var isPresented: Bool { harness.root.presentedViewController != nil }

    func play(_ script: GestureScript) { harness.play(script) }
  }

  static func field(_ fields: [(String, JSONValue)], _ name: String) -> JSONValue? {
    fields.first { $0.0 == name }?.1
  }

  static func rect(_ value: JSONValue?) -> Rect? {
    guard case .array(let numbers)? = value, numbers.count == 4 else { return nil }
    let v = numbers.compactMap { if case .number(let n) = $0 { n } else { nil } }
    guard v.count == 4 else { return nil }
    return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
  }

  func assertRect(
    _ a: Rect?, _ b: Rect, accuracy: Double = 0.5, _ message: String = "",
    file: StaticString = #filePath, line: UInt = #line
  ) {
    guard let a else { return XCTFail("no rect: \(message)", file: file, line: line) }
    for (x, y) in [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)] {
      XCTAssertEqual(x, y, accuracy: accuracy, "\(message): \(a) vs \(b)", file: file, line: line)
    }
  }

  static let full = Rect(x: 0, y: 0, width: 390, height: 844)

  /// Every line's source is the cell's frame; the zoom in starts near it and ends full; a
  /// zoom out ends on it.
  func assertZoomIn(
    _ lines: [ZoomLine], from cell: Rect, file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertGreaterThan(lines.count, 10, "a zoom line on every frame", file: file, line: line)
    for zoom in lines {
      assertRect(zoom.source, cell, accuracy: 1e-6, "source", file: file, line: line)
    }
    let first = lines.first!.frame
    XCTAssertLessThan(
      abs(first.midX - cell.midX) + abs(first.midY - cell.midY), 40, file: file, line: line)
    XCTAssertLessThan(first.width, cell.width + 60, file: file, line: line)
    assertRect(lines.last?.frame, Self.full, "ends full", file: file, line: line)
  }

  @MainActor func testItIsInTheCatalogWithThirtySixPhotos() async {
    XCTAssertNotNil(SceneCatalog.scene(id: "zoom"))
    XCTAssertEqual(ZoomScene.descriptor.title, "Photo grid zoom")
    let photos = ZoomScene.descriptor.controls.filter { $0.id.hasPrefix("photo-") }
    XCTAssertGreaterThanOrEqual(photos.count, 30)
    let run = Run()
    for index in [1, 2, 3, 4] {
      XCTAssertNotNil(run.harness.session.locate(control: "photo-\(index)"), "photo-\(index)")
    }
    let ids = Set(ZoomScene.descriptor.parameters.map(\.id))
    for id in [
      "transition", "minimum-scale", "dismiss-threshold", "dimming", "damping", "response",
      "interruptible", "release-rule",
    ] {
      XCTAssertTrue(ids.contains(id), id)
    }
  }

  @MainActor func testATapZoomsFromTheCellAndCloseZoomsBackIntoIt() async throws {
    let run = Run()
    let cell = run.cell(5)
    run.play(.tap("photo-5"))
    XCTAssertTrue(run.isPresented)
    assertZoomIn(run.zoomLines, from: cell)
    let zoomInCount = run.zoomLines.count
    run.play(.tap("close"))
    XCTAssertFalse(run.isPresented)
    let out = Array(run.zoomLines.dropFirst(zoomInCount))
    for zoom in out { assertRect(zoom.source, cell, accuracy: 1e-6, "source") }
    assertRect(out.last?.frame, cell, "the zoom out ends in the cell")
    XCTAssertEqual(out.last?.corner ?? -1, 6, accuracy: 0.5)
    XCTAssertEqual(run.transitions.map(\.kind), ["present", "dismiss"])
    XCTAssertEqual(run.transitions.map(\.source), ["photo-5", "photo-5"])
    XCTAssertEqual(run.transitions.map(\.completed), [true, true])
  }

  @MainActor func testTapsAtSeveralPlacesInAScrolledGrid() async throws {
    for (offset, photo) in [(300.0, 10), (650.0, 17), (650.0, 21), (1000.0, 33)] {
      let run = Run()
      let grid = run.window.view(named: "grid") as! ScrollView
      grid.contentOffset = Point(x: 0, y: offset)
      let cell = run.cell(photo)
      XCTAssertGreaterThan(cell.minY, 99, "photo-\(photo) is on screen")
      run.play(.tap("photo-\(photo)"))
      assertZoomIn(run.zoomLines, from: cell)
      let count = run.zoomLines.count
      run.play(.tap("close"))
      let out = Array(run.zoomLines.dropFirst(count))
      for zoom in out { assertRect(zoom.source, cell, accuracy: 1e-6, "source photo-\(photo)") }
      assertRect(out.last?.frame, cell, "photo-\(photo)")
      XCTAssertEqual(run.transitions.map(\.source), ["photo-\(photo)", "photo-\(photo)"])
    }
  }

  /// The grid scrolled by a drag in the script (and left to decelerate and settle), then a
  /// photo tapped: every zoom line's source is the cell where the scroll left it.
  @MainActor func testAGridScrolledByADragThenATap() async throws {
    let run = Run()
    let scroll = GestureScript.drag(
      from: Point(x: 300, y: 700), to: Point(x: 300, y: 300), duration: 0.4, steps: 16)
    run.play(scroll)
    guard case .number(let offset)? = Self.field(run.summary, "scroll") else {
      return XCTFail("the summary gives the grid's offset")
    }
    XCTAssertGreaterThan(offset, 300)
    // Which photo sits in the middle of the screen now: row and column from the offset.
    let side = (390.0 - 4) / 3
    let row = Int(((422 - 100 + offset) / (side + 2)).rounded(.down))
    let photo = row * 3 + 2
    let cell = run.cell(photo)
    XCTAssertEqual(cell.minY, 100 + Double(row) * (side + 2) - offset, accuracy: 1e-6)
    run.play(.tap("photo-\(photo)"))
    XCTAssertEqual(run.transitions.last?.source, "photo-\(photo)")
    assertZoomIn(run.zoomLines, from: cell)
    let count = run.zoomLines.count
    run.play(.tap("close"))
    let out = Array(run.zoomLines.dropFirst(count))
    for zoom in out { assertRect(zoom.source, cell, accuracy: 1e-6, "source") }
    assertRect(out.last?.frame, cell)
  }

  @MainActor func testSlowAndFastDragsDownDismissIntoTheCell() async throws {
    for name in ["zoom-drag-down", "zoom-flick-down"] {
      let run = Run(presented: true)
      let cell = run.cell(1)
      run.play(try sample(name))
      XCTAssertFalse(run.isPresented, name)
      let lines = run.zoomLines
      XCTAssertGreaterThan(lines.count, 10, name)
      for zoom in lines { assertRect(zoom.source, cell, accuracy: 1e-6, "\(name) source") }
      assertRect(lines.last?.frame, cell, name)
      let dismissal = run.transitions.last
      XCTAssertEqual(dismissal?.kind, "dismiss", name)
      XCTAssertEqual(dismissal?.interactive, true, name)
      XCTAssertEqual(dismissal?.completed, true, name)
      XCTAssertEqual(dismissal?.source, "photo-1", name)
      // Shrinking only, never past the cell.
      XCTAssertLessThanOrEqual(lines.map(\.frame.width).max() ?? 999, 390.5, name)
    }
  }

  @MainActor func testADragHeldShrinksTowardTheMinimumScaleUnderTheFinger() async throws {
    let run = Run(presented: true, set: ["style=uikit-classic", "minimum-scale=0.4"])
    var script = GestureScript.drag(
      from: Point(x: 195, y: 300), to: Point(x: 195, y: 600), duration: 0.5, steps: 30)
    let release = script.events.removeLast()
    script.events.append(GestureScript.Event(t: 1.2, type: .move, location: release.location))
    run.harness.session.replay(script, until: 1.2)
    let frame = run.zoomLines.last!.frame
    let progress = (300 - PanGestureRecognizer.defaultHysteresis) / (0.5 * 844)
    var spec = ZoomTransitionSpec.classic
    spec.minimumScale = 0.4
    XCTAssertEqual(frame.width / 390, spec.scale(atProgress: progress), accuracy: 0.01)
    // The point under the finger when the drag began (y 310) is under it now (y 600).
    XCTAssertEqual(frame.minY + 310 / 844 * frame.height, 600, accuracy: 1)
    XCTAssertEqual(frame.minX + 0.5 * frame.width, 195, accuracy: 1)
  }

  @MainActor func testAShortSlowReleaseSpringsBack() async throws {
    let run = Run(presented: true)
    run.play(try sample("zoom-spring-back"))
    XCTAssertTrue(run.isPresented)
    XCTAssertEqual(run.transitions.last?.kind, "dismiss")
    XCTAssertEqual(run.transitions.last?.completed, false)
    assertRect(run.zoomLines.last?.frame, Self.full, "springs back to full")
    XCTAssertFalse(run.harness.root.view.view(named: "photo-1")!.isHidden)
  }

  /// A tap on photo 8, then a drag down on the photo 0.12 s later, while it zooms in.
  static let grabMidZoomIn = GestureScript(
    events: [GestureScript.Event(t: 0, type: .tap, target: "photo-8")]
      + GestureScript.drag(
        from: Point(x: 195, y: 425), to: Point(x: 195, y: 515), start: 0.12, duration: 0.25,
        steps: 10
      ).events)

  @MainActor func testAGrabMidZoomInDismissesBackIntoTheCell() async throws {
    let run2 = Run()
    let cell = run2.cell(8)
    let script = Self.grabMidZoomIn
    run2.play(script)
    XCTAssertFalse(run2.isPresented)
    XCTAssertEqual(run2.transitions.map(\.kind), ["present", "dismiss"])
    XCTAssertEqual(run2.transitions.map(\.completed), [true, true])
    XCTAssertEqual(run2.transitions.map(\.source), ["photo-8", "photo-8"])
    XCTAssertEqual(run2.transitions.last?.interactive, true)
    for zoom in run2.zoomLines { assertRect(zoom.source, cell, accuracy: 1e-6, "source") }
    assertRect(run2.zoomLines.last?.frame, cell)
    // It never reached full size.
    XCTAssertLessThan(run2.zoomLines.map(\.frame.width).max() ?? 999, 389)
  }

  /// The classic catch (`ZoomReplayTests` pins iOS 26's press, which does not stop it).
  @MainActor func testAGrabMidZoomOutHoldsItAndAReleaseNearFullSpringsBack() async throws {
    let run = Run(presented: true, set: ["style=uikit-classic"])
    run.play(try sample("zoom-grab-zoom-out"))
    XCTAssertTrue(run.isPresented, "caught early and released still: back to full")
    XCTAssertEqual(run.transitions.map(\.kind), ["dismiss"])
    XCTAssertEqual(run.transitions.last?.completed, false)
    XCTAssertEqual(run.transitions.last?.interactive, false, "the Close button started it")
    assertRect(run.zoomLines.last?.frame, Self.full)
    // While held (0.1 s to 0.4 s after Close) it stays where it was caught.
    let t0 = run.zoomLines.first?.t ?? 0
    let held = run.zoomLines.filter { $0.t - t0 > 0.15 && $0.t - t0 < 0.33 }
    XCTAssertGreaterThan(held.count, 5)
    let widths = held.map(\.frame.width)
    XCTAssertLessThan((widths.max() ?? 0) - (widths.min() ?? 0), 2)
    XCTAssertLessThan(widths.max() ?? 999, 389)
  }

  @MainActor func testAPageToAnotherPhotoZoomsBackIntoThatCell() async throws {
    let run = Run(presented: true)
    run.play(try sample("zoom-page-left"))
    XCTAssertEqual(Self.field(run.summary, "photo"), .string("photo-2"))
    let cell = run.cell(2)
    run.play(try sample("zoom-drag-down"))
    XCTAssertFalse(run.isPresented)
    for zoom in run.zoomLines { assertRect(zoom.source, cell, accuracy: 1e-6, "source") }
    assertRect(run.zoomLines.last?.frame, cell)
    XCTAssertEqual(run.transitions.last?.source, "photo-2")
    XCTAssertFalse(run.harness.root.view.view(named: "photo-1")!.isHidden)
    XCTAssertFalse(run.harness.root.view.view(named: "photo-2")!.isHidden)
  }

  @MainActor func testPagingFarScrollsTheGridAndTheZoomGoesIntoTheNewFrame() async throws {
    let run = Run(presented: true)
    var events: [GestureScript.Event] = []
    for i in 0..<23 {
      events.append(GestureScript.Event(t: Double(i) * 0.05, type: .tap, target: "next-photo"))
    }
    run.play(GestureScript(events: events))
    XCTAssertEqual(Self.field(run.summary, "photo"), .string("photo-24"))
    run.play(.tap("close"))
    XCTAssertFalse(run.isPresented)
    let cell = run.cell(24)
    XCTAssertGreaterThanOrEqual(cell.minY, 100)
    XCTAssertLessThanOrEqual(cell.maxY, 844)
    assertRect(run.zoomLines.last?.frame, cell)
    XCTAssertEqual(run.transitions.last?.source, "photo-24")
  }

  @MainActor func testAPinchInOnTheDetailDismissesIt() async throws {
    let run = Run(presented: true)
    run.play(try sample("zoom-pinch-in"))
    XCTAssertFalse(run.isPresented)
    XCTAssertEqual(run.transitions.last?.kind, "dismiss")
    XCTAssertEqual(run.transitions.last?.interactive, true)
    assertRect(run.zoomLines.last?.frame, run.cell(1))
  }

  @MainActor func testSharedElementTimingsFlyTheSamePairDifferently() async throws {
    var counts: [String: Int] = [:]
    for choice in ["hero", "compose", "material"] {
      let run = Run(set: ["transition=\(choice)"])
      let cell = run.cell(3)
      run.play(.tap("photo-3"))
      XCTAssertTrue(run.isPresented, choice)
      let lines = run.zoomLines
      XCTAssertGreaterThan(lines.count, 10, choice)
      assertRect(lines.first?.source, cell, accuracy: 1e-6, choice)
      assertRect(lines.first?.frame, cell, accuracy: 1e-6, choice)
      // Material's container ends as the whole detail screen, which it draws inside it.
      let end =
        choice == "material"
        ? Rect(x: 0, y: 0, width: 390, height: 844) : Rect(x: 0, y: 227, width: 390, height: 390)
      assertRect(lines.last?.frame, end, choice)
      counts[choice] = lines.count
      let inCount = lines.count
      run.play(.tap("close"))
      XCTAssertFalse(run.isPresented, choice)
      assertRect(run.zoomLines.last?.frame, cell, choice)
      XCTAssertGreaterThan(run.zoomLines.count, inCount + 10, choice)
      XCTAssertEqual(run.transitions.map(\.source), ["photo-3", "photo-3"], choice)
    }
    XCTAssertLessThan(counts["hero"]!, counts["material"]!)
  }

  @MainActor func testCrossDissolveHasNoZoomLines() async throws {
    let run = Run(set: ["transition=cross-dissolve"])
    run.play(.tap("photo-3"))
    XCTAssertTrue(run.isPresented)
    XCTAssertTrue(run.zoomLines.isEmpty)
    XCTAssertEqual(run.transitions.first?.source, "photo-3")
  }

  @MainActor func testNotInterruptibleIgnoresAGrabMidZoomIn() async throws {
    let run = Run(set: ["interruptible=false"])
    let script = Self.grabMidZoomIn
    run.play(script)
    XCTAssertTrue(run.isPresented)
    XCTAssertEqual(run.transitions.map(\.kind), ["present"])
  }
}

/// The overlay switch: outlines of the source, where it maps and the morph while a zoom runs.
final class ZoomOverlayTests: XCTestCase {
  @MainActor func testTheOverlayOutlinesTheSourceAndWhereItMapsWhileAZoomRuns() async {
    let harness = SceneHarness(ZoomScene.descriptor, presented: false, set: ["overlay=true"])
    let cellView = harness.window.view(named: "photo-5")!
    let cell = cellView.convert(cellView.bounds, to: nil)
    harness.session.deliver(GestureScript.Event(t: harness.now, type: .tap, target: "photo-5"))
    harness.advance(0.1)
    let overlay = harness.window.view(named: "zoom-overlay")
    XCTAssertNotNil(overlay)
    XCTAssertTrue(harness.window.subviews.last === overlay, "drawn over everything")
    let source = harness.window.view(named: "zoom-overlay-source")!.frame
    XCTAssertEqual(source.minX, cell.minX, accuracy: 1e-9)
    XCTAssertEqual(source.minY, cell.minY, accuracy: 1e-9)
    XCTAssertEqual(source.width, cell.width, accuracy: 1e-9)
    XCTAssertEqual(
      harness.window.view(named: "zoom-overlay-maps-to")?.frame,
      Rect(x: 0, y: 227, width: 390, height: 390), "the detail's photo")
    let morph = harness.window.view(named: "zoom-overlay-frame")!.frame
    XCTAssertGreaterThan(morph.width, cell.width)
    XCTAssertLessThan(morph.width, 390)
    XCTAssertNil(
      harness.window.hitTest(Point(x: 1, y: 1)).flatMap { $0.isDescendant(of: overlay!) ? $0 : nil }
    )
    harness.settle()
    XCTAssertNil(harness.window.view(named: "zoom-overlay"), "gone once the zoom ends")
  }

  @MainActor func testOffByDefault() async {
    let harness = SceneHarness(ZoomScene.descriptor, presented: false)
    harness.session.deliver(GestureScript.Event(t: harness.now, type: .tap, target: "photo-5"))
    harness.advance(0.1)
    XCTAssertNil(harness.window.view(named: "zoom-overlay"))
    harness.settle()
  }
}

/// A script's second finger: the `sequence` field.
final class GestureScriptSequenceTests: XCTestCase {
  func testASequenceIsReadWrittenAndChecked() throws {
    let script = try GestureScript.parse(
      Data(
        #"{"events":[{"t":0,"type":"down","x":1,"y":2,"sequence":2},{"t":0.1,"type":"up","x":1,"y":2}]}"#
          .utf8))
    XCTAssertEqual(script.events.map(\.sequence), [2, nil])
    XCTAssertEqual(try GestureScript.parse(Data(script.json().utf8)), script)
    XCTAssertTrue(script.json().contains("\"sequence\":2"))
    for bad in [#""two""#, "1.5", "true"] {
      XCTAssertThrowsError(
        try GestureScript.parse(
          Data(#"{"events":[{"t":0,"type":"down","x":1,"y":2,"sequence":\#(bad)}]}"#.utf8))
      ) { error in
        XCTAssertEqual("\(error)", "events[0].sequence: must be a whole number")
      }
    }
  }
}

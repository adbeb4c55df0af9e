import CairoRenderer
import TestSupport
import TransitionKit
import XCTest

/// Text, buttons and snapshots at chosen pixels, and the caches behind them.
final class ContentProbeTests: EngineTestCase {
  @MainActor func testTextIsSetInTheBundledFont() async {
    XCTAssertEqual(Renderer.fontFamily, Renderer.defaultFontFamily)
    XCTAssertEqual(
      Renderer.resolvedFontFamily(), Renderer.defaultFontFamily,
      "install the font package (Debian: fonts-cantarell) so text matches the golden images")
  }

  @MainActor func testAnotherFamilyLaysTextOutAgainAndTheDefaultComesBack() async {
    defer { Renderer.fontFamily = Renderer.defaultFontFamily }
    let size = Size(width: 200, height: 40)
    let root = Fixtures.screen(.white, size: size)
    root.addSubview(
      Label(frame: Rect(x: 0, y: 0, width: 200, height: 40), text: "Open Modal", alignment: .left))
    // One renderer throughout, so its cached layout of the label has to follow the family.
    let renderer = Renderer()
    let bundled = Probe.render(root, size: size, renderer: renderer)

    Renderer.fontFamily = "Monospace"
    XCTAssertEqual(Renderer.fontFamily, "Monospace")
    XCTAssertNotEqual(Renderer.resolvedFontFamily(), Renderer.defaultFontFamily)
    let other = Probe.render(root, size: size, renderer: renderer)
    XCTAssertTrue(other != bundled, "the label is set in the new family")
    let bundledInk = Probe.inkBounds(bundled, where: { $0.red < 128 })
    let otherInk = Probe.inkBounds(other, where: { $0.red < 128 })
    XCTAssertNotNil(otherInk)
    XCTAssertNotEqual(otherInk?.maxX, bundledInk?.maxX, "a monospaced 'Open Modal' is wider")

    Renderer.fontFamily = ""
    XCTAssertEqual(Renderer.fontFamily, "Monospace", "an empty name changes nothing")
    Renderer.fontFamily = Renderer.defaultFontFamily
    let back = Probe.render(root, size: size, renderer: renderer)
    XCTAssertTrue(back == bundled, "the label is set in the bundled family again")
  }

  @MainActor func testLabelAlignmentAndVerticalCentring() async {
    let size = Size(width: 200, height: 40)
    var centres: [TextAlignment: Double] = [:]
    for alignment in [TextAlignment.left, .center, .right] {
      let root = Fixtures.screen(.white, size: size)
      root.addSubview(
        Label(
          frame: Rect(x: 0, y: 0, width: 200, height: 40), text: "Open Modal", alignment: alignment)
      )
      let image = Probe.render(root, size: size)
      guard let ink = Probe.inkBounds(image, where: { $0.red < 128 }) else {
        XCTFail("no text drawn for \(alignment)")
        continue
      }
      centres[alignment] = Double(ink.minX + ink.maxX) / 2
      switch alignment {
      case .left: XCTAssertLessThanOrEqual(ink.minX, 3)
      case .right: XCTAssertGreaterThanOrEqual(ink.maxX, 195)
      case .center: XCTAssertEqual(Double(ink.minX + ink.maxX) / 2, 100, accuracy: 3)
      }
      // Capitals and the descender of "p" straddle the middle.
      XCTAssertLessThan(ink.minY, 20)
      XCTAssertGreaterThan(ink.maxY, 20)
      XCTAssertEqual(Double(ink.minY + ink.maxY) / 2, 20, accuracy: 4, "vertically centred")
    }
    XCTAssertLessThan(centres[.left]!, centres[.center]!)
    XCTAssertLessThan(centres[.center]!, centres[.right]!)
  }

  @MainActor func testTextColourAndLineLimit() async {
    let size = Size(width: 120, height: 100)
    let text = "one two three four five six seven eight nine ten eleven twelve"
    func inkHeight(lines: Int) -> Int {
      let root = Fixtures.screen(.white, size: size)
      let label = Label(frame: Rect(origin: .zero, size: size), text: text, color: .systemRed)
      label.numberOfLines = lines
      root.addSubview(label)
      let image = Probe.render(root, size: size)
      let ink = Probe.inkBounds(image) { $0.green < 100 }
      if let ink, lines == 1 {
        let sample = (ink.minY...ink.maxY).lazy.flatMap { y in
          (ink.minX...ink.maxX).lazy.map { image.pixel(x: $0, y: y) }
        }.min { $0.green < $1.green }!
        XCTAssertGreaterThan(sample.red, 200, "text is drawn in its colour: \(sample)")
      }
      return ink.map { $0.maxY - $0.minY } ?? 0
    }
    let one = inkHeight(lines: 1)
    let two = inkHeight(lines: 2)
    let all = inkHeight(lines: 0)
    XCTAssertGreaterThan(one, 8)
    XCTAssertGreaterThan(two, one + 10)
    XCTAssertGreaterThan(all, two + 10)
    XCTAssertLessThanOrEqual(all, 100)
  }

  @MainActor func testHighlightedButtonIsDarker() async {
    let size = Size(width: 100, height: 50)
    func background(highlighted: Bool, appearance: Appearance) -> RGBA8 {
      let root = Fixtures.screen(.white, size: size)
      let button = Button(frame: Rect(origin: .zero, size: size))
      button.backgroundColor = .systemBlue
      button.setTitle("Go", for: .normal)
      button.isHighlighted = highlighted
      root.addSubview(button)
      return Probe.render(root, size: size, appearance: appearance).pixel(x: 4, y: 4)
    }
    XCTAssertEqual(
      background(highlighted: false, appearance: .light), RGBA8(red: 0, green: 122, blue: 255))
    let pressed = background(highlighted: true, appearance: .light)
    XCTAssertEqual(Int(pressed.green), 98, accuracy: 1)
    XCTAssertEqual(Int(pressed.blue), 204, accuracy: 1)
    XCTAssertGreaterThan(
      background(highlighted: true, appearance: .dark).green,
      background(highlighted: false, appearance: .dark).green, "lighter when pressed in dark")
  }

  @MainActor func testButtonTitleIsCentredInTitleColour() async {
    let size = Size(width: 200, height: 60)
    let root = Fixtures.screen(.white, size: size)
    let button = Button(frame: Rect(origin: .zero, size: size))
    button.backgroundColor = .black
    button.setTitle("Close", for: .normal)
    button.setTitleColor(.white, for: .normal)
    root.addSubview(button)
    let image = Probe.render(root, size: size)
    guard let ink = Probe.inkBounds(image, where: { $0.red > 128 }) else {
      return XCTFail("no title drawn")
    }
    XCTAssertEqual(Double(ink.minX + ink.maxX) / 2, 100, accuracy: 3)
    XCTAssertEqual(Double(ink.minY + ink.maxY) / 2, 30, accuracy: 4)
  }

  @MainActor func testTextLayoutIsMadeOnceAndUpdatedOnChange() async {
    let root = Fixtures.labels()
    let renderer = Renderer(scale: 2)
    for _ in 0..<5 {
      _ = Probe.render(root, size: Size(width: 220, height: 200), renderer: renderer)
    }
    let labels = root.subviews.count
    XCTAssertEqual(renderer.statistics.textLayoutsCreated, labels)
    XCTAssertEqual(renderer.statistics.textLayoutUpdates, 0)
    (root.subviews[0] as! Label).text = "Close"
    root.subviews[1].center.x += 7
    _ = Probe.render(root, size: Size(width: 220, height: 200), renderer: renderer)
    XCTAssertEqual(renderer.statistics.textLayoutUpdates, 1, "moving a label needs no new layout")
    root.subviews.last!.removeFromSuperview()
    renderer.pruneDeadViews()
    XCTAssertEqual(
      renderer.statistics.cachedTextLayouts, labels - 1, "a released label's layout goes")
  }

  @MainActor func testSnapshotKeepsTheOldPictureAndRendersOnce() async {
    let (root, original, snapshot) = Fixtures.snapshot()
    let renderer = Renderer(scale: 2)
    var image = Probe.render(root, size: Fixtures.screenSize, renderer: renderer)
    // The original's grey background shows in the snapshot, dimmed, though it is red now.
    let sample = image.pixel(x: 30, y: 180)
    XCTAssertEqual(Int(sample.red), Int(sample.green), accuracy: 2, "grey, not red: \(sample)")
    XCTAssertEqual(original.backgroundColor, .systemRed)
    for _ in 0..<4 { image = Probe.render(root, size: Fixtures.screenSize, renderer: renderer) }
    XCTAssertEqual(renderer.statistics.snapshotRenders, 1)
    renderer.appearance = .dark
    _ = Probe.render(root, size: Fixtures.screenSize, renderer: renderer)
    XCTAssertEqual(renderer.statistics.snapshotRenders, 2, "another appearance renders again")
    snapshot.removeFromSuperview()
    _ = Probe.render(root, size: Fixtures.screenSize, renderer: renderer)
    renderer.pruneDeadViews()
    XCTAssertEqual(renderer.statistics.cachedSnapshots, 1, "still referenced by the test")
  }

  @MainActor func testSnapshotPictureIsDroppedWhenItsViewIsGone() async {
    let renderer = Renderer()
    let root = Fixtures.screen(.white)
    do {
      let snapshot = Fixtures.card().snapshotView(afterScreenUpdates: false)!
      root.addSubview(snapshot)
      _ = Probe.render(root, size: Fixtures.screenSize, renderer: renderer)
      XCTAssertEqual(renderer.statistics.cachedSnapshots, 1)
      snapshot.removeFromSuperview()
    }
    renderer.pruneDeadViews()
    XCTAssertEqual(renderer.statistics.cachedSnapshots, 0)
  }
}

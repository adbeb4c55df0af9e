import CairoRenderer
import TestSupport
import TransitionKit
import XCTest

/// Exact colours at chosen pixels: placement, scale, opacity and groups.
final class CompositingProbeTests: EngineTestCase {
  @MainActor func testHalfAlphaBlackOverWhiteIsMidGrey() async {
    let root = Fixtures.screen(.white, size: Size(width: 20, height: 20))
    let overlay = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
    overlay.backgroundColor = .black
    overlay.alpha = 0.5
    root.addSubview(overlay)
    let renderer = Renderer()
    let image = Probe.render(root, size: Size(width: 20, height: 20), renderer: renderer)
    let grey = image.pixel(x: 10, y: 10)
    XCTAssert((127...128).contains(grey.red), "\(grey)")
    XCTAssertEqual(grey.red, grey.green)
    XCTAssertEqual(grey.red, grey.blue)
    XCTAssertEqual(grey.alpha, 255)
    XCTAssertEqual(renderer.statistics.groupsInLastFrame, 0, "a single fill needs no group")
  }

  @MainActor func testCardLandsOnExactPixelsAt2x() async {
    let root = Fixtures.screen(.white, size: Size(width: 100, height: 100))
    let card = View(frame: Rect(x: 20, y: 30, width: 40, height: 20))
    card.backgroundColor = .red
    root.addSubview(card)
    let image = Probe.render(root, size: Size(width: 100, height: 100), scale: 2)
    XCTAssertEqual(image.width, 200)
    XCTAssertEqual(image.height, 200)
    assertPixel(image, x: 40, y: 60, .pureRed, tolerance: 0)
    assertPixel(image, x: 119, y: 99, .pureRed, tolerance: 0)
    assertPixel(image, x: 39, y: 60, .white, tolerance: 0)
    assertPixel(image, x: 40, y: 59, .white, tolerance: 0)
    assertPixel(image, x: 120, y: 99, .white, tolerance: 0)
    assertPixel(image, x: 119, y: 100, .white, tolerance: 0)
  }

  @MainActor func testFractionalScaleCoversHalfPixels() async {
    let root = Fixtures.screen(.white, size: Size(width: 100, height: 100))
    let card = View(frame: Rect(x: 20, y: 30, width: 40, height: 20))
    card.backgroundColor = .black
    root.addSubview(card)
    let image = Probe.render(root, size: Size(width: 100, height: 100), scale: 1.25)
    XCTAssertEqual(image.width, 125)
    assertPixel(image, x: 25, y: 40, .black, tolerance: 0)
    assertPixel(image, x: 24, y: 40, .white, tolerance: 0)
    // y = 30 pt is 37.5 px: row 37 is half covered.
    XCTAssert((126...129).contains(image.pixel(x: 40, y: 37).red), "\(image.pixel(x: 40, y: 37))")
    assertPixel(image, x: 40, y: 38, .black, tolerance: 0)
  }

  @MainActor func testPixelSizeIsSizeTimesScaleRounded() async throws {
    let size = Size(width: 390, height: 844)
    XCTAssert(try Renderer.pixelSize(for: size, scale: 1) == (390, 844))
    XCTAssert(try Renderer.pixelSize(for: size, scale: 2) == (780, 1688))
    XCTAssert(try Renderer.pixelSize(for: size, scale: 1.25) == (488, 1055))
    let image = Probe.render(Fixtures.screen(), size: Size(width: 39, height: 84.4), scale: 1.25)
    XCTAssertEqual(image.width, 49)
    XCTAssertEqual(image.height, 106)
  }

  @MainActor func testAlphaOfAViewWithSubviewsAppliesToTheGroup() async {
    func overlapping(containerAlpha: Double, squareAlpha: Double) -> View {
      let root = Fixtures.screen(.white, size: Size(width: 40, height: 20))
      let container = View(frame: Rect(x: 0, y: 0, width: 40, height: 20))
      container.alpha = containerAlpha
      for (x, color) in [(0.0, Color.red), (10.0, Color.blue)] {
        let square = View(frame: Rect(x: x, y: 0, width: 20, height: 20))
        square.backgroundColor = color
        square.alpha = squareAlpha
        container.addSubview(square)
      }
      root.addSubview(container)
      return root
    }
    let renderer = Renderer()
    let grouped = Probe.render(
      overlapping(containerAlpha: 0.5, squareAlpha: 1), size: Size(width: 40, height: 20),
      renderer: renderer)
    XCTAssertEqual(renderer.statistics.groupsInLastFrame, 1)
    // In the overlap only the blue square shows, at half strength: the red does not show through.
    assertPixel(grouped, x: 15, y: 10, RGBA8(red: 128, green: 128, blue: 255), tolerance: 1)
    assertPixel(grouped, x: 5, y: 10, RGBA8(red: 255, green: 128, blue: 128), tolerance: 1)
    let separate = Probe.render(
      overlapping(containerAlpha: 1, squareAlpha: 0.5), size: Size(width: 40, height: 20))
    // Each square at half strength: blue over (red over white) lets the red through.
    assertPixel(separate, x: 15, y: 10, RGBA8(red: 128, green: 64, blue: 191), tolerance: 1)
  }

  @MainActor func testNestedGroupsMultiply() async {
    let root = Fixtures.screen(.white, size: Size(width: 40, height: 20))
    let outer = View(frame: Rect(x: 0, y: 0, width: 40, height: 20))
    outer.alpha = 0.5
    let inner = View(frame: Rect(x: 0, y: 0, width: 40, height: 20))
    inner.alpha = 0.5
    for (x, color) in [(0.0, Color.red), (10.0, Color.blue)] {
      let square = View(frame: Rect(x: x, y: 0, width: 20, height: 20))
      square.backgroundColor = color
      inner.addSubview(square)
    }
    outer.addSubview(inner)
    root.addSubview(outer)
    let renderer = Renderer()
    let image = Probe.render(root, size: Size(width: 40, height: 20), renderer: renderer)
    // The outer view has one subview, so its alpha is handed down: one group of 0.25.
    XCTAssertEqual(renderer.statistics.groupsInLastFrame, 1)
    assertPixel(image, x: 15, y: 10, RGBA8(red: 191, green: 191, blue: 255), tolerance: 1)
  }

  @MainActor func testHiddenTransparentAndCollapsedViewsDrawNothing() async {
    let root = Fixtures.screen(.white, size: Size(width: 40, height: 10))
    let hidden = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    hidden.backgroundColor = .black
    hidden.isHidden = true
    let transparent = View(frame: Rect(x: 10, y: 0, width: 10, height: 10))
    transparent.backgroundColor = .black
    transparent.alpha = 0
    let collapsed = View(frame: Rect(x: 20, y: 0, width: 10, height: 10))
    collapsed.backgroundColor = .black
    collapsed.transform = AffineTransform(scaleX: 0, y: 0)
    let after = View(frame: Rect(x: 30, y: 0, width: 10, height: 10))
    after.backgroundColor = .red
    for view in [hidden, transparent, collapsed, after] { root.addSubview(view) }
    let image = Probe.render(root, size: Size(width: 40, height: 10))
    for x in [5, 15, 25] { assertPixel(image, x: x, y: 5, .white, tolerance: 0) }
    assertPixel(
      image, x: 35, y: 5, .pureRed, tolerance: 0, "a collapsed sibling must not break drawing")
  }

  @MainActor func testDrawsPresentationValuesWhileAnimating() async {
    let root = Fixtures.screen(.white, size: Size(width: 100, height: 10))
    let box = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    box.backgroundColor = .red
    root.addSubview(box)
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: { box.center = Point(x: 85, y: 5) })
    step(0.5)
    let image = Probe.render(root, size: Size(width: 100, height: 10))
    assertPixel(image, x: 45, y: 5, .pureRed, tolerance: 0, "halfway: centre at x = 45")
    assertPixel(image, x: 5, y: 5, .white, tolerance: 0)
    assertPixel(image, x: 85, y: 5, .white, tolerance: 0, "the model value is not drawn yet")
  }

  @MainActor func testTransformIsAboutTheCentreAndBoundsOriginShiftsSubviews() async {
    let root = Fixtures.screen(.white, size: Size(width: 100, height: 100))
    let box = View(frame: Rect(x: 30, y: 30, width: 40, height: 40))
    box.backgroundColor = .blue
    box.transform = AffineTransform(scaleX: 0.5, y: 0.5)
    box.bounds = Rect(x: 20, y: 0, width: 40, height: 40)
    let child = View(frame: Rect(x: 20, y: 0, width: 20, height: 20))
    child.backgroundColor = .red
    box.addSubview(child)
    root.addSubview(box)
    let image = Probe.render(root, size: Size(width: 100, height: 100))
    // Scaled by half about the centre (50, 50): the box covers 40…60.
    assertPixel(image, x: 39, y: 50, .white, tolerance: 0)
    assertPixel(image, x: 55, y: 55, RGBA8(red: 0, green: 0, blue: 255), tolerance: 0)
    assertPixel(image, x: 60, y: 50, .white, tolerance: 0)
    // The child at the bounds origin shows at the box's top-left quarter.
    assertPixel(image, x: 41, y: 41, .pureRed, tolerance: 0)
    assertPixel(image, x: 49, y: 49, .pureRed, tolerance: 0)
    assertPixel(image, x: 51, y: 45, RGBA8(red: 0, green: 0, blue: 255), tolerance: 0)
  }

  @MainActor func testClipsToBoundsClipsSubviewsToTheRoundedCorners() async {
    let root = Fixtures.screen(.white, size: Size(width: 100, height: 100))
    let clipper = View(frame: Rect(x: 10, y: 10, width: 80, height: 80))
    clipper.layer.cornerRadius = 40
    clipper.clipsToBounds = true
    let fill = View(frame: Rect(x: -10, y: -10, width: 100, height: 100))
    fill.backgroundColor = .red
    clipper.addSubview(fill)
    root.addSubview(clipper)
    let image = Probe.render(root, size: Size(width: 100, height: 100))
    assertPixel(image, x: 50, y: 50, .pureRed, tolerance: 0)
    assertPixel(image, x: 12, y: 12, .white, tolerance: 0, "outside the circle's corner")
    assertPixel(image, x: 5, y: 50, .white, tolerance: 0, "outside the bounds")
  }

  @MainActor func testSystemColoursFollowTheAppearance() async {
    let root = Fixtures.screen(.systemBackground, size: Size(width: 10, height: 10))
    assertPixel(
      Probe.render(root, size: Size(width: 10, height: 10)), x: 5, y: 5, .white, tolerance: 0)
    assertPixel(
      Probe.render(root, size: Size(width: 10, height: 10), appearance: .dark), x: 5, y: 5, .black,
      tolerance: 0)
  }
}

import CairoRenderer
import Foundation
import TestSupport
import TransitionKit
import XCTest

/// A layer's contents placed by `contentsGravity`, a shadow cast by `shadowPath` rather than
/// by the bounds, and a page curl drawn mid-way.
final class LayerContentsProbeTests: EngineTestCase {
  private static let blue = RGBA8(red: 0, green: 0, blue: 255)

  /// A picture of `size` points: red on the left half, blue on the right.
  @MainActor private func halves(_ size: Size = Size(width: 40, height: 20)) -> Image {
    ImageRenderer(size: size).image { context in
      Color(red: 1, green: 0, blue: 0).setFill()
      context.fill(Rect(x: 0, y: 0, width: size.width / 2, height: size.height))
      Color(red: 0, green: 0, blue: 1).setFill()
      context.fill(Rect(x: size.width / 2, y: 0, width: size.width / 2, height: size.height))
    }
  }

  @MainActor private func contentsView(
    frame: Rect, gravity: ContentsGravity
  ) -> (root: View, view: View) {
    let root = Fixtures.screen(.white, size: Size(width: 200, height: 100))
    let view = View(frame: frame)
    view.layer.contents = halves()
    view.layer.contentsGravity = gravity
    root.addSubview(view)
    return (root, view)
  }

  @MainActor func testResizeStretchesTheContentsOverTheBounds() async {
    let (root, _) = contentsView(frame: Rect(x: 0, y: 0, width: 200, height: 100), gravity: .resize)
    let picture = Probe.render(root, size: root.bounds.size)
    assertPixel(picture, x: 5, y: 5, .pureRed)
    assertPixel(picture, x: 95, y: 95, .pureRed)
    assertPixel(picture, x: 105, y: 5, Self.blue)
    assertPixel(picture, x: 195, y: 95, Self.blue)
  }

  @MainActor func testCenterKeepsTheContentsSizeInTheMiddle() async {
    let (root, _) = contentsView(frame: Rect(x: 0, y: 0, width: 200, height: 100), gravity: .center)
    let picture = Probe.render(root, size: root.bounds.size)
    // 40 × 20 points around (100, 50): x 80…120, y 40…60.
    assertPixel(picture, x: 75, y: 50, .white, "left of the contents")
    assertPixel(picture, x: 85, y: 50, .pureRed)
    assertPixel(picture, x: 115, y: 50, Self.blue)
    assertPixel(picture, x: 125, y: 50, .white, "right of the contents")
    assertPixel(picture, x: 100, y: 35, .white, "above the contents")
    assertPixel(picture, x: 90, y: 58, .pureRed)
  }

  @MainActor func testAspectFitLetterboxesAndAspectFillOverflows() async {
    let (root, view) = contentsView(
      frame: Rect(x: 0, y: 0, width: 200, height: 40), gravity: .resizeAspect)
    var picture = Probe.render(root, size: root.bounds.size)
    // Fitted: 80 × 40 from x = 60.
    assertPixel(picture, x: 55, y: 20, .white, "beside the fitted contents")
    assertPixel(picture, x: 65, y: 20, .pureRed)
    assertPixel(picture, x: 135, y: 20, Self.blue)
    assertPixel(picture, x: 145, y: 20, .white)

    view.layer.contentsGravity = .resizeAspectFill
    view.frame = Rect(x: 50, y: 40, width: 40, height: 40)
    picture = Probe.render(root, size: root.bounds.size)
    // Filled: 80 × 40 around the middle, x 30…110 on screen, not clipped.
    assertPixel(picture, x: 35, y: 60, .pureRed, "the fill overflows the bounds")
    assertPixel(picture, x: 105, y: 60, Self.blue)
    assertPixel(picture, x: 25, y: 60, .white)
    view.layer.masksToBounds = true
    picture = Probe.render(root, size: root.bounds.size)
    assertPixel(picture, x: 45, y: 60, .white, "clipped to the bounds")
    assertPixel(picture, x: 55, y: 60, .pureRed)
    assertPixel(picture, x: 85, y: 60, Self.blue)
  }

  @MainActor func testAShadowPathCastsTheShadowOfThePathNotOfTheBounds() async {
    let root = Fixtures.screen(.white, size: Size(width: 300, height: 300))
    let card = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
    card.layer.shadowColor = Color.black.cgColor
    card.layer.shadowOpacity = 1
    card.layer.shadowRadius = 0
    card.layer.shadowOffset = .zero
    // A strip below the card and to its right, where the bounds cast nothing.
    card.layer.shadowPath = Path(rect: Rect(x: 60, y: 110, width: 120, height: 30))
    root.addSubview(card)
    let picture = Probe.render(root, size: root.bounds.size)
    assertPixel(
      picture, x: 200, y: 175, .black, tolerance: 2, "inside the path, outside the bounds")
    assertPixel(picture, x: 115, y: 165, .black, tolerance: 2)
    assertPixel(picture, x: 100, y: 100, .white, "inside the bounds, outside the path")
    assertPixel(picture, x: 100, y: 175, .white, "left of the path")
    assertPixel(picture, x: 200, y: 195, .white, "below the path")
  }

  @MainActor func testACurlUpUncoversTheNewContentFromTheBottomRightCorner() async {
    let root = Fixtures.screen(.white, size: Size(width: 200, height: 200))
    let page = View(frame: root.bounds)
    page.backgroundColor = Color(red: 1, green: 0, blue: 0)
    root.addSubview(page)
    View.transition(
      with: page, duration: 1, options: [.transitionCurlUp, .curveLinear],
      animations: { page.backgroundColor = Color(red: 0, green: 0, blue: 1) })
    var picture = Probe.render(root, size: root.bounds.size)
    assertPixel(picture, x: 195, y: 195, .pureRed, tolerance: 2, "the old page, before it moves")
    engine.advance(by: 0.5)
    picture = Probe.render(root, size: root.bounds.size)
    assertPixel(picture, x: 195, y: 195, Self.blue, tolerance: 2, "the corner is lifted")
    assertPixel(picture, x: 10, y: 10, .pureRed, tolerance: 2, "the far corner still lies flat")
    // Just past the fold, on the page's side, its light back covers it.
    let back = picture.pixel(x: 120, y: 120)
    XCTAssertGreaterThan(back.green, 150, "the page's back is light, not the red front: \(back)")
    engine.advance(by: 0.6)
    picture = Probe.render(root, size: root.bounds.size)
    assertPixel(picture, x: 10, y: 10, Self.blue, tolerance: 2, "the new content, once it ends")
    assertPixel(picture, x: 195, y: 195, Self.blue, tolerance: 2)
  }
}

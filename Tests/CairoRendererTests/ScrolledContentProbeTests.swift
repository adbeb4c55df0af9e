import CairoRenderer
import TestSupport
import TransitionKit
import XCTest

/// A scroll view draws its content shifted by the content offset (its bounds origin) and
/// clipped to its frame.
final class ScrolledContentProbeTests: EngineTestCase {
  @MainActor func testContentIsDrawnAtItsOffsetAndClippedToTheScrollView() async {
    let root = Fixtures.screen(.white, size: Size(width: 100, height: 100))
    let scroll = ScrollView(frame: Rect(x: 0, y: 20, width: 100, height: 50))
    scroll.contentSize = Size(width: 100, height: 200)
    let band = View(frame: Rect(x: 0, y: 60, width: 100, height: 40))
    band.backgroundColor = .red
    scroll.addSubview(band)
    root.addSubview(scroll)
    // Unscrolled: the band's content y 60…100 would be at screen 80…120, but the scroll view
    // ends at 70: nothing red shows.
    var image = Probe.render(root, size: Size(width: 100, height: 100))
    assertPixel(image, x: 50, y: 85, .white, tolerance: 0)
    assertPixel(image, x: 50, y: 65, .white, tolerance: 0)
    // Scrolled by 50: the band is at screen 30…70 and stops at the scroll view's edge.
    scroll.contentOffset = Point(x: 0, y: 50)
    image = Probe.render(root, size: Size(width: 100, height: 100))
    assertPixel(image, x: 50, y: 29, .white, tolerance: 0)
    assertPixel(image, x: 50, y: 30, .pureRed, tolerance: 0)
    assertPixel(image, x: 50, y: 69, .pureRed, tolerance: 0)
    assertPixel(image, x: 50, y: 70, .white, tolerance: 0)
  }
}

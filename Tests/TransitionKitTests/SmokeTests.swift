import TestSupport
import TransitionKit
import XCTest

final class SmokeTests: EngineTestCase {
  @MainActor func testAsyncVariant() async {
    let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    View.animate(withDuration: 1, animations: { view.center = Point(x: 150, y: 50) })
    step(0.5)
    assertClose(view.presentation.center.x, 100)
  }
}

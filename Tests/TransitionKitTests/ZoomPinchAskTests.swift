import TestSupport
import TransitionKit
import XCTest

/// A pinch asks `interactiveDismissShouldBegin` too, with `willBegin` its own default: a
/// pinch in would begin, a spreading one would not; the answer decides.
final class ZoomPinchAskTests: XCTestCase {
  /// Two fingers 100 points apart about (195, 400) moving to `half` either side.
  @MainActor private func pinch(_ z: ZoomRig, to half: Double) {
    let p = z.pointer
    p.down(245, 400, sequence: 1)
    p.down(145, 400, sequence: 2)
    for i in 1...10 {
      let now = 50 + (half - 50) * Double(i) / 10
      z.rig.step(1.0 / 60)
      p.move(195 + now, 400, sequence: 1)
      p.move(195 - now, 400, sequence: 2)
    }
    p.up(195 + half, 400, sequence: 1)
    p.up(195 - half, 400, sequence: 2)
    z.rig.settle()
  }

  @MainActor func testAPinchAsksWithItsDefaultAndTheAnswerDecides() async {
    var asked: [ZoomOptions.InteractionContext] = []
    var answer = false
    let options = ZoomOptions()
    options.interactiveDismissShouldBegin = { context in
      asked.append(context)
      return answer
    }
    let z = ZoomRig(engine: AnimationEngine(), options: options)
    z.present()
    // A pinch in, refused: the photo stays.
    pinch(z, to: 20)
    XCTAssertEqual(asked.map(\.willBegin), [true])
    XCTAssertEqual(asked.first?.location.x ?? 0, 195, accuracy: 2, "the fingers' midpoint")
    XCTAssertTrue(z.rig.root.presentedViewController === z.detail)
    // A spreading pinch would not begin; allowed, it tracks (never past full size) and,
    // released spread, springs back.
    answer = true
    pinch(z, to: 70)
    XCTAssertEqual(asked.map(\.willBegin), [true, false])
    XCTAssertTrue(z.rig.root.presentedViewController === z.detail)
    // A pinch in, allowed: it dismisses.
    pinch(z, to: 20)
    XCTAssertEqual(asked.map(\.willBegin), [true, false, true])
    XCTAssertNil(z.rig.root.presentedViewController)
  }
}

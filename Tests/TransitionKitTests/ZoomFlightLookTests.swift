import Foundation
import TestSupport
import TransitionKit
import XCTest

/// iOS 26's flight: the card's corner radius runs in a straight line to the display's, and a
/// picture of the source over the card fades out over the first 0.55 of a zoom in and back in
/// over the last 0.4 of a zoom out; the classic flight ends square and draws the zoomed view
/// alone.
final class ZoomFlightLookTests: XCTestCase {
  @MainActor private func rig(classic: Bool) -> ZoomRig {
    let options = ZoomOptions()
    if classic { options.spec = .classic }
    let device = DeviceCatalog.device(id: "iphone-14")!
    let z = ZoomRig(engine: AnimationEngine(), options: options, screen: Screen(device: device))
    // A thumbnail unlike the detail, so that its picture is its own.
    z.source.backgroundColor = .red
    return z
  }

  @MainActor func testTheRadiusRunsInAStraightLineToTheDisplaysAndTheClassicEndsSquare() async {
    let z = rig(classic: false)
    let display = z.window.screen.displayCornerRadius
    XCTAssertEqual(display, DeviceCatalog.notchedCornerRadius)
    var frames: [ZoomFrame] = []
    z.zoom.frameHandler = { frames.append($0) }
    z.present(settle: false)
    z.rig.run(0.1)
    // Midway the radius has gone as far toward the display's as the card toward full width.
    let mid = frames.last!
    let grown = (mid.frame.width - 100) / (z.window.bounds.width - 100)
    XCTAssertGreaterThan(grown, 0.2)
    XCTAssertLessThan(grown, 0.95)
    XCTAssertEqual(mid.cornerRadius, 8 + (display - 8) * grown, accuracy: 0.5)
    z.rig.settle()
    XCTAssertEqual(frames.last!.cornerRadius, display, accuracy: 0.1)

    let classic = rig(classic: true)
    var classicFrames: [ZoomFrame] = []
    classic.zoom.frameHandler = { classicFrames.append($0) }
    classic.present()
    XCTAssertEqual(classicFrames.last!.cornerRadius, 0, accuracy: 0.5)
  }

  @MainActor func testThePictureOfTheSourceFadesOutEarlyInAndBackInLateOut() async {
    let z = rig(classic: false)
    var samples: [(grown: Double, alpha: Double)] = []
    z.zoom.frameHandler = { frame in
      let picture = z.window.view(named: "zoom-source-picture")
      let grown = (frame.frame.width - 100) / (z.window.bounds.width - 100)
      let alpha = picture.map { $0.isHidden || $0.superview == nil ? 0 : $0.alpha } ?? -1
      samples.append((grown, alpha))
    }
    z.present(settle: false)
    XCTAssertEqual(samples.first?.alpha ?? 0, 1, accuracy: 1e-9, "the flight starts as the source")
    z.rig.settle()
    // In: 1 − grown / 0.55, gone past 0.55.
    XCTAssertTrue(samples.contains { $0.grown > 0.2 && $0.grown < 0.5 })
    for sample in samples {
      XCTAssertEqual(sample.alpha, max(0, 1 - sample.grown / 0.55), accuracy: 1e-6)
    }
    XCTAssertNil(z.window.view(named: "zoom-source-picture"), "it goes when the zoom ends")
    XCTAssertFalse(z.source.isHidden)

    samples = []
    z.detail.dismiss(animated: true)
    z.rig.settle()
    // Out: 1 − grown / 0.4, so still nothing at 0.5 and whole at the source.
    XCTAssertTrue(samples.contains { $0.grown > 0.1 && $0.grown < 0.35 })
    for sample in samples {
      XCTAssertEqual(sample.alpha, min(1, max(0, 1 - sample.grown / 0.4)), accuracy: 1e-6)
    }
    XCTAssertEqual(samples.last?.alpha ?? 0, 1, accuracy: 0.01)

    let classic = rig(classic: true)
    var pictured = false
    classic.zoom.frameHandler = { _ in
      pictured = pictured || classic.window.view(named: "zoom-source-picture") != nil
    }
    classic.present()
    XCTAssertFalse(pictured, "the classic flight draws the zoomed view alone")
  }
}

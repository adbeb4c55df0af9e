import TestSupport
import TransitionKit
import XCTest

/// The pinch from two pointer sequences, through the window's router.
final class PinchGestureRecognizerTests: XCTestCase {
  @MainActor func rig() -> (
    TransitionRig, PinchGestureRecognizer, PanGestureRecognizer, [(GestureState, Double, Double)]
  ) {
    let rig = TransitionRig(engine: AnimationEngine())
    let pinch = PinchGestureRecognizer()
    let pan = PanGestureRecognizer()
    rig.root.view.addGestureRecognizer(pinch)
    rig.root.view.addGestureRecognizer(pan)
    return (rig, pinch, pan, [])
  }

  @MainActor func testScaleIsTheDistanceOverTheStartingDistanceAndVelocityItsRate() async {
    let (rig, pinch, _, _) = rig()
    var seen: [(GestureState, Double, Double)] = []
    pinch.addAction { r in
      let p = r as! PinchGestureRecognizer
      seen.append((p.state, p.scale, p.velocity))
    }
    let p = PointerScript(window: rig.window)
    p.down(100, 400, at: 0, sequence: 1)
    p.down(300, 400, at: 0, sequence: 2)
    XCTAssertEqual(pinch.numberOfTouches, 2)
    p.move(105, 400, at: 0.01, sequence: 1)
    XCTAssertEqual(pinch.state, .possible, "5 points is within the hysteresis")
    p.move(295, 400, at: 0.02, sequence: 2)
    XCTAssertEqual(pinch.state, .began)
    XCTAssertEqual(pinch.scale, 190.0 / 200, accuracy: 1e-12)
    // From the last two samples: (0.95 − 0.975) / 0.01 s.
    XCTAssertEqual(pinch.velocity, -2.5, accuracy: 1e-9)
    let mid = pinch.location(in: nil)
    XCTAssertEqual(mid.x, 200, accuracy: 1e-9)
    XCTAssertEqual(mid.y, 400, accuracy: 1e-9)
    p.move(150, 400, at: 0.04, sequence: 1)
    XCTAssertEqual(pinch.state, .changed)
    XCTAssertEqual(pinch.scale, 145.0 / 200, accuracy: 1e-12)
    XCTAssertEqual(pinch.velocity, (0.725 - 0.95) / 0.02, accuracy: 1e-9)
    // A handler resets the scale to 1: it counts from the distance now.
    pinch.scale = 1
    p.move(150, 400, at: 0.05, sequence: 1)
    p.move(222.5, 400, at: 0.06, sequence: 2)
    XCTAssertEqual(pinch.scale, 72.5 / 145, accuracy: 1e-12)
    p.up(222.5, 400, at: 0.07, sequence: 2)
    XCTAssertEqual(pinch.state, .ended, "lifting either finger ends it")
    XCTAssertEqual(seen.map(\.0), [.began, .changed, .changed, .changed, .ended])
  }

  @MainActor func testOneFingerNeverPinchesAndThePanTakesIt() async {
    let (rig, pinch, pan, _) = rig()
    var states: [GestureState] = []
    pinch.addAction { states.append($0.state) }
    let p = PointerScript(window: rig.window)
    p.down(100, 400, sequence: 1)
    p.move(150, 400, sequence: 1)
    XCTAssertEqual(pan.state, .began)
    // A second finger after the pan won is not taken by the failed pinch.
    p.down(300, 400, sequence: 2)
    p.move(250, 400, sequence: 2)
    XCTAssertLessThan(pinch.numberOfTouches, 2)
    p.up(150, 400, sequence: 1)
    XCTAssertTrue(states.isEmpty)
  }

  @MainActor func testAPinchWinsOverThePanAndACancelledFingerCancelsIt() async {
    let (rig, pinch, pan, _) = rig()
    let p = PointerScript(window: rig.window)
    p.down(100, 400, sequence: 1)
    p.down(300, 400, sequence: 2)
    p.move(290, 400, sequence: 2)
    XCTAssertEqual(pinch.state, .began)
    XCTAssertEqual(pan.state, .failed)
    var states: [GestureState] = []
    pinch.addAction { states.append($0.state) }
    p.cancel(290, 400, sequence: 2)
    XCTAssertEqual(states, [.cancelled])
    // The first finger's release closes the sequence; the next press starts afresh.
    p.up(100, 400, sequence: 1)
    XCTAssertEqual(pinch.state, .possible)
    XCTAssertFalse(rig.window.isTrackingPointer)
  }

  @MainActor func testAThirdFingerIsIgnored() async {
    let (rig, pinch, _, _) = rig()
    let p = PointerScript(window: rig.window)
    p.down(100, 400, sequence: 1)
    p.down(300, 400, sequence: 2)
    p.down(200, 200, sequence: 3)
    XCTAssertEqual(pinch.numberOfTouches, 2)
    p.move(200, 100, sequence: 3)
    XCTAssertEqual(pinch.state, .possible)
    p.up(100, 400, sequence: 1)
  }
}

import CairoRenderer
import MotionExport
import Scenes
import TransitionKit
import XCTest

@testable import TransitionLab

/// The inspector's curves are sampled once per timing and duration: going into compare mode
/// and back, choosing another device with the same values or scrubbing a take asks again for
/// curves it already has.
final class PlottedCurvesTests: XCTestCase {
  @MainActor func testACurveAskedAgainIsNotSampledAgainAndIsTheSame() async throws {
    let lab = Lab(descriptor: DragDownScene.descriptor)
    let curves = PlottedCurves()
    let tutorial = lab.motion(of: lab.parameters)
    let first = curves.data(for: tutorial)
    lab.send(.setParameter("duration", .number(0.9)))
    let slower = curves.data(for: lab.motion(of: lab.parameters))
    XCTAssertEqual(curves.sampled, 2)
    // The plot, the seed's curve and two preview lanes, as a change of mode asks them.
    for _ in 0..<5 {
      _ = curves.data(for: tutorial)
      _ = curves.data(for: lab.motion(of: lab.parameters))
    }
    XCTAssertEqual(curves.sampled, 2, "curves already sampled are kept")
    let again = curves.data(for: tutorial)
    let fresh = CurvePlotData(curve: CurvePlotView.curve(tutorial))
    XCTAssertEqual(again.values, fresh.values)
    XCTAssertEqual(again.span, fresh.span)
    XCTAssertEqual(first.values, fresh.values)
    XCTAssertNotEqual(slower.span, first.span)
  }

  @MainActor func testTheLeastRecentlyAskedCurveGoesPastItsCapacity() async throws {
    let lab = Lab(descriptor: DragDownScene.descriptor)
    let curves = PlottedCurves()
    let tutorial = lab.motion(of: lab.parameters)
    _ = curves.data(for: tutorial)
    for step in 1...PlottedCurves.capacity {
      var spec = tutorial
      spec.duration = 0.1 * Double(step)
      _ = curves.data(for: spec)
    }
    XCTAssertEqual(curves.sampled, PlottedCurves.capacity + 1)
    _ = curves.data(for: tutorial)
    XCTAssertEqual(curves.sampled, PlottedCurves.capacity + 2, "the oldest was let go")
  }
}

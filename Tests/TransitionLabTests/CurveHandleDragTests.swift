import CairoRenderer
import Scenes
import TransitionKit
import XCTest

@testable import TransitionLab

/// A spring's handles dragged on the plot: the peak stays on the plot when the pointer goes
/// past its top, sits under the pointer while the pointer is on the plot, and the settle point
/// stays where it was let go, so the next press finds it.
final class CurveHandleDragTests: XCTestCase {
  private let size = (width: 300.0, height: 170.0)

  @MainActor private func springLab() -> Lab {
    let lab = Lab(descriptor: DragDownScene.descriptor)
    lab.send(.setParameter("timing", .choice("spring")))
    lab.send(.setParameter("damping", .number(0.6)))
    return lab
  }

  @MainActor private func point(
    of kind: CurveHandle, _ editor: PlotEditor, on layout: CurvePlotLayout
  )
    throws -> Point
  {
    let handle = try XCTUnwrap(editor.handleList.first { $0.kind == kind }?.handle)
    return layout.point(time: handle.time, value: handle.value)
  }

  @MainActor func testThePeakDraggedPastThePlotsTopStaysOnThePlot() async throws {
    let lab = springLab()
    let editor = PlotEditor(parameters: lab.parameters, motion: lab.motion(of: lab.parameters))
    let frozen = try XCTUnwrap(editor.layout(width: size.width, height: size.height))
    let peak = try point(of: .peak, editor, on: frozen)
    let move = try XCTUnwrap(
      editor.move(
        .peak, to: Point(x: peak.x, y: frozen.area.minY - 150), layout: frozen, free: true))
    lab.send(move.command(start: true))
    let after = PlotEditor(parameters: lab.parameters, motion: lab.motion(of: lab.parameters))
    XCTAssertFalse(after.fits(frozen), "the press's axes no longer hold the bigger overshoot")
    let drawn = after.dragLayout(frozen: frozen)
    let moved = try point(of: .peak, after, on: drawn)
    XCTAssertGreaterThanOrEqual(moved.y, drawn.area.minY, "the peak is on the plot")
    XCTAssertLessThan(
      try XCTUnwrap(lab.parameters.number("damping")), 0.6, "the bounce grew with the drag")
    XCTAssertTrue(after.fits(drawn), "the curve is not clipped")
  }

  @MainActor func testOnThePlotThePeakFollowsThePointerVertically() async throws {
    let lab = springLab()
    let editor = PlotEditor(parameters: lab.parameters, motion: lab.motion(of: lab.parameters))
    let frozen = try XCTUnwrap(editor.layout(width: size.width, height: size.height))
    let peak = try point(of: .peak, editor, on: frozen)
    let target = peak.y + 12
    let move = try XCTUnwrap(
      editor.move(.peak, to: Point(x: peak.x, y: target), layout: frozen, free: true))
    lab.send(move.command(start: true))
    let after = PlotEditor(parameters: lab.parameters, motion: lab.motion(of: lab.parameters))
    let drawn = after.dragLayout(frozen: frozen)
    XCTAssertEqual(drawn.valueRange, frozen.valueRange, "the axes hold still on the plot")
    XCTAssertEqual(
      try point(of: .peak, after, on: drawn).y, target, accuracy: CurvePlot.handleRadius,
      "under the pointer, to within the handle (the damping keeps hundredths)")
  }

  @MainActor func testTheSettlePointStaysWhereItWasLetGoAndTheNextPressFindsIt() async throws {
    let lab = springLab()
    let editor = PlotEditor(parameters: lab.parameters, motion: lab.motion(of: lab.parameters))
    let frozen = try XCTUnwrap(editor.layout(width: size.width, height: size.height))
    let settle = try point(of: .settle, editor, on: frozen)
    let move = try XCTUnwrap(
      editor.move(.settle, to: Point(x: settle.x - 60, y: settle.y), layout: frozen, free: true))
    lab.send(move.command(start: true))
    let released = PlotEditor(parameters: lab.parameters, motion: lab.motion(of: lab.parameters))
    let letGo = try point(of: .settle, released, on: released.dragLayout(frozen: frozen))
    let refitted = try XCTUnwrap(released.layout(width: size.width, height: size.height))
    XCTAssertGreaterThan(
      abs(try point(of: .settle, released, on: refitted).x - letGo.x), CurvePlot.handleRadius * 3,
      "axes fitted afresh would move the handle out of reach")
    var held = released
    held.heldLayout = released.dragLayout(frozen: frozen)
    let shown = try XCTUnwrap(held.layout(width: size.width, height: size.height))
    XCTAssertEqual(try point(of: .settle, held, on: shown).x, letGo.x, accuracy: 0.01)
    XCTAssertEqual(held.handle(at: letGo, width: size.width, height: size.height), .settle)
  }
}

import CairoRenderer
import MotionExport
import Scenes
import TransitionKit
import XCTest

@testable import TransitionLab

/// The plot as an editor, through the lab's commands: a Bézier's handles (snapped to
/// hundredths, free with Shift), a spring's peak and settle point, and the platforms'
/// presets, each landing in the scene's parameters and so in the export.
final class CurveEditorTests: XCTestCase {
  @MainActor func testDraggingAHandleOfTheTutorialsCurveMakesACubicBezierTheExportCarries()
    async throws
  {
    let lab = Lab(descriptor: DragDownScene.descriptor)
    let plot = PlotEditor(parameters: lab.parameters, motion: lab.motion(of: lab.parameters))
    let handles = try XCTUnwrap(plot.bezierHandles)
    XCTAssertEqual(handles.x1, 0.42)
    XCTAssertFalse(handles.isCustom)
    let first = try XCTUnwrap(handles.dragging(.control1, toX: 0.123, y: 0.456))
    lab.send(first.command(start: true))
    let second = try XCTUnwrap(handles.dragging(.control1, toX: 0.2512, y: 0.1049))
    lab.send(second.command(start: false))
    XCTAssertEqual(lab.parameters.choice("timing"), "cubic-bezier")
    XCTAssertEqual(lab.parameters.number("bezier-x1"), 0.25, "snapped to hundredths")
    XCTAssertEqual(lab.parameters.number("bezier-y1"), 0.1)
    let css = MotionExporter.code(for: MotionSpec(parameters: lab.parameters), format: .css)
    XCTAssertTrue(css.contains("cubic-bezier(0.25, 0.1, 0.58, 1)"), css)
    XCTAssertEqual(lab.state.undoTitle, "Drag the first handle")
    lab.send(.undo)
    XCTAssertTrue(lab.parameters.isAtSeedDefaults, "one step took the whole drag back")
  }

  @MainActor func testShiftMovesAHandleFreelyAndValuesStayInTheirRanges() throws {
    let handles = BezierHandles(x1: 0.42, y1: 0, x2: 0.58, y2: 1, isCustom: true)
    let free = try XCTUnwrap(handles.dragging(.control2, toX: 0.6543, y: 1.2345, free: true))
    XCTAssertEqual(free.assignments.count, 4, "a custom curve only moves its points")
    XCTAssertEqual(free.assignments[2], ParameterAssignment("bezier-x2", .number(0.6543)))
    XCTAssertEqual(free.assignments[3], ParameterAssignment("bezier-y2", .number(1.2345)))
    let clamped = try XCTUnwrap(handles.dragging(.control1, toX: -0.4, y: 7))
    XCTAssertEqual(clamped.assignments[0], ParameterAssignment("bezier-x1", .number(0)))
    XCTAssertEqual(clamped.assignments[1], ParameterAssignment("bezier-y1", .number(2)))
  }

  @MainActor func testTheSpringsPeakSetsTheBounceAndItsSettlePointTheDuration() async throws {
    let lab = Lab(descriptor: DragDownScene.descriptor)
    lab.send(.setParameter("timing", .choice("spring")))
    let plot = PlotEditor(parameters: lab.parameters, motion: lab.motion(of: lab.parameters))
    let handles = try XCTUnwrap(plot.springHandles)
    XCTAssertNil(plot.bezierHandles)
    let peak = try XCTUnwrap(handles.draggingPeak(toOvershoot: 0.163))
    lab.send(peak.command(start: true))
    XCTAssertEqual(lab.parameters.number("damping"), 0.5, "16.3 % overshoot is ζ 0.5")
    XCTAssertEqual(SpringHandles.overshoot(dampingRatio: 0.5), 0.163, accuracy: 0.001)
    let settle = try XCTUnwrap(handles.draggingSettle(to: 0.914))
    lab.send(settle.command(start: true))
    XCTAssertEqual(lab.parameters.number("duration"), 0.91)
    XCTAssertEqual(SpringHandles.dampingRatio(overshoot: 0), 1, "no overshoot is critical")
  }

  @MainActor func testAHandleDraggedOnThePlotMapsThePointerThroughTheFrozenAxes() async throws {
    let lab = Lab(descriptor: DragDownScene.descriptor)
    let plot = PlotEditor(parameters: lab.parameters, motion: lab.motion(of: lab.parameters))
    let layout = try XCTUnwrap(plot.layout(width: 300, height: 170))
    let onHandle = layout.point(time: 0.42 * 0.6, value: 0)
    XCTAssertEqual(plot.handle(at: onHandle, width: 300, height: 170), .control1)
    XCTAssertNil(
      plot.handle(
        at: Point(x: layout.area.maxX - 4, y: layout.area.maxY - 4), width: 300, height: 170))
    let target = layout.point(time: 0.3 * 0.6, value: 0.2)
    let move = try XCTUnwrap(plot.move(.control1, to: target, layout: layout, free: false))
    XCTAssertTrue(move.assignments.contains(ParameterAssignment("bezier-x1", .number(0.3))))
    XCTAssertTrue(move.assignments.contains(ParameterAssignment("bezier-y1", .number(0.2))))
  }

  @MainActor func testEveryPresetIsCitedAndAppliesAsOneStep() async throws {
    XCTAssertEqual(Set(PlatformPreset.all.map(\.id)).count, PlatformPreset.all.count)
    for preset in PlatformPreset.all {
      XCTAssertFalse(preset.source.isEmpty, preset.id)
      let lab = Lab(descriptor: DragDownScene.descriptor)
      XCTAssertTrue(preset.applies(to: lab.parameters), preset.id)
      if preset.motion == .curve(.seedCurve) {
        lab.send(.setParameter("timing", .choice("linear")))
      }
      lab.send(preset.command(for: lab.parameters))
      let spec = MotionSpec(parameters: lab.parameters)
      switch preset.motion {
      case .curve(let choice):
        XCTAssertEqual(lab.parameters.timingChoice, choice, preset.id)
      case .bezier(let x1, let y1, let x2, let y2):
        XCTAssertEqual(lab.parameters.timingChoice, .bezier, preset.id)
        guard case .bezier(let b, _) = spec.timing else { return XCTFail(preset.id) }
        XCTAssertEqual([b.x1, b.y1, b.x2, b.y2], [x1, y1, x2, y2], preset.id)
      case .swiftUISpring, .physicalSpring:
        let forms = try XCTUnwrap(spec.springForms, preset.id)
        let want = try XCTUnwrap(preset.springForms)
        XCTAssertEqual(forms.dampingRatio, want.dampingRatio, accuracy: 1e-6, preset.id)
        XCTAssertEqual(forms.naturalFrequency, want.naturalFrequency, accuracy: 1e-3, preset.id)
      }
      XCTAssertEqual(lab.state.undoTitle, preset.title)
    }
  }

  @MainActor func testSwiftUIsBouncyRunsItsBounce() async throws {
    let lab = Lab(descriptor: DragDownScene.descriptor)
    let bouncy = try XCTUnwrap(PlatformPreset.all.first { $0.id == "swiftui-bouncy" })
    lab.send(bouncy.command(for: lab.parameters))
    let forms = try XCTUnwrap(MotionSpec(parameters: lab.parameters).springForms)
    XCTAssertEqual(forms.bounce, 0.3, accuracy: 1e-6)
    XCTAssertEqual(forms.perceptualDuration, 0.5, accuracy: 1e-3)
  }

  /// The preview strip's replay: an object along the curve, a spring's overshoot carrying it
  /// past the end, then at rest at the end; one lane per compared device.
  /// A control point past the curve (y 1.6) widens the value axis, so its handle stays in the
  /// plot where it can be grabbed again.
  @MainActor func testAHandlePastTheCurveStaysInThePlot() async throws {
    let lab = Lab(descriptor: DragDownScene.descriptor)
    let handles = BezierHandles(x1: 0.42, y1: 0, x2: 0.58, y2: 1, isCustom: false)
    lab.send(try XCTUnwrap(handles.dragging(.control2, toX: 0.5, y: 1.6)).command(start: true))
    let plot = PlotEditor(parameters: lab.parameters, motion: lab.motion(of: lab.parameters))
    let layout = try XCTUnwrap(plot.layout(width: 300, height: 170))
    let point = layout.point(time: 0.5 * 0.6, value: 1.6)
    XCTAssertGreaterThanOrEqual(point.y, layout.area.minY)
    XCTAssertEqual(plot.handle(at: point, width: 300, height: 170), .control2)
  }

  @MainActor func testThePreviewReplaysTheCurveAndASpringsOvershoot() async throws {
    let lab = Lab(descriptor: DragDownScene.descriptor)
    lab.send(.setParameter("timing", .choice("linear")))
    let linear = CurvePlotView.curve(MotionSpec(parameters: lab.parameters))
    let bouncy = try XCTUnwrap(PlatformPreset.all.first { $0.id == "swiftui-bouncy" })
    lab.send(bouncy.command(for: lab.parameters))
    let spring = CurvePlotView.curve(MotionSpec(parameters: lab.parameters))
    let replay = PreviewReplay(curves: [linear, spring])
    XCTAssertEqual(replay.progress(at: 0.3)[0], 0.5, accuracy: 1e-6, "linear: half way at half")
    let peak =
      stride(from: 0.0, through: replay.span, by: 0.005).map {
        replay.progress(at: $0)[1]
      }.max() ?? 0
    XCTAssertGreaterThan(peak, 1.02, "the spring's overshoot is seen")
    XCTAssertFalse(replay.isOver(at: replay.span / 2))
    XCTAssertTrue(replay.isOver(at: replay.span))
    for lane in replay.progress(at: replay.span + 5) {
      XCTAssertEqual(lane, 1, accuracy: 0.002, "at rest at the end")
    }
  }
}

import CairoRenderer
import MotionExport
import Scenes
import TransitionKit

/// What the plot lets a person drag, without GTK: a spring's peak and settle point or a
/// Bézier's two control points, where each is drawn, which one a press grabs and what a
/// drag to a point sets (`HandleMove`, sent as a command).
struct PlotEditor {
  /// The curve plotted.
  var data: CurvePlotData?
  /// The spring's handles when the timing is a spring (nil under a curve).
  var springHandles: SpringHandles?
  /// The Bézier's control points when the timing is a curve (nil under a spring).
  var bezierHandles: BezierHandles?
  /// The handle held, drawn larger.
  var activeHandle: CurveHandle?
  /// The axes a drag ended on, kept while they still hold the curve and its handles, so a
  /// handle stays where it was let go and the next press finds it (see `fits`).
  var heldLayout: CurvePlotLayout?

  init() {}

  /// The handles of the curve `parameters` give (`spec`, plotted as `data`).
  @MainActor init(parameters: ParameterStore, spec: MotionSpec, data: CurvePlotData) {
    self.data = data
    switch spec.timing {
    case .spring(let ratio, _) where parameters[ParameterID.damping] != nil:
      springHandles = SpringHandles(dampingRatio: ratio, duration: spec.duration)
    case .bezier(let b, _) where parameters[ParameterID.bezierX1] != nil:
      bezierHandles = BezierHandles(
        x1: b.x1, y1: b.y1, x2: b.x2, y2: b.y2, isCustom: parameters.timingChoice == .bezier)
    default:
      break
    }
  }

  /// The plot's axes at a size: the held ones while they fit, else the curve's, widened to
  /// every handle.
  func layout(width: Double, height: Double) -> CurvePlotLayout? {
    guard let data else { return nil }
    if let heldLayout, heldLayout.width == width, heldLayout.height == height, fits(heldLayout) {
      return heldLayout
    }
    return CurvePlotLayout(
      width: width, height: height, data: data, including: handleList.map(\.handle.value))
  }

  /// The handles of `parameters`' curve as the plot shows it, from the motion the scene says
  /// those values make (`Lab.motion(of:)`).
  @MainActor init(parameters: ParameterStore, motion spec: MotionSpec) {
    self.init(
      parameters: parameters, spec: spec,
      data: CurvePlotData(curve: CurvePlotView.curve(spec)))
  }

  /// The handles as drawn, each with its kind: a spring's peak (at the overshoot, or at 1
  /// when there is none) and settle point (at the duration); a Bézier's control points at
  /// (x × duration, y), with their values.
  var handleList: [(kind: CurveHandle, handle: PlotHandle)] {
    guard let data else { return [] }
    if let springHandles {
      let ratio = springHandles.dampingRatio
      let overshoot = SpringHandles.overshoot(dampingRatio: ratio)
      let peakTime = data.peakTime ?? data.duration * 0.45
      let percent = formatNumber((overshoot * 1000).rounded() / 10)
      return [
        (
          .peak,
          PlotHandle(
            time: peakTime, value: 1 + overshoot,
            label: "bounce · ζ \(formatNumber((ratio * 100).rounded() / 100)) · \(percent) %",
            isActive: activeHandle == .peak)
        ),
        (
          .settle,
          PlotHandle(
            time: data.duration, value: 1,
            label: "\(formatNumber((springHandles.duration * 100).rounded() / 100)) s",
            isActive: activeHandle == .settle)
        ),
      ]
    }
    if let b = bezierHandles {
      let label = { (x: Double, y: Double) in
        "\(formatNumber((x * 100).rounded() / 100)), \(formatNumber((y * 100).rounded() / 100))"
      }
      return [
        (
          .control1,
          PlotHandle(
            time: b.x1 * data.duration, value: b.y1, label: label(b.x1, b.y1),
            isActive: activeHandle == .control1, anchor: Point(x: 0, y: 0))
        ),
        (
          .control2,
          PlotHandle(
            time: b.x2 * data.duration, value: b.y2, label: label(b.x2, b.y2),
            isActive: activeHandle == .control2, anchor: Point(x: data.duration, y: 1))
        ),
      ]
    }
    return []
  }

  var handles: [PlotHandle] { handleList.map(\.handle) }

  /// The handle within reach of a press at `point`, nearest first.
  func handle(at point: Point, width: Double, height: Double) -> CurveHandle? {
    guard data != nil else { return nil }
    guard let layout = layout(width: width, height: height) else { return nil }
    let reach = CurvePlot.handleRadius * 2.5
    var best: (CurveHandle, Double)?
    for (kind, handle) in handleList {
      let p = layout.point(time: handle.time, value: handle.value)
      let distance = ((p.x - point.x) * (p.x - point.x) + (p.y - point.y) * (p.y - point.y))
        .squareRoot()
      if distance <= reach, distance < (best?.1 ?? .infinity) { best = (kind, distance) }
    }
    return best?.0
  }

  /// The step a handle dragged to `point` makes, on the plot's frozen `layout`.
  func move(_ handle: CurveHandle, to point: Point, layout: CurvePlotLayout, free: Bool)
    -> HandleMove?
  {
    let area = layout.area
    let fy = (area.maxY - point.y) / area.height
    let value =
      layout.valueRange.lowerBound
      + fy * (layout.valueRange.upperBound - layout.valueRange.lowerBound)
    let seconds = (point.x - area.minX) / area.width * layout.span
    switch handle {
    case .peak:
      return springHandles?.draggingPeak(toOvershoot: value - 1, free: free)
    case .settle:
      return springHandles?.draggingSettle(to: seconds, free: free)
    case .control1, .control2:
      guard let data else { return nil }
      return bezierHandles?.dragging(handle, toX: seconds / data.duration, y: value, free: free)
    }
  }
}

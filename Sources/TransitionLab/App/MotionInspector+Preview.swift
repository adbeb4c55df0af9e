import CGtk
import CairoRenderer
import MotionExport
import Scenes
import TransitionKit

/// A replay of a curve without a transition: an object travels the strip from start to end
/// along the curve (a spring carries it past the end mark and back), then rests there.
struct PreviewReplay: Sendable {
  /// One curve per lane (one lane, or one per compared device).
  let curves: [PlotCurve]
  /// Seconds the replay runs: the longest lane's span (its duration or settling, whichever
  /// is later, and a tenth more).
  let span: Double

  /// A replay of `curves`; `spans`, each curve's plotted span when known
  /// (`CurvePlotData.span`), spares sampling them again.
  init(curves: [PlotCurve], spans: [Double]? = nil) {
    self.curves = curves
    span = (spans ?? curves.map { CurvePlotData(curve: $0).span }).max() ?? 0
  }

  /// Each lane's progress `elapsed` seconds in (the end value once past the span).
  func progress(at elapsed: Double) -> [Double] {
    let t = Swift.min(Swift.max(elapsed, 0), span)
    return curves.map { $0.value(t) }
  }

  /// Whether the replay is over at `elapsed` seconds.
  func isOver(at elapsed: Double) -> Bool { elapsed >= span }
}

/// The preview strip under the plot: replays the current curve each time a value changes
/// and on Alt+P, on the window's frame clock (the window's `TickDriver`), one lane
/// per compared device in compare mode.
@MainActor
final class PreviewStrip {
  /// Each lane's height, in logical pixels.
  static let laneHeight = 34

  let area: WidgetPointer
  private(set) var replay: PreviewReplay?
  /// The frame time the replay started at (microseconds), set on its first frame.
  private var startTime: Int?
  /// Seconds into the replay, as last drawn.
  private(set) var elapsed = 0.0
  /// The window's frame ticks, which move the replay.
  private let ticks: TickDriver
  private var tickID: TickFanOut.Subscription?
  /// The colours: light or dark, as the canvas.
  var appearance: () -> Appearance = { .light }
  /// Called when a replay starts: the lanes and the seconds it runs (the trace's line).
  var onPlay: ((Int, Double) -> Void)?

  init(ticks: TickDriver) {
    self.ticks = ticks
    area = tl_drawing_area_new_with_role(GTK_ACCESSIBLE_ROLE_IMG)
    gtk_widget_set_size_request(area, -1, Int32(Self.laneHeight))
    area.expandsHorizontally = true
    area.addCSSClass("preview-strip")
    area.tooltip = "The curve replayed: an object travelling from start to end (Alt+P plays it)"
    Accessible.describe(
      area, label: "Preview strip",
      description: "An object travels along the current curve each time a value changes.")
    MainLoop.setDrawFunction(area) { [weak self] cr, width, height in
      self?.draw(cr, width: width, height: height)
    }
  }

  /// Replays `curves` from the start, one lane each (`spans`: each one's plotted span, when
  /// known).
  func play(_ curves: [PlotCurve], spans: [Double]? = nil) {
    let replay = PreviewReplay(curves: curves, spans: spans)
    self.replay = replay
    startTime = nil
    elapsed = 0
    gtk_widget_set_size_request(area, -1, Int32(Self.laneHeight * Swift.max(curves.count, 1)))
    onPlay?(curves.count, replay.span)
    area.queueDraw()
    guard tickID == nil else { return }
    tickID = ticks.subscribe { [weak self] frameTime in
      guard let self, let replay = self.replay else { return false }
      let start = self.startTime ?? frameTime
      self.startTime = start
      self.elapsed = Double(frameTime - start) / 1_000_000
      self.area.queueDraw()
      if replay.isOver(at: self.elapsed) {
        self.tickID = nil
        return false
      }
      return true
    }
  }

  private func draw(_ cr: OpaquePointer, width: Int, height: Int) {
    guard let replay else { return }
    let lanes = replay.progress(at: elapsed)
    let laneHeight = Double(height) / Double(Swift.max(lanes.count, 1))
    let palette = CurvePlot.Palette.forAppearance(appearance())
    for (index, progress) in lanes.enumerated() {
      cairo_save(cr)
      cairo_translate(cr, 0, laneHeight * Double(index))
      CurvePlot.drawPreview(
        cr, width: Double(width), height: laneHeight - 2, progress: progress, palette: palette)
      cairo_restore(cr)
    }
  }
}

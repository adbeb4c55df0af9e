import CGtk
import CairoRenderer
import TransitionKit

/// The inspector's plot of the last drag: a drawing area that draws `DragPlot` for the drag
/// of the last transition's take (finger and view against time, every estimator's velocity,
/// the release with its projected landing and the rule's boundary), with a cursor at the
/// timeline's scrubbed time, and the release in words under it, which screen readers read as
/// the plot's description.
@MainActor
final class DragPlotView {
  /// The plot's height, in logical pixels.
  static let height: Int32 = 300

  /// The box with the title, the plot and its words.
  let widget: WidgetPointer
  let area: WidgetPointer
  private let words: WidgetPointer
  /// The drag shown, nil before the first one.
  private(set) var record: DragRecord?
  private var title = ""
  /// The scrubbed time, in seconds from the take's start; nil when the scene is live.
  private(set) var cursor: Double?
  /// The colours: light or dark, as the canvas.
  var appearance: () -> Appearance = { .light }

  init() {
    let parts = PlotWidgets(
      height: Self.height, areaClass: "drag-plot", wordsClass: "drag-plot-words",
      words: Self.emptyWords)
    (widget, area, words) = (parts.box, parts.area, parts.words)
    widget.append(ParameterPanel.label("The last drag", classes: ["parameter-title"]))
    widget.append(area)
    widget.append(words)
    Accessible.describe(area, label: "Drag plot", description: Self.emptyWords)
    MainLoop.setDrawFunction(area) { [weak self] cr, width, height in
      self?.draw(cr, width: width, height: height)
    }
  }

  static let emptyWords = "Drag the scene: the finger, the view and the release are plotted here."

  /// Shows `record` (nil: no drag in the last take) of the scene titled `title`.
  func show(_ record: DragRecord?, title: String) {
    self.record = record
    self.title = title
    let text = record.map { DragPlot(record: $0, title: title).readout } ?? Self.emptyWords
    words.labelText = text
    Accessible.describe(
      area, label: "Drag plot",
      description: record == nil
        ? text : "The finger's and the view's progress and the velocities against time. " + text)
    area.queueDraw()
  }

  /// Moves the cursor to `time` (nil hides it).
  func setCursor(_ time: Double?) {
    guard time != cursor else { return }
    cursor = time
    area.queueDraw()
  }

  private func draw(_ cr: OpaquePointer, width: Int, height: Int) {
    let size = Size(width: Double(width), height: Double(height))
    let dark = appearance() == .dark
    guard let record else {
      let shade = dark ? 0.6 : 0.45
      cairo_set_source_rgb(cr, shade, shade, shade)
      cairo_set_font_size(cr, 12)
      cairo_move_to(cr, 8, size.height / 2)
      cairo_show_text(cr, "No drag yet")
      return
    }
    DragPlot(record: record, title: title, cursor: cursor, dark: dark).draw(in: cr, size: size)
  }
}

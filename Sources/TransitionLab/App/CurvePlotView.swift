import CGtk
import CairoRenderer
import MotionExport
import Scenes
import TransitionKit

/// The side panel's plot of the scene's timing: a drawing area that draws `CurvePlot` for
/// the current values (and the seed's faint behind), with a line of figures under it (settle
/// time, overshoot, peak speed) that screen readers read as the plot's description.
///
/// The plot and its handles are render nodes kept until the curve, the handles, the size or
/// the appearance change; the marker, which moves on every frame of a transition, is a node
/// of its own over the marker alone, so a frame repaints and redraws only the marker.
@MainActor
final class CurvePlotView {
  /// The plot's height, in logical pixels.
  static let height: Int32 = 170

  /// The box with the plot and its figures.
  let widget: WidgetPointer
  let area: WidgetPointer
  private let figures: WidgetPointer
  /// The plotted curve and the seed's, made again when a value changes.
  private var data: CurvePlotData?
  private var seed: CurvePlotData?
  /// The figures of the curves shown lately (the preview strip's lanes ask here too).
  let curves = PlottedCurves()
  /// The marker drawn, if a transition is on screen.
  private(set) var marker: PlotMarker?
  /// The colours: light or dark, as the canvas.
  var appearance: () -> Appearance = { .light }
  /// The plot under the marker and the handles over it, with what they were drawn for.
  private var kept: (key: KeptKey, plot: RenderNode, handles: RenderNode)?
  /// Bumped by every change of what the plot draws other than the marker.
  private var revision = 0
  /// How many times the plot under the marker was drawn.
  private(set) var plotDrawings = 0

  private struct KeptKey: Equatable {
    var width: Int
    var height: Int
    var appearance: Appearance
    var revision: Int
  }

  init() {
    let parts = PlotWidgets(
      height: Self.height, areaClass: "curve-plot", wordsClass: "curve-figures", words: "",
      makesNodes: true)
    (widget, area, figures) = (parts.box, parts.area, parts.words)
    widget.append(area)
    widget.append(figures)
    Accessible.describe(area, label: "Timing curve", description: "")
    MainLoop.setSnapshotFunction(area) { [weak self] snapshot, width, height in
      self?.snapshot(snapshot, width: width, height: height)
    }
    installDrag()
    Signal.connect(area, "resize", size: { [weak self] _, _ in self?.onResize?() })
  }

  /// Called when the plot gets a new size (its handles move on screen).
  var onResize: (() -> Void)?

  /// Plots the timing `parameters` give now (`spec`, as the scene says it), with the seed's
  /// (`seedSpec`) behind.
  func show(_ parameters: ParameterStore, spec: MotionSpec, seed seedSpec: MotionSpec) {
    let data = curves.data(for: spec)
    self.data = data
    let held = editor.heldLayout
    editor = PlotEditor(parameters: parameters, spec: spec, data: data)
    editor.heldLayout = held
    seed = curves.data(for: seedSpec)
    let text = Self.figures(data, spec: spec)
    figures.labelText = text
    Accessible.describe(
      area, label: "Timing curve",
      description: "Progress and velocity over time, the seed's curve faint behind. " + text)
    changed()
  }

  /// Draws the plot again, not only its marker.
  private func changed() {
    revision += 1
    area.queueDraw()
  }

  /// Moves the marker (nil hides it) and redraws when it moved.
  func setMarker(_ marker: PlotMarker?) {
    guard marker != self.marker else { return }
    self.marker = marker
    area.queueDraw()
  }

  /// The curve a motion runs: its Bézier over the duration, or its animator spring.
  static func curve(_ spec: MotionSpec) -> PlotCurve {
    switch spec.timing {
    case .bezier(let bezier, _):
      return .bezier(bezier, duration: spec.duration)
    case .spring(_, let velocity):
      guard let spring = spec.spring else {
        return .bezier(AnimationCurve.linear.bezier, duration: spec.duration)
      }
      return .spring(spring, initialVelocity: velocity, duration: spec.duration)
    }
  }

  /// `ease-in-out over 0.6 s · settles at 0.59 s · no overshoot · peak speed 2.9 /s`.
  static func figures(_ data: CurvePlotData, spec: MotionSpec) -> String {
    let timing: String
    switch spec.timing {
    case .bezier(_, let name): timing = name ?? "Bézier"
    case .spring(let ratio, _): timing = "spring ζ \(formatNumber((ratio * 100).rounded() / 100))"
    }
    let overshoot =
      data.overshoot > 0.0005
      ? "overshoot \(formatNumber((data.overshoot * 1000).rounded() / 10)) %" : "no overshoot"
    let speed = formatNumber((data.velocityLimit * 10).rounded() / 10)
    return
      "\(timing) over \(formatNumber((spec.duration * 100).rounded() / 100)) s · settles (0.1 %) at "
      + "\(formatNumber((data.settleTime * 100).rounded() / 100)) s · \(overshoot) · "
      + "peak speed \(speed) /s"
  }

  /// The plot, the marker over it and the handles over both, each a node: the plot and the
  /// handles kept while they hold, the marker over its own ink.
  func snapshot(_ snapshot: OpaquePointer, width: Int, height: Int) {
    guard let data else { return }
    let appearance = appearance()
    let palette = CurvePlot.Palette.forAppearance(appearance)
    let layout =
      drag.map { editor.dragLayout(frozen: $0.layout) } ?? restingLayout(width, height, data)
    let size = Size(width: Double(width), height: Double(height))
    let key = KeptKey(width: width, height: height, appearance: appearance, revision: revision)
    if self.kept?.key != key {
      plotDrawings += 1
      let all = Rect(origin: .zero, size: size)
      let plot = RenderNode.drawing(all) { cr in
        CurvePlot.draw(
          cr, width: size.width, height: size.height, data: data, seed: seed, palette: palette,
          layout: layout)
      }
      let handles = RenderNode.drawing(all) { cr in
        CurvePlot.drawHandles(cr, layout: layout, handles: self.handles, palette: palette)
      }
      self.kept = (key, plot, handles)
    }
    guard let kept else { return }
    gtk_snapshot_append_node(snapshot, kept.plot.node)
    if let marker {
      let ink = CurvePlot.markerExtents(
        data: data, marker: marker, palette: palette, layout: layout)
      let bounds = RenderNode.pixelBounds(
        Rect(x: ink.minX - 1, y: ink.minY - 1, width: ink.width + 2, height: ink.height + 2),
        within: size)
      RenderNode.appendDrawing(to: snapshot, bounds) { cr in
        CurvePlot.drawMarker(cr, data: data, marker: marker, palette: palette, layout: layout)
      }
    }
    gtk_snapshot_append_node(snapshot, kept.handles.node)
  }

  /// The layout with no handle held, kept for a size and a state of the editor.
  private var restingLayouts = KeptPlotLayout()

  private func restingLayout(_ width: Int, _ height: Int, _ data: CurvePlotData)
    -> CurvePlotLayout
  {
    restingLayouts.layout(width: width, height: height, editor: editorRevision) {
      editor.layout(width: Double(width), height: Double(height))
        ?? CurvePlotLayout(width: Double(width), height: Double(height), data: data)
    }
  }

  // MARK: Dragging the curve

  /// The handles of the curve shown, and the one held.
  private(set) var editor = PlotEditor() {
    didSet { editorRevision += 1 }
  }
  /// Bumped by every change of the editor (its curve, the handle held, the layout it keeps).
  private var editorRevision = 0
  /// Called with each step of a handle's drag and whether it is the first (the window sends
  /// it as a command).
  var onHandleMove: ((HandleMove, Bool) -> Void)?
  /// The drag under way: the handle, the layout frozen at the press (the axes would move
  /// under the pointer otherwise) and whether a step was sent.
  private var drag: (handle: CurveHandle, layout: CurvePlotLayout, start: Point, sent: Bool)?

  /// The handles as drawn (see `PlotEditor`).
  var handles: [PlotHandle] { editor.handleList.map(\.handle) }

  private func installDrag() {
    let gesture = gtk_gesture_drag_new()!
    gtk_gesture_single_set_button(tl_gesture_single(gesture.raw), 1)
    Signal.connect(
      gesture, "drag-begin",
      point: { [weak self] x, y in
        guard let self, let data = self.data else { return }
        let width = Double(gtk_widget_get_width(self.area))
        let height = Double(gtk_widget_get_height(self.area))
        guard let handle = self.editor.handle(at: Point(x: x, y: y), width: width, height: height)
        else {
          gtk_gesture_set_state(tl_gesture(gesture.raw), GTK_EVENT_SEQUENCE_DENIED)
          return
        }
        gtk_gesture_set_state(tl_gesture(gesture.raw), GTK_EVENT_SEQUENCE_CLAIMED)
        let layout =
          self.editor.layout(width: width, height: height)
          ?? CurvePlotLayout(width: width, height: height, data: data)
        self.drag = (handle, layout, Point(x: x, y: y), false)
        self.editor.activeHandle = handle
        self.changed()
      })
    let moved = { [weak self] (dx: Double, dy: Double, end: Bool) in
      guard let self, var drag = self.drag else { return }
      let state = gtk_event_controller_get_current_event_state(tl_event_controller(gesture.raw))
      let free = (state.rawValue & GDK_SHIFT_MASK.rawValue) != 0
      let point = Point(x: drag.start.x + dx, y: drag.start.y + dy)
      if dx != 0 || dy != 0,
        let move = self.editor.move(drag.handle, to: point, layout: drag.layout, free: free)
      {
        self.onHandleMove?(move, !drag.sent)
        drag.sent = true
      }
      if end { self.editor.heldLayout = self.editor.dragLayout(frozen: drag.layout) }
      self.drag = end ? nil : drag
      self.editor.activeHandle = end ? nil : drag.handle
      self.changed()
    }
    Signal.connect(gesture, "drag-update", point: { dx, dy in moved(dx, dy, false) })
    Signal.connect(gesture, "drag-end", point: { dx, dy in moved(dx, dy, true) })
    Signal.connect(
      gesture, "cancel",
      pointer: { [weak self] _ in
        self?.drag = nil
        self?.editor.activeHandle = nil
        self?.changed()
      })
    gtk_widget_add_controller(area, tl_event_controller(gesture.raw))
    // The axes held after a drag fit the curve again once the pointer leaves the plot.
    let motion = gtk_event_controller_motion_new()!
    Signal.connect(motion, "leave") { [weak self] in
      guard let self, self.drag == nil, self.editor.heldLayout != nil else { return }
      self.editor.heldLayout = nil
      self.changed()
      self.onResize?()
    }
    gtk_widget_add_controller(area, motion)
  }

}

/// The plot's layout kept for a size and a state of the editor: the marker moves on every
/// frame of a transition, and working the layout out again for each (the handles' labels
/// formatted with it) was a twentieth of a held drag's processor time in the window.
struct KeptPlotLayout {
  private var kept: (width: Int, height: Int, editor: Int, layout: CurvePlotLayout)?
  /// How many times a layout was worked out.
  private(set) var made = 0

  /// The layout for `width` × `height` and the editor's state `editor` (a count bumped by
  /// each change of it), made by `make` only when one of them changed.
  mutating func layout(width: Int, height: Int, editor: Int, make: () -> CurvePlotLayout)
    -> CurvePlotLayout
  {
    if let kept, kept.width == width, kept.height == height, kept.editor == editor {
      return kept.layout
    }
    made += 1
    let layout = make()
    kept = (width, height, editor, layout)
    return layout
  }
}

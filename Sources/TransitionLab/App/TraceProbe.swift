import CGtk
import Scenes

/// The one place the trace's observations of the window come from, installed only when a
/// trace is written (`--trace`): after every frame the
/// window paints (when layout is done; a scroll or a resize moves things only at the next
/// frame's layout), it reads the canvas's devices, the side panel's controls and the shown
/// pane's controls, and writes a line for each that changed since it last wrote one. The
/// views draw and keep no trace state; the lines are
///
/// - `layout` (and, with several devices, `compare-layout` first): each device's screen
///   top-left corner on the window's surface in pixels (what `xdotool mousemove --window`
///   takes), pixels per scene point, the fit, and the screen's size in points;
/// - `controls`: the side panel's controls, its sections and which parameters are inert;
/// - `compare-controls`, `blind-test-controls`: the shown pane's controls;
/// - `quiet`: nothing of the window's is left to wake it — no timeout, idle source or tick
///   callback added through `MainLoop`, and no kept part waiting to record its drawing
///   (`Widgets.kept`) — with the frames painted so far (`paints`) and the kept parts'
///   figures (`kept_*`, as in the `idle` line). Written once each time the window falls
///   quiet: after the last paint, or when the last such source is removed.
@MainActor
final class TraceProbe {
  private unowned let window: MainWindow
  /// What was last written of each, compared as values after every paint (only a change is
  /// formatted and written).
  private var reportedLayout: LayoutReport?
  private var reportedControls: ControlsReport?
  private var reportedPane: PaneReport?
  /// The frames painted since the probe was installed.
  private var paints = 0
  /// Whether the window was quiet when last looked at (a `quiet` line written since).
  private var isQuiet = false

  /// The devices' places, their labels and whether there are several.
  private struct LayoutReport: Equatable {
    var devices: [[Double]]
    var labels: [String]
    var several: Bool
  }

  /// The panel's controls' rectangles, its sections and the parameters that change nothing.
  private struct ControlsReport: Equatable {
    var rects: [Rectangle]
    var sections: [Section]
    var inert: [String]
  }

  /// A control's name and its rectangle, `[x, y, width, height]` in pixels.
  private struct Rectangle: Equatable {
    var name: String
    var rect: [Double]
  }

  private struct Section: Equatable {
    var group: String
    var open: Bool
    var controls: [String]
  }

  /// The shown pane's kind of line and its controls.
  private struct PaneReport: Equatable {
    var kind: String
    var rects: [Rectangle]
  }

  init(window: MainWindow) {
    self.window = window
  }

  /// Starts observing: once the window is realized, when it has a frame clock.
  func install() {
    guard let clock = gtk_widget_get_frame_clock(window.window) else { return }
    Signal.connect(clock, "after-paint") { [weak self] () -> Void in self?.afterPaint() }
    MainLoop.onNonePending = { [weak self] in self?.reportQuiet() }
  }

  /// Forgets the last layout written, so the next paint writes it again (a new scene).
  func forgetLayout() {
    reportedLayout = nil
  }

  /// Forgets the last controls written, so the next paint writes them again (a new panel).
  func forgetControls() {
    reportedControls = nil
  }

  private func afterPaint() {
    paints += 1
    window.canvas.latency.writePainted()
    reportLayout()
    reportControls()
    reportPaneControls()
    reportQuiet()
  }

  // MARK: Falling quiet

  /// Writes the `quiet` line when nothing of the window's is left to wake it and it was not
  /// quiet when last looked at.
  private func reportQuiet() {
    let settling = window.keptParts.contains { tl_kept_bin_is_settling($0.widget) != 0 }
    guard MainLoop.pending == 0, !settling else {
      isQuiet = false
      return
    }
    guard !isQuiet else { return }
    isQuiet = true
    lab.emit("quiet", [("paints", .number(Double(paints)))] + window.keptFields())
  }

  private var lab: Lab { window.lab }

  /// Rounded to a thousandth (places) or a tenth (rectangles) of a pixel.
  private static func rounded(_ values: [Double], _ scale: Double) -> [Double] {
    values.map { ($0 * scale).rounded() / scale }
  }

  // MARK: The canvas

  private func reportLayout() {
    let canvas = window.canvas
    guard canvas.area.isMapped,
      let origin = SurfaceGeometry.surfacePoint(of: canvas.area)
    else { return }
    let deviceScale = Double(gtk_widget_get_scale_factor(canvas.area))
    let devices = canvas.placed.map { device -> [Double] in
      Self.rounded(
        [
          (origin.x + device.offset.x + device.layout.origin.x) * deviceScale,
          (origin.y + device.offset.y + device.layout.origin.y) * deviceScale,
          device.layout.scale * deviceScale, device.layout.screen.width,
          device.layout.screen.height,
        ], 1000)
    }
    let several = canvas.decor != nil
    let labels = canvas.deviceLabels
    let report = LayoutReport(devices: devices, labels: labels, several: several)
    guard report != reportedLayout, let first = devices.first else { return }
    reportedLayout = report
    if several {
      lab.emit(
        "compare-layout",
        [
          ("scene", .string(canvas.stage.sessions.first?.descriptor.id ?? "")),
          (
            "devices",
            .array(
              devices.map { values in
                .object([
                  ("screen_origin", .array([.number(values[0]), .number(values[1])])),
                  ("scale", .number(values[2])),
                ])
              })
          ),
          ("screen", .array([.number(first[3]), .number(first[4])])),
          ("labels", .array(labels.map { .string($0) })),
        ])
    }
    // With several devices the first one's place, so a script that reads the screen's place
    // finds the first device's screen.
    lab.emit(
      "layout",
      [
        ("screen_origin", .array([.number(first[0]), .number(first[1])])),
        ("scale", .number(first[2])),
        ("mode", .string(several ? "compare" : canvas.layout.mode.rawValue)),
        ("screen", .array([.number(first[3]), .number(first[4])])),
      ])
  }

  // MARK: The side panel

  /// The panel's and each fully visible control's rectangle on the window's surface in
  /// pixels, `[x, y, width, height]`, so scripts can click and type into them as a person
  /// would, and the warnings' box while it is shown; then each foldable section, whether it
  /// is open and the names of its controls (reported only while it is open), and the
  /// parameters that change nothing now.
  private func reportControls() {
    let panel = window.panel
    // A panel whose rows are still being built reports once they all are.
    guard window.isPanelAttached, panel.hasRows, let inspector = window.inspector else { return }
    guard let visible = SurfaceGeometry.pixelRect(of: window.panelScroller) else { return }
    var rects = [Rectangle(name: "panel", rect: visible)]
    for (name, widget) in panel.namedControls + [("reset", window.resetButton!)]
      + inspector.panelControls
    {
      guard let rect = SurfaceGeometry.pixelRect(of: widget),
        rect[1] >= visible[1], rect[1] + rect[3] <= visible[1] + visible[3]
      else { continue }
      rects.append(Rectangle(name: name, rect: Self.rounded(rect, 10)))
    }
    for (name, widget) in inspector.timelineControls {
      guard let rect = SurfaceGeometry.pixelRect(of: widget) else { continue }
      rects.append(Rectangle(name: name, rect: Self.rounded(rect, 10)))
    }
    if let menu = DeviceChooser.shown, let rect = SurfaceGeometry.pixelRect(of: menu) {
      rects.append(Rectangle(name: "device-menu", rect: Self.rounded(rect, 10)))
    }
    if let rect = SurfaceGeometry.pixelRect(of: window.warnings.widget) {
      rects.append(Rectangle(name: "warnings", rect: Self.rounded(rect, 10)))
    }
    let sections = panel.sectionList.map { entry in
      Section(
        group: entry.group.rawValue, open: gtk_widget_get_visible(entry.rows) != 0,
        controls: entry.controls)
    }
    let inert = panel.store.specs.filter { !$0.isEffective(in: panel.store) }.map(\.id)
    let report = ControlsReport(rects: rects, sections: sections, inert: inert)
    guard report != reportedControls else { return }
    reportedControls = report
    lab.emit(
      "controls",
      [
        ("scene", .string(lab.session.descriptor.id)),
        ("controls", .object(rects.map { ($0.name, .array($0.rect.map { .number($0) })) })),
        (
          "sections",
          .object(
            sections.map { section in
              (
                section.group,
                .object([
                  ("open", .bool(section.open)),
                  ("controls", .array(section.controls.map { .string($0) })),
                ])
              )
            })
        ),
        ("inert", .array(inert.map { .string($0) })),
      ])
  }

  // MARK: The panes

  /// The shown pane's controls, each one's rectangle on the window's surface in pixels.
  private func reportPaneControls() {
    let (kind, controls): (String, [(String, WidgetPointer)])
    switch window.modes.mode {
    case .single: return
    case .compare:
      guard let pane = window.modes.compare else { return }
      (kind, controls) = ("compare-controls", pane.traceControls)
    case .blindTest:
      guard let pane = window.modes.blindTest else { return }
      (kind, controls) = ("blind-test-controls", pane.traceControls)
    }
    var rects: [Rectangle] = []
    for (name, widget) in controls {
      guard let rect = SurfaceGeometry.pixelRect(of: widget) else { continue }
      rects.append(Rectangle(name: name, rect: Self.rounded(rect, 10)))
    }
    let report = PaneReport(kind: kind, rects: rects)
    guard report != reportedPane else { return }
    reportedPane = report
    lab.emit(
      kind,
      [("controls", .object(rects.map { ($0.name, .array($0.rect.map { .number($0) })) }))])
  }
}

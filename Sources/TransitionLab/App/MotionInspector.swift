import CGtk
import CairoRenderer
import MotionExport
import Scenes
import TransitionKit

/// The window's motion tools: the side panel's "Motion" section (the curve plot, the spring
/// in other platforms' forms, Export…), the timeline under the canvas that scrubs the last
/// transition (see `MotionInspector+Scrub.swift`), and the export dialog.
///
/// It follows the live session through two hooks: a `TransitionRecorder` on the session's
/// input and a `TransitionProgressTracker` on its trace lines (the window's trace sink is
/// kept and called first).
@MainActor
final class MotionInspector {
  let lab: Lab
  let canvas: Canvas
  let plot = CurvePlotView()
  let timeline = Timeline()
  let springForms: SpringFormsSection
  /// The panel section: a header that folds it, over the plot, the forms and Export….
  let section: WidgetPointer
  let exportButton: WidgetPointer
  private(set) var sectionHeader: WidgetPointer!
  private var revealer: WidgetPointer!
  private var arrow: WidgetPointer!
  private var exportDialog: ExportDialog?
  private let parentWindow: WidgetPointer

  var recorder: TransitionRecorder
  var tracker = TransitionProgressTracker()
  /// The stores already observed (a scene visited again keeps its store).
  private var observedStores: Set<ObjectIdentifier> = []
  /// The seed's values of the current scene, for the faint curve.
  private var seedParameters: ParameterStore

  // Scrubbing state, see `MotionInspector+Scrub.swift`.
  var loadedTake: TransitionTake?
  var outline: TakePlayer.Outline?
  var player: TakePlayer?
  var playerTracker = TransitionProgressTracker()
  var isScrubbing = false
  var onionSkin = false
  var ghosts: [OpaquePointer] = []
  let scrubRenderer = Renderer()

  init(lab: Lab, canvas: Canvas, window: WidgetPointer) {
    self.lab = lab
    self.canvas = canvas
    parentWindow = window
    recorder = TransitionRecorder(session: lab.session)
    seedParameters = lab.session.descriptor.makeParameters()
    springForms = SpringFormsSection(store: lab.parameters)
    exportButton = gtk_button_new_with_label("Export…")
    section = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
    gtk_widget_set_tooltip_text(exportButton, "The motion as code for another platform (Ctrl+E)")
    Accessible.describe(
      exportButton,
      description:
        "The scene's motion as code for UIKit, SwiftUI, libadwaita, Compose or CSS (Ctrl+E).")
    gtk_actionable_set_action_name(tl_actionable(exportButton.raw), "app.export")
    plot.appearance = { [weak canvas] in canvas?.renderer.appearance ?? .light }
    buildSection()
    connectTimeline()
    sessionChanged()
  }

  /// The controls by name for the `controls` trace line: the section's (only while open) and
  /// the timeline's.
  var panelControls: [(name: String, widget: WidgetPointer)] {
    var controls: [(String, WidgetPointer)] = [("section-motion", sectionHeader)]
    if gtk_revealer_get_reveal_child(tl_revealer(revealer.raw)) != 0 {
      controls +=
        [("curve-plot", plot.area)] + springForms.namedControls + [("export", exportButton)]
    }
    return controls
  }

  var timelineControls: [(name: String, widget: WidgetPointer)] {
    [
      ("timeline", timeline.scale), ("timeline-play", timeline.playButton),
      ("timeline-speed", timeline.speedSpin), ("onion-skin-switch", timeline.onionSwitch),
      ("timeline-live", timeline.liveButton),
    ]
  }

  /// Adds the `export` action to the application (its key, Ctrl+E, is in `Shortcuts`).
  func addActions(to application: UnsafeMutablePointer<GtkApplication>) {
    Actions.add(to: application, "export") { [weak self] in self?.showExport() }
  }

  /// Follows a new session (a scene switch): records it, traces it, shows its values.
  func sessionChanged() {
    leaveScrub()
    recorder = TransitionRecorder(session: lab.session)
    recorder.onChange = { [weak self] in self?.liveInput() }
    tracker = TransitionProgressTracker()
    let sink = lab.session.traceSink
    lab.session.traceSink = { [weak self] line in
      sink?(line)
      self?.tracker.observe(line)
    }
    seedParameters = lab.session.descriptor.makeParameters()
    let store = lab.parameters
    if observedStores.insert(ObjectIdentifier(store)).inserted {
      store.observe { [weak self, weak store] _, _ in
        guard let self, let store, store === self.lab.parameters else { return }
        self.parametersChanged()
      }
    }
    springForms.show(store)
    loadedTake = nil
    timeline.load(frames: nil, marks: [])
    parametersChanged()
  }

  /// After every tick and input of the live scene: the plot's marker, and the timeline once
  /// the last transition is over.
  func follow() {
    if isScrubbing { return }
    showLiveMarker()
    if let take = recorder.lastTake, take != loadedTake, !lab.session.needsFrames,
      canvas.drag == nil
    {
      load(take)
    }
  }

  private func parametersChanged() {
    if exportDialog?.isVisible == true { exportDialog?.refresh() }
    springForms.follow()
    if !isScrubbing { plot.show(lab.parameters, seed: seedParameters) }
  }

  private func showLiveMarker() {
    let spec = MotionSpec(parameters: lab.parameters)
    let position = tracker.position(
      at: lab.session.now, duration: spec.duration, completionSpeed: spec.completionSpeed)
    plot.setMarker(
      position.map {
        PlotMarker(time: $0.time, phase: $0.isInteractive ? .interactive : .completing)
      })
  }

  func showExport() {
    if exportDialog == nil {
      exportDialog = ExportDialog(
        parent: parentWindow,
        parameters: { [weak self, lab] in self?.shownParameters ?? lab.parameters },
        emit: { [weak self] kind, fields in self?.lab.emit(kind, fields) })
    }
    exportDialog?.present()
  }

  /// The values the export shows: the scene's current ones (the plot shows the scrubbed
  /// take's while scrubbing, the export what the panel holds now).
  var shownParameters: ParameterStore { lab.parameters }

  // MARK: The section

  private func buildSection() {
    gtk_widget_add_css_class(section, "section")
    let header = gtk_button_new()!
    sectionHeader = header
    gtk_widget_add_css_class(header, "flat")
    gtk_widget_add_css_class(header, "section-header")
    let line = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
    let words = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
    gtk_widget_set_hexpand(words, 1)
    let title = "Motion"
    let summary = "The timing curve, the spring in other platforms' terms, and the export."
    gtk_box_append(
      tl_box(words.raw), ParameterPanel.label(title, classes: ["heading", "section-title"]))
    let summaryLabel = ParameterPanel.label(summary, classes: ["dim-label", "section-summary"])
    gtk_label_set_wrap(tl_label(summaryLabel.raw), 1)
    gtk_label_set_max_width_chars(tl_label(summaryLabel.raw), 40)
    gtk_box_append(tl_box(words.raw), summaryLabel)
    arrow = gtk_image_new()
    gtk_widget_set_valign(arrow, GTK_ALIGN_CENTER)
    gtk_box_append(tl_box(line.raw), words)
    gtk_box_append(tl_box(line.raw), arrow)
    gtk_button_set_child(tl_button(header.raw), line)
    Accessible.describe(header, label: title, description: summary)

    let content = tl_box_new_with_role(GTK_ORIENTATION_VERTICAL, 14, GTK_ACCESSIBLE_ROLE_GROUP)!
    gtk_widget_add_css_class(content, "section-content")
    Accessible.describe(content, label: title, description: summary)
    gtk_box_append(tl_box(content.raw), plot.widget)
    gtk_box_append(
      tl_box(content.raw), ParameterPanel.label("Spring forms", classes: ["parameter-title"]))
    gtk_box_append(tl_box(content.raw), springForms.widget)
    gtk_box_append(tl_box(content.raw), exportButton)
    revealer = gtk_revealer_new()
    gtk_revealer_set_transition_type(tl_revealer(revealer.raw), GTK_REVEALER_TRANSITION_TYPE_NONE)
    gtk_revealer_set_child(tl_revealer(revealer.raw), content)
    gtk_box_append(tl_box(section.raw), header)
    gtk_box_append(tl_box(section.raw), revealer)
    setOpen(true)
    Signal.connect(header, "clicked") { [weak self] in
      guard let self else { return }
      self.setOpen(gtk_revealer_get_reveal_child(tl_revealer(self.revealer.raw)) == 0)
    }
  }

  private func setOpen(_ open: Bool) {
    gtk_revealer_set_reveal_child(tl_revealer(revealer.raw), open ? 1 : 0)
    gtk_image_set_from_icon_name(
      tl_image(arrow.raw), open ? "pan-down-symbolic" : "pan-end-symbolic")
    tl_accessible_set_expanded(sectionHeader, open ? 1 : 0)
  }
}

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
  let timeline: Timeline
  /// The last drag, plotted against time (see `MotionInspector+DragPlot.swift`).
  let dragPlot = DragPlotView()
  /// The drag of the loaded take, as the scene read it.
  var dragRecord: DragRecord?
  /// The curve replayed without a transition, under the plot.
  let preview: PreviewStrip
  /// The platforms' presets and the person's own; built with the spring forms once the side
  /// panel goes into the window, after its first frame (`buildPanelParts()`).
  private(set) var presets: PresetsSection?
  private var stateObservation: ObservationToken?
  /// The observation of the scene session's events (the progress tracker follows them).
  private var sessionObservation: ObservationToken?
  /// The scene's spring in other platforms' forms, built with the presets.
  private(set) var springForms: SpringFormsSection?
  /// Where the presets and the spring forms go in the section, each kept as one render node
  /// while it is still.
  private let presetsHolder = Widgets.column()
  private let springFormsHolder = Widgets.column()
  /// Called with a notice to show (a spring form that set the scene's values).
  var onNotice: ((String) -> Void)?
  /// The panel section: a header that folds it, over the plot, the forms and Export….
  let section: WidgetPointer
  /// The section's parts kept as one render node while they are still (`Widgets.kept`).
  private(set) var keptParts: [(name: String, widget: WidgetPointer)] = []
  /// The section's header and rows.
  private let expander = ExpanderSection(
    title: "Motion",
    summary: "The timing curve, the spring in other platforms' terms, and the export.")
  let exportButton: WidgetPointer
  var sectionHeader: WidgetPointer { expander.header }
  /// Whose values the section shows: the scene's, or in compare mode a device's.
  private let subjectLabel = gtk_label_new("")!
  private var exportDialog: ExportDialog?
  /// Share… under Export…, its action, and its dialog while open.
  let shareButton = MotionInspector.makeShareButton()
  var shareAction: OpaquePointer?
  var shareDialog: ShareDialog?
  /// Share…'s recording and encoding under way, shown under the button.
  let shareProgress = ShareProgress()
  let parentWindowForShare: WidgetPointer
  private let parentWindow: WidgetPointer
  /// Replays the preview strip.
  private(set) var playButton: WidgetPointer?

  var recorder: TransitionRecorder
  var tracker = TransitionProgressTracker()
  /// The stores already observed (a scene visited again keeps its store).
  private var observedStores: Set<ObjectIdentifier> = []
  /// The seed's values of the current scene, for the faint curve.
  private(set) var seedParameters: ParameterStore

  // Scrubbing state, see `MotionInspector+Scrub.swift`.
  var loadedTake: TransitionTake?
  /// Whether a load of the last take waits for the frame to be drawn (`scheduleLoad()`).
  var takeLoadPending = false
  var outline: TakePlayer.Outline?
  var player: TakePlayer?
  var playerTracker = TransitionProgressTracker()
  var isScrubbing = false
  var onionSkin = false
  /// Recordings of the frames the player passed within the ghosts' reach, by frame.
  var ghosts: [Int: OpaquePointer] = [:]
  /// The frames drawn as ghosts over the scrubbed one, oldest first.
  var ghostFrames: [Int] = []
  let scrubRenderer: Renderer = {
    let renderer = Renderer()
    renderer.drawsStatusBar = true
    return renderer
  }()

  init(lab: Lab, canvas: Canvas, window: WidgetPointer) {
    self.lab = lab
    self.canvas = canvas
    timeline = Timeline(ticks: canvas.ticks)
    preview = PreviewStrip(ticks: canvas.ticks)
    parentWindow = window
    parentWindowForShare = window
    recorder = TransitionRecorder(session: lab.session)
    seedParameters = lab.session.descriptor.makeParameters()
    exportButton = gtk_button_new_with_label("Export…")
    section = expander.widget
    exportButton.tooltip = "The motion as code for another platform (Ctrl+E)"
    Accessible.describe(
      exportButton,
      description:
        "The scene's motion as code for UIKit, SwiftUI, libadwaita, Compose or CSS (Ctrl+E).")
    exportButton.activates(.export)
    plot.appearance = { [weak canvas] in canvas?.renderer.appearance ?? .light }
    preview.appearance = { [weak canvas] in canvas?.renderer.appearance ?? .light }
    dragPlot.appearance = { [weak canvas] in canvas?.renderer.appearance ?? .light }
    preview.onPlay = { [weak lab] lanes, span in
      lab?.emit(
        "preview",
        [("lanes", .number(Double(lanes))), ("span", .number((span * 1000).rounded() / 1000))])
    }
    plot.onResize = { [weak self] in self?.traceCurve() }
    // A value change shows the last motion until the new one is built after the frame.
    lab.motions.onSettled = { [weak self] in self?.parametersChanged() }
    plot.onHandleMove = { [weak lab] move, start in lab?.send(move.command(start: start)) }
    stateObservation = lab.observeState { [weak self] _, new in self?.presets?.follow(new) }
    buildSection()
    connectTimeline()
    sessionChanged()
  }

  /// The controls by name for the `controls` trace line: the section's (only while open) and
  /// the timeline's.
  var panelControls: [(name: String, widget: WidgetPointer)] {
    var controls: [(String, WidgetPointer)] = [("section-motion", sectionHeader)]
    if expander.isOpen {
      controls +=
        [("curve-plot", plot.area), ("preview-strip", preview.area)]
        + (playButton.map { [("preview-play", $0)] } ?? [])
        + (presets?.namedControls ?? []) + (springForms?.namedControls ?? [])
        + [("export", exportButton), ("share", shareButton), ("drag-plot", dragPlot.area)]
        + shareProgress.namedControls
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

  /// Follows a new session (a scene switch): records it, traces it, shows its values.
  func sessionChanged() {
    leaveScrub()
    recorder = TransitionRecorder(session: lab.session)
    recorder.onChange = { [weak self] in self?.liveInput() }
    tracker = TransitionProgressTracker()
    sessionObservation = lab.session.events.observe { [weak self] event, time in
      self?.tracker.observe(event, at: time)
    }
    seedParameters = lab.session.descriptor.makeParameters()
    loadedTake = nil
    showDrag(nil)
    timeline.load(frames: nil, marks: [])
    editedStoreChanged()
  }

  /// Shows the parameters the panel edits (after a scene switch, or another device chosen in
  /// compare mode): the plot, the spring forms and Export follow them.
  func editedStoreChanged() {
    let store = shownParameters
    if observedStores.insert(ObjectIdentifier(store)).inserted {
      store.observe(owner: self) { [weak store] inspector, _, _ in
        guard let store, store === inspector.shownParameters else { return }
        inspector.parametersChanged()
      }
    }
    springForms?.show(store)
    parametersChanged()
  }

  /// After every frame of the live scene: the plot's marker, drawn again only when it moved.
  func followMarker() {
    if !isScrubbing { showLiveMarker() }
  }

  /// After input and after a frame that changed the stage's state: the plot's marker, the
  /// Share action, and the timeline once the last transition is over.
  func follow() {
    if let shareAction {
      Actions.setEnabled(shareAction, recorder.lastTake != nil)
    }
    if isScrubbing { return }
    showLiveMarker()
    if canLoadLastTake { scheduleLoad() }
  }

  private func parametersChanged() {
    subjectLabel.labelText = "Values of \(subject)"
    if exportDialog?.isVisible == true { exportDialog?.refresh() }
    springForms?.follow()
    if !isScrubbing {
      plot.show(
        shownParameters, spec: lab.motion(of: shownParameters), seed: lab.motion(of: seedParameters)
      )
    }
    playPreview()
    // The `curve` line says the motion of the values now, once it is built.
    if lab.motions.isCurrent(lab.session.descriptor, values: shownParameters) { traceCurve() }
  }

  /// Writes the `curve` line: the timing plotted, a Bézier's control points or a spring's
  /// ratio and duration, and where each handle is in the plot (logical pixels from its
  /// top-left corner), once the plot has a size.
  func traceCurve() {
    let spec = lab.motion(of: shownParameters)
    var fields: [(String, JSONValue)] = []
    switch spec.timing {
    case .bezier(let b, let name):
      fields.append(("timing", .string(name ?? "cubic-bezier")))
      fields.append(("points", .array([b.x1, b.y1, b.x2, b.y2].map { .number($0) })))
    case .spring(let ratio, _):
      fields.append(("timing", .string("spring")))
      fields.append(("damping_ratio", .number(ratio)))
    }
    fields.append(("duration", .number(spec.duration)))
    let width = Double(gtk_widget_get_width(plot.area))
    let height = Double(gtk_widget_get_height(plot.area))
    if width > 0, height > 0, let layout = plot.editor.layout(width: width, height: height) {
      var handles: [(String, JSONValue)] = []
      for (kind, handle) in plot.editor.handleList {
        let p = layout.point(time: handle.time, value: handle.value)
        handles.append((kind.rawValue, .array([.number(p.x.rounded()), .number(p.y.rounded())])))
      }
      fields.append(("handles", .object(handles)))
    }
    lab.emit("curve", fields)
  }

  /// Replays the current curve in the preview strip: the edited values', or in compare mode
  /// every device's, one lane each.
  func playPreview() {
    // Not before the section is in the window: the strip would play unseen.
    guard springForms != nil else { return }
    let stores = lab.comparedStores ?? [shownParameters]
    let specs = stores.map { lab.motion(of: $0) }
    preview.play(
      specs.map { CurvePlotView.curve($0) }, spans: specs.map { plot.curves.data(for: $0).span })
  }

  private func showLiveMarker() {
    let spec = lab.motion(of: shownParameters)
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
        descriptor: { [lab] in lab.session.descriptor },
        subject: { [weak self] in self?.subject ?? "" },
        emit: { [weak self] kind, fields in self?.lab.emit(kind, fields) })
    }
    exportDialog?.present()
  }

  /// The values the export shows: the scene's current ones (the plot shows the scrubbed
  /// take's while scrubbing, the export what the panel holds now).
  var shownParameters: ParameterStore { lab.editedParameters }

  /// What the inspector shows, in words: the scene, and in compare mode the device.
  var subject: String {
    let scene = lab.session.descriptor.title
    guard lab.state.workspace.mode == .compare else { return scene }
    return "\(scene) · device \(lab.state.editedDevice + 1)"
  }

  // MARK: The section

  private func buildSection() {
    let content = expander.content
    subjectLabel.addCSSClass("dim-label")
    gtk_label_set_xalign(tl_label(subjectLabel.raw), 0)
    content.append(subjectLabel)
    content.append(plot.widget)
    content.append(preview.area)
    let play = Widgets.button("Play", action: .playPreview, title: "Replay the curve in the strip")
    playButton = play
    content.append(play)
    // The presets and the spring forms stay still while the plot's marker moves.
    let keptPresets = Widgets.kept(presetsHolder)
    let keptSprings = Widgets.kept(springFormsHolder)
    keptParts = [("presets", keptPresets), ("spring_forms", keptSprings)]
    content.append(keptPresets)
    content.append(keptSprings)
    content.append(exportButton)
    content.append(shareButton)
    content.append(shareProgress.widget)
    content.append(dragPlot.widget)
    expander.setOpen(true)
    expander.onToggle = { [weak self] open in self?.expander.setOpen(open) }
  }

  /// Builds the presets and the spring forms into the section. The section is in the side
  /// panel, which goes into the window after its first frame (`MainWindow.attachPanel`), so
  /// they are built then rather than with the window (13 to 15 of the 400-odd samples of a
  /// release build's start-up profile). Once only.
  func buildPanelParts() {
    guard springForms == nil else { return }
    let forms = SpringFormsSection(store: shownParameters)
    forms.onEdit = { [weak lab] store, title, assignments in
      guard let lab, lab.editedParameters === store else {
        for assignment in assignments { try? store.set(assignment.id, assignment.value) }
        return
      }
      lab.send(.setParameters(assignments, kind: .springForm, title: title))
    }
    forms.onNotice = { [weak self] notice in self?.onNotice?(notice) }
    springForms = forms
    let presets = PresetsSection(lab: lab, parentWindow: parentWindow)
    self.presets = presets
    presetsHolder.append(presets.widget)
    springFormsHolder.append(forms.widget)
    playPreview()
  }
}

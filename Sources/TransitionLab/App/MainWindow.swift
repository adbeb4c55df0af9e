import CGtk
import Scenes

/// The application window (libadwaita's): a header bar (scene chooser, present, dismiss,
/// replay, slow motion, fit or fill, the panel switch, the menu) over a flap with the stage
/// and the side panel, under a toast overlay. On a narrow window the panel folds over the
/// stage and the header's panel switch shows or hides it.
///
/// What the window shows is drawn from the lab's state (`render(_:)`); its controls send
/// commands and keep no copy of the state.
@MainActor
final class MainWindow {
  static let defaultWidth: Int32 = 1100
  static let defaultHeight: Int32 = 740
  /// The smallest window: 720 × 600 logical pixels still shows the stage and the panel's
  /// switch (the panel folds over the stage below the flap's fold width).
  static let minimumWidth: Int32 = 360
  static let minimumHeight: Int32 = 480
  /// The side panel's width, in logical pixels: what the widest scene's rows need at the
  /// least (352, the zoom scene's) and the panel's padding (16 each side). The scroller asks
  /// for it before the rows are put in, so the stage keeps its place when they arrive.
  static let panelWidth: Int32 = 384

  let window: WidgetPointer
  let lab: Lab
  let canvas: Canvas
  let warnings = WarningList()
  /// Which panel sections are open, for every scene.
  let sections: PanelSections
  /// The scenes' panels, the one shown visible (`MainWindow+Panels.swift`).
  let panelHolder: WidgetPointer
  let panelScroller: WidgetPointer
  /// The panel's heading: "Parameters", or which compared device they are
  /// (`MainWindow+EditedDevice.swift`).
  private(set) var panelHeading: WidgetPointer?
  /// The header's Present and Dismiss, which read Push and Back in a navigation scene
  /// (`MainWindow+EditedDevice.swift`).
  var stageButtons: (present: WidgetPointer, dismiss: WidgetPointer)?
  var panel: ParameterPanel
  /// The panels of the scenes shown last, kept, hidden, beside the one shown
  /// (`MainWindow+Panels.swift`).
  var panels: [String: ParameterPanel] = [:]
  /// The scenes whose panels were shown, the last shown last (`MainWindow+Panels.swift`).
  var panelVisits: [String] = []
  /// The idle source that builds the shown panel's rows a few at a time
  /// (`MainWindow+Panels.swift`).
  var panelRowsSource: UInt32?
  /// Whether an idle turn waits to give the freed memory back (`MainWindow+FreedMemory.swift`).
  var freedMemoryTurnQueued = false
  /// The timeout that looks at the freed memory a second after an action, while one is to
  /// come (`MainWindow+FreedMemory.swift`).
  var freedMemoryCheck: UInt32?
  /// The release map under the parameters (`ReleaseMapView.swift`).
  var releaseMap: ReleaseMapView?
  /// The curve plot, the spring forms, the timeline and Export… (`MotionInspector.swift`).
  private(set) var inspector: MotionInspector!
  private(set) var sceneChooser: WidgetPointer!
  private var speedChooser: WidgetPointer!
  /// The "Reset to the seed's values" button.
  private(set) var resetButton: WidgetPointer!
  /// What the trace says of the window's layout and controls, after each paint.
  private(set) lazy var probe = TraceProbe(window: self)
  /// The toasts (Copy, Reset with Undo, saved results) show over the content.
  private(set) var toasts: WidgetPointer!
  /// The flap: the stage as its content, the side panel as the flap.
  private(set) var flap: WidgetPointer!
  /// The signal handlers of the header's drop-downs, blocked while they are drawn from the
  /// state so drawing them sends no command.
  private(set) var sceneChooserHandler: UInt = 0
  private var speedChooserHandler: UInt = 0
  private var panelScrollHandler: UInt = 0
  private var shownScrollScene = ""
  /// The header's sign that Reduce Motion is on.
  private var reduceMotionBadge: WidgetPointer?
  /// Compare mode and the blind test (see `MainWindow+Modes.swift`).
  var modes = ModePanes()
  /// The parts of the window kept as one render node while they are still
  /// (`Widgets.kept`), by name, for the trace's `idle` line (`MainWindow+KeptParts.swift`).
  private(set) var keptParts: [(name: String, widget: WidgetPointer)] = []

  init(application: UnsafeMutablePointer<GtkApplication>, lab: Lab, sections: PanelSections) {
    self.lab = lab
    self.sections = sections
    window = adw_application_window_new(application)
    gtk_window_set_title(tl_window(window.raw), "Transition Lab")
    gtk_window_set_default_size(tl_window(window.raw), Self.defaultWidth, Self.defaultHeight)
    gtk_widget_set_size_request(window, Self.minimumWidth, Self.minimumHeight)
    canvas = Canvas(lab: lab)
    panel = ParameterPanel(
      store: lab.parameters, summary: lab.session.descriptor.summary, sections: sections,
      wording: DefaultsWording(lab.session.descriptor), rowsLater: true)
    panel.connect(to: lab)
    panelHolder = Widgets.column()
    panelScroller = gtk_scrolled_window_new()
    inspector = MotionInspector(lab: lab, canvas: canvas, window: window)
    let column = Widgets.column()
    column.append(keep("header", makeHeaderBar()))
    toasts = adw_toast_overlay_new()
    adw_toast_overlay_set_child(tl_adw_toast_overlay(toasts.raw), makeContent())
    toasts.expandsVertically = true
    column.append(toasts)
    adw_application_window_set_content(tl_adw_application_window(window.raw), column)
    Signal.connect(
      window, "notify::is-active",
      pointer: { [weak self] _ in
        guard let self, gtk_window_is_active(tl_window(self.window.raw)) == 0 else { return }
        self.canvas.cancelDrag()
      })
    canvas.onStateChange = { [weak self] in
      self?.lab.refresh()
      self?.inspector.follow()
      self?.returnFreedMemoryWhenStill()
    }
    canvas.onFrame = { [weak self] in self?.inspector.followMarker() }
    canvas.onRest = { [weak self] in self?.canvasCameToRest() }
    canvas.restFields = { [weak self] in (self?.memoryFields() ?? []) + (self?.keptFields() ?? []) }
    Signal.connect(window, "realize") { [weak self] () -> Void in
      if self?.lab.isTracing == true { self?.probe.install() }
      self?.attachPanelAfterFirstFrame()
    }
    lab.onWarning = { [weak self] plain, message, scene in
      self?.warnings.add(plain, detail: message, scene: scene)
    }
    lab.onStageChange = { [weak self] in self?.modes.compare?.render() }
    warnings.show(scene: lab.state.sceneID)
    for warning in lab.warnings {
      warnings.add(warning.plain, detail: warning.message, scene: warning.scene)
    }
    panel.onNotice = { [weak self] notice in self?.toast(notice) }
    lab.onNotice = { [weak self] notice in self?.toast(notice) }
    inspector.onNotice = { [weak self] notice in self?.toast(notice) }
  }

  // MARK: Building

  /// `widget` kept as one render node while it is still (`Widgets.kept`), named for the trace.
  private func keep(_ name: String, _ widget: WidgetPointer) -> WidgetPointer {
    let bin = Widgets.kept(widget)
    keptParts.append((name, bin))
    return bin
  }

  private func makeHeaderBar() -> WidgetPointer {
    let header = adw_header_bar_new()!
    let bar = tl_adw_header_bar(header.raw)
    let titles = SceneCatalog.all.map(\.title)
    sceneChooser = Widgets.dropDown(titles)
    let keys = "Ctrl+1 to Ctrl+\(min(SceneCatalog.all.count, 9))"
    sceneChooser.tooltip = "Scene (\(keys))"
    Accessible.describe(
      sceneChooser, label: "Scene",
      description:
        "The scene the canvas shows (\(keys); Ctrl+Page Down for the next).")
    sceneChooserHandler = Signal.connect(
      sceneChooser, "notify::selected",
      pointer: { [weak self] _ in
        guard let self else { return }
        let index = self.sceneChooser.selectedIndex
        guard index < SceneCatalog.all.count else { return }
        AppAction.scene.activate(from: self.window, target: SceneCatalog.all[index].id)
      })
    adw_header_bar_pack_start(bar, sceneChooser)
    let present = Widgets.button("Present", action: .present, title: "Present the modal")
    let dismiss = Widgets.button("Dismiss", action: .dismiss, title: "Dismiss the modal")
    stageButtons = (present, dismiss)
    adw_header_bar_pack_start(bar, present)
    adw_header_bar_pack_start(bar, dismiss)
    let replay = Widgets.button(
      "Replay drag", action: .replay, title: "Replay the last drag with the current values")
    gtk_button_set_icon_name(tl_button(replay.raw), "media-playlist-repeat-symbolic")
    Accessible.label(replay, "Replay drag")
    adw_header_bar_pack_start(bar, replay)
    // GNOME's own layout (close only), whatever the session says, so the header fits a
    // 720-px window; the window's title is the scene chooser's.
    adw_header_bar_set_decoration_layout(bar, ":close")
    adw_header_bar_set_title_widget(bar, Widgets.row())
    adw_header_bar_pack_end(bar, menuButton())
    let panelSwitch = gtk_toggle_button_new()!
    gtk_button_set_icon_name(tl_button(panelSwitch.raw), "sidebar-show-right-symbolic")
    panelSwitch.activates(.showPanel)
    panelSwitch.tooltip = "Show or hide the parameters (F9)"
    Accessible.describe(
      panelSwitch, label: "Parameters",
      description: "Show or hide the side panel with the parameters (F9).")
    adw_header_bar_pack_end(bar, panelSwitch)
    // Shown only while Reduce Motion is on, so a crossfade is never a surprise; a click
    // turns it off.
    let reduced = gtk_button_new_from_icon_name("preferences-desktop-accessibility-symbolic")!
    reduceMotionBadge = reduced
    reduced.addCSSClass("flat")
    reduced.addCSSClass("accent")
    reduced.activates(.reduceMotion)
    gtk_widget_set_tooltip_text(
      reduced, "Reduce Motion is on: transitions crossfade. Click to turn it off (Ctrl+Shift+M)")
    Accessible.describe(
      reduced, label: "Reduce Motion is on",
      description: "Transitions crossfade instead of moving; press to turn it off.")
    reduced.isVisible = false
    adw_header_bar_pack_end(bar, reduced)
    // The device menu also holds Fill (Ctrl+F), so the header fits a 720-px window.
    adw_header_bar_pack_end(bar, DeviceChooser.button())
    let speeds = Lab.timeScales.map { "\(formatNumber($0))×" }
    speedChooser = Widgets.dropDown(speeds)
    speedChooser.tooltip = "Slow motion (Ctrl+M; Alt+1 to Alt+4)"
    Accessible.describe(
      speedChooser, label: "Slow motion",
      description: "How fast scene time runs: 1×, 0.5×, 0.25× or 0.1× (Ctrl+M; Alt+1 to Alt+4).")
    speedChooserHandler = Signal.connect(
      speedChooser, "notify::selected",
      pointer: { [weak self] _ in
        guard let self else { return }
        let index = self.speedChooser.selectedIndex
        guard index < Lab.timeScales.count else { return }
        AppAction.slowMotion.activate(
          from: self.window, target: formatNumber(Lab.timeScales[index]))
      })
    adw_header_bar_pack_end(bar, speedChooser)
    return header
  }

  private func menuButton() -> WidgetPointer {
    let button = Menus.button(icon: "open-menu-symbolic", sections: AppMenu.main)
    button.tooltip = "Main menu"
    Accessible.describe(
      button, label: "Main menu",
      description:
        "Reset the parameters, compare parameter sets, which feels better, the keyboard "
        + "shortcuts, about Transition Lab, quit.")
    return button
  }

  private func makeContent() -> WidgetPointer {
    // The stage: the one canvas, with the modes' rows above and below it and the timeline
    // under it all.
    let stage = Widgets.column()
    stage.expandsHorizontally = true
    let top = Widgets.column()
    let bottom = Widgets.column()
    modes.top = top
    modes.bottom = bottom
    stage.append(top)
    stage.append(canvas.widget)
    stage.append(bottom)
    stage.append(keep("timeline", inspector.timeline.widget))
    let content = Widgets.row()
    content.expandsHorizontally = true
    content.append(stage)
    let side = Widgets.column(spacing: 18)
    side.addCSSClass("side-panel")
    let heading = ParameterPanel.label("Parameters", classes: ["heading"])
    panelHeading = heading
    let wording = DefaultsWording(lab.session.descriptor)
    let reset = gtk_button_new_with_label(wording.resetTitle)!
    resetButton = reset
    reset.activates(.resetParameters)
    gtk_widget_set_tooltip_text(
      reset, "Put every parameter of this scene back to \(wording.value) (Ctrl+Shift+R)")
    Accessible.describe(
      reset,
      description: "Put every parameter of this scene back to \(wording.value) (Ctrl+Shift+R).")
    // The heading, the rows and Reset stay still while the canvas moves; the Motion section's
    // plot does not (its marker follows every frame), so only its still parts are kept.
    let parameters = Widgets.column(spacing: 18)
    parameters.append(heading)
    parameters.append(panelHolder)
    parameters.append(reset)
    side.append(keep("parameters", parameters))
    side.append(inspector.section)
    for part in inspector.keptParts { keptParts.append(part) }
    // The panel's rows go into the window once its first frame is on screen (`attachPanel`):
    // styling and measuring them would otherwise hold that frame back by a tenth of a second.
    pendingPanel = side
    panelHolder.append(panel.widget)
    attachReleaseMap()
    let scroller = tl_scrolled_window(panelScroller.raw)
    gtk_scrolled_window_set_policy(scroller, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    gtk_widget_set_size_request(panelScroller, Self.panelWidth, -1)
    panelScroller.expandsHorizontally = false
    panelScroller.expandsVertically = true
    if let scrolling = gtk_scrolled_window_get_vadjustment(scroller) {
      scrollPanelByWheel(scrolling)
      panelScrollHandler = Signal.connect(scrolling, "value-changed") { [weak self] in
        guard let self else { return }
        self.lab.send(.setPanelScroll(gtk_adjustment_get_value(scrolling)))
      }
    }
    // The warnings sit below the scrolling panel, not in it, so one is seen when it comes
    // (a settings file moved aside at start, a misuse mid-drag) wherever the panel is scrolled.
    let column = Widgets.column()
    column.addCSSClass("background")
    column.expandsHorizontally = false
    column.append(panelScroller)
    column.append(warnings.widget)

    let flapWidget = adw_flap_new()!
    flap = flapWidget
    let flap = tl_adw_flap(flapWidget.raw)
    adw_flap_set_content(flap, content)
    adw_flap_set_flap(flap, column)
    adw_flap_set_separator(flap, gtk_separator_new(GTK_ORIENTATION_VERTICAL))
    adw_flap_set_flap_position(flap, GTK_PACK_END)
    adw_flap_set_fold_policy(flap, ADW_FLAP_FOLD_POLICY_AUTO)
    adw_flap_set_swipe_to_open(flap, 0)
    adw_flap_set_swipe_to_close(flap, 0)
    // Folded (a narrow window), a click on the stage closes the panel: the flap sends it.
    Signal.connect(
      flapWidget, "notify::reveal-flap",
      pointer: { [weak self] _ in
        guard let self, let flap = self.flap else { return }
        let revealed = adw_flap_get_reveal_flap(tl_adw_flap(flap.raw)) != 0
        if revealed != self.lab.state.isPanelRevealed { self.lab.send(.setPanelRevealed(revealed)) }
      })
    return flapWidget
  }

  /// The mouse wheel over the panel scrolls the panel, never the slider under the pointer
  /// (sliders move by drag, click and arrow keys): a scroll controller in the capture phase
  /// takes the wheel before the sliders see it.
  private func scrollPanelByWheel(_ adjustment: UnsafeMutablePointer<GtkAdjustment>) {
    let wheel = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL)!
    gtk_event_controller_set_propagation_phase(wheel, GTK_PHASE_CAPTURE)
    Signal.connect(
      wheel, "scroll",
      pointReturning: { _, dy in
        let step = 60.0
        let limit = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
        let value = gtk_adjustment_get_value(adjustment) + dy * step
        gtk_adjustment_set_value(adjustment, Swift.min(Swift.max(value, 0), Swift.max(limit, 0)))
        return true
      })
    gtk_widget_add_controller(panelScroller, wheel)
  }

  // MARK: Following the state

  /// Rebuilds what depends on the scene after a switch.
  func sessionChanged() {
    gtk_button_set_label(
      tl_button(resetButton.raw), DefaultsWording(lab.session.descriptor).resetTitle)
    showPanel(for: lab.parameters)
    attachReleaseMap()
    inspector.sessionChanged()
    warnings.show(scene: lab.state.sceneID)
    canvas.proxies.reset()
    probe.forgetLayout()
    canvas.update()
  }

  /// The side panel's rows until they are put into its scroller.
  private var pendingPanel: WidgetPointer?
  /// Whether the side panel's rows are in the window (from just after the first frame).
  var isPanelAttached: Bool { pendingPanel == nil }

  /// Builds the panel's rows and puts them into the window when the first frame has been
  /// painted, so the stage and the header bar come up first and the panel a frame or two
  /// later: building the rows took about a tenth of the work before the first frame.
  private func attachPanelAfterFirstFrame() {
    guard pendingPanel != nil, let clock = gtk_widget_get_frame_clock(window) else {
      attachPanel()
      return
    }
    // Once: the first paint disconnects the handler and leaves the rows to the next idle.
    firstPaintHandler = Signal.connect(clock, "after-paint") { [weak self] () -> Void in
      guard let self else { return }
      g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), self.firstPaintHandler)
      _ = MainLoop.addIdle { [weak self] in
        self?.attachPanel()
        return false
      }
    }
  }
  /// The frame clock's handler that waits for the first paint.
  private var firstPaintHandler: UInt = 0

  /// Puts the panel's rows into its scroller now, scrolled where the scene's panel was left.
  func attachPanel() {
    guard let side = pendingPanel else { return }
    pendingPanel = nil
    panel.buildRows()
    inspector.buildPanelParts()
    gtk_scrolled_window_set_child(tl_scrolled_window(panelScroller.raw), side)
    releaseMap?.start()
    restorePanelScroll(lab.state.currentPanelScroll)
    probe.forgetControls()
    returnFreedMemoryWhenStill()
  }

  /// Moves the keyboard focus to the panel's first control.
  func focusPanel() {
    attachPanel()
    // Rows still to come are built now: the focus goes to the first.
    panel.buildRows()
    if let target = panel.firstFocusTarget { gtk_widget_grab_focus(target) }
  }

  /// Draws the header's choosers, the panel's place and its scroll from the state. Drawing
  /// sends no command (the handlers are blocked), so it can run after any change.
  func render(_ state: LabState) {
    releaseMap?.follow()
    // Whatever the command let go is given back once the canvas is still.
    if isPanelAttached { returnFreedMemoryWhenStill() }
    // A scene of one's own (a scene file) is listed after the catalogue's.
    let sceneIndex =
      SceneCatalog.all.firstIndex { $0.id == state.sceneID } ?? SceneCatalog.all.count
    Signal.blocking(sceneChooser, sceneChooserHandler) {
      if sceneChooser.selectedIndex != sceneIndex { sceneChooser.selectedIndex = sceneIndex }
    }
    let speedIndex = Lab.timeScales.firstIndex(of: state.timeScale) ?? 0
    Signal.blocking(speedChooser, speedChooserHandler) {
      if speedChooser.selectedIndex != speedIndex { speedChooser.selectedIndex = speedIndex }
    }
    if let flap {
      let flap = tl_adw_flap(flap.raw)
      if (adw_flap_get_reveal_flap(flap) != 0) != state.isPanelRevealed {
        adw_flap_set_reveal_flap(flap, state.isPanelRevealed ? 1 : 0)
      }
    }
    comparisonFollowsTimeScale(state.timeScale)
    nameStageButtons(navigates: state.navigates)
    if let reduceMotionBadge {
      reduceMotionBadge.isVisible = state.reducesMotion
    }
    if shownScrollScene != state.sceneID {
      shownScrollScene = state.sceneID
      restorePanelScroll(state.currentPanelScroll)
    }
  }

  /// Scrolls the panel to where it was left in this scene, once the new panel has its size.
  func restorePanelScroll(_ offset: Double) {
    guard
      let adjustment = gtk_scrolled_window_get_vadjustment(tl_scrolled_window(panelScroller.raw))
    else { return }
    let handler = panelScrollHandler
    _ = MainLoop.addIdle { [weak self] in
      guard let self else { return false }
      Signal.blocking(adjustment, handler) {
        let limit = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
        gtk_adjustment_set_value(adjustment, Swift.min(offset, Swift.max(limit, 0)))
      }
      _ = self
      return false
    }
  }

  /// Shows a toast over the content; with `undoAction`, it offers Undo, which activates it.
  @discardableResult
  func toast(_ title: String, undoAction: String? = nil) -> OpaquePointer {
    let toast = adw_toast_new(title)!
    if let undoAction {
      adw_toast_set_button_label(toast, "Undo")
      adw_toast_set_action_name(toast, undoAction)
    }
    adw_toast_overlay_add_toast(tl_adw_toast_overlay(toasts.raw), toast)
    lab.emit("toast", [("title", .string(title))])
    return toast
  }

  /// Escape in a value field: the field shows its value again (the typed text is dropped)
  /// and the focus stays. False when the focus is in no field, or the field holds its value.
  func cancelEditInProgress() -> Bool {
    guard let focus = gtk_root_get_focus(tl_root(window.raw)) else { return false }
    guard tl_is_a(focus.raw, gtk_editable_get_type()) != 0 else { return false }
    if let spin = gtk_widget_get_ancestor(focus, gtk_spin_button_get_type()) {
      let button = tl_spin_button(spin.raw)
      let digits = Int(gtk_spin_button_get_digits(button))
      let value = String(format: "%.\(digits)f", gtk_spin_button_get_value(button))
      // Nothing typed: no edit to cancel, and Escape goes on to the scene.
      guard spin.editableText != value else {
        return false
      }
      spin.editableText = value
      lab.emit("edit-cancelled", [])
      return true
    }
    return false
  }
}

import CGtk
import Scenes

/// The application window: a header bar (scene chooser, present, dismiss, replay, slow
/// motion, fit or fill, the menu) over the canvas and the side panel.
@MainActor
final class MainWindow {
  static let defaultWidth: Int32 = 1100
  static let defaultHeight: Int32 = 740
  /// The side panel's width, in logical pixels.
  static let panelWidth: Int32 = 330

  let window: WidgetPointer
  let lab: Lab
  let canvas: Canvas
  let warnings = WarningList()
  /// Which panel sections are open, for every scene.
  let sections: PanelSections
  let panelHolder: WidgetPointer
  let panelScroller: WidgetPointer
  var panel: ParameterPanel
  /// The release map under the parameters (`ReleaseMapView.swift`).
  var releaseMap: ReleaseMapView?
  /// The curve plot, the spring forms, the timeline and Export… (`MotionInspector.swift`).
  private(set) var inspector: MotionInspector!
  private var sceneChooser: WidgetPointer!
  private var speedChooser: WidgetPointer!
  /// The "Reset to the seed's values" button.
  private(set) var resetButton: WidgetPointer!
  /// The last reported control rectangles (see `reportControls`).
  var reportedControls = ""
  /// True while a header control is set from the state, so it does not act.
  private var following = false
  /// Compare mode and the blind test (see `MainWindow+Modes.swift`).
  var modes = ModePanes()

  init(application: UnsafeMutablePointer<GtkApplication>, lab: Lab, sections: PanelSections) {
    self.lab = lab
    self.sections = sections
    window = gtk_application_window_new(application)
    gtk_window_set_title(tl_window(window.raw), "Transition Lab")
    gtk_window_set_default_size(tl_window(window.raw), Self.defaultWidth, Self.defaultHeight)
    canvas = Canvas(lab: lab)
    panel = ParameterPanel(
      store: lab.parameters, summary: lab.session.descriptor.summary, sections: sections)
    panelHolder = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
    panelScroller = gtk_scrolled_window_new()
    inspector = MotionInspector(lab: lab, canvas: canvas, window: window)
    gtk_window_set_titlebar(tl_window(window.raw), makeHeaderBar())
    gtk_window_set_child(tl_window(window.raw), makeContent())
    Signal.connect(
      window, "notify::is-active",
      pointer: { [weak self] _ in
        guard let self, gtk_window_is_active(tl_window(self.window.raw)) == 0 else { return }
        self.canvas.cancelDrag()
        self.activeComparison?.canvas.cancelDrag()
      })
    canvas.onStateChange = { [weak self] in
      self?.followState()
      self?.inspector.follow()
    }
    Signal.connect(window, "realize") { [weak self] in self?.reportControlsAfterEachPaint() }
    lab.onWarning = { [weak self] message in self?.warnings.add(message) }
    for message in lab.warnings { warnings.add(message) }
    followState()
  }

  // MARK: Building

  private func makeHeaderBar() -> WidgetPointer {
    let header = gtk_header_bar_new()!
    let bar = tl_header_bar(header.raw)
    let titles = SceneCatalog.all.map(\.title)
    sceneChooser = withCStringArray(titles) { gtk_drop_down_new_from_strings($0) }
    gtk_widget_set_tooltip_text(sceneChooser, "Scene (Ctrl+1, Ctrl+2, Ctrl+3)")
    Accessible.describe(
      sceneChooser, label: "Scene",
      description:
        "The scene the canvas shows (Ctrl+1, Ctrl+2, Ctrl+3; Ctrl+Page Down for the next).")
    Signal.connect(
      sceneChooser, "notify::selected",
      pointer: { [weak self] _ in
        guard let self, !self.following else { return }
        let index = Int(gtk_drop_down_get_selected(tl_drop_down(self.sceneChooser.raw)))
        guard index < SceneCatalog.all.count else { return }
        Actions.activate(
          gtk_window_get_application(tl_window(self.window.raw))!, "scene",
          string: SceneCatalog.all[index].id)
      })
    gtk_header_bar_pack_start(bar, sceneChooser)
    gtk_header_bar_pack_start(bar, button("Present", "app.present", "Present the modal (Ctrl+P)"))
    gtk_header_bar_pack_start(bar, button("Dismiss", "app.dismiss", "Dismiss the modal (Ctrl+D)"))
    gtk_header_bar_pack_start(
      bar,
      button("Replay drag", "app.replay", "Replay the last drag with the current values (Ctrl+R)"))

    gtk_header_bar_pack_end(bar, menuButton())
    let fill = gtk_toggle_button_new_with_label("Fill")!
    gtk_actionable_set_action_name(tl_actionable(fill.raw), "app.fill")
    gtk_widget_set_tooltip_text(
      fill, "Fill the canvas with the screen instead of the device (Ctrl+F)")
    Accessible.describe(
      fill, description: "Fill the canvas with the screen instead of the device (Ctrl+F).")
    gtk_header_bar_pack_end(bar, fill)
    let speeds = Lab.timeScales.map { "\(formatNumber($0))×" }
    speedChooser = withCStringArray(speeds) { gtk_drop_down_new_from_strings($0) }
    gtk_widget_set_tooltip_text(speedChooser, "Slow motion (Ctrl+M; Alt+1 to Alt+4)")
    Accessible.describe(
      speedChooser, label: "Slow motion",
      description: "How fast scene time runs: 1×, 0.5×, 0.25× or 0.1× (Ctrl+M; Alt+1 to Alt+4).")
    Signal.connect(
      speedChooser, "notify::selected",
      pointer: { [weak self] _ in
        guard let self, !self.following else { return }
        let index = Int(gtk_drop_down_get_selected(tl_drop_down(self.speedChooser.raw)))
        guard index < Lab.timeScales.count else { return }
        Actions.activate(
          gtk_window_get_application(tl_window(self.window.raw))!, "slow-motion",
          string: formatNumber(Lab.timeScales[index]))
      })
    gtk_header_bar_pack_end(bar, speedChooser)
    return header
  }

  private func button(_ label: String, _ action: String, _ tooltip: String) -> WidgetPointer {
    let button = gtk_button_new_with_label(label)!
    gtk_actionable_set_action_name(tl_actionable(button.raw), action)
    gtk_widget_set_tooltip_text(button, tooltip)
    Accessible.describe(button, description: tooltip + ".")
    return button
  }

  private func menuButton() -> WidgetPointer {
    let menu = g_menu_new()!
    g_menu_append(menu, "Reset Parameters", "app.reset-parameters")
    g_menu_append(menu, "Reduce Motion", "app.reduce-motion")
    g_menu_append(menu, "Export…", "app.export")
    g_menu_append(menu, "Compare Parameter Sets", "app.compare")
    g_menu_append(menu, "Which Feels Better?", "app.blind-test")
    g_menu_append(menu, "Keyboard Shortcuts", "win.show-help-overlay")
    g_menu_append(menu, "About Transition Lab", "app.about")
    g_menu_append(menu, "Quit", "app.quit")
    let button = gtk_menu_button_new()!
    gtk_menu_button_set_icon_name(tl_menu_button(button.raw), "open-menu-symbolic")
    gtk_menu_button_set_menu_model(tl_menu_button(button.raw), tl_menu_model(menu.raw))
    gtk_widget_set_tooltip_text(button, "Main menu")
    Accessible.describe(
      button, label: "Main menu",
      description:
        "Reset the parameters, compare parameter sets, which feels better, the keyboard "
        + "shortcuts, about Transition Lab, quit.")
    g_object_unref(menu.raw)
    return button
  }

  private func makeContent() -> WidgetPointer {
    let content = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
    let stage = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    gtk_box_append(tl_box(stage.raw), canvas.area)
    gtk_box_append(tl_box(stage.raw), inspector.timeline.widget)
    modes.content = content
    modes.stage = stage
    gtk_box_append(tl_box(content.raw), stage)
    gtk_box_append(tl_box(content.raw), gtk_separator_new(GTK_ORIENTATION_VERTICAL))
    let side = gtk_box_new(GTK_ORIENTATION_VERTICAL, 18)!
    gtk_widget_add_css_class(side, "side-panel")
    let heading = ParameterPanel.label("Parameters", classes: ["heading"])
    let reset = gtk_button_new_with_label("Reset to the seed's values")!
    resetButton = reset
    gtk_actionable_set_action_name(tl_actionable(reset.raw), "app.reset-parameters")
    gtk_widget_set_tooltip_text(
      reset, "Put every parameter of this scene back to the tutorial's value (Ctrl+Shift+R)")
    Accessible.describe(
      reset,
      description: "Put every parameter of this scene back to the tutorial's value (Ctrl+Shift+R).")
    gtk_box_append(tl_box(side.raw), heading)
    gtk_box_append(tl_box(side.raw), panelHolder)
    gtk_box_append(tl_box(side.raw), reset)
    gtk_box_append(tl_box(side.raw), inspector.section)
    gtk_box_append(tl_box(panelHolder.raw), panel.widget)
    attachReleaseMap()
    let scroller = tl_scrolled_window(panelScroller.raw)
    gtk_scrolled_window_set_policy(scroller, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    gtk_scrolled_window_set_child(scroller, side)
    gtk_widget_set_size_request(panelScroller, Self.panelWidth, -1)
    gtk_widget_set_hexpand(panelScroller, 0)
    gtk_widget_set_vexpand(panelScroller, 1)
    if let scrolling = gtk_scrolled_window_get_vadjustment(scroller) {
      scrollPanelByWheel(scrolling)
    }
    // The warnings sit below the scrolling panel, not in it, so one is seen when it comes
    // (a settings file moved aside at start, a misuse mid-drag) wherever the panel is scrolled.
    let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    gtk_widget_set_hexpand(column, 0)
    gtk_box_append(tl_box(column.raw), panelScroller)
    gtk_box_append(tl_box(column.raw), warnings.widget)
    gtk_box_append(tl_box(content.raw), column)
    return content
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
    gtk_box_remove(tl_box(panelHolder.raw), panel.widget)
    panel = ParameterPanel(
      store: lab.parameters, summary: lab.session.descriptor.summary, sections: sections)
    gtk_box_append(tl_box(panelHolder.raw), panel.widget)
    attachReleaseMap()
    inspector.sessionChanged()
    canvas.forgetReportedLayout()
    canvas.update()
  }

  /// Moves the keyboard focus to the panel's first control.
  func focusPanel() {
    if let target = panel.firstFocusTarget { gtk_widget_grab_focus(target) }
  }

  /// Sets the header's choosers from the state and enables the actions that apply now.
  func followState() {
    following = true
    defer { following = false }
    releaseMap?.follow()
    let sceneIndex = SceneCatalog.all.firstIndex { $0.id == lab.session.descriptor.id } ?? 0
    if gtk_drop_down_get_selected(tl_drop_down(sceneChooser.raw)) != UInt32(sceneIndex) {
      gtk_drop_down_set_selected(tl_drop_down(sceneChooser.raw), UInt32(sceneIndex))
    }
    let speedIndex = Lab.timeScales.firstIndex(of: lab.timeScale) ?? 0
    if gtk_drop_down_get_selected(tl_drop_down(speedChooser.raw)) != UInt32(speedIndex) {
      gtk_drop_down_set_selected(tl_drop_down(speedChooser.raw), UInt32(speedIndex))
    }
    onStateChange?()
  }

  /// Called after the header followed the state (the application enables actions).
  var onStateChange: (() -> Void)?
}

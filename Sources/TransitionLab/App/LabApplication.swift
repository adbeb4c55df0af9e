import CGtk
import Foundation
import Scenes
import TransitionKit

/// The application (libadwaita's): builds the window on activation, owns the actions that the
/// header, the menu and the keyboard shortcuts activate, follows light and dark, saves
/// settings, and quits cleanly on Ctrl+Q, on closing the window and on SIGTERM or SIGINT.
///
/// Every action sends a command to the lab; the actions' states and whether they are enabled
/// are drawn from the lab's state in `render(_:)`.
@MainActor
final class LabApplication {
  /// How long after the last panel change the settings are written, in milliseconds.
  static let saveDelayMilliseconds: UInt32 = 400

  let application: UnsafeMutablePointer<GtkApplication>
  let lab: Lab
  private var window: MainWindow?
  private var desktopFont: DesktopFont?
  private var styles = StyleSheets()
  private var saveTimer: UInt32?
  private var actions: AppActions?
  private var stateObservation: ObservationToken?
  private var styleManager: OpaquePointer?
  private var shortcutsWindow: WidgetPointer?
  /// The toast of the last reset, held until its Undo no longer applies (then withdrawn).
  private var resetToast = HeldToast()
  /// The toast of the last preset deleted, held until the preset is put back (then
  /// withdrawn).
  private var deletedPresetToast = HeldToast()
  /// Called once the window is built (a scene file's reloading attaches to it).
  var onWindow: ((MainWindow) -> Void)?

  init(lab: Lab) {
    self.lab = lab
    application = tl_application(adw_application_new(applicationID, G_APPLICATION_NON_UNIQUE).raw)
    Signal.connect(application, "activate") { [weak self] in self?.activate() }
    Signal.connect(application, "shutdown") { [weak self] in self?.lab.saveSettingsIfNeeded() }
    // The handlers stay for the process's life: a second SIGTERM while the first one's quit
    // is under way must not fall back to the default action and kill the app mid-save.
    for signal in [SIGTERM, SIGINT] {
      MainLoop.addUnixSignal(signal) { [weak self] in
        self?.quit()
        return true
      }
    }
    lab.onSettingsChange = { [weak self] in self?.scheduleSave() }
  }

  /// Runs the main loop until the application quits; returns its exit status.
  func run() -> Int32 {
    g_set_prgname(applicationID)
    g_set_application_name("Transition Lab")
    let status = g_application_run(tl_gapplication(application.raw), 0, nil)
    g_object_unref(application.raw)
    return status
  }

  private func activate() {
    if let window {
      gtk_window_present(tl_window(window.window.raw))
      return
    }
    let display = gdk_display_get_default()
    let dataDirectory = DataFiles.directory()
    if let dataDirectory, let display {
      // The source tree's data/ holds the icon itself; an install has it in share/icons.
      let theme = gtk_icon_theme_get_for_display(display)
      gtk_icon_theme_add_search_path(theme, dataDirectory)
      gtk_icon_theme_add_search_path(theme, dataDirectory + "/../icons")
    }
    gtk_window_set_default_icon_name(applicationID)
    addActions()
    let sections = PanelSections(
      path: PanelSections.defaultPath(settingsPath: SettingsFile.defaultPath()))
    let window = MainWindow(application: application, lab: lab, sections: sections)
    self.window = window
    window.inspector.shareAction = actions?[.share]
    window.canvas.addOverlay(Guides.button())
    followStyleManager(dataDirectory: dataDirectory, display: display)
    let font = DesktopFont()
    desktopFont = font
    font.onChange = { [weak self] in
      guard let window = self?.window else { return }
      window.canvas.purgeCaches()
      window.canvas.update()
    }
    stateObservation = lab.observeState { [weak self] old, new in self?.render(new, old: old) }
    render(lab.state, old: nil)
    gtk_window_present(tl_window(window.window.raw))
    if lab.keptSettings.comparison.isOpen { lab.send(.setWorkspace(.compare)) }
    onWindow?(window)
    // The stage has the keyboard from the start (after a scene file's scene is in place).
    window.canvas.area.grabFocus()
  }

  /// libadwaita's style manager decides light or dark from the desktop and the person's
  /// choice, and says when high contrast is asked for; the canvas and the style sheets follow.
  private func followStyleManager(dataDirectory: String?, display: OpaquePointer?) {
    guard let manager = adw_style_manager_get_default() else { return }
    styleManager = manager
    // GTK_THEME=…:dark, as the screenshots use, still asks for dark.
    if let theme = ProcessInfo.processInfo.environment["GTK_THEME"], theme.hasSuffix(":dark"),
      lab.state.appearance == .system
    {
      lab.send(.setAppearance(.dark))
    }
    applyColorScheme(lab.state.appearance)
    let follow: @MainActor () -> Void = { [weak self] in
      guard let self, let window = self.window, let manager = self.styleManager else { return }
      let appearance: Appearance = adw_style_manager_get_dark(manager) != 0 ? .dark : .light
      self.lab.send(.setHighContrast(adw_style_manager_get_high_contrast(manager) != 0))
      self.styles.load(directory: dataDirectory, display: display, appearance: appearance)
      Application.shared.systemAppearance = appearance
      guard window.canvas.renderer.appearance != appearance else { return }
      window.canvas.renderer.appearance = appearance
      window.canvas.purgeCaches()
      window.canvas.update()
    }
    Signal.connect(manager, "notify::dark", pointer: { _ in follow() })
    Signal.connect(manager, "notify::high-contrast", pointer: { _ in follow() })
    follow()
  }

  private func applyColorScheme(_ choice: WindowAppearance) {
    guard let styleManager else { return }
    let scheme: AdwColorScheme =
      switch choice {
      case .system: ADW_COLOR_SCHEME_DEFAULT
      case .light: ADW_COLOR_SCHEME_FORCE_LIGHT
      case .dark: ADW_COLOR_SCHEME_FORCE_DARK
      }
    if adw_style_manager_get_color_scheme(styleManager) != scheme {
      adw_style_manager_set_color_scheme(styleManager, scheme)
    }
  }

  // MARK: Actions

  private func addActions() {
    // The desktop's own "reduce animations" (GtkSettings' gtk-enable-animations off) turns
    // Reduce Motion on at start.
    let animations = tl_object_get_bool(gtk_settings_get_default()?.raw, "gtk-enable-animations")
    if animations == 0 { lab.send(.setReducesMotion(true)) }
    actions = AppActions(application: application, state: lab.state) { [weak self] action, value in
      self?.perform(action, value)
    }
  }

  /// Carries out an action: the command it sends, or what the window does itself (a
  /// dialog, the focus, the canvas's fit), with the few steps around a command that the
  /// canvas needs.
  private func perform(_ action: AppAction, _ value: ActionValue?) {
    switch action {
    case .cancel: cancel()
    case .resetParameters: resetParameters()
    case .focusPanel: window?.focusPanel()
    case .about: showAbout()
    case .shortcuts: showShortcuts()
    case .quit: quit()
    case .export: window?.inspector.showExport()
    case .playPreview: window?.inspector.playPreview()
    case .share: window?.inspector.share()
    case .fill:
      // The canvas sizes the screen to itself before the fit changes.
      if case .bool(let on) = value { window?.canvas.setMode(on ? .fill : .fit) }
    case .scene:
      guard let command = action.command(value) else { return }
      window?.canvas.stopTicks()
      lab.send(command)
    case .screenDevice:
      // In compare mode the chooser changes the edited device's screen, not the window's.
      if case .string(let id) = value, let window, window.chooseComparedDevice(id) { return }
      send(action, value)
    default: send(action, value)
    }
  }

  /// Sends the action's command; the actions that move the scene redraw the canvas at once.
  private func send(_ action: AppAction, _ value: ActionValue?) {
    guard let command = action.command(value) else { return }
    lab.send(command)
    if action == .rotateDevice { window?.lab.stageDevices?.rotate(to: lab.state.orientation) }
    if Self.redrawingActions.contains(action) { window?.canvas.update() }
  }

  /// The actions after which the canvas is drawn again straight away.
  private static let redrawingActions: Set<AppAction> = [
    .present, .dismiss, .goBack, .replay, .screenDevice, .rotateDevice,
  ]

  /// Escape: cancels the innermost thing. An edit in a field goes back to the value it
  /// had; the blind test stops; otherwise the modal is dismissed. (Dialogs and popovers take
  /// Escape themselves before it gets here.)
  private func cancel() {
    guard let window else { return }
    if window.cancelEditInProgress() { return }
    if lab.state.workspace.mode == .blindTest {
      // Escape stops a test that runs; with none running it closes the blind test.
      lab.send(
        lab.state.workspace.blindTest?.isRunning == true ? .blindTest(.stop) : .closeBlindTest)
      return
    }
    send(.dismiss, nil)
  }

  /// Puts the edited parameters back to the tutorial's values, with Undo in a toast.
  private func resetParameters() {
    let store = lab.editedParameters
    let values = DefaultsWording(lab.session.descriptor).values
    guard !store.isAtSeedDefaults else {
      window?.toast("The parameters already have \(values)")
      return
    }
    lab.send(.resetParameters)
    withdrawResetToast()
    if let toast = window?.toast(
      "Parameters reset to \(values)", undoAction: AppAction.undoReset.detailedName())
    {
      resetToast.hold(toast)
    }
  }

  /// Takes the reset's toast off the screen once its Undo no longer applies: the reset was
  /// undone (Ctrl+Z, its own Undo) or another edit came after it. A toast that says the
  /// values were reset while they are not would mislead.
  private func withdrawResetToast() {
    guard resetToast.withdraw() else { return }
    lab.emit("toast-withdrawn", [("title", .string("reset"))])
  }

  /// Draws the actions, the style and the window from the state; only what changed.
  private func render(_ state: LabState, old: LabState?) {
    actions?.render(state)
    if old?.guides != state.guides { window?.canvas.update() }
    if old?.appearance != state.appearance { applyColorScheme(state.appearance) }
    if old?.sceneID != state.sceneID, old != nil { window?.sessionChanged() }
    if old?.workspace.mode != state.workspace.mode { window?.setMode(state.workspace.mode) }
    window?.renderWorkspace(state, old: old)
    window?.render(state)
    if !state.canUndoReset { withdrawResetToast() }
    // A deleted preset can be put back from its toast, as a reset can; once it is back,
    // the toast that offers to put it back goes.
    if let deleted = state.deletedPreset, deleted != old?.deletedPreset,
      let toast = window?.toast(
        "Deleted the preset \u{201C}\(deleted.name)\u{201D}",
        undoAction: AppAction.undoDeletePreset.detailedName())
    {
      deletedPresetToast.hold(toast)
    }
    if state.deletedPreset == nil, deletedPresetToast.withdraw() {
      lab.emit("toast-withdrawn", [("title", .string("preset-deleted"))])
    }
  }

  // MARK: Settings, quitting, dialogs

  private func scheduleSave() {
    if let saveTimer { MainLoop.removeSource(saveTimer) }
    saveTimer = MainLoop.addTimeout(milliseconds: Self.saveDelayMilliseconds) { [weak self] in
      self?.saveTimer = nil
      self?.lab.saveSettingsIfNeeded()
      return false
    }
  }

  /// Saves and quits; the main loop returns with status 0.
  func quit() {
    lab.saveSettingsIfNeeded()
    g_application_quit(tl_gapplication(application.raw))
  }

  private func showShortcuts() {
    guard let window else { return }
    let shortcuts = shortcutsWindow ?? ShortcutsWindow.make(transientFor: window.window)
    shortcutsWindow = shortcuts
    gtk_window_present(tl_window(shortcuts.raw))
  }

  private func showAbout() {
    guard let window else { return }
    let about = AboutWindow.make(transientFor: window.window)
    gtk_window_present(tl_window(about.raw))
  }
}

/// The app's style sheets: `style.css`, plus `style-dark.css` in dark mode.
@MainActor
struct StyleSheets {
  private var providers: [UnsafeMutablePointer<GtkCssProvider>] = []

  mutating func load(directory: String?, display: OpaquePointer?, appearance: Appearance) {
    guard let directory, let display else { return }
    for provider in providers {
      gtk_style_context_remove_provider_for_display(display, tl_style_provider(provider.raw))
      g_object_unref(provider.raw)
    }
    providers = []
    var names = [DataFiles.styleSheet]
    if appearance == .dark { names.append(DataFiles.darkStyleSheet) }
    for name in names {
      let path = (directory as NSString).appendingPathComponent(name)
      guard FileManager.default.fileExists(atPath: path) else { continue }
      let provider = gtk_css_provider_new()!
      gtk_css_provider_load_from_path(provider, path)
      gtk_style_context_add_provider_for_display(
        display, tl_style_provider(provider.raw), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
      providers.append(provider)
    }
  }
}

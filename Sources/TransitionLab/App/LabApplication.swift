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
  private var actions: [String: OpaquePointer] = [:]
  private var stateObservation: ObservationToken?
  private var styleManager: OpaquePointer?
  private var shortcutsWindow: WidgetPointer?
  /// The toast of the last reset, held until its Undo no longer applies (then withdrawn).
  private var resetToast: OpaquePointer?
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
    window.inspector.addActions(to: application)
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
    let app = application
    let lab = lab
    actions["present"] = Actions.add(to: app, "present") { [weak self] in
      self?.perform(.present)
    }
    actions["dismiss"] = Actions.add(to: app, "dismiss") { [weak self] in
      self?.perform(.dismiss)
    }
    actions["go-back"] = Actions.add(to: app, "go-back") { [weak self] in
      lab.send(.goBack)
      self?.window?.canvas.update()
    }
    actions["replay"] = Actions.add(to: app, "replay") { [weak self] in
      lab.send(.replay)
      self?.window?.canvas.update()
    }
    actions["scene"] = Actions.addString(to: app, "scene", state: lab.state.sceneID) {
      [weak self] id in
      guard SceneCatalog.scene(id: id) != nil else { return }
      self?.window?.canvas.stopTicks()
      lab.send(.selectScene(id))
    }
    Actions.add(to: app, "next-scene") { lab.send(.stepScene(1)) }
    Actions.add(to: app, "previous-scene") { lab.send(.stepScene(-1)) }
    actions["slow-motion"] = Actions.addString(to: app, "slow-motion", state: "1") { text in
      if let scale = Double(text) { lab.send(.setTimeScale(scale)) }
    }
    Actions.add(to: app, "cycle-slow-motion") { lab.send(.cycleTimeScale) }
    actions["fill"] = Actions.addToggle(to: app, "fill", state: lab.mode == .fill) {
      [weak self] fill in
      self?.window?.canvas.setMode(fill ? .fill : .fit)
    }
    Actions.add(to: app, "reset-parameters") { [weak self] in self?.resetParameters() }
    actions["undo-reset"] = Actions.add(to: app, "undo-reset") { lab.send(.undoReset) }
    actions["undo"] = Actions.add(to: app, "undo") { lab.send(.undo) }
    actions["undo-delete-preset"] = Actions.add(to: app, "undo-delete-preset") {
      lab.send(.restoreDeletedPreset)
    }
    actions["redo"] = Actions.add(to: app, "redo") { lab.send(.redo) }
    actions["compare"] = Actions.addToggle(to: app, "compare", state: false) { on in
      lab.send(.setWorkspace(on ? .compare : .single))
    }
    actions["blind-test"] = Actions.addToggle(to: app, "blind-test", state: false) { on in
      lab.send(on ? .setWorkspace(.blindTest) : .closeBlindTest)
    }
    // The desktop's own "reduce animations" (GtkSettings' gtk-enable-animations off) turns
    // it on at start.
    let animations = tl_object_get_bool(gtk_settings_get_default()?.raw, "gtk-enable-animations")
    if animations == 0 { lab.send(.setReducesMotion(true)) }
    actions["reduce-motion"] = Actions.addToggle(
      to: app, "reduce-motion", state: lab.reducesMotion
    ) { on in lab.send(.setReducesMotion(on)) }
    actions["screen-device"] = Actions.addString(
      to: app, "screen-device", state: lab.state.screenDevice
    ) { [weak self] id in
      if let window = self?.window, window.chooseComparedDevice(id) { return }
      lab.send(.chooseScreenDevice(id))
      self?.window?.canvas.update()
    }
    Actions.add(to: app, "rotate-device") { [weak self] in
      lab.send(.rotateDevice)
      self?.window?.lab.stageDevices?.rotate(to: lab.state.orientation)
      self?.window?.canvas.update()
    }
    for kind in GuideMark.Kind.allCases {
      actions[Guides.actionName(kind)] = Actions.addToggle(
        to: app, Guides.actionName(kind), state: lab.state.guides.contains(kind)
      ) { on in lab.send(.setGuide(kind, on)) }
    }
    actions["appearance"] = Actions.addString(
      to: app, "appearance", state: lab.state.appearance.rawValue
    ) { text in
      if let choice = WindowAppearance(rawValue: text) { lab.send(.setAppearance(choice)) }
    }
    actions["show-panel"] = Actions.addToggle(to: app, "show-panel", state: true) { on in
      lab.send(.setPanelRevealed(on))
    }
    Actions.add(to: app, "cancel") { [weak self] in self?.cancel() }
    Actions.add(to: app, "focus-panel") { [weak self] in self?.window?.focusPanel() }
    Actions.add(to: app, "about") { [weak self] in self?.showAbout() }
    Actions.add(to: app, "shortcuts") { [weak self] in self?.showShortcuts() }
    Actions.add(to: app, "quit") { [weak self] in self?.quit() }
    for shortcut in Shortcuts.all {
      withCStringArray(shortcut.keys) {
        gtk_application_set_accels_for_action(app, shortcut.action, $0)
      }
    }
  }

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
    perform(.dismiss)
  }

  /// Presents or dismisses on the stage shown: every compared device, or the scene.
  private func perform(_ action: SceneAction) {
    lab.send(action == .present ? .present : .dismiss)
    window?.canvas.update()
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
    if let toast = window?.toast("Parameters reset to \(values)", undoAction: "app.undo-reset") {
      g_object_ref(UnsafeMutableRawPointer(toast))
      resetToast = toast
    }
  }

  /// Takes the reset's toast off the screen once its Undo no longer applies: the reset was
  /// undone (Ctrl+Z, its own Undo) or another edit came after it. A toast that says the
  /// values were reset while they are not would mislead.
  private func withdrawResetToast() {
    guard let toast = resetToast else { return }
    resetToast = nil
    adw_toast_dismiss(toast)
    g_object_unref(UnsafeMutableRawPointer(toast))
    lab.emit("toast-withdrawn", [("title", .string("reset"))])
  }

  /// Draws the actions, the style and the window from the state; only what changed.
  private func render(_ state: LabState, old: LabState?) {
    if let action = actions["scene"] { Actions.setState(action, string: state.sceneID) }
    if let action = actions["slow-motion"] {
      Actions.setState(action, string: formatNumber(state.timeScale))
    }
    if let action = actions["fill"] { Actions.setState(action, bool: state.canvasFit == .fill) }
    if let action = actions["reduce-motion"] { Actions.setState(action, bool: state.reducesMotion) }
    if let action = actions["compare"] {
      Actions.setState(action, bool: state.workspace.mode == .compare)
    }
    if let action = actions["blind-test"] {
      Actions.setState(action, bool: state.workspace.mode == .blindTest)
    }
    if let action = actions["appearance"] {
      Actions.setState(action, string: state.appearance.rawValue)
    }
    if let action = actions["show-panel"] { Actions.setState(action, bool: state.isPanelRevealed) }
    if let action = actions["screen-device"] {
      Actions.setState(action, string: state.screenDevice)
    }
    for kind in GuideMark.Kind.allCases {
      if let action = actions[Guides.actionName(kind)] {
        Actions.setState(action, bool: state.guides.contains(kind))
      }
    }
    if old?.guides != state.guides { window?.canvas.update() }
    if old?.appearance != state.appearance { applyColorScheme(state.appearance) }
    if old?.sceneID != state.sceneID, old != nil { window?.sessionChanged() }
    if old?.workspace.mode != state.workspace.mode { window?.setMode(state.workspace.mode) }
    window?.renderWorkspace(state, old: old)
    window?.render(state)
    if let present = actions["present"] { Actions.setEnabled(present, !state.isPresented) }
    if let dismiss = actions["dismiss"] { Actions.setEnabled(dismiss, state.isPresented) }
    if let replay = actions["replay"] { Actions.setEnabled(replay, state.canReplay) }
    if let undo = actions["undo-reset"] { Actions.setEnabled(undo, state.canUndoReset) }
    if !state.canUndoReset { withdrawResetToast() }
    if let undo = actions["undo-delete-preset"] {
      Actions.setEnabled(undo, state.deletedPreset != nil)
    }
    // A deleted preset can be put back from its toast, as a reset can.
    if let deleted = state.deletedPreset, deleted != old?.deletedPreset {
      window?.toast(
        "Deleted the preset \u{201C}\(deleted.name)\u{201D}", undoAction: "app.undo-delete-preset")
    }
    if let undo = actions["undo"] { Actions.setEnabled(undo, state.canUndo) }
    if let redo = actions["redo"] { Actions.setEnabled(redo, state.canRedo) }
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

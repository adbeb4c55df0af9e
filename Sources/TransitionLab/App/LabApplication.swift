import CGtk
import Foundation
import Scenes
import TransitionKit

/// The GtkApplication: builds the window on activation, owns the actions that the header,
/// the menu and the keyboard shortcuts activate, follows light and dark, saves settings,
/// and quits cleanly on Ctrl+Q, on closing the window and on SIGTERM or SIGINT.
@MainActor
final class LabApplication {
  /// How long after the last panel change the settings are written, in milliseconds.
  static let saveDelayMilliseconds: UInt32 = 400

  let application: UnsafeMutablePointer<GtkApplication>
  let lab: Lab
  private var window: MainWindow?
  private var colorScheme: ColorScheme?
  private var desktopFont: DesktopFont?
  private var styles = StyleSheets()
  private var saveTimer: UInt32?
  private var actions: [String: OpaquePointer] = [:]

  init(lab: Lab) {
    self.lab = lab
    application = gtk_application_new(applicationID, G_APPLICATION_NON_UNIQUE)
    Signal.connect(application, "activate") { [weak self] in self?.activate() }
    Signal.connect(application, "shutdown") { [weak self] in self?.lab.saveSettingsIfNeeded() }
    for signal in [SIGTERM, SIGINT] {
      MainLoop.addUnixSignal(signal) { [weak self] in
        self?.quit()
        return false
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
    window.onStateChange = { [weak self] in self?.followState() }
    lab.onSessionChange = { [weak self] in self?.sessionChanged() }
    installShortcutsWindow(on: window)

    let scheme = ColorScheme(
      connection: g_application_get_dbus_connection(tl_gapplication(application.raw)))
    colorScheme = scheme
    styles.load(directory: dataDirectory, display: display, appearance: scheme.appearance)
    window.canvas.renderer.appearance = scheme.appearance
    scheme.onChange = { [weak self] appearance in
      guard let self, let window = self.window else { return }
      self.styles.load(directory: dataDirectory, display: display, appearance: appearance)
      window.canvas.renderer.appearance = appearance
      window.canvas.renderer.purgeCaches()
      window.canvas.update()
      window.redrawCanvases(purging: true)
    }
    let font = DesktopFont()
    desktopFont = font
    font.onChange = { [weak self] in
      guard let window = self?.window else { return }
      window.canvas.renderer.purgeCaches()
      window.canvas.update()
    }
    followState()
    gtk_window_present(tl_window(window.window.raw))
    gtk_widget_grab_focus(window.canvas.area)
    if lab.settings.comparison.isOpen { setMode(.compare) }
  }

  // MARK: Actions

  private func addActions() {
    let app = application
    actions["present"] = Actions.add(to: app, "present") { [weak self] in self?.perform(.present) }
    actions["dismiss"] = Actions.add(to: app, "dismiss") { [weak self] in self?.perform(.dismiss) }
    actions["replay"] = Actions.add(to: app, "replay") { [weak self] in
      guard let self else { return }
      if let (comparison, canvas) = self.window?.activeComparison {
        if comparison.replayLastDrag() { canvas.update() }
        return
      }
      guard self.lab.replayLastDrag() else { return }
      self.window?.canvas.update()
    }
    actions["scene"] = Actions.addString(to: app, "scene", state: lab.session.descriptor.id) {
      [weak self] id in
      guard let self, SceneCatalog.scene(id: id) != nil else { return false }
      self.window?.canvas.stopTicks()
      self.lab.selectScene(id)
      return true
    }
    Actions.add(to: app, "next-scene") { [weak self] in self?.stepScene(by: 1) }
    Actions.add(to: app, "previous-scene") { [weak self] in self?.stepScene(by: -1) }
    actions["slow-motion"] = Actions.addString(to: app, "slow-motion", state: "1") {
      [weak self] text in
      guard let self, let scale = Double(text), Lab.timeScales.contains(scale) else { return false }
      self.lab.setTimeScale(scale)
      self.window?.followState()
      return true
    }
    Actions.add(to: app, "cycle-slow-motion") { [weak self] in
      guard let self else { return }
      self.lab.cycleTimeScale()
      if let action = self.actions["slow-motion"] {
        Actions.setState(action, string: formatNumber(self.lab.timeScale))
      }
      self.window?.followState()
    }
    Actions.addToggle(to: app, "fill", state: lab.mode == .fill) { [weak self] fill in
      self?.window?.canvas.setMode(fill ? .fill : .fit)
    }
    Actions.add(to: app, "reset-parameters") { [weak self] in
      guard let self else { return }
      if let window = self.window, window.modes.mode == .compare {
        window.panel.store.resetToSeedDefaults()
      } else {
        self.lab.resetParameters()
      }
    }
    addModeActions()
    // The desktop's own "reduce animations" (GtkSettings' gtk-enable-animations off) turns
    // it on at start.
    let animations = tl_object_get_bool(gtk_settings_get_default()?.raw, "gtk-enable-animations")
    if animations == 0 { lab.setReducesMotion(true) }
    Actions.addToggle(to: app, "reduce-motion", state: lab.reducesMotion) { [weak self] on in
      self?.lab.setReducesMotion(on)
    }
    Actions.add(to: app, "focus-panel") { [weak self] in self?.window?.focusPanel() }
    Actions.add(to: app, "about") { [weak self] in self?.showAbout() }
    Actions.add(to: app, "quit") { [weak self] in self?.quit() }
    for shortcut in Shortcuts.all {
      withCStringArray(shortcut.keys) {
        gtk_application_set_accels_for_action(app, shortcut.action, $0)
      }
    }
  }

  private func perform(_ action: SceneAction) {
    // Escape dismisses; in the blind test it stops the test instead.
    if action == .dismiss, let window, window.modes.mode == .blindTest {
      window.modes.blindTest?.stop()
      return
    }
    if let (comparison, canvas) = window?.activeComparison {
      comparison.perform(action)
      canvas.update()
      return
    }
    lab.perform(action)
    window?.canvas.update()
  }

  private func stepScene(by offset: Int) {
    let all = SceneCatalog.all
    let index = all.firstIndex { $0.id == lab.session.descriptor.id } ?? 0
    let next = all[(index + offset + all.count) % all.count]
    Actions.activate(application, "scene", string: next.id)
  }

  private func sessionChanged() {
    if let action = actions["scene"] {
      Actions.setState(action, string: lab.session.descriptor.id)
    }
    window?.sessionChanged()
    window?.modesFollowScene()
  }

  /// Enables present, dismiss and replay when they apply.
  private func followState() {
    window?.followTimeScale()
    let comparison = window?.activeComparison?.comparison
    let presented = comparison?.isPresented ?? lab.session.isPresented
    if let present = actions["present"] { Actions.setEnabled(present, !presented) }
    if let dismiss = actions["dismiss"] { Actions.setEnabled(dismiss, presented) }
    if let replay = actions["replay"] {
      Actions.setEnabled(
        replay, comparison?.hasRecording ?? (lab.session.lastRecording != nil))
    }
  }

  /// Compare mode and the blind test: two toggles, at most one of them on.
  private func addModeActions() {
    let app = application
    actions["compare"] = Actions.addToggle(to: app, "compare", state: false) {
      [weak self] on in self?.setMode(on ? .compare : .single)
    }
    actions["blind-test"] = Actions.addToggle(to: app, "blind-test", state: false) {
      [weak self] on in self?.setMode(on ? .blindTest : .single)
    }
  }

  private func setMode(_ mode: WindowMode) {
    window?.setMode(mode)
    if let compare = actions["compare"] { Actions.setState(compare, bool: mode == .compare) }
    if let blind = actions["blind-test"] { Actions.setState(blind, bool: mode == .blindTest) }
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

  private func installShortcutsWindow(on window: MainWindow) {
    let builder = gtk_builder_new_from_string(Shortcuts.builderXML(), -1)!
    if let overlay = gtk_builder_get_object(builder, "shortcuts") {
      gtk_application_window_set_help_overlay(
        tl_application_window(window.window.raw), tl_shortcuts_window(overlay.raw))
    }
    g_object_unref(builder.raw)
  }

  private func showAbout() {
    guard let window else { return }
    let dialog = gtk_about_dialog_new()!
    let about = tl_about_dialog(dialog.raw)
    gtk_about_dialog_set_program_name(about, "Transition Lab")
    gtk_about_dialog_set_logo_icon_name(about, applicationID)
    gtk_about_dialog_set_version(about, "0.1")
    gtk_about_dialog_set_comments(
      about,
      "Build, feel and tune interactive view-controller transitions: drag a modal down, swipe it "
        + "from the edge, pull a card off the screen, and move the numbers while you do.")
    gtk_window_set_transient_for(tl_window(dialog.raw), tl_window(window.window.raw))
    gtk_window_set_modal(tl_window(dialog.raw), 1)
    gtk_window_present(tl_window(dialog.raw))
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

import ArgumentParser
import CGtk
import Foundation

/// The desktop app: what `transition-lab` runs when it is given no subcommand.
enum AppWindow {
  /// The line printed, with exit status 1, when there is no display to open a window on.
  static let noDisplayMessage =
    "transition-lab: no display (neither WAYLAND_DISPLAY nor DISPLAY is set); the window needs "
    + "one, and the subcommands work without: see 'transition-lab --help'"

  /// Whether an environment names a display.
  static func hasDisplay(_ environment: [String: String]) -> Bool {
    ["WAYLAND_DISPLAY", "DISPLAY"].contains { !(environment[$0] ?? "").isEmpty }
  }

  /// Opens the window with the checked options and returns when the app quits.
  ///
  /// - Throws: `ExitCode(1)` after one line on standard error when there is no display or it
  ///   cannot be opened; `UsageError` when the trace file cannot be written.
  static func open(_ options: WindowOptions) throws {
    guard hasDisplay(ProcessInfo.processInfo.environment) else {
      FileHandle.standardError.write(Data((noDisplayMessage + "\n").utf8))
      throw ExitCode(1)
    }
    if let sceneFile = options.sceneFile {
      try SceneFileWindow.open(options, sceneFile: sceneFile)
      return
    }
    let trace = try options.trace.map { try TraceWriter(path: $0) }
    for (name, value) in RendererEnvironment.additions(to: ProcessInfo.processInfo.environment) {
      setenv(name, value, 1)
    }
    guard gtk_init_check() != 0 else {
      let environment = ProcessInfo.processInfo.environment
      let name =
        environment["WAYLAND_DISPLAY"].flatMap { $0.isEmpty ? nil : $0 }
        ?? environment["DISPLAY"] ?? ""
      FileHandle.standardError.write(
        Data(
          ("transition-lab: cannot open the display '\(name)'; the subcommands work without "
            + "one: see 'transition-lab --help'\n").utf8))
      throw ExitCode(1)
    }
    let status = MainActor.assumeIsolated {
      var settingsFile = SettingsFile.defaultPath().map { SettingsFile(path: $0) }
      let loaded = settingsFile?.load()
      let lab = Lab(
        descriptor: options.sceneDescriptor(remembered: loaded?.settings.scene),
        overrides: options.assignments,
        start: options.start, settingsFile: settingsFile,
        settings: (loaded?.settings ?? LabSettings()).opening(on: try? options.deviceSetting()),
        trace: trace)
      if let warning = loaded?.warning {
        FileHandle.standardError.write(Data(("transition-lab: " + warning + "\n").utf8))
        lab.warn("settings.moved-aside", warning)
      }
      return LabApplication(lab: lab).run()
    }
    trace?.drain()
    if status != 0 { throw ExitCode(status) }
  }
}

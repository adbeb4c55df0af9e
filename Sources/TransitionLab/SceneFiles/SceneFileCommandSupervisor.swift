import Foundation

nonisolated(unsafe) private var commandChild: pid_t = 0

/// Runs a command-line command on a scene file (`replay`, `render`, `filmstrip` … with
/// `--scene-file`) in a child process, so that a scene that traps is reported about the
/// person's own file and line, as the window's supervisor reports it
/// (`/home/me/my-modal.swift:57: Fatal error: …`), never about the scene's internal module.
///
/// The child's standard input and output are the command's own; its standard error passes
/// through line by line, with any internal module path (`SceneFile_1a2b/Scene.swift`) said as
/// the person's path. When the child traps, the runtime's message is said about the innermost
/// frame of the scene (from the library's line tables) and the stack the runtime printed is
/// left out; the command then exits with 128 plus the signal, as the trapped process would
/// have. SIGTERM and SIGINT are passed on to the child.
enum SceneFileCommandSupervisor {
  /// Set in the child's environment: it runs the command itself.
  static let childVariable = "TRANSITION_LAB_SCENE_COMMAND"
  /// The commands that play a scene file without a window.
  static let commands: Set<String> = [
    "scenes", "replay", "render", "record", "filmstrip", "compare", "bench", "fuzz",
    "release-map", "drag-plot", "export",
  ]

  /// The scene file a command line plays, when it is one the supervisor runs: a headless
  /// command with `--scene-file`, not already in a supervised child.
  static func sceneFile(in arguments: [String], environment: [String: String]) -> String? {
    guard environment[childVariable] != "1",
      environment[SceneFileWindow.supervisedVariable] != "1",
      let command = arguments.first, commands.contains(command)
    else { return nil }
    for (index, argument) in arguments.enumerated() {
      if argument == "--scene-file", index + 1 < arguments.count { return arguments[index + 1] }
      if argument.hasPrefix("--scene-file=") {
        return String(argument.dropFirst("--scene-file=".count))
      }
    }
    return nil
  }

  /// Runs the command in a child and returns the status to exit with.
  static func run(arguments: [String], sceneFile: String) -> Int32 {
    let environment = ProcessInfo.processInfo.environment
    let cache = SceneFileBuilder.cacheDirectory(environment)
    var childEnvironment = environment
    childEnvironment[childVariable] = "1"
    // The runtime's backtracer would hold a trapped process for seconds.
    childEnvironment["SWIFT_BACKTRACE"] = "enable=no"
    let sources = (try? SceneFileBuilder.sources(of: sceneFile)) ?? []
    let process = Process()
    process.executableURL = URL(fileURLWithPath: SceneFileBuilder.executablePath())
    process.arguments = arguments
    process.environment = childEnvironment
    let errors = Pipe()
    process.standardError = errors
    let filter = SceneTrapFilter(cache: cache, sources: sources)
    let reader = ChildErrorLines.reader(
      of: errors, echo: false, line: { filter.consider($0) },
      end: { rest in
        if !rest.isEmpty { filter.consider(rest) }
        filter.finish()
      })
    for signal in [SIGTERM, SIGINT] {
      Foundation.signal(signal) { received in
        if commandChild > 0 { kill(commandChild, received) }
      }
    }
    do {
      try process.run()
    } catch {
      FileHandle.standardError.write(
        Data("error: cannot run the scene file's command: \(error.localizedDescription)\n".utf8))
      return 1
    }
    commandChild = process.processIdentifier
    reader.start()
    process.waitUntilExit()
    commandChild = 0
    filter.waitUntilFinished()
    let status = process.terminationStatus
    guard process.terminationReason == .uncaughtSignal else {
      filter.flushHeldBack()
      return status
    }
    if SceneFileSupervisor.crashSignals.contains(status) {
      filter.reportTrap(signal: status)
    } else {
      filter.flushHeldBack()
    }
    return 128 + status
  }
}

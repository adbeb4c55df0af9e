import ArgumentParser
import CGtk
import Foundation
import Scenes
import TransitionKit

/// The window on a scene file (`transition-lab --scene-file FILE`).
///
/// The window runs in a child process under a small supervisor (`SceneFileSupervisor`): a
/// scene that traps (a force-unwrapped nil, an index out of range, `fatalError`) ends only
/// the child, and the supervisor starts it again at once with the runtime's message. The
/// child keeps what the person set in a recovery file, updated on every change, and opens
/// again with it, on the last version of the scene that ran.
enum SceneFileWindow {
  /// Set in the child's environment by the supervisor.
  static let supervisedVariable = "TRANSITION_LAB_SUPERVISED"
  static let recoveryFileVariable = "TRANSITION_LAB_RECOVERY_FILE"
  static let crashVariable = "TRANSITION_LAB_SCENE_CRASH"
  /// Set after traps in a row: open on an empty stage and load nothing until the next save.
  static let emptyStageVariable = "TRANSITION_LAB_SCENE_EMPTY_STAGE"

  static func open(_ options: WindowOptions, sceneFile: String) throws {
    let environment = ProcessInfo.processInfo.environment
    guard environment[supervisedVariable] == "1" else {
      let status = SceneFileSupervisor.run(sceneFile: sceneFile)
      if status != 0 { throw ExitCode(status) }
      return
    }
    let crash = environment[crashVariable].flatMap { $0.isEmpty ? nil : $0 }
    let emptyStage = environment[emptyStageVariable] == "1"
    let recovery = environment[recoveryFileVariable].map(SceneFileRecovery.init(path:))
    let trace = try options.trace.map { try TraceWriter(path: $0, appending: crash != nil) }
    for (name, value) in RendererEnvironment.additions(to: environment) {
      setenv(name, value, 1)
    }
    guard gtk_init_check() != 0 else {
      FileHandle.standardError.write(Data("transition-lab: cannot open the display\n".utf8))
      throw ExitCode(1)
    }
    let status = MainActor.assumeIsolated { () -> Int32 in
      let session = SceneFileSession(
        path: sceneFile, recovery: recovery, swiftVersion: options.swiftVersion)
      let first = session.firstVersion(crash: crash, emptyStage: emptyStage)
      var settingsFile = SettingsFile.defaultPath().map { SettingsFile(path: $0) }
      let loaded = settingsFile?.load()
      let lab = Lab(
        descriptor: first.descriptor, overrides: options.assignments, start: options.start,
        settingsFile: settingsFile, settings: loaded?.settings ?? LabSettings(), trace: trace)
      session.attach(lab: lab, first: first)
      let application = LabApplication(lab: lab)
      // What the person sets is on disk at once, for a restart after a trap.
      let save = lab.onSettingsChange
      lab.onSettingsChange = { [weak lab] in
        save?()
        lab?.saveSettingsIfNeeded()
      }
      application.onWindow = { window in session.attach(window: window) }
      return application.run()
    }
    trace?.drain()
    if status != 0 { throw ExitCode(status) }
  }
}

/// A scene shown while a scene file has no version that builds and runs: an empty screen.
@MainActor
final class PlaceholderSceneInstance: SceneInstance {
  let root = ViewController()

  var rootViewController: ViewController { root }
  func presentWithoutAnimation() {}
  func script(for action: SceneAction, screen: Size) -> GestureScript { GestureScript(events: []) }

  static func descriptor(path: String) -> SceneDescriptor {
    let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    return SceneDescriptor(
      id: name, title: name, summary: "The scene file \(path) has no version that runs yet.",
      source: path, parameters: [], controls: [],
      make: { _ in PlaceholderSceneInstance() })
  }
}

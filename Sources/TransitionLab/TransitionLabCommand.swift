import ArgumentParser
import CairoRenderer
import Foundation
import TransitionKit

/// The `transition-lab` executable.
///
/// Run alone it opens the app window; with a subcommand it works without a display. Adding a
/// subcommand is one line in `subcommands`; its type goes in its own file under `Commands/`.
@main
struct TransitionLabCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "transition-lab",
    abstract: "A playground for interactive view-controller transitions.",
    discussion: """
      With no subcommand, opens the app window. The subcommands work without a display. Bad \
      input is reported as one line on standard error, starting 'error: ', with exit status 2.
      """,
    subcommands: [
      WindowCommand.self,
      CurveCommand.self,
      SpringCommand.self,
      ExportCommand.self,
      ScenesCommand.self,
      DevicesCommand.self,
      ReplayCommand.self,
      RenderCommand.self,
      RecordCommand.self,
      FilmstripCommand.self,
      CompareCommand.self,
      BenchCommand.self,
      FuzzCommand.self,
      ReleaseMapCommand.self,
      DragPlotCommand.self,
      NewSceneCommand.self,
      PortCommand.self,
    ],
    defaultSubcommand: WindowCommand.self
  )

  /// Parses the process's arguments and runs the chosen command, mapping every error to one
  /// line on standard error and exit status 2 (see `CommandRunner`).
  static func main() {
    // A scene's `UIImage.pngData()` of a drawing or a JPEG is encoded by the renderer.
    Image.pngEncoder = { image in
      (try? Renderer(scale: image.scale).renderImage(of: image).pngData()).map { Data($0) }
    }
    // Auto Layout sizes text as the renderer draws it.
    MainActor.assumeIsolated { PangoTextMetrics.install() }
    // Work a scene puts on the main queue runs in the frame after it, as on iOS.
    MainActor.assumeIsolated { Window.runsMainQueue = true }
    // A scene file that traps in a headless command is reported about the person's file.
    let arguments = Array(CommandLine.arguments.dropFirst())
    if let sceneFile = SceneFileCommandSupervisor.sceneFile(
      in: arguments, environment: ProcessInfo.processInfo.environment)
    {
      Foundation.exit(SceneFileCommandSupervisor.run(arguments: arguments, sceneFile: sceneFile))
    }
    CommandRunner.main(Self.self, arguments: NewSceneCommand.arguments)
  }
}

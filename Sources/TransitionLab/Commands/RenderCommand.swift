import ArgumentParser
import CairoRenderer
import Foundation
import Scenes
import TransitionKit

/// `transition-lab render --scene ID … --output FILE.png`: a PNG of a scene's screen at a
/// moment.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render a scene's screen at a moment to a PNG file.",
    discussion: """
      The scene runs on a manual clock at 60 frames per second from time 0: with --gesture, the \
      script plays up to --at (or until it is over and everything has settled); with --at \
      alone, time runs to that moment with no input (a coach mark mid-flight, say). The scene \
      starts at its root screen, or with the modal on screen when a script is given; --start \
      chooses. The PNG has the size times the scale in pixels and is written atomically.

      Example: transition-lab render --scene card --gesture data/gestures/long-drag.json \
      --at 0.15 --scale 2 --output card.png
      """
  )

  @OptionGroup var sceneOptions: SceneOptions

  @Option(
    help: ArgumentHelp(
      "Where the scene starts: root, or presented (the modal on screen at time 0). Default: "
        + "presented with --gesture, root without."))
  var start: StartState?

  @Option(help: ArgumentHelp("A gesture script (JSON) to play.", valueName: "file"))
  var gesture: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "The moment to render, in [0, 3600] seconds of scene time.", valueName: "seconds"))
  var at: String?

  @OptionGroup var canvas: CanvasOptions

  @OptionGroup var guideOptions: GuideOptions

  @Option(help: ArgumentHelp("The PNG file to write.", valueName: "file"))
  var output: String

  /// The latest moment `--at` accepts, in seconds.
  static let latestMoment = 3600.0

  func run() throws {
    let screen = try canvas.screen()
    let size = screen.size
    let scale = try canvas.scaleFactor()
    let guides = try guideOptions.kinds()
    let moment = try at.map {
      try NumericInput.number($0, name: "--at", in: .closed(0, Self.latestMoment))
    }
    let descriptor = try sceneOptions.descriptor()
    try MainActor.assumeIsolated {
      try checkPixelSize(size, scale: scale, what: "--size and --scale")
    }
    try OutputPath.check(output)
    let image = try MainActor.assumeIsolated { () throws -> RenderedImage in
      let script = try gesture.map { try GestureScript.load(path: $0, for: descriptor) }
      let sceneMoment = SceneMoment(
        descriptor: descriptor, sceneOptions: sceneOptions, screen: screen,
        start: start ?? (script == nil ? .root : .presented),
        script: script ?? GestureScript(events: []))
      let session = try sceneMoment.makeSession()
      let sceneGuides = SceneGuides(session: session)
      sceneGuides.measure()
      session.play(sceneMoment.script, until: moment ?? (script == nil ? 0 : nil))
      let renderer = canvas.makeRenderer(scale: scale)
      do {
        return try renderer.renderImage(
          session.window, size: size, guides: sceneGuides.marks(guides))
      } catch {
        throw UsageError(String(describing: error))
      }
    }
    try OutputPath.write(image, to: output)
  }
}

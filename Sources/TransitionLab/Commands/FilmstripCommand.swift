import ArgumentParser
import CairoRenderer
import Foundation
import Scenes
import TransitionKit

/// `transition-lab filmstrip --scene ID (--transition present|dismiss | --gesture FILE) …`:
/// frames of one transition laid left to right in a PNG, each labelled with its scene time
/// and progress.
struct FilmstripCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "filmstrip",
    abstract: "Render frames of one transition side by side, labelled, to a PNG file.",
    discussion: """
      --transition present starts at the root screen and plays the scene's own present \
      gesture (a tap on its button); --transition dismiss starts with the modal on screen and \
      plays the scene's dismiss gesture (a tap on Close, or a drag or swipe). --gesture plays a \
      script instead, from the modal on screen unless --start root. The frames are spread \
      evenly from the moment the first transition begins to the moment it completes, both \
      included. Each label gives the scene time and the progress: the last percentage of an \
      interactive transition (with 'finishing' or 'cancelling' once it is released, and 100 % \
      'done' or 0 % 'cancelled' once it has completed), the elapsed share of the duration \
      otherwise. A scene that moves outside any transition (the sheet: its slide up, its \
      moves between detents and its slide down are settles, and its presentation and \
      dismissal transitions take no time) is filmed from the last still frame before the \
      screen moves to the frame where it comes to rest, each label giving the scene time and \
      the sheet's detent (or 'not presented'). A script that starts no transition and moves \
      nothing is refused: there is nothing to film.

      Examples: transition-lab filmstrip --scene card --transition dismiss --frames 6 \
      --output card-dismiss.png
      transition-lab filmstrip --scene sheet --gesture data/gestures/sheet-flick-up.json \
      --output sheet-flick-up.png
      """
  )

  @OptionGroup var sceneOptions: SceneOptions

  @OptionGroup var playback: PlaybackOptions

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("How many frames, a whole number in [2, 24].", valueName: "n"))
  var frames: String = "8"

  @OptionGroup var canvas: CanvasOptions

  @OptionGroup var guideOptions: GuideOptions

  @Option(help: ArgumentHelp("The PNG file to write.", valueName: "file"))
  var output: String

  static let frameRange = 2...24

  func run() throws {
    let screen = try canvas.screen()
    let size = screen.size
    let scale = try canvas.scaleFactor()
    let count = try NumericInput.integer(frames, name: "--frames", in: Self.frameRange)
    let guides = try guideOptions.kinds()
    let descriptor = try sceneOptions.descriptor()
    do {
      _ = try MainActor.assumeIsolated {
        try FilmstripLayout.pixelSize(count: count, frameSize: size, scale: scale)
      }
    } catch let error as RenderError {
      throw UsageError(
        "a filmstrip of \(count) frames at --size \(size.width.shortText)x"
          + "\(size.height.shortText) and --scale \(scale.shortText): \(error.description)")
    }
    try OutputPath.check(output)
    let image = try MainActor.assumeIsolated { () throws -> RenderedImage in
      let moment = try sceneMoment(descriptor, screen: screen)
      let renderer = canvas.makeRenderer(scale: scale)
      let frames = try Self.frames(of: moment, count: count, renderer: renderer, guides: guides)
      do {
        return try FilmstripLayout.compose(frames, frameSize: size, renderer: renderer)
      } catch let error as RenderError {
        throw UsageError(String(describing: error))
      }
    }
    try OutputPath.write(image, to: output)
  }

  /// The scene, start and script the options ask for.
  @MainActor private func sceneMoment(_ descriptor: SceneDescriptor, screen: ScreenChoice) throws
    -> SceneMoment
  {
    let (script, start) = try playback.script(
      descriptor, size: screen.size,
      parameters: { try sceneOptions.parameters(for: descriptor) })
    return SceneMoment(
      descriptor: descriptor, sceneOptions: sceneOptions, screen: screen, start: start,
      script: script)
  }

  /// Plays the script once to find what to film (see `FilmProbe`), then renders `count`
  /// moments of it, each in a fresh session played up to that moment.
  ///
  /// - Throws: `UsageError` when the script starts no transition and moves nothing.
  @MainActor static func frames(
    of moment: SceneMoment, count: Int, renderer: Renderer, guides: Set<GuideMark.Kind> = []
  ) throws -> [FilmstripFrame] {
    guard let span = try FilmProbe(moment).span else {
      let unmoved = try moment.start == .presented && !moment.makeSession().isAwayFromRoot
      throw FilmProbe.nothingToFilm(
        scene: moment.descriptor.id, start: moment.start, verb: "film",
        startPutNothingOnScreen: unmoved)
    }
    return try frames(
      of: moment, at: span.moments(count), span: span, renderer: renderer, guides: guides)
  }

  /// Renders `moment` at each of `times` (scene seconds), each in a fresh session played up to
  /// that moment, labelled with the progress of `span`, the transition being filmed (nil when
  /// the script starts none: every frame then reads 0 %), or, when `span` is motion outside a
  /// transition, with how the scene stands (a sheet's detent).
  @MainActor static func frames(
    of moment: SceneMoment, at times: [Double], span: TransitionSpan?, renderer: Renderer,
    guides: Set<GuideMark.Kind> = []
  ) throws -> [FilmstripFrame] {
    try times.map { time in
      let session = try moment.makeSession()
      let sceneGuides = SceneGuides(session: session)
      sceneGuides.measure()
      var last: (call: String, percent: Double)?
      session.traceSink = { line in
        guard case .object(let fields) = line,
          fields.first(where: { $0.0 == "kind" })?.1 == .string("interactive"),
          case .string(let call)? = fields.first(where: { $0.0 == "call" })?.1,
          case .number(let percent)? = fields.first(where: { $0.0 == "percent" })?.1
        else { return }
        last = (call, percent)
      }
      session.play(moment.script, until: time)
      let image: RenderedImage
      do {
        image = try renderer.renderImage(
          session.window, size: moment.screenSize, guides: sceneGuides.marks(guides))
      } catch {
        throw UsageError(String(describing: error))
      }
      guard let span else {
        return FilmstripFrame(time: time, progress: 0, phase: nil, image: image)
      }
      if span.isMotion {
        return FilmstripFrame(
          time: time, progress: nil, phase: FilmProbe.state(of: session), image: image)
      }
      guard span.interactive else {
        return FilmstripFrame(
          time: time, progress: span.elapsedFraction(at: time), phase: nil, image: image)
      }
      if let completed = session.transitions.first?.completed {
        return FilmstripFrame(
          time: time, progress: completed ? 1 : 0, phase: completed ? "done" : "cancelled",
          image: image)
      }
      let phase: String? =
        switch last?.call {
        case "finish": "finishing"
        case "cancel": "cancelling"
        default: nil
        }
      return FilmstripFrame(
        time: time, progress: last?.percent ?? 0, phase: phase, image: image)
    }
  }
}

/// `--transition`: the scene's present or dismiss gesture.
enum TransitionChoice: String, ExpressibleByArgument, CaseIterable {
  case present
  case dismiss
}

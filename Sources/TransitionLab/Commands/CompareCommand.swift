import ArgumentParser
import CairoRenderer
import Foundation
import Scenes
import TransitionKit

/// `transition-lab compare --scene ID (--gesture FILE | --transition present|dismiss)
/// --variant SETS …`: one gesture played under 2 to 4 parameter sets, as a picture with a row
/// of frames per set, or as one JSON line with each set's `replay` summary.
struct CompareCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "compare",
    abstract: "Play one gesture under 2 to 4 parameter sets, side by side.",
    discussion: """
      Each --variant is a comma-separated list of NAME=VALUE (an empty string for the seed's \
      values), applied after any --set. --transition plays the scene's own present gesture \
      from the root screen or its dismiss gesture from the modal on screen; --gesture plays a \
      script, from the modal on screen unless --start root. --output writes a PNG with one \
      row per variant, labelled with what differs from the seed and the outcome; every row's \
      frames are taken at the same scene times, spread from the first transition's start in \
      any row to the last one's end, so the columns line up. A scene that moves outside any \
      transition (the sheet's settles between detents, its slide up and down) is filmed as \
      filmstrip films it, from the first moment the screen moves in any row to the last, each \
      heading saying how long the screen moved and at which detent it came to rest. A script \
      that starts no transition and moves nothing in any row is refused. --json prints one line, \
      {"scene":ID,"variants":[{"sets":{…},"summary":…}]}, each summary exactly what replay \
      prints for that variant alone (at 60 frames per second).

      Examples: transition-lab compare --scene edge-pan --transition present \
      --variant damping=0.5 --variant damping=0.8 --variant damping=1 --output damping.png
      transition-lab compare --scene sheet --gesture data/gestures/sheet-flick-up.json \
      --variant '' --variant damping=0.5 --output sheet-damping.png
      """
  )

  @OptionGroup var sceneOptions: SceneOptions

  @Option(help: "Play the scene's own present or dismiss gesture.")
  var transition: TransitionChoice?

  @Option(help: ArgumentHelp("A gesture script (JSON) to play instead.", valueName: "file"))
  var gesture: String?

  @Option(help: "With --gesture: where the scene starts, root or presented (the default).")
  var start: StartState?

  @Option(
    name: .customLong("variant"), parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      "A parameter set, NAME=VALUE,… ('' for the seed's); 2 to 4 of them.", valueName: "sets"))
  var variants: [String] = []

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Frames per row, a whole number in [2, 24].", valueName: "n"))
  var frames: String = "6"

  @OptionGroup var canvas: CanvasOptions

  @Option(help: ArgumentHelp("The PNG file to write.", valueName: "file"))
  var output: String?

  @Flag(help: "Print each variant's replay summary as one JSON line instead of a picture.")
  var json = false

  /// `--size`'s default, the screen `replay` runs on.
  static let defaultSize = "390x844"

  func validate() throws {
    try ScenePlayback.validate(transition: transition, gesture: gesture, start: start)
    switch (output, json) {
    case (nil, false): throw UsageError("give --output FILE.png or --json")
    case (.some, true): throw UsageError("give either --output or --json, not both")
    default: break
    }
    if json, (canvas.size ?? Self.defaultSize) != Self.defaultSize || canvas.scale != "1" {
      throw UsageError(
        "--size and --scale shape the picture; --json replays at the default screen, as replay "
          + "does")
    }
  }

  func run() throws {
    let screen = try canvas.screen()
    let size = screen.size
    let scale = try canvas.scaleFactor()
    let count = try NumericInput.integer(frames, name: "--frames", in: FilmstripCommand.frameRange)
    let descriptor = try sceneOptions.descriptor()
    if let output { try OutputPath.check(output) }
    let result = try MainActor.assumeIsolated { () throws -> String? in
      _ = try sceneOptions.parameters(for: descriptor)
      let variants = try CompareVariant.parseAll(
        self.variants, scene: descriptor, base: sceneOptions.assignments)
      let (script, start) = try playback(descriptor, size: size)
      if json {
        return try Self.summaries(
          descriptor, variants: variants, script: script, start: start, screen: screen)
      }
      let renderer = canvas.makeRenderer(scale: scale)
      let rows = CompareRows(
        descriptor: descriptor, variants: variants, script: script, start: start,
        screen: screen)
      let image = try rows.picture(frames: count, renderer: renderer)
      try OutputPath.write(image, to: output ?? "")
      return nil
    }
    if let result { print(result) }
  }

  /// The script to play and where it starts.
  @MainActor private func playback(_ descriptor: SceneDescriptor, size: Size) throws
    -> (GestureScript, StartState)
  {
    try ScenePlayback.script(
      descriptor, transition: transition, gesture: gesture, start: start, size: size,
      parameters: { descriptor.makeParameters() })
  }

  /// The JSON line: for each variant its sets and the summary of a headless replay, made the
  /// way `replay` makes it.
  @MainActor static func summaries(
    _ descriptor: SceneDescriptor, variants: [CompareVariant], script: GestureScript,
    start: StartState, screen: ScreenChoice = .standard
  ) throws -> String {
    let entries = try variants.map { variant -> JSONValue in
      let session = SceneSession.headless(
        descriptor, parameters: try variant.parameters(for: descriptor), start: start,
        screen: screen)
      session.replay(script)
      return .object([("sets", variant.setsJSON), ("summary", session.summary())])
    }
    return JSONValue.object([("scene", .string(descriptor.id)), ("variants", .array(entries))])
      .encoded
  }
}

import ArgumentParser
import Scenes

/// `--gesture`, `--start` and `--fps`: a gesture script played headless on the manual clock,
/// as `replay` and `drag-plot` take them.
struct ScriptOptions: ParsableArguments {
  @Option(help: ArgumentHelp("The gesture script (JSON).", valueName: "file"))
  var gesture: String

  @Option(help: "Where the scene starts: root, or presented (the modal on screen before time 0).")
  var start: StartState = .presented

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Frames per second of the manual clock, in [1, 1000].", valueName: "n"))
  var fps: String = "60"

  /// `--fps` as a number, checked.
  func framesPerSecond() throws -> Double {
    try NumericInput.number(fps, name: "--fps", in: .closed(1, 1000))
  }
}

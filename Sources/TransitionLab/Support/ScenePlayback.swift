import ArgumentParser
import Scenes
import TransitionKit

/// What `compare` and `filmstrip` play: the scene's own present or dismiss gesture
/// (`--transition`), or a gesture script from a file (`--gesture`, with `--start`).
enum ScenePlayback {
  /// Rejects options that name no playback, or two.
  static func validate(transition: TransitionChoice?, gesture: String?, start: StartState?)
    throws
  {
    switch (transition, gesture) {
    case (nil, nil): throw UsageError("give --transition present|dismiss or --gesture FILE")
    case (.some, .some): throw UsageError("give either --transition or --gesture, not both")
    case (.some(let transition), nil) where start != nil && start != ownStart(of: transition):
      throw UsageError(
        "--start goes with --gesture; --transition \(transition.rawValue) starts from "
          + ownStart(of: transition).rawValue)
    default: break
    }
  }

  /// Where the scene's own gesture starts: the root for a presentation, the presented
  /// controller for a dismissal. A `--start` that says the same is accepted.
  static func ownStart(of transition: TransitionChoice) -> StartState {
    transition == .present ? .root : .presented
  }

  /// The script to play and where the scene starts. The scene's own gesture depends on the
  /// screen (`size`, in points), so a throwaway session with `parameters` tells it the size;
  /// `parameters` is only asked for then.
  @MainActor static func script(
    _ descriptor: SceneDescriptor, transition: TransitionChoice?, gesture: String?,
    start: StartState?, size: Size, parameters: () throws -> ParameterStore
  ) throws -> (script: GestureScript, start: StartState) {
    if let gesture {
      return (try GestureScript.load(path: gesture, for: descriptor), start ?? .presented)
    }
    let action: SceneAction = transition == .present ? .present : .dismiss
    let probe = SceneSession(
      descriptor: descriptor, parameters: try parameters(), screenSize: size)
    return (probe.scene.script(for: action, screen: size), ownStart(of: transition ?? .dismiss))
  }
}

/// `--transition`, `--gesture` and `--start`, as the commands that film or record one
/// transition take them.
struct PlaybackOptions: ParsableArguments {
  @Option(help: "Play the scene's own present or dismiss gesture.")
  var transition: TransitionChoice?

  @Option(help: ArgumentHelp("A gesture script (JSON) to play instead.", valueName: "file"))
  var gesture: String?

  @Option(
    help: ArgumentHelp(
      "With --gesture: where the scene starts, root or presented (the default); with "
        + "--transition, only the transition's own start."))
  var start: StartState?

  func validate() throws {
    try ScenePlayback.validate(transition: transition, gesture: gesture, start: start)
  }

  /// The script to play on `descriptor` and where it starts (`ScenePlayback.script`).
  @MainActor func script(
    _ descriptor: SceneDescriptor, size: Size, parameters: () throws -> ParameterStore
  ) throws -> (script: GestureScript, start: StartState) {
    try ScenePlayback.script(
      descriptor, transition: transition, gesture: gesture, start: start, size: size,
      parameters: parameters)
  }
}

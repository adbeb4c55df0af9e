import TransitionKit

/// One fuzz case: a scene, where it starts, the parameters changed from the seed's values, and
/// the gesture script played against it.
public struct FuzzCase: Sendable, Equatable {
  /// Where the session starts: the root screen, or the modal already on screen.
  public enum Start: String, Sendable, CaseIterable {
    case root
    case presented
  }

  public var sceneID: String
  public var start: Start
  /// `name=value` pairs, as `--set` takes them.
  public var assignments: [String]
  public var script: GestureScript
  /// The seed the case was generated from (kept through shrinking, for the record).
  public var seed: UInt64
  /// The device the case runs on (a `DeviceCatalog` id), nil for the 390 × 844 screen of a
  /// size alone that every case ran on before devices.
  public var device: String?
  /// How the device is held.
  public var orientation: ScreenOrientation

  public init(
    sceneID: String, start: Start, assignments: [String] = [], script: GestureScript,
    seed: UInt64 = 0, device: String? = nil, orientation: ScreenOrientation = .portrait
  ) {
    self.sceneID = sceneID
    self.start = start
    self.assignments = assignments
    self.script = script
    self.seed = seed
    self.device = device
    self.orientation = orientation
  }

  /// The screen the case runs on: its device's held its way, or the default size's.
  @MainActor public func makeScreen() -> Screen {
    guard let device, let model = DeviceCatalog.device(id: device) else {
      return Screen(size: Screen.defaultSize)
    }
    return Screen(device: model, orientation: orientation)
  }

  /// `--device ID` (and `--orientation landscape`) for a case on a device; none otherwise.
  private var deviceArguments: [String] {
    guard let device else { return [] }
    return ["--device", device]
      + (orientation == .portrait ? [] : ["--orientation", orientation.rawValue])
  }

  /// The `transition-lab replay` command line that plays this case from `path`.
  public func replayCommand(path: String) -> String {
    (["transition-lab", "replay", "--scene", sceneID, "--start", start.rawValue]
      + deviceArguments + assignments.flatMap { ["--set", $0] } + ["--gesture", path])
      .joined(separator: " ")
  }

  /// The case as a gesture script file that `transition-lab replay --gesture` reads as it is
  /// (it reads `events` and ignores the rest), with the scene, start, parameters, seed and the
  /// command line that reproduces it at the top.
  public func json(path: String) -> String {
    let header: [(String, JSONValue)] = [
      ("scene", .string(sceneID)), ("start", .string(start.rawValue)),
      ("set", .array(assignments.map { .string($0) })), ("seed", .string(String(seed))),
      ("replay", .string(replayCommand(path: path))),
    ]
    let device: [(String, JSONValue)] =
      device.map { [("device", .string($0)), ("orientation", .string(orientation.rawValue))] }
      ?? []
    let fields = JSONValue.object(header + device).encoded.dropLast()
    return fields + "," + script.json().dropFirst()
  }

  /// The number of events plus the parameters changed: what shrinking makes smaller.
  public var size: Int { script.events.count + assignments.count }
}

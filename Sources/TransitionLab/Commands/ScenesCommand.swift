import ArgumentParser
import Scenes

/// `transition-lab scenes [--json]`: the scenes, their controls and parameters.
struct ScenesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scenes",
    abstract: "List the scenes with their controls and parameters (id, range, default, unit).",
    discussion: """
      Parameters can be changed with --set NAME=VALUE on replay, render and the app; controls \
      are what a gesture script's tap can name as its "target".
      """
  )

  @Flag(help: "Print everything as one JSON object.")
  var json = false

  @Flag(
    name: .shortAndLong,
    help: "Print each parameter's range and its summary, with the sources it cites.")
  var verbose = false

  @Option(
    help: ArgumentHelp(
      "List only this scene of your own, a Swift file or folder (see 'transition-lab "
        + "new-scene'); a compile error is printed as the compiler's lines, with exit status 2.",
      valueName: "file"))
  var sceneFile: String?

  @Option(
    help: ArgumentHelp(
      "The Swift language mode a scene file is compiled in: 5 (the default, as an iOS app's "
        + "code) or 6; a file can ask with a '// swift-tools-version: 6.0' first line.",
      valueName: "mode"))
  var swiftVersion: Int?

  func run() throws {
    let scenes =
      try sceneFile.map { [try SceneChoice.load($0, swiftVersion: swiftVersion)] }
      ?? SceneCatalog.all
    if json {
      print(SceneListing.json(scenes).encoded)
    } else {
      print(
        verbose ? SceneListing.text(scenes) : SceneListing.shortText(scenes), terminator: "")
    }
  }
}

/// The scene list as text for people and as JSON for programs.
enum SceneListing {
  /// A few lines per scene: its id and title, its controls, and each parameter with its
  /// default (the summaries and their citations are behind `--verbose`).
  static func shortText(_ scenes: [SceneDescriptor]) -> String {
    var out = ""
    for scene in scenes {
      out += "\(scene.id) — \(scene.title)\n"
      out += controlsLine(scene) + "\n"
      let parameters = scene.parameters.map { "\($0.id) \($0.seedDefault)\(unitSuffix($0))" }
      out += wrap("parameters: " + parameters.joined(separator: ", "), indent: "  ") + "\n\n"
    }
    out += "Ranges, summaries and sources: transition-lab scenes --verbose\n"
    return out
  }

  static func text(_ scenes: [SceneDescriptor]) -> String {
    var out = ""
    for scene in scenes {
      out += "\(scene.id) — \(scene.title)\n"
      out += wrap(scene.summary, indent: "  ") + "\n"
      out += controlsLine(scene) + "\n"
      out += "  parameters:\n"
      let width = scene.parameters.map(\.id.count).max() ?? 0
      for spec in scene.parameters {
        let name = spec.id.padding(toLength: width, withPad: " ", startingAt: 0)
        let value = spec.seedDefault.description + (unitSuffix(spec))
        out += "    \(name)  default \(value), \(spec.allowedDescription)\n"
        out += wrap(spec.summary, indent: "      ") + "\n"
      }
      out += "\n"
    }
    return out
  }

  /// The scene's controls in lines of at most 92 characters like the parameters (the zoom
  /// has dozens), never breaking inside one control's name.
  private static func controlsLine(_ scene: SceneDescriptor) -> String {
    let items = scene.controls.map { "\($0.id) (\($0.title))" }
    var lines: [String] = []
    var line = "  controls:"
    for (index, item) in items.enumerated() {
      let piece = item + (index < items.count - 1 ? "," : "")
      if line.count + piece.count + 1 > 92, line != "  controls:" {
        lines.append(line)
        line = " "
      }
      line += " " + piece
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }

  private static func unitSuffix(_ spec: ParameterSpec) -> String {
    guard case .number = spec.kind, !spec.unit.isEmpty else { return "" }
    return " \(spec.unit)"
  }

  static func json(_ scenes: [SceneDescriptor]) -> JSONValue {
    .object([
      (
        "scenes",
        .array(
          scenes.map { scene in
            .object([
              ("id", .string(scene.id)), ("title", .string(scene.title)),
              ("summary", .string(scene.summary)), ("source", .string(scene.source)),
              (
                "controls",
                .array(
                  scene.controls.map {
                    .object([("id", .string($0.id)), ("title", .string($0.title))])
                  })
              ),
              ("parameters", .array(scene.parameters.map(json))),
            ])
          })
      ),
      (
        "groups",
        .array(
          ParameterGroup.allCases.map {
            .object([
              ("id", .string($0.rawValue)), ("title", .string($0.title)),
              ("summary", .string($0.summary)), ("foldable", .bool($0.isFoldable)),
            ])
          })
      ),
    ])
  }

  private static func json(_ spec: ParameterSpec) -> JSONValue {
    var fields: [(String, JSONValue)] = [
      ("id", .string(spec.id)), ("title", .string(spec.title)), ("unit", .string(spec.unit)),
    ]
    switch spec.kind {
    case .number(let range, let step):
      fields += [
        ("kind", .string("number")),
        ("range", .array([.number(range.lowerBound), .number(range.upperBound)])),
        ("step", .number(step)),
      ]
    case .choice(let options):
      fields += [("kind", .string("choice")), ("options", .array(options.map { .string($0) }))]
    case .toggle:
      fields.append(("kind", .string("toggle")))
    }
    let value: JSONValue
    switch spec.seedDefault {
    case .number(let number): value = .number(number)
    case .choice(let name): value = .string(name)
    case .toggle(let on): value = .bool(on)
    }
    fields += [
      ("default", value), ("summary", .string(spec.summary)),
      ("group", .string(spec.group.rawValue)),
    ]
    return .object(fields)
  }

  /// Words of `text` in lines of at most 92 characters, each starting with `indent`.
  private static func wrap(_ text: String, indent: String) -> String {
    var lines: [String] = []
    var line = indent
    for word in text.split(separator: " ") {
      if line.count + word.count + 1 > 92, line != indent {
        lines.append(line)
        line = indent
      }
      line += (line == indent ? "" : " ") + word
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }
}

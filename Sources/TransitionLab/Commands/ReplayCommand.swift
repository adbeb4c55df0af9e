import ArgumentParser
import Foundation
import Scenes
import TransitionKit

/// `transition-lab replay --scene ID --gesture FILE …`: runs a scene headless against a
/// gesture script on a manual clock and prints a one-line JSON summary.
struct ReplayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Run a scene headless against a gesture script and print a JSON summary.",
    discussion: """
      The scene runs on a manual clock at --fps frames per second; each event is delivered at \
      its own time. Without --until it runs until the last event has happened and every \
      animation has settled (at most 30 s of scene time). The summary is one line: \
      {"scene":ID,"presented":BOOL,"transitions":[{"kind","interactive","completed","start",\
      "end"}],"warnings":N,"device":{"id","orientation","width","height","safeArea",\
      "statusBar","scale","cornerRadius"}}. --device (or --size) chooses the screen and \
      --rotate-at turns it mid-scene. Each warning (a tap whose target was not on screen, say) is \
      also written to standard error, one line each.

      Example: transition-lab replay --scene drag-down --gesture data/gestures/long-drag.json
      """
  )

  @OptionGroup var sceneOptions: SceneOptions

  @OptionGroup var scriptOptions: ScriptOptions

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Stop at this scene time, in (0, 3600] seconds.", valueName: "seconds"))
  var until: String?

  @Option(help: ArgumentHelp("Write a JSON line per event to this file.", valueName: "file"))
  var trace: String?

  @OptionGroup var device: DeviceOptions

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "The scene's screen in points, WIDTHxHEIGHT, each side in (0, 8192]; not with --device. "
        + "(default: 390x844, the iphone-14 device)", valueName: "WxH"))
  var size: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Turn the device a quarter turn (portrait to landscape or back) at this scene time, in "
        + "[0, 3600] seconds; the controllers hear viewWillTransition(to:with:).",
      valueName: "seconds"))
  var rotateAt: String?

  func run() throws {
    let framesPerSecond = try scriptOptions.framesPerSecond()
    let stopTime = try until.map {
      try NumericInput.number($0, name: "--until", in: .openClosed(0, 3600))
    }
    let rotationTime = try rotateAt.map {
      try NumericInput.number($0, name: "--rotate-at", in: .closed(0, 3600))
    }
    let screen = try device.screen(size: size)
    let descriptor = try sceneOptions.descriptor()
    let summary = try MainActor.assumeIsolated { () throws -> String in
      let parameters = try sceneOptions.parameters(for: descriptor)
      let script = try GestureScript.load(path: scriptOptions.gesture, for: descriptor)
      let traceFile = try trace.map { try TraceFile(path: $0) }
      let session = SceneSession.headless(
        descriptor, parameters: parameters, start: scriptOptions.start, screen: screen)
      if let traceFile {
        let origin = session.scriptOrigin
        session.traceSink = { traceFile.write($0.countingTime(from: origin)) }
        for assignment in sceneOptions.assignments {
          let name = String(assignment.prefix { $0 != "=" })
          if let value = parameters[name] {
            session.emit(
              "parameter", at: session.now, [("name", .string(name)), ("value", .init(value))])
          }
        }
      }
      var rotation = rotationTime.map { DeviceRotation(session: session, time: $0) }
      session.replay(script, fps: framesPerSecond, until: stopTime) { _ in rotation?.check() }
      rotation?.finish(fps: framesPerSecond, until: stopTime)
      try traceFile?.close()
      // Why something did nothing (a tap whose target was not on screen) goes to standard
      // error, so it is seen without --trace; the summary still counts it.
      for warning in session.engine.warnings {
        var line = "transition-lab: warning: \(warning.message)"
        if warning.code == "script.target-not-on-screen", scriptOptions.start == .presented {
          line += " (the scene starts with its modal presented; --start root starts on the root)"
        }
        FileHandle.standardError.write(Data((line + "\n").utf8))
      }
      return session.summary().encoded
    }
    print(summary)
  }
}

extension JSONValue {
  /// A parameter value as JSON.
  init(_ value: ParameterValue) {
    switch value {
    case .number(let number): self = .number(number)
    case .choice(let name): self = .string(name)
    case .toggle(let on): self = .bool(on)
    }
  }
}

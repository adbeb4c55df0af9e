import ArgumentParser
import CairoRenderer
import Foundation
import Scenes
import TransitionKit

/// `transition-lab drag-plot --scene ID --gesture FILE …`: the last drag of a gesture script
/// plotted against time (finger, view, velocities, release, projected landing, the rule's
/// boundary), and the release in a line or as JSON.
struct DragPlotCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "drag-plot",
    abstract: "Plot the last drag of a gesture script and print its release.",
    discussion: """
      Plays the script as replay does and records its last drag: each pointer event (the \
      finger's progress along the scene's drag axis and the velocity each estimator reads), \
      the dragged view's position at each frame, and the release as the scene's release rule \
      read it. Positions are progress (0 where a dismissal starts, 1 where it ends; the \
      sheet's top edge from its large detent to the bottom of the screen); velocities are the \
      scene's handler's points per second along the axis, positive toward dismissal; times \
      are seconds from the script's start. Prints one line (with --json, one JSON object: \
      {"scene","release":{"time","progress","velocity","estimator","rule","threshold",\
      "velocity_threshold","projected","projection_is_rules","finishes","outcome"},\
      "fingers","frames","distance"}). --output draws the plot as PNG, or SVG for a name \
      ending in .svg. A scene that does not say how far a drag moves its modal (a scene file) \
      and a script whose drag drives nothing are refused with exit status 2.

      Example: transition-lab drag-plot --scene drag-down --gesture data/gestures/long-drag.json \
      --output drag.png
      """
  )

  @OptionGroup var sceneOptions: SceneOptions

  @OptionGroup var scriptOptions: ScriptOptions

  @Option(help: ArgumentHelp("Draw the plot into this PNG (or .svg) file.", valueName: "file"))
  var output: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("The picture's size in points, WIDTHxHEIGHT.", valueName: "WxH"))
  var size: String = "640x480"

  @Flag(help: "Print the release as one JSON object instead of a line of words.")
  var json = false

  func run() throws {
    let framesPerSecond = try scriptOptions.framesPerSecond()
    let pictureSize = try ScreenSizeInput.parse(size, name: "--size")
    let isSVG = output.map { ($0 as NSString).pathExtension.lowercased() == "svg" } ?? false
    if let output {
      // The checks of a PNG path, for the path with its extension as a PNG's.
      try OutputPath.check(isSVG ? (output as NSString).deletingPathExtension + ".png" : output)
    }
    let descriptor = try sceneOptions.descriptor()
    let line = try MainActor.assumeIsolated { () throws -> String in
      let parameters = try sceneOptions.parameters(for: descriptor)
      let script = try GestureScript.load(path: scriptOptions.gesture, for: descriptor)
      let session = SceneSession.headless(
        descriptor, parameters: parameters, start: scriptOptions.start)
      let recorder = DragRecorder(session: session, origin: session.now)
      session.replay(script, fps: framesPerSecond)
      let record = try Self.check(recorder.finish(), recorder: recorder, scene: descriptor)
      let plot = DragPlot(record: record, title: "\(descriptor.title): the last drag")
      if let output {
        do {
          if isSVG {
            try plot.writeSVG(to: output, size: pictureSize)
          } else {
            try OutputPath.write(try plot.image(size: pictureSize), to: output)
          }
        } catch let error as RenderError {
          throw UsageError("--output: \(error.description)")
        }
      }
      return json ? Self.summary(record, scene: descriptor.id).encoded : plot.readout
    }
    print(line)
  }

  /// The record, or the one-line reason there is none to plot.
  @MainActor static func check(
    _ record: DragRecord?, recorder: DragRecorder, scene descriptor: SceneDescriptor
  ) throws -> DragRecord {
    let scene = descriptor.id
    guard let record else {
      if recorder.sawUnreadPress {
        // Whether the scene declares a drag at all: with its modal on screen.
        let presented = SceneSession(descriptor: descriptor.withOwnModuleState())
        presented.presentWithoutAnimation()
        guard ReleaseDrag.geometry(for: presented) != nil else {
          throw UsageError(
            "scene \(scene) has no drag the plot can read: it does not say how far a drag "
              + "moves its modal or where a release lands (the built-in scenes whose modal a "
              + "finger drags do; a scene file does not yet)")
        }
        throw UsageError(
          "scene \(scene) reads no drag where the gesture pressed: nothing it drags is on "
            + "screen (--start presented starts with the modal on screen)")
      }
      throw UsageError("the gesture holds no press and drag on scene \(scene)")
    }
    guard record.release != nil else {
      throw UsageError(
        "the gesture's drag drove no interactive transition of scene \(scene) (is the modal on "
          + "screen? --start presented starts with it)")
    }
    return record
  }

  /// The JSON line: the release and the record's size.
  static func summary(_ record: DragRecord, scene: String) -> JSONValue {
    var fields: [(String, JSONValue)] = [("scene", .string(scene))]
    if let r = record.release {
      fields.append(
        (
          "release",
          .object([
            ("time", .number(r.time)), ("progress", .number(r.progress)),
            ("velocity", .number(r.velocity)), ("estimator", .string(r.estimator.rawValue)),
            ("rule", .string(r.rule.rawValue)), ("threshold", .number(r.threshold)),
            ("velocity_threshold", r.velocityThreshold.map { .number($0) } ?? .null),
            ("projected", .number(r.projected)),
            ("projection_is_rules", .bool(r.projectionIsRules)),
            ("finishes", .bool(r.finishes)), ("outcome", .string(r.outcome)),
          ])
        ))
    }
    fields += [
      ("fingers", .number(Double(record.fingers.count))),
      ("frames", .number(Double(record.view.count))), ("distance", .number(record.distance)),
    ]
    return .object(fields)
  }
}

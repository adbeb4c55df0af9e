import ArgumentParser
import CairoRenderer
import Foundation
import Scenes
import TransitionKit

/// `transition-lab record --scene ID (--transition … | --gesture FILE) --output FILE`: a
/// scripted gesture as a moving picture to share, an animated PNG, a GIF or a WebM video.
struct RecordCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "record",
    abstract: "Record a transition as an animated PNG, a GIF or a WebM video.",
    discussion: """
      The scene plays the script (--gesture FILE, from the modal on screen unless --start \
      root) or its own present or dismiss gesture (--transition) on its manual clock, from \
      time 0 until the last event has been delivered and nothing moves any more. Frame k \
      shows the scene at k × speed / fps seconds and lasts exactly 1/fps second, so the \
      delays add up to the scene's duration at --speed 1 and to twice or four times it at \
      0.5 or 0.25. The finger's mark is drawn where the finger is (--no-finger leaves it \
      out). The format follows --output's extension: .apng or .png (an animated PNG, delays \
      as exact fractions), .gif (delays in whole centiseconds, rounded so the total stays \
      exact; at most 50 frames a second) or .webm (VP8, written by GStreamer's \
      gst-launch-1.0 when the system has it: Debian's gstreamer1.0-tools, \
      gstreamer1.0-plugins-base and gstreamer1.0-plugins-good, `make webm-deps`). The files \
      loop forever. --device (and --orientation) records on that device's screen, with its \
      safe areas, as 'replay' plays it; not with --size. It prints the file, the frames, the duration and the size.

      Examples: transition-lab record --scene card --gesture data/gestures/long-drag.json \
      --output card.gif
      transition-lab record --scene sheet --transition present --speed 0.5 --output sheet.apng
      """
  )

  @OptionGroup var sceneOptions: SceneOptions

  @OptionGroup var playback: PlaybackOptions

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Frames per second of the file, a whole number in [1, 60].", valueName: "n")
  )
  var fps: String = "30"

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Scene seconds per second of the file: 1 (real speed), 0.5 or 0.25 (slowed); any number "
        + "in [0.1, 1].", valueName: "s"))
  var speed: String = "1"

  @Flag(
    inversion: .prefixedNo,
    help: "Draw the finger's mark where the finger is (the default), or leave it out.")
  var finger = true

  @OptionGroup var canvas: CanvasOptions

  @Option(
    help: ArgumentHelp(
      "The file to write: .apng (or .png), .gif or .webm.", valueName: "file"))
  var output: String

  /// The frame rates accepted, in frames per second.
  static let frameRates = 1...60
  /// The slowest speed accepted, in scene seconds per second of the file.
  static let slowestSpeed = 0.1

  func run() throws {
    let format = try RecordFormat.of(path: output)
    let screen = try canvas.screen()
    let size = screen.size
    let scale = try canvas.scaleFactor()
    let rate = try NumericInput.integer(fps, name: "--fps", in: Self.frameRates)
    let pace = try NumericInput.number(speed, name: "--speed", in: .closed(Self.slowestSpeed, 1))
    try format.check(framesPerSecond: rate)
    let descriptor = try sceneOptions.descriptor()
    try MainActor.assumeIsolated {
      try checkPixelSize(size, scale: scale, what: "--size and --scale")
    }
    try OutputPath.check(output, requiringPNG: false)
    if let reason = format.unavailability { throw UsageError(reason) }
    let line = try MainActor.assumeIsolated { () throws -> String in
      let (script, start) = try playback.script(
        descriptor, size: size,
        parameters: { try sceneOptions.parameters(for: descriptor) })
      let moment = SceneMoment(
        descriptor: descriptor, sceneOptions: sceneOptions, screen: screen, start: start,
        script: script)
      let recording = try SceneRecording.record(
        moment, framesPerSecond: rate, speed: pace, finger: finger,
        renderer: canvas.makeRenderer(scale: scale))
      try format.write(recording, to: output)
      return Self.summary(of: recording, format: format, path: output)
    }
    print(line)
  }

  /// The line printed after writing: `wrote card.gif: GIF, 38 frames at 30 fps, 1.267 s
  /// (1.267 s of scene time at speed 1), 390x844 pixels, 123456 bytes`.
  @MainActor static func summary(of recording: SceneRecording, format: RecordFormat, path: String)
    -> String
  {
    let first = recording.frames.first
    let bytes =
      (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int).flatMap { $0 }
      ?? 0
    return "wrote \(path): \(format.title), \(recording.frames.count) frames at "
      + "\(recording.framesPerSecond) fps, \(String(format: "%.3f", recording.duration)) s "
      + "(\(String(format: "%.3f", recording.sceneDuration)) s of scene time at speed "
      + "\(recording.speed.shortText)), \(first?.width ?? 0)x\(first?.height ?? 0) pixels, "
      + "\(bytes) bytes"
  }
}

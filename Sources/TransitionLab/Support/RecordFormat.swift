import AnimationEncoders
import CairoRenderer
import Foundation
import TransitionKit

/// The moving-picture formats `record` and Share… write, chosen by the file's extension.
enum RecordFormat: String, CaseIterable {
  /// An animated PNG (`.apng`, or `.png`, which browsers and viewers play the same).
  case apng
  case gif
  /// A VP8 video, written by GStreamer when the system has it.
  case webm

  /// The format a path's extension names: `.apng` and `.png`, `.gif`, `.webm`.
  ///
  /// - Throws: `UsageError` naming the extensions allowed.
  static func of(path: String, option: String = "--output") throws -> RecordFormat {
    switch (path as NSString).pathExtension.lowercased() {
    case "apng", "png": return .apng
    case "gif": return .gif
    case "webm": return .webm
    case let other:
      let found = other.isEmpty ? "no extension" : "the extension .\(other)"
      throw UsageError(
        "\(option): '\(path)' has \(found); record writes .apng (or .png), .gif or .webm")
    }
  }

  /// The extension a file of this format gets.
  var fileExtension: String { rawValue }

  /// The name the format goes by in messages and dialogs.
  var title: String {
    switch self {
    case .apng: "Animated PNG"
    case .gif: "GIF"
    case .webm: "WebM video"
    }
  }

  /// Why this format cannot be written here, naming what to install; nil when it can.
  var unavailability: String? {
    self == .webm ? WebMEncoder.unavailability() : nil
  }

  /// Refuses a frame rate the format does not play faithfully: a GIF's delays shorter than
  /// 2 centiseconds are shown far longer by browsers.
  func check(framesPerSecond: Int) throws {
    if self == .gif, framesPerSecond > GIFEncoder.maximumFramesPerSecond {
      throw UsageError(
        "--fps \(framesPerSecond) is too fast for a GIF: browsers show a frame shorter than "
          + "2 centiseconds for 10; use --fps \(GIFEncoder.maximumFramesPerSecond) or fewer, or "
          + ".apng or .webm")
    }
  }

  /// Encodes `recording` and writes it to `path` atomically.
  ///
  /// - Throws: `UsageError` with the encoder's reason.
  @MainActor func write(_ recording: SceneRecording, to path: String) throws {
    try encode(recording.frames, framesPerSecond: recording.framesPerSecond, to: path)
  }

  /// Encodes `frames`, each lasting exactly 1/`framesPerSecond` second, and writes them to
  /// `path` atomically; on any thread (Share… encodes off the main loop).
  ///
  /// - Throws: `UsageError` with the encoder's reason.
  func encode(_ frames: [RenderedImage], framesPerSecond: Int, to path: String) throws(UsageError) {
    do {
      switch self {
      case .apng, .gif:
        let timed = frames.map {
          AnimationFrame(image: $0, delayNumerator: 1, delayDenominator: framesPerSecond)
        }
        if self == .apng {
          try APNGEncoder.write(timed, to: path)
        } else {
          try GIFEncoder.write(timed, to: path)
        }
      case .webm:
        try WebMEncoder.write(frames, framesPerSecond: framesPerSecond, to: path)
      }
    } catch let error as AnimationEncodingError {
      throw UsageError("cannot write '\(path)': \(error.description)")
    } catch let error as RenderError {
      throw UsageError("cannot write '\(path)': \(error.description)")
    } catch {
      throw UsageError("cannot write '\(path)': \(error)")
    }
  }
}

import CairoRenderer
import Foundation

/// Writes a WebM video (VP8) with GStreamer from the system, run as a `gst-launch-1.0`
/// subprocess that reads the frames' raw pixels on its standard input:
///
///     fdsrc ! rawvideoparse format=bgra width=W height=H framerate=F/1
///       ! videoconvert ! vp8enc ! webmmux ! filesink
///
/// Cairo's ARGB32 words are, on a little-endian machine, the bytes blue, green, red and alpha,
/// which is GStreamer's `bgra`. Every frame lasts 1/F second (WebM's timestamps are whole
/// milliseconds, so 1/30 s is kept to the millisecond). On Debian the elements come from
/// `gstreamer1.0-tools` (gst-launch-1.0, gst-inspect-1.0), `gstreamer1.0-plugins-base`
/// (rawvideoparse, videoconvert) and `gstreamer1.0-plugins-good` (vp8enc, webmmux).
public enum WebMEncoder {
  /// The Debian packages that give the pipeline its programs and elements.
  public static let debianPackages = [
    "gstreamer1.0-tools", "gstreamer1.0-plugins-base", "gstreamer1.0-plugins-good",
  ]
  /// The elements the pipeline uses.
  static let elements = [
    "fdsrc", "rawvideoparse", "videoconvert", "vp8enc", "webmmux", "filesink",
  ]
  /// The video's bit rate, in bits per second: enough for a phone screen's sharp UI edges.
  static let targetBitsPerSecond = 4_000_000

  /// Why WebM cannot be written here, naming what to install; nil when it can.
  ///
  /// - Parameter environment: the process environment whose `PATH` is searched.
  public static func unavailability(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String? {
    let install =
      "install the Debian packages \(debianPackages.joined(separator: " ")) "
      + "(make webm-deps)"
    guard executable("gst-launch-1.0", environment: environment) != nil,
      let inspect = executable("gst-inspect-1.0", environment: environment)
    else {
      return "WebM needs GStreamer's gst-launch-1.0, which is not installed: \(install)"
    }
    let missing = elements.filter { element in
      (try? run(inspect, ["--exists", element], environment: environment)) != 0
    }
    guard missing.isEmpty else {
      return "WebM needs the GStreamer elements \(missing.joined(separator: ", ")), which are "
        + "not installed: \(install)"
    }
    return nil
  }

  /// Encodes `frames` at `framesPerSecond` and writes the video to `path` (through a file
  /// beside it, renamed over `path` when the encoder has finished).
  ///
  /// - Throws: `AnimationEncodingError` when GStreamer is missing (naming the packages), the
  ///   frames are empty or differ in size, or the pipeline fails (with its last message).
  public static func write(
    _ frames: [RenderedImage], framesPerSecond: Int, to path: String,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws {
    if let reason = unavailability(environment: environment) {
      throw AnimationEncodingError(reason)
    }
    guard let first = frames.first, first.width > 0, first.height > 0 else {
      throw AnimationEncodingError("no frames")
    }
    for frame in frames where frame.width != first.width || frame.height != first.height {
      throw AnimationEncodingError("the frames differ in size")
    }
    guard let launch = executable("gst-launch-1.0", environment: environment) else { return }
    // A pipeline that stops early closes its end of the pipe: the write then fails instead of
    // ending this process.
    signal(SIGPIPE, SIG_IGN)
    let url = URL(fileURLWithPath: path)
    let partial = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).partial.webm").path
    let log = FileManager.default.temporaryDirectory
      .appendingPathComponent("transition-lab-webm-\(getpid())-\(UUID().uuidString).log")
    FileManager.default.createFile(atPath: log.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: log) }
    let pipeline = [
      "-q", "fdsrc", "fd=0", "!", "rawvideoparse", "format=bgra", "width=\(first.width)",
      "height=\(first.height)", "framerate=\(framesPerSecond)/1", "!", "videoconvert", "!",
      "vp8enc", "deadline=1", "target-bitrate=\(targetBitsPerSecond)",
      "keyframe-max-dist=\(framesPerSecond)", "!", "webmmux", "!", "filesink",
      "location=\(partial)",
    ]
    let process = Process()
    process.executableURL = URL(fileURLWithPath: launch)
    process.arguments = pipeline
    process.environment = environment
    let input = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = try FileHandle(forWritingTo: log)
    try process.run()
    let writer = input.fileHandleForWriting
    for frame in frames {
      // Rows are exactly 4 × width bytes apart in cairo's ARGB32 images.
      let rowBytes = frame.width * 4
      if frame.stride == rowBytes {
        try? writer.write(contentsOf: frame.bytes)
      } else {
        for row in 0..<frame.height {
          let start = row * frame.stride
          try? writer.write(contentsOf: frame.bytes[start..<(start + rowBytes)])
        }
      }
    }
    try? writer.close()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      try? FileManager.default.removeItem(atPath: partial)
      let message =
        (try? String(contentsOf: log, encoding: .utf8))?
        .split(separator: "\n").last.map(String.init) ?? ""
      throw AnimationEncodingError(
        "gst-launch-1.0 failed (status \(process.terminationStatus)): \(message)")
    }
    guard rename(partial, path) == 0 else {
      try? FileManager.default.removeItem(atPath: partial)
      throw AnimationEncodingError("cannot write '\(path)': \(String(cString: strerror(errno)))")
    }
  }

  /// The path of `name` on the environment's `PATH`, if it is there and can be run.
  static func executable(_ name: String, environment: [String: String]) -> String? {
    let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    return folders.lazy.map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
  }

  /// Runs `program` with `arguments`, its output thrown away, and returns its exit status.
  private static func run(
    _ program: String, _ arguments: [String], environment: [String: String]
  ) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }
}

import Foundation

/// A moving picture read back by decoders that are not ours: Pillow (Python's imaging library)
/// for animated PNGs and GIFs, GStreamer's demuxer and VP8 decoder for WebM.
public struct MovingPicture: Equatable {
  public var format: String
  public var width: Int
  public var height: Int
  /// How many frames the decoder found.
  public var frames: Int
  /// Each frame's delay, in milliseconds, as the decoder read it (WebM: empty).
  public var delaysMilliseconds: [Double]
  /// How many times the animation plays after the first, 0 for forever (WebM: nil).
  public var loop: Int?
  /// Per frame, the RGBA colour at each point asked for (the frame as the decoder composes
  /// it over the ones before).
  public var pixels: [[[Int]]]

  /// The delays added up, in seconds.
  public var duration: Double { delaysMilliseconds.reduce(0, +) / 1000 }
}

/// Reads moving pictures with independent decoders.
public enum MovingPictureProbe {
  /// The Python with Pillow: Debian's, which `make test-deps` gives `python3-pil`.
  public static let python = "/usr/bin/python3"

  private static let pillowScript = """
    import json, sys
    from PIL import Image
    image = Image.open(sys.argv[1])
    points = json.loads(sys.argv[2])
    count = getattr(image, "n_frames", 1)
    out = {"format": image.format, "width": image.size[0], "height": image.size[1],
           "frames": count, "loop": image.info.get("loop"), "delays": [], "pixels": []}
    for index in range(count):
        image.seek(index)
        out["delays"].append(float(image.info.get("duration", 0)))
        frame = image.convert("RGBA")
        out["pixels"].append([list(frame.getpixel((x, y))) for x, y in points])
    print(json.dumps(out))
    """

  /// An animated PNG or a GIF read by Pillow, with the colours at `points` (pixels) of each
  /// frame.
  public static func pillow(_ path: String, points: [(x: Int, y: Int)] = []) throws
    -> MovingPicture
  {
    let pointList = "[" + points.map { "[\($0.x), \($0.y)]" }.joined(separator: ", ") + "]"
    let output = try run(python, ["-c", pillowScript, path, pointList])
    guard let object = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
    else { throw ProbeError("Pillow printed no JSON: \(output)") }
    return MovingPicture(
      format: object["format"] as? String ?? "",
      width: object["width"] as? Int ?? 0, height: object["height"] as? Int ?? 0,
      frames: object["frames"] as? Int ?? 0,
      delaysMilliseconds: object["delays"] as? [Double] ?? [],
      loop: object["loop"] as? Int,
      pixels: object["pixels"] as? [[[Int]]] ?? [])
  }

  /// A WebM video decoded by GStreamer (matroskademux, vp8dec) into PNG files, counted, and
  /// the first measured by Pillow.
  public static func webm(_ path: String) throws -> MovingPicture {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("webm-probe-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try run(
      "/usr/bin/gst-launch-1.0",
      [
        "-q", "filesrc", "location=\(path)", "!", "matroskademux", "!", "vp8dec", "!",
        "videoconvert", "!", "pngenc", "!", "multifilesink",
        "location=\(folder.path)/%05d.png",
      ])
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".png") }.sorted()
    guard let first = files.first else { throw ProbeError("GStreamer decoded no frames") }
    let still = try pillow(folder.appendingPathComponent(first).path)
    return MovingPicture(
      format: "WEBM", width: still.width, height: still.height, frames: files.count,
      delaysMilliseconds: [], loop: nil, pixels: [])
  }

  /// Runs a program and returns its standard output; a failure throws with its errors.
  static func run(_ program: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    let output = Pipe()
    let errors = FileManager.default.temporaryDirectory
      .appendingPathComponent("probe-\(UUID().uuidString).err")
    FileManager.default.createFile(atPath: errors.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errors) }
    process.standardOutput = output
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let message = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
      throw ProbeError("\(program) failed (\(process.terminationStatus)): \(message)")
    }
    return String(decoding: data, as: UTF8.self)
  }
}

/// Why a moving picture could not be read back.
public struct ProbeError: Error, CustomStringConvertible {
  public let description: String
  public init(_ description: String) { self.description = description }
}

import ArgumentParser
import CairoRenderer
import Foundation
import TransitionKit

/// The largest screen side `render`, `filmstrip` and `bench` accept, in points.
let maxScreenSide = 8192.0

/// The options that say how large a scene's screen is and how it is drawn, shared by `render`
/// and `filmstrip`.
struct CanvasOptions: ParsableArguments {
  /// The largest device scale accepted.
  static let maxScale = 8.0

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "The scene's screen in points, WIDTHxHEIGHT, each side in (0, 8192]; not with --device. "
        + "(default: 390x844, the iphone-14 device)", valueName: "WxH"))
  var size: String?

  @OptionGroup var device: DeviceOptions

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Device pixels per point, a number in (0, 8].", valueName: "s"))
  var scale: String = "1"

  @Option(help: "System colours (backgrounds, text) for the light or the dark appearance.")
  var appearance: AppearanceChoice = .light

  @Flag(
    help: "Draw the simulated status bar in the style the scene's controllers ask for.")
  var statusBar = false

  /// A renderer for these options: the scale, the appearance (which the scene's windows take
  /// too, for their trait collections) and the status bar.
  @MainActor func makeRenderer(scale: Double) -> Renderer {
    Application.shared.systemAppearance = appearance.appearance
    let renderer = Renderer(appearance: appearance.appearance, scale: scale)
    renderer.drawsStatusBar = statusBar
    return renderer
  }

  /// The screen from `--device`, `--orientation` or `--size`.
  func screen() throws -> ScreenChoice {
    try device.screen(size: size)
  }

  /// The screen's size in points.
  func screenSize() throws -> Size {
    try screen().size
  }

  /// The scale from `--scale`.
  func scaleFactor() throws -> Double {
    let value = Double(scale.trimmingCharacters(in: .whitespaces))
    guard let value, value.isFinite, value > 0, value <= Self.maxScale else {
      throw UsageError(
        "--scale must be a number in (0, \(Self.maxScale.shortText)], got '\(scale)'")
    }
    return value
  }
}

/// `--appearance`: light or dark.
enum AppearanceChoice: String, ExpressibleByArgument, CaseIterable {
  case light
  case dark

  var appearance: Appearance { self == .light ? .light : .dark }
}

/// Reads `WIDTHxHEIGHT` sizes in points.
enum ScreenSizeInput {
  /// The size in `text`, each side a finite number in (0, 8192].
  ///
  /// - Throws: `UsageError` naming the input and the allowed range.
  static func parse(_ text: String, name: String) throws -> Size {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    let range = AllowedRange.open(0, maxScreenSide.nextUp)
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
      range.contains(width), range.contains(height)
    else {
      throw UsageError(
        "\(name) must be WIDTHxHEIGHT in points, each side a number in (0, "
          + "\(maxScreenSide.shortText)], got '\(text)'")
    }
    return Size(width: width, height: height)
  }
}

/// Checks, before any work is done, that a PNG can be written at a path.
enum OutputPath {
  /// Throws unless `path` is not empty, names a file (not a folder), is not something other
  /// than a regular file already (the written file is renamed over it, which would replace a
  /// device such as /dev/null or a pipe), and its folder exists and can be written to; and,
  /// unless `requiringPNG` is false (a moving picture, whose format the extension chooses),
  /// that it ends in .png.
  static func check(_ path: String, name: String = "--output", requiringPNG: Bool = true) throws {
    guard !path.isEmpty else { throw UsageError("\(name): the path is empty") }
    if let reason = AtomicFile.refusal(for: path) {
      throw UsageError("\(name): cannot write '\(path)': \(reason)")
    }
    var isDirectory: ObjCBool = false
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw UsageError("\(name): cannot write '\(path)': the folder '\(folder)' does not exist")
    }
    guard access(folder, W_OK) == 0 else {
      throw UsageError("\(name): cannot write '\(path)': permission denied in '\(folder)'")
    }
    // The image is always PNG: a name that says otherwise would mislead whoever opens it.
    guard !requiringPNG || (path as NSString).pathExtension.lowercased() == "png" else {
      throw UsageError("\(name): '\(path)' must end in .png (the image is written as PNG)")
    }
  }

  /// Writes `image` to `path` atomically, turning a failure into a one-line usage error.
  static func write(_ image: RenderedImage, to path: String) throws {
    do {
      try image.writePNG(to: path)
    } catch {
      throw UsageError("--output: \(error.description)")
    }
  }
}

/// Checks that an image of `size` points at `scale` fits cairo's limits.
@MainActor func checkPixelSize(_ size: Size, scale: Double, what: String) throws {
  do {
    _ = try Renderer.pixelSize(for: size, scale: scale)
  } catch {
    throw UsageError("\(what): \(String(describing: error))")
  }
}

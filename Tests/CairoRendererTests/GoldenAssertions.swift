import CairoRenderer
import Foundation
import TransitionKit
import XCTest

/// Golden-image checks: render a view tree, compare it with a reference PNG kept beside the
/// tests in `__Goldens__/`, and on a mismatch write the actual image and a diff image to
/// `__Failures__/` for a person to look at.
///
/// **Recording.** With `RECORD_GOLDENS=1` in the environment every checked image is written
/// as the new reference and the test fails, saying what it recorded, so a recording run never
/// passes silently; run again without the variable to check. A reference that does not exist
/// yet is recorded the same way (and fails the same way).
///
/// **Tolerance.** Pixels count as equal when no premultiplied channel differs by more than
/// `perChannel` steps of 255; an image matches when at most `differingFraction` of its
/// pixels differ (antialiasing and text rasterising may move by a step between library
/// versions, a moved edge or a wrong colour does not hide within it).
enum Goldens {
  static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let directory = testsDirectory.appendingPathComponent("__Goldens__")
  static let failuresDirectory = testsDirectory.appendingPathComponent("__Failures__")

  static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" }

  /// The file name of a golden: `name@2x.png`, `name@1.25x.png`.
  static func fileName(_ name: String, scale: Double) -> String {
    let scaleText = scale == scale.rounded() ? String(Int(scale)) : String(scale)
    return "\(name)@\(scaleText)x.png"
  }
}

struct GoldenTolerance {
  var perChannel = 3
  var differingFraction = 0.002

  static let standard = GoldenTolerance()
}

/// Renders `root` at `scale` in `appearance` and compares it with the golden `name`.
@MainActor
func assertGolden(
  _ root: View, size: Size, scale: Double, appearance: Appearance = .light, named name: String,
  tolerance: GoldenTolerance = .standard, file: StaticString = #filePath, line: UInt = #line
) {
  let renderer = Renderer(appearance: appearance, scale: scale)
  let image: RenderedImage
  do {
    image = try renderer.renderImage(root, size: size)
  } catch {
    XCTFail("rendering \(name) failed: \(error)", file: file, line: line)
    return
  }
  assertGolden(
    image, named: Goldens.fileName(name, scale: scale), tolerance: tolerance, file: file, line: line
  )
}

/// Compares an image with the golden file `fileName` in `__Goldens__/`.
func assertGolden(
  _ image: RenderedImage, named fileName: String, tolerance: GoldenTolerance = .standard,
  file: StaticString = #filePath, line: UInt = #line
) {
  let referencePath = Goldens.directory.appendingPathComponent(fileName).path
  let exists = FileManager.default.fileExists(atPath: referencePath)
  if Goldens.isRecording || !exists {
    do {
      try FileManager.default.createDirectory(
        at: Goldens.directory, withIntermediateDirectories: true)
      try image.writePNG(to: referencePath)
      let why = exists ? "RECORD_GOLDENS=1 is set" : "there was no golden yet"
      XCTFail(
        "recorded \(referencePath) because \(why); look at it, then run again without "
          + "RECORD_GOLDENS to check against it", file: file, line: line)
    } catch {
      XCTFail("could not record \(referencePath): \(error)", file: file, line: line)
    }
    return
  }
  let reference: RenderedImage
  do {
    reference = try RenderedImage(contentsOfPNG: referencePath)
  } catch {
    XCTFail("could not read the golden: \(error)", file: file, line: line)
    return
  }
  let diff = ImageDiff(actual: image, expected: reference, tolerance: tolerance.perChannel)
  let base = String(fileName.dropLast(".png".count))
  let actualPath = Goldens.failuresDirectory.appendingPathComponent("\(base).actual.png").path
  let diffPath = Goldens.failuresDirectory.appendingPathComponent("\(base).diff.png").path
  guard !diff.matches(allowingFraction: tolerance.differingFraction) else {
    try? FileManager.default.removeItem(atPath: actualPath)
    try? FileManager.default.removeItem(atPath: diffPath)
    return
  }
  var written = ""
  do {
    try FileManager.default.createDirectory(
      at: Goldens.failuresDirectory, withIntermediateDirectories: true)
    try image.writePNG(to: actualPath)
    try diff.image.writePNG(to: diffPath)
    written = "; wrote \(actualPath) and \(diffPath)"
  } catch {
    written = "; could not write the failure images: \(error)"
  }
  let sizes =
    diff.sizesDiffer
    ? " (actual \(image.width)x\(image.height), golden \(reference.width)x\(reference.height))" : ""
  XCTFail(
    "\(fileName) differs from its golden\(sizes): \(diff.differingPixels) of \(diff.totalPixels) "
      + "pixels (\(String(format: "%.3f", diff.differingFraction * 100))%, allowed "
      + "\(tolerance.differingFraction * 100)%), largest channel difference "
      + "\(diff.maxChannelDifference)\(written)", file: file, line: line)
}

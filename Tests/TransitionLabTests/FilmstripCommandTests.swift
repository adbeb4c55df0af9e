import CairoRenderer
import Foundation
import XCTest

/// `transition-lab filmstrip`, run as a user runs it.
///
/// A strip of N frames of W × H points at scale S is laid out with 12-point gaps around and
/// between the frames and a 30-point label band under them, so it is
/// (N·W + 12·(N + 1)) × (12 + H + 30 + 6) points, each side times S in pixels.
final class FilmstripCommandTests: XCTestCase {
  static let gap = 12
  static let band = 30

  /// The expected pixel size of a strip.
  func stripSize(frames: Int, width: Int, height: Int, scale: Int = 1) -> (Int, Int) {
    let gap = Self.gap * scale
    return (
      frames * width * scale + (frames + 1) * gap,
      gap + height * scale + Self.band * scale + gap / 2
    )
  }

  /// The number of dark pixels in the label band under each frame.
  func labelInk(_ image: RenderedImage, frames: Int, width: Int, height: Int, scale: Int = 1)
    -> [Int]
  {
    let gap = Self.gap * scale
    let top = gap + height * scale
    return (0..<frames).map { index in
      let left = gap + index * (width * scale + gap)
      return darkPixels(image, x: left..<(left + width * scale), y: top..<(top + Self.band * scale))
    }
  }

  func testDismissalOfEachScene() throws {
    let folder = try OutputFolder()
    for scene in ["drag-down", "edge-pan", "card"] {
      let output = folder.path("\(scene).png")
      let image = try runWritingImage(
        ["filmstrip", "--scene", scene, "--transition", "dismiss", "--output", output], to: output)
      let (width, height) = stripSize(frames: 8, width: 390, height: 844)
      XCTAssertEqual(image.width, width, scene)
      XCTAssertEqual(image.height, height, scene)
      for (index, ink) in labelInk(image, frames: 8, width: 390, height: 844).enumerated() {
        XCTAssertGreaterThan(ink, 40, "\(scene): frame \(index) has a label")
      }
    }
  }

  func testFramesSizeAndScale() throws {
    let folder = try OutputFolder()
    let output = folder.path("present.png")
    let image = try runWritingImage(
      [
        "filmstrip", "--scene", "drag-down", "--transition", "present", "--frames", "3", "--size",
        "200x300", "--scale", "2", "--output", output,
      ], to: output)
    let (width, height) = stripSize(frames: 3, width: 200, height: 300, scale: 2)
    XCTAssertEqual(image.width, width)
    XCTAssertEqual(image.height, height)
    XCTAssertTrue(
      labelInk(image, frames: 3, width: 200, height: 300, scale: 2).allSatisfy { $0 > 40 })
    // The first frame is the root screen when the tap lands; the last has the green modal
    // fully up.
    let gap = Self.gap * 2
    let lastLeft = gap + 2 * (400 + gap)
    assertPixel(image, x: gap + 20, y: gap + 580, RGBA8(red: 255, green: 255, blue: 255))
    assertPixel(image, x: lastLeft + 20, y: gap + 580, RGBA8(red: 52, green: 199, blue: 89))
  }

  func testAGestureScriptFromTheModalOnScreen() throws {
    let folder = try OutputFolder()
    let output = folder.path("drag.png")
    let image = try runWritingImage(
      [
        "filmstrip", "--scene", "card", "--gesture", SampleGestures.path("long-drag"),
        "--frames", "4", "--output", output,
      ], to: output)
    XCTAssertEqual(image.width, stripSize(frames: 4, width: 390, height: 844).0)
    // The black QR square is on screen in the first frame and gone in the last.
    let gap = Self.gap
    assertPixel(image, x: gap + 195, y: gap + 570, RGBA8(red: 0, green: 0, blue: 0))
    let last = gap + 3 * (390 + gap)
    assertPixel(image, x: last + 195, y: gap + 570, RGBA8(red: 255, green: 255, blue: 255))
  }

  func testBadInput() throws {
    let folder = try OutputFolder()
    let output = folder.path("strip.png")
    let dismiss = ["filmstrip", "--scene", "card", "--transition", "dismiss", "--output", output]
    try assertRefused(
      ["filmstrip", "--scene", "card", "--output", output], mentioning: "--transition",
      leaving: folder)
    try assertRefused(
      dismiss + ["--gesture", SampleGestures.path("long-drag")], mentioning: "not both",
      leaving: folder)
    try assertRefused(dismiss + ["--start", "root"], mentioning: "--start", leaving: folder)
    try assertRefused(
      ["filmstrip", "--scene", "nope", "--transition", "dismiss", "--output", output],
      mentioning: "unknown scene", leaving: folder)
    for frames in ["1", "25", "0", "-3", "eight", "nan"] {
      try assertRefused(dismiss + ["--frames", frames], mentioning: "--frames", leaving: folder)
    }
    for size in ["0x844", "390x8193", "x"] {
      try assertRefused(dismiss + ["--size", size], mentioning: "--size", leaving: folder)
    }
    for scale in ["0", "-2", "inf"] {
      try assertRefused(dismiss + ["--scale", scale], mentioning: "--scale", leaving: folder)
    }
    try assertRefused(
      dismiss + ["--frames", "24", "--size", "2000x100"], mentioning: "32767", leaving: folder)
    try assertRefused(
      ["filmstrip", "--scene", "card", "--transition", "sideways", "--output", output],
      mentioning: "sideways", leaving: folder)
    try assertRefused(
      [
        "filmstrip", "--scene", "card", "--transition", "dismiss", "--output",
        folder.path("no/such/folder.png"),
      ], mentioning: "does not exist", leaving: folder)
    // A swipe that does not start at the edge starts no transition: nothing to film.
    try assertRefused(
      [
        "filmstrip", "--scene", "edge-pan", "--gesture", SampleGestures.path("long-drag"),
        "--output", output,
      ], mentioning: "no transition", leaving: folder)
  }
}

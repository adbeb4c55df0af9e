import CairoRenderer
import Foundation
import Scenes
import TestSupport
import TransitionKit
import XCTest

@testable import TransitionLab

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

  /// The top edge of the sheet in frame `index` of a strip of frames of `width` × `height`
  /// points: the first row, from the top, where the sheet's colour starts and holds for four
  /// rows, in a column left of the list's text and right of the rounded corner.
  func sheetTop(_ image: RenderedImage, frame index: Int, width: Int, height: Int) -> Int? {
    let gap = Self.gap
    let x = gap + index * (width + gap) + 14
    let sheet = RGBA8(red: 242, green: 242, blue: 247)
    func isSheet(_ y: Int) -> Bool {
      let pixel = image.pixel(x: x, y: y)
      return [(pixel.red, sheet.red), (pixel.green, sheet.green), (pixel.blue, sheet.blue)]
        .allSatisfy { abs(Int($0.0) - Int($0.1)) <= 2 }
    }
    return (gap..<(gap + height - 4)).first { y in (y..<(y + 4)).allSatisfy(isSheet) }.map {
      $0 - gap
    }
  }

  /// Whether frames `a` and `b` of a strip hold different pixels.
  func framesDiffer(_ image: RenderedImage, _ a: Int, _ b: Int, width: Int, height: Int) -> Bool {
    let gap = Self.gap
    let (left, right) = (gap + a * (width + gap), gap + b * (width + gap))
    for y in gap..<(gap + height) {
      for x in 0..<width where image.word(x: left + x, y: y) != image.word(x: right + x, y: y) {
        return true
      }
    }
    return false
  }

  func testDismissalOfEachScene() throws {
    let folder = try OutputFolder()
    for scene in SceneCatalog.all.map(\.id) {
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
    assertPixel(
      image, x: gap + 20, y: gap + 580, RGBA8(red: 255, green: 255, blue: 255), tolerance: 2)
    assertPixel(
      image, x: lastLeft + 20, y: gap + 580, RGBA8(red: 52, green: 199, blue: 89), tolerance: 2)
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
    assertPixel(image, x: gap + 195, y: gap + 570, RGBA8(red: 0, green: 0, blue: 0), tolerance: 2)
    let last = gap + 3 * (390 + gap)
    assertPixel(
      image, x: last + 195, y: gap + 570, RGBA8(red: 255, green: 255, blue: 255), tolerance: 2)
  }

  /// The sheet moves outside any transition (its presentation and dismissal take no time):
  /// its slide up, a flick to the large detent and its slide down are filmed, every frame
  /// unlike the one before, the sheet's top edge moving along the screen's height, and the
  /// labels giving the time and the detent.
  func testTheSheetsMotionsAreFilmed() throws {
    let folder = try OutputFolder()
    let cases: [(name: String, arguments: [String], rising: Bool)] = [
      ("present", ["--transition", "present"], true),
      ("flick-up", ["--gesture", SampleGestures.path("sheet-flick-up")], true),
      ("dismiss", ["--transition", "dismiss"], false),
    ]
    for item in cases {
      let output = folder.path("\(item.name).png")
      let image = try runWritingImage(
        ["filmstrip", "--scene", "sheet", "--frames", "5", "--output", output] + item.arguments,
        to: output)
      for index in 1..<5 {
        XCTAssertTrue(
          framesDiffer(image, index - 1, index, width: 390, height: 844),
          "\(item.name): frame \(index) differs from frame \(index - 1)")
      }
      // The slide down leaves the screen: its last frame has no sheet.
      let tops = (0..<5).map { sheetTop(image, frame: $0, width: 390, height: 844) ?? 844 }
      let moves = zip(tops, tops.dropFirst()).map { $1 - $0 }
      XCTAssertTrue(
        moves.allSatisfy { item.rising ? $0 <= 0 : $0 >= 0 }, "\(item.name): tops \(tops)")
      XCTAssertGreaterThan(abs(tops[4] - tops[0]), 200, "\(item.name): tops \(tops)")
      XCTAssertTrue(
        labelInk(image, frames: 5, width: 390, height: 844).allSatisfy { $0 > 40 }, item.name)
    }
  }

  /// The frames' labels of a flick up: the time, then the detent the sheet goes to.
  @MainActor func testTheSheetsLabelsGiveTheDetent() throws {
    let descriptor = try XCTUnwrap(SceneCatalog.scene(id: SheetScene.id))
    let script = try GestureScript.load(path: SampleGestures.path("sheet-flick-up"))
    let moment = SceneMoment(
      descriptor: descriptor, sceneOptions: try SceneOptions.parse(["--scene", "sheet"]),
      screen: .standard, start: .presented, script: script)
    let frames = try FilmstripCommand.frames(of: moment, count: 4, renderer: Renderer())
    XCTAssertEqual(frames.map { $0.label.hasSuffix(" s · large") }, [false, true, true, true])
    XCTAssertEqual(frames.first?.label.hasSuffix(" s · medium"), true, frames.first?.label ?? "")
    XCTAssertEqual(frames.map(\.time), frames.map(\.time).sorted())
  }

  /// A script that moves nothing, in any scene, is refused in one line. (From the root screen:
  /// with the modal on screen, drag-down's coach mark slides down on its own, which a film
  /// shows.)
  func testNothingToFilmInAnyScene() throws {
    let folder = try OutputFolder()
    let output = folder.path("nothing.png")
    let still = folder.path("still.json")
    try #"{"events":[{"t":0,"type":"down","x":30,"y":780},{"t":0.1,"type":"up","x":30,"y":780}]}"#
      .write(toFile: still, atomically: true, encoding: .utf8)
    // The zoom scene's grid of photos fills the screen below its title: press on the title.
    let stillOnTitle = folder.path("still-title.json")
    try #"{"events":[{"t":0,"type":"down","x":30,"y":60},{"t":0.1,"type":"up","x":30,"y":60}]}"#
      .write(toFile: stillOnTitle, atomically: true, encoding: .utf8)
    for scene in SceneCatalog.all.map(\.id) {
      try assertRefused(
        [
          "filmstrip", "--scene", scene, "--gesture", scene == "zoom" ? stillOnTitle : still,
          "--start", "root", "--output", output,
        ],
        mentioning: "nothing to film", leaving: folder, except: ["still.json", "still-title.json"])
    }
    // The sheet on screen, pressed and released without moving, stays where it is.
    try assertRefused(
      ["filmstrip", "--scene", "sheet", "--gesture", still, "--output", output],
      mentioning: "nothing to film", leaving: folder, except: ["still.json", "still-title.json"])
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

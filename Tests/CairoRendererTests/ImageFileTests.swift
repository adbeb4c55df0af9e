import CairoRenderer
import Foundation
import TestSupport
import TransitionKit
import XCTest

/// PNG files, atomic writes, bad sizes and the diff helper.
final class ImageFileTests: EngineTestCase {
  private var folder: URL!

  override func setUp() {
    super.setUp()
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "renderer-tests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDown() {
    try? FileManager.default.removeItem(at: folder)
    super.tearDown()
  }

  private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  private func contents() -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()) ?? []
  }

  @MainActor func testPNGRoundTripKeepsEveryPixel() async throws {
    let image = Probe.render(Fixtures.alphaGroups(), size: Fixtures.screenSize, scale: 1.25)
    try image.writePNG(to: path("groups.png"))
    let loaded = try RenderedImage(contentsOfPNG: path("groups.png"))
    XCTAssertEqual(loaded.width, 250)
    XCTAssertEqual(loaded.height, 200)
    XCTAssertEqual(ImageDiff(actual: loaded, expected: image, tolerance: 0).differingPixels, 0)
    XCTAssertEqual(contents(), ["groups.png"], "no temporary file is left behind")
  }

  @MainActor func testRenderPNGWritesSizeTimesScalePixelsAndReplacesAnOldFile() async throws {
    try Data("old".utf8).write(to: URL(fileURLWithPath: path("screen.png")))
    try Renderer.renderPNG(
      root: Fixtures.card(), size: Fixtures.screenSize, scale: 2, appearance: .dark,
      to: path("screen.png"))
    let loaded = try RenderedImage(contentsOfPNG: path("screen.png"))
    XCTAssertEqual(loaded.width, 400)
    XCTAssertEqual(loaded.height, 320)
    assertPixel(loaded, x: 2, y: 2, RGBA8(red: 28, green: 28, blue: 30), tolerance: 0)
    XCTAssertEqual(contents(), ["screen.png"])
  }

  @MainActor func testUnwritablePathsThrowAndLeaveNothing() async {
    let missing = path("no-such-folder/out.png")
    XCTAssertThrowsError(
      try Renderer.renderPNG(root: Fixtures.card(), size: Fixtures.screenSize, to: missing)
    ) { error in
      XCTAssertEqual(
        "\(error)",
        "cannot write '\(missing)': the folder '\(path("no-such-folder"))' does not exist")
    }
    XCTAssertThrowsError(
      try Renderer.renderPNG(root: Fixtures.card(), size: Fixtures.screenSize, to: folder.path)
    ) { error in
      XCTAssertEqual("\(error)", "cannot write '\(folder.path)': it is a directory")
    }
    XCTAssertThrowsError(try RenderedImage(width: 1, height: 1).writePNG(to: "")) { error in
      XCTAssert("\(error)".contains("empty"), "\(error)")
    }
    XCTAssertEqual(contents(), [], "nothing half-written anywhere")
  }

  @MainActor func testSomethingOtherThanARegularFileIsNotReplaced() async {
    let pipe = path("pipe")
    XCTAssertEqual(mkfifo(pipe, 0o644), 0)
    XCTAssertThrowsError(
      try Renderer.renderPNG(root: Fixtures.card(), size: Fixtures.screenSize, to: pipe)
    ) { error in
      XCTAssertEqual("\(error)", "cannot write '\(pipe)': it is not a regular file")
    }
    var status = stat()
    XCTAssertEqual(stat(pipe, &status), 0)
    XCTAssertEqual(status.st_mode & S_IFMT, S_IFIFO, "the pipe is still a pipe")
    let slashed = path("x") + "/"
    XCTAssertThrowsError(
      try Renderer.renderPNG(root: Fixtures.card(), size: Fixtures.screenSize, to: slashed)
    ) { error in
      XCTAssertEqual("\(error)", "cannot write '\(slashed)': a file name cannot end in '/'")
    }
    XCTAssertEqual(contents(), ["pipe"], "nothing else is written")
  }

  @MainActor func testBadSizesAndScalesAreRefusedBeforeAnythingIsWritten() async {
    let cases: [(Size, Double, String)] = [
      (
        Size(width: 0, height: 10), 1,
        "invalid size 0x10: width and height must be finite numbers above 0"
      ),
      (
        Size(width: .nan, height: 10), 1,
        "invalid size nanx10: width and height must be finite numbers above 0"
      ),
      (
        Size(width: 10, height: 10), 0, "invalid scale 0: the scale must be a finite number above 0"
      ),
      (
        Size(width: 10, height: 10), -1,
        "invalid scale -1: the scale must be a finite number above 0"
      ),
      (
        Size(width: 10, height: 10), .infinity,
        "invalid scale inf: the scale must be a finite number above 0"
      ),
      (
        Size(width: 20000, height: 10), 2,
        "image of 40000x20 pixels is too large: at most 32767 pixels on a side"
      ),
    ]
    for (size, scale, message) in cases {
      XCTAssertThrowsError(
        try Renderer.renderPNG(root: Fixtures.card(), size: size, scale: scale, to: path("x.png"))
      ) { error in
        XCTAssertEqual("\(error)", message)
      }
    }
    XCTAssertEqual(contents(), [])
  }

  @MainActor func testReadingAMissingOrBrokenFileSaysWhy() async throws {
    XCTAssertThrowsError(try RenderedImage(contentsOfPNG: path("absent.png"))) { error in
      XCTAssertEqual("\(error)", "cannot read '\(path("absent.png"))': no such file")
    }
    try Data("not a png".utf8).write(to: URL(fileURLWithPath: path("broken.png")))
    XCTAssertThrowsError(try RenderedImage(contentsOfPNG: path("broken.png"))) { error in
      XCTAssertEqual(
        "\(error)", "cannot read '\(path("broken.png"))': not a PNG image")
    }
  }

  @MainActor func testDiffCountsPixelsBeyondTheTolerance() async {
    let image = Probe.render(Fixtures.card(), size: Fixtures.screenSize)
    XCTAssertEqual(ImageDiff(actual: image, expected: image).differingPixels, 0)

    let root = Fixtures.card()
    let dot = View(frame: Rect(x: 5, y: 5, width: 1, height: 1))
    dot.backgroundColor = .systemRed
    root.addSubview(dot)
    let changed = Probe.render(root, size: Fixtures.screenSize)
    let diff = ImageDiff(actual: changed, expected: image)
    XCTAssertEqual(diff.differingPixels, 1)
    XCTAssertFalse(diff.sizesDiffer)
    XCTAssertTrue(diff.matches(allowingFraction: 0.001))
    XCTAssertFalse(diff.matches(allowingFraction: 0))
    XCTAssertGreaterThan(diff.image.pixel(x: 5, y: 5).red, 200)
    XCTAssertEqual(diff.image.pixel(x: 5, y: 5).green, 0)
    XCTAssertGreaterThan(diff.image.pixel(x: 50, y: 5).green, 200, "matching pixels are faded")

    let tinted = Fixtures.card()
    tinted.backgroundColor = Color(light: RGBA(243, 242, 247), dark: RGBA(28, 28, 30))
    let nearly = Probe.render(tinted, size: Fixtures.screenSize)
    XCTAssertEqual(ImageDiff(actual: nearly, expected: image, tolerance: 2).differingPixels, 0)
    XCTAssertGreaterThan(
      ImageDiff(actual: nearly, expected: image, tolerance: 0).differingPixels, 0)
  }

  @MainActor func testDiffOfDifferentSizesNeverMatches() async {
    let small = RenderedImage(width: 10, height: 10)
    let large = RenderedImage(width: 12, height: 10)
    let diff = ImageDiff(actual: small, expected: large)
    XCTAssertTrue(diff.sizesDiffer)
    XCTAssertEqual(diff.differingPixels, 20)
    XCTAssertFalse(diff.matches(allowingFraction: 1))
  }
}

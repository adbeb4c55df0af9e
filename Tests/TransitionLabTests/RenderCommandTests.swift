import CairoRenderer
import Foundation
import TestSupport
import XCTest

/// `transition-lab render`, run as a user runs it: the PNG's pixel size, what is on it at
/// known pixels, and bad input.
final class RenderCommandTests: XCTestCase {
  func testDefaultSizeScaleAndAppearance() throws {
    let folder = try OutputFolder()
    let output = folder.path("card.png")
    let image = try runWritingImage(["render", "--scene", "card", "--output", output], to: output)
    XCTAssertEqual(image.width, 390)
    XCTAssertEqual(image.height, 844)
    // The Payments screen's white background and its blue button, centred vertically.
    assertPixel(image, x: 10, y: 300, RGBA8(red: 255, green: 255, blue: 255), tolerance: 2)
    assertPixel(image, x: 50, y: 422 - 20, RGBA8(red: 0, green: 122, blue: 255), tolerance: 2)
  }

  func testThePixelSizeIsTheSizeTimesTheScale() throws {
    let folder = try OutputFolder()
    let cases: [(size: String, scale: String, width: Int, height: Int)] = [
      ("200x300", "2", 400, 600), ("390x844", "1.5", 585, 1266), ("320x480", "0.5", 160, 240),
    ]
    for (index, item) in cases.enumerated() {
      let output = folder.path("\(index).png")
      let image = try runWritingImage(
        [
          "render", "--scene", "edge-pan", "--size", item.size, "--scale", item.scale,
          "--output", output,
        ], to: output)
      XCTAssertEqual(image.width, item.width, "\(item)")
      XCTAssertEqual(image.height, item.height, "\(item)")
    }
  }

  func testTimeRunsToTheMomentWithoutInput() throws {
    let folder = try OutputFolder()
    let output = folder.path("coach.png")
    let image = try runWritingImage(
      [
        "render", "--scene", "drag-down", "--start", "presented", "--at", "0.5", "--output",
        output,
      ], to: output)
    // Half way through its 0.5 s slide (after 0.25 s of delay) the coach mark's centre has
    // moved from (210, 115) down by half of 200 points and is half faded into the green.
    assertPixel(image, x: 210, y: 215, RGBA8(red: 154, green: 227, blue: 172), tolerance: 3)
    assertPixel(image, x: 210, y: 115, RGBA8(red: 52, green: 199, blue: 89), tolerance: 2)
  }

  func testAGestureReplayedToAMoment() throws {
    let folder = try OutputFolder()
    let output = folder.path("drag.png")
    // long-drag moves 33.33 points every 25 ms from y = 300: at 0.15 s the finger is 200
    // points down, and the modal has followed by the eased share of the screen.
    let image = try runWritingImage(
      [
        "render", "--scene", "drag-down", "--gesture", SampleGestures.path("long-drag"), "--at",
        "0.15", "--output", output,
      ], to: output)
    // The root screen shows above the modal, which still covers the bottom.
    assertPixel(image, x: 10, y: 20, RGBA8(red: 255, green: 255, blue: 255), tolerance: 2)
    assertPixel(image, x: 10, y: 830, RGBA8(red: 52, green: 199, blue: 89), tolerance: 2)
  }

  func testDarkAppearanceFlipsTheSystemBackground() throws {
    let folder = try OutputFolder()
    let output = folder.path("dark.png")
    let image = try runWritingImage(
      ["render", "--scene", "card", "--appearance", "dark", "--output", output], to: output)
    assertPixel(image, x: 10, y: 300, RGBA8(red: 0, green: 0, blue: 0), tolerance: 2)
  }

  func testBadInput() throws {
    let folder = try OutputFolder()
    let output = folder.path("out.png")
    let base = ["render", "--scene", "card", "--output", output]
    try assertRefused(
      ["render", "--scene", "nope", "--output", output], mentioning: "unknown scene 'nope'",
      leaving: folder)
    for size in ["0x100", "100x0", "8193x100", "100x9000", "abc", "100", "-5x10", "nanx10"] {
      try assertRefused(base + ["--size", size], mentioning: "--size", leaving: folder)
    }
    for scale in ["0", "-1", "nan", "inf", "9", "two"] {
      try assertRefused(base + ["--scale", scale], mentioning: "--scale", leaving: folder)
    }
    // 8192 points at scale 4 is more than cairo's 32767 pixels on a side.
    try assertRefused(
      base + ["--size", "8192x100", "--scale", "4"], mentioning: "32767", leaving: folder)
    for moment in ["nan", "-1", "soon", "1e9", "inf"] {
      try assertRefused(base + ["--at", moment], mentioning: "--at", leaving: folder)
    }
    try assertRefused(
      ["render", "--scene", "card", "--output", folder.path("missing/out.png")],
      mentioning: "does not exist", leaving: folder)
    try assertRefused(
      ["render", "--scene", "card", "--output", folder.url.path],
      mentioning: "is a directory", leaving: folder)
    try assertRefused(
      base + ["--gesture", folder.path("none.json")], mentioning: "none.json", leaving: folder)
    try assertRefused(
      base + ["--appearance", "sepia"], mentioning: "sepia", leaving: folder)
  }

  func testAnOutputThatIsNotARegularFileIsRefusedAndKept() throws {
    // The PNG is renamed into place, so writing it over a pipe or a device (/dev/null as
    // root) would replace that file instead of writing into it.
    let folder = try OutputFolder()
    let pipe = folder.path("pipe")
    XCTAssertEqual(mkfifo(pipe, 0o644), 0)
    for command in [
      ["render", "--scene", "card", "--output", pipe],
      [
        "filmstrip", "--scene", "card", "--transition", "dismiss", "--frames", "2", "--output",
        pipe,
      ],
    ] {
      let result = try TransitionLabProcess.run(command)
      XCTAssertEqual(result.status, 2, result.standardError)
      XCTAssertEqual(result.errorLines.count, 1, result.standardError)
      XCTAssertTrue(
        result.standardError.contains("cannot write '\(pipe)': it is not a regular file"),
        result.standardError)
      var status = stat()
      XCTAssertEqual(stat(pipe, &status), 0)
      XCTAssertEqual(status.st_mode & S_IFMT, S_IFIFO, "the pipe is still a pipe")
      XCTAssertEqual(folder.contents, ["pipe"])
    }
    // A path ending in '/' names a folder; the message does not blame the folder above it.
    let slashed = folder.path("new") + "/"
    let result = try TransitionLabProcess.run(["render", "--scene", "card", "--output", slashed])
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.standardError.contains("cannot end in '/'"), result.standardError)
    XCTAssertEqual(folder.contents, ["pipe"])
  }

  func testAnUnwritableFolderIsRefusedAndAnExistingFileIsKept() throws {
    let folder = try OutputFolder()
    let output = folder.path("kept.png")
    try Data("old".utf8).write(to: URL(fileURLWithPath: output))
    let result = try TransitionLabProcess.run([
      "render", "--scene", "card", "--size", "0x1", "--output", output,
    ])
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(try String(contentsOfFile: output, encoding: .utf8), "old")
    XCTAssertEqual(folder.contents, ["kept.png"])
    guard getuid() != 0 else { return }  // root may write anywhere
    let locked = folder.path("locked")
    try FileManager.default.createDirectory(
      atPath: locked, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o555])
    let refused = try TransitionLabProcess.run([
      "render", "--scene", "card", "--output", locked + "/out.png",
    ])
    XCTAssertEqual(refused.status, 2)
    XCTAssertTrue(refused.standardError.contains("permission denied"), refused.standardError)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: locked), [])
  }
}

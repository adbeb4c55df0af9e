import AnimationEncoders
import CairoRenderer
import Foundation
import TestSupport
import XCTest

/// The moving-picture encoders, each file read back by a decoder that is not ours (Pillow for
/// animated PNG and GIF, GStreamer for WebM): frame count, delays, size, looping and colours.
final class AnimationEncoderTests: XCTestCase {
  static let background = RGBA8(red: 242, green: 242, blue: 247)
  static let square = RGBA8(red: 255, green: 59, blue: 48)
  static let size = (width: 40, height: 30)

  /// Frame k: the background with an 8-pixel square whose left edge is at 4k, top at 10.
  func movingSquare(_ count: Int, delay: (Int, Int) = (1, 30)) -> [AnimationFrame] {
    let tile = RenderedImage(width: 8, height: 8, filledWith: Self.square)
    return (0..<count).map { index in
      var image = RenderedImage(
        width: Self.size.width, height: Self.size.height, filledWith: Self.background)
      image.place(tile, x: 4 * index, y: 10)
      return AnimationFrame(image: image, delayNumerator: delay.0, delayDenominator: delay.1)
    }
  }

  /// A frame of `width` × `height` pixels of colours from a fixed pseudo-random sequence.
  func noise(width: Int, height: Int, seed: UInt32) -> RenderedImage {
    var state = seed
    var image = RenderedImage(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        state = state &* 1_664_525 &+ 1_013_904_223
        let color = RGBA8(
          red: UInt8(state >> 24), green: UInt8((state >> 16) & 0xFF),
          blue: UInt8((state >> 8) & 0xFF))
        image.place(RenderedImage(width: 1, height: 1, filledWith: color), x: x, y: y)
      }
    }
    return image
  }

  func temporaryFile(_ name: String) -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("encoders-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    return folder.appendingPathComponent(name).path
  }

  func rgba(_ color: RGBA8) -> [Int] {
    [Int(color.red), Int(color.green), Int(color.blue), Int(color.alpha)]
  }

  func testAnAnimatedPNGReadsBackWithItsFramesExactDelaysAndPixels() throws {
    let path = temporaryFile("square.apng")
    var frames = movingSquare(6)
    frames[5].delayNumerator = 1
    frames[5].delayDenominator = 7
    try APNGEncoder.write(frames, to: path)
    // The square's middle in each frame, and where it was in the first.
    let points = (0..<6).map { (x: 4 * $0 + 4, y: 14) } + [(x: 2, y: 14)]
    let picture = try MovingPictureProbe.pillow(path, points: points)
    XCTAssertEqual(picture.format, "PNG")
    XCTAssertEqual([picture.width, picture.height], [40, 30])
    XCTAssertEqual(picture.frames, 6)
    XCTAssertEqual(picture.loop, 0, "loops forever")
    for (index, delay) in picture.delaysMilliseconds.enumerated() {
      XCTAssertEqual(delay, index == 5 ? 1000.0 / 7 : 1000.0 / 30, accuracy: 1e-6, "frame \(index)")
    }
    for frame in 0..<6 {
      XCTAssertEqual(
        picture.pixels[frame][frame], rgba(Self.square), "the square in frame \(frame)")
      XCTAssertEqual(
        picture.pixels[frame][6], rgba(frame == 0 ? Self.square : Self.background),
        "the square's first place in frame \(frame)")
    }
  }

  func testAGIFReadsBackWithCentisecondDelaysThatAddUpToTheExactTotal() throws {
    let path = temporaryFile("square.gif")
    try GIFEncoder.write(movingSquare(9), to: path)
    let points = (0..<9).map { (x: 4 * $0 + 4, y: 14) } + [(x: 2, y: 14)]
    let picture = try MovingPictureProbe.pillow(path, points: points)
    XCTAssertEqual(picture.format, "GIF")
    XCTAssertEqual([picture.width, picture.height], [40, 30])
    XCTAssertEqual(picture.frames, 9)
    XCTAssertEqual(picture.loop, 0, "the NETSCAPE2.0 extension: loops forever")
    // 9 frames of 1/30 s are 30 centiseconds: 3, 4, 3, 3, 4, 3, 3, 4, 3.
    XCTAssertEqual(picture.delaysMilliseconds, [30, 40, 30, 30, 40, 30, 30, 40, 30])
    XCTAssertEqual(picture.duration, 0.3, accuracy: 1e-9)
    for frame in 0..<9 {
      XCTAssertEqual(
        picture.pixels[frame][frame], rgba(Self.square), "the square in frame \(frame)")
      XCTAssertEqual(
        picture.pixels[frame][9], rgba(frame == 0 ? Self.square : Self.background),
        "flat colours are kept exactly, frame \(frame)")
    }
  }

  func testCentisecondsKeepTheRunningTotalNearestTheExactOne() {
    let frames = movingSquare(1)
    let frame = frames[0]
    func delays(_ count: Int, _ numerator: Int, _ denominator: Int) -> [Int] {
      var copy = frame
      copy.delayNumerator = numerator
      copy.delayDenominator = denominator
      return GIFEncoder.centiseconds(for: Array(repeating: copy, count: count))
    }
    XCTAssertEqual(delays(3, 1, 30), [3, 4, 3])
    XCTAssertEqual(delays(30, 1, 30).reduce(0, +), 100, "a second of frames lasts a second")
    XCTAssertEqual(delays(120, 1, 24).reduce(0, +), 500)
    XCTAssertEqual(delays(7, 1, 50), Array(repeating: 2, count: 7))
  }

  func testAGIFOfThousandsOfColoursKeepsThemClose() throws {
    let path = temporaryFile("noise.gif")
    // Thousands of colours in a frame: median cut to 255, and more codes than LZW's table
    // holds, so it is cleared and started again.
    let first = noise(width: 90, height: 70, seed: 1)
    var second = first
    second.place(noise(width: 30, height: 20, seed: 2), x: 50, y: 40)
    let frames = [first, second].map {
      AnimationFrame(image: $0, delayNumerator: 1, delayDenominator: 10)
    }
    try GIFEncoder.write(frames, to: path)
    let points = stride(from: 0, to: 90 * 70, by: 37).map { (x: $0 % 90, y: $0 / 90) }
    let picture = try MovingPictureProbe.pillow(path, points: points)
    XCTAssertEqual(picture.frames, 2)
    XCTAssertEqual(picture.delaysMilliseconds, [100, 100])
    for (frame, image) in [first, second].enumerated() {
      var error = 0
      for (index, point) in points.enumerated() {
        let drawn = image.pixel(x: point.x, y: point.y)
        let read = picture.pixels[frame][index]
        error +=
          abs(read[0] - Int(drawn.red)) + abs(read[1] - Int(drawn.green))
          + abs(read[2] - Int(drawn.blue))
      }
      let mean = Double(error) / Double(points.count * 3)
      XCTAssertLessThan(mean, 16, "frame \(frame): the mean error per channel")
    }
  }

  func testAWebMVideoReadsBackWithItsFramesOrSaysWhatToInstall() throws {
    let path = temporaryFile("square.webm")
    let frames = movingSquare(9).map(\.image)
    if let reason = WebMEncoder.unavailability() {
      XCTAssertThrowsError(try WebMEncoder.write(frames, framesPerSecond: 30, to: path)) {
        XCTAssertEqual(($0 as? AnimationEncodingError)?.description, reason)
      }
      XCTAssertTrue(reason.contains("gstreamer1.0-plugins-good"), reason)
      return
    }
    try WebMEncoder.write(frames, framesPerSecond: 30, to: path)
    let video = try MovingPictureProbe.webm(path)
    XCTAssertEqual([video.width, video.height, video.frames], [40, 30, 9])
  }

  func testWithoutGStreamerWebMSaysWhichPackagesToInstall() throws {
    let path = temporaryFile("square.webm")
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent(
      "no-programs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    let environment = ["PATH": empty.path]
    XCTAssertThrowsError(
      try WebMEncoder.write(
        movingSquare(2).map(\.image), framesPerSecond: 30, to: path, environment: environment)
    ) { error in
      let message = (error as? AnimationEncodingError)?.description ?? ""
      XCTAssertTrue(message.contains("gst-launch-1.0"), message)
      for package in WebMEncoder.debianPackages {
        XCTAssertTrue(message.contains(package), "\(package) in: \(message)")
      }
      XCTAssertTrue(message.contains("make webm-deps"), message)
    }
    XCTAssertFalse(FileManager.default.fileExists(atPath: path), "nothing written")
  }
}

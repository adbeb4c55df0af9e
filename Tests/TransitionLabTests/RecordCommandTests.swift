import AnimationEncoders
import Foundation
import TestSupport
import XCTest

/// `transition-lab record`, run as a user runs it, each file read back by a decoder that is not
/// ours (Pillow, GStreamer): frames, delays, size, the finger's mark, slow motion, bad input.
///
/// The card's long drag (data/gestures/long-drag.json) dismisses it interactively; `replay`
/// says when the transition completes, and the recording's frames at k/fps must run from 0 to
/// the first frame at or after that moment, which shows the scene at rest.
final class RecordCommandTests: XCTestCase {
  let drag = ["--scene", "card", "--gesture", SampleGestures.path("long-drag")]

  /// When the drag's transition completes, in seconds of scene time, as `replay` reports it.
  func transitionEnd() throws -> Double {
    let result = try TransitionLabProcess.run(["replay"] + drag)
    XCTAssertEqual(result.status, 0, result.standardError)
    let summary = try XCTUnwrap(result.outputLines.last)
    let object = try JSONSerialization.jsonObject(with: Data(summary.utf8)) as? [String: Any]
    let transition = try XCTUnwrap((object?["transitions"] as? [[String: Any]])?.first)
    return try XCTUnwrap(transition["end"] as? Double)
  }

  /// Runs `record` and returns the frame count it printed.
  func record(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws
    -> Int
  {
    let result = try TransitionLabProcess.run(["record"] + arguments, file: file, line: line)
    XCTAssertEqual(result.status, 0, result.standardError, file: file, line: line)
    let printed = try XCTUnwrap(result.outputLines.first, file: file, line: line)
    XCTAssertTrue(printed.hasPrefix("wrote "), printed, file: file, line: line)
    let match = try XCTUnwrap(
      printed.range(of: #"\d+ frames"#, options: .regularExpression), printed, file: file,
      line: line)
    return try XCTUnwrap(Int(printed[match].split(separator: " ")[0]), file: file, line: line)
  }

  /// The frames a recording at `rate` frames of scene time a second must have: frame 0 at
  /// time 0 up to the first frame at or after the end, give or take the one frame that the
  /// last settle may still move. `replay` prints the end to the microsecond, so a frame within
  /// a thousandth of a frame of it counts as at it.
  func expectedFrames(end: Double, rate: Double) -> ClosedRange<Int> {
    let last = Int((end * rate - 1e-3).rounded(.up))
    return (last + 1)...(last + 2)
  }

  func testEachFormatHoldsEveryFrameOfTheDragWithExactDelays() throws {
    let folder = try OutputFolder()
    let end = try transitionEnd()
    for name in ["card.apng", "card.png", "card.gif"] {
      let path = folder.path(name)
      let printed = try record(drag + ["--output", path])
      // The finger's mark where the drag began, in the first frame.
      let picture = try MovingPictureProbe.pillow(path, points: [(195, 300)])
      XCTAssertEqual(picture.frames, printed, name)
      XCTAssertTrue(expectedFrames(end: end, rate: 30).contains(printed), "\(name): \(printed)")
      XCTAssertEqual([picture.width, picture.height], [390, 844], name)
      XCTAssertEqual(picture.loop, 0, name)
      XCTAssertEqual(picture.duration, Double(printed) / 30, accuracy: 0.005, name)
      if name.hasSuffix("gif") {
        XCTAssertTrue(
          picture.delaysMilliseconds.allSatisfy { $0 == 30 || $0 == 40 }, "\(name): centiseconds")
      } else {
        for delay in picture.delaysMilliseconds {
          XCTAssertEqual(delay, 1000.0 / 30, accuracy: 1e-6, name)
        }
      }
    }
  }

  func testTheFingersMarkIsDrawnUnlessLeftOut() throws {
    let folder = try OutputFolder()
    let with = folder.path("with.apng")
    let without = folder.path("without.apng")
    _ = try record(drag + ["--output", with])
    _ = try record(drag + ["--no-finger", "--output", without])
    // The middle of the mark, where the finger pressed at time 0, and far from it.
    let points = [(x: 195, y: 300), (x: 195, y: 600)]
    let marked = try MovingPictureProbe.pillow(with, points: points)
    let plain = try MovingPictureProbe.pillow(without, points: points)
    XCTAssertNotEqual(marked.pixels[0][0], plain.pixels[0][0], "the mark under the finger")
    XCTAssertEqual(marked.pixels[0][1], plain.pixels[0][1], "nothing else changes")
    XCTAssertEqual(
      marked.pixels.last?[0], plain.pixels.last?[0], "the mark has faded once the card is gone")
  }

  func testSlowMotionRendersMoreMomentsAndLastsLonger() throws {
    let folder = try OutputFolder()
    let end = try transitionEnd()
    for (speed, rate) in [("0.5", 60.0), ("0.25", 120.0)] {
      let path = folder.path("slow-\(speed).gif")
      let printed = try record(drag + ["--speed", speed, "--output", path])
      let picture = try MovingPictureProbe.pillow(path)
      XCTAssertEqual(picture.frames, printed)
      XCTAssertTrue(expectedFrames(end: end, rate: rate).contains(printed), "\(speed): \(printed)")
      // The file lasts the scene's time over the speed.
      XCTAssertEqual(picture.duration, Double(printed) / 30, accuracy: 0.005, speed)
      XCTAssertGreaterThan(picture.duration, end / Double(speed)!, speed)
    }
  }

  func testAWebMVideoHoldsEveryFrameOrSaysWhatToInstall() throws {
    let folder = try OutputFolder()
    let path = folder.path("card.webm")
    if let reason = WebMEncoder.unavailability() {
      try assertRefused(
        ["record"] + drag + ["--output", path], mentioning: reason, leaving: folder)
      return
    }
    let printed = try record(drag + ["--output", path])
    let video = try MovingPictureProbe.webm(path)
    XCTAssertEqual([video.width, video.height, video.frames], [390, 844, printed])
    XCTAssertTrue(expectedFrames(end: try transitionEnd(), rate: 30).contains(printed))
  }

  func testWithoutGStreamerWebMIsRefusedNamingThePackages() throws {
    let folder = try OutputFolder()
    let result = try TransitionLabProcess.run(
      ["record"] + drag + ["--output", folder.path("card.webm")],
      environment: ["PATH": folder.url.path, "HOME": folder.url.path])
    XCTAssertEqual(result.status, 2, result.standardError)
    for package in WebMEncoder.debianPackages {
      XCTAssertTrue(result.standardError.contains(package), result.standardError)
    }
    XCTAssertEqual(folder.contents, [], "nothing written")
  }

  func testBadInputIsRefused() throws {
    let folder = try OutputFolder()
    let cases: [(arguments: [String], fragment: String)] = [
      (["--output", folder.path("card.mp4")], "the extension .mp4; record writes .apng"),
      (["--output", folder.path("card")], "no extension"),
      (["--fps", "60", "--output", folder.path("card.gif")], "too fast for a GIF"),
      (["--fps", "0", "--output", folder.path("card.gif")], "--fps"),
      (["--speed", "2", "--output", folder.path("card.gif")], "--speed"),
    ]
    for item in cases {
      try assertRefused(
        ["record"] + drag + item.arguments, mentioning: item.fragment, leaving: folder)
    }
  }
}

import CairoRenderer
import Foundation
import Scenes
import TransitionKit
import XCTest

@testable import TransitionLab

/// Share…'s work without the window: the take recorded in slices gives the frames of one go,
/// and the encoding runs on a thread of its own and writes the same bytes as `record`'s.
final class ShareRecordingTests: XCTestCase {
  /// The take of a live drag that dismisses drag-down's modal.
  @MainActor private func take(on screen: Screen? = nil) throws -> TransitionTake {
    let store = DragDownScene.descriptor.makeParameters()
    let clock = ManualClock()
    let session = SceneSession(
      descriptor: DragDownScene.descriptor, parameters: store,
      screen: screen ?? Screen(size: Screen.defaultSize),
      clock: clock)
    let height = session.window.screen.bounds.size.height
    session.presentWithoutAnimation()
    let recorder = TransitionRecorder(session: session)
    let frames = 12
    for index in 0...frames {
      let y = height * (0.3 + 0.5 * Double(index) / Double(frames))
      session.send(
        PointerEvent(
          kind: index == 0 ? .down : .move, location: Point(x: 195, y: y),
          timestamp: session.now, sequence: 1))
      clock.advance(by: 1.0 / 60)
      session.tick()
    }
    session.send(
      PointerEvent(
        kind: .up, location: Point(x: 195, y: height * 0.8), timestamp: session.now, sequence: 1))
    var left = 600
    while session.needsFrames, left > 0 {
      clock.advance(by: 1.0 / 60)
      session.tick()
      left -= 1
    }
    return try XCTUnwrap(recorder.lastTake)
  }

  @MainActor func testATakeRecordedInSlicesHasTheFramesOfOneGo() async throws {
    let take = try take()
    let whole = try SceneRecording.record(
      take, framesPerSecond: 30, speed: 1, finger: true, renderer: Renderer(scale: 1))
    let recorder = try TakeRecorder(
      take, framesPerSecond: 30, speed: 1, finger: true, renderer: Renderer(scale: 1))
    var slices = 0
    while !recorder.step(frames: 3) { slices += 1 }
    let sliced = try recorder.finish()
    XCTAssertGreaterThan(slices, 2, "the take took several slices")
    XCTAssertEqual(sliced.frames.count, whole.frames.count)
    XCTAssertEqual(recorder.frameCount, whole.frames.count)
    XCTAssertTrue(sliced.frames == whole.frames, "every frame the same, pixel for pixel")
    XCTAssertTrue(recorder.step(frames: 5), "a finished recorder stays finished")
    XCTAssertEqual(recorder.frameCount, whole.frames.count)
  }

  /// Share… cancelled while the take is still dismissing: the recorder is put away before it
  /// is dropped, and its scene goes with it (frame 4: mid-drag; 14: finishing after the
  /// release, at 30 frames a second).
  @MainActor func testARecorderPutAwayMidTakeFreesItsScene() async throws {
    let take = try take()
    for frames in [4, 14] {
      weak var session: SceneSession?
      weak var window: Window?
      weak var modal: ViewController?
      do {
        let recorder = try TakeRecorder(
          take, framesPerSecond: 30, speed: 1, finger: true, renderer: Renderer(scale: 1))
        XCTAssertFalse(recorder.step(frames: frames), "frame \(frames): not finished")
        session = recorder.session
        window = recorder.session.window
        modal = recorder.session.window.rootViewController?.presentedViewController
        XCTAssertNotNil(modal, "frame \(frames): the modal is up in the recording")
        XCTAssertTrue(recorder.session.needsFrames, "frame \(frames): something is in flight")
        recorder.putAway()
        XCTAssertFalse(recorder.session.needsFrames, "frame \(frames): nothing in flight")
      }
      XCTAssertNil(modal, "frame \(frames): the modal controller")
      XCTAssertNil(window, "frame \(frames): the window")
      XCTAssertNil(session, "frame \(frames): the session")
    }
  }

  /// A take on a device plays again on that device: its safe areas, not a size's.
  @MainActor func testATakeOnADevicePlaysAgainOnThatDevice() async throws {
    let device = try XCTUnwrap(DeviceCatalog.device(id: "iphone-16-pro-max"))
    let onDevice = Screen(device: device, orientation: .landscape)
    let insets = onDevice.safeAreaInsets
    let take = try take(on: onDevice)
    XCTAssertEqual(take.device?.id, "iphone-16-pro-max")
    XCTAssertEqual(take.orientation, .landscape)
    let player = try XCTUnwrap(TakePlayer(take: take))
    let screen = player.session.window.screen
    XCTAssertEqual(screen.bounds.size, Size(width: 956, height: 440))
    XCTAssertEqual(screen.safeAreaInsets, insets)
    XCTAssertNotEqual(
      screen.safeAreaInsets, Screen(size: Size(width: 956, height: 440)).safeAreaInsets,
      "the device's insets, not those of a screen of its size")
  }

  @MainActor func testTheEncodingRunsOffTheMainThreadAndWritesTheSameFile() async throws {
    let take = try take()
    let recording = try SceneRecording.record(
      take, framesPerSecond: 30, speed: 0.5, finger: true, renderer: Renderer(scale: 1))
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("share-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for format in [RecordFormat.gif, .apng] {
      let direct = folder + "/direct.\(format.fileExtension)"
      try format.write(recording, to: direct)
      let target = folder + "/shared.\(format.fileExtension)"
      let (frames, rate) = (recording.frames, recording.framesPerSecond)
      let job = BackgroundJob { () throws(UsageError) in
        try format.encode(frames, framesPerSecond: rate, to: target)
      }
      guard case .success = job.wait() else { return XCTFail("\(format) was not written") }
      XCTAssertEqual(job.ranOnMainThread, false, "\(format) was encoded off the main thread")
      XCTAssertEqual(
        FileManager.default.contents(atPath: target), FileManager.default.contents(atPath: direct),
        "\(format): the same bytes as record writes")
    }
  }

  @MainActor func testAFailedEncodingIsItsReasonAndTheHiddenNameKeepsTheExtension() async {
    let job = BackgroundJob { () throws(UsageError) in
      try RecordFormat.gif.encode([], framesPerSecond: 30, to: "/nonexistent/x.gif")
    }
    guard case .failure(let error) = job.wait() else { return XCTFail("an empty GIF was written") }
    XCTAssertTrue(error.message.hasPrefix("cannot write '/nonexistent/x.gif'"), error.message)
    let partial = ShareProgress.partialPath(for: "/tmp/out/card.gif")
    XCTAssertTrue(partial.hasPrefix("/tmp/out/.card.gif.part-"), partial)
    XCTAssertTrue(partial.hasSuffix(".gif"), partial)
  }
}

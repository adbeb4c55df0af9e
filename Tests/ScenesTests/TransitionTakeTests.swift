import Scenes
import TransitionKit
import XCTest

/// The take of the last transition, recorded from a live session, and the offscreen player
/// that scrubs it: frame n of the player shows what a fresh `replay(until: n / 60)` of the
/// same input shows, and the live session is not touched.
final class TransitionTakeTests: XCTestCase {
  /// A live session on drag-down with the modal up, driven as the window drives it.
  @MainActor private func liveSession(set assignments: [String] = []) -> (
    SceneSession, TransitionRecorder
  ) {
    let harness = SceneHarness(DragDownScene.descriptor, presented: true, set: assignments)
    return (harness.session, TransitionRecorder(session: harness.session))
  }

  /// Advances the live clock one 60 Hz frame and ticks.
  @MainActor private func frame(_ session: SceneSession) {
    (session.engine.clock as! ManualClock).advance(by: 1.0 / 60)
    session.tick()
  }

  /// A live drag down from y 300 by `distance` points over `frames` frames, then released.
  @MainActor private func liveDrag(_ session: SceneSession, distance: Double, frames: Int = 24) {
    for index in 0...frames {
      let kind: PointerEvent.Kind = index == 0 ? .down : .move
      let y = 300 + distance * Double(index) / Double(frames)
      session.send(
        PointerEvent(
          kind: kind, location: Point(x: 195, y: y), timestamp: session.now, sequence: 9))
      frame(session)
    }
    session.send(
      PointerEvent(
        kind: .up, location: Point(x: 195, y: 300 + distance), timestamp: session.now,
        sequence: 9))
    var frames = 0
    while session.needsFrames, frames < 600 {
      frame(session)
      frames += 1
    }
  }

  @MainActor private func modalY(_ session: SceneSession) -> Double? {
    session.window.rootViewController?.presentedViewController?.view.presentation.frame.minY
  }

  @MainActor func testTakeKeepsTheStartStateTheEventsAndTheValues() async throws {
    let (session, recorder) = liveSession(set: ["duration=1.2"])
    XCTAssertNil(recorder.lastTake, "no transition yet")
    liveDrag(session, distance: 500)
    let take = try XCTUnwrap(recorder.lastTake)
    XCTAssertTrue(take.startedPresented)
    XCTAssertEqual(take.sceneID, "drag-down")
    XCTAssertEqual(take.parameters["duration"], .number(1.2))
    XCTAssertEqual(take.script.events.count, 26, "the press, 24 moves and the release")
    XCTAssertEqual(take.script.events.first?.t, 0)
    XCTAssertEqual(take.script.events.last?.type, .up)
    XCTAssertEqual(take.script.events.last!.t, 25.0 / 60, accuracy: 1e-9)
    XCTAssertFalse(session.isPresented, "the drag past the threshold dismissed the modal")
  }

  @MainActor func testAClickOnNothingKeepsTheLastTransitionsTake() async throws {
    let (session, recorder) = liveSession()
    liveDrag(session, distance: 500)
    let take = try XCTUnwrap(recorder.lastTake)
    // A click on the root's empty top area, with nothing in flight: a new take that starts
    // no transition.
    session.deliver(GestureScript.Event(t: session.now, type: .tap, location: Point(x: 20, y: 20)))
    frame(session)
    XCTAssertEqual(recorder.lastTake, take)
  }

  @MainActor func testFrameNShowsWhatAReplayUntilThatTimeShows() async throws {
    let (session, recorder) = liveSession()
    liveDrag(session, distance: 500)
    let take = try XCTUnwrap(recorder.lastTake)
    let player = try XCTUnwrap(TakePlayer(take: take))
    for target in [5, 20, 26, 40, 55] {
      player.advance(toFrame: target)
      XCTAssertEqual(player.frame, target)
      let fresh = SceneHarness(DragDownScene.descriptor, presented: true).session
      fresh.replay(take.script, until: Double(target) / 60)
      XCTAssertEqual(player.session.isPresented, fresh.isPresented, "frame \(target)")
      if let replayed = modalY(fresh) {
        XCTAssertEqual(
          try XCTUnwrap(modalY(player.session)), replayed, accuracy: 1e-9, "frame \(target)")
      }
    }
  }

  @MainActor func testSteppingBackAndForthLandsOnTheSameState() async throws {
    let (session, recorder) = liveSession()
    liveDrag(session, distance: 500)
    let take = try XCTUnwrap(recorder.lastTake)
    let straight = try XCTUnwrap(TakePlayer(take: take))
    straight.advance(toFrame: 30)
    let stepped = try XCTUnwrap(TakePlayer(take: take))
    for target in 1...30 { stepped.advance(toFrame: target) }
    XCTAssertEqual(modalY(stepped.session), modalY(straight.session))
  }

  @MainActor func testTheLiveSessionIsNotDisturbed() async throws {
    let (session, recorder) = liveSession()
    liveDrag(session, distance: 150)
    let now = session.now
    let presented = session.isPresented
    let y = modalY(session)
    let player = try XCTUnwrap(TakePlayer(take: try XCTUnwrap(recorder.lastTake)))
    player.advance(toFrame: 20)
    XCTAssertEqual(session.now, now)
    XCTAssertEqual(session.isPresented, presented)
    XCTAssertEqual(modalY(session), y)
    XCTAssertEqual(session.transitions.count, 1, "the player's transitions are its own")
  }

  @MainActor func testTheOutlineEndsAfterTheReleaseAndTheCompletion() async throws {
    let (session, recorder) = liveSession(set: ["duration=0.6"])
    liveDrag(session, distance: 500)
    let take = try XCTUnwrap(recorder.lastTake)
    let outline = try XCTUnwrap(TakePlayer.outline(of: take))
    let release = take.script.events.last!.t
    XCTAssertEqual(outline.releases.count, 1)
    XCTAssertEqual(outline.releases[0], release, accuracy: 1e-9)
    XCTAssertEqual(outline.transitionBegins.count, 1)
    XCTAssertEqual(outline.transitionEnds.count, 1)
    // The completion runs the rest of the 0.6 s after the release; the last frame is the
    // first at which nothing moves any more, at or after the transition's end.
    let end = outline.transitionEnds[0]
    XCTAssertGreaterThan(end, release)
    XCTAssertGreaterThanOrEqual(Double(outline.lastFrame) / 60, end - 1e-9)
    let before = try XCTUnwrap(TakePlayer(take: take))
    before.advance(toFrame: outline.lastFrame - 1)
    XCTAssertTrue(before.session.needsFrames)
    before.advance(toFrame: outline.lastFrame)
    XCTAssertFalse(before.session.needsFrames)
  }

  @MainActor func testAParameterChangedMidTakeIsChangedAtItsTimeInTheReplay() async throws {
    let (session, recorder) = liveSession()
    session.send(
      PointerEvent(kind: .down, location: Point(x: 195, y: 300), timestamp: session.now))
    for _ in 0..<10 { frame(session) }
    try session.parameters.set("threshold", .number(0.9))
    for step in 1...10 {
      session.send(
        PointerEvent(
          kind: .move, location: Point(x: 195, y: 300 + Double(step) * 40),
          timestamp: session.now))
      frame(session)
    }
    session.send(
      PointerEvent(kind: .up, location: Point(x: 195, y: 700), timestamp: session.now))
    for _ in 0..<120 { frame(session) }
    let take = try XCTUnwrap(recorder.lastTake)
    XCTAssertEqual(take.parameterChanges.map(\.id), ["threshold"])
    XCTAssertEqual(take.parameterChanges[0].t, 10.0 / 60, accuracy: 1e-9)
    let player = try XCTUnwrap(TakePlayer(take: take))
    player.advance(toFrame: 5)
    XCTAssertEqual(player.session.parameters.threshold, 0.3, "the seed's value before the change")
    player.advance(toFrame: 200)
    XCTAssertEqual(player.session.parameters.threshold, 0.9)
    // 400 of 844 points is below 0.9: the live drag cancelled, and so does the replay.
    XCTAssertTrue(session.isPresented)
    XCTAssertTrue(player.session.isPresented)
  }

  /// A sheet moved to another detent by a flick is a take too, with no transition in it: the
  /// timeline can scrub it, and the player films the sheet's motion.
  @MainActor func testASheetFlickedToAnotherDetentIsATakeThePlayerFilms() async throws {
    let harness = SceneHarness(SheetScene.descriptor, presented: true)
    let session = harness.session
    let recorder = TransitionRecorder(session: session)
    harness.settle()
    let sheet = try XCTUnwrap(harness.view("sheet"))
    let top = sheet.convertToRootOnScreen(sheet.presentation.bounds.origin).y
    let transitionsBefore = session.window.transitionLog.count
    // A fast flick up from just below the grabber.
    for index in 0...6 {
      let kind: PointerEvent.Kind = index == 0 ? .down : .move
      session.send(
        PointerEvent(
          kind: kind, location: Point(x: 195, y: top + 20 - Double(index) * 30),
          timestamp: session.now, sequence: 4))
      frame(session)
    }
    session.send(
      PointerEvent(
        kind: .up, location: Point(x: 195, y: top + 20 - 180), timestamp: session.now,
        sequence: 4))
    harness.settle()
    XCTAssertEqual(session.window.transitionLog.count, transitionsBefore, "no transition")
    let after = sheet.convertToRootOnScreen(sheet.presentation.bounds.origin).y
    XCTAssertLessThan(after, top - 100, "the sheet went up a detent")
    let take = try XCTUnwrap(recorder.lastTake, "the flick is the last take")
    XCTAssertEqual(take.script.events.first?.type, .down)
    XCTAssertEqual(take.script.events.last?.type, .up)
    let outline = try XCTUnwrap(TakePlayer.outline(of: take))
    XCTAssertGreaterThan(outline.lastFrame, 10, "the player runs the sheet's settle")

    // A click on nothing afterwards leaves the flick as the last take.
    session.send(
      PointerEvent(
        kind: .down, location: Point(x: 195, y: 700), timestamp: session.now, sequence: 5))
    frame(session)
    session.send(
      PointerEvent(kind: .up, location: Point(x: 195, y: 700), timestamp: session.now, sequence: 5))
    harness.settle()
    XCTAssertEqual(recorder.lastTake, take)
  }
}

/// A scrub makes a new player whenever it goes back, and drops it when it ends; the player put
/// away goes, with its session, window and controllers, wherever it stood in its take.
final class TakePlayerLeakTests: XCTestCase {
  @MainActor private func take() throws -> TransitionTake {
    let harness = SceneHarness(DragDownScene.descriptor, presented: true)
    let recorder = TransitionRecorder(session: harness.session)
    let live = harness.session
    for index in 0...24 {
      live.send(
        PointerEvent(
          kind: index == 0 ? .down : .move, location: Point(x: 195, y: 300 + 20 * Double(index)),
          timestamp: live.now, sequence: 9))
      (live.engine.clock as! ManualClock).advance(by: 1.0 / 60)
      live.tick()
    }
    live.send(
      PointerEvent(kind: .up, location: Point(x: 195, y: 800), timestamp: live.now, sequence: 9))
    return try XCTUnwrap(recorder.lastTake)
  }

  /// Frame 3: the coach mark animating and the drag's dismissal begun; 12: mid-drag; 30: the
  /// dismissal finishing after the release.
  @MainActor func testAPlayerPutAwayMidTransitionIsFreed() async throws {
    let take = try take()
    for target in [3, 12, 30] {
      weak var session: SceneSession?
      weak var window: Window?
      weak var modal: ViewController?
      do {
        let player = try XCTUnwrap(TakePlayer(take: take))
        player.advance(toFrame: target)
        session = player.session
        window = player.session.window
        modal = player.session.window.rootViewController?.presentedViewController
        XCTAssertNotNil(modal, "frame \(target): the modal is up in the player")
        XCTAssertTrue(player.session.needsFrames, "frame \(target): something is in flight")
        player.putAway()
        XCTAssertFalse(player.session.needsFrames, "frame \(target): put away, nothing in flight")
      }
      XCTAssertNil(modal, "frame \(target): the modal controller")
      XCTAssertNil(window, "frame \(target): the window")
      XCTAssertNil(session, "frame \(target): the session")
    }
  }
}

import Foundation
import XCTest

/// The window touched with real fingers: weston's headless backend with the weston-touch
/// module, the app on its Wayland socket (`TouchScreen`). Every finger reaches the scenes
/// as a touch sequence of its own, read back from the trace's `pointer` lines.
final class TouchEndToEndTests: XCTestCase {
  private let grab = ScenePoint(x: 195, y: 300)
  private let openModal = ScenePoint(x: 195, y: 422)

  private func down(_ fraction: Double) -> ScenePoint {
    ScenePoint(x: 195, y: 300 + 844 * fraction)
  }

  /// The pointer lines' (event, sequence, pointer kind) from line `start` on.
  private func presses(_ screen: TouchScreen, from start: Int) -> [(String, Int, String)] {
    screen.pointerLines(from: start).compactMap {
      guard let event = $0["event"] as? String, let sequence = $0["sequence"] as? Double,
        let pointer = $0["pointer"] as? String
      else { return nil }
      return (event, Int(sequence), pointer)
    }
  }

  func testAFingerDragsTheModalDownAndDismissesIt() throws {
    let screen = try TouchScreen(["--scene", "drag-down", "--start", "presented"])
    let app = screen.app
    let short = try app.interactiveDismissal(recognizer: "pan") {
      try screen.drag(from: grab, to: down(0.12))
    }
    XCTAssertTrue(short.wentThroughBeganChangedEnded, "\(short.states)")
    XCTAssertEqual(short.completed, false, "a short drag of a finger snaps back")

    let start = app.lines().count
    // The long drag is the player's own: a separate script replays it through the module.
    let from = try screen.pixel(of: grab)
    let to = try screen.pixel(of: down(0.55))
    let long = try app.interactiveDismissal(recognizer: "pan") {
      try EndToEnd.run(
        "python3",
        [
          TouchScreen.root.appendingPathComponent("scripts/touch-play.py").path, "--drag",
          "\(from.x)", "\(from.y)", "\(to.x)", "\(to.y)", "--steps", "24", "--step-ms", "16",
        ],
        environment: screen.playerEnvironment)
    }
    XCTAssertTrue(long.wentThroughBeganChangedEnded, "\(long.states)")
    XCTAssertEqual(long.completed, true, "a long drag of a finger dismisses")
    let pointers = presses(screen, from: start)
    XCTAssertEqual(pointers.map(\.0), ["down", "up"], "one finger, pressed and lifted")
    XCTAssertEqual(Set(pointers.map(\.2)), ["touch"], "a finger reaches the scene as a touch")
  }

  func testAFingerFlicksTheSheetUpToItsLargeDetent() throws {
    let screen = try TouchScreen(["--scene", "sheet", "--start", "presented"])
    let app = screen.app
    let start = app.lines().count
    // A short, fast flick up from below the grabber, 120 points (about a third of the way
    // to the large detent, short of what a slow drag needs): the velocity carries the sheet
    // on to the large detent, as UIKit's sheet does.
    try screen.drag(
      from: ScenePoint(x: 195, y: 432), to: ScenePoint(x: 195, y: 312), steps: 5, stepMs: 10)
    // The sheet's trace line names the detent it rests at or is settling to; the release is
    // the sheet recognizer's `ended` line, with the velocity the finger left it.
    let release = try app.waitForLine("the flick's release", from: start) {
      $0["kind"] as? String == "gesture" && $0["state"] as? String == "ended"
    }
    do {
      try app.waitForLine("the sheet at its large detent", from: start, timeout: 5) {
        $0["kind"] as? String == "sheet" && $0["detent"] as? String == "large"
      }
    } catch {
      XCTFail("the flick did not carry the sheet to large; released with \(release.line)")
    }
    let first = app.lines().dropFirst(start).first { $0["kind"] as? String == "sheet" }
    XCTAssertEqual(first?["detent"] as? String, "medium", "the sheet rested at medium first")
    let states = app.lines().dropFirst(start).filter {
      $0["kind"] as? String == "gesture"
    }.compactMap { $0["state"] as? String }
    XCTAssertEqual(states.first, "began", "\(states)")
    XCTAssertEqual(states.last, "ended", "\(states)")
    XCTAssertEqual(Set(presses(screen, from: start).map(\.2)), ["touch"])
  }

  func testAFingerDrivesEveryComparedDeviceAndStaysATouch() throws {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("transition-lab-touch-compare-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    try LabWindow.writeSettings(
      """
      {"version": 1, "scenes": {}, "comparison": {"open": true, "scenes": {
        "drag-down": [{}, {"threshold": 0.9}]}}}
      """, in: home)
    let screen = try TouchScreen(["--scene", "drag-down"], configHome: home)
    let app = screen.app
    _ = try app.waitForLine("the devices' layout") { $0["kind"] as? String == "compare-layout" }
    XCTAssertEqual(try app.compareDevices().count, 2)

    // A tap on the first device's Open Modal presents on both.
    var start = app.lines().count
    let open = try screen.pixel(device: 0, openModal)
    try TouchScreen.requireFocus(
      try screen.play([String(format: "down 0 %.2f %.2f", open.x, open.y), "wait 40", "up 0"]))
    _ = try app.waitForCompletions(kind: "present", devices: 2, from: start)

    start = app.lines().count
    try screen.drag(from: grab, to: down(0.5), steps: 24, device: 1)
    let ends = try app.waitForCompletions(kind: "dismiss", devices: 2, from: start)
    XCTAssertEqual(ends[1]?["completed"] as? Bool, true, "threshold 0.3: dismissed")
    XCTAssertEqual(ends[2]?["completed"] as? Bool, false, "threshold 0.9: snapped back")
    let pointers = screen.pointerLines(from: start)
    XCTAssertEqual(pointers.compactMap { $0["event"] as? String }, ["down", "up"])
    XCTAssertEqual(pointers.first?["device"] as? Double, 2, "pressed on the second device")
    XCTAssertEqual(
      Set(pointers.compactMap { $0["pointer"] as? String }), ["touch"],
      "the finger stays a touch on the compared devices")
  }

  func testASecondFingerMidDragLeavesNoStuckState() throws {
    let screen = try TouchScreen(["--scene", "drag-down", "--start", "presented"])
    let app = screen.app
    let a = try screen.pixel(of: grab)
    let b = try screen.pixel(of: down(0.3))
    let c = try screen.pixel(of: down(0.55))
    let second = try screen.pixel(of: ScenePoint(x: 80, y: 500))
    let secondEnd = try screen.pixel(of: ScenePoint(x: 120, y: 620))

    // Finger 0 drags half way, finger 1 lands and moves while finger 0 goes on, finger 0
    // lifts, finger 1 moves on alone and lifts last.
    var start = app.lines().count
    let outcome = try app.interactiveDismissal(recognizer: "pan") {
      var lines = TouchScreen.dragLines(finger: 0, from: a, to: b, steps: 8, lift: false)
      lines.append(String(format: "down 1 %.2f %.2f", second.x, second.y))
      let first = TouchScreen.dragLines(finger: 0, from: b, to: c, steps: 8, press: false)
      let other = TouchScreen.dragLines(
        finger: 1, from: second, to: secondEnd, steps: 16, press: false)
      // Both fingers move in the same frames while finger 0 is down.
      for index in 0..<first.count {
        lines.append(first[index])
        if !first[index].hasPrefix("wait") { lines.append(other[index]) }
      }
      lines += other.dropFirst(first.count)
      try TouchScreen.requireFocus(try screen.play(lines))
    }
    XCTAssertEqual(outcome.states.first, "began", "\(outcome.states)")
    XCTAssertTrue(["ended", "cancelled"].contains(outcome.states.last ?? ""), "\(outcome.states)")
    XCTAssertNotNil(outcome.completed, "the transition completed or cancelled")
    let pointers = presses(screen, from: start)
    XCTAssertEqual(Set(pointers.map(\.1)).count, 2, "two fingers, two sequences: \(pointers)")
    XCTAssertEqual(pointers.filter { $0.0 == "down" }.count, 2, "\(pointers)")
    XCTAssertEqual(pointers.filter { $0.0 == "up" }.count, 2, "\(pointers)")
    XCTAssertEqual(Set(pointers.map(\.2)), ["touch"])
    // The second finger, moving on alone after the first lifted, started nothing.
    let after = app.lines().dropFirst(outcome.nextLine).filter {
      $0["kind"] as? String == "gesture" && $0["state"] as? String == "began"
    }
    XCTAssertTrue(after.isEmpty, "the second finger alone began \(after)")

    // Nothing is stuck: with the modal back if it went, the next one-finger drag dismisses.
    if outcome.completed == true {
      start = app.lines().count
      try screen.tap(openModal)
      try app.waitForPresentation(from: start)
    }
    let next = try app.interactiveDismissal(recognizer: "pan") {
      try screen.drag(from: grab, to: down(0.55))
    }
    XCTAssertTrue(next.wentThroughBeganChangedEnded, "\(next.states)")
    XCTAssertEqual(next.completed, true)
  }

  func testTwoFingersLandingTogetherAreTwoSequences() throws {
    let screen = try TouchScreen(["--scene", "drag-down", "--start", "presented"])
    let app = screen.app
    let one = try screen.pixel(of: ScenePoint(x: 120, y: 400))
    let two = try screen.pixel(of: ScenePoint(x: 270, y: 520))
    let start = app.lines().count
    // Both land in one frame, spread apart (a pinch's start), and lift in one frame.
    var lines = [
      String(format: "down 0 %.2f %.2f; down 1 %.2f %.2f", one.x, one.y, two.x, two.y)
    ]
    for step in 1...6 {
      let d = Double(step) * 8
      lines += [
        "wait 16",
        String(
          format: "move 0 %.2f %.2f; move 1 %.2f %.2f", one.x - d, one.y - d, two.x + d,
          two.y + d),
      ]
    }
    lines += ["wait 16", "up 0; up 1"]
    let answers = try screen.play(lines)
    XCTAssertTrue(answers[0].contains("down 0 focus down 1 focus"), "\(answers)")
    try app.waitForLine("both fingers lifted", from: start) { _ in
      self.presses(screen, from: start).filter { $0.0 == "up" }.count == 2
    }
    let pointers = presses(screen, from: start)
    XCTAssertEqual(pointers.filter { $0.0 == "down" }.count, 2, "\(pointers)")
    XCTAssertEqual(Set(pointers.map(\.1)).count, 2, "each finger its own sequence")
    XCTAssertEqual(Set(pointers.map(\.2)), ["touch"])

    // And the scene is not left holding either finger: a drag after them dismisses.
    let next = try app.interactiveDismissal(recognizer: "pan") {
      try screen.drag(from: grab, to: down(0.55))
    }
    XCTAssertEqual(next.completed, true, "\(next.states)")
  }

  func testACancelledTouchCancelsTheTransitionCleanly() throws {
    let screen = try TouchScreen(["--scene", "drag-down", "--start", "presented"])
    let app = screen.app
    let from = try screen.pixel(of: grab)
    let to = try screen.pixel(of: down(0.55))
    let start = app.lines().count
    // Well past the threshold, then the compositor takes the finger away.
    let cancelled = try app.interactiveDismissal(recognizer: "pan") {
      try TouchScreen.requireFocus(
        try screen.play(
          TouchScreen.dragLines(from: from, to: to, steps: 16, lift: false) + [
            "wait 16", "cancel",
          ]))
    }
    XCTAssertEqual(cancelled.states.first, "began", "\(cancelled.states)")
    XCTAssertEqual(cancelled.states.last, "cancelled", "\(cancelled.states)")
    XCTAssertEqual(cancelled.completed, false, "a cancelled touch cancels the dismissal")
    let pointers = presses(screen, from: start)
    XCTAssertEqual(pointers.map(\.0), ["down", "cancel"], "\(pointers)")

    let next = try app.interactiveDismissal(recognizer: "pan") {
      try screen.drag(from: grab, to: down(0.55))
    }
    XCTAssertTrue(next.wentThroughBeganChangedEnded, "\(next.states)")
    XCTAssertEqual(next.completed, true, "the next finger drags as before")
  }

  func testTheModuleRefusesAMalformedLineAndNamesIt() throws {
    let screen = try TouchScreen(["--scene", "drag-down", "--start", "presented"])
    for (line, answer) in [
      ("move 0 10 10", "finger 0 is not down"), ("down 0 10", "'down' takes ID"),
      ("down 12 10 10", "'down' takes ID"), ("up 1", "finger 1 is not down"),
      ("wave 0", "unknown command 'wave'"),
    ] {
      XCTAssertThrowsError(try screen.play(["ping", line]), line) { error in
        let text = "\(error)"
        XCTAssertTrue(text.contains("line 2 (\(line))"), text)
        XCTAssertTrue(text.contains(answer), text)
      }
    }
    // A refused line changed nothing: a finger still drags the modal away.
    let outcome = try screen.app.interactiveDismissal(recognizer: "pan") {
      try screen.drag(from: grab, to: down(0.55))
    }
    XCTAssertEqual(outcome.completed, true, "\(outcome.states)")
  }

  /// Two real fingers pinching the zoom's detail in: the pinch recognizer begins, and on
  /// lifting the detail zooms back into the cell it came from, as iOS dismisses it.
  func testAPinchOnTheZoomDetailDismissesItIntoItsCell() throws {
    let (screen, start) = try TouchScreen.zoomPhotoOpened()
    let app = screen.app
    // Both fingers land on the photo, 190 points apart, and close to 50 points apart.
    let left = try screen.pixel(of: ScenePoint(x: 100, y: 422))
    let right = try screen.pixel(of: ScenePoint(x: 290, y: 422))
    let scale = (right.x - left.x) / 190
    var lines = [
      String(format: "down 0 %.2f %.2f; down 1 %.2f %.2f", right.x, right.y, left.x, left.y)
    ]
    for step in 1...14 {
      let inward = Double(step) * 5 * scale
      lines += [
        "wait 16",
        String(
          format: "move 0 %.2f %.2f; move 1 %.2f %.2f", right.x - inward, right.y,
          left.x + inward, left.y),
      ]
    }
    lines += ["wait 16", "up 0; up 1"]
    let answers = try screen.play(lines)
    try TouchScreen.requireFocus(answers)
    let end = try app.waitForLine("the dismissal to complete", from: start) {
      $0["kind"] as? String == "transition" && $0["phase"] as? String == "complete"
        && $0["transition"] as? String == "dismiss"
    }
    XCTAssertEqual(end.line["completed"] as? Bool, true, "a pinch in dismisses")
    let pinch = app.lines()[start..<end.index].filter {
      $0["kind"] as? String == "gesture" && $0["recognizer"] as? String == "zoom-pinch"
    }.compactMap { $0["state"] as? String }
    XCTAssertEqual(pinch.first, "began", "the two fingers are a pinch: \(pinch)")
    XCTAssertTrue(pinch.contains("changed"), "\(pinch)")
    XCTAssertTrue(pinch.contains("ended"), "\(pinch)")
    let pointers = presses(screen, from: start)
    XCTAssertEqual(Set(pointers.map(\.1)).count, 2, "two fingers: \(pointers)")
    XCTAssertEqual(Set(pointers.map(\.2)), ["touch"])
    // The last zoom frame is the cell's.
    let zoom = app.lines().dropFirst(start).filter { $0["kind"] as? String == "zoom" }
    let frame = try XCTUnwrap(zoom.last?["frame"] as? [Double])
    let source = try XCTUnwrap(zoom.last?["source"] as? [Double])
    for (a, b) in zip(frame, source) { XCTAssertEqual(a, b, accuracy: 0.01, "ends in the cell") }
  }
}

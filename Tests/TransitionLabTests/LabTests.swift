import Foundation
import Scenes
import TestSupport
import TransitionKit
import XCTest

@testable import TransitionLab

/// The window's model without GTK: scene switches, saved and overridden values, slow motion,
/// fit and fill, warnings and trace lines.
final class LabTests: XCTestCase {
  private func saved(_ pairs: [(String, String, ParameterValue)]) throws -> LabSettings {
    var settings = LabSettings()
    for (scene, name, value) in pairs {
      let descriptor = try XCTUnwrap(SceneCatalog.scene(id: scene))
      let spec = try XCTUnwrap(descriptor.parameters.first { $0.id == name })
      settings.record(value, for: spec, scene: scene)
    }
    return settings
  }

  @MainActor func testSavedValuesApplyAndOverridesWinWithoutBeingSaved() async throws {
    let settings = try saved([
      ("drag-down", "threshold", .number(0.45)), ("card", "dimming", .number(0.3)),
    ])
    let lab = Lab(
      descriptor: DragDownScene.descriptor, overrides: ["threshold=0.7", "duration=1.2"],
      settings: settings)
    XCTAssertEqual(lab.parameters.threshold, 0.7)
    XCTAssertEqual(lab.parameters.duration, 1.2)
    XCTAssertEqual(lab.settings, settings, "--set values are not saved")
    XCTAssertFalse(lab.hasUnsavedSettings)
    lab.send(.selectScene("card"))
    XCTAssertEqual(lab.parameters.number("dimming"), 0.3)
  }

  @MainActor func testPanelChangesAreRecordedAndAResetEmptiesTheScene() async throws {
    let lab = Lab(descriptor: CardScene.descriptor)
    var changes = 0
    lab.onSettingsChange = { changes += 1 }
    try lab.parameters.set("threshold", .number(0.5))
    XCTAssertTrue(lab.hasUnsavedSettings)
    XCTAssertEqual(lab.settings.values(forScene: "card"), ["threshold": .number(0.5)])
    lab.send(.resetParameters)
    XCTAssertEqual(lab.parameters.threshold, 0.2)
    var shownOnly = LabSettings()
    shownOnly.scene = "card"
    XCTAssertEqual(lab.settings, shownOnly, "no values left, only the scene shown")
    XCTAssertEqual(changes, 2)
  }

  @MainActor func testValuesSurviveSwitchingAwayAndBackAndTimeGoesOn() async throws {
    var lines: [String] = []
    let lab = Lab(descriptor: DragDownScene.descriptor, start: .presented)
    XCTAssertTrue(lab.session.isPresented)
    try lab.parameters.set("threshold", .number(0.6))
    lab.clock.advance(by: 2)
    lab.session.traceSink.map { sink in
      lab.session.traceSink = { line in
        lines.append(line.encoded); sink(line)
      }
    }
    lab.send(.selectScene("edge-pan"))
    XCTAssertEqual(lab.session.descriptor.id, "edge-pan")
    XCTAssertFalse(lab.session.isPresented, "a switched-to scene opens on its root screen")
    XCTAssertEqual(lab.session.now, 2, "scene time goes on, so the trace stays in order")
    lab.send(.selectScene("drag-down"))
    XCTAssertEqual(lab.parameters.threshold, 0.6)
  }

  @MainActor func testSwitchingMidDragEndsTheOldSceneTransitionInTheTraceFirst() async throws {
    var lines: [(t: Double, text: String)] = []
    let lab = Lab(descriptor: DragDownScene.descriptor, start: .presented)
    let sink = lab.session.traceSink
    lab.session.traceSink = { line in
      if case .object(let fields) = line, case .number(let t)? = fields.first?.1 {
        lines.append((t, line.encoded))
      }
      sink?(line)
    }
    lab.session.deliver(GestureScript.Event(t: 0, type: .down, location: Point(x: 195, y: 300)))
    for y in stride(from: 330.0, through: 630, by: 30) {
      lab.clock.advance(by: 1.0 / 60)
      lab.session.tick()
      lab.session.deliver(GestureScript.Event(t: 0, type: .move, location: Point(x: 195, y: y)))
    }
    let switchedAt = lab.session.now
    XCTAssertNil(lab.session.transitions.last?.completed, "the drag's dismissal is under way")

    lab.send(.selectScene("card"))

    let begins = lines.filter { $0.text.contains("\"phase\":\"begin\"") }
    let completes = lines.filter { $0.text.contains("\"phase\":\"complete\"") }
    XCTAssertEqual(begins.count, 1)
    XCTAssertEqual(
      completes.count, 1, "the dismissal begun by the drag completes before the switch")
    XCTAssertTrue(completes.first?.text.contains("\"completed\":false") ?? false, "cancelled")
    XCTAssertEqual(lines.map(\.t), lines.map(\.t).sorted(), "the trace stays in time order")
    XCTAssertGreaterThan(lab.session.now, switchedAt, "the new scene's time starts after that")
    XCTAssertEqual(lab.session.descriptor.id, "card")
    XCTAssertFalse(lab.session.needsFrames)
  }

  /// The scene left behind runs its transition to the end unseen, at the put-away rate rather
  /// than the display's: each of those frames is a whole tick of the frame that switched.
  @MainActor func testTheSceneLeftBehindEndsItsTransitionAtThePutAwayRate() async throws {
    var times: [Double] = []
    let lab = Lab(descriptor: DragDownScene.descriptor, start: .root)
    let sink = lab.session.traceSink
    lab.session.traceSink = { line in
      if case .object(let fields) = line, case .number(let t)? = fields.first?.1 { times.append(t) }
      sink?(line)
    }
    lab.send(.present)
    lab.clock.advance(by: 0.05)
    lab.session.tick()
    XCTAssertTrue(lab.session.needsFrames, "the presentation is under way")
    let switchedAt = lab.session.now
    times.removeAll()

    lab.send(.selectScene("card"))

    let frames = Array(Set(times.filter { $0 > switchedAt })).sorted()
    XCTAssertGreaterThanOrEqual(
      frames.count, 1, "the presentation ended after the switch \(frames.map { $0 - switchedAt })")
    let step = 1 / SceneSession.putAwayFramesPerSecond
    let ends = lab.session.now - switchedAt
    XCTAssertEqual(
      (ends / step).rounded() * step, ends, accuracy: 1e-6,
      "time moved on in put-away frames: \(ends) s")
    XCTAssertGreaterThan(ends, 2 * (1.0 / 60), "more than a couple of display frames ran")
  }

  @MainActor func testSlowMotionLevelsScaleTheClockAndCycle() async {
    let lab = Lab(descriptor: DragDownScene.descriptor)
    lab.send(.setTimeScale(0.25))
    XCTAssertEqual(lab.clock.timeScale, 0.25)
    lab.send(.setTimeScale(0.3))
    XCTAssertEqual(lab.timeScale, 0.25, "only the listed levels")
    var seen: [Double] = []
    for _ in 0..<4 {
      lab.send(.cycleTimeScale)
      seen.append(lab.timeScale)
    }
    XCTAssertEqual(seen, [0.1, 1, 0.5, 0.25])
    lab.send(.selectScene("card"))
    XCTAssertEqual(lab.clock.timeScale, 0.25, "a new scene keeps the speed")
  }

  @MainActor func testFillFollowsTheCanvasMidTransitionAndFitRestoresTheDevice() async throws {
    let lab = Lab(descriptor: DragDownScene.descriptor, start: .presented)
    lab.send(.dismiss)
    lab.clock.advance(by: 0.05)
    lab.session.tick()
    lab.clock.advance(by: 0.1)
    lab.session.tick()
    XCTAssertNotNil(lab.session.window.activeTransition)
    lab.resizeScreen(toCanvas: Size(width: 600, height: 500))
    lab.send(.setCanvasFit(.fill))
    XCTAssertEqual(lab.session.window.screen.bounds.size, Size(width: 600, height: 500))
    lab.resizeScreen(toCanvas: Size(width: 700, height: 400))
    lab.session.advanceFrames(2)
    XCTAssertNil(lab.session.window.activeTransition)
    XCTAssertFalse(lab.session.isPresented)
    XCTAssertEqual(lab.session.window.subviews.count, 1, "no orphan views after the resize")
    lab.send(.setCanvasFit(.fit))
    XCTAssertEqual(lab.session.window.screen.bounds.size, Screen.defaultSize)
  }

  @MainActor func testWarningsReachTheWindowAndTheAppsOwnAreListedToo() async {
    let lab = Lab(descriptor: DragDownScene.descriptor)
    // Before the window listens, the lab keeps them for it.
    lab.warn("presets.not-read", "The presets file was not read.")
    XCTAssertEqual(lab.warnings.map(\.message), ["The presets file was not read."])
    var shown: [(String, String?)] = []
    lab.onWarning = { shown.append(($1, $2)) }
    lab.session.window.resize(to: Size(width: -1, height: 10))
    lab.warn("settings.moved-aside", "The settings file was moved aside.")
    XCTAssertEqual(shown.count, 2)
    XCTAssertTrue(shown[0].0.contains("size"), shown[0].0)
    XCTAssertEqual(shown.map(\.1), ["drag-down", nil], "the scene's, then the app's own")
    XCTAssertEqual(
      lab.warnings.map(\.message), ["The presets file was not read."],
      "the window keeps those it heard of: no second copy in the lab")
  }

  @MainActor func testAFailedSaveIsAWarningInTheWindowAndOnStandardError() async throws {
    // A file where the settings folder should be: the folder cannot be made.
    let blocker = FileManager.default.temporaryDirectory
      .appendingPathComponent("lab-blocker-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: blocker.path, contents: Data("x".utf8))
    defer { try? FileManager.default.removeItem(at: blocker) }
    let path = blocker.appendingPathComponent("transition-lab/settings.json").path
    let lab = Lab(descriptor: CardScene.descriptor, settingsFile: SettingsFile(path: path))
    var errors: [String] = []
    var shown: [String] = []
    lab.writeError = { errors.append($0) }
    lab.onWarning = { _, message, _ in shown.append(message) }
    try lab.parameters.set("threshold", .number(0.5))
    lab.saveSettingsIfNeeded()
    XCTAssertEqual(errors.count, 1)
    XCTAssertTrue(
      errors.first?.hasPrefix("Settings were not saved: cannot create") == true, "\(errors)")
    XCTAssertEqual(shown, errors, "the same line in the window")
    XCTAssertFalse(FileManager.default.fileExists(atPath: path))
  }

  @MainActor func testTheTraceGetsSessionLinesAndTheAppsOwn() async throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("lab-trace-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: url) }
    let writer = try TraceWriter(path: url.path)
    let lab = Lab(descriptor: DragDownScene.descriptor, trace: writer)
    try lab.parameters.set("threshold", .number(0.5))
    lab.emit("frame", [("clock", .number(12.5))])
    lab.send(.selectScene("card"))
    writer.drain()
    let text = try String(contentsOf: url, encoding: .utf8)
    XCTAssertEqual(
      text.split(separator: "\n"),
      [
        #"{"t":0,"kind":"parameter","name":"threshold","value":0.5}"#,
        #"{"t":0,"kind":"frame","clock":12.5}"#,
        #"{"t":0,"kind":"scene","scene":"card"}"#,
      ])
  }

  /// Alt+Left pops the navigation scene's top page, and does nothing on its root or in a
  /// scene without a navigation controller.
  @MainActor func testGoBackPopsTheTopPage() async {
    let lab = Lab(descriptor: NavigationScene.descriptor, start: .presented)
    let navigation = lab.session.window.rootViewController as? NavigationController
    XCTAssertEqual(navigation?.viewControllers.count, 2)
    lab.send(.goBack)
    lab.session.advanceFrames(3)
    XCTAssertEqual(navigation?.viewControllers.count, 1)
    XCTAssertEqual(lab.session.transitions.map(\.kind), [.pop])
    lab.send(.goBack)
    lab.session.advanceFrames(3)
    XCTAssertEqual(lab.session.transitions.count, 1, "nothing under the root")
    XCTAssertTrue(lab.session.engine.warnings.isEmpty)
    let modal = Lab(descriptor: DragDownScene.descriptor, start: .presented)
    modal.send(.goBack)
    modal.session.advanceFrames(3)
    XCTAssertTrue(modal.session.isPresented)
  }

  @MainActor func testReplayNeedsARecordedDrag() async {
    let lab = Lab(descriptor: DragDownScene.descriptor, start: .presented)
    XCTAssertFalse(lab.state.canReplay)
    lab.send(.replay)
    XCTAssertFalse(lab.session.isPlayingScript, "nothing to replay yet")
    for (index, y) in [300.0, 340, 380, 420].enumerated() {
      let kind: PointerEvent.Kind = index == 0 ? .down : .move
      lab.session.send(
        PointerEvent(kind: kind, location: Point(x: 195, y: y), timestamp: Double(index) * 0.02))
    }
    lab.session.send(PointerEvent(kind: .up, location: Point(x: 195, y: 420), timestamp: 0.08))
    lab.refresh()
    XCTAssertTrue(lab.state.canReplay)
    lab.send(.replay)
    XCTAssertTrue(lab.session.isPlayingScript)
  }

  /// Sends a live drag down the middle of the screen through `ys`, a frame apart, and lets
  /// everything settle.
  @MainActor private func drag(_ lab: Lab, through ys: [Double]) {
    PointerScript(session: lab.session, device: .mouse).drag(
      through: ys.map { Point(x: 195, y: $0) })
    lab.session.advanceFrames(3)
  }

  @MainActor func testReplayAfterADismissingDragBringsTheModalBackAndDragsItAgain() async {
    let lab = Lab(descriptor: DragDownScene.descriptor, start: .presented)
    drag(lab, through: [300, 340, 400, 500, 600, 700, 700])
    XCTAssertFalse(lab.session.isPresented, "400 of 844 points is past the 0.3 threshold")
    // A click on Open Modal is no drag: the one before stays the one to replay.
    drag(lab, through: [422, 422])
    XCTAssertTrue(lab.session.isPresented)
    drag(lab, through: [422, 422])
    XCTAssertFalse(lab.session.isPresented, "the click on Close dismissed it")

    lab.send(.replay)
    XCTAssertTrue(lab.session.isPlayingScript)
    XCTAssertTrue(lab.session.isPresented, "the modal is back for the drag to move")
    lab.session.advanceFrames(3)
    XCTAssertFalse(lab.session.isPresented)
    let drags = lab.session.transitions.filter { $0.kind == .dismiss && $0.interactive }
    XCTAssertEqual(drags.map(\.completed), [true, true], "the replayed drag dismissed it again")
    XCTAssertEqual(lab.session.window.subviews.count, 1, "only the root is left")
  }
}

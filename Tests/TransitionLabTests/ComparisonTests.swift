import Foundation
import Scenes
import TransitionKit
import XCTest

@testable import TransitionLab

/// Compare mode's model without GTK, and the comparison in the settings file.
final class ComparisonTests: XCTestCase {
  @MainActor private func comparison(_ sets: [[String: ParameterValue]]) -> Comparison {
    Comparison(
      descriptor: DragDownScene.descriptor, sets: sets, screenSize: Screen.defaultSize,
      clock: ManualClock())
  }

  /// Advances the shared clock in 60 Hz frames for `seconds`, ticking every device.
  @MainActor private func run(_ comparison: Comparison, seconds: Double) {
    for _ in 0..<Int((seconds * 60).rounded()) {
      comparison.clock.advance(by: 1.0 / 60)
      comparison.tick()
    }
  }

  @MainActor func testOneDragPlaysOnEveryDeviceUnderItsOwnValues() {
    let compare = comparison([[:], [ParameterID.threshold: .number(0.9)]])
    compare.perform(.present)
    run(compare, seconds: 1)
    XCTAssertTrue(compare.sessions.allSatisfy(\.isPresented))
    // A drag of half the screen's height, 0.5 s long: past 0.3, short of 0.9.
    let steps = 30
    for step in 0...steps {
      let kind: PointerEvent.Kind = step == 0 ? .down : step == steps ? .up : .move
      let y = 300 + 422 * Double(step) / Double(steps)
      compare.send(
        PointerEvent(
          kind: kind, location: Point(x: 195, y: y), timestamp: compare.clock.now,
          device: .mouse, sequence: 7), from: 0)
      run(compare, seconds: 1.0 / 60)
    }
    run(compare, seconds: 2)
    let outcomes = compare.sessions.map { $0.transitions.last?.completed }
    XCTAssertEqual(outcomes, [true, false], "threshold 0.3 dismisses, 0.9 snaps back")
    XCTAssertTrue(compare.sessions.allSatisfy { $0.transitions.last?.interactive == true })
    XCTAssertTrue(compare.hasRecording)
    XCTAssertTrue(compare.replayLastDrag())
    XCTAssertTrue(compare.needsFrames)
  }

  @MainActor func testLabelsSayWhatDiffersAndCopyingMakesDevicesTheSame() {
    let compare = comparison([[ParameterID.duration: .number(1)], [:]])
    XCTAssertEqual(compare.labels, ["Device 1\nDuration 1 s", "Device 2\nDuration 0.6 s"])
    compare.follow([compare.sets[0], compare.sets[0]], like: 0)
    XCTAssertEqual(compare.labels, ["Device 1\nDuration 1 s", "Device 2\nsame as 1"])
    XCTAssertEqual(
      compare.sets, [[ParameterID.duration: .number(1)], [ParameterID.duration: .number(1)]])
    compare.stores[0].resetToSeedDefaults()
    compare.stores[1].resetToSeedDefaults()
    XCTAssertEqual(compare.labels, ["Device 1\nthe tutorial's values", "Device 2\nsame as 1"])
  }

  @MainActor func testTwoToFourDevices() {
    let compare = comparison([[:]])
    XCTAssertEqual(compare.sessions.count, 2, "one set gives two devices")
    var changes = 0
    compare.onSetsChange = { changes += 1 }
    for _ in 0..<3 { compare.addDevice(values: [:], like: compare.sessions.count - 1) }
    XCTAssertEqual(compare.sessions.count, 4)
    for _ in 0..<4 { compare.removeDevice(at: compare.sessions.count - 1) }
    XCTAssertEqual(compare.sessions.count, 2)
    XCTAssertEqual(changes, 4, "two additions and two removals were real changes")
    XCTAssertEqual(comparison(Array(repeating: [:], count: 6)).sessions.count, 4)
  }

  /// A click (press and release at one point) on device `index`.
  @MainActor private func click(_ compare: Comparison, device index: Int, at point: Point) {
    for kind in [PointerEvent.Kind.down, .up] {
      compare.send(
        PointerEvent(
          kind: kind, location: point, timestamp: compare.clock.now, device: .touch,
          sequence: 11), from: index)
    }
  }

  @MainActor func testAClickOnOpenModalPressesItOnlyWhereOpenModalIsOnScreen() {
    let compare = comparison([[:], [:], [:]])
    compare.sessions[0].presentWithoutAnimation()
    compare.sessions[1].presentWithoutAnimation()
    guard let open = compare.sessions[2].locate(control: "open") else {
      return XCTFail("the control is on screen")
    }
    XCTAssertNotNil(
      Comparison.button(at: open, in: compare.sessions[0].window),
      "devices 1 and 2 show a button (Close) under Open Modal's place")
    click(compare, device: 2, at: open)
    run(compare, seconds: 2)
    XCTAssertEqual(compare.sessions.map(\.isPresented), [true, true, true])
    XCTAssertEqual(
      compare.sessions.map { $0.transitions.count }, [0, 0, 1],
      "only device 3 presented; devices 1 and 2 kept their modal")
  }

  @MainActor func testAClickOnAControlPressesTheSameControlWhereverItIsOnEachDevice() {
    let compare = comparison([[:], [:]])
    compare.perform(.present)
    run(compare, seconds: 2)
    guard let close = compare.sessions[1].locate(control: "close") else {
      return XCTFail("the control is on screen")
    }
    // Off centre on the button: the other device is pressed at the same place on its button.
    click(compare, device: 1, at: Point(x: close.x + 2, y: close.y + 1))
    run(compare, seconds: 2)
    XCTAssertEqual(compare.sessions.map(\.isPresented), [false, false])
  }

  @MainActor func testAClickOnNothingTapsNoButtonOnAnotherDevice() {
    // The card: device 1 shows the Payments screen and its Present Modal button, device 2 the
    // card over the same place.
    let compare = Comparison(
      descriptor: CardScene.descriptor, sets: [[:], [:]], screenSize: Screen.defaultSize,
      clock: ManualClock())
    compare.sessions[1].presentWithoutAnimation()
    guard let present = compare.sessions[0].locate(control: "present") else {
      return XCTFail("Present Modal is on screen")
    }
    XCTAssertNil(Comparison.control(at: present, in: compare.sessions[1].window))
    click(compare, device: 1, at: present)
    run(compare, seconds: 2)
    XCTAssertFalse(compare.sessions[0].isPresented, "Present Modal was not tapped")
    XCTAssertEqual(compare.sessions[0].transitions.count, 0)
  }

  /// A photo of the zoom's grid is a list cell, not a button: a press on one is a press on
  /// the same photo on every device, found by its name.
  @MainActor func testAPhotoOfTheGridIsAControlEveryDevicePresses() {
    let compare = Comparison(
      descriptor: ZoomScene.descriptor, sets: [[:], [:]], screenSize: Screen.defaultSize,
      clock: ManualClock())
    run(compare, seconds: 0.5)
    guard let photo = compare.sessions[0].locate(control: "photo-5") else {
      return XCTFail("photo 5 is on screen")
    }
    XCTAssertEqual(Comparison.control(at: photo, in: compare.sessions[0].window), "photo-5")
    click(compare, device: 1, at: Point(x: photo.x + 3, y: photo.y - 2))
    run(compare, seconds: 2)
    XCTAssertEqual(compare.sessions.map(\.isAwayFromRoot), [true, true])
  }

  @MainActor func testTheDeviceKindReachesEveryDevice() {
    let compare = comparison([[:], [:]])
    var kinds: [PointerEvent.Device] = []
    for session in compare.sessions {
      session.inputObserver = { event, _ in kinds.append(event.device) }
    }
    compare.send(
      PointerEvent(
        kind: .down, location: Point(x: 20, y: 500), timestamp: 0, device: .pen, sequence: 3),
      from: 0)
    XCTAssertEqual(kinds, [.pen, .pen])
  }

  @MainActor func testAnAddedDeviceOpensInTheStateTheOthersAreIn() {
    let compare = comparison([[:], [:]])
    compare.perform(.present)
    run(compare, seconds: 2)
    compare.addDevice(values: [:], like: 1)
    XCTAssertEqual(compare.sessions.map(\.isPresented), [true, true, true])
  }

  @MainActor func testPresentBringsOnlyTheDevicesOutOfStepBack() {
    let compare = comparison([[:], [:], [:]])
    compare.sessions[0].presentWithoutAnimation()
    compare.perform(.present)
    run(compare, seconds: 2)
    XCTAssertEqual(compare.sessions.map(\.isPresented), [true, true, true])
    XCTAssertEqual(compare.sessions.map { $0.transitions.count }, [0, 1, 1])
  }

  @MainActor func testDevicesAreReadyToDragAndCountAsPlayedOnceTheyTransition() {
    let compare = comparison([[:], [:]])
    compare.makeReadyToDrag()
    XCTAssertEqual(compare.sessions.map(\.isPresented), [true, true])
    XCTAssertEqual(compare.playedDevices, [false, false])
    compare.perform(.dismiss)
    run(compare, seconds: 2)
    XCTAssertEqual(compare.playedDevices, [true, true])
    compare.makeReadyToDrag()
    XCTAssertEqual(compare.playedDevices, [false, false])
    XCTAssertEqual(compare.sessions.map(\.isPresented), [true, true])
  }

  func testSettingsKeepTheComparisonAndOldFilesStillLoad() throws {
    let old = try LabSettings.parse(
      Data(#"{"version": 1, "scenes": {"card": {"dimming": 0.3}}}"#.utf8))
    XCTAssertEqual(old.comparison, ComparisonSettings())
    XCTAssertFalse(old.encoded().contains("comparison"), "nothing to save, nothing written")

    var settings = old
    settings.comparison.isOpen = true
    settings.comparison.scenes["edge-pan"] = [
      [:], [ParameterID.damping: .number(0.5), ParameterID.duration: .number(0.9)],
    ]
    let again = try LabSettings.parse(Data(settings.encoded().utf8))
    XCTAssertEqual(again, settings)
  }

  func testABadComparisonIsRefusedWithOneLine() {
    let cases = [
      (#""comparison": 3"#, "comparison must be an object"),
      (#""comparison": {"open": 1}"#, "comparison.open"),
      (#""comparison": {"scenes": {"nope": [{}, {}]}}"#, "unknown scene 'nope'"),
      (#""comparison": {"scenes": {"card": [{}]}}"#, "2 to 4"),
      (
        #""comparison": {"scenes": {"card": [{}, {"dimming": 7}]}}"#,
        "comparison.scenes.card[1].dimming"
      ),
      (#""comparison": {"scenes": {"card": [{}, {"dampin": 1}]}}"#, "dampin"),
      (#""comparison": {"what": true}"#, "unknown key 'what'"),
    ]
    for (field, fragment) in cases {
      let text = #"{"version": 1, "scenes": {}, "# + field + "}"
      XCTAssertThrowsError(try LabSettings.parse(Data(text.utf8)), field) { error in
        let message = (error as? SettingsError)?.description ?? ""
        XCTAssertTrue(message.contains(fragment), "\(field): \(message)")
        XCTAssertFalse(message.contains("\n"))
      }
    }
  }
}

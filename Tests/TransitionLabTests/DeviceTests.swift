import Foundation
import Scenes
import TransitionKit
import XCTest

@testable import TransitionLab

/// Devices through the command line, the lab's state and compare mode.
final class DeviceTests: XCTestCase {
  private var directory = ""

  override func setUp() {
    directory = NSTemporaryDirectory() + "devices-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  }

  override func tearDown() {
    try? FileManager.default.removeItem(atPath: directory)
  }

  private func sample(_ name: String) -> String {
    ReplayCommandTests.gestures.appendingPathComponent("\(name).json").path
  }

  /// Runs `replay` and returns its summary's `device` object.
  private func replayDevice(
    _ arguments: [String], file: StaticString = #filePath, line: UInt = #line
  )
    throws -> [String: Any]
  {
    let result = try TransitionLabProcess.run(
      ["replay", "--scene", "drag-down", "--gesture", sample("long-drag")] + arguments,
      file: file, line: line)
    XCTAssertEqual(result.status, 0, result.standardError, file: file, line: line)
    let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    let summary = try XCTUnwrap(object as? [String: Any], file: file, line: line)
    XCTAssertNotNil(
      summary["transitions"], "the fields that were there stay", file: file, line: line)
    return try XCTUnwrap(summary["device"] as? [String: Any], file: file, line: line)
  }

  private func insets(_ device: [String: Any]) -> [Double] {
    let safe = device["safeArea"] as? [String: Double] ?? [:]
    return ["top", "left", "bottom", "right"].map { safe[$0] ?? -1 }
  }

  func testReplayOnANamedDeviceReportsItsScreenAndSafeAreas() throws {
    let standard = try replayDevice([])
    XCTAssertEqual(standard["id"] as? String, "iphone-14")
    XCTAssertEqual(standard["width"] as? Double, 390)
    XCTAssertEqual(standard["height"] as? Double, 844)
    XCTAssertEqual(insets(standard), [47, 0, 34, 0])

    let se = try replayDevice(["--device", "iphone-se"])
    XCTAssertEqual(se["width"] as? Double, 375)
    XCTAssertEqual(se["height"] as? Double, 667)
    XCTAssertEqual(insets(se), [20, 0, 0, 0])
    XCTAssertEqual(se["scale"] as? Double, 2)

    let sideways = try replayDevice(["--device", "iphone-16-pro-max", "--orientation", "landscape"])
    XCTAssertEqual(sideways["orientation"] as? String, "landscape")
    XCTAssertEqual(sideways["width"] as? Double, 956)
    XCTAssertEqual(sideways["height"] as? Double, 440)
    XCTAssertEqual(insets(sideways), [0, 62, 21, 62])
    XCTAssertEqual(sideways["statusBar"] as? Double, 0)

    let pad = try replayDevice(["--device", "ipad-mini"])
    XCTAssertEqual(insets(pad), [24, 0, 20, 0])
    let custom = try replayDevice(["--size", "320x480"])
    XCTAssertEqual(custom["id"] as? String, "custom")
    XCTAssertEqual(insets(custom), [20, 0, 0, 0])
  }

  /// `--rotate-at` turns the device mid-scene: the summary ends sideways with the landscape
  /// safe areas, and the trace has the size change.
  func testReplayRotatesMidScene() throws {
    let rotated = try replayDevice(["--device", "iphone-14", "--rotate-at", "0.1"])
    XCTAssertEqual(rotated["orientation"] as? String, "landscape")
    XCTAssertEqual(rotated["width"] as? Double, 844)
    XCTAssertEqual(insets(rotated), [0, 47, 21, 47])
    let late = try replayDevice(["--device", "iphone-se", "--rotate-at", "5"])
    XCTAssertEqual(late["orientation"] as? String, "landscape", "a turn after the script")
  }

  func testBadDeviceInputIsOneLineWithTheChoices() throws {
    let unknown = try TransitionLabProcess.run([
      "replay", "--scene", "drag-down", "--gesture", sample("long-drag"), "--device", "iphone-99",
    ])
    XCTAssertEqual(unknown.status, 2)
    XCTAssertTrue(
      unknown.standardError.contains("unknown device 'iphone-99'"), unknown.standardError)
    XCTAssertTrue(unknown.standardError.contains("iphone-se"), unknown.standardError)
    let both = try TransitionLabProcess.run([
      "render", "--scene", "card", "--device", "pixel-8", "--size", "300x600", "--output",
      directory + "/x.png",
    ])
    XCTAssertEqual(both.status, 2)
    XCTAssertTrue(both.standardError.contains("either --device or --size"), both.standardError)
    let list = try TransitionLabProcess.run(["replay", "--device", "list"])
    XCTAssertEqual(list.status, 0, list.standardError)
    XCTAssertEqual(list.outputLines.count, DeviceCatalog.all.count)
    let devices = try TransitionLabProcess.run(["devices", "--json"])
    let array = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(devices.standardOutput.utf8)) as? [[String: Any]])
    XCTAssertEqual(array.compactMap { $0["id"] as? String }, DeviceCatalog.ids)
  }

  /// The window's device is in its state, changes its session's screen, rotates, and is kept
  /// in the settings file.
  @MainActor func testTheWindowsDeviceIsStateAndIsKept() async throws {
    var file = SettingsFile(path: directory + "/settings.json")
    let lab = Lab(descriptor: SheetScene.descriptor, settingsFile: file)
    XCTAssertEqual(lab.session.window.screen.bounds.size, Screen.defaultSize)
    lab.send(.chooseScreenDevice("iphone-se"))
    XCTAssertEqual(lab.state.screenDevice, "iphone-se")
    XCTAssertEqual(lab.session.window.screen.bounds.size, Size(width: 375, height: 667))
    XCTAssertEqual(lab.session.window.screen.safeAreaInsets.top, 20)
    lab.send(.rotateDevice)
    XCTAssertEqual(lab.state.orientation, .landscape)
    lab.session.settle()
    XCTAssertEqual(lab.session.window.screen.bounds.size, Size(width: 667, height: 375))
    lab.send(.chooseScreenDevice("no-such-phone"))
    XCTAssertEqual(lab.state.screenDevice, "iphone-se")
    lab.saveSettingsIfNeeded()
    let reopened = Lab(
      descriptor: SheetScene.descriptor, settingsFile: file,
      settings: file.load().settings)
    XCTAssertEqual(reopened.state.screenDevice, "iphone-se")
    XCTAssertEqual(reopened.state.orientation, .landscape)
    XCTAssertEqual(reopened.session.window.screen.bounds.size, Size(width: 667, height: 375))
  }

  /// A small and a large phone compared under one finger: the drag travels the same points
  /// on each, from the same place relative to each screen.
  @MainActor func testComparedDevicesMayDifferAndShareTheFingersTravel() async throws {
    let compare = Comparison(
      descriptor: DragDownScene.descriptor, sets: [[:], [:]], screenSize: Screen.defaultSize,
      device: (DeviceCatalog.defaultDevice, .portrait), clock: ManualClock())
    compare.setDevice(try XCTUnwrap(DeviceCatalog.device(id: "iphone-se")), at: 0)
    compare.setDevice(try XCTUnwrap(DeviceCatalog.device(id: "iphone-16-pro-max")), at: 1)
    XCTAssertEqual(
      compare.sessions.map { $0.window.screen.bounds.size },
      [Size(width: 375, height: 667), Size(width: 440, height: 956)])
    XCTAssertTrue(compare.labels[0].hasPrefix("Device 1 · iphone-se"), compare.labels[0])
    XCTAssertTrue(compare.labels[1].hasPrefix("Device 2 · iphone-16-pro-max"), compare.labels[1])
    var received: [[Point]] = [[], []]
    for (index, session) in compare.sessions.enumerated() {
      session.inputObserver = { event, _ in
        if let location = event.location { received[index].append(location) }
      }
    }
    let start = Point(x: 187.5, y: 200)
    for (step, kind) in [PointerEvent.Kind.down, .move, .up].enumerated() {
      compare.send(
        PointerEvent(
          kind: kind, location: Point(x: start.x, y: start.y + 100 * Double(step)),
          timestamp: Double(step) / 10, device: .mouse, sequence: 3),
        from: 0)
    }
    XCTAssertEqual(received[0].map(\.y), [200, 300, 400])
    // On the 956-point phone the press is as far down its screen (200 / 667 of it), and the
    // finger then moves the same 100 and 200 points.
    let pressY = 200 * 956 / 667.0
    XCTAssertEqual(received[1].count, 3)
    for (got, want) in zip(received[1].map(\.y), [pressY, pressY + 100, pressY + 200]) {
      XCTAssertEqual(got, want, accuracy: 1e-9)
    }
    XCTAssertEqual(received[1][0].x, 220, accuracy: 1e-9)
  }

  /// A preset loaded into device 2 of a comparison: device 2's label names it and its values
  /// are the preset's, device 1 keeps its own; a slider moved away drops the name.
  @MainActor func testAPresetLoadedIntoTheSecondDevice() async throws {
    let lab = Lab(
      descriptor: DragDownScene.descriptor,
      settingsFile: SettingsFile(path: directory + "/settings.json"))
    lab.send(.setParameter("duration", .number(1.2)))
    lab.send(.savePreset("Slow"))
    lab.send(.resetParameters)
    lab.send(.setWorkspace(.compare))
    lab.send(.selectDevice(1))
    let compare = try XCTUnwrap(lab.comparison)
    lab.send(.applyUserPreset("Slow"))
    XCTAssertEqual(compare.stores[1].number("duration"), 1.2)
    XCTAssertTrue(compare.stores[0].isAtSeedDefaults, "device 1 untouched")
    XCTAssertTrue(compare.labels[1].contains("Preset Slow"), compare.labels[1])
    XCTAssertFalse(compare.labels[0].contains("Preset"), compare.labels[0])
    lab.send(.setParameter("duration", .number(0.7)))
    XCTAssertFalse(compare.labels[1].contains("Preset Slow"), compare.labels[1])
  }
}

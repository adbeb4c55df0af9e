import Foundation
import Scenes
import TransitionKit
import XCTest

@testable import TransitionLab

/// The devices the settings file keeps: the window's, each compared device's, and a device an
/// old or newer file names that this version does not know.
final class DeviceSettingsTests: XCTestCase {
  private var directory = ""

  override func setUp() {
    directory = NSTemporaryDirectory() + "device-settings-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  }

  override func tearDown() {
    try? FileManager.default.removeItem(atPath: directory)
  }

  private func write(_ text: String) -> SettingsFile {
    let path = directory + "/settings.json"
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    return SettingsFile(path: path)
  }

  /// An unknown device falls back to the default one: the file is used (not moved aside), its
  /// values kept, and the window says what it left out.
  @MainActor func testAnUnknownDeviceFallsBackToTheDefaultAndKeepsTheRest() async throws {
    var file = write(
      #"{"version": 1, "scenes": {"drag-down": {"duration": 1.2}}, "device": {"id": "iphone-99", "orientation": "landscape"}}"#
    )
    let loaded = file.load()
    XCTAssertNil(loaded.warning, "the file is used")
    XCTAssertNil(loaded.movedTo)
    XCTAssertNil(loaded.settings.device)
    XCTAssertEqual(loaded.settings.values(forScene: "drag-down")["duration"], .number(1.2))
    XCTAssertEqual(loaded.settings.ignored.count, 1)
    XCTAssertEqual(
      loaded.settings.ignored[0],
      "The settings file names the device 'iphone-99' for the window, which this version does "
        + "not know; the default device, iphone-14, is used instead.")
    let lab = Lab(
      descriptor: DragDownScene.descriptor, settingsFile: file, settings: loaded.settings)
    XCTAssertEqual(lab.state.screenDevice, DeviceCatalog.defaultDevice.id)
    XCTAssertEqual(lab.state.orientation, .portrait, "the unknown device's orientation goes too")
    XCTAssertEqual(lab.session.window.screen.bounds.size, Screen.defaultSize)
    XCTAssertEqual(lab.parameters.number("duration"), 1.2)
    XCTAssertTrue(
      lab.warnings.contains { $0.message.contains("iphone-99") },
      "the window's warnings say what was left out")
    // A bad device that is not a name stays an error, as before.
    XCTAssertThrowsError(
      try LabSettings.parse(Data(#"{"version": 1, "scenes": {}, "device": 3}"#.utf8)))
  }

  /// Compare mode's devices, opened in `lab`.
  @MainActor private static func compare(_ lab: Lab) throws -> Comparison {
    lab.send(.setWorkspace(.compare))
    return try XCTUnwrap(lab.comparison)
  }

  /// Each compared device's device is kept (nil where it is the window's) and comes back on
  /// the next launch; an unknown one runs on the window's device.
  @MainActor func testComparedDevicesAreKeptAndRestored() async throws {
    var file = SettingsFile(path: directory + "/settings.json")
    let lab = Lab(descriptor: DragDownScene.descriptor, settingsFile: file)
    let compare = try Self.compare(lab)
    compare.setDevice(
      try XCTUnwrap(DeviceCatalog.device(id: "ipad-mini")), orientation: .landscape, at: 1)
    let window = DeviceSetting(id: lab.state.screenDevice, orientation: lab.state.orientation)
    let kept = compare.deviceSettings(besides: window)
    XCTAssertEqual(kept, [nil, DeviceSetting(id: "ipad-mini", orientation: .landscape)])
    lab.updateComparison { $0.devices = kept }
    lab.saveSettingsIfNeeded()
    let text = try String(contentsOfFile: file.path, encoding: .utf8)
    XCTAssertTrue(
      text.contains(#""devices": [null, { "id": "ipad-mini", "orientation": "landscape" }]"#), text)

    let settings = file.load().settings
    XCTAssertEqual(settings.comparison.devices, kept)
    let reopened = Lab(descriptor: DragDownScene.descriptor, settingsFile: file, settings: settings)
    let restored = try Self.compare(reopened)
    XCTAssertEqual(restored.screenDevices.map { $0?.id }, ["iphone-14", "ipad-mini"])
    XCTAssertEqual(restored.sessions[1].window.screen.orientation, .landscape)
    XCTAssertEqual(restored.sessions[1].window.screen.bounds.size, Size(width: 1133, height: 744))

    // Devices the window runs on anyway are not pinned: nothing to keep.
    let fresh = Lab(descriptor: DragDownScene.descriptor)
    XCTAssertEqual(try Self.compare(fresh).deviceSettings(besides: window), [])

    // A device this version does not know runs on the window's, with a note.
    let unknown = try LabSettings.parse(
      Data(
        #"{"version": 1, "scenes": {}, "comparison": {"open": false, "scenes": {}, "devices": [{"id": "fold-9"}, {"id": "pixel-8"}]}}"#
          .utf8))
    XCTAssertEqual(
      unknown.comparison.devices, [nil, DeviceSetting(id: "pixel-8", orientation: .portrait)])
    XCTAssertTrue(
      unknown.ignored == [
        "The settings file names the device 'fold-9' for compared device 1, which this version "
          + "does not know; it runs on the window's device instead."
      ], "\(unknown.ignored)")
  }
}

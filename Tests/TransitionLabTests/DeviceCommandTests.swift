import Foundation
import Scenes
import TestSupport
import TransitionKit
import XCTest

@testable import TransitionLab

/// `--device` and `--orientation` on `record` and `fuzz`, as `replay` takes them.
final class DeviceCommandTests: XCTestCase {
  private var directory = ""

  override func setUp() {
    directory = NSTemporaryDirectory() + "device-commands-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  }

  override func tearDown() {
    try? FileManager.default.removeItem(atPath: directory)
  }

  private let sheetFlick = [
    "record", "--scene", "sheet", "--transition", "present", "--fps", "10",
  ]

  func testRecordRunsOnTheDevicesScreenWithItsSafeAreas() throws {
    let onDevice = directory + "/pro-max.gif"
    let result = try TransitionLabProcess.run(
      sheetFlick + [
        "--device", "iphone-16-pro-max", "--orientation", "landscape", "--output", onDevice,
      ])
    XCTAssertEqual(result.status, 0, result.standardError)
    XCTAssertTrue(result.standardOutput.contains("956x440 pixels"), result.standardOutput)
    let picture = try MovingPictureProbe.pillow(onDevice)
    XCTAssertEqual([picture.width, picture.height], [956, 440])
    // A screen of the same size alone has the insets a size always had, not the device's
    // landscape sensor housing and home indicator: the pictures differ.
    let bySize = directory + "/size.gif"
    let sized = try TransitionLabProcess.run(
      sheetFlick + ["--size", "956x440", "--output", bySize])
    XCTAssertEqual(sized.status, 0, sized.standardError)
    XCTAssertNotEqual(
      FileManager.default.contents(atPath: onDevice), FileManager.default.contents(atPath: bySize))

    let both = try TransitionLabProcess.run(
      sheetFlick + ["--device", "pixel-8", "--size", "300x600", "--output", directory + "/x.gif"])
    XCTAssertEqual(both.status, 2)
    XCTAssertTrue(
      both.standardError.contains(
        "give either --device or --size, not both (a device has its own size)"),
      both.standardError)
    XCTAssertFalse(FileManager.default.fileExists(atPath: directory + "/x.gif"))
  }

  func testFuzzRunsEveryCaseOnTheDeviceAndItsFailureScriptSaysSo() throws {
    let result = try TransitionLabProcess.run([
      "fuzz", "--scene", "drag-down", "--cases", "25", "--seed", "3", "--device", "iphone-se",
      "--orientation", "landscape",
    ])
    XCTAssertEqual(result.status, 0, result.standardError)
    let summary = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    XCTAssertEqual(summary["device"] as? String, "iphone-se")
    XCTAssertEqual(summary["orientation"] as? String, "landscape")
    XCTAssertEqual(summary["cases"] as? Double, 25)
    XCTAssertNotNil(summary["seconds"], "the fields that were there stay")

    let plain = try TransitionLabProcess.run(["fuzz", "--scene", "drag-down", "--cases", "2"])
    let plainSummary = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(plain.standardOutput.utf8)) as? [String: Any])
    XCTAssertNil(plainSummary["device"], "no device asked, none named")

    let unknown = try TransitionLabProcess.run(["fuzz", "--cases", "1", "--device", "iphone-99"])
    XCTAssertEqual(unknown.status, 2)
    XCTAssertTrue(
      unknown.standardError.contains("unknown device 'iphone-99'"), unknown.standardError)
  }

  @MainActor func testAFuzzCaseOnADevicePlaysOnItsScreenAndReplaysWithIt() async throws {
    let device = try XCTUnwrap(DeviceCatalog.device(id: "iphone-se"))
    let generator = GestureScriptGenerator(device: device, orientation: .landscape)
    XCTAssertEqual(generator.screen, Size(width: 667, height: 375))
    let fuzzCase = generator.makeCase(seed: 11, scene: DragDownScene.descriptor)
    XCTAssertEqual(fuzzCase.device, "iphone-se")
    XCTAssertEqual(fuzzCase.makeScreen().bounds.size, Size(width: 667, height: 375))
    XCTAssertTrue(
      fuzzCase.replayCommand(path: "f.json").contains("--device iphone-se --orientation landscape"),
      fuzzCase.replayCommand(path: "f.json"))
    let json = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(fuzzCase.json(path: "f.json").utf8))
        as? [String: Any])
    XCTAssertEqual(json["device"] as? String, "iphone-se")
    XCTAssertTrue(FuzzRunner.run(fuzzCase).passed)
    // Without a device, cases run on the 390 x 844 screen as they always did.
    let plain = GestureScriptGenerator().makeCase(seed: 11, scene: DragDownScene.descriptor)
    XCTAssertNil(plain.device)
    XCTAssertFalse(plain.replayCommand(path: "f.json").contains("--device"))
    XCTAssertEqual(plain.makeScreen().bounds.size, Screen.defaultSize)
  }
}

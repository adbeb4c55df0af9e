import Foundation
import XCTest

/// Compare mode from a settings file as a person left it: each compared device back on its own
/// device, the guides drawn on each from its own screen, and a device the file names that this
/// version does not know taken as the default one, said in the warnings, under Xvfb.
final class CompareDevicesEndToEndTests: XCTestCase {
  /// The pink pixels of the threshold line in a band of rows around scene height `y` of
  /// device `index`, across its width.
  private func pinkPixels(
    _ app: LabWindow, _ shot: Screenshot, device index: Int, y: Double, width: Double
  ) throws -> Int {
    var count = 0
    for dy in stride(from: -2.0, through: 2.0, by: 1) {
      for x in stride(from: 10.0, to: width - 10, by: 2) {
        let c = shot.colour(
          atWindowPixel: try app.pixel(device: index, ScenePoint(x: x, y: y + dy)))
        if c.0 > 180 && c.1 < 120 && c.2 > 90 && c.2 < 200 { count += 1 }
      }
    }
    return count
  }

  func testComparedDevicesComeBackOnTheirDevicesWithTheirOwnGuides() throws {
    _ = try EndToEnd.requireDisplay()
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("transition-lab-compare-devices-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    try LabWindow.writeSettings(
      #"""
      {"version": 1, "scenes": {}, "guides": ["threshold"],
       "device": {"id": "iphone-77", "orientation": "portrait"},
       "comparison": {"open": true, "scenes": {"drag-down": [{}, {"duration": 1.2}]},
                      "devices": [null, {"id": "iphone-se", "orientation": "portrait"}]}}
      """#, in: home)
    let app = try LabWindow(["--scene", "drag-down"], configHome: home)
    let warning = try app.waitForLine("the unknown device's warning") {
      $0["kind"] as? String == "warning" && $0["code"] as? String == "settings.unknown-device"
    }.line
    XCTAssertTrue((warning["message"] as? String ?? "").contains("'iphone-77'"), "\(warning)")
    _ = try app.waitForLine("the devices' layout") { $0["kind"] as? String == "compare-layout" }
    let first = try app.waitForLine("device 1 on the default device") {
      $0["kind"] as? String == "layout" && $0["screen"] as? [Double] == [390, 844]
    }
    XCTAssertNotNil(first)
    // Each device's threshold line at 0.3 of its own screen's height: 253 points on the
    // 844-point phone, 200 on the 667-point SE (once both are drawn), and not at the other's
    // height.
    let shot = try EndToEnd.wait("both devices' threshold lines drawn") { () -> Screenshot? in
      let shot = try app.screenshot("compare-guides")
      let drawn =
        try pinkPixels(app, shot, device: 0, y: 0.3 * 844, width: 390) > 20
        && pinkPixels(app, shot, device: 1, y: 0.3 * 667, width: 375) > 20
      return drawn ? shot : nil
    }
    XCTAssertEqual(try pinkPixels(app, shot, device: 1, y: 0.3 * 844, width: 375), 0)
  }
}

import Foundation
import XCTest

/// The navigation scene in the window, driven with real keys and mouse input under Xvfb:
/// Alt+Left pops as GNOME goes back, and compare puts two pop rules under one finger.
final class NavigationEndToEndTests: XCTestCase {
  /// The controllers whose `viewDidAppear` was traced after line `start`, by device (0 for
  /// the single window).
  private func appeared(_ app: LabWindow, from start: Int) -> [Int: [String]] {
    var byDevice: [Int: [String]] = [:]
    for line in app.lines().dropFirst(start)
    where line["kind"] as? String == "appearance"
      && line["callback"] as? String == "viewDidAppear"
    {
      let device = Int(line["device"] as? Double ?? 0)
      byDevice[device, default: []].append(line["vc"] as? String ?? "")
    }
    return byDevice
  }

  /// Waits until each of `devices` traced a `viewDidAppear` after line `start` (the line
  /// follows the transition's `complete` line) and returns them all, by device.
  private func waitForAppeared(
    _ app: LabWindow, from start: Int, on devices: [Int]
  ) throws -> [Int: [String]] {
    try EndToEnd.wait("viewDidAppear on devices \(devices)") {
      let shown = appeared(app, from: start)
      return devices.allSatisfy { shown[$0] != nil } ? shown : nil
    }
  }

  func testAltLeftPopsTheTopPage() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "navigation"])
    try app.waitForLine("the first controls line") { $0["kind"] as? String == "controls" }
    var start = app.lines().count
    try app.key("ctrl+p")
    try app.waitForLine("the push to complete", from: start) {
      $0["kind"] as? String == "transition" && $0["phase"] as? String == "complete"
        && $0["transition"] as? String == "push" && $0["completed"] as? Bool == true
    }
    XCTAssertEqual(
      try waitForAppeared(app, from: start, on: [0])[0], ["detail-1"], "Ctrl+P pushed the first row"
    )

    start = app.lines().count
    try app.key("alt+Left")
    let pop = try app.waitForLine("the pop to complete", from: start) {
      $0["kind"] as? String == "transition" && $0["phase"] as? String == "complete"
        && $0["transition"] as? String == "pop"
    }
    XCTAssertEqual(pop.line["completed"] as? Bool, true)
    XCTAssertEqual(pop.line["interactive"] as? Bool, false, "a key pops without a swipe")
    try app.waitForLine("the list to appear", from: start) {
      $0["kind"] as? String == "appearance" && $0["vc"] as? String == "list"
        && $0["callback"] as? String == "viewDidAppear"
    }

    // On the list, with nothing to pop, Alt+Left does nothing.
    start = app.lines().count
    try app.key("alt+Left")
    let handled = try app.barrier(from: start)
    let transitions = app.lines()[start..<handled].filter { $0["kind"] as? String == "transition" }
    XCTAssertTrue(transitions.isEmpty, "no pop from the root: \(transitions)")
  }

  /// Two devices that differ only in their pop rule: one slow swipe back released short of
  /// half way while still moving forward pops under uikit-legacy (the velocity is not
  /// negative) and snaps back under libadwaita (slower than 0.3 px/ms and short of 50 %).
  func testCompareSwipesBackUnderTwoPopRulesWithOneFinger() throws {
    _ = try EndToEnd.requireDisplay()
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("transition-lab-navigation-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    try LabWindow.writeSettings(
      """
      {"version": 1, "scenes": {}, "comparison": {"open": true, "scenes": {
        "navigation": [{"pop-rule": "uikit-legacy"}, {"pop-rule": "libadwaita"}]}}}
      """, in: home)
    let app = try LabWindow(["--scene", "navigation"], configHome: home)
    let layout = try app.waitForLine("two devices") {
      $0["kind"] as? String == "compare-layout" && ($0["devices"] as? [Any])?.count == 2
    }
    let labels = try XCTUnwrap(layout.line["labels"] as? [String])
    XCTAssertTrue(labels[0].contains("uikit-legacy"), "\(labels)")
    XCTAssertTrue(labels[1].contains("libadwaita"), "\(labels)")

    var start = app.lines().count
    try app.key("ctrl+p")
    _ = try app.waitForCompletions(kind: "push", devices: 2, from: start)

    // One real swipe on device 1 from its leading edge: quickly to a third of the width,
    // then on slowly, and up while still moving forward.
    start = app.lines().count
    let scale = try app.compareDevices()[0].scale
    let begin = try app.pixel(device: 0, ScenePoint(x: 4, y: 500))
    var commands = [
      "mousemove", "--window", app.windowID, "\(begin.x)", "\(begin.y)", "mousedown", "1",
    ]
    for x in stride(from: 16.0, through: 120, by: 13) {
      let point = try app.pixel(device: 0, ScenePoint(x: x, y: 500))
      commands += [
        "sleep", "0.016", "mousemove", "--window", app.windowID, "\(point.x)", "\(point.y)",
      ]
    }
    // One pixel at a time, 40 ms apart: well under 300 points per second at any scale.
    let slowEnd = try app.pixel(device: 0, ScenePoint(x: 150, y: 500))
    let from = try app.pixel(device: 0, ScenePoint(x: 120, y: 500))
    for x in (from.x + 1)...slowEnd.x {
      commands += ["sleep", "0.04", "mousemove", "--window", app.windowID, "\(x)", "\(begin.y)"]
    }
    commands += ["mouseup", "1"]
    try EndToEnd.run("xdotool", commands)
    XCTAssertLessThan(1 / scale / 0.04, 300, "the slow part is slower than libadwaita's gate")

    let ends = try app.waitForCompletions(kind: "pop", devices: 2, from: start)
    XCTAssertEqual(ends[1]?["interactive"] as? Bool, true, "device 1 followed the finger")
    XCTAssertEqual(ends[2]?["interactive"] as? Bool, true, "device 2 followed the same finger")
    XCTAssertEqual(ends[1]?["completed"] as? Bool, true, "uikit-legacy: popped")
    XCTAssertEqual(ends[2]?["completed"] as? Bool, false, "libadwaita: snapped back")

    // Each device reports the release it decided on, the same swipe on both.
    let releases = app.lines().dropFirst(start).filter { $0["kind"] as? String == "release" }
    let byDevice = Dictionary(
      releases.map { (Int($0["device"] as? Double ?? 0), $0) }, uniquingKeysWith: { $1 })
    let progress = try XCTUnwrap(byDevice[1]?["progress"] as? Double)
    XCTAssertLessThan(progress, 0.5, "released short of half way")
    XCTAssertEqual(byDevice[2]?["progress"] as? Double ?? -1, progress, accuracy: 0.02)
    let velocity = try XCTUnwrap(byDevice[2]?["velocity"] as? Double)
    XCTAssertGreaterThanOrEqual(velocity, 0, "still moving forward")
    XCTAssertLessThan(velocity, 300)

    // The stacks, read from the appearance callbacks: the list on top of device 1, the detail
    // back on top of device 2.
    let shown = try waitForAppeared(app, from: start, on: [1, 2])
    XCTAssertEqual(shown[1]?.last, "list", "\(shown)")
    XCTAssertEqual(shown[2]?.last, "detail-1", "\(shown)")
  }

  /// The window's Export dialog writes the navigation stack with the values the panel holds:
  /// the delegate, its animator and the swipe back's interaction controller, the custom
  /// animator's duration and the chosen pop rule's gate.
  func testTheExportDialogWritesTheNavigationStackWithTheChosenValues() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow([
      "--scene", "navigation", "--set", "animator=custom", "--set", "duration=0.5",
      "--set", "pop-rule=libadwaita",
    ])
    try app.waitForLine("the first controls line") { $0["kind"] as? String == "controls" }
    let start = app.lines().count
    try app.key("ctrl+e")
    let shown = try app.waitForLine("the export dialog", from: start) {
      $0["kind"] as? String == "export" && $0["action"] as? String == "shown"
    }
    XCTAssertEqual(shown.line["format"] as? String, "uikit")
    let code = try XCTUnwrap(shown.line["code"] as? String)
    for line in [
      "final class TransitionLabNavigationDelegate: NSObject, UINavigationControllerDelegate {",
      "final class TransitionLabSwipeBack: UIPercentDrivenInteractiveTransition",
      "static let duration: TimeInterval = 0.5",
      "if velocity != 0 && abs(velocity) >= 300 { return velocity > 0 }",
    ] {
      XCTAssertTrue(code.contains(line), "\(line) in\n\(code)")
    }
  }
}

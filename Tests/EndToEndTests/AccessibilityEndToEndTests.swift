import Foundation
import XCTest

/// The window as a screen reader sees it, through AT-SPI under Xvfb, and from the keyboard
/// alone. The expected names and descriptions come from `transition-lab scenes --json`, the
/// published list of scenes, parameters and panel groups.
final class AccessibilityEndToEndTests: XCTestCase {
  private struct Catalog {
    let scene: [String: Any]
    let groups: [String: [String: Any]]

    init(scene id: String) throws {
      let text = try EndToEnd.run(try EndToEnd.executable().path, ["scenes", "--json"])
      let object = try XCTUnwrap(
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
      let scenes = try XCTUnwrap(object["scenes"] as? [[String: Any]])
      scene = try XCTUnwrap(scenes.first { $0["id"] as? String == id })
      let groups = try XCTUnwrap(object["groups"] as? [[String: Any]])
      self.groups = Dictionary(uniqueKeysWithValues: groups.map { ($0["id"] as? String ?? "", $0) })
    }

    var title: String { scene["title"] as? String ?? "" }
    var parameters: [[String: Any]] { scene["parameters"] as? [[String: Any]] ?? [] }
    func controlTitle(_ id: String) -> String? {
      (scene["controls"] as? [[String: Any]])?.first { $0["id"] as? String == id }?["title"]
        as? String
    }
  }

  func testEveryControlHasANameAndDescriptionAndAPressThroughATSPIPresents() throws {
    _ = try EndToEnd.requireDisplay()
    let bus = try AccessibilityBus()
    let catalog = try Catalog(scene: "drag-down")
    let app = try LabWindow(["--scene", "drag-down"], environment: bus.appEnvironment)
    try app.waitForLine("the first controls line") { $0["kind"] as? String == "controls" }
    let start = app.lines().count
    let tree = try bus.probe(pid: app.processIdentifier, press: "Present")

    // The header bar: every control named, with a description that gives its key.
    for (name, role) in [
      ("Scene", "combo box"), ("Present", "push button"), ("Dismiss", "push button"),
      ("Replay drag", "push button"), ("Slow motion", "combo box"), ("Device", "push button"),
      ("Main menu", "push button"),
    ] {
      let node = try XCTUnwrap(tree.named(name, role: role).first, "\(name) (\(role))")
      XCTAssertFalse(node.description.isEmpty, "\(name) has a description")
    }
    XCTAssertTrue(tree.named("Present").first?.description.contains("Ctrl+P") == true)

    // The panel: every parameter in the main group or an open section, by its title, with
    // its summary; a number's exact-value field too; each section's heading with its summary.
    let sections = try app.sections()
    for parameter in catalog.parameters {
      let id = parameter["id"] as? String ?? ""
      let title = parameter["title"] as? String ?? ""
      let summary = parameter["summary"] as? String ?? ""
      let group = parameter["group"] as? String ?? ""
      guard group == "main" || sections[group]?.open == true else { continue }
      let controls = tree.named(title).filter {
        ["slider", "combo box", "check box", "toggle button", "switch"].contains($0.role)
      }
      XCTAssertEqual(controls.count, 1, "one control named '\(title)' (\(id))")
      XCTAssertTrue(
        controls.first?.description.hasPrefix(summary) == true,
        "\(id): '\(controls.first?.description ?? "")' starts with its summary")
      if parameter["kind"] as? String == "number" {
        let field = tree.nodes.first { $0.role == "spin button" && $0.name.hasPrefix(title + ",") }
        XCTAssertTrue(field?.description.hasPrefix(summary) == true, "\(id)'s exact value")
      }
    }
    let groups = Set(catalog.parameters.compactMap { $0["group"] as? String }).subtracting(["main"])
    XCTAssertFalse(groups.isEmpty)
    for group in groups {
      let title = catalog.groups[group]?["title"] as? String ?? group
      let heading = tree.named(title, role: "push button").first
      XCTAssertEqual(
        heading?.description, catalog.groups[group]?["summary"] as? String, "section \(group)")
      XCTAssertTrue(heading?.states.contains("expandable") == true, "section \(group)")
      XCTAssertEqual(
        heading?.states.contains("expanded"), sections[group]?.open, "section \(group)'s state")
    }
    let reset = try XCTUnwrap(
      tree.named("Reset to the Tutorial's Values", role: "push button").first)
    XCTAssertFalse(reset.description.isEmpty)

    // The canvas: focusable, named by the scene, the modal's state and the focused button.
    let open = try XCTUnwrap(catalog.controlTitle("open"))
    let canvas = try XCTUnwrap(tree.nodes.first { $0.name.hasPrefix(catalog.title + " scene") })
    XCTAssertTrue(canvas.states.contains("focusable"), "\(canvas.states)")
    XCTAssertTrue(canvas.name.contains("modal not on screen"), canvas.name)
    XCTAssertTrue(canvas.name.contains(open), canvas.name)
    XCTAssertTrue(canvas.description.contains("Tab"), canvas.description)

    // The press through AT-SPI presents, and the canvas's name follows.
    XCTAssertEqual(tree.pressed, "Present")
    try app.waitForPresentation(from: start)
    let close = try XCTUnwrap(catalog.controlTitle("close"))
    let after = try EndToEnd.wait("the canvas's name to say the modal is on screen") {
      () -> AccessibleTree.Node? in
      let tree = try bus.probe(pid: app.processIdentifier)
      return tree.nodes.first {
        $0.name.hasPrefix(catalog.title + " scene") && $0.name.contains("modal on screen")
      }
    }
    XCTAssertTrue(after.name.contains(close), after.name)

    // A section folds through AT-SPI too, and says so.
    let sceneTitle = try XCTUnwrap(catalog.groups["scene"]?["title"] as? String)
    let folding = app.lines().count
    XCTAssertEqual(try bus.probe(pid: app.processIdentifier, press: sceneTitle).pressed, sceneTitle)
    try app.waitForLine("the scene's section folded", from: folding) {
      (($0["sections"] as? [String: [String: Any]])?["scene"]?["open"] as? Bool) == false
    }
    let folded = try bus.probe(pid: app.processIdentifier).named(sceneTitle, role: "push button")
    XCTAssertEqual(folded.first?.states.contains("expanded"), false)
    app.terminate()
    XCTAssertEqual(try app.waitForExit(), 0, app.standardError)
  }

  func testTheKeyboardAloneMovesAVisibleRingToTheScenesButtonsAndPressesThem() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "drag-down"])
    try app.waitForLine("the ring's place on Open Modal") {
      $0["kind"] as? String == "scene-focus" && $0["control"] as? String == "open"
    }
    // The canvas has the focus at start; the first Tab shows the ring where it is.
    let before = try app.screenshot("before")
    try app.key("Tab")
    _ = try EndToEnd.wait("the ring around Open Modal on screen", timeout: 10) { () -> Bool? in
      try ringPixels(app, comparedWith: before) > 0 ? true : nil
    }

    var start = app.lines().count
    try app.key("Return")
    try app.waitForPresentation(from: start)
    XCTAssertTrue(
      app.lines().dropFirst(start).contains {
        $0["kind"] as? String == "key-press" && $0["control"] as? String == "open"
      })
    try app.waitForLine("the ring to move to Close", from: start) {
      $0["kind"] as? String == "scene-focus" && $0["control"] as? String == "close"
    }
    start = app.lines().count
    try app.key("space")
    let dismissal = try app.waitForLine("the dismissal by Close", from: start) {
      $0["kind"] as? String == "transition" && $0["phase"] as? String == "complete"
        && $0["transition"] as? String == "dismiss"
    }
    XCTAssertEqual(dismissal.line["completed"] as? Bool, true)
  }

  /// Pixels near the Open Modal button (the drag-down root's, centred at (195, 422)) that are
  /// the ring's dark blue now and were not in `before`.
  private func ringPixels(_ app: LabWindow, comparedWith before: Screenshot) throws -> Int {
    let now = try app.screenshot("ring")
    var count = 0
    for dx in stride(from: -150.0, through: 150, by: 1) {
      let pixel = try app.pixel(of: ScenePoint(x: 195 + dx, y: 422))
      let (r, g, b) = now.colour(atWindowPixel: pixel)
      let isRing = abs(r - 18) < 30 && abs(g - 77) < 30 && abs(b - 158) < 30
      if isRing, before.colour(atWindowPixel: pixel) != (r, g, b) { count += 1 }
    }
    return count
  }

  /// The scene's own buttons, drawn on the canvas, are push buttons to a screen reader: named
  /// by their titles, at their places on screen, and a press through AT-SPI taps them.
  func testTheScenesDrawnButtonsArePushButtonsAtTheirPlacesThatAPressTaps() throws {
    _ = try EndToEnd.requireDisplay()
    let bus = try AccessibilityBus()
    let catalog = try Catalog(scene: "drag-down")
    let open = try XCTUnwrap(catalog.controlTitle("open"))
    let close = try XCTUnwrap(catalog.controlTitle("close"))
    let app = try LabWindow(["--scene", "drag-down"], environment: bus.appEnvironment)
    try app.waitForLine("the first controls line") { $0["kind"] as? String == "controls" }
    let start = app.lines().count
    let tree = try bus.probe(
      pid: app.processIdentifier, waitFor: open, press: open, within: "Scene buttons")

    // Open Modal: one push button, 200 × 44 points centred on the screen, with a press action.
    let button = try XCTUnwrap(tree.named(open, role: "push button").first)
    XCTAssertTrue(button.actions.contains("click"), "\(button.actions)")
    XCTAssertEqual(button.extents.count, 4)
    let layout = try app.layout()
    let centre = try app.pixel(of: ScenePoint(x: 195, y: 422))
    let x = button.extents[0] + button.extents[2] / 2
    let y = button.extents[1] + button.extents[3] / 2
    XCTAssertEqual(x, Double(centre.x), accuracy: 12, "at the drawn button: \(button.extents)")
    XCTAssertEqual(y, Double(centre.y), accuracy: 12, "at the drawn button: \(button.extents)")
    XCTAssertEqual(button.extents[2], 200 * layout.scale, accuracy: 3)
    XCTAssertEqual(button.extents[3], 44 * layout.scale, accuracy: 3)
    XCTAssertTrue(
      tree.named(close, role: "push button").allSatisfy { !$0.states.contains("showing") })

    // The press presented the modal; then Close is the button on screen, and pressing it
    // dismisses.
    XCTAssertEqual(tree.pressed, open)
    try app.waitForPresentation(from: start)
    let after = app.lines().count
    // "Close" is also the window's own button: the scene's is the one among the scene buttons.
    let presented = try bus.probe(
      pid: app.processIdentifier, waitFor: close, press: close, within: "Scene buttons")
    XCTAssertEqual(presented.pressed, close)
    XCTAssertTrue(
      presented.named(open, role: "push button").allSatisfy { !$0.states.contains("showing") },
      "Open Modal is covered by the modal")
    try app.waitForLine("the dismissal to complete", from: after) {
      $0["kind"] as? String == "transition" && $0["phase"] as? String == "complete"
        && $0["transition"] as? String == "dismiss" && $0["completed"] as? Bool == true
    }
  }

  /// In compare mode every device's drawn buttons are push buttons too, named with their
  /// device and at their places on it; a press through AT-SPI presses the control on every
  /// device that shows it, as a click there does.
  func testEachComparedDevicesButtonsArePushButtonsAtTheirPlaces() throws {
    _ = try EndToEnd.requireDisplay()
    let bus = try AccessibilityBus()
    let catalog = try Catalog(scene: "drag-down")
    let open = try XCTUnwrap(catalog.controlTitle("open"))
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("transition-lab-compare-atspi-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    try LabWindow.writeSettings(
      """
      {"version": 1, "scenes": {}, "comparison": {"open": true, "scenes": {
        "drag-down": [{}, {"duration": 1.2}]}}}
      """, in: home)
    let app = try LabWindow(
      ["--scene", "drag-down"], configHome: home, environment: bus.appEnvironment)
    _ = try app.waitForLine("two devices") {
      $0["kind"] as? String == "compare-layout" && ($0["devices"] as? [Any])?.count == 2
    }
    let start = app.lines().count
    let second = "\(open), device 2"
    let tree = try bus.probe(
      pid: app.processIdentifier, waitFor: second, press: second, within: "Scene buttons")
    for device in 0..<2 {
      let name = "\(open), device \(device + 1)"
      let button = try XCTUnwrap(tree.named(name, role: "push button").first, name)
      XCTAssertTrue(button.actions.contains("click"), "\(button.actions)")
      let centre = try app.pixel(device: device, ScenePoint(x: 195, y: 422))
      XCTAssertEqual(
        button.extents[0] + button.extents[2] / 2, Double(centre.x), accuracy: 12,
        "\(name) at its device's drawn button: \(button.extents)")
      XCTAssertEqual(
        button.extents[1] + button.extents[3] / 2, Double(centre.y), accuracy: 12,
        "\(name) at its device's drawn button: \(button.extents)")
    }
    XCTAssertEqual(tree.pressed, second)
    _ = try app.waitForCompletions(kind: "present", devices: 2, from: start)
  }
}

import Foundation
import XCTest

/// Every control of the header bar has a name a screen reader can read: read over AT-SPI
/// under Xvfb, none is unnamed or named by its widget type ("GtkToggleButton").
final class HeaderNamesEndToEndTests: XCTestCase {
  /// The roles of what a person presses or chooses.
  private static let controlRoles: Set<String> = [
    "push button", "toggle button", "combo box", "check box", "menu button", "radio button",
    "switch", "spin button", "slider", "text",
  ]

  /// A name that is no name: empty, or a toolkit's type.
  private static func isUnnamed(_ name: String) -> Bool {
    name.isEmpty || name == "(None)" || name.hasPrefix("Gtk") || name.hasPrefix("Adw")
  }

  func testEveryHeaderControlIsNamedForAScreenReader() throws {
    _ = try EndToEnd.requireDisplay()
    let bus = try AccessibilityBus()
    let app = try LabWindow(["--scene", "drag-down"], environment: bus.appEnvironment)
    try app.waitForLine("the first controls line") { $0["kind"] as? String == "controls" }
    let tree = try bus.probe(pid: app.processIdentifier)
    // The header bar is the band above the flap; its controls sit wholly inside it.
    let flap = try XCTUnwrap(tree.nodes.first { $0.name == "AdwFlap" }, "the flap")
    let headerBottom = try XCTUnwrap(flap.extents.dropFirst().first)
    let header = tree.nodes.filter { node in
      Self.controlRoles.contains(node.role) && node.extents.count == 4
        && node.extents[1] + node.extents[3] <= headerBottom && node.extents[3] > 0
    }
    XCTAssertGreaterThanOrEqual(header.count, 8, "the header's controls: \(header)")
    let unnamed = header.filter { Self.isUnnamed($0.name) }
    XCTAssertTrue(
      unnamed.isEmpty,
      "unnamed header controls: \(unnamed.map { "\($0.role) '\($0.name)' \($0.extents)" })")
    // The drop-downs' own buttons carry the drop-down's name.
    for name in ["Scene", "Slow motion"] {
      XCTAssertTrue(
        tree.named(name, role: "push button").contains { !$0.extents.isEmpty }
          || tree.named(name, role: "toggle button").contains { !$0.extents.isEmpty },
        "\(name)'s button is named")
    }
  }
}

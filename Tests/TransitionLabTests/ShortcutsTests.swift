import Foundation
import FoundationXML
import Scenes
import XCTest

@testable import TransitionLab

/// The shortcut list: every action has a key, no key is used twice, and the shortcuts
/// window's definition lists them all.
final class ShortcutsTests: XCTestCase {
  func testEveryWindowActionHasAKeyAndNoKeyIsUsedTwice() {
    let actions = Set(Shortcuts.all.map(\.action))
    for action in [
      "app.present", "app.dismiss", "app.replay", "app.next-scene", "app.previous-scene",
      "app.cycle-slow-motion", "app.slow-motion::0.5", "app.slow-motion::0.1", "app.fill",
      "app.reset-parameters", "app.quit", "win.show-help-overlay",
    ] {
      XCTAssertTrue(actions.contains(action), action)
    }
    for scene in SceneCatalog.all {
      XCTAssertTrue(actions.contains("app.scene::\(scene.id)"), scene.id)
    }
    let keys = Shortcuts.all.flatMap(\.keys)
    XCTAssertEqual(keys.count, Set(keys).count, "a key is bound twice: \(keys)")
    XCTAssertTrue(keys.contains("<Control>q"))
  }

  func testTheShortcutsWindowListsEveryShortcutInWellFormedXML() throws {
    let xml = Shortcuts.builderXML()
    let document = try XMLDocument(xmlString: xml)
    let shortcuts = try document.nodes(forXPath: "//object[@class='GtkShortcutsShortcut']")
    XCTAssertEqual(shortcuts.count, Shortcuts.all.count + Shortcuts.canvasKeys.count)
    XCTAssertTrue(xml.contains("Press the scene button"), "the canvas's own keys are listed")
    XCTAssertTrue(xml.contains("&lt;Control&gt;q"))
    let groups = try document.nodes(forXPath: "//object[@class='GtkShortcutsGroup']")
    XCTAssertEqual(groups.count, Shortcuts.groups.count)
  }

  func testParameterPanelDigitsFollowTheStep() {
    XCTAssertEqual(ParameterPanel.decimals(of: 0.05), 2)
    XCTAssertEqual(ParameterPanel.decimals(of: 0.1), 1)
    XCTAssertEqual(ParameterPanel.decimals(of: 10), 0)
  }

  func testAValueFieldTakesNumbersAndADecimalCommaAndRefusesTheRest() {
    XCTAssertEqual(ParameterPanel.typedNumber("0.45"), 0.45)
    XCTAssertEqual(ParameterPanel.typedNumber("  0.5 "), 0.5)
    XCTAssertEqual(ParameterPanel.typedNumber("0,7"), 0.7)
    XCTAssertEqual(ParameterPanel.typedNumber("1e-1"), 0.1)
    XCTAssertEqual(ParameterPanel.typedNumber("-200"), -200)
    XCTAssertEqual(ParameterPanel.typedNumber("9"), 9, "out of range is GTK's to clamp")
    for refused in ["", "  ", "abc", "0.5s", "1,000,5", "nan", "inf", "-infinity"] {
      XCTAssertNil(ParameterPanel.typedNumber(refused), "'\(refused)'")
    }
  }

  func testEveryDropDownAndSwitchSaysItsSeedValueAndSlidersLeaveItToTheirMark() throws {
    let dragDown = try XCTUnwrap(SceneCatalog.scene(id: "drag-down"))
    let captions = Dictionary(
      uniqueKeysWithValues: dragDown.parameters.map { ($0.id, ParameterPanel.seedCaption(for: $0)) }
    )
    XCTAssertEqual(captions["timing"], "seed: ease-in-out")
    XCTAssertEqual(captions["coach-marks"], "seed: on")
    XCTAssertEqual(captions["presentation-style"], "seed: fullScreen")
    XCTAssertEqual(captions["threshold"], .some(nil), "a slider marks the seed on its scale")
    for scene in SceneCatalog.all {
      for spec in scene.parameters {
        if case .number = spec.kind { continue }
        XCTAssertNotNil(ParameterPanel.seedCaption(for: spec), "\(scene.id).\(spec.id)")
      }
    }
  }

  func testTheDesktopFontNameGivesTheFamilyTheSceneTextIsSetIn() {
    XCTAssertEqual(DesktopFont.family(fromFontName: "Cantarell 11"), "Cantarell")
    XCTAssertEqual(DesktopFont.family(fromFontName: "DejaVu Sans Bold 10"), "DejaVu Sans")
    XCTAssertEqual(DesktopFont.family(fromFontName: "Noto Sans, 10"), "Noto Sans")
    XCTAssertEqual(DesktopFont.family(fromFontName: "12"), "", "a size alone names no family")
    XCTAssertEqual(DesktopFont.family(fromFontName: ""), "")
  }
}

import Foundation
import Scenes
import XCTest

@testable import TransitionLab

/// The shortcut list as people read it (the actions' keys are pinned in `AppActionTests`),
/// and the panel's value fields.
final class ShortcutsTests: XCTestCase {
  /// Finding 16: keys are written as a person reads them, and the essentials come first.
  func testKeysAreWrittenAsAPersonReadsThemAndTheEssentialsComeFirst() {
    XCTAssertEqual(Shortcuts.label("<Control>Page_Down"), "Ctrl+Page Down")
    XCTAssertEqual(Shortcuts.label("<Control><Shift>r"), "Ctrl+Shift+R")
    XCTAssertEqual(Shortcuts.label("<Control>question"), "Ctrl+?")
    XCTAssertEqual(Shortcuts.label("<Alt>1"), "Alt+1")
    XCTAssertEqual(Shortcuts.label(keys: ["Page_Up", "Page_Down"]), "Page Up or Page Down")
    XCTAssertEqual(Shortcuts.label("space"), "Space")
    for shortcut in Shortcuts.listed {
      XCTAssertFalse(Shortcuts.label(keys: shortcut.keys).contains("_"), shortcut.title)
    }
    XCTAssertEqual(Shortcuts.groups.first, "Scene")
    XCTAssertEqual(
      Array(Shortcuts.all.prefix(4).map(\.action)),
      ["app.present", "app.dismiss", "app.cancel", "app.replay"])
    XCTAssertTrue(Shortcuts.groups.contains("Timeline"), "the timeline's keys are listed")
  }

  func testAValueOutsideItsRangeIsNamedWithTheEndItGoesTo() throws {
    let threshold = try XCTUnwrap(
      SceneCatalog.scene(id: "drag-down")?.parameters.first { $0.id == "threshold" })
    XCTAssertEqual(
      ParameterPanel.rangeNotice(5, spec: threshold, range: 0...1),
      "Threshold is at most 1 fraction; set to 1")
    XCTAssertEqual(
      ParameterPanel.rangeNotice(-1, spec: threshold, range: 0...1),
      "Threshold is at least 0 fraction; set to 0")
    XCTAssertNil(ParameterPanel.rangeNotice(0.5, spec: threshold, range: 0...1))
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
    XCTAssertEqual(captions["timing"], "tutorial: ease-in-out")
    XCTAssertEqual(captions["coach-marks"], "tutorial: on")
    XCTAssertEqual(captions["presentation-style"], "tutorial: fullScreen")
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

  /// The shortcuts window's search finds a shortcut by its title, its group or its keys as
  /// written in the window, with every word of the query, and the rows it finds keep their keys.
  func testTheSearchFindsShortcutsByWhatTheyDoOrTheirKeys() {
    let undo = Shortcuts.listed.first { $0.action == "app.undo" }!
    XCTAssertTrue(Shortcuts.matches(undo, query: "undo"))
    XCTAssertTrue(Shortcuts.matches(undo, query: "CTRL+Z"))
    XCTAssertTrue(Shortcuts.matches(undo, query: ""))
    XCTAssertFalse(Shortcuts.matches(undo, query: "undo preview"))
    let next = Shortcuts.listed.first { $0.action == "app.next-scene" }!
    XCTAssertTrue(Shortcuts.matches(next, query: "page down"))
    XCTAssertFalse(Shortcuts.matches(next, query: "page up"))
    let found = Shortcuts.listed.filter { Shortcuts.matches($0, query: "replay") }
    XCTAssertTrue(found.contains { $0.action == "app.replay" })
    XCTAssertFalse(found.contains { $0.action == "app.undo" })
  }
}

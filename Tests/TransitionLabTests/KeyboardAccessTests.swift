import Foundation
import Scenes
import TestSupport
import TransitionKit
import XCTest

@testable import TransitionLab

/// The canvas from the keyboard, without GTK: which scene buttons the ring can reach, what a
/// press does, what a screen reader is told; and the panel's saved folds.
final class KeyboardAccessTests: XCTestCase {
  func testTabStopsAtTheEndsSoFocusCanLeaveAndTheArrowsGoRound() {
    var focus = SceneButtonFocus()
    XCTAssertTrue(focus.settle(among: ["a", "b", "c"]))
    XCTAssertEqual(focus.current, "a")
    XCTAssertTrue(focus.move(forward: true, among: ["a", "b", "c"], wrap: false))
    XCTAssertTrue(focus.move(forward: true, among: ["a", "b", "c"], wrap: false))
    XCTAssertEqual(focus.current, "c")
    XCTAssertFalse(
      focus.move(forward: true, among: ["a", "b", "c"], wrap: false), "Tab past the last leaves")
    XCTAssertEqual(focus.current, "c")
    XCTAssertTrue(focus.move(forward: true, among: ["a", "b", "c"], wrap: true))
    XCTAssertEqual(focus.current, "a", "an arrow goes round")
    XCTAssertTrue(focus.move(forward: false, among: ["a", "b", "c"], wrap: true))
    XCTAssertEqual(focus.current, "c")
    XCTAssertFalse(focus.settle(among: ["b", "c"]), "kept while on screen")
    XCTAssertTrue(focus.settle(among: ["b"]), "moved when its button left the screen")
    XCTAssertEqual(focus.current, "b")
    XCTAssertTrue(focus.settle(among: []))
    XCTAssertNil(focus.current)
    XCTAssertFalse(focus.move(forward: true, among: [], wrap: true), "nothing to move to")
  }

  @MainActor func testAPressGoesThroughTheSceneAndTheCanvasLabelFollowsTheModal() async throws {
    let lab = Lab(descriptor: DragDownScene.descriptor)
    let open = try XCTUnwrap(DragDownScene.descriptor.controls.first { $0.id == "open" })
    let close = try XCTUnwrap(DragDownScene.descriptor.controls.first { $0.id == "close" })
    XCTAssertEqual(lab.visibleControls.map(\.id), ["open"], "Close is on the modal, not shown")
    let before = lab.canvasLabel(focused: "open")
    XCTAssertTrue(before.hasPrefix(DragDownScene.descriptor.title), before)
    XCTAssertTrue(before.contains("modal not on screen") && before.contains(open.title), before)

    lab.press(control: "open")
    lab.session.advanceFrames(2)
    XCTAssertTrue(lab.session.isPresented, "the press was a tap on Open Modal")
    XCTAssertEqual(
      lab.session.transitions.map(\.kind), [.present], "one presentation, as a click makes")
    XCTAssertEqual(lab.visibleControls.map(\.id), ["close"])
    let after = lab.canvasLabel(focused: "close")
    XCTAssertTrue(after.contains("modal on screen") && after.contains(close.title), after)
    XCTAssertTrue(lab.canvasLabel(focused: nil).contains("no button"))
  }

  @MainActor func testFoldsAreSavedAndABadFileGivesTheDefaults() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("sections-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("sections.json").path
    let first = PanelSections(path: path)
    XCTAssertEqual(first.folded, PanelSections.foldedByDefault)
    XCTAssertTrue(first.isOpen(.main))
    XCTAssertFalse(first.set(.main, open: false), "the main group never folds")
    XCTAssertTrue(first.set(.scene, open: false))
    XCTAssertTrue(first.set(.release, open: true))
    XCTAssertFalse(first.set(.release, open: true), "no change")
    let second = PanelSections(path: path)
    XCTAssertFalse(second.isOpen(.scene))
    XCTAssertTrue(second.isOpen(.release))

    _ = FileManager.default.createFile(atPath: path, contents: Data("{not json".utf8))
    XCTAssertEqual(PanelSections(path: path).folded, PanelSections.foldedByDefault)
    XCTAssertEqual(
      PanelSections.parse(Data(#"{"folded": ["timing", "main", "later-section"]}"#.utf8)),
      [.timing], "the main group and unknown names are skipped")
  }

  func testExactValueFieldsSayTheirUnitInWords() {
    XCTAssertEqual(ParameterPanel.spokenUnit("s"), "seconds")
    XCTAssertEqual(ParameterPanel.spokenUnit("pt"), "points")
    XCTAssertEqual(ParameterPanel.spokenUnit("×"), "times")
    XCTAssertEqual(ParameterPanel.spokenUnit("fraction"), "fraction", "a word stays as it is")
  }
}

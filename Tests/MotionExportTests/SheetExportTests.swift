import MotionExport
import Scenes
import TestSupport
import TransitionKit
import XCTest

/// A scene that presents a sheet is exported as each target's sheet: its detents in the
/// target's idiom, its grabber, undimmed detent and refused dismissal where the target has
/// them, and a comment for what it cannot express.
final class SheetExportTests: XCTestCase {
  @MainActor private func sheetSpec(_ assignments: [String] = []) throws -> MotionSpec {
    let store = SheetScene.descriptor.makeParameters()
    try store.apply(assignments: assignments)
    return MotionSpec(session: SceneSession(descriptor: SheetScene.descriptor, parameters: store))
  }

  @MainActor func testTheSpecReadsTheSheetController() async throws {
    let sheet = try XCTUnwrap(try sheetSpec().sheet)
    XCTAssertEqual(sheet.detents.map(\.identifier), ["medium", "large"])
    XCTAssertEqual(sheet.selected, "medium")
    XCTAssertNil(sheet.largestUndimmed)
    XCTAssertTrue(sheet.grabberVisible)
    XCTAssertTrue(sheet.dismissAllowed)
    // Medium is 0.56 of the safe height below the page sheet's top (844 − 57 − 34 = 753)
    // plus the 34-point bottom inset, as UIKit measures it; large is the screen less the
    // 57-point inset.
    assertClose(sheet.detents[0].height, 0.56 * 753 + 34, tolerance: 1e-9)
    assertClose(sheet.detents[1].height, 787, tolerance: 1e-9)
    assertClose(sheet.detents[1].fraction, 1, tolerance: 1e-9)

    let custom = try XCTUnwrap(
      try sheetSpec(["detents=medium+large+custom", "custom-detent=0.3", "dismiss-allowed=off"])
        .sheet)
    XCTAssertEqual(custom.detents.map(\.identifier), ["custom", "medium", "large"])
    assertClose(custom.detents[0].fraction, 0.3, tolerance: 1e-9)
    XCTAssertFalse(custom.dismissAllowed)
  }

  /// Scenes that present no page sheet have no sheet in their spec.
  @MainActor func testOtherScenesHaveNoSheet() async throws {
    for descriptor in SceneCatalog.all where descriptor.id != SheetScene.id {
      let spec = MotionSpec(session: SceneSession(descriptor: descriptor))
      XCTAssertNil(spec.sheet, descriptor.id)
    }
  }

  @MainActor func testSwiftUI() async throws {
    let seed = MotionExporter.code(for: try sheetSpec(), format: .swiftui)
    XCTAssertTrue(seed.contains(".presentationDetents([.medium, .large], selection: $detent)"))
    XCTAssertTrue(seed.contains(".presentationDragIndicator(.visible)"), seed)
    XCTAssertFalse(seed.contains("DragGesture"), "no dismissal drag of its own")
    let custom = MotionExporter.code(
      for: try sheetSpec([
        "detents=medium+large+custom", "dimming=medium", "dismiss-allowed=off", "grabber=off",
      ]), format: .swiftui)
    XCTAssertTrue(custom.contains(".presentationDetents([.fraction(0.25), .medium, .large]"))
    XCTAssertTrue(custom.contains(".presentationDragIndicator(.hidden)"), custom)
    XCTAssertTrue(
      custom.contains(".presentationBackgroundInteraction(.enabled(upThrough: .medium))"))
    XCTAssertTrue(custom.contains(".interactiveDismissDisabled()"), custom)
    XCTAssertTrue(custom.contains("none can be set"), "what SwiftUI cannot express")
  }

  @MainActor func testUIKit() async throws {
    let code = MotionExporter.code(
      for: try sheetSpec(["detents=medium+large+custom", "dimming=large", "dismiss-allowed=off"]),
      format: .uikit)
    for line in [
      "content.modalPresentationStyle = .pageSheet", "content.isModalInPresentation = true",
      "sheet.detents = [", "      .medium(),", "      .large(),",
      "context.maximumDetentValue * 0.25 }", "sheet.selectedDetentIdentifier = .medium",
      "sheet.largestUndimmedDetentIdentifier = .large", "sheet.prefersGrabberVisible = true",
    ] {
      XCTAssertTrue(code.contains(line), "\(line) in\n\(code)")
    }
    let seed = MotionExporter.code(for: try sheetSpec(), format: .uikit)
    XCTAssertTrue(seed.contains("sheet.largestUndimmedDetentIdentifier = nil"), seed)
    XCTAssertTrue(seed.contains("none can be set"), "what UIKit's sheet does not let code set")
  }

  @MainActor func testCompose() async throws {
    let code = MotionExporter.code(
      for: try sheetSpec(["detents=medium+large+custom", "dismiss-allowed=off"]),
      format: .compose)
    for line in [
      "rememberModalBottomSheetState(", "skipPartiallyExpanded = false",
      "confirmValueChange = { value -> value != SheetValue.Hidden }",
      "dragHandle = { BottomSheetDefaults.DragHandle() }",
      "TransitionLabDetent.Large at containerHeight - large",
      "TransitionLabDetent.Medium at containerHeight - containerHeight / 2f",
      "TransitionLabDetent.Custom at containerHeight - large * 0.25f",
      "ModalBottomSheet has no custom detent",
    ] {
      XCTAssertTrue(code.contains(line), "\(line) in\n\(code)")
    }
    XCTAssertFalse(code.contains("Dismissed at"), "a refused dismissal has no dismissed anchor")
    let large = MotionExporter.code(for: try sheetSpec(["detents=large"]), format: .compose)
    XCTAssertTrue(large.contains("skipPartiallyExpanded = true"), large)
    XCTAssertTrue(large.contains("TransitionLabDetent.Dismissed at containerHeight"), large)
  }

  @MainActor func testLibadwaitaSaysWhat12Lacks() async throws {
    let code = MotionExporter.code(
      for: try sheetSpec(["detents=medium+large+custom"]), format: .libadwaita)
    XCTAssertTrue(
      code.contains("libadwaita 1.2 has no bottom sheet: AdwBottomSheet arrived in 1.6"))
    XCTAssertTrue(code.contains("adw_bottom_sheet_set_show_drag_handle (bottom_sheet, TRUE);"))
    for line in [
      "tops[count++] = height - large; /* large */",
      "tops[count++] = height - height / 2.0; /* medium */",
      "tops[count++] = height - large * 0.25; /* custom */",
      "tops[count++] = height; /* dismissed */",
    ] {
      XCTAssertTrue(code.contains(line), "\(line) in\n\(code)")
    }
  }

  @MainActor func testCSS() async throws {
    let code = MotionExporter.code(
      for: try sheetSpec(["detents=medium+large+custom", "dimming=medium"]), format: .css)
    for line in [
      "--transition-lab-sheet-large: 57px;", "--transition-lab-sheet-medium: 50vh;",
      "--transition-lab-sheet-custom: calc(100vh - (100vh - 57px) * 0.25);",
      ".transition-lab-sheet[data-detent=\"medium\"] {",
      ".transition-lab-sheet-dimming[data-detent=\"medium\"] {", "CSS has no drag and no release",
    ] {
      XCTAssertTrue(code.contains(line), "\(line) in\n\(code)")
    }
  }
}

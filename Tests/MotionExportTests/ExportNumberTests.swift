import MotionExport
import Scenes
import XCTest

/// Finding 10: numbers reach exported code as a person would type them.
final class ExportNumberTests: XCTestCase {
  func testCodeNumbersHaveFourSignificantDigits() {
    XCTAssertEqual(ExportNumber.text(0.9125104317581896), "0.9125")
    XCTAssertEqual(ExportNumber.text(157.91367041742973), "157.9")
    XCTAssertEqual(ExportNumber.text(0.30000000000000004), "0.3")
    XCTAssertEqual(ExportNumber.text(0.6), "0.6")
    XCTAssertEqual(ExportNumber.text(1), "1")
    XCTAssertEqual(ExportNumber.text(-2.5), "-2.5")
    XCTAssertEqual(ExportNumber.text(1234.56), "1235")
    XCTAssertEqual(ExportNumber.text(0.000_012_345), "0.000012")
    XCTAssertEqual(ExportNumber.text(.nan), "0")
  }

  @MainActor func testAnExportedDurationIsRounded() async throws {
    let store = DragDownScene.descriptor.makeParameters()
    try store.set("timing", .choice("spring"))
    try store.set("duration", .number(0.9125104317581896))
    let code = MotionExporter.code(for: MotionSpec(parameters: store), format: .uikit)
    XCTAssertTrue(code.contains("duration: TimeInterval = 0.9125\n"), code)
    XCTAssertFalse(code.contains("0.9125104"), code)
  }
}

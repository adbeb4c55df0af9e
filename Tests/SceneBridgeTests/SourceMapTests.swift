import SceneBridge
import XCTest

final class SourceMapTests: XCTestCase {
  /// The 1-based UTF-8 column of `needle` in `line`.
  private func column(of needle: String, in line: Substring) -> Int {
    let text = String(line)
    return text.utf8.distance(from: text.startIndex, to: text.range(of: needle)!.lowerBound) + 1
  }

  func testColumnsAfterAReplacementMapBackToThePersonsColumns() {
    let source = """
      import UIKit
      class A: UIViewController {
        func f() { let r = UITapGestureRecognizer(target: self, action: #selector(tap)); undefinedName() }
        @objc func tap() {}
      }
      """
    let file = SceneBridge.rewrite(path: "/tmp/A.swift", text: source)
    let output = file.text.split(separator: "\n")[2]
    let original = source.split(separator: "\n")[2]
    XCTAssertNotEqual(
      column(of: "undefinedName", in: output), column(of: "undefinedName", in: original))

    let mapped = file.map.original(line: 3, column: column(of: "undefinedName", in: output))
    XCTAssertEqual(mapped.line, 3)
    XCTAssertEqual(mapped.column, column(of: "undefinedName", in: original))
    // A place inside the replacement points at the start of what it replaced.
    let inside = file.map.original(line: 3, column: column(of: "Selector(", in: output) + 5)
    XCTAssertEqual(inside.column, column(of: "#selector", in: original))
  }

  func testAnUnchangedFileIsNotChanged() {
    let source = "import UIKit\nlet a = 1\n"
    let file = SceneBridge.rewrite(path: "/tmp/A.swift", text: source)
    XCTAssertFalse(file.isChanged)
    XCTAssertEqual(file.text, source)
    XCTAssertEqual(file.map.original(line: 2, column: 5).line, 2)
    XCTAssertEqual(file.map.original(line: 2, column: 5).column, 5)
  }
}

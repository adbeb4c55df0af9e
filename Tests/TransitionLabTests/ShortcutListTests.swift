import Foundation
import XCTest

@testable import TransitionLab

/// The keys the documentation lists are the keys the app binds: the table in
/// `docs/window.md` names every key of the shortcuts window and no other, and every key the
/// README names is one of them.
final class ShortcutListTests: XCTestCase {
  /// Every key the shortcuts window lists, as a person reads it.
  static var listedKeys: Set<String> {
    Set(Shortcuts.listed.flatMap(\.keys).map(Shortcuts.label))
  }

  func testTheWindowPagesKeyboardTableListsExactlyTheShortcutsWindowsKeys() throws {
    let page = try String(
      contentsOf: DocumentationLinkTests.root.appendingPathComponent("docs/window.md"),
      encoding: .utf8)
    let documented = Self.keys(inTableOf: page, heading: "## Keyboard")
    XCTAssertFalse(documented.isEmpty, "the Keyboard table is found")
    XCTAssertEqual(
      documented.subtracting(Self.listedKeys).sorted(), [], "documented but bound to nothing")
    XCTAssertEqual(
      Self.listedKeys.subtracting(documented).sorted(), [], "bound but not documented")
  }

  func testEveryKeyTheReadmeNamesIsBound() throws {
    let readme = try String(
      contentsOf: DocumentationLinkTests.root.appendingPathComponent("README.md"),
      encoding: .utf8)
    let pattern = try NSRegularExpression(
      pattern: #"(?:Ctrl|Alt|Shift)(?:\+(?:Ctrl|Alt|Shift))*\+(?:Page (?:Up|Down)|[A-Za-z0-9?]+)"#)
    let range = NSRange(readme.startIndex..., in: readme)
    let named = pattern.matches(in: readme, range: range).compactMap {
      Range($0.range, in: readme).map { String(readme[$0]) }
    }
    XCTAssertFalse(named.isEmpty)
    for key in named {
      XCTAssertTrue(Self.listedKeys.contains(key), "the README names \(key), which nothing binds")
    }
  }

  func testTheTableReaderExpandsRangesAndDropsQualifiers() {
    let table = """
      ## Keyboard

      | Keys | Action |
      |---|---|
      | Ctrl+1 … Ctrl+3 | Open |
      | Left, Right (timeline) | Step |
      | Arrow keys (canvas) | Move |

      ## Next
      | Ctrl+Q | not this table |
      """
    XCTAssertEqual(
      Self.keys(inTableOf: table, heading: "## Keyboard"),
      ["Ctrl+1", "Ctrl+2", "Ctrl+3", "Left", "Right", "Up", "Down"])
  }

  /// The keys of the first column of the table under `heading`: a row's keys are separated
  /// by commas, a note in brackets is dropped, `Ctrl+1 … Ctrl+8` stands for each, and
  /// "Arrow keys" for the four.
  static func keys(inTableOf page: String, heading: String) -> Set<String> {
    guard let start = page.range(of: heading + "\n") else { return [] }
    var keys: Set<String> = []
    for line in page[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") { break }
      guard line.hasPrefix("| ") else { continue }
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard let first = cells.first, first != "Keys" else { continue }
      let column = first.replacingOccurrences(
        of: #"\s*\([^)]*\)"#, with: "", options: .regularExpression)
      for part in column.components(separatedBy: ", ") {
        keys.formUnion(expand(part))
      }
    }
    return keys
  }

  private static func expand(_ part: String) -> [String] {
    if part == "Arrow keys" { return ["Left", "Right", "Up", "Down"] }
    let ends = part.components(separatedBy: " … ")
    guard ends.count == 2, let low = ends[0].last?.wholeNumberValue,
      let high = ends[1].last?.wholeNumberValue, low <= high
    else { return [part] }
    let prefix = ends[0].dropLast()
    return (low...high).map { "\(prefix)\($0)" }
  }
}

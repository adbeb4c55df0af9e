import SceneBridge
import XCTest

final class UnifiedDiffTests: XCTestCase {
  func testOneChangedLineIsOneHunkWithItsContext() {
    let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
    let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
    XCTAssertEqual(
      UnifiedDiff.make(old: old, new: new, oldName: "a/x.swift", newName: "b/x.swift"),
      """
      --- a/x.swift
      +++ b/x.swift
      @@ -2,7 +2,7 @@
       line 2
       line 3
       line 4
      -line 5
      +line five
       line 6
       line 7
       line 8

      """)
  }

  func testLinesAddedAtTheEndAndFarApartChangesAreSeparateHunks() {
    let old = (1...20).map { "l\($0)" }.joined(separator: "\n") + "\n"
    var lines = (1...20).map { "l\($0)" }
    lines[0] = "first"
    lines.append("extra")
    let diff = UnifiedDiff.make(
      old: old, new: lines.joined(separator: "\n") + "\n", oldName: "a", newName: "b")
    XCTAssertTrue(diff.contains("@@ -1,4 +1,4 @@\n-l1\n+first\n l2\n l3\n l4\n"), diff)
    XCTAssertTrue(diff.contains("@@ -18,3 +18,4 @@\n l18\n l19\n l20\n+extra\n"), diff)
  }

  func testEqualTextsHaveNoDiff() {
    XCTAssertEqual(UnifiedDiff.make(old: "a\n", new: "a\n", oldName: "a", newName: "b"), "")
  }
}

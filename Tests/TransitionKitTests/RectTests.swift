import TestSupport
import TransitionKit
import XCTest

final class RectTests: EngineTestCase {
  @MainActor func testEdgesCentreAndSize() async {
    let rect = Rect(x: 10, y: 20, width: 30, height: 40)
    XCTAssertEqual(rect.minX, 10)
    XCTAssertEqual(rect.maxX, 40)
    XCTAssertEqual(rect.minY, 20)
    XCTAssertEqual(rect.maxY, 60)
    XCTAssertEqual(rect.midX, 25)
    XCTAssertEqual(rect.midY, 40)
    XCTAssertEqual(rect.center, Point(x: 25, y: 40))
    XCTAssertEqual(rect.width, 30)
    XCTAssertEqual(rect.height, 40)
    XCTAssertFalse(rect.isEmpty)
    XCTAssertTrue(Rect(x: 5, y: 5, width: 0, height: 10).isEmpty)
    XCTAssertTrue(Rect.zero.isEmpty)
  }

  @MainActor func testNegativeSizesAreStandardized() async {
    let rect = Rect(x: 50, y: 60, width: -20, height: -30)
    XCTAssertEqual(rect.minX, 30)
    XCTAssertEqual(rect.maxX, 50)
    XCTAssertEqual(rect.minY, 30)
    XCTAssertEqual(rect.maxY, 60)
    XCTAssertEqual(rect.standardized, Rect(x: 30, y: 30, width: 20, height: 30))
    XCTAssertEqual(rect.standardized.center, Point(x: 40, y: 45))
  }

  @MainActor func testContainsExcludesTheMaximumEdges() async {
    let rect = Rect(x: 0, y: 0, width: 10, height: 10)
    XCTAssertTrue(rect.contains(Point(x: 0, y: 0)))
    XCTAssertTrue(rect.contains(Point(x: 9.999, y: 9.999)))
    XCTAssertFalse(rect.contains(Point(x: 10, y: 5)))
    XCTAssertFalse(rect.contains(Point(x: 5, y: 10)))
    XCTAssertFalse(rect.contains(Point(x: -0.001, y: 5)))
  }

  @MainActor func testInsetOffsetUnionIntersection() async {
    let rect = Rect(x: 0, y: 0, width: 100, height: 50)
    XCTAssertEqual(rect.insetBy(dx: 10, dy: 5), Rect(x: 10, y: 5, width: 80, height: 40))
    XCTAssertEqual(rect.insetBy(dx: -10, dy: 0), Rect(x: -10, y: 0, width: 120, height: 50))
    XCTAssertEqual(rect.offsetBy(dx: 3, dy: -4), Rect(x: 3, y: -4, width: 100, height: 50))

    let other = Rect(x: 50, y: 25, width: 100, height: 100)
    XCTAssertEqual(rect.union(other), Rect(x: 0, y: 0, width: 150, height: 125))
    XCTAssertEqual(rect.intersection(other), Rect(x: 50, y: 25, width: 50, height: 25))
    XCTAssertNil(rect.intersection(Rect(x: 200, y: 0, width: 10, height: 10)))
    // Touching edges enclose no area.
    XCTAssertNil(rect.intersection(Rect(x: 100, y: 0, width: 10, height: 10)))
  }

  @MainActor func testInsetByEdgeInsets() async {
    let rect = Rect(x: 0, y: 0, width: 390, height: 844)
    let insets = EdgeInsets(top: 47, left: 10, bottom: 34, right: 20)
    XCTAssertEqual(rect.inset(by: insets), Rect(x: 10, y: 47, width: 360, height: 763))
    XCTAssertEqual(rect.inset(by: .zero), rect)
  }

  @MainActor func testPointsAndVectors() async {
    let a = Point(x: 1, y: 2)
    let b = Point(x: 4, y: 6)
    XCTAssertEqual(b - a, Vector(dx: 3, dy: 4))
    XCTAssertEqual(a.distance(to: b), 5)
    XCTAssertEqual(a + Vector(dx: 1, dy: 1), Point(x: 2, y: 3))
    XCTAssertEqual(a - Vector(dx: 1, dy: 1), Point(x: 0, y: 1))
    XCTAssertEqual(Vector(dx: 3, dy: 4).length, 5)
    XCTAssertEqual(Vector(dx: 1, dy: 2) + Vector(dx: 3, dy: 4), Vector(dx: 4, dy: 6))
    XCTAssertEqual(Vector(dx: 1, dy: 2) - Vector(dx: 3, dy: 4), Vector(dx: -2, dy: -2))
    XCTAssertEqual(Vector(dx: 1, dy: 2) * 3, Vector(dx: 3, dy: 6))
    XCTAssertEqual(Vector(dx: 3, dy: 6) / 3, Vector(dx: 1, dy: 2))
    XCTAssertEqual(-Vector(dx: 1, dy: -2), Vector(dx: -1, dy: 2))
    XCTAssertEqual(Size(width: 2, height: 3) * 2, Size(width: 4, height: 6))
  }

  @MainActor func testFiniteness() async {
    XCTAssertTrue(Rect(x: 1, y: 2, width: 3, height: 4).isFinite)
    XCTAssertFalse(Rect(x: .nan, y: 2, width: 3, height: 4).isFinite)
    XCTAssertFalse(Rect(x: 1, y: 2, width: .infinity, height: 4).isFinite)
    XCTAssertFalse(Point(x: 0, y: -.infinity).isFinite)
    XCTAssertTrue(Size(width: 0, height: 0).isFinite)
  }
}

import TransitionKit
import XCTest

/// Asserts two numbers agree within `tolerance`.
public func assertClose(
  _ actual: Double, _ expected: Double, tolerance: Double = 1e-9, _ message: String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  XCTAssert(
    abs(actual - expected) <= tolerance,
    "\(actual) is not within \(tolerance) of \(expected). \(message)", file: file, line: line)
}

/// Asserts two points agree within `tolerance` in each coordinate.
public func assertClose(
  _ actual: Point, _ expected: Point, tolerance: Double = 1e-9, _ message: String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  XCTAssert(
    abs(actual.x - expected.x) <= tolerance && abs(actual.y - expected.y) <= tolerance,
    "\(actual) is not within \(tolerance) of \(expected). \(message)", file: file, line: line)
}

/// Asserts two rectangles agree within `tolerance` in each component.
public func assertClose(
  _ actual: Rect, _ expected: Rect, tolerance: Double = 1e-9, _ message: String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  let parts = [
    (actual.origin.x, expected.origin.x), (actual.origin.y, expected.origin.y),
    (actual.width, expected.width), (actual.height, expected.height),
  ]
  XCTAssert(
    parts.allSatisfy { abs($0.0 - $0.1) <= tolerance },
    "\(actual) is not within \(tolerance) of \(expected). \(message)", file: file, line: line)
}

/// Asserts two transforms agree within `tolerance` in each entry.
public func assertClose(
  _ actual: TransitionKit.AffineTransform, _ expected: TransitionKit.AffineTransform,
  tolerance: Double = 1e-9,
  _ message: String = "", file: StaticString = #filePath, line: UInt = #line
) {
  let parts = [
    (actual.a, expected.a), (actual.b, expected.b), (actual.c, expected.c),
    (actual.d, expected.d), (actual.tx, expected.tx), (actual.ty, expected.ty),
  ]
  XCTAssert(
    parts.allSatisfy { abs($0.0 - $0.1) <= tolerance },
    "\(actual) is not within \(tolerance) of \(expected). \(message)", file: file, line: line)
}

import Foundation
import TestSupport
import TransitionKit
import XCTest

final class PathTests: XCTestCase {
  @MainActor func testARectangleIsFourLinesClosed() async {
    let path = Path(rect: Rect(x: 10, y: 20, width: 30, height: 40))
    XCTAssertEqual(
      path.elements,
      [
        .move(to: Point(x: 10, y: 20)), .line(to: Point(x: 40, y: 20)),
        .line(to: Point(x: 40, y: 60)), .line(to: Point(x: 10, y: 60)), .close,
      ])
    assertClose(path.boundingBox, Rect(x: 10, y: 20, width: 30, height: 40))
    XCTAssertEqual(path.length, 140, accuracy: 1e-9)
  }

  @MainActor func testAnEllipseStaysWithinItsRectangleAndTouchesItsSides() async {
    let rect = Rect(x: 0, y: 0, width: 200, height: 100)
    let path = Path(ellipseIn: rect)
    assertClose(path.boundingBoxOfPath, rect, tolerance: 1e-9)
    XCTAssertTrue(path.contains(Point(x: 100, y: 50)))
    XCTAssertFalse(path.contains(Point(x: 5, y: 5)))
    // The cubic approximation of a quarter circle strays by under 0.03 % of the radius.
    let circle = Path(ellipseIn: Rect(x: -100, y: -100, width: 200, height: 200))
    for polyline in circle.flattened(tolerance: 0.01).subpaths {
      for point in polyline.points {
        XCTAssertEqual(point.distance(to: .zero), 100, accuracy: 0.03)
      }
    }
  }

  @MainActor func testBezierArcsTurnClockwiseOnScreenAndCoreGraphicsArcsTheOtherWay() async {
    // From angle 0 (right) to π/2 (down, where y grows down).
    let clockwise = BezierPath(
      arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    assertClose(
      clockwise.bounds.union(.zero), Rect(x: 0, y: 0, width: 10, height: 10), tolerance: 1e-6)
    let cg = MutablePath()
    cg.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    // Core Graphics' clockwise turns the long way on screen: three quarters of the circle.
    XCTAssertEqual(cg.length, 10 * 3 * .pi / 2, accuracy: 0.01)
    XCTAssertEqual(clockwise.cgPath.length, 10 * .pi / 2, accuracy: 0.01)
  }

  @MainActor func testContinuousCornersReachOnePointFiveThreeRadiiAlongEachEdge() async {
    let path = BezierPath(roundedRect: Rect(x: 0, y: 0, width: 200, height: 200), cornerRadius: 20)
    guard case .move(let start)? = path.cgPath.elements.first else { return XCTFail("no move") }
    XCTAssertEqual(start.x, 20 * 1.528665, accuracy: 1e-9)
    XCTAssertEqual(start.y, 0)
    // A circular corner of the same radius cuts the corner deeper than the continuous one.
    let circular = Path(
      roundedRect: Rect(x: 0, y: 0, width: 200, height: 200), cornerWidth: 20, cornerHeight: 20)
    XCTAssertFalse(circular.contains(Point(x: 2, y: 2)))
    XCTAssertFalse(path.contains(Point(x: 2, y: 2)))
    XCTAssertTrue(path.contains(Point(x: 8, y: 8)))
    XCTAssertTrue(path.contains(Point(x: 100, y: 1)))
  }

  @MainActor func testATooSmallRectangleGetsACapsuleInsteadOfContinuousCorners() async {
    let capsule = BezierPath(
      roundedRect: Rect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 20)
    assertClose(
      capsule.cgPath.boundingBoxOfPath, Rect(x: 0, y: 0, width: 100, height: 40), tolerance: 1e-6)
    XCTAssertTrue(capsule.contains(Point(x: 20, y: 20)))
    XCTAssertFalse(capsule.contains(Point(x: 1, y: 1)))
  }

  @MainActor func testTrimmingCutsCurvesWhereTheLengthFalls() async {
    let line = MutablePath()
    line.move(to: .zero)
    line.addLine(to: Point(x: 100, y: 0))
    line.addLine(to: Point(x: 100, y: 100))
    let half = line.trimmed(from: 0, to: 0.5)
    XCTAssertEqual(half.length, 100, accuracy: 1e-9)
    XCTAssertEqual(half.currentPoint, Point(x: 100, y: 0))
    let middle = line.trimmed(from: 0.25, to: 0.75)
    XCTAssertEqual(middle.length, 100, accuracy: 1e-9)
    guard case .move(let start)? = middle.elements.first else { return XCTFail("no move") }
    assertClose(start, Point(x: 50, y: 0))
    let circle = Path(ellipseIn: Rect(x: 0, y: 0, width: 100, height: 100))
    XCTAssertEqual(circle.trimmed(from: 0, to: 0.25).length, circle.length / 4, accuracy: 0.01)
    XCTAssertTrue(circle.trimmed(from: 0.6, to: 0.6).isEmpty)
  }

  @MainActor func testPathsWithTheSameElementsInterpolatePointByPoint() async {
    let small = Path(ellipseIn: Rect(x: 45, y: 45, width: 10, height: 10))
    let large = Path(ellipseIn: Rect(x: 0, y: 0, width: 100, height: 100))
    let mid = try? XCTUnwrap(small.interpolated(to: large, fraction: 0.5))
    assertClose(
      mid?.boundingBoxOfPath ?? .zero, Rect(x: 22.5, y: 22.5, width: 55, height: 55),
      tolerance: 1e-9)
    XCTAssertNil(small.interpolated(to: Path(rect: .zero), fraction: 0.5))
  }

  @MainActor func testEvenOddAndWindingDisagreeInsideAnInnerSubpathOfTheSameDirection() async {
    let path = MutablePath()
    path.addRect(Rect(x: 0, y: 0, width: 100, height: 100))
    path.addRect(Rect(x: 25, y: 25, width: 50, height: 50))
    XCTAssertTrue(path.contains(Point(x: 50, y: 50), using: .winding))
    XCTAssertFalse(path.contains(Point(x: 50, y: 50), using: .evenOdd))
  }

  @MainActor func testReversingTracesEachSubpathBackwards() async {
    let path = BezierPath()
    path.move(to: .zero)
    path.addLine(to: Point(x: 10, y: 0))
    path.addCurve(
      to: Point(x: 10, y: 10), controlPoint1: Point(x: 15, y: 0), controlPoint2: Point(x: 15, y: 10)
    )
    let reversed = path.reversing().cgPath.elements
    XCTAssertEqual(
      reversed,
      [
        .move(to: Point(x: 10, y: 10)),
        .curve(to: Point(x: 10, y: 0), control1: Point(x: 15, y: 10), control2: Point(x: 15, y: 0)),
        .line(to: .zero),
      ])
  }
}

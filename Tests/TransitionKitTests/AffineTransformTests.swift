import Foundation
import TestSupport
import TransitionKit
import XCTest

final class AffineTransformTests: EngineTestCase {
  @MainActor func testIdentityLeavesEverythingAlone() async {
    let t = AffineTransform.identity
    XCTAssertTrue(t.isIdentity)
    XCTAssertEqual(t.determinant, 1)
    XCTAssertEqual(Point(x: 3, y: -7).applying(t), Point(x: 3, y: -7))
    XCTAssertEqual(Vector(dx: 3, dy: -7).applying(t), Vector(dx: 3, dy: -7))
    XCTAssertEqual(
      Rect(x: 1, y: 2, width: 3, height: 4).applying(t), Rect(x: 1, y: 2, width: 3, height: 4))
    XCTAssertEqual(t.inverted(), t)
    XCTAssertFalse(AffineTransform(translationX: 1, y: 0).isIdentity)
  }

  @MainActor func testScaleTranslationAndRotationMapPoints() async {
    let scale = AffineTransform(scaleX: 2, y: 3)
    XCTAssertEqual(Point(x: 1, y: 1).applying(scale), Point(x: 2, y: 3))
    XCTAssertEqual(scale.determinant, 6)

    let move = AffineTransform(translationX: 10, y: -5)
    XCTAssertEqual(Point(x: 1, y: 1).applying(move), Point(x: 11, y: -4))

    // A quarter turn is clockwise on screen (y grows down): +x goes to +y.
    let quarter = AffineTransform(rotationAngle: .pi / 2)
    assertClose(Point(x: 1, y: 0).applying(quarter), Point(x: 0, y: 1), tolerance: 1e-12)
    assertClose(Point(x: 0, y: 1).applying(quarter), Point(x: -1, y: 0), tolerance: 1e-12)
    assertClose(quarter.determinant, 1, tolerance: 1e-12)
  }

  @MainActor func testConcatenatingAppliesTheReceiverFirst() async {
    let scale = AffineTransform(scaleX: 2, y: 2)
    let move = AffineTransform(translationX: 10, y: 0)
    let point = Point(x: 1, y: 1)

    // Scale, then move: (1, 1) → (2, 2) → (12, 2).
    XCTAssertEqual(point.applying(scale.concatenating(move)), Point(x: 12, y: 2))
    // Move, then scale: (1, 1) → (11, 1) → (22, 2).
    XCTAssertEqual(point.applying(move.concatenating(scale)), Point(x: 22, y: 2))

    // Concatenating is applying one after the other, for any pair.
    let turn = AffineTransform(rotationAngle: 0.7)
    let skew = AffineTransform(a: 1, b: 0.2, c: 0.5, d: 1.5, tx: 3, ty: -4)
    let p = Point(x: -3, y: 8)
    assertClose(
      p.applying(turn.concatenating(skew)), p.applying(turn).applying(skew), tolerance: 1e-12)
    assertClose(
      p.applying(skew.concatenating(turn)), p.applying(skew).applying(turn), tolerance: 1e-12)
  }

  @MainActor func testScaledTranslatedAndRotatedApplyTheNewPartFirst() async {
    let base = AffineTransform(translationX: 100, y: 50)
    let point = Point(x: 1, y: 2)

    // As CGAffineTransformScale: the scale acts on the point before `base`.
    XCTAssertEqual(point.applying(base.scaledBy(x: 2, y: 3)), Point(x: 102, y: 56))
    XCTAssertEqual(point.applying(base.translatedBy(x: 5, y: 5)), Point(x: 106, y: 57))
    assertClose(point.applying(base.rotated(by: .pi)), Point(x: 99, y: 48), tolerance: 1e-12)

    assertClose(
      base.scaledBy(x: 2, y: 3), AffineTransform(scaleX: 2, y: 3).concatenating(base))
    assertClose(
      base.rotated(by: 0.3), AffineTransform(rotationAngle: 0.3).concatenating(base))
  }

  @MainActor func testInvertedUndoesTheTransform() async {
    let transforms = [
      AffineTransform(scaleX: 0.5, y: 4),
      AffineTransform(translationX: -30, y: 12),
      AffineTransform(rotationAngle: 2.1),
      AffineTransform(a: 1.2, b: -0.4, c: 0.7, d: 0.9, tx: 15, ty: -8),
      AffineTransform(scaleX: -1, y: 1).concatenating(AffineTransform(translationX: 5, y: 6)),
    ]
    let point = Point(x: 7.5, y: -3.25)
    for t in transforms {
      let inverse = t.inverted()
      assertClose(point.applying(t).applying(inverse), point, tolerance: 1e-12, "\(t)")
      assertClose(t.concatenating(inverse), .identity, tolerance: 1e-12, "\(t)")
      assertClose(inverse.concatenating(t), .identity, tolerance: 1e-12, "\(t)")
    }
  }

  @MainActor func testSingularTransformInvertsToItself() async {
    let flat = AffineTransform(scaleX: 0, y: 1).concatenating(
      AffineTransform(translationX: 4, y: 2))
    XCTAssertEqual(flat.determinant, 0)
    XCTAssertEqual(flat.inverted(), flat)

    let collapsed = AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0)
    XCTAssertEqual(collapsed.inverted(), collapsed)
  }

  @MainActor func testVectorsIgnoreTranslation() async {
    let t = AffineTransform(scaleX: 2, y: 3).concatenating(
      AffineTransform(translationX: 100, y: 100))
    XCTAssertEqual(Vector(dx: 1, dy: 1).applying(t), Vector(dx: 2, dy: 3))
    XCTAssertEqual(Size(width: 10, height: 20).applying(t), Size(width: 20, height: 60))
  }

  @MainActor func testRectsBecomeTheBoundingBoxOfTheirCorners() async {
    let rect = Rect(x: 0, y: 0, width: 20, height: 10)
    XCTAssertEqual(
      rect.applying(AffineTransform(scaleX: 2, y: 3)), Rect(x: 0, y: 0, width: 40, height: 30))
    XCTAssertEqual(
      rect.applying(AffineTransform(translationX: 5, y: -5)),
      Rect(x: 5, y: -5, width: 20, height: 10))
    // A flip turns the rectangle over, yet the result is upright with a positive size.
    XCTAssertEqual(
      rect.applying(AffineTransform(scaleX: -1, y: 1)), Rect(x: -20, y: 0, width: 20, height: 10))
    // A quarter turn swaps width and height.
    assertClose(
      rect.applying(AffineTransform(rotationAngle: .pi / 2)),
      Rect(x: -10, y: 0, width: 10, height: 20), tolerance: 1e-12)
    // An eighth of a turn of a square grows its box by √2.
    let square = Rect(x: -5, y: -5, width: 10, height: 10)
    let side = 10 * 2.0.squareRoot()
    assertClose(
      square.applying(AffineTransform(rotationAngle: .pi / 4)),
      Rect(x: -side / 2, y: -side / 2, width: side, height: side), tolerance: 1e-12)
  }
}

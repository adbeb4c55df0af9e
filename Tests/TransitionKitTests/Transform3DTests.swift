import Foundation
import TestSupport
import TransitionKit
import XCTest

final class Transform3DTests: XCTestCase {
  @MainActor private func assertClose(
    _ a: Transform3D, _ b: Transform3D, tolerance: Double = 1e-9, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let pairs = zip(a.entries, b.entries)
    XCTAssert(
      pairs.allSatisfy { abs($0 - $1) <= tolerance }, "\(a) is not \(b)", file: file, line: line)
  }

  @MainActor func testARotationAboutZIsTheAffineRotation() async {
    let angle = 0.7
    let t = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)
    XCTAssertTrue(t.isAffine || abs(t.m33 - 1) < 1e-12)
    TestSupport.assertClose(t.affine, AffineTransform(rotationAngle: angle), tolerance: 1e-12)
  }

  @MainActor func testConcatenationAppliesTheFirstTransformFirst() async {
    let move = Transform3D(translationX: 10, y: 0, z: 0)
    let scale = Transform3D(scaleX: 2, y: 2, z: 1)
    let point = move.concatenating(scale).project(Point(x: 1, y: 1))
    // Moved to (11, 1), then doubled.
    TestSupport.assertClose(point ?? .zero, Point(x: 22, y: 2))
    XCTAssertEqual(
      Transform3D.identity.translatedBy(x: 5, y: 0, z: 0).scaledBy(x: 2, y: 1, z: 1)
        .project(Point(x: 1, y: 0))?.x, 7, "scaledBy applies its scale first, as CATransform3DScale"
    )
  }

  @MainActor func testTheInverseUndoesATransformWithPerspective() async {
    var t = Transform3D(rotationAngle: 0.4, x: 0, y: 1, z: 0).translatedBy(x: 3, y: -2, z: 5)
    t.m34 = -1.0 / 500
    assertClose(t.concatenating(t.inverted()), .identity, tolerance: 1e-12)
  }

  @MainActor func testAPerspectiveMakesTheNearEdgeLarger() async {
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    let turned = Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0).concatenating(perspective)
    // Turning about y by 45°: the left edge (x = −100) comes toward the viewer, z = 100·sin 45°.
    let left = turned.project(Point(x: -100, y: 100))!
    let right = turned.project(Point(x: 100, y: 100))!
    let z = 100 * sin(Double.pi / 4)
    TestSupport.assertClose(left.y, 100 / (1 - z / 500), tolerance: 1e-9)
    TestSupport.assertClose(right.y, 100 / (1 + z / 500), tolerance: 1e-9)
    TestSupport.assertClose(left.x, -100 * cos(Double.pi / 4) / (1 - z / 500), tolerance: 1e-9)
  }

  @MainActor func testDecompositionGivesTheTransformBack() async throws {
    var t = Transform3D(scaleX: 1.5, y: 0.8, z: 1.2)
      .rotated(by: 0.3, x: 1, y: 2, z: 0.5)
      .translatedBy(x: 4, y: -7, z: 2)
      .concatenating(Transform3D(translationX: 10, y: 20, z: -3))
    t.m34 = -1.0 / 800
    let parts = try XCTUnwrap(t.decomposed)
    assertClose(parts.transform, t, tolerance: 1e-9)
  }

  @MainActor func testInterpolatingAFlipTurnsThroughTheMiddleAtHalfTheAngle() async {
    let flat = Transform3D.identity
    let edgeOn = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
    for fraction in [0.25, 0.5, 0.75] {
      let mixed = flat.interpolated(to: edgeOn, fraction: fraction)
      let expected = Transform3D(rotationAngle: fraction * .pi / 2, x: 0, y: 1, z: 0)
      assertClose(mixed, expected, tolerance: 1e-9)
    }
  }

  @MainActor func testInterpolationKeepsThePerspectiveOfBothEnds() async {
    var p = Transform3D.identity
    p.m34 = -1.0 / 500
    let from = Transform3D.identity.concatenating(p)
    let to = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0).concatenating(p)
    let mid = from.interpolated(to: to, fraction: 0.5)
    assertClose(mid, Transform3D(rotationAngle: .pi / 6, x: 0, y: 1, z: 0).concatenating(p))
  }

  @MainActor func testAKeyPathComponentReplacesOnlyItsPart() async throws {
    var p = Transform3D.identity
    p.m34 = -1.0 / 500
    let path = try XCTUnwrap(LayerKeyPath("transform.rotation.y"))
    let turned = path.replace(in: .transform(p), with: .number(.pi))
    guard case .transform(let t)? = turned else { return XCTFail("no transform") }
    assertClose(
      t, Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0).concatenating(p), tolerance: 1e-12)
    let scale = try XCTUnwrap(LayerKeyPath("transform.scale"))
    guard case .number(let s)? = scale.extract(from: .transform(Transform3D(scaleX: 2, y: 2, z: 2)))
    else { return XCTFail("no scale") }
    TestSupport.assertClose(s, 2)
  }

  @MainActor func testAFlattenedProjectionMapsPointsAsTheTransformDoes() async {
    var t = Transform3D(rotationAngle: 0.6, x: 0, y: 1, z: 0).translatedBy(x: 10, y: 5, z: 0)
    t.m34 = -1.0 / 400
    let projection = t.flattened
    for point in [Point(x: 0, y: 0), Point(x: 100, y: -30), Point(x: -50, y: 80)] {
      TestSupport.assertClose(projection.apply(point)!, t.project(point)!, tolerance: 1e-9)
    }
    let back = projection.inverted()!
    TestSupport.assertClose(
      back.apply(projection.apply(Point(x: 7, y: 9))!)!, Point(x: 7, y: 9), tolerance: 1e-9)
  }
}

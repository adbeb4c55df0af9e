import Foundation
import TestSupport
import TransitionKit
import XCTest

final class InterpolationTests: EngineTestCase {
  private let samples: [AffineTransform] = [
    .identity,
    AffineTransform(scaleX: 0.6, y: 0.6).concatenating(AffineTransform(translationX: 0, y: -200)),
    AffineTransform(rotationAngle: 2.5).concatenating(AffineTransform(translationX: 3, y: 4)),
    AffineTransform(scaleX: 2, y: 0.5).rotated(by: -1.2),
    AffineTransform(a: 1, b: 0, c: 0.8, d: 1, tx: 0, ty: 0),
    AffineTransform(a: 1.2, b: -0.4, c: 0.7, d: 0.9, tx: 15, ty: -8),
    AffineTransform(scaleX: -1, y: 1),
    AffineTransform(scaleX: 1, y: -2).concatenating(AffineTransform(rotationAngle: 0.4)),
  ]

  @MainActor func testDecompositionRoundTrips() async {
    for t in samples {
      assertClose(t.decomposed.transform, t, tolerance: 1e-12, "\(t)")
    }
  }

  @MainActor func testDecompositionReadsItsParts() async {
    let t = AffineTransform(scaleX: 2, y: 3)
      .concatenating(AffineTransform(rotationAngle: 0.5))
      .concatenating(AffineTransform(translationX: 7, y: -9))
    let d = t.decomposed
    assertClose(d.scaleX, 2, tolerance: 1e-12)
    assertClose(d.scaleY, 3, tolerance: 1e-12)
    assertClose(d.rotation, 0.5, tolerance: 1e-12)
    assertClose(d.shear, 0, tolerance: 1e-12)
    XCTAssertEqual(d.translationX, 7)
    XCTAssertEqual(d.translationY, -9)
    // A half turn reads as π, the top of the range (−π, π].
    assertClose(AffineTransform(rotationAngle: .pi).decomposed.rotation, .pi, tolerance: 1e-12)
  }

  @MainActor func testHalfwayBetweenIdentityAndScaleAndMoveIsHalfOfEach() async {
    let end = AffineTransform(scaleX: 0.6, y: 0.6).concatenating(
      AffineTransform(translationX: 0, y: -200))
    let half = AffineTransform.interpolate(from: .identity, to: end, fraction: 0.5)
    let expected = AffineTransform(scaleX: 0.8, y: 0.8).concatenating(
      AffineTransform(translationX: 0, y: -100))
    assertClose(half, expected, tolerance: 1e-12)
  }

  @MainActor func testInterpolationEndsAtBothEnds() async {
    for start in samples {
      for end in samples {
        assertClose(
          AffineTransform.interpolate(from: start, to: end, fraction: 0), start,
          tolerance: 1e-12)
        assertClose(
          AffineTransform.interpolate(from: start, to: end, fraction: 1), end, tolerance: 1e-12)
      }
    }
  }

  @MainActor func testRotationsTakeTheShortWayRound() async {
    let degree = Double.pi / 180
    // 170° to −170° passes through 180°, not through 0°.
    let half = AffineTransform.interpolate(
      from: AffineTransform(rotationAngle: 170 * degree),
      to: AffineTransform(rotationAngle: -170 * degree), fraction: 0.5)
    assertClose(half, AffineTransform(rotationAngle: .pi), tolerance: 1e-12)

    // A turn of 270° is a quarter turn back; halfway is −45°.
    let back = AffineTransform.interpolate(
      from: .identity, to: AffineTransform(rotationAngle: 270 * degree), fraction: 0.5)
    assertClose(back, AffineTransform(rotationAngle: -45 * degree), tolerance: 1e-12)

    // A plain rotation stays a rotation all the way: no shrinking through the middle.
    let quarter = AffineTransform.interpolate(
      from: .identity, to: AffineTransform(rotationAngle: .pi / 2), fraction: 0.5)
    assertClose(quarter.determinant, 1, tolerance: 1e-12)
    assertClose(quarter, AffineTransform(rotationAngle: .pi / 4), tolerance: 1e-12)
  }

  @MainActor func testAFlipAnimatesAsASquashNotAHalfTurn() async {
    // As in CSS and Core Animation: a horizontal flip shrinks the width through zero.
    let flip = AffineTransform(scaleX: -1, y: 1)
    assertClose(
      AffineTransform.interpolate(from: .identity, to: flip, fraction: 0.25),
      AffineTransform(scaleX: 0.5, y: 1), tolerance: 1e-12)
    assertClose(
      AffineTransform.interpolate(from: .identity, to: flip, fraction: 0.5),
      AffineTransform(scaleX: 0, y: 1), tolerance: 1e-12)
    let vertical = AffineTransform(scaleX: 1, y: -1)
    assertClose(
      AffineTransform.interpolate(from: .identity, to: vertical, fraction: 0.25),
      AffineTransform(scaleX: 1, y: 0.5), tolerance: 1e-12)

    // A turned and flipped transform reads as the turn and the flip.
    let turnedFlip = AffineTransform(scaleX: -2, y: 1).concatenating(
      AffineTransform(rotationAngle: 0.5))
    let parts = turnedFlip.decomposed
    assertClose(parts.rotation, 0.5, tolerance: 1e-12)
    assertClose(parts.scaleX, -2, tolerance: 1e-12)
    assertClose(parts.scaleY, 1, tolerance: 1e-12)
    assertClose(parts.shear, 0, tolerance: 1e-12)
  }

  @MainActor func testClearToWhiteHalfwayIsHalfTransparentWhite() async {
    let half = Color.interpolate(from: .clear, to: .white, fraction: 0.5)
    let rgba = half?.resolved(for: .light)
    XCTAssertEqual(rgba?.red, 1)
    XCTAssertEqual(rgba?.green, 1)
    XCTAssertEqual(rgba?.blue, 1)
    XCTAssertEqual(rgba?.alpha, 0.5)

    // nil counts as clear.
    let fromNothing = Color.interpolate(from: nil, to: .red, fraction: 0.25)?.resolved(for: .light)
    XCTAssertEqual(fromNothing, RGBA(red: 1, green: 0, blue: 0, alpha: 0.25))
  }

  @MainActor func testOpaqueColoursMixComponentwise() async {
    let mix = Color.interpolate(from: .black, to: .white, fraction: 0.25)?.resolved(for: .light)
    XCTAssertEqual(mix, RGBA(red: 0.25, green: 0.25, blue: 0.25, alpha: 1))

    let start = Color(red: 1, green: 0, blue: 0, alpha: 1)
    let end = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
    // Premultiplied: (1, 0, 0, 1) and (0, 0, 0.5, 0.5) meet at (0.5, 0, 0.25, 0.75).
    let half = Color.interpolate(from: start, to: end, fraction: 0.5)?.resolved(for: .light)
    assertClose(half?.red ?? -1, 0.5 / 0.75, tolerance: 1e-12)
    assertClose(half?.green ?? -1, 0, tolerance: 1e-12)
    assertClose(half?.blue ?? -1, 0.25 / 0.75, tolerance: 1e-12)
    assertClose(half?.alpha ?? -1, 0.75, tolerance: 1e-12)
  }

  @MainActor func testDynamicColoursInterpolateInBothAppearances() async {
    let mix = Color.interpolate(from: .systemBackground, to: .label, fraction: 0.5)
    assertClose(mix?.resolved(for: .light).red ?? -1, 0.5, tolerance: 1e-12)
    assertClose(mix?.resolved(for: .dark).red ?? -1, 0.5, tolerance: 1e-12)
    let quarter = Color.interpolate(from: .systemBackground, to: .label, fraction: 0.25)
    assertClose(quarter?.resolved(for: .light).green ?? -1, 0.75, tolerance: 1e-12)
    assertClose(quarter?.resolved(for: .dark).green ?? -1, 0.25, tolerance: 1e-12)
  }

  @MainActor func testWithAlphaComponentChangesOnlyAlphaInBothAppearances() async {
    let faded = Color.systemBlue.withAlphaComponent(0.3)
    XCTAssertEqual(faded.alpha, 0.3)
    XCTAssertEqual(faded.resolved(for: .light), RGBA(0, 122, 255, alpha: 0.3))
    XCTAssertEqual(faded.resolved(for: .dark), RGBA(10, 132, 255, alpha: 0.3))
    XCTAssertEqual(Color.white.withAlphaComponent(0), Color(white: 1, alpha: 0))
  }

  @MainActor func testDynamicColoursResolvePerAppearance() async {
    XCTAssertEqual(Color.systemBackground.resolved(for: .light), RGBA(255, 255, 255))
    XCTAssertEqual(Color.systemBackground.resolved(for: .dark), RGBA(0, 0, 0))
    XCTAssertEqual(Color.label.resolved(for: .light), RGBA(0, 0, 0))
    XCTAssertEqual(Color.label.resolved(for: .dark), RGBA(255, 255, 255))
    XCTAssertEqual(Color.systemRed.resolved(for: .dark), RGBA(255, 69, 58))
    // Fixed colours are the same in both.
    XCTAssertEqual(Color.gray.resolved(for: .light), Color.gray.resolved(for: .dark))
    XCTAssertEqual(Color.gray.resolved(for: .light), RGBA(red: 0.5, green: 0.5, blue: 0.5))
    XCTAssertEqual(RGBA(255, 0, 51), RGBA(red: 1, green: 0, blue: 0.2))
  }
}

import TestSupport
import TransitionKit
import XCTest

/// The presets: their ids, their values against each system's cited constants, and each one
/// deciding the three scripted drags through its own estimator and rule.
final class ReleasePresetTests: XCTestCase {
  func testTheIdsAreTheCommandLineOnes() {
    XCTAssertEqual(
      ReleasePreset.allCases.map(\.rawValue),
      [
        "seed", "uikit-fluid", "panmodal", "vaul", "libadwaita", "material", "compose",
        "floatingpanel",
      ]
    )
  }

  func testTheSeedKeepsTheTutorialsRule() {
    let seed = ReleasePreset.seed.settings
    XCTAssertEqual(seed, ReleaseSettings.seed)
    XCTAssertEqual(seed.releaseRule, .threshold)
    // The seeds are UIKit code: UIKit's reported velocity blend.
    XCTAssertEqual(seed.velocityEstimator, .uikit)
    XCTAssertFalse(seed.completionVelocity)
    XCTAssertNil(seed.positionalThreshold)
    XCTAssertEqual(seed.decelerationRate, 0.998)
  }

  func testEachPresetCarriesItsSystemsConstants() {
    // PanModal: abs(velocity) − 1000 · (1 − snapMovementSensitivity 0.7) > 0.
    let panModal = ReleasePreset.panModal.settings
    assertClose(panModal.velocityThreshold, 300, tolerance: 1e-9)
    XCTAssertEqual(panModal.rule, .velocityGate)
    XCTAssertFalse(panModal.completionVelocity)  // initialSpringVelocity: 0

    // Vaul: VELOCITY_THRESHOLD 0.4 px/ms, CLOSE_THRESHOLD 0.25, velocity from the press.
    let vaul = ReleasePreset.vaul.settings
    XCTAssertEqual(vaul.releaseRule, .velocityGate(velocityThreshold: 400))
    XCTAssertEqual(vaul.velocityEstimator, .average)
    XCTAssertEqual(vaul.positionalThreshold, .fraction(0.25))
    XCTAssertFalse(vaul.completionVelocity)

    // libadwaita: 150 ms history, 0.3 px/ms touch gate, 0.998 touch deceleration.
    let adwaita = ReleasePreset.libadwaita.settings
    XCTAssertEqual(adwaita.velocityEstimator, .recent(window: 0.150))
    XCTAssertEqual(adwaita.releaseRule, .velocityGate(velocityThreshold: 300))
    XCTAssertEqual(adwaita.decelerationRate, 0.998)
    XCTAssertTrue(adwaita.completionVelocity)

    // Material: 500 px/s, past the middle, 0.1 s hide friction, Android's least squares.
    let material = ReleasePreset.material.settings
    XCTAssertEqual(material.rule, .materialHide)
    XCTAssertEqual(material.velocityThreshold, 500)
    XCTAssertEqual(material.positionalThreshold, .fraction(0.5))
    XCTAssertEqual(material.velocityEstimator, .leastSquares)
    // The rate travels v · 0.1 s, as top + yvel · hideFriction does: 1000 pt/s → 100 points.
    assertClose(
      ReleaseRule.projectedDistance(velocity: 1000, decelerationRate: material.decelerationRate),
      1000 * 0.1, tolerance: 1e-9)

    // Compose: 125 dp/s, 56 dp from the start.
    let compose = ReleasePreset.compose.settings
    XCTAssertEqual(compose.releaseRule, .velocityGate(velocityThreshold: 125))
    XCTAssertEqual(compose.positionalThreshold, .distance(56))
    XCTAssertEqual(compose.velocityEstimator, .leastSquares)
    XCTAssertTrue(compose.completionVelocity)

    // FloatingPanel and UIKit fluid: projection at UIScrollView's normal rate, half a segment.
    for preset in [ReleasePreset.floatingPanel, .uikitFluid] {
      XCTAssertEqual(preset.settings.releaseRule, .projection(decelerationRate: 0.998))
      XCTAssertEqual(preset.settings.positionalThreshold, .fraction(0.5))
      XCTAssertTrue(preset.settings.completionVelocity)
      XCTAssertEqual(preset.settings.velocityEstimator, .uikit)
    }
  }

  func testADistanceThresholdBecomesAFractionOfTheScenesDistance() {
    XCTAssertEqual(PositionalThreshold.distance(56).fraction(ofDistance: 844), 56 / 844)
    XCTAssertEqual(PositionalThreshold.distance(56).fraction(ofDistance: 40), 1)
    XCTAssertEqual(PositionalThreshold.distance(56).fraction(ofDistance: 0), 1)
    XCTAssertEqual(PositionalThreshold.distance(56).fraction(ofDistance: .nan), 1)
    XCTAssertEqual(PositionalThreshold.fraction(0.25).fraction(ofDistance: 844), 0.25)
  }

  func testEveryCitationNamesItsSourceFile() {
    let sources: [ReleasePreset: String] = [
      .seed: "percentThreshold", .uikitFluid: "wwdc2018/803",
      .panModal: "PanModalPresentationController.swift", .vaul: "src/constants.ts",
      .libadwaita: "adw-swipe-tracker.c", .material: "BottomSheetBehavior.java",
      .compose: "SheetDefaults.kt", .floatingPanel: "Sources/Behavior.swift",
    ]
    for preset in ReleasePreset.allCases {
      XCTAssertTrue(
        preset.citation.contains(sources[preset] ?? "?"), "\(preset): \(preset.citation)")
      XCTAssertFalse(preset.title.isEmpty)
    }
  }

  /// Whether `preset` finishes `drag` on the drag-down scene (threshold 0.3 for the seed).
  private func finishes(_ preset: ReleasePreset, _ drag: ScriptedDrag) -> Bool {
    let settings = preset.settings
    let threshold =
      settings.positionalThreshold?.fraction(ofDistance: ScriptedDrag.distance) ?? 0.3
    return settings.releaseRule.decide(
      progress: drag.progress, velocity: drag.velocity(using: settings.velocityEstimator),
      distance: ScriptedDrag.distance, threshold: threshold
    ).finishes
  }

  func testAShortFastFlickDismissesUnderEveryPresetButTheSeedAndMaterial() {
    // Material hides only if top + yvel · 0.1 passes the middle (shouldHide, L1784-1797):
    // (120 + 150) / 844 = 0.32 does not, however fast.
    for preset in ReleasePreset.allCases {
      let expected = preset != .seed && preset != .material
      XCTAssertEqual(finishes(preset, .shortFastFlick), expected, "\(preset)")
    }
  }

  func testMaterialsHideRule() {
    let rule = ReleasePreset.material.settings.releaseRule
    func hides(_ p: Double, _ v: Double) -> Bool {
      rule.decide(progress: p, velocity: v, distance: 1000, threshold: 0.5).finishes
    }
    XCTAssertTrue(hides(0.45, 600), "0.45 + 0.06 passes the middle, faster than 500")
    XCTAssertFalse(hides(0.45, 400), "passes the middle but neither fast nor low")
    XCTAssertTrue(hides(0.55, 100), "released low and projected past the middle")
    XCTAssertFalse(hides(0.55, -100), "moving up expands")
    XCTAssertFalse(hides(0.3, 1500), "0.3 + 0.15 stays short of the middle")
    XCTAssertFalse(hides(-0.1, 9000), "never from above where it started")
  }

  func testALongSlowDragDismissesUnderEveryPreset() {
    for preset in ReleasePreset.allCases {
      XCTAssertTrue(finishes(preset, .longSlowDrag), "\(preset)")
    }
  }

  func testALongDragFlickedBackSnapsBackExceptWhereVelocityIsIgnoredOrAveraged() {
    // The seed ignores velocity; Vaul's whole-drag average is still 145 pt/s downward, under
    // its 400 pt/s gate, so both decide by position (0.53 of the way).
    for preset in ReleasePreset.allCases {
      let expected = preset == .seed || preset == .vaul
      XCTAssertEqual(finishes(preset, .longDragFlickedBack), expected, "\(preset)")
    }
  }
}

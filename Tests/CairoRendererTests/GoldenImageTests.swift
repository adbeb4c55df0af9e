import CairoRenderer
import TestSupport
import TransitionKit
import XCTest

/// Synthetic view trees against their golden images (`__Goldens__/`). Run with
/// `RECORD_GOLDENS=1` to record new references after an intended change.
final class GoldenImageTests: EngineTestCase {
  @MainActor func testCardWithShadowAt1x() async {
    assertGolden(Fixtures.card(), size: Fixtures.screenSize, scale: 1, named: "card")
  }

  @MainActor func testCardWithShadowAt2x() async {
    assertGolden(Fixtures.card(), size: Fixtures.screenSize, scale: 2, named: "card")
  }

  @MainActor func testCardAtFractionalScale() async {
    assertGolden(Fixtures.card(), size: Fixtures.screenSize, scale: 1.25, named: "card")
  }

  @MainActor func testCardInDarkAppearance() async {
    assertGolden(
      Fixtures.card(), size: Fixtures.screenSize, scale: 2, appearance: .dark, named: "card-dark")
  }

  @MainActor func testNestedAlphaGroups() async {
    assertGolden(Fixtures.alphaGroups(), size: Fixtures.screenSize, scale: 2, named: "alpha-groups")
  }

  @MainActor func testRotatedScaledAndClipped() async {
    assertGolden(Fixtures.transforms(), size: Fixtures.screenSize, scale: 2, named: "transforms")
  }

  @MainActor func testLabelAlignmentsWrappingAndWeights() async {
    assertGolden(Fixtures.labels(), size: Size(width: 220, height: 200), scale: 2, named: "labels")
  }

  @MainActor func testLabelsAt1x() async {
    assertGolden(Fixtures.labels(), size: Size(width: 220, height: 200), scale: 1, named: "labels")
  }

  @MainActor func testButtonStates() async {
    assertGolden(
      Fixtures.buttons(), size: Size(width: 220, height: 200), scale: 2, named: "buttons")
  }

  @MainActor func testButtonStatesInDarkAppearance() async {
    assertGolden(
      Fixtures.buttons(), size: Size(width: 220, height: 200), scale: 2, appearance: .dark,
      named: "buttons-dark")
  }

  @MainActor func testSnapshotUnderDimming() async {
    assertGolden(Fixtures.snapshot().root, size: Fixtures.screenSize, scale: 2, named: "snapshot")
  }
}

import Foundation
import MotionExport
import Scenes
import TestSupport
import TransitionKit
import XCTest

/// Every export, for the seed scenes and for variants that exercise each release rule,
/// estimator and timing: the Swift parsed by `swiftc -parse`, the C compiled against
/// libadwaita's headers, the Kotlin and CSS checked for structure and their numbers.
final class ExportSyntaxTests: XCTestCase {
  /// The sheet's variants: every detent set, a refused dismissal, an undimmed detent, no
  /// grabber, and each release rule.
  static let sheetVariants: [[String]] = [
    ["detents=medium+large+custom", "dimming=medium", "dismiss-allowed=off"],
    ["detents=large", "release-rule=velocity-gate", "grabber=off"],
    ["detents=medium", "release-rule=threshold", "dimming=large"],
  ]

  /// The spec of `descriptor` with `assignments`, read from a session of the scene (so a scene
  /// that presents a sheet gives its sheet).
  @MainActor static func spec(_ descriptor: SceneDescriptor, _ assignments: [String] = [])
    throws -> MotionSpec
  {
    let store = descriptor.makeParameters()
    try store.apply(assignments: assignments)
    return MotionSpec(session: SceneSession(descriptor: descriptor, parameters: store))
  }

  /// The seed scenes, then variants of them.
  @MainActor private func specs() throws -> [MotionSpec] {
    var specs = try SceneCatalog.all.map { try Self.spec($0) }
    XCTAssertEqual(
      specs.map { $0.sheet != nil }, SceneCatalog.all.map { $0.id == SheetScene.id },
      "the sheet scene, and only it, presents a sheet")
    var projection = specs[0]
    projection.timing = .spring(dampingRatio: 0.6, initialVelocity: 0)
    projection.release = MotionSpec.Release(
      rule: "projection", decelerationRate: 0.998, velocityThreshold: 300,
      velocityEstimator: "average", velocityWindow: 0.15, completionVelocity: true)
    projection.completionSpeed = 1.5
    var gate = specs[1]
    gate.release = MotionSpec.Release(
      rule: "velocity-gate", decelerationRate: nil, velocityThreshold: 450,
      velocityEstimator: "recent", velocityWindow: 0.15, completionVelocity: false)
    var custom = specs[2]
    custom.timing = .bezier(UnitBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1), name: nil)
    custom.release.completionVelocity = true
    specs += [projection, gate, custom, Self.materialHide(specs[0])]
    specs += try Self.sheetVariants.map { try Self.spec(SheetScene.descriptor, $0) }
    return specs
  }

  /// `base` under Material's preset: its hide rule and Android's velocity.
  static func materialHide(_ base: MotionSpec) -> MotionSpec {
    var material = base
    material.release = MotionSpec.Release(
      rule: "material-hide", decelerationRate: 0.9901, velocityThreshold: 500,
      velocityEstimator: "least-squares", velocityWindow: 0.1, completionVelocity: false)
    return material
  }

  /// Material's hide rule is written out in every idiom, not dropped for a threshold.
  @MainActor func testMaterialsHideRuleIsExportedInEveryFormat() async throws {
    let spec = Self.materialHide(try Self.spec(DragDownScene.descriptor))
    for format in [ExportFormat.uikit, .swiftui, .compose, .libadwaita] {
      let code = MotionExporter.code(for: spec, format: format)
      XCTAssertTrue(code.contains("BottomSheetBehavior.shouldHide"), "\(format): \(code)")
      XCTAssertTrue(code.contains("0.9901"), "\(format)")
      XCTAssertTrue(code.contains("500"), "\(format)")
    }
    XCTAssertTrue(
      MotionExporter.code(for: spec, format: .css).contains("Material's hide rule"))
  }

  @MainActor func testSwiftExportsParse() async throws {
    for spec in try specs() {
      try ExternalTools.assertSwiftParses(MotionExporter.code(for: spec, format: .uikit))
      try ExternalTools.assertSwiftParses(MotionExporter.code(for: spec, format: .swiftui))
    }
  }

  /// The check itself can fail: a broken Swift file is refused.
  @MainActor func testSwiftParseRefusesBrokenCode() async throws {
    guard let swiftc = ExternalTools.find("swiftc") else {
      throw MissingTool("swiftc is not installed")
    }
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("broken.swift")
    try "enum A { case".write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    XCTAssertNotEqual(try ExternalTools.run(swiftc, ["-parse", file.path]).0, 0)
  }

  @MainActor func testLibadwaitaExportsCompile() async throws {
    for spec in try specs() {
      let code = MotionExporter.code(for: spec, format: .libadwaita)
      try ExternalTools.assertCompilesAgainstLibadwaita(code)
      if spec.navigation != nil {
        XCTAssertTrue(code.contains("#if ADW_CHECK_VERSION (1, 4, 0)"), code)
        XCTAssertTrue(code.contains("adw_navigation_view_new ()"), code)
        XCTAssertTrue(code.contains("adw_leaflet_set_can_navigate_back (leaflet, TRUE);"), code)
      } else if spec.sheet != nil {
        XCTAssertTrue(code.contains("#if ADW_CHECK_VERSION (1, 6, 0)"), code)
        XCTAssertTrue(code.contains("adw_bottom_sheet_new ()"), code)
        XCTAssertTrue(code.contains("libadwaita 1.2 has no bottom sheet"), code)
        XCTAssertTrue(code.contains("adw_spring_params_new (TRANSITION_LAB_SHEET_DAMPING_RATIO"))
      } else if let forms = spec.springForms {
        XCTAssertTrue(code.contains("adw_spring_params_new (TRANSITION_LAB_DAMPING_RATIO"))
        XCTAssertTrue(
          code.contains(
            "#define TRANSITION_LAB_STIFFNESS "
              + String(format: "%.6f", forms.stiffness).trimmingTrailingZeros))
      } else {
        XCTAssertTrue(code.contains("adw_timed_animation_new"))
      }
    }
  }

  /// libadwaita 1.2 has no Bézier easing: the comment names the nearest and how far off it is,
  /// which matches the distance computed here from adw-easing.c's ease-in-out-quad.
  @MainActor func testLibadwaitaSaysHowFarTheNearestEasingIs() async throws {
    let spec = try specs()[0]
    let code = MotionExporter.code(for: spec, format: .libadwaita)
    XCTAssertTrue(code.contains("ADW_EASE_IN_OUT_QUAD is the nearest"), code)
    let bezier = AnimationCurve.easeInOut.bezier
    var worst = 0.0
    for index in 0...10_000 {
      let p = Double(index) / 10_000
      let quad = p < 0.5 ? 2 * p * p : 1 - 2 * (1 - p) * (1 - p)
      worst = max(worst, abs(quad - bezier.value(at: p)))
    }
    let printed = String(format: "%.2f", worst * 100).trimmingTrailingZeros
    XCTAssertTrue(code.contains("at most \(printed) % of the distance"), "expected \(printed) %")
    XCTAssertTrue(code.contains("ADW_EASE_IN_OUT);"), "1.7's exact easing, behind a version check")
  }

  @MainActor func testComposeExportsAreBalancedAndCarryTheNumbers() async throws {
    for spec in try specs() {
      let code = MotionExporter.code(for: spec, format: .compose)
      XCTAssertTrue(Structure.isBalanced(code), code)
      if let navigation = spec.navigation {
        // A navigation stack: NavHost's transitions, no dismissal drag (see
        // NavigationExportTests for its numbers).
        XCTAssertTrue(code.contains("NavHost("), code)
        XCTAssertTrue(
          code.contains("DURATION_MILLIS = \(Int((navigation.duration * 1000).rounded()))"))
        continue
      }
      XCTAssertTrue(code.contains("const val THRESHOLD = \(ExportNumber.code(spec.threshold))f"))
      XCTAssertTrue(code.contains("DURATION_MILLIS = \(Int((spec.duration * 1000).rounded()))"))
      if let sheet = spec.sheet {
        XCTAssertTrue(code.contains("ModalBottomSheet("), code)
        XCTAssertTrue(
          code.contains(
            "skipPartiallyExpanded = \(!sheet.detents.contains { $0.identifier == "medium" })"),
          code)
        XCTAssertEqual(
          code.contains("value != SheetValue.Hidden"), !sheet.dismissAllowed, "refused dismissal")
      } else {
        XCTAssertTrue(code.contains("fun Modifier.transitionLabDismissal("))
      }
      switch spec.timing {
      case .spring(let ratio, _):
        XCTAssertTrue(code.contains("dampingRatio = \(ExportNumber.code(ratio))f"), code)
      case .bezier(let b, _):
        XCTAssertTrue(
          code.contains(
            "CubicBezierEasing(\(ExportNumber.code(b.x1))f, \(ExportNumber.code(b.y1))f"),
          code)
      }
    }
  }

  @MainActor func testCSSExportsAreBalancedAndFollowTheCurve() async throws {
    for spec in try specs() {
      let code = MotionExporter.code(for: spec, format: .css)
      XCTAssertTrue(Structure.isBalanced(code), code)
      XCTAssertTrue(
        code.contains("--transition-lab-duration: \(ExportNumber.text(spec.duration))s;"))
      switch spec.timing {
      case .spring:
        let worst = try LinearEasingTests.worstError(code, spec.progress(atFraction:))
        XCTAssertLessThanOrEqual(worst, 0.005)
      case .bezier(let b, _):
        let points = [b.x1, b.y1, b.x2, b.y2].map(ExportNumber.text).joined(separator: ", ")
        XCTAssertTrue(code.contains("cubic-bezier(\(points))"), code)
      }
    }
  }

  /// edge-pan's spring starts at 1 distance per second; CSS cannot take a release's own
  /// velocity, and the comment says by how much the from-rest spring differs.
  @MainActor func testCSSSaysWhatAFixedCurveLoses() async throws {
    let spec = try specs()[1]
    let code = MotionExporter.code(for: spec, format: .css)
    let moving = DampedSpring.settling(dampingRatio: 0.8, initialVelocity: 1, within: 0.6)
    let rest = DampedSpring.settling(dampingRatio: 0.8, initialVelocity: 0, within: 0.6)
    var worst = 0.0
    for index in 0...6000 {
      let t = 0.6 * Double(index) / 6000
      worst = max(worst, abs(moving.value(at: t, initialVelocity: 1) - rest.value(at: t)))
    }
    XCTAssertGreaterThan(worst, 0.005, "the loss is worth saying")
    let printed = String(format: "%.2f", worst * 100).trimmingTrailingZeros
    XCTAssertTrue(
      code.contains("differ from this curve by up to \(printed) %"), "\(printed): \(code)")
  }
}

extension String {
  /// `1.50` → `1.5`, `2.00` → `2`.
  var trimmingTrailingZeros: String {
    guard contains(".") else { return self }
    var text = self
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}

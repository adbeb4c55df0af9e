import Foundation
import MotionExport
import Scenes
import TransitionKit
import XCTest

/// The zoom scene's exports: each target's zoom or shared-element API, with the numbers it
/// can carry and a sentence for what it cannot express.
final class ZoomExportTests: XCTestCase {
  @MainActor func code(_ format: ExportFormat, _ assignments: [String] = []) throws -> String {
    let spec = try ExportSyntaxTests.spec(ZoomScene.descriptor, assignments)
    XCTAssertNotNil(spec.zoom)
    return MotionExporter.code(for: spec, format: format)
  }

  @MainActor func testEachTargetNamesItsZoomAPIAndWhatItCannotExpress() async throws {
    let expected: [(ExportFormat, [String])] = [
      (
        .swiftui,
        [
          ".navigationTransition(.zoom(sourceID: shown, in: zoom))",
          ".matchedTransitionSource(id: id, in: zoom)", "cannot be set",
        ]
      ),
      (
        .uikit,
        [
          "detail.preferredTransition = .zoom(options: options)", "alignmentRectProvider",
          "interactiveDismissShouldBegin", "cannot be set",
        ]
      ),
      (
        .compose,
        [
          "SharedTransitionLayout", ".sharedBounds(rememberSharedContentState(\"photo-",
          "Compose cannot express the drag-to-dismiss",
        ]
      ),
      (
        .css,
        [
          "view-transition-name: photo", "::view-transition-group(photo)",
          "document.startViewTransition", "View transitions cannot be dragged",
        ]
      ),
      (
        .libadwaita,
        ["adw_spring_animation_new", "libadwaita has no shared-element or zoom transition"]
      ),
    ]
    for (format, needles) in expected {
      let text = try code(format)
      for needle in needles {
        XCTAssertTrue(text.contains(needle), "\(format): \(needle)\n\(text)")
      }
    }
  }

  @MainActor func testTheParametersReachTheCode() async throws {
    let uikit = try code(.uikit, ["dimming=0.4", "minimum-scale=0.3"])
    XCTAssertTrue(uikit.contains("options.dimmingColor = UIColor(white: 0, alpha: 0.4)"), uikit)
    XCTAssertTrue(uikit.contains("minimum scale 0.3"), uikit)
    XCTAssertFalse(
      try code(.uikit).contains("dimmingColor ="), "the default dimming is the system's")
    let compose = try code(.compose, ["response=0.5", "damping=0.7"])
    // (2π / 0.5)² = 157.9
    XCTAssertTrue(compose.contains("spring(dampingRatio = 0.7f, stiffness = 157.9f)"), compose)
  }

  @MainActor func testSharedElementTimingsInEachTarget() async throws {
    let hero = try code(.compose, ["transition=hero"])
    XCTAssertTrue(hero.contains("CubicBezierEasing(0.4f, 0f, 0.2f, 1f)"), hero)
    let material = try code(.compose, ["transition=material"])
    XCTAssertTrue(material.contains("if (initial.height < target.height) 500 else 400"), material)
    XCTAssertTrue(material.contains("cubicTo(0.05f, 0f, 0.133333f, 0.06f, 0.166666f, 0.4f)"))
    let compose = try code(.compose, ["transition=compose"])
    XCTAssertTrue(compose.contains("spring(dampingRatio = 1f, stiffness = 400f)"), compose)
    let css = try code(.css, ["transition=hero"])
    XCTAssertTrue(css.contains("cubic-bezier(0.4, 0, 0.2, 1)"), css)
    let uikit = try code(.uikit, ["transition=material"])
    XCTAssertTrue(uikit.contains("UIKit has no shared-element transition with material's timing"))
    let dissolve = try code(.uikit, ["transition=cross-dissolve"])
    XCTAssertTrue(dissolve.contains("detail.preferredTransition = .crossDissolve"), dissolve)
  }

  @MainActor func testEveryChoiceParsesOrBalances() async throws {
    for choice in ZoomScene.TransitionChoice.allCases.map(\.rawValue) {
      try ExternalTools.assertSwiftParses(try code(.uikit, ["transition=\(choice)"]))
      try ExternalTools.assertSwiftParses(try code(.swiftui, ["transition=\(choice)"]))
      XCTAssertTrue(Structure.isBalanced(try code(.compose, ["transition=\(choice)"])), choice)
      XCTAssertTrue(Structure.isBalanced(try code(.css, ["transition=\(choice)"])), choice)
    }
    try ExternalTools.assertCompilesAgainstLibadwaita(try code(.libadwaita))
  }

  @MainActor func testTheZoomSpringInCSSFollowsTheSpring() async throws {
    let css = try code(.css, ["transition=zoom"])
    // The zoom's part comes first; its linear() is the first in the file.
    let property = try XCTUnwrap(css.range(of: "animation-timing-function: linear("))
    let end = try XCTUnwrap(css.range(of: ")", range: property.upperBound..<css.endIndex))
    let only = "linear(" + String(css[property.upperBound..<end.upperBound])
    let spec = ZoomTransitionSpec()
    let spring = DampedSpring(
      dampingRatio: spec.dampingRatio, stiffness: pow(2 * Double.pi / spec.response, 2))
    let omega = 2 * Double.pi / spec.response
    let duration = 6.9 / (spec.dampingRatio * omega)
    let worst = try LinearEasingTests.worstError(only, { spring.value(at: $0 * duration) })
    XCTAssertLessThanOrEqual(worst, 0.006)
  }
}

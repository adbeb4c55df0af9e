import Foundation
import MotionExport
import Scenes
import TestSupport
import TransitionKit
import XCTest

/// The flip's and the reveal's exports write the layers' effect in each target's terms, and
/// say where a target cannot draw it as Core Animation does.
final class LayerEffectExportTests: XCTestCase {
  @MainActor func testTheFlipIsWrittenIn3DWithItsPerspectiveEverywhere() async throws {
    let spec = try ExportSyntaxTests.spec(FlipScene.descriptor, ["perspective=800"])
    XCTAssertEqual(spec.layerEffect, .flip(perspective: 800, calculationMode: "cubic"))
    let uikit = MotionExporter.code(for: spec, format: .uikit)
    XCTAssertTrue(uikit.contains("perspective.m34 = -1.0 / 800"))
    XCTAssertTrue(uikit.contains("UIView.animateKeyframes(withDuration: 0.6"))
    XCTAssertTrue(uikit.contains(".calculationModeCubic"))
    XCTAssertTrue(MotionExporter.code(for: spec, format: .css).contains("perspective(800px) rotateY(-90deg)"))
    XCTAssertTrue(MotionExporter.code(for: spec, format: .compose).contains("cameraDistance = 800f * density"))
    XCTAssertTrue(MotionExporter.code(for: spec, format: .libadwaita).contains("gtk_snapshot_perspective (snapshot, 800)"))
    let swiftui = MotionExporter.code(for: spec, format: .swiftui)
    XCTAssertTrue(swiftui.contains("rotation3DEffect"))
    XCTAssertTrue(swiftui.contains("perspective is relative"), "says what SwiftUI cannot take")
  }

  @MainActor func testTheRevealSaysWhereATargetHasNoMask() async throws {
    let spec = try ExportSyntaxTests.spec(RevealScene.descriptor, ["start-diameter=80"])
    XCTAssertEqual(spec.layerEffect, .reveal(startDiameter: 80))
    let uikit = MotionExporter.code(for: spec, format: .uikit)
    XCTAssertTrue(uikit.contains("view.layer.mask = mask"))
    XCTAssertTrue(uikit.contains("CABasicAnimation(keyPath: \"path\")"))
    let adw = MotionExporter.code(for: spec, format: .libadwaita)
    XCTAssertTrue(adw.contains("has no mask in GtkSnapshot"))
    XCTAssertTrue(adw.contains("gtk_snapshot_push_rounded_clip"))
    XCTAssertTrue(MotionExporter.code(for: spec, format: .css).contains("clip-path: circle(40px"))
    XCTAssertTrue(try ExportSyntaxTests.spec(CardScene.descriptor).layerEffect == nil)
  }
}

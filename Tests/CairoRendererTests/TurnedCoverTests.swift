import CairoRenderer
import Foundation
import TestSupport
import TransitionKit
import XCTest

/// A full-screen flip: the screen under an opaque container turned in 3-D is not drawn where
/// the container covers it, and the picture is the same pixel for pixel as when it is drawn.
final class TurnedCoverTests: EngineTestCase {
  static let stage = Size(width: 320, height: 200)

  /// A screen of labels on grey under a full-screen container (an opaque card with a label of
  /// its own), under a perspective.
  @MainActor func makeStage() -> (root: View, container: View) {
    let root = View(frame: Rect(origin: .zero, size: Self.stage))
    var perspective = Transform3D.identity
    perspective.m34 = -1 / 600
    root.layer.sublayerTransform = perspective
    let screen = View(frame: root.bounds)
    screen.backgroundColor = Color(red: 0.5, green: 0.5, blue: 0.5)
    for row in 0..<4 {
      for column in 0..<3 {
        let label = Label(
          frame: Rect(x: 30 + Double(column) * 90, y: 30 + Double(row) * 36, width: 80, height: 24),
          text: "Row \(row) \(column)")
        label.backgroundColor = Color(red: 0.9, green: 0.8, blue: 0.2)
        screen.addSubview(label)
      }
    }
    root.addSubview(screen)
    let container = View(frame: root.bounds)
    container.backgroundColor = Color(red: 0.1, green: 0.3, blue: 0.8)
    let heading = Label(frame: Rect(x: 20, y: 20, width: 200, height: 30), text: "Next screen")
    container.addSubview(heading)
    root.addSubview(container)
    return (root, container)
  }

  @MainActor func turn(_ view: View, _ degrees: Double, x: Double = 0, y: Double = 1) {
    view.layer.transform = Transform3D(rotationAngle: degrees * .pi / 180, x: x, y: y, z: 0)
  }

  /// Draws the stage at each angle with a renderer that skips what the container hides and
  /// one that does not, and checks the pictures are the same.
  @MainActor func assertSamePictures(
    _ root: View, _ container: View, angles: [Double], x: Double = 0, y: Double = 1,
    scale: Double = 1, file: StaticString = #filePath, line: UInt = #line
  ) throws -> Int {
    let skipping = Renderer(scale: scale)
    let drawing = Renderer(scale: scale)
    drawing.skipsWhatTurnedLayersHide = false
    for angle in angles {
      turn(container, angle, x: x, y: y)
      let skipped = try skipping.renderImage(root, size: Self.stage)
      let drawn = try drawing.renderImage(root, size: Self.stage)
      var differing: [String] = []
      for py in 0..<drawn.height {
        for px in 0..<drawn.width where skipped.word(x: px, y: py) != drawn.word(x: px, y: py) {
          differing.append(
            "(\(px), \(py)) \(skipped.pixel(x: px, y: py)) ≠ \(drawn.pixel(x: px, y: py))")
        }
      }
      XCTAssertEqual(
        differing.count, 0,
        "\(differing.count) pixels differ at \(angle)°: \(differing.prefix(6).joined(separator: ", "))",
        file: file, line: line)
    }
    XCTAssertEqual(drawing.viewsHiddenByTurnedLayers, 0, file: file, line: line)
    return skipping.viewsHiddenByTurnedLayers
  }

  @MainActor func testTheScreenUnderAnOpaqueTurnedContainerIsNotDrawn() async throws {
    let (root, container) = makeStage()
    let renderer = Renderer()
    turn(container, 4)
    _ = try renderer.renderImage(root, size: Self.stage)
    // The first frame draws the container's picture and cannot know yet that it is opaque.
    XCTAssertEqual(renderer.viewsHiddenByTurnedLayers, 0)
    turn(container, 6)
    let image = try renderer.renderImage(root, size: Self.stage)
    // Every label of the screen lies inside what the container covers; the screen itself,
    // which shows along the far edge, does not.
    XCTAssertEqual(renderer.viewsHiddenByTurnedLayers, 12)
    // The container shows in the middle, the screen where the far side has shrunk.
    let middle = image.pixel(x: 160, y: 100)
    XCTAssertEqual(middle.blue, 204, "\(middle)")
    let corner = image.pixel(x: 318, y: 1)
    XCTAssertEqual(Double(corner.red), 127.5, accuracy: 1, "\(corner)")
    XCTAssertEqual(corner.red, corner.blue, "\(corner)")
  }

  @MainActor func testSkippingLeavesThePictureTheSame() async throws {
    let (root, container) = makeStage()
    let vertical = try assertSamePictures(root, container, angles: [3, 10, 25, 50, -20, 70])
    XCTAssertGreaterThan(vertical, 0)
    let horizontal = try assertSamePictures(
      root, container, angles: [5, 15, -30], x: 1, y: 0, scale: 2)
    XCTAssertGreaterThan(horizontal, 0)
    // A shadow widens the container's picture beyond its bounds with see-through pixels; the
    // bounds are opaque all the same.
    container.layer.shadowOpacity = 0.4
    container.layer.shadowRadius = 12
    let shadowed = try assertSamePictures(root, container, angles: [4, 12])
    XCTAssertGreaterThan(shadowed, 0)
    container.layer.shadowOpacity = 0
    // A slanted turn is resampled pixel by pixel; its inside is copied all the same.
    let slanted = try assertSamePictures(root, container, angles: [8, 20], x: 1, y: 1)
    XCTAssertGreaterThan(slanted, 0)
  }

  @MainActor func testWhatShowsThroughATurnedContainerIsDrawn() async throws {
    let (root, container) = makeStage()
    // See-through: the container at less than full opacity, or a colour with alpha.
    container.alpha = 0.98
    XCTAssertEqual(try assertSamePictures(root, container, angles: [4, 8]), 0)
    container.alpha = 1
    container.backgroundColor = Color(red: 0.1, green: 0.3, blue: 0.8, alpha: 0.9)
    XCTAssertEqual(try assertSamePictures(root, container, angles: [4, 8]), 0)
    // A back face that is not drawn hides nothing.
    container.backgroundColor = Color(red: 0.1, green: 0.3, blue: 0.8)
    container.layer.isDoubleSided = false
    XCTAssertEqual(try assertSamePictures(root, container, angles: [150, 160]), 0)
  }
}

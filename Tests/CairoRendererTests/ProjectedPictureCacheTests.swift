import CairoRenderer
import Foundation
import TestSupport
import TransitionKit
import XCTest

/// A card turning under a perspective keeps its flat picture from frame to frame while only its
/// turn changes, and every frame drawn from the kept picture is the frame a new renderer draws;
/// a change inside the card, or content the renderer cannot fingerprint, draws it again.
final class ProjectedPictureCacheTests: EngineTestCase {
  static let stage = Size(width: 300, height: 240)

  /// A stage with a white card whose left half is red, under a perspective.
  @MainActor func makeStage() -> (root: View, card: View, left: View) {
    let root = View(frame: Rect(origin: .zero, size: Self.stage))
    root.backgroundColor = .black
    var perspective = Transform3D.identity
    perspective.m34 = -1 / 500
    root.layer.sublayerTransform = perspective
    let card = View(frame: Rect(x: 80, y: 40, width: 140, height: 160))
    card.backgroundColor = .white
    card.layer.cornerRadius = 12
    let left = View(frame: Rect(x: 0, y: 0, width: 70, height: 160))
    left.backgroundColor = Color(red: 1, green: 0, blue: 0)
    card.addSubview(left)
    root.addSubview(card)
    return (root, card, left)
  }

  @MainActor func turn(_ card: View, _ angle: Double) {
    card.layer.transform = Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
  }

  @MainActor func testATurningCardIsDrawnOnceAndEachFrameIsANewRenderersFrame() async throws {
    let (root, card, _) = makeStage()
    let kept = Renderer(scale: 2)
    for (index, angle) in [0.3, 0.6, 1.0, -0.5].enumerated() {
      turn(card, angle)
      let frame = try kept.renderImage(root, size: Self.stage)
      let fresh = try Renderer(scale: 2).renderImage(root, size: Self.stage)
      XCTAssertEqual(frame, fresh, "the frame at \(angle) rad")
      XCTAssertEqual(kept.projectedPictureDraws, 1)
      XCTAssertEqual(kept.projectedPictureReuses, index)
    }
  }

  @MainActor func testAChangeInsideTheCardDrawsItAgain() async throws {
    let (root, card, left) = makeStage()
    let kept = Renderer(scale: 1)
    turn(card, 0.5)
    _ = try kept.renderImage(root, size: Self.stage)
    left.backgroundColor = Color(red: 0, green: 0, blue: 1)
    turn(card, 0.6)
    let frame = try kept.renderImage(root, size: Self.stage)
    XCTAssertEqual(frame, try Renderer(scale: 1).renderImage(root, size: Self.stage))
    XCTAssertEqual(kept.projectedPictureDraws, 2)
    XCTAssertEqual(kept.projectedPictureReuses, 0)
    left.frame.size.width = 30
    _ = try kept.renderImage(root, size: Self.stage)
    XCTAssertEqual(kept.projectedPictureDraws, 3, "a subview's new size draws the card again")
    left.isHidden = true
    let hidden = try kept.renderImage(root, size: Self.stage)
    XCTAssertEqual(hidden, try Renderer(scale: 1).renderImage(root, size: Self.stage))
    XCTAssertEqual(kept.projectedPictureDraws, 4, "a hidden subview draws the card again")
  }

  @MainActor func testNewTextDrawsTheCardAgainAndTheSameTextKeepsIt() async throws {
    let (root, card, left) = makeStage()
    let label = Label(frame: Rect(x: 10, y: 10, width: 100, height: 30))
    label.text = "Paid"
    left.addSubview(label)
    let kept = Renderer(scale: 1)
    turn(card, 0.4)
    _ = try kept.renderImage(root, size: Self.stage)
    label.text = "Refunded"
    turn(card, 0.5)
    let frame = try kept.renderImage(root, size: Self.stage)
    XCTAssertEqual(frame, try Renderer(scale: 1).renderImage(root, size: Self.stage))
    XCTAssertEqual(kept.projectedPictureDraws, 2)
    turn(card, 0.6)
    let same = try kept.renderImage(root, size: Self.stage)
    XCTAssertEqual(same, try Renderer(scale: 1).renderImage(root, size: Self.stage))
    XCTAssertEqual(kept.projectedPictureDraws, 2)
    XCTAssertEqual(kept.projectedPictureReuses, 1)
  }

  @MainActor func testACardWithAShapeLayerIsDrawnAnewOnEveryFrame() async throws {
    let (root, card, _) = makeStage()
    let shape = ShapeLayer()
    shape.path = Path(ellipseIn: Rect(x: 20, y: 20, width: 60, height: 60))
    shape.fillColor = Color(red: 0, green: 0, blue: 1).cgColor
    card.layer.addSublayer(shape)
    let kept = Renderer(scale: 1)
    turn(card, 0.4)
    _ = try kept.renderImage(root, size: Self.stage)
    shape.fillColor = Color(red: 0, green: 1, blue: 0).cgColor
    turn(card, 0.5)
    let frame = try kept.renderImage(root, size: Self.stage)
    XCTAssertEqual(frame, try Renderer(scale: 1).renderImage(root, size: Self.stage))
    XCTAssertEqual(kept.projectedPictureDraws, 0)
    XCTAssertEqual(kept.projectedPictureReuses, 0)
  }

  @MainActor func testAViewReplacedByAnotherDrawsTheCardAgain() async throws {
    let (root, card, left) = makeStage()
    let kept = Renderer(scale: 1)
    turn(card, 0.5)
    _ = try kept.renderImage(root, size: Self.stage)
    let frame = left.frame
    left.removeFromSuperview()
    let other = View(frame: frame)
    other.backgroundColor = Color(red: 0, green: 1, blue: 0)
    card.addSubview(other)
    let image = try kept.renderImage(root, size: Self.stage)
    XCTAssertEqual(image, try Renderer(scale: 1).renderImage(root, size: Self.stage))
    XCTAssertEqual(kept.projectedPictureDraws, 2)
  }
}

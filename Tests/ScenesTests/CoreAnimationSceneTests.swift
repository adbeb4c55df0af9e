import Foundation
import Scenes
import TestSupport
import TransitionKit
import XCTest

/// The Card flip and Circular reveal scenes: their transitions run, their layer animations
/// scrub with the drag that drives them, and the trace says what the layers show.
final class CoreAnimationSceneTests: XCTestCase {
  /// The trace lines of `kind` written while `body` runs.
  @MainActor static func lines(
    of kind: String, in harness: SceneHarness, _ body: () -> Void
  ) -> [[String: JSONValue]] {
    var lines: [[String: JSONValue]] = []
    harness.session.traceSink = { line in
      guard case .object(let fields) = line, fields.contains(where: { $0.1 == .string(kind) })
      else { return }
      lines.append(Dictionary(fields, uniquingKeysWith: { a, _ in a }))
    }
    body()
    harness.session.traceSink = nil
    return lines
  }

  @MainActor func testTheCardTurnsOverIntoTheNextScreenAndSettles() async {
    let harness = SceneHarness(FlipScene.descriptor, presented: false)
    let card = harness.view("card")!
    let samples = Self.lines(of: "layer-animation", in: harness) {
      harness.play(.tap("flip"))
    }
    XCTAssertTrue(harness.session.isPresented)
    XCTAssertEqual(harness.lastTransition?.completed, true)
    XCTAssertEqual(card.layer.transform, .identity, "the card is put back once hidden")
    // The card turned edge-on: a sample where its transform's m11 (cos θ) is about 0.
    let cardTurns = samples.filter { $0["layer"] == .string("card") }.compactMap {
      line -> Double? in
      guard case .array(let entries)? = line["value"], case .number(let m11) = entries[0] else {
        return nil
      }
      return m11
    }
    XCTAssertLessThan(cardTurns.min() ?? 1, 0.05)
    assertSettledTree(harness)
  }

  @MainActor func testASwipeFromTheEdgeTurnsTheCardBackAsTheFingerMoves() async {
    let harness = SceneHarness(FlipScene.descriptor)
    harness.deliver(.down, 4, 422)
    harness.advance(0.05)
    harness.deliver(.move, 40, 422)
    harness.advance(0.05)
    harness.deliver(.move, 120, 422)
    harness.advance(0.05)
    let snapshot = harness.view("flip-snapshot")
    XCTAssertNotNil(snapshot, "the dismissal runs on a picture of the screen")
    let heldFrame = snapshot?.presentation.frame
    harness.advance(0.3)
    XCTAssertEqual(snapshot?.presentation.frame, heldFrame, "nothing moves while the finger rests")
    harness.deliver(.up, 120, 422)
    harness.settle()
    XCTAssertFalse(harness.session.isPresented)
    XCTAssertEqual(harness.lastTransition?.completed, true)
    assertSettledTree(harness)
  }

  @MainActor func testTheRevealGrowsACircleMaskFromTheButton() async {
    let harness = SceneHarness(RevealScene.descriptor, presented: false)
    let samples = Self.lines(of: "layer-animation", in: harness) {
      harness.play(.tap("reveal"))
    }
    XCTAssertTrue(harness.session.isPresented)
    XCTAssertEqual(harness.lastTransition?.completed, true)
    XCTAssertNil(harness.modal?.view.layer.mask, "the mask goes once the screen is revealed")
    let paths = samples.filter { $0["key_path"] == .string("path") }
    XCTAssertGreaterThan(paths.count, 20)
    // Each path is the circle's 13 points (a move and four curves); its width grows.
    let widths = paths.compactMap { line -> Double? in
      guard case .array(let numbers)? = line["value"] else { return nil }
      let xs = stride(from: 0, to: numbers.count, by: 2).compactMap { index -> Double? in
        if case .number(let x) = numbers[index] { return x }
        return nil
      }
      return (xs.max() ?? 0) - (xs.min() ?? 0)
    }
    XCTAssertEqual(widths.first ?? 0, 64, accuracy: 8)
    XCTAssertGreaterThan(widths.last ?? 0, 1000)
    XCTAssertEqual(widths, widths.sorted(), "the circle only grows")
    let again = SceneHarness(RevealScene.descriptor, presented: false)
    let events = Self.lines(of: "layer-animation-event", in: again) { again.play(.tap("reveal")) }
    XCTAssertEqual(events.map { $0["event"] }, [.string("start"), .string("stop")])
    XCTAssertEqual(events.last?["finished"], .bool(true))
    XCTAssertEqual(events.last?["key_path"], .string("path"))
    XCTAssertEqual(events.last?["layer"], .string("reveal-mask"))
  }

  @MainActor func testDraggingScrubsTheMaskAndAShortDragPutsItBack() async {
    let harness = SceneHarness(RevealScene.descriptor)
    let detail = harness.modal!.view!
    harness.deliver(.down, 195, 250)
    harness.advance(0.05)
    harness.deliver(.move, 195, 270)
    harness.advance(0.05)
    harness.deliver(.move, 195, 330)
    harness.advance(0.05)
    guard let mask = detail.layer.mask as? ShapeLayer else { return XCTFail("no mask") }
    let width1 = mask.presentationShape.path?.boundingBox.width ?? 0
    harness.deliver(.move, 195, 420)
    harness.advance(0.05)
    let width2 = mask.presentationShape.path?.boundingBox.width ?? 0
    XCTAssertLessThan(width2, width1, "dragging further shrinks the circle")
    harness.advance(0.5)
    XCTAssertEqual(mask.presentationShape.path?.boundingBox.width ?? 0, width2, accuracy: 1e-9)
    harness.deliver(.move, 195, 260)
    harness.advance(0.05)
    harness.deliver(.up, 195, 260)
    harness.settle()
    XCTAssertTrue(harness.session.isPresented)
    XCTAssertEqual(harness.lastTransition?.completed, false)
    XCTAssertNil(detail.layer.mask, "a cancelled dismissal shows the whole screen again")
    assertSettledTree(harness)
  }
}

import Scenes
import TransitionKit
import XCTest

/// SplitMix64: a small deterministic generator, so a failing sequence can be replayed from its
/// seed.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Random input of every kind, in any order, against every scene: no transition is ever left
/// in flight, each one completes exactly once, and the view tree ends presented or dismissed
/// with nothing left over.
final class SceneFuzzTests: XCTestCase {
  @MainActor func testRandomInputNeverLeavesATransitionStuck() async {
    for seed in UInt64(1)...500 {
      var random = SeededGenerator(seed: seed)
      let descriptor = SceneCatalog.all[Int(seed) % SceneCatalog.all.count]
      let harness = SceneHarness(descriptor, presented: Bool.random(using: &random))
      var completions = 0
      harness.session.traceSink = { line in
        if line.encoded.contains("\"phase\":\"complete\"") { completions += 1 }
      }
      run(randomSteps: 60, on: harness, using: &random)
      harness.settle()
      check(harness, completions: completions, seed: seed)
    }
  }

  @MainActor private func run(
    randomSteps count: Int, on harness: SceneHarness, using random: inout SeededGenerator
  ) {
    let session = harness.session
    let controls = session.descriptor.controls.map(\.id)
    var pressed = false
    for _ in 0..<count {
      let size = harness.window.bounds.size
      let point = randomPoint(in: size, using: &random)
      switch Int.random(in: 0..<14, using: &random) {
      case 0, 1:
        harness.deliver(.down, point.x, point.y)
        pressed = true
      case 2, 3, 4:
        harness.deliver(.move, point.x, point.y)
      case 5:
        if pressed {
          harness.deliver(.move, point.x, point.y + Double.random(in: 1...400, using: &random))
        }
      case 6, 7:
        harness.deliver(.up, point.x, point.y)
        pressed = false
      case 8:
        harness.deliver(.cancel, point.x, point.y)
        pressed = false
      case 9:
        session.deliver(
          .init(t: harness.now, type: .tap, target: controls.randomElement(using: &random)!))
      case 10:
        harness.advance(Double.random(in: 0...1.5, using: &random))
      case 11:
        let sizes = [
          Size.zero, Size(width: 390, height: 844), Size(width: 800, height: 600),
          Size(width: 1, height: 1),
        ]
        harness.window.resize(to: sizes.randomElement(using: &random)!)
      case 12:
        let spec = session.parameters.specs.randomElement(using: &random)!
        try? session.parameters.set(spec.id, randomValue(for: spec, using: &random))
      default:
        let huge = [0.0, 1e6, -1e6, 1e-9].randomElement(using: &random)!
        harness.deliver(.move, point.x + huge, point.y + huge)
      }
      if Bool.random(using: &random) { harness.advance(1.0 / 60) }
    }
    if pressed { harness.deliver(.up, 0, 0) }
    harness.window.resize(to: Size(width: 390, height: 844))
  }

  @MainActor private func check(_ harness: SceneHarness, completions: Int, seed: UInt64) {
    let context = "seed \(seed), scene \(harness.session.descriptor.id)"
    XCTAssertFalse(harness.session.needsFrames, "still animating after settling: \(context)")
    XCTAssertNil(harness.window.activeTransition, "a transition is stuck: \(context)")
    let records = harness.session.transitions
    XCTAssertTrue(records.allSatisfy { $0.completed != nil && $0.end != nil }, context)
    XCTAssertEqual(completions, records.count, "each transition completes exactly once: \(context)")
    XCTAssertFalse(harness.warningCodes.contains("transition.complete-twice"), context)
    // The window ends a transition that nobody completes or drives; that rescue must never
    // be what ended one here.
    XCTAssertFalse(harness.warningCodes.contains("transition.never-completed"), context)
    XCTAssertFalse(harness.warningCodes.contains("transition.interactive-without-driver"), context)
    let containers = harness.window.subviews.filter { $0 is TransitionContainerView }
    let rootView = harness.root.view!
    if let modal = harness.modal {
      XCTAssertEqual(containers.count, 1, context)
      XCTAssertTrue(modal.view.superview === containers.first, "modal in its container: \(context)")
      let allowed = harness.window.subviews.allSatisfy {
        $0 === rootView || $0 === containers.first
      }
      XCTAssertTrue(allowed, "nothing else in the window: \(context)")
      // In the container: the modal, and at most the one snapshot and one overlay that a
      // presentation leaves; nothing a cancelled dismissal added stays behind.
      let inContainer = containers.first?.subviews ?? []
      let snapshots = inContainer.filter { $0 is SnapshotView }.count
      let overlays = inContainer.filter { $0.name == "dimming" }.count
      XCTAssertLessThanOrEqual(snapshots, 1, "one snapshot at most: \(context)")
      XCTAssertLessThanOrEqual(overlays, 1, "one dimming overlay at most: \(context)")
      XCTAssertEqual(
        inContainer.count, 1 + snapshots + overlays, "nothing else in the container: \(context)")
      let rootInContainer = containers.first.map { rootView.isDescendant(of: $0) } ?? false
      XCTAssertFalse(rootInContainer, "the root view went back home: \(context)")
    } else {
      XCTAssertTrue(containers.isEmpty, "no container left after dismissal: \(context)")
      if rootView.superview == nil {
        // Lost only as on iOS: a tutorial animator that moved the root into the container
        // under a style that keeps it, which the engine names.
        XCTAssertTrue(harness.warningCodes.contains("transition.presenter-lost"), context)
        XCTAssertTrue(harness.window.subviews.isEmpty, "nothing else left: \(context)")
      } else {
        let onlyRoot = harness.window.subviews.count == 1 && harness.window.subviews[0] === rootView
        XCTAssertTrue(onlyRoot, "only the root: \(context)")
      }
    }
  }

  private func randomPoint(in size: Size, using random: inout SeededGenerator) -> Point {
    let nearEdge = Bool.random(using: &random)
    let width = Swift.max(size.width, 1)
    let height = Swift.max(size.height, 1)
    let x =
      nearEdge
      ? Double.random(in: 0...15, using: &random) : Double.random(in: 0...width, using: &random)
    return Point(x: x, y: Double.random(in: 0...height, using: &random))
  }

  private func randomValue(for spec: ParameterSpec, using random: inout SeededGenerator)
    -> ParameterValue
  {
    switch spec.kind {
    case .number(let range, _): .number(Double.random(in: range, using: &random))
    case .choice(let options): .choice(options.randomElement(using: &random)!)
    case .toggle: .toggle(Bool.random(using: &random))
    }
  }
}
